#pragma once
// How a ruleset's maps show levels, read from its map policy:
//   <param name="level-display" value="color-ramp|contours" cite="..."/>
//   <param name="level-ramp" value="#rrggbb #rrggbb ..."/>   lowest level first (color-ramp)
//   <param name="contour-color" value="#rrggbb"/>            (contours)
// A colour ramp shades each hex by its level (HS: darkest green lowest to yellow highest); contour
// lines are drawn between hexes of different levels over the plain ground.
#include "engine/model/ruleset.hpp"
#include "engine/render/draw_list.hpp"

#include <vector>

namespace engine {

// A ramp's shading lies over the terrain fill, whose colour still shows through.
inline constexpr std::uint8_t kLevelRampAlpha = 200;

struct LevelStyle {
    enum class Kind : std::uint8_t { ColorRamp, Contours };
    Kind kind = Kind::Contours;
    std::vector<Rgba> ramp;  // at least two stops for a ramp
    Rgba contour{110, 70, 30, 255};
    std::string cite;  // the rule the convention comes from ("" when the ruleset names none)
};

// Contours in brown when the ruleset (or its map policy) says nothing.
[[nodiscard]] LevelStyle levelStyle(const Ruleset* ruleset);
// The ramp's colour for `level` among levels `lowest`..`highest` (the ramp's ends at the ends).
[[nodiscard]] Rgba rampColor(const LevelStyle& style, int level, int lowest, int highest);

}  // namespace engine
