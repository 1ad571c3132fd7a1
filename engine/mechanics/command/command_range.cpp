#include "engine/mechanics/command/command_range.hpp"

#include "engine/mechanics/command/command_trace.hpp"
#include "engine/mechanics/movement/reach.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace engine {
namespace {

std::string number(double v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

Reason reasonOf(const Provenanced& p, std::string message) {
    return Reason{std::move(message), p.cite, p.assumed, {}, {}};
}

const Record* findRange(const PolicySection& policy, const CommandQuery& q) {
    for (const Record& r : policy.records) {
        if (r.kind != "range" || r.get("from") != q.from) continue;
        const std::string to = r.get("to");
        if (q.to.empty() || to.empty() || to == q.to) return &r;
    }
    return nullptr;
}

// The range from a record, with an option's override; nullopt (and a reason) when it cannot be had.
std::optional<double> rangeOf(const BoardState& ctx, const Record& r, const CommandQuery& q,
                              std::vector<Reason>& reasons) {
    std::optional<double> range;
    if (q.rangeKind != "command") {
        range = r.number(q.rangeKind);
        if (!range) reasons.push_back(reasonOf(r, "no " + q.rangeKind + " range from " + q.from));
        return range;
    }
    range = r.number("mp");
    if (!range) range = r.number("command");
    if (!range) range = r.number("hexes");
    const std::string optionId = r.get("option");
    if (optionId.empty()) return range;
    const std::string value = ctx.option(optionId);
    const RulesetOption* option = ctx.ruleset.findOption(optionId);
    Provenanced prov = option ? static_cast<const Provenanced&>(*option) : Provenanced{};
    if (const auto x = value.find("xcr"); x != std::string::npos) {
        if (!q.commandRating) {
            reasons.push_back(
                reasonOf(prov, "option " + optionId + " = " + value + " needs the leader's command rating"));
            return std::nullopt;
        }
        const double k = std::strtod(value.substr(0, x).c_str(), nullptr);
        reasons.push_back(reasonOf(prov, "option " + optionId + " = " + value + ": " + number(k) +
                                             " x command rating " + std::to_string(*q.commandRating)));
        return k * *q.commandRating;
    }
    char* end = nullptr;
    const double v = std::strtod(value.c_str(), &end);
    if (end != value.c_str()) {
        reasons.push_back(reasonOf(prov, "option " + optionId + " = " + value));
        return v;
    }
    return range;
}

}  // namespace

CommandRangeAnswer checkCommandRange(const BoardState& ctx, const CommandQuery& q) {
    const HexGrid& grid = ctx.map.grid();
    for (const HexCoord h : {q.leaderHex, q.subordinateHex})
        if (!grid.contains(h)) throw std::invalid_argument("hex " + grid.label(h) + " is off the map");
    CommandRangeAnswer a;
    const PolicySection* policy = ctx.ruleset.section("command");
    if (!policy) {
        a.reasons.push_back({"ruleset " + ctx.ruleset.id + " has no command policy", "", false, {}, {}});
        return a;
    }
    if (const Param* radius = policy->param("command-radius"); radius && radius->value == "none") {
        a.reasons.push_back(reasonOf(*radius, "no command range in this game"));
        a.assumed = radius->assumed;
        return a;
    }
    const Record* record = findRange(*policy, q);
    if (!record) {
        a.reasons.push_back(reasonOf(*policy, "no command range from '" + q.from + "'" +
                                                  (q.to.empty() ? "" : " to '" + q.to + "'") + " in ruleset " +
                                                  ctx.ruleset.id));
        return a;
    }
    const auto range = rangeOf(ctx, *record, q, a.reasons);
    if (!range) return a;
    a.applies = true;
    a.range = *range;

    // The enemy's units and zones, for a side's trace (SSS 21.22, CWB 10.5a, LFM R20.10).
    std::optional<CommandTraceRules> trace;
    if (!q.side.empty()) trace.emplace(ctx, q.side);
    if (policy->policy == "mp") {
        a.unit = "MP";
        const Param* cls = policy->param("measure-class");
        const MovementProfile profile(ctx.ruleset, ctx.map, cls ? cls->value : "leader");
        ReachOptions options;
        if (trace) options.rules = &*trace;  // enemy units (not leaders, SSS 26.23) and zones
        // Towards the subordinate only (guided, stopping once he is settled), not the whole map.
        std::vector<std::uint32_t> target;
        if (grid.contains(q.subordinateHex)) target.push_back(static_cast<std::uint32_t>(grid.index(q.subordinateHex)));
        options.until = &target;
        const ReachResult reach = computeReach(profile, q.leaderHex, options);
        a.distance = reach.cost(q.subordinateHex);
        std::string how = "cheapest path for a " + profile.unitClass() + " from " + grid.label(q.leaderHex) + " to " +
                          grid.label(q.subordinateHex) + ": " +
                          (reach.reached(q.subordinateHex) ? number(a.distance) + " MP" : "none");
        const Param* measured = policy->param("measured");
        a.reasons.push_back(measured ? reasonOf(*measured, how) : Reason{how, "", false, {}, {}});
        if (trace)
            for (Reason& r : trace->rules()) a.reasons.push_back(std::move(r));
        // The steps' own reasons: what the enemy did to the trace, and the assumed flags of the costs used.
        const auto path = reach.pathTo(q.subordinateHex);
        bool assumedCost = false;
        for (std::size_t i = 1; i < path.size(); ++i) {
            if (trace) {
                StepCost traced;
                (void)trace->explain(path[i - 1].hex, path[i].hex, 0, false, false, traced);
                for (Reason& r : traced.reasons) a.reasons.push_back(std::move(r));
            }
            if (!assumedCost && profile.explain(path[i - 1].hex, path[i].hex).assumed) {
                assumedCost = true;
                a.reasons.push_back(
                    {"the path's costs rely on assumed movement costs (" + grid.label(path[i].hex) + ")",
                     "",
                     true,
                     {path[i].hex},
                     {}});
            }
        }
    } else {
        a.unit = "hexes";
        const int straight = hexDistance(q.leaderHex, q.subordinateHex);
        const Param* measured = policy->param("measured");
        if (trace) {
            const auto traced = trace->hexesTo(q.leaderHex, q.subordinateHex, std::max(straight, int(a.range)) + 6);
            a.distance = traced ? *traced : kProhibitedMove;
            const std::string how =
                "counted in hexes around enemy units and through ZOC hexes only where a friendly "
                "unit is: " +
                (traced ? number(a.distance) : std::string("no trace"));
            a.reasons.push_back(measured ? reasonOf(*measured, how) : Reason{how, "", false, {}, {}});
            for (Reason& r : trace->rules()) a.reasons.push_back(std::move(r));
        } else {
            a.distance = straight;
            const std::string how = "counted in hexes: " + number(a.distance);
            a.reasons.push_back(measured ? reasonOf(*measured, how) : Reason{how, "", false, {}, {}});
        }
    }
    a.within = a.distance <= a.range;
    a.reasons.push_back(reasonOf(
        *record, q.rangeKind + " range from " + q.from + (record->get("to").empty() ? "" : " to " + record->get("to")) +
                     ": " + number(a.range) + " " + a.unit + (a.within ? " (within)" : " (out of range)")));
    a.assumed = std::any_of(a.reasons.begin(), a.reasons.end(), [](const Reason& r) { return r.assumed; });
    return a;
}

std::optional<int> orderDeliveryTurns(const Ruleset& ruleset, double leaderMp, Reason* why) {
    const PolicySection* policy = ruleset.section("command");
    const Param* rate = policy ? policy->param("order-delivery-mp-per-turn") : nullptr;
    if (!rate || !rate->number() || *rate->number() <= 0) return std::nullopt;
    const int turns = static_cast<int>(std::ceil(leaderMp / *rate->number()));
    if (why)
        *why = reasonOf(*rate, number(leaderMp) + " leader-MP at " + rate->value +
                                   " MP a turn: " + std::to_string(turns) + " turns");
    return turns;
}

}  // namespace engine
