#include "editor/canvas/dynamic_damage.hpp"

#include <functional>
#include <map>
#include <set>
#include <unordered_set>

namespace editor {

namespace {

// Each hex's markers as one value: which findings sit there, in the order they are drawn.
std::map<engine::HexCoord, std::size_t> markersByHex(const std::vector<engine::FindingMarker>& findings) {
    std::map<engine::HexCoord, std::size_t> out;
    const std::hash<std::string_view> hash;
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
    m_resolved.clear();
    m_findingsOfPiece.clear();
    m_findings.clear();
    m_locations.reset();
    if (!doc) return;
    if (doc->scenario)
        for (const engine::Placement& p : doc->scenario->setup) m_pieces.emplace(p.piece, p.hex);
    if (diagnostics) {
        resolveAll(locations(*doc), *diagnostics);
        listMarkers(*diagnostics);
    }
}

const engine::LocationHexes& DynamicDamage::locations(const engine::Document& doc) {
    if (!m_locations || !m_locations->indexes(doc)) m_locations.emplace(doc);
    return *m_locations;
}

void DynamicDamage::resolveAll(const engine::LocationHexes& hexOf, const engine::DiagnosticList& diagnostics) {
    m_resolved.clear();
    m_findingsOfPiece.clear();
    for (const auto& d : diagnostics.items()) {
        m_resolved.emplace(d.get(), Resolved{d, hexOf.markersOf(*d)});
        indexPieces(*d, true);
    }
}

void DynamicDamage::indexPieces(const engine::Diagnostic& finding, bool add) {
    for (const engine::Location& l : finding.locations) {
        if (l.kind != "unit" && l.kind != "leader") continue;
        if (add) m_findingsOfPiece[l.id].push_back(&finding);
        else if (const auto it = m_findingsOfPiece.find(l.id); it != m_findingsOfPiece.end()) {
            std::erase(it->second, &finding);
            if (it->second.empty()) m_findingsOfPiece.erase(it);
        }
    }
}

// In the report's order, each finding's markers in its locations' order: forEachFindingMarker's.
void DynamicDamage::listMarkers(const engine::DiagnosticList& diagnostics) {
    m_findings.clear();
    for (const auto& d : diagnostics.items())
        if (const auto it = m_resolved.find(d.get()); it != m_resolved.end())
            for (engine::HexCoord h : it->second.hexes) m_findings.push_back({h, d->severity, d->rule});
}

std::vector<engine::HexCoord> DynamicDamage::update(const engine::Document& doc,
                                                    const engine::DiagnosticList& diagnostics, std::uint64_t generation,
                                                    const engine::ChangeSet& change, const FindingsDelta* delta) {
    std::set<engine::HexCoord> hexes;
    if (!change.victoryHexes.empty() || !change.entryAreas.empty()) m_locations.reset();
    else if (m_locations) m_locations->placed(change.placements);
    const auto was = [&](const std::string& piece) {
        if (const auto it = m_pieces.find(piece); it != m_pieces.end()) hexes.insert(it->second);
    };
    for (const std::string& piece : change.units) was(piece);
    for (const std::string& piece : change.leaders) was(piece);
    std::unordered_set<std::string> moved;
    if (!change.placements.empty() && doc.scenario) {
        moved.insert(change.placements.begin(), change.placements.end());
        for (const std::string& piece : moved) {
            was(piece);
            m_pieces.erase(piece);
        }
        for (const engine::Placement& p : doc.scenario->setup)
            if (moved.contains(p.piece) && m_pieces.emplace(p.piece, p.hex).second) hexes.insert(p.hex);
    }
    if (generation == m_generation && moved.empty()) return {hexes.begin(), hexes.end()};

    // Made when a finding must be placed: most edits add none and move no piece.
    const auto hexOf = [&]() -> const engine::LocationHexes& { return locations(doc); };
    const auto repaint = [&](const Resolved& r) { hexes.insert(r.hexes.begin(), r.hexes.end()); };
    if (generation != m_generation && !(delta && delta->bridges(m_generation, generation))) {
        // No difference to follow: each hex's markers before and after, compared.
        const std::map<engine::HexCoord, std::size_t> before = markersByHex(m_findings);
        resolveAll(hexOf(), diagnostics);
        listMarkers(diagnostics);
        m_generation = generation;
        const std::map<engine::HexCoord, std::size_t> after = markersByHex(m_findings);
        auto a = before.begin();
        auto b = after.begin();
        while (a != before.end() || b != after.end()) {
            if (b == after.end() || (a != before.end() && a->first < b->first)) hexes.insert((a++)->first);
            else if (a == before.end() || b->first < a->first) hexes.insert((b++)->first);
            else {
                if (a->second != b->second) hexes.insert(a->first);
                ++a;
                ++b;
            }
        }
        return {hexes.begin(), hexes.end()};
    }
    if (generation != m_generation) {
        for (const auto& d : delta->removed)
            if (const auto it = m_resolved.find(d.get()); it != m_resolved.end()) {
                repaint(it->second);
                indexPieces(*d, false);
                m_resolved.erase(it);
            }
        for (const auto& d : delta->added) {
            repaint(m_resolved[d.get()] = Resolved{d, hexOf().markersOf(*d)});
            indexPieces(*d, true);
        }
    }
    // Findings placed at a moved piece move with it.
    std::unordered_set<const engine::Diagnostic*> followed;
    for (const std::string& piece : moved) {
        const auto named = m_findingsOfPiece.find(piece);
        if (named == m_findingsOfPiece.end()) continue;
        for (const engine::Diagnostic* d : named->second) {
            if (!followed.insert(d).second) continue;
            Resolved& r = m_resolved.at(d);
            repaint(r);
            r.hexes = hexOf().markersOf(*d);
            repaint(r);
        }
    }
    m_generation = generation;
    listMarkers(diagnostics);
    return {hexes.begin(), hexes.end()};
}

}  // namespace editor
