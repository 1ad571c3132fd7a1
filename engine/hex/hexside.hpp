#pragma once
// Hexsides have one canonical id, the same from both neighbours: the hexside is owned by the hex
// from which it lies in direction 0, 1 or 2 (see kHexDirections); seen from the other hex it is
// direction 3, 4 or 5.
#include "engine/hex/hex_coord.hpp"

#include <utility>

namespace engine {

struct HexsideId {
    HexCoord owner;        // the hex from which this hexside is in direction `dir`
    std::uint8_t dir = 0;  // 0, 1 or 2
    constexpr auto operator<=>(const HexsideId&) const = default;
};

// The canonical id of the hexside of `h` in direction `dir` (0..5).
[[nodiscard]] inline HexsideId hexsideOf(HexCoord h, int dir) {  // inline: path searches ask it per step
    dir = ((dir % 6) + 6) % 6;
    if (dir < 3) return {h, static_cast<std::uint8_t>(dir)};
    return {neighbor(h, dir), static_cast<std::uint8_t>(dir - 3)};
}
// The canonical id of the hexside between two adjacent hexes; std::nullopt-like: returns false
// when they are not adjacent.
[[nodiscard]] bool hexsideBetween(HexCoord a, HexCoord b, HexsideId& out);
// The six hexsides of a hex, in direction order.
[[nodiscard]] std::array<HexsideId, 6> hexsidesOf(HexCoord h);
// The two hexes of a hexside: the owner first, then its neighbour in direction `dir`.
[[nodiscard]] std::pair<HexCoord, HexCoord> hexesOf(HexsideId side);

struct HexsideIdHash {
    std::size_t operator()(const HexsideId& s) const noexcept { return HexCoordHash{}(s.owner) * 3 + s.dir; }
};

}  // namespace engine
