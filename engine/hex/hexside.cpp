#include "engine/hex/hexside.hpp"

namespace engine {

bool hexsideBetween(HexCoord a, HexCoord b, HexsideId& out) {
    const int dir = directionTo(a, b);
    if (dir < 0) return false;
    out = hexsideOf(a, dir);
    return true;
}

std::array<HexsideId, 6> hexsidesOf(HexCoord h) {
    std::array<HexsideId, 6> out{};
    for (int d = 0; d < 6; ++d) out[static_cast<std::size_t>(d)] = hexsideOf(h, d);
    return out;
}

std::pair<HexCoord, HexCoord> hexesOf(HexsideId side) { return {side.owner, neighbor(side.owner, side.dir)}; }

}  // namespace engine
