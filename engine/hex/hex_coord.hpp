#pragma once
// Axial hex coordinates: the only coordinates the engine computes with. Offset coordinates and
// printed labels exist only at the edges (files, CLI, studio), see offset_coord.hpp, hex_grid.hpp.
#include <array>
#include <compare>
#include <cstdint>
#include <functional>
#include <vector>

namespace engine {

struct HexCoord {
    int q = 0;
    int r = 0;
    [[nodiscard]] constexpr int s() const { return -q - r; }
    constexpr auto operator<=>(const HexCoord&) const = default;
    constexpr HexCoord operator+(HexCoord o) const { return {q + o.q, r + o.r}; }
    constexpr HexCoord operator-(HexCoord o) const { return {q - o.q, r - o.r}; }
    constexpr HexCoord operator*(int k) const { return {q * k, r * k}; }
};

// The six axial directions in the fixed order used everywhere (neighbours, hexsides, facing).
// Direction i and i+3 are opposite. Which compass point each index is depends on the grid
// orientation: see compassName() in hex_layout.hpp.
//   0:(+1,-1)  1:(+1,0)  2:(0,+1)  3:(-1,+1)  4:(-1,0)  5:(0,-1)
// Flat-topped with rows growing southward: 0 NE, 1 SE, 2 S, 3 SW, 4 NW, 5 N.
// Pointy-topped with rows growing southward: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW.
inline constexpr std::array<HexCoord, 6> kHexDirections{HexCoord{1, -1}, HexCoord{1, 0},  HexCoord{0, 1},
                                                        HexCoord{-1, 1}, HexCoord{-1, 0}, HexCoord{0, -1}};

[[nodiscard]] constexpr int oppositeDirection(int dir) { return (dir + 3) % 6; }
[[nodiscard]] constexpr HexCoord neighbor(HexCoord h, int dir) {
    return h + kHexDirections[static_cast<std::size_t>(dir)];
}
[[nodiscard]] std::array<HexCoord, 6> neighbors(HexCoord h);
[[nodiscard]] int hexDistance(HexCoord a, HexCoord b);
// Direction index from a to b when they are adjacent, -1 otherwise.
[[nodiscard]] int directionTo(HexCoord a, HexCoord b);
// The hexes at exactly `radius` from the centre, starting in direction 4 and walking clockwise
// (radius 0 gives the centre alone).
[[nodiscard]] std::vector<HexCoord> hexRing(HexCoord centre, int radius);
// All hexes within `radius`, centre first, then ring by ring.
[[nodiscard]] std::vector<HexCoord> hexSpiral(HexCoord centre, int radius);

struct HexCoordHash {
    std::size_t operator()(HexCoord h) const noexcept {
        return std::hash<std::uint64_t>{}((static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.q)) << 32) |
                                          static_cast<std::uint32_t>(h.r));
    }
};

}  // namespace engine
