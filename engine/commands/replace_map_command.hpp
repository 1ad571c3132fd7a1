#pragma once
// Replaces the whole map at once: the result of an elevation import, which lays a new grid over
// the raster. One undo step gives the previous map back. This is the one command that may change
// the grid, so a document holder must validate in full after it when the grid differs
// (Validator::validate): the ChangeSet names the hexes and featured hexsides of both maps.
#include "engine/commands/command.hpp"

#include <memory>

namespace engine {

class ReplaceMapCommand final : public Command {
public:
    ReplaceMapCommand(std::string label, HexMap before, HexMap after);
    [[nodiscard]] std::string label() const override { return m_label; }
    void apply(Document& doc) override;
    void revert(Document& doc) override;
    [[nodiscard]] ChangeSet changes() const override;

private:
    std::string m_label;
    HexMap m_before;
    HexMap m_after;
};

std::unique_ptr<ReplaceMapCommand> replaceMap(const Document& doc, HexMap after, std::string label);

}  // namespace engine
