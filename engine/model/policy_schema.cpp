#include "engine/model/policy_schema.hpp"

#include "engine/model/number_text.hpp"
#include "engine/util/words.hpp"

#include <algorithm>
#include <array>

namespace engine {

namespace {

// Sorted, for binary search. A param the rules services read as a number.
constexpr std::array kNumberParams{"advance-hexes",
                                   "arrival-shift-turns",
                                   "artillery-full-strength-range",
                                   "artillery-half-strength-from",
                                   "artillery-max-range",
                                   "artillery-min-range",
                                   "artillery-sp",
                                   "artillery-step-hexes",
                                   "baseline-mp-per-hex",
                                   "broken-army-shift",
                                   "cadre-sp",
                                   "cavalry-mode-change-mp",
                                   "cliff-min-gradient",
                                   "close-combat-bypass-hexes",
                                   "close-combat-entry-extra-mp",
                                   "combat-sp-artillery",
                                   "combat-sp-infantry-cavalry",
                                   "contour-max-gradient",
                                   "defensive-fire-later-shift",
                                   "disorganized-ma-factor",
                                   "disorganized-or-shattered-road-cost",
                                   "division-leader-max-from-corps-hq",
                                   "enemy-adjacent-to-skirmisher-extra-mp",
                                   "enemy-unit-height",
                                   "extended-movement-visibility-cap",
                                   "extended-range-strength-factor",
                                   "extra-level-shift-hexes",
                                   "extreme-slope-min-gradient",
                                   "forest-min-cover",
                                   "friendly-unit-height",
                                   "front-hexsides",
                                   "infantry-cavalry-sp",
                                   "leader-removed-no-stack-vp",
                                   "limbered-artillery-zoi",
                                   "los-needed-from-range",
                                   "major-slope-min-gradient",
                                   "major-slope-min-levels",
                                   "max-fire-c-units",
                                   "max-fire-gun-points",
                                   "max-gun-points-per-unit",
                                   "max-stack-c-units",
                                   "max-stack-gun-points",
                                   "minimum-move-hexes",
                                   "minor-slope-min-gradient",
                                   "needed-from-range",
                                   "night-turns-per-night",
                                   "night-visibility-hexes",
                                   "obscured-max-shift",
                                   "obscured-shift-per-type",
                                   "one-level-blocks-at-or-before",
                                   "order-delivery-mp-per-turn",
                                   "partial-artillery-modifier",
                                   "partial-hex-min-fraction",
                                   "path-tolerance-hexes",
                                   "reinforcement-column-rmp-step",
                                   "retreat-hexes-cavalry",
                                   "retreat-through-over-stack-ch",
                                   "road-limit-sp",
                                   "road-movement-points-per-mp",
                                   "road-movement-stacking",
                                   "scenarios",
                                   "second-wing-shift-toward-csa",
                                   "senior-leader-ma",
                                   "senior-leader-ma-inactive",
                                   "skirmish-order-cost-per-hex",
                                   "skirmish-order-leave-mp",
                                   "slope-downhill-reduction",
                                   "slope-levels",
                                   "slope-min-gradient",
                                   "sloping-min-mean-gradient",
                                   "small-arms-max-range",
                                   "steep-slope-min-gradient",
                                   "steep-slope-min-levels",
                                   "support-fire-friendly-hexes-allowed",
                                   "unit-height-through-hex",
                                   "unlimber-reaction-fire-hexes",
                                   "withdrawal-hexes",
                                   "withdrawal-hexes-cavalry",
                                   "woods-min-cover",
                                   "zoc-enter-mp",
                                   "zoc-morale-drm",
                                   "zoc-range",
                                   "zoi-enter-mp",
                                   "zoi-morale-drm",
                                   "zoi-range",
                                   "zoi-range-artillery"};

// A param read as a flag (the services compare it with "true" or "false").
constexpr std::array kBooleanParams{"adjacent-always-clear",
                                    "along-hexside-enemy-blocks",
                                    "artillery-any-formation",
                                    "artillery-fire-from-sloping",
                                    "artillery-fires-adjacent",
                                    "artillery-in-zoc-bombards",
                                    "artillery-march-column-any-time",
                                    "artillery-may-enter-zoc",
                                    "artillery-needs-command-to-move",
                                    "artillery-on-top-of-infantry",
                                    "artillery-over-half-ma-loses-fire",
                                    "artillery-projects",
                                    "artillery-unlimber-in-ezoc",
                                    "blocking-hex-enterable",
                                    "bridge-negates-water",
                                    "cavalry-mode-uniform",
                                    "cliff-counts-as-slope",
                                    "combat-sp-capped-at-limit",
                                    "creek-cost-on-crossing",
                                    "defensive-fire-not-if-entering-own-occupied-hex",
                                    "endpoints-block",
                                    "extended-lines-stack-together",
                                    "forest-orchard-hexsides-part-of-obstacle",
                                    "friendly-overhead-fire-adjacent-to-target",
                                    "friendly-units-cancel-ezoc",
                                    "hexside-cost-adds-to-hex",
                                    "higher-than-both-ends-blocks",
                                    "hour-turns-straggler-recovery",
                                    "hq-wagons-markers-count",
                                    "in-hex-streams-modelled",
                                    "infantry-cavalry-same-brigade",
                                    "infantry-fire-over-friendly",
                                    "leaders-count",
                                    "leaders-project",
                                    "levels-only-from-hexes",
                                    "march-start-or-end-near-road",
                                    "markers-ignored",
                                    "move-through-over-limit",
                                    "must-attack-from-zoc",
                                    "night-turns-flagged",
                                    "night-turns-shaded",
                                    "obstacle-applies-to-own-hex",
                                    "off-map-movement",
                                    "org-chart-box-counts-in-commander-hex",
                                    "plain-contours-block",
                                    "regiment-chain-adjacent-same-brigade",
                                    "reinforcements-enter-stacked-to-limit",
                                    "reinforcements-enter-unstacked",
                                    "reinforcements-may-over-stack-on-entry",
                                    "retreat-onto-friends-may-exceed",
                                    "road-limit-single-unit-exception",
                                    "road-move-end-stacked-in-road-formation",
                                    "road-movement-into-or-out-of-zoc",
                                    "road-movement-into-or-out-of-zoi",
                                    "road-rate-bars-zoc-entry",
                                    "road-rate-needs-connection",
                                    "road-rate-needs-road-hexside",
                                    "road-rate-outside-enemy-zoi-only",
                                    "road-rate-replaces-other-costs",
                                    "routed-voluntary-move",
                                    "routed-zoc",
                                    "single-battery-over-limit-alone",
                                    "single-unit-exception",
                                    "slope-hexsides-affect-los",
                                    "slope-hexsides-authored",
                                    "stacked-commander-override",
                                    "start-over-stacked",
                                    "support-fire-ignores-friendly-adjacent-to-ends",
                                    "symmetric",
                                    "terrain-affects-trace",
                                    "terrain-costs-cumulative",
                                    "trace-may-end-in-zoc",
                                    "trace-through-zoi",
                                    "track-doubles-as-vp-scale",
                                    "unit-height-applies-to-zoi",
                                    "unlimber-may-not-exceed",
                                    "urban-hexside-needs-both-hexes",
                                    "zoc-blocked-by-terrain",
                                    "zoc-ignores-terrain",
                                    "zoc-must-stop",
                                    "zoc-zoi-costs-apply",
                                    "zoi-at-night",
                                    "zoi-blocked-by-units",
                                    "zoi-includes-own-hex",
                                    "zoi-needs-los",
                                    "zoi-partial-los-counts"};

// Attributes of policy records read as numbers (<limit sp="8"/>, <range range="3"/>...).
constexpr std::array kNumberRecordAttributes{"artillery",     "artillery-sp", "c-units",  "command", "hexes",
                                             "max-artillery", "max-cavalry",  "min-step", "mp",      "range",
                                             "roll",          "sp",           "units"};

// Params whose value is a list of words from a fixed vocabulary, the words each reader knows.
struct WordParam {
    std::string_view name;
    std::array<std::string_view, 6> words;
};
constexpr std::array kWordParams{
    WordParam{"artillery-commanded-by",  // setup.out_of_command (CWB 10.5a, SSS 26.31, LFM R20.7)
              {"corps", "division", "corps-artillery-by-division-commanders", "reserve-artillery-by-corps-commanders",
               "corps-or-division-commanders", "army"}},
};

template <typename Names>
bool listed(const Names& names, std::string_view name) {
    return std::binary_search(names.begin(), names.end(), name,
                              [](std::string_view a, std::string_view b) { return a < b; });
}

std::string numberProblem(std::string_view value) {
    if (parseDouble(value)) return {};
    return "\"" + std::string(value) + "\" is not a number (this value is read as one)";
}

}  // namespace

std::string paramValueProblem(std::string_view name, std::string_view value) {
    if (listed(kNumberParams, name)) return numberProblem(value);
    for (const WordParam& p : kWordParams) {
        if (p.name != name) continue;
        for (const std::string& word : splitWords(value))
            if (std::find(p.words.begin(), p.words.end(), word) == p.words.end())
                return "\"" + word + "\" is not one of the words this value is read as (" +
                       joinWords(std::vector<std::string>(p.words.begin(), p.words.end())) + ")";
    }
    if (listed(kBooleanParams, name) && value != "true" && value != "false")
        return "\"" + std::string(value) + "\" is not true or false (this value is read as a flag)";
    return {};
}

std::string recordValueProblem(std::string_view attribute, std::string_view value) {
    return listed(kNumberRecordAttributes, attribute) ? numberProblem(value) : std::string();
}

PolicyValueType paramType(std::string_view name) {
    if (listed(kNumberParams, name)) return PolicyValueType::Number;
    if (listed(kBooleanParams, name)) return PolicyValueType::Boolean;
    return PolicyValueType::Text;
}

}  // namespace engine
