#include "engine/render/fidelity_shading.hpp"

#include <algorithm>
#include <cmath>

namespace engine {

namespace {
// Translucent, so the levels and terrain under it still read.
constexpr std::uint8_t kShadingAlpha = 170;
constexpr Rgba kAgrees{40, 170, 60, kShadingAlpha};
constexpr Rgba kHalf{240, 210, 40, kShadingAlpha};
constexpr Rgba kLies{210, 30, 30, kShadingAlpha};

std::uint8_t mix(std::uint8_t a, std::uint8_t b, double t) {
    return static_cast<std::uint8_t>(std::lround(a + (b - a) * t));
}

Rgba mix(Rgba a, Rgba b, double t) { return {mix(a.r, b.r, t), mix(a.g, b.g, t), mix(a.b, b.b, t), mix(a.a, b.a, t)}; }
}  // namespace

Rgba fidelityColor(double share) {
    const double s = std::clamp(std::isnan(share) ? 0.0 : share, 0.0, 1.0);
    return s < 0.5 ? mix(kAgrees, kHalf, s * 2) : mix(kHalf, kLies, (s - 0.5) * 2);
}

void appendFidelityShading(std::vector<HexPolygon>& out, const HexMap& map, const std::vector<HexCoord>& hexes,
                           const FidelityShading& shading) {
    if (!shading.fits(map)) return;
    const HexLayout layout = map.layout();
    for (HexCoord h : hexes) {
        const float share = shading.share[map.grid().index(h)];
        if (std::isnan(share)) continue;
        out.push_back({Layer::Fidelity, h, layout.corners(h), fidelityColor(share)});
    }
}

}  // namespace engine
