#pragma once
// Where diagnostic locations sit on the map: a hex, a hexside (its first hex), a placed unit's or
// leader's hex, a victory hex, an entry area's first hex; nothing for locations off the map (a
// side, a file...). The scenario's records are indexed once, as a draw list resolves thousands of
// locations in one build (every finding of a large scenario).
#include "engine/model/document.hpp"
#include "engine/model/list_places.hpp"
#include "engine/validation/diagnostic.hpp"
#include "engine/validation/diagnostic_list.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace engine {

class LocationHexes {
public:
    // Keeps a reference to `doc`, which must outlive it unchanged.
    explicit LocationHexes(const Document& doc);
    [[nodiscard]] std::optional<HexCoord> operator()(const Location& location) const;
    // Where a finding's markers sit: the hex of each of its locations on the map; none when waived.
    [[nodiscard]] std::vector<HexCoord> markersOf(const Diagnostic& finding) const;
    // The hex a unit or leader is set up at (its first place); none when it is not set up.
    [[nodiscard]] std::optional<HexCoord> pieceHex(const std::string& piece) const;
    // Reads the set-up places of `pieces` again (moved, set up or taken off), keeping the rest.
    void placed(const std::vector<std::string>& pieces);
    // Whether it was made from `doc`'s victory hexes and entry areas as they lie now: a caller
    // keeping one across edits tells it of moved pieces (placed) and drops it when an edit names a
    // victory hex or an entry area; this also sees those lists having moved.
    [[nodiscard]] bool indexes(const Document& doc) const;

private:
    const Document& m_doc;
    std::array<ListPlace, 2> m_lists;  // where the victory hexes and entry areas were
    // The first record of each id wins, as a search from the front would find. Pieces are keyed
    // by their own copy of the id, so a move is followed without indexing the set-up again.
    std::unordered_map<std::string, HexCoord> m_pieces;
    std::unordered_map<std::string_view, HexCoord> m_victoryHexes, m_entryAreas;
};

// The markers of the Validation layer: each unwaived finding at the hex of each of its locations
// on the map. The draw list draws them; the studio compares them before and after an edit.
void forEachFindingMarker(const Document& doc, const DiagnosticList& diagnostics,
                          const std::function<void(HexCoord, const Diagnostic&)>& marker);

// One such marker, kept: a view that paints the map in many small areas resolves the findings'
// locations once per change of the findings or placements, not once per area. Its rule is the
// finding's own text (thousands of markers are listed again after each edit): it lives as long as
// the finding does.
struct FindingMarker {
    HexCoord hex;
    Severity severity = Severity::Error;
    std::string_view rule;
    bool operator==(const FindingMarker&) const = default;
};
// The markers in forEachFindingMarker's order, valid while `diagnostics`' findings live.
[[nodiscard]] std::vector<FindingMarker> findingMarkers(const Document& doc, const DiagnosticList& diagnostics);

}  // namespace engine
