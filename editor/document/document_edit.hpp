#pragma once
// The one way to change a StudioDocument over several steps (a brush stroke, a drag, an import):
// an engine::Transaction that keeps the validator current and tells the document's listeners at
// every step, as KiCad's COMMIT::Push does in one pass. stage() applies a command at once (the
// listeners hear it live, committed = false); commit() records everything staged as one undo
// step, rollback() reverts it (committed = true for both). An edit destroyed while open rolls
// back, and tells. One edit at a time per document.
#include "editor/document/studio_document.hpp"
#include "engine/commands/transaction.hpp"

#include <optional>
#include <string>

namespace editor {

class DocumentEdit {
public:
    // Throws std::logic_error when another edit is open on `doc`.
    explicit DocumentEdit(StudioDocument& doc);
    ~DocumentEdit();
    DocumentEdit(const DocumentEdit&) = delete;
    DocumentEdit& operator=(const DocumentEdit&) = delete;

    // Applies the command now and returns what it changed; a null command is a no-op.
    engine::ChangeSet stage(std::unique_ptr<engine::Command> cmd);
    engine::ChangeSet stage(const CommandBuilder& build);
    // Reverts everything staged and stays open (a click that turned into a drag starts over).
    engine::ChangeSet restart();
    // One undo step labelled `label` covering everything staged (none when nothing was); returns
    // the union of the staged changes. The edit is closed afterwards.
    engine::ChangeSet commit(const std::string& label);
    // Reverts everything staged, last first; the edit is closed afterwards.
    engine::ChangeSet rollback();

    [[nodiscard]] bool open() const { return m_transaction.has_value(); }
    [[nodiscard]] bool empty() const { return !m_transaction || m_transaction->empty(); }
    [[nodiscard]] const StudioDocument& document() const { return m_doc; }

private:
    void close();

    StudioDocument& m_doc;
    std::optional<engine::Transaction> m_transaction;
};

}  // namespace editor
