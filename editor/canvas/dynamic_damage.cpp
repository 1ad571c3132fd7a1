#include "editor/canvas/dynamic_damage.hpp"

#include "engine/render/location_hexes.hpp"

#include <functional>
#include <set>

namespace editor {

namespace {

// Each hex's markers as one value: which findings sit there, in the order they are drawn.
std::map<engine::HexCoord, std::size_t> markersOf(const std::vector<engine::FindingMarker>& findings) {
    std::map<engine::HexCoord, std::size_t> out;
    const std::hash<std::string> hash;
    for (const engine::FindingMarker& m : findings) {
        std::size_t& v = out[m.hex];
        v = v * 1000003 + hash(m.rule) * 31 + static_cast<std::size_t>(m.severity);
    }
    return out;
}

}  // namespace

void DynamicDamage::reset(const engine::Document* doc, const engine::DiagnosticList* diagnostics,
                          std::uint64_t generation) {
    m_generation = generation;
    m_pieces.clear();
    m_markers.clear();
    m_findings.clear();
    if (!doc) return;
    if (doc->scenario)
        for (const engine::Placement& p : doc->scenario->setup) m_pieces.emplace(p.piece, p.hex);
    if (diagnostics) m_findings = engine::findingMarkers(*doc, *diagnostics);
    m_markers = markersOf(m_findings);
}

std::vector<engine::HexCoord> DynamicDamage::update(const engine::Document& doc,
                                                    const engine::DiagnosticList& diagnostics, std::uint64_t generation,
                                                    const engine::ChangeSet& change) {
    std::set<engine::HexCoord> hexes;
    const auto was = [&](const std::string& piece) {
        if (const auto it = m_pieces.find(piece); it != m_pieces.end()) hexes.insert(it->second);
    };
    for (const std::string& piece : change.units) was(piece);
    for (const std::string& piece : change.leaders) was(piece);
    if (!change.placements.empty() && doc.scenario) {
        const std::set<std::string> moved(change.placements.begin(), change.placements.end());
        for (const std::string& piece : moved) {
            was(piece);
            m_pieces.erase(piece);
        }
        for (const engine::Placement& p : doc.scenario->setup)
            if (moved.contains(p.piece) && m_pieces.emplace(p.piece, p.hex).second) hexes.insert(p.hex);
    }
    if (generation == m_generation && change.placements.empty()) return {hexes.begin(), hexes.end()};
    m_generation = generation;
    m_findings = engine::findingMarkers(doc, diagnostics);
    std::map<engine::HexCoord, std::size_t> markers = markersOf(m_findings);
    auto a = m_markers.begin();
    auto b = markers.begin();
    while (a != m_markers.end() || b != markers.end()) {
        if (b == markers.end() || (a != m_markers.end() && a->first < b->first)) hexes.insert((a++)->first);
        else if (a == m_markers.end() || b->first < a->first) hexes.insert((b++)->first);
        else {
            if (a->second != b->second) hexes.insert(a->first);
            ++a;
            ++b;
        }
    }
    m_markers = std::move(markers);
    return {hexes.begin(), hexes.end()};
}

}  // namespace editor
