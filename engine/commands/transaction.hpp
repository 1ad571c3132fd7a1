#pragma once
// Groups the commands of one gesture (a brush stroke, a drag, an import) into one undo step, as
// KiCad's COMMIT does: add() applies at once so the canvas shows the edit live, commit() records
// a single CompoundCommand, rollback() (Esc) reverts everything staged. A transaction that is
// destroyed without commit() rolls back, so an exception mid-gesture leaves the document intact.
#include "engine/commands/command_stack.hpp"

#include <memory>
#include <vector>

namespace engine {

class Transaction {
public:
    Transaction(Document& doc, CommandStack& stack);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    // Applies `cmd` and stages it; returns what it changed. A null command is a no-op.
    ChangeSet add(std::unique_ptr<Command> cmd);
    // Pushes one command labelled `label` covering everything staged (nothing when empty) and
    // returns the union of the staged change sets. The transaction is then finished.
    ChangeSet commit(const std::string& label);
    // Reverts everything staged, last first, and returns what that changed. Finished afterwards.
    ChangeSet rollback();

    [[nodiscard]] bool empty() const { return m_staged.empty(); }
    [[nodiscard]] bool finished() const { return m_finished; }
    [[nodiscard]] ChangeSet changes() const;  // union of what is staged so far

private:
    Document& m_doc;
    CommandStack& m_stack;
    std::vector<std::unique_ptr<Command>> m_staged;
    bool m_finished = false;
};

}  // namespace engine
