#include "engine/render/level_style.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace engine {

namespace {

Rgba mix(Rgba a, Rgba b, double t) {
    const auto lerp = [t](std::uint8_t x, std::uint8_t y) {
        return static_cast<std::uint8_t>(std::lround(x + (static_cast<double>(y) - x) * t));
    };
    return {lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b), lerp(a.a, b.a)};
}

}  // namespace

LevelStyle levelStyle(const Ruleset* ruleset) {
    LevelStyle style;
    const PolicySection* map = ruleset ? ruleset->section("map") : nullptr;
    if (!map) return style;
    if (const Param* display = map->param("level-display")) {
        style.cite = display->cite;
        if (display->value == "color-ramp") style.kind = LevelStyle::Kind::ColorRamp;
    }
    if (const Param* ramp = map->param("level-ramp")) {
        std::istringstream in(ramp->value);
        for (std::string stop; in >> stop;) style.ramp.push_back(parseColor(stop, Rgba{128, 128, 128, 255}));
    }
    if (const Param* contour = map->param("contour-color")) style.contour = parseColor(contour->value, style.contour);
    if (style.kind == LevelStyle::Kind::ColorRamp && style.ramp.size() < 2) style.kind = LevelStyle::Kind::Contours;
    return style;
}

Rgba rampColor(const LevelStyle& style, int level, int lowest, int highest) {
    if (style.ramp.empty()) return style.contour;
    if (style.ramp.size() == 1 || highest <= lowest) return style.ramp.front();
    const double t = std::clamp(static_cast<double>(level - lowest) / (highest - lowest), 0.0, 1.0);
    const double at = t * static_cast<double>(style.ramp.size() - 1);
    const auto i = std::min(static_cast<std::size_t>(at), style.ramp.size() - 2);
    return mix(style.ramp[i], style.ramp[i + 1], at - static_cast<double>(i));
}

}  // namespace engine
