#include "engine/mechanics/turn_conditions.hpp"

#include <stdexcept>
#include <string>

namespace engine {
namespace {

Reason fromParam(const Param& p, std::string message) { return {std::move(message), p.cite, p.assumed, {}, {}}; }

const Param* sectionParam(const Ruleset& rs, std::string_view section, std::string_view name) {
    const PolicySection* s = rs.section(section);
    return s ? s->param(name) : nullptr;
}

}  // namespace

TurnConditions turnConditions(const BoardState& ctx, int turn) {
    if (!ctx.scenario) throw std::invalid_argument("a turn needs a scenario with a turn track, not a bare map");
    const TurnTrack& track = ctx.scenario->turns;
    if (turn < track.firstTurn || turn > track.lastTurn)
        throw std::invalid_argument("turn " + std::to_string(turn) + " is not on the scenario's turn track (turns " +
                                    std::to_string(track.firstTurn) + "-" + std::to_string(track.lastTurn) + ")");
    BoardState at = ctx;
    at.turn = turn;
    TurnConditions out;
    out.turn = turn;
    out.night = at.nightTurn();
    const std::string name = "turn " + std::to_string(turn);
    if (!out.night) {
        out.reasons.push_back({name + " is a daytime turn on the scenario's turn track", "", false, {}, {}});
        return out;
    }
    out.reasons.push_back({name + " is a night turn on the scenario's turn track", "", false, {}, {}});
    const Ruleset& rs = ctx.ruleset;
    if (const Param* limit = sectionParam(rs, "los", "night-visibility-hexes"); limit && limit->number()) {
        out.losLimitHexes = static_cast<int>(*limit->number());
        out.reasons.push_back(fromParam(*limit, "at night LOS reaches " + limit->value + " hex(es)"));
    } else if (const Param* none = sectionParam(rs, "los", "night-visibility")) {
        out.reasons.push_back(
            fromParam(*none, "the rulebook states no LOS limit at night (night-visibility = " + none->value + ")"));
    } else if (const Param* night = sectionParam(rs, "turn-track", "night")) {
        out.reasons.push_back(
            fromParam(*night, "the rulebook states no LOS limit at night (turn track: night = " + night->value + ")"));
    }
    if (const Param* zoi = sectionParam(rs, "zoc", "zoi-at-night"); zoi && zoi->value == "false")
        out.reasons.push_back(fromParam(*zoi, "there are no ZOI during night turns"));
    return out;
}

}  // namespace engine
