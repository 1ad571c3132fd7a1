#pragma once
// A scenario's placements and finding markers filed by hex, made once for many draw lists of one
// state of the document (a canvas repainting a few small areas after an edit): each list then
// visits the hexes it shows instead of every piece and finding of the scenario.
#include "engine/model/document.hpp"
#include "engine/render/location_hexes.hpp"

#include <cstdint>
#include <vector>

namespace engine {

// Positions in a list filed by the dense index of their hex (HexGrid::index), each hex's in the
// list's order; positions at hexes off the map are left out.
class HexBuckets {
public:
    HexBuckets() = default;
    HexBuckets(const HexGrid& grid, const std::vector<HexCoord>& hexOfEach);
    template <typename Visit>
    void forEachAt(std::size_t hexIndex, const Visit& visit) const {
        if (hexIndex + 1 >= m_start.size()) return;
        for (std::uint32_t i = m_start[hexIndex]; i < m_start[hexIndex + 1]; ++i) visit(m_items[i]);
    }

private:
    std::vector<std::uint32_t> m_start;  // per hex, where its positions begin in m_items
    std::vector<std::uint32_t> m_items;
};

struct DrawIndex {
    HexBuckets placements;  // positions in the scenario's set-up
    HexBuckets markers;     // positions in `findingMarkers`
    const std::vector<FindingMarker>* findingMarkers = nullptr;
};

// For the document as it is now and the finding markers given (which it does not copy: they must
// outlive it); no markers filed when `markers` is null.
[[nodiscard]] DrawIndex makeDrawIndex(const Document& doc, const std::vector<FindingMarker>* markers);

}  // namespace engine
