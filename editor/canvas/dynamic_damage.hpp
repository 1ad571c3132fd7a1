#pragma once
// The hexes whose counters or finding markers an edit changed: what the dynamic layers showed at
// the last look (each piece's hex, the hexes of each finding's markers) against what they show
// now, so the canvas repaints those hexes alone instead of every counter of a large scenario.
// Each finding's hexes are kept by the finding's identity: after an edit only the findings that
// came or went and those placed at the moved pieces are resolved again.
#include "engine/commands/change_set.hpp"
#include "engine/model/document.hpp"
#include "engine/render/location_hexes.hpp"
#include "engine/validation/diagnostic_list.hpp"
#include "engine/validation/report_change.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace editor {

class DynamicDamage {
public:
    // Remembers what `doc` shows now (nothing when null); `generation` numbers the diagnostics
    // (StudioDocument::diagnosticsGeneration).
    void reset(const engine::Document* doc, const engine::DiagnosticList* diagnostics, std::uint64_t generation = 0);
    // The hexes to repaint after `change`, remembering what is shown now. Findings are looked at
    // only when the diagnostics or the placements changed; `delta`, when it bridges the
    // generations, names the findings that came and went.
    [[nodiscard]] std::vector<engine::HexCoord> update(const engine::Document& doc,
                                                       const engine::DiagnosticList& diagnostics,
                                                       std::uint64_t generation, const engine::ChangeSet& change,
                                                       const engine::ReportChange* delta = nullptr);

    // The finding markers as they are now, and the diagnostics' generation they show: the canvas
    // paints them from here rather than resolving every finding again for each area it paints.
    [[nodiscard]] const std::vector<engine::FindingMarker>& findings() const { return m_findings; }
    [[nodiscard]] std::uint64_t generation() const { return m_generation; }

private:
    struct Resolved {
        engine::DiagnosticList::Shared finding;  // held: its address stays its own while kept
        std::vector<engine::HexCoord> hexes;     // where its markers sit
    };
    void resolveAll(const engine::LocationHexes& hexOf, const engine::DiagnosticList& diagnostics);
    // The kept LocationHexes of `doc`, made again when it no longer indexes doc's lists.
    engine::LocationHexes& locations(const engine::Document& doc);
    void listMarkers(const engine::DiagnosticList& diagnostics);
    // Files `finding` under each piece it names (or takes it out), so a move finds its findings.
    void indexPieces(const engine::Diagnostic& finding, bool add);

    std::unordered_map<const engine::Diagnostic*, Resolved> m_resolved;
    // Piece id -> the kept findings with a unit or leader location naming it.
    std::unordered_map<std::string, std::vector<const engine::Diagnostic*>> m_findingsOfPiece;
    std::vector<engine::FindingMarker> m_findings;
    // Where pieces are set up and findings' locations lie, as shown: told of moved pieces after
    // each edit, made again when an edit names a victory hex or an entry area (it points into them).
    std::optional<engine::LocationHexes> m_locations;
    std::uint64_t m_generation = 0;  // of the diagnostics m_findings shows
};

}  // namespace editor
