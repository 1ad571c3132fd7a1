#pragma once
// The undo history of one document. Commands [0, index) are applied, [index, size) can be
// redone. The clean point is the index at which the document matched its file; it is lost (the
// document stays dirty until the next save) when the history that led back to it is discarded.
#include "engine/commands/command.hpp"

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

namespace engine {

class CommandStack {
public:
    // Applies `cmd`, drops the redo history and records it, merged into the top command when
    // that agrees and the top is not the clean point. A null command is a no-op.
    ChangeSet push(std::unique_ptr<Command> cmd, Document& doc);
    // Records a command whose effect is already in the document (a committed Transaction).
    void pushApplied(std::unique_ptr<Command> cmd);

    ChangeSet undo(Document& doc);  // empty when there is nothing to undo
    ChangeSet redo(Document& doc);  // empty when there is nothing to redo
    [[nodiscard]] bool canUndo() const { return m_index > 0; }
    [[nodiscard]] bool canRedo() const { return m_index < m_commands.size(); }
    [[nodiscard]] std::string undoLabel() const;  // "" when nothing to undo
    [[nodiscard]] std::string redoLabel() const;  // "" when nothing to redo

    void setClean() { m_clean = m_index; }  // call after a save
    [[nodiscard]] bool isClean() const { return m_clean == m_index; }
    // Forgets the history; the document keeps its clean/dirty state.
    void clear();

    [[nodiscard]] std::size_t size() const { return m_commands.size(); }
    [[nodiscard]] std::size_t index() const { return m_index; }

private:
    void discardRedo();

    std::vector<std::unique_ptr<Command>> m_commands;
    std::size_t m_index = 0;
    std::optional<std::size_t> m_clean = 0;  // nullopt: no reachable state matches the file
};

}  // namespace engine
