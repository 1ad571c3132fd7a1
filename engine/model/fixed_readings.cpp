#include "engine/model/fixed_readings.hpp"

namespace engine {
namespace {

constexpr FixedReading kReadings[] = {
    {"map", "sss", "in-hex-streams-modelled", "false", "maps hold streams as hexsides only"},
    {"map", "cwb", "hexside-level", "lower + half-difference",
     "the cwb line of sight ramps the ground between centres"},
    {"movement", "sss", "creek-cost-on-crossing", "true", "the movement profile charges a hexside when it is crossed"},
    {"movement", "cwb", "hexside-cost-adds-to-hex", "true", "the movement profile adds hexside costs to the hex's"},
    {"movement", "hs", "terrain-costs-cumulative", "true",
     "the movement profile adds terrain, feature and hexside costs"},
    {"los", "sss", "sample-point", "centre", "the sss line of sight runs between hex centres"},
    {"los", "cwb", "sample-point", "centre", "the cwb line of sight runs between hex centres"},
    {"los", "cwb", "ground-between-centres", "ramp", "the cwb line of sight ramps the ground between centres"},
    {"los", "cwb", "obstacle-applies-to-own-hex", "false", "the cwb line of sight ignores the ends' own obstacles"},
    {"los", "cwb", "endpoints-block", "false", "the cwb line of sight ignores the ends' own obstacles"},
    {"los", "cwb", "symmetric", "true", "the cwb line of sight gives one answer both ways"},
    {"los", "cwb", "forest-orchard-hexsides-part-of-obstacle", "true",
     "the cwb line of sight (hexside-obstacle-terrain, option los-along-hexside)"},
    {"los", "cwb", "urban-hexside-needs-both-hexes", "true",
     "the cwb line of sight (urban-terrain, option los-along-hexside)"},
    {"los", "cwb", "slope-hexsides-affect-los", "false", "the cwb line of sight reads levels, not slope hexsides"},
    {"los", "lfm", "slope-hexsides-affect-los", "false", "the lfm line of sight reads levels, not slope hexsides"},
    {"los", "cwb", "day-visibility", "unlimited", "turn conditions limit LOS on night turns only"},
    {"los", "hs", "range-counting", "exclude-firer-include-target", "ranges are hex distances"},
    {"los", "hs", "case-i", "highest-below-both-ends: obscure-only", "the hs line of sight"},
    {"los", "hs", "case-ii", "highest-equals-an-end: block-or-obscure",
     "the hs line of sight (option los-case-ii-lower-endpoint)"},
    {"los", "hs", "case-iv", "higher-than-both-ends-blocks", "the hs line of sight"},
    {"los", "hs", "blocking-hex-enterable", "true", "LOS blocking terrain has movement costs, not a prohibition"},
    {"los", "hs", "levels-only-from-hexes", "true", "the hs line of sight reads hex levels only"},
    {"los", "lfm", "unit-height-applies-to-zoi", "false", "the lfm zones trace a ZOI's LOS without unit heights"},
    {"los", "lfm", "endpoint-levels", "bare", "the lfm line of sight"},
    {"los", "lfm", "obstructs-if",
     "higher-than-both; equal-to-viewer-and-target-lower; equal-to-target-and-viewer-lower", "the lfm line of sight"},
    {"los", "lfm", "computed-from", "firing-or-influencing-unit", "the lfm line of sight and zones"},
    {"stacking", "fire-level", "hq-wagons-markers-count", "false", "fire-level stacking counts troop units only"},
    {"stacking", "fire-level", "start-over-stacked", "false", "stacking.over_limit checks the set-up"},
    {"stacking", "sp", "markers-ignored", "true", "markers are not pieces"},
    {"stacking", "sp-brigade", "artillery-on-top-of-infantry", "true", "brigade stacking counts artillery apart"},
    {"stacking", "sp-brigade", "artillery-any-formation", "true", "brigade stacking counts artillery apart"},
    {"stacking", "sp-brigade", "artillery-sp-side", "current-limbered-or-unlimbered",
     "brigade stacking reads the battery's set-up mode"},
    {"zoc", "frontal", "zoc-ignores-terrain", "true", "frontal zones ignore terrain"},
    {"zoc", "frontal", "front-hexsides", "3", "frontal zones"},
    {"zoc", "lfm", "zoc-blocked-by-terrain", "false", "lfm zones ignore terrain"},
    {"command", "hexes", "terrain-affects-trace", "false",
     "a command trace in hexes counts hexes whatever the terrain"},
    {"derivation", "levels", "level-datum", "per-map", "the elevation import takes the datum per map"},
    {"derivation", "levels", "slope-hexsides-authored", "true", "the elevation import suggests slope hexsides"},
};

}  // namespace

std::span<const FixedReading> fixedReadings() { return kReadings; }

std::vector<UnsupportedValue> unsupportedValues(const Ruleset& ruleset) {
    std::vector<UnsupportedValue> out;
    for (const FixedReading& r : kReadings) {
        const PolicySection* section = ruleset.section(r.section);
        if (!section || section->policy != r.policy) continue;
        const Param* p = section->param(r.param);
        if (p && p->value != r.value) out.push_back({&r, p});
    }
    return out;
}

}  // namespace engine
