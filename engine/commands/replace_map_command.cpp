#include "engine/commands/replace_map_command.hpp"

namespace engine {

namespace {

void addEverything(const HexMap& map, ChangeSet& c) {
    const HexGrid& grid = map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) c.hexes.push_back(grid.at(i));
    const std::vector<HexsideId> sides = map.featuredHexsides();
    c.hexsides.insert(c.hexsides.end(), sides.begin(), sides.end());
}

}  // namespace

ReplaceMapCommand::ReplaceMapCommand(std::string label, HexMap before, HexMap after)
    : m_label(std::move(label)),
      m_before(std::move(before)),
      m_after(std::move(after)) {}

void ReplaceMapCommand::apply(Document& doc) { doc.map = m_after; }

void ReplaceMapCommand::revert(Document& doc) { doc.map = m_before; }

ChangeSet ReplaceMapCommand::changes() const {
    ChangeSet c;
    c.mapSettings = true;
    addEverything(m_before, c);
    addEverything(m_after, c);
    return c.normalize();
}

std::unique_ptr<ReplaceMapCommand> replaceMap(const Document& doc, HexMap after, std::string label) {
    return std::make_unique<ReplaceMapCommand>(std::move(label), doc.map, std::move(after));
}

}  // namespace engine
