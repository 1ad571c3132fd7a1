#include "engine/hex/hexside.hpp"

namespace engine {

HexsideId hexsideOf(HexCoord h, int dir) {
    dir = ((dir % 6) + 6) % 6;
    if (dir < 3)
        return {h, static_cast<std::uint8_t>(dir)};
    return {neighbor(h, dir), static_cast<std::uint8_t>(dir - 3)};
}

bool hexsideBetween(HexCoord a, HexCoord b, HexsideId& out) {
    const int dir = directionTo(a, b);
    if (dir < 0)
        return false;
    out = hexsideOf(a, dir);
    return true;
}

std::array<HexsideId, 6> hexsidesOf(HexCoord h) {
    std::array<HexsideId, 6> out{};
    for (int d = 0; d < 6; ++d)
        out[static_cast<std::size_t>(d)] = hexsideOf(h, d);
    return out;
}

std::pair<HexCoord, HexCoord> hexesOf(HexsideId side) {
    return {side.owner, neighbor(side.owner, side.dir)};
}

}  // namespace engine
