#include "engine/commands/command_stack.hpp"

namespace engine {

ChangeSet CommandStack::push(std::unique_ptr<Command> cmd, Document& doc) {
    if (!cmd) return {};
    cmd->apply(doc);
    ChangeSet changes = cmd->changes();
    discardRedo();
    // Merging into the clean command would make the saved state unreachable by undo.
    const bool topIsClean = m_clean == m_index;
    if (m_index > 0 && !topIsClean && m_commands[m_index - 1]->mergeWith(*cmd)) return changes;
    m_commands.push_back(std::move(cmd));
    ++m_index;
    return changes;
}

void CommandStack::pushApplied(std::unique_ptr<Command> cmd) {
    if (!cmd) return;
    discardRedo();
    m_commands.push_back(std::move(cmd));
    ++m_index;
}

ChangeSet CommandStack::undo(Document& doc) {
    if (!canUndo()) return {};
    Command& cmd = *m_commands[m_index - 1];
    cmd.revert(doc);
    --m_index;
    return cmd.changes();
}

ChangeSet CommandStack::redo(Document& doc) {
    if (!canRedo()) return {};
    Command& cmd = *m_commands[m_index];
    cmd.apply(doc);
    ++m_index;
    return cmd.changes();
}

std::string CommandStack::undoLabel() const { return canUndo() ? m_commands[m_index - 1]->label() : std::string{}; }

std::string CommandStack::redoLabel() const { return canRedo() ? m_commands[m_index]->label() : std::string{}; }

void CommandStack::clear() {
    const bool clean = isClean();
    m_commands.clear();
    m_index = 0;
    m_clean = clean ? std::optional<std::size_t>{0} : std::nullopt;
}

void CommandStack::discardRedo() {
    if (m_clean && *m_clean > m_index) m_clean.reset();
    m_commands.resize(m_index);
}

}  // namespace engine
