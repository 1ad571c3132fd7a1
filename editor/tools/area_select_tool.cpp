#include "editor/tools/area_select_tool.hpp"

#include "editor/document/area_selection.hpp"

namespace editor {

void AreaSelectTool::onMouseDown(const ToolInput& in) {
    m_anchor = in.hex;
    extendTo(in);
}

void AreaSelectTool::onMouseMove(const ToolInput& in) { extendTo(in); }

void AreaSelectTool::onMouseUp(const ToolInput& in) {
    extendTo(in);
    m_anchor.reset();
}

void AreaSelectTool::onKey(ToolKey key) {
    if (key != ToolKey::Escape) return;
    m_anchor.reset();
    m_host.selectArea(std::nullopt);
}

void AreaSelectTool::extendTo(const ToolInput& in) {
    const StudioDocument* doc = m_host.document();
    // Off the map the area keeps its last extent: a drag past the edge stops at it.
    if (!m_anchor || !in.hex || !doc) return;
    m_host.selectArea(areaBetween(doc->doc().map.grid(), *m_anchor, *in.hex));
}

}  // namespace editor
