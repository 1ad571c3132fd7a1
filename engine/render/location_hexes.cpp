#include "engine/render/location_hexes.hpp"

#include <unordered_set>

namespace engine {

namespace {

// The lists the victory and entry-area indexes point into (pieces are keyed by their own copy).
std::array<ListPlace, 2> indexedLists(const Document& doc) {
    if (!doc.scenario) return {};
    return listPlaces(doc.scenario->victoryHexes, doc.scenario->entryAreas);
}

}  // namespace

LocationHexes::LocationHexes(const Document& doc)
    : m_doc(doc),
      m_lists(indexedLists(doc)) {
    if (!doc.scenario) return;
    const Scenario& s = *doc.scenario;
    m_pieces.reserve(s.setup.size());
    for (const Placement& p : s.setup) m_pieces.emplace(p.piece, p.hex);
    for (const VictoryHex& v : s.victoryHexes) m_victoryHexes.emplace(v.id, v.hex);
    for (const EntryArea& a : s.entryAreas)
        if (!a.hexes.empty()) m_entryAreas.emplace(a.id, a.hexes.front());
}

std::optional<HexCoord> LocationHexes::operator()(const Location& location) const {
    const HexGrid& grid = m_doc.map.grid();
    if (location.kind == "hex") return grid.parseLabel(location.id);
    if (location.kind == "hexside") return grid.parseLabel(location.id.substr(0, location.id.find('|')));
    const auto find = [&](const std::unordered_map<std::string_view, HexCoord>& index) -> std::optional<HexCoord> {
        const auto it = index.find(location.id);
        if (it == index.end()) return std::nullopt;
        return it->second;
    };
    if (location.kind == "unit" || location.kind == "leader") return pieceHex(location.id);
    if (location.kind == "victory-hex") return find(m_victoryHexes);
    if (location.kind == "entry-area") return find(m_entryAreas);
    return std::nullopt;
}

std::optional<HexCoord> LocationHexes::pieceHex(const std::string& piece) const {
    const auto it = m_pieces.find(piece);
    if (it == m_pieces.end()) return std::nullopt;
    return it->second;
}

void LocationHexes::placed(const std::vector<std::string>& pieces) {
    if (!m_doc.scenario || pieces.empty()) return;
    const std::unordered_set<std::string_view> named(pieces.begin(), pieces.end());
    for (const std::string& piece : pieces) m_pieces.erase(piece);
    for (const Placement& p : m_doc.scenario->setup)
        if (named.contains(p.piece)) m_pieces.emplace(p.piece, p.hex);
}

bool LocationHexes::indexes(const Document& doc) const { return &doc == &m_doc && indexedLists(doc) == m_lists; }

std::vector<HexCoord> LocationHexes::markersOf(const Diagnostic& finding) const {
    std::vector<HexCoord> out;
    if (finding.waived) return out;
    for (const Location& l : finding.locations)
        if (const auto h = (*this)(l)) out.push_back(*h);
    return out;
}

void forEachFindingMarker(const Document& doc, const DiagnosticList& diagnostics,
                          const std::function<void(HexCoord, const Diagnostic&)>& marker) {
    const LocationHexes hexOf(doc);
    for (const Diagnostic& d : diagnostics)
        for (HexCoord h : hexOf.markersOf(d)) marker(h, d);
}

std::vector<FindingMarker> findingMarkers(const Document& doc, const DiagnosticList& diagnostics) {
    std::vector<FindingMarker> out;
    forEachFindingMarker(doc, diagnostics, [&](HexCoord h, const Diagnostic& d) {
        out.push_back({h, d.severity, d.rule});
    });
    return out;
}

}  // namespace engine
