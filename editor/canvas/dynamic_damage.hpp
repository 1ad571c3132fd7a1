#pragma once
// The hexes whose counters or finding markers an edit changed: what the dynamic layers showed at
// the last look (each piece's hex, the markers at each hex) against what they show now, so the
// canvas repaints those hexes alone instead of every counter of a large scenario.
#include "engine/commands/change_set.hpp"
#include "engine/model/document.hpp"
#include "engine/render/location_hexes.hpp"
#include "engine/validation/diagnostic_list.hpp"

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace editor {

class DynamicDamage {
public:
    // Remembers what `doc` shows now (nothing when null); `generation` numbers the diagnostics
    // (StudioDocument::diagnosticsGeneration).
    void reset(const engine::Document* doc, const engine::DiagnosticList* diagnostics, std::uint64_t generation = 0);
    // The hexes to repaint after `change`, remembering what is shown now. The markers are compared
    // only when the diagnostics or the placements changed: an edit of a large scenario mostly
    // changes neither, and comparing them all costs milliseconds.
    [[nodiscard]] std::vector<engine::HexCoord> update(const engine::Document& doc,
                                                       const engine::DiagnosticList& diagnostics,
                                                       std::uint64_t generation, const engine::ChangeSet& change);

    // The finding markers as they are now, and the diagnostics' generation they show: the canvas
    // paints them from here rather than resolving every finding again for each area it paints.
    [[nodiscard]] const std::vector<engine::FindingMarker>& findings() const { return m_findings; }
    [[nodiscard]] std::uint64_t generation() const { return m_generation; }

private:
    std::unordered_map<std::string, engine::HexCoord> m_pieces;  // piece id -> hex where set up
    std::vector<engine::FindingMarker> m_findings;
    std::map<engine::HexCoord, std::size_t> m_markers;           // hex -> what its markers show
    std::uint64_t m_generation = 0;                              // of the diagnostics m_markers shows
};

}  // namespace editor
