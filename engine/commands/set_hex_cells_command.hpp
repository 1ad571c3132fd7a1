#pragma once
// Sets the per-hex data of many hexes at once (terrain, level, elevation, features, provenance)
// and place names: the brush, fill and import edits of the map. Stores before/after per hex.
// Palette entries a builder interns stay after revert: palettes only grow and cells refer to
// entries by index, so the indices in stored cells stay valid.
#include "engine/commands/command.hpp"

#include <functional>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace engine {

class SetHexCellsCommand final : public Command {
public:
    struct CellEdit {
        HexCoord hex;
        HexCell before;
        HexCell after;
    };
    struct NameEdit {
        HexCoord hex;
        std::string before;
        std::string after;
    };

    SetHexCellsCommand(std::string label, std::vector<CellEdit> cells, std::vector<NameEdit> names = {});

    [[nodiscard]] std::string label() const override { return m_label; }
    void apply(Document& doc) override;
    void revert(Document& doc) override;
    [[nodiscard]] ChangeSet changes() const override;
    [[nodiscard]] const std::vector<CellEdit>& cells() const { return m_cells; }
    [[nodiscard]] const std::vector<NameEdit>& names() const { return m_names; }

private:
    std::string m_label;
    std::vector<CellEdit> m_cells;
    std::vector<NameEdit> m_names;
};

// Builders. Each skips hexes off the map and hexes it would not change, and returns nullptr when
// nothing would change (CommandStack::push and Transaction::add accept nullptr as a no-op).
// The brush builders mark edited hexes Provenance::Hand: the map records that a hand changed them.

// The general form: `edit` changes a copy of each hex's cell.
std::unique_ptr<SetHexCellsCommand> editCells(const Document& doc, std::span<const HexCoord> hexes, std::string label,
                                              const std::function<void(HexCell&)>& edit);
// Per-hex target cells, e.g. from an importer's result ("Import Elevation").
std::unique_ptr<SetHexCellsCommand> setCells(const Document& doc, std::span<const std::pair<HexCoord, HexCell>> cells,
                                             std::string label);
// "" clears the terrain. Interns the terrain id in the map's palette.
std::unique_ptr<SetHexCellsCommand> setTerrain(Document& doc, std::span<const HexCoord> hexes,
                                               std::string_view terrainId);
std::unique_ptr<SetHexCellsCommand> setLevel(const Document& doc, std::span<const HexCoord> hexes, int level);
std::unique_ptr<SetHexCellsCommand> setElevation(const Document& doc, std::span<const HexCoord> hexes, double metres);
// Interns the feature id when turning it on; throws std::length_error when the palette is full.
std::unique_ptr<SetHexCellsCommand> setFeature(Document& doc, std::span<const HexCoord> hexes,
                                               std::string_view featureId, bool on);
std::unique_ptr<SetHexCellsCommand> setProvenance(const Document& doc, std::span<const HexCoord> hexes, Provenance p);
// "" removes the name.
std::unique_ptr<SetHexCellsCommand> setPlaceName(const Document& doc, HexCoord hex, std::string name);

}  // namespace engine
