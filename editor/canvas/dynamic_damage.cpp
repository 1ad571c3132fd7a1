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
    m_resolved.clear();
    m_findingsOfPiece.clear();
    m_findings.clear();
    m_locations.reset();
    if (!doc) return;
    m_locations.emplace(*doc);
    if (diagnostics) {
        resolveAll(locations(*doc), *diagnostics);
        listMarkers(*diagnostics);
    }
}

engine::LocationHexes& DynamicDamage::locations(const engine::Document& doc) {
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
                                                    const engine::ChangeSet& change,
                                                    const engine::ReportChange* delta) {
    std::set<engine::HexCoord> hexes;
    // The hexes of the edited pieces as shown, then those of the moved pieces as they are now.
    const auto shown = [&](const std::vector<std::string>& pieces) {
        if (m_locations)
            for (const std::string& piece : pieces)
                if (const auto h = m_locations->pieceHex(piece)) hexes.insert(*h);
    };
    shown(change.units);
    shown(change.leaders);
    shown(change.placements);
    if (!change.victoryHexes.empty() || !change.entryAreas.empty()) m_locations.emplace(doc);
    else locations(doc).placed(change.placements);
    shown(change.placements);
    const std::vector<std::string>& moved = change.placements;
    if (generation == m_generation && moved.empty()) return {hexes.begin(), hexes.end()};

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
