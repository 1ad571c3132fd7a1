#include "engine/commands/transaction.hpp"

#include "engine/commands/compound_command.hpp"

#include <stdexcept>

namespace engine {

Transaction::Transaction(Document& doc, CommandStack& stack)
    : m_doc(doc),
      m_stack(stack) {}

Transaction::~Transaction() {
    if (!m_finished) rollback();
}

ChangeSet Transaction::add(std::unique_ptr<Command> cmd) {
    if (m_finished) throw std::logic_error("Transaction::add after commit or rollback");
    if (!cmd) return {};
    cmd->apply(m_doc);
    ChangeSet changes = cmd->changes();
    m_staged.push_back(std::move(cmd));
    return changes;
}

ChangeSet Transaction::commit(const std::string& label) {
    if (m_finished) throw std::logic_error("Transaction::commit after commit or rollback");
    m_finished = true;
    if (m_staged.empty()) return {};
    auto compound = std::make_unique<CompoundCommand>(label, std::move(m_staged));
    m_staged.clear();
    ChangeSet changes = compound->changes();
    m_stack.pushApplied(std::move(compound));
    return changes;
}

ChangeSet Transaction::rollback() {
    ChangeSet changes;
    if (m_finished) return changes;
    m_finished = true;
    for (auto it = m_staged.rbegin(); it != m_staged.rend(); ++it) {
        (*it)->revert(m_doc);
        changes.merge((*it)->changes());
    }
    m_staged.clear();
    return changes;
}

ChangeSet Transaction::changes() const {
    ChangeSet all;
    for (const auto& cmd : m_staged) all.append(cmd->changes());
    return all.normalize();
}

}  // namespace engine
