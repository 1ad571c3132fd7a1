#include "editor/tools/stroke_tool.hpp"

#include <vector>

namespace editor {

void StrokeTool::onMouseDown(const ToolInput& in) {
    StudioDocument* doc = m_host.document();
    if (!doc || !in.hex) return;
    m_stroke = std::make_unique<engine::Transaction>(doc->doc(), doc->stack());
    m_done.clear();
    paint(in);
}

void StrokeTool::onMouseMove(const ToolInput& in) {
    if (m_stroke) paint(in);
}

void StrokeTool::onMouseUp(const ToolInput& in) {
    (void)in;
    if (!m_stroke) return;
    const engine::ChangeSet change = m_stroke->commit(strokeLabel());
    m_stroke.reset();
    if (StudioDocument* doc = m_host.document()) doc->changed(change);
    m_host.documentChanged(change, true);
}

void StrokeTool::onKey(ToolKey key) {
    if (key != ToolKey::Escape || !m_stroke) return;
    const engine::ChangeSet change = m_stroke->rollback();
    m_stroke.reset();
    m_host.documentChanged(change, true);
}

void StrokeTool::paint(const ToolInput& in) {
    StudioDocument* doc = m_host.document();
    if (!doc || !in.hex) return;
    std::vector<engine::HexCoord> fresh;
    for (engine::HexCoord h : engine::hexSpiral(*in.hex, radius()))
        if (doc->doc().map.contains(h) && m_done.insert(h).second) fresh.push_back(h);
    if (fresh.empty()) return;
    const engine::ChangeSet change = m_stroke->add(edit(*doc, fresh));
    if (!change.empty()) m_host.documentChanged(change, false);
}

}  // namespace editor
