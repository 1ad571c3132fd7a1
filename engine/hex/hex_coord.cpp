#include "engine/hex/hex_coord.hpp"

#include <cstdlib>

namespace engine {

std::array<HexCoord, 6> neighbors(HexCoord h) {
    std::array<HexCoord, 6> out{};
    for (int d = 0; d < 6; ++d) out[static_cast<std::size_t>(d)] = neighbor(h, d);
    return out;
}

int hexDistance(HexCoord a, HexCoord b) {
    const HexCoord d = b - a;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

int directionTo(HexCoord a, HexCoord b) {
    const HexCoord d = b - a;
    for (int i = 0; i < 6; ++i)
        if (kHexDirections[static_cast<std::size_t>(i)] == d) return i;
    return -1;
}

std::vector<HexCoord> hexRing(HexCoord centre, int radius) {
    if (radius <= 0) return radius == 0 ? std::vector<HexCoord>{centre} : std::vector<HexCoord>{};
    std::vector<HexCoord> ring;
    ring.reserve(static_cast<std::size_t>(6 * radius));
    // Direction indices increase clockwise in both orientations, and the corner in direction i+1
    // is reached from the corner in direction i by walking direction i+2 (mod 6); from corner 4
    // that is direction 0, then 1, 2...
    HexCoord h = centre + kHexDirections[4] * radius;
    for (int side = 0; side < 6; ++side)
        for (int step = 0; step < radius; ++step) {
            ring.push_back(h);
            h = neighbor(h, side);
        }
    return ring;
}

std::vector<HexCoord> hexSpiral(HexCoord centre, int radius) {
    std::vector<HexCoord> out;
    if (radius < 0) return out;
    out.reserve(static_cast<std::size_t>(3 * radius * (radius + 1) + 1));
    for (int k = 0; k <= radius; ++k) {
        const auto ring = hexRing(centre, k);
        out.insert(out.end(), ring.begin(), ring.end());
    }
    return out;
}

}  // namespace engine
