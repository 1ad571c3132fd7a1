#include "engine/mechanics/movement/movement_allowance.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>

namespace engine {
namespace {

// The record column that holds a class's MA: the ma-columns mapping, else the class id itself.
std::string columnOf(const PolicySection& policy, std::string_view unitClass) {
    if (const Param* p = policy.param("ma-columns")) {
        std::istringstream in(p->value);
        std::string word;
        while (in >> word) {
            const auto colon = word.find(':');
            if (colon != std::string::npos && word.substr(0, colon) == unitClass) return word.substr(colon + 1);
        }
    }
    return std::string(unitClass);
}

MovementAllowance fromRecord(const Record& r, double mp, const std::string& what) {
    std::ostringstream m;
    m << what << ": " << mp << " MP";
    return {mp, Reason{m.str(), r.cite, r.assumed, {}, {}}};
}

}  // namespace

std::optional<MovementAllowance> movementAllowance(const Ruleset& ruleset, std::string_view unitClass,
                                                   std::string_view mode, std::string_view order) {
    const PolicySection* policy = ruleset.section("movement");
    if (!policy) return std::nullopt;
    const std::string column = columnOf(*policy, unitClass);
    const Record* best = nullptr;
    int bestScore = -1;
    double bestMp = 0;
    for (const Record& r : policy->records) {
        std::optional<double> mp;
        int score = 0;
        if (r.kind == "ma") {
            if (r.get("class") != unitClass) continue;
            mp = r.number("mp");
        } else if (r.kind == "fixed-ma") {
            mp = r.number(column);
        } else {
            continue;
        }
        const std::string recMode = r.get("mode"), recOrder = r.get("order");
        if (!recMode.empty()) {
            if (recMode != mode) continue;
            score += 1;
        }
        if (!recOrder.empty()) {
            if (recOrder != order) continue;
            score += 2;
        } else if (!order.empty() && r.kind == "fixed-ma") {
            continue;
        }
        if (mp && score > bestScore) {
            best = &r;
            bestScore = score;
            bestMp = *mp;
        }
    }
    if (!best) return std::nullopt;
    std::string what = "movement allowance of " + std::string(unitClass);
    if (!mode.empty()) what += " in mode " + std::string(mode);
    if (!order.empty()) what += " under " + std::string(order) + " orders";
    return fromRecord(*best, bestMp, what);
}

std::optional<MovementAllowance> movementTableAllowance(const Ruleset& ruleset, int roll, std::string_view unitClass) {
    const PolicySection* policy = ruleset.section("movement");
    if (!policy) return std::nullopt;
    const std::string column = columnOf(*policy, unitClass);
    for (const Record& r : policy->records) {
        if (r.kind != "movement-table-point" || r.number("roll") != static_cast<double>(roll)) continue;
        if (const auto mp = r.number(column))
            return fromRecord(r, *mp, "Movement Table roll " + std::to_string(roll) + " for " + std::string(unitClass));
    }
    return std::nullopt;
}

std::optional<FormationChange> proportionalFormationChange(const Ruleset& ruleset, double spent, double oldMa,
                                                           double newMa) {
    const PolicySection* policy = ruleset.section("movement");
    const Param* rule = policy ? policy->param("formation-change-ma") : nullptr;
    if (!rule || rule->value != "proportional" || oldMa <= 0) return std::nullopt;
    FormationChange out;
    out.usedOfNew = std::floor(spent / oldMa * newMa + 0.5);  // .5 rounds up, .49 down
    out.remaining = std::max(0.0, newMa - out.usedOfNew);
    std::ostringstream m;
    m << spent << "/" << oldMa << " of the old MA spent: " << out.usedOfNew << " of " << newMa << " used, "
      << out.remaining << " MP left";
    out.reason = Reason{m.str(), rule->cite, rule->assumed, {}, {}};
    return out;
}

std::optional<MovementAllowance> reinforcementRoadMovementPoints(const Ruleset& ruleset, double ma, int stackIndex) {
    const PolicySection* policy = ruleset.section("movement");
    const Param* perMp = policy ? policy->param("road-movement-points-per-mp") : nullptr;
    const Param* step = policy ? policy->param("reinforcement-column-rmp-step") : nullptr;
    if (!perMp || !step || !perMp->number() || !step->number()) return std::nullopt;
    const double points = std::max(0.0, ma * *perMp->number() - stackIndex * *step->number());
    std::ostringstream m;
    m << "stack " << stackIndex + 1 << " on the road: " << ma << " MA x " << *perMp->number() << " - " << stackIndex
      << " x " << *step->number() << " = " << points << " road movement points";
    return MovementAllowance{points, Reason{m.str(), step->cite, perMp->assumed || step->assumed, {}, {}}};
}

}  // namespace engine
