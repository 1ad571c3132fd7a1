#pragma once
// Several commands as one undo step: apply replays them in order, revert undoes them in reverse.
// Built by Transaction; also usable directly for a scripted multi-part edit.
#include "engine/commands/command.hpp"

#include <memory>
#include <vector>

namespace engine {

class CompoundCommand final : public Command {
public:
    CompoundCommand(std::string label, std::vector<std::unique_ptr<Command>> parts);

    [[nodiscard]] std::string label() const override { return m_label; }
    void apply(Document& doc) override;
    void revert(Document& doc) override;
    [[nodiscard]] ChangeSet changes() const override { return m_changes; }
    [[nodiscard]] std::size_t partCount() const { return m_parts.size(); }

private:
    std::string m_label;
    std::vector<std::unique_ptr<Command>> m_parts;
    ChangeSet m_changes;  // cached: parts never change once built
};

}  // namespace engine
