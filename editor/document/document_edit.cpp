#include "editor/document/document_edit.hpp"

#include <stdexcept>

namespace editor {

DocumentEdit::DocumentEdit(StudioDocument& doc)
    : m_doc(doc) {
    if (doc.m_editing) throw std::logic_error("a DocumentEdit is already open on this document");
    m_transaction.emplace(doc.m_doc, doc.m_stack);
    doc.m_editing = true;
}

DocumentEdit::~DocumentEdit() {
    if (open()) rollback();
}

engine::ChangeSet DocumentEdit::stage(std::unique_ptr<engine::Command> cmd) {
    if (!open()) throw std::logic_error("DocumentEdit::stage after commit or rollback");
    const engine::ChangeSet change = m_transaction->add(std::move(cmd));
    m_doc.revalidate(change);
    m_doc.tell(change, false);
    return change;
}

engine::ChangeSet DocumentEdit::stage(const CommandBuilder& build) {
    if (!open()) throw std::logic_error("DocumentEdit::stage after commit or rollback");
    return stage(build(m_doc.m_doc));
}

engine::ChangeSet DocumentEdit::restart() {
    if (!open()) throw std::logic_error("DocumentEdit::restart after commit or rollback");
    const engine::ChangeSet change = m_transaction->rollback();
    m_transaction.emplace(m_doc.m_doc, m_doc.m_stack);
    m_doc.revalidate(change);
    m_doc.tell(change, false);
    return change;
}

engine::ChangeSet DocumentEdit::commit(const std::string& label) {
    if (!open()) throw std::logic_error("DocumentEdit::commit after commit or rollback");
    const engine::ChangeSet change = m_transaction->commit(label);
    close();
    // The validator followed every staged step: nothing left to check, only to tell.
    m_doc.tell(change, true);
    return change;
}

engine::ChangeSet DocumentEdit::rollback() {
    if (!open()) return {};
    const engine::ChangeSet change = m_transaction->rollback();
    close();
    m_doc.revalidate(change);
    m_doc.tell(change, true);
    return change;
}

void DocumentEdit::close() {
    m_transaction.reset();
    m_doc.m_editing = false;
}

}  // namespace editor
