#include "engine/commands/set_hex_cells_command.hpp"

#include "engine/model/value_rules.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace engine {

SetHexCellsCommand::SetHexCellsCommand(std::string label, std::vector<CellEdit> cells, std::vector<NameEdit> names)
    : m_label(std::move(label)),
      m_cells(std::move(cells)),
      m_names(std::move(names)) {}

void SetHexCellsCommand::apply(Document& doc) {
    for (const CellEdit& e : m_cells) doc.map.setCell(e.hex, e.after);
    for (const NameEdit& e : m_names) doc.map.setPlaceName(e.hex, e.after);
}

// In reverse, so a hex listed twice ends at its first `before`.
void SetHexCellsCommand::revert(Document& doc) {
    for (auto it = m_names.rbegin(); it != m_names.rend(); ++it) doc.map.setPlaceName(it->hex, it->before);
    for (auto it = m_cells.rbegin(); it != m_cells.rend(); ++it) doc.map.setCell(it->hex, it->before);
}

ChangeSet SetHexCellsCommand::changes() const {
    ChangeSet c;
    c.hexes.reserve(m_cells.size() + m_names.size());
    for (const CellEdit& e : m_cells) c.hexes.push_back(e.hex);
    for (const NameEdit& e : m_names) c.hexes.push_back(e.hex);
    return c.normalize();
}

namespace {

std::vector<HexCoord> uniqueOnMap(const HexMap& map, std::span<const HexCoord> hexes) {
    std::vector<HexCoord> out;
    out.reserve(hexes.size());
    for (HexCoord h : hexes)
        if (map.contains(h)) out.push_back(h);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::unique_ptr<SetHexCellsCommand> brush(const Document& doc, std::span<const HexCoord> hexes, std::string label,
                                          const std::function<void(HexCell&)>& edit) {
    return editCells(doc, hexes, std::move(label), [&edit](HexCell& c) {
        const HexCell before = c;
        edit(c);
        if (!(c == before)) c.provenance = Provenance::Hand;
    });
}

}  // namespace

std::unique_ptr<SetHexCellsCommand> editCells(const Document& doc, std::span<const HexCoord> hexes, std::string label,
                                              const std::function<void(HexCell&)>& edit) {
    std::vector<SetHexCellsCommand::CellEdit> edits;
    for (HexCoord h : uniqueOnMap(doc.map, hexes)) {
        const HexCell& before = doc.map.cell(h);
        HexCell after = before;
        edit(after);
        if (!(after == before)) edits.push_back({h, before, after});
    }
    if (edits.empty()) return nullptr;
    return std::make_unique<SetHexCellsCommand>(std::move(label), std::move(edits));
}

std::unique_ptr<SetHexCellsCommand> setCells(const Document& doc, std::span<const std::pair<HexCoord, HexCell>> cells,
                                             std::string label) {
    std::vector<SetHexCellsCommand::CellEdit> edits;
    for (const auto& [h, after] : cells) {
        if (!doc.map.contains(h)) continue;
        const HexCell& before = doc.map.cell(h);
        if (!(after == before)) edits.push_back({h, before, after});
    }
    if (edits.empty()) return nullptr;
    return std::make_unique<SetHexCellsCommand>(std::move(label), std::move(edits));
}

std::unique_ptr<SetHexCellsCommand> setTerrain(Document& doc, std::span<const HexCoord> hexes,
                                               std::string_view terrainId) {
    const TerrainIndex t = terrainId.empty() ? kNoTerrain : doc.map.internTerrain(terrainId);
    return brush(doc, hexes, terrainId.empty() ? "Clear Terrain" : "Paint Terrain", [t](HexCell& c) { c.terrain = t; });
}

std::unique_ptr<SetHexCellsCommand> setLevel(const Document& doc, std::span<const HexCoord> hexes, int level) {
    if (level != kNoLevel) {
        if (const std::string problem = rangeProblem(level, kLevelRange); !problem.empty())
            throw std::out_of_range("level " + problem);
    }
    const auto l = static_cast<std::int16_t>(level);
    return brush(doc, hexes, level == kNoLevel ? "Clear Level" : "Set Level", [l](HexCell& c) { c.level = l; });
}

std::unique_ptr<SetHexCellsCommand> setElevation(const Document& doc, std::span<const HexCoord> hexes, double metres) {
    if (!std::isnan(metres)) {
        if (const std::string problem = elevationProblem(metres); !problem.empty())
            throw std::out_of_range("elevation " + problem);
    }
    const auto e = static_cast<float>(metres);
    return brush(doc, hexes, std::isnan(metres) ? "Clear Elevation" : "Set Elevation",
                 [e](HexCell& c) { c.elevation = e; });
}

std::unique_ptr<SetHexCellsCommand> setFeature(Document& doc, std::span<const HexCoord> hexes,
                                               std::string_view featureId, bool on) {
    const FeatureMask bit = on ? doc.map.internFeature(featureId) : doc.map.featureBit(featureId);
    if (bit == 0) {
        if (on) throw std::length_error("hex feature palette is full");
        return nullptr;  // an unknown feature is on no hex
    }
    return brush(doc, hexes, on ? "Add Hex Feature" : "Remove Hex Feature",
                 [bit, on](HexCell& c) { c.features = on ? (c.features | bit) : (c.features & ~bit); });
}

std::unique_ptr<SetHexCellsCommand> setProvenance(const Document& doc, std::span<const HexCoord> hexes, Provenance p) {
    return editCells(doc, hexes, "Set Provenance", [p](HexCell& c) { c.provenance = p; });
}

std::unique_ptr<SetHexCellsCommand> setPlaceName(const Document& doc, HexCoord hex, std::string name) {
    if (!doc.map.contains(hex)) return nullptr;
    const std::string& before = doc.map.placeName(hex);
    if (before == name) return nullptr;
    if (const std::string problem = textProblem(name); !problem.empty())
        throw std::invalid_argument("place name " + problem);
    const char* label = name.empty() ? "Remove Place Name" : (before.empty() ? "Name Place" : "Rename Place");
    std::vector<SetHexCellsCommand::NameEdit> names{{hex, before, std::move(name)}};
    return std::make_unique<SetHexCellsCommand>(label, std::vector<SetHexCellsCommand::CellEdit>{}, std::move(names));
}

}  // namespace engine
