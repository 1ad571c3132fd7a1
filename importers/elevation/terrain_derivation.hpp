#pragma once
// From elevations to game terrain: levels (bands of the ruleset's level height over a base), slope
// hexsides (level difference AND the steepest gradient on the ground between the two hex centres)
// and in-hex slope features such as HS "Sloping" (steep, rough ground inside the hex). All
// thresholds come from the ruleset's <policy name="derivation">, each answer carries its Reason.
#include "engine/mechanics/reason.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"

#include <optional>
#include <string>
#include <vector>

namespace importers {

struct LevelScheme {
    double heightMetres = 0;  // one level
    double baseMetres = 0;    // the bottom of level 0
    engine::Reason reason;    // where the height came from (ruleset, option, assumed default)
};

// The level height: `interval` when given, else the ruleset's (scale or derivation level-height),
// else the derivation's suggested-level-height (assumed). Empty reason message and height 0 when
// the ruleset sets levels per map and has no suggestion: then an interval is required.
[[nodiscard]] LevelScheme levelSchemeFor(const engine::Ruleset& ruleset, std::optional<double> intervalMetres);

// The level of an elevation: floor((elevation - base) / height). Beyond what an int holds it is
// clamped to INT_MIN / INT_MAX (the caller refuses it as outside the levels a hex holds).
[[nodiscard]] int levelOf(double elevationMetres, const LevelScheme& scheme);

// The base of level 0 for the lowest hex's elevation: that elevation, or (sea-level datum) the
// multiple of the level height at or below it.
[[nodiscard]] double levelBase(double lowestMetres, double heightMetres, bool seaLevelDatum);

// How far a brow stands above the straight line between its two neighbours on an axis before it
// counts: a standing man's eye (the height docs/fidelity.md measures sight from), so a brow is a
// hex whose ground hides one neighbour's eye from the other's.
inline constexpr double kBrowMarginMetres = 2.0;

// Levels with ridge hexes raised: a hex whose elevation is above both of its neighbours along one
// or more of the three axes through it gets one level above the highest of those neighbours'
// levels when it is not already above them (judged on the levels as given, not one raise upon
// another); then a summit (above all six neighbours, all on the map with data) gets one level above every neighbour's.
// "Above" means by more than 5 cm. With `brows`, an axis also counts when the hex stands more than
// kBrowMarginMetres above the mean of its two neighbours there (a convex brow on a slope, not only
// a crest above both); such a hex is raised one level at most. `levels` and `elevation` per dense
// index; kNoLevel / NaN hexes are left alone. Returns the dense indices raised, in order.
[[nodiscard]] std::vector<std::size_t> raiseRidges(const engine::HexGrid& grid, const std::vector<float>& elevation,
                                                   std::vector<int>& levels, bool brows = false);

// A level change at a convex brow: along the axis from the lower hex across the hexside to the
// higher one and on to the next hex beyond it, the rise across the hexside exceeds the rise beyond
// by more than kBrowMarginMetres (the slope flattens or falls past the edge: the edge hides the
// ground behind it from below). False when the hex beyond is off the map or without data.
[[nodiscard]] bool isBrowHexside(double lowerMetres, double higherMetres, double beyondMetres);

struct SlopeClass {
    std::string typeId;  // a hexside type of kind="slope"; empty = no hexside feature
    engine::Reason reason;
};

// The slope hexside for a level difference and the steepest gradient (rise/run) measured between
// the two hex centres. Types are tried most severe first (template order reversed); a type's
// thresholds are the derivation params <id>-min-gradient, <id>-min-levels (or <id>-levels) and,
// for a plain contour, <id>-max-gradient (a gentle one-level change stays a contour: HS 3.2d,
// SSS 30.32). A type with no thresholds of its own is the plain level change.
[[nodiscard]] SlopeClass classifySlope(const engine::Ruleset& ruleset, int levelDifference, double gradient);

// classifySlope with the ruleset's slope types and thresholds looked up once, for many hexsides.
class SlopeClassifier {
public:
    explicit SlopeClassifier(const engine::Ruleset& ruleset);
    [[nodiscard]] SlopeClass classify(int levelDifference, double gradient) const;
    // The slope type a brow hexside is marked with (the derivation param brow-slope), with its
    // reason's citation; null when the ruleset names none.
    [[nodiscard]] const engine::HexsideType* browType() const { return m_brow.type; }
    // `c` (a level change's class) as a brow: the brow type when `c` is less severe than it, with
    // the reason saying so (true); `c` unchanged otherwise or without a brow type (false).
    bool markBrow(SlopeClass& c, double riseMetres, double riseBeyondMetres) const;

private:
    struct Bound {
        const engine::Param* param = nullptr;  // null: the type has no such threshold
        double value = 0;
        std::string text;  // the value as the reason prints it
    };
    struct SlopeType {
        const engine::HexsideType* type;
        Bound maxGradient, minGradient, minLevels;
    };
    struct Brow {
        const engine::HexsideType* type = nullptr;
        const engine::Param* param = nullptr;
        std::size_t rank = 0;  // in m_types
    };
    std::vector<SlopeType> m_types;  // template order: later is more severe
    Brow m_brow;
    const engine::HexsideType* m_plain = nullptr;  // the plain level change, if the ruleset has one
};

struct InHexSlope {
    std::string featureId;  // "sloping" for HS; empty = none
    engine::Reason reason;
};

// In-hex features from the derivation params <feature>-min-mean-gradient and <feature>-min-relief
// (both must hold when both are given).
[[nodiscard]] InHexSlope classifyHexRoughness(const engine::Ruleset& ruleset, double meanGradient, double reliefMetres);

// True when the ruleset derives any in-hex slope feature (so the importer measures roughness).
[[nodiscard]] bool derivesHexRoughness(const engine::Ruleset& ruleset);

}  // namespace importers
