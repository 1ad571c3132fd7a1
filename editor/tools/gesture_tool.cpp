#include "editor/tools/gesture_tool.hpp"

namespace editor {

void GestureTool::onMouseDown(const ToolInput& in) {
    finishGesture();
    StudioDocument* doc = m_host.document();
    if (!doc) return;
    m_edit = std::make_unique<DocumentEdit>(*doc);
    if (!press(in)) m_edit.reset();  // nothing staged: closes without a word
}

void GestureTool::onMouseMove(const ToolInput& in) {
    if (m_edit) drag(in);
}

void GestureTool::onMouseUp(const ToolInput& in) {
    if (!m_edit) return;
    release(in);
    finishGesture();
}

void GestureTool::onKey(ToolKey key) {
    if (key != ToolKey::Escape || !m_edit) return;
    // Out of m_edit first: the listeners it tells see no gesture in progress.
    const std::unique_ptr<DocumentEdit> edit = std::move(m_edit);
    edit->rollback();
}

void GestureTool::finishGesture() {
    if (!m_edit) return;
    const std::string label = gestureLabel();
    const std::unique_ptr<DocumentEdit> edit = std::move(m_edit);
    edit->commit(label);
}

}  // namespace editor
