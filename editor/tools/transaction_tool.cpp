#include "editor/tools/transaction_tool.hpp"

namespace editor {

void TransactionTool::onKey(ToolKey key) {
    if (key == ToolKey::Escape) rollback();
}

bool TransactionTool::begin() {
    if (m_gesture) commit(m_gesture->empty() ? std::string() : name());
    StudioDocument* doc = m_host.document();
    if (!doc) return false;
    m_gesture = std::make_unique<engine::Transaction>(doc->doc(), doc->stack());
    return true;
}

void TransactionTool::stage(std::unique_ptr<engine::Command> cmd) {
    if (!m_gesture || !cmd) return;
    const engine::ChangeSet change = m_gesture->add(std::move(cmd));
    if (!change.empty()) m_host.documentChanged(change, false);
}

void TransactionTool::restart() {
    StudioDocument* doc = m_host.document();
    if (!m_gesture || !doc) return;
    const engine::ChangeSet change = m_gesture->rollback();
    m_gesture = std::make_unique<engine::Transaction>(doc->doc(), doc->stack());
    if (!change.empty()) m_host.documentChanged(change, false);
}

void TransactionTool::commit(const std::string& label) {
    if (!m_gesture) return;
    const engine::ChangeSet change = m_gesture->commit(label);
    m_gesture.reset();
    if (change.empty()) return;
    if (StudioDocument* doc = m_host.document()) doc->changed(change);
    m_host.documentChanged(change, true);
}

void TransactionTool::rollback() {
    if (!m_gesture) return;
    const engine::ChangeSet change = m_gesture->rollback();
    m_gesture.reset();
    m_host.documentChanged(change, true);
}

}  // namespace editor
