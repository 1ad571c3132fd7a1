#include "engine/render/draw_index.hpp"

namespace engine {

HexBuckets::HexBuckets(const HexGrid& grid, const std::vector<HexCoord>& hexOfEach)
    : m_start(grid.size() + 1, 0) {
    // Counted, then laid out one hex after another (no list per hex).
    for (HexCoord h : hexOfEach)
        if (grid.contains(h)) ++m_start[grid.index(h) + 1];
    for (std::size_t i = 1; i < m_start.size(); ++i) m_start[i] += m_start[i - 1];
    m_items.resize(m_start.back());
    std::vector<std::uint32_t> next(m_start.begin(), m_start.end() - 1);
    for (std::size_t i = 0; i < hexOfEach.size(); ++i)
        if (grid.contains(hexOfEach[i])) m_items[next[grid.index(hexOfEach[i])]++] = static_cast<std::uint32_t>(i);
}

DrawIndex makeDrawIndex(const Document& doc, const std::vector<FindingMarker>* markers) {
    DrawIndex index;
    std::vector<HexCoord> hexes;
    if (doc.scenario) {
        hexes.reserve(doc.scenario->setup.size());
        for (const Placement& p : doc.scenario->setup) hexes.push_back(p.hex);
        index.placements = HexBuckets(doc.map.grid(), hexes);
    }
    if (markers) {
        hexes.clear();
        for (const FindingMarker& m : *markers) hexes.push_back(m.hex);
        index.markers = HexBuckets(doc.map.grid(), hexes);
        index.findingMarkers = markers;
    }
    return index;
}

}  // namespace engine
