#include "engine/commands/compound_command.hpp"

namespace engine {

CompoundCommand::CompoundCommand(std::string label, std::vector<std::unique_ptr<Command>> parts)
    : m_label(std::move(label)),
      m_parts(std::move(parts)) {
    for (const auto& part : m_parts) m_changes.append(part->changes());
    m_changes.normalize();
}

void CompoundCommand::apply(Document& doc) {
    for (auto& part : m_parts) part->apply(doc);
}

void CompoundCommand::revert(Document& doc) {
    for (auto it = m_parts.rbegin(); it != m_parts.rend(); ++it) (*it)->revert(doc);
}

}  // namespace engine
