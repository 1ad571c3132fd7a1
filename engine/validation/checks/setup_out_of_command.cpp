// setup.out_of_command: a subordinate starts out of his commander's command range (SSS 21.31,
// 7.32, 5.22 in leader MP along paths; CWB 10.5a in leader MP; LFM R20.3-R20.7 in hexes, a
// regiment also in command through an adjacent chain of its brigade, R20.7). HS has no command
// range (HS 8.6). Artillery is measured from the commanders the rules give it: its corps HQ (CWB
// 10.5a), its division's and corps' commanders and for corps or reserve artillery every division or
// corps commander above it (SSS 26.31) and its army's artillery officer (SSS 22.22), any commander of
// its corps or division or the army commander (LFM R20.7), in range of one being enough. Per
// formation: its commander and his direct subordinates. The footprint is those pieces, the hexes
// the commander's trace reached (for map edits) and the hexes whose occupants the answers looked at
// (the paths to subordinates, enemy-held hexes blocking), so a placement or map edit re-checks only
// the formations it can change. A subordinate further in hexes than the
// budget buys at the ruleset's cheapest step is out of range on any map: no trace for him, and the
// trace for the others stops once they are settled (no trace at all when none is near).
#include "engine/validation/checks/builtin_checks.hpp"
#include "engine/validation/checks/support/command_at_start.hpp"
#include "engine/validation/checks/support/profile_cache.hpp"

#include "engine/model/number_text.hpp"
#include "engine/util/words.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace engine {
namespace {

struct Placed {
    const Subordinate* who;
    HexCoord hex;
    const Record* record;
    double range;
    Provenanced source;
    std::optional<double> distance;
    bool within = false;
    const Leader* by;  // the commander measured from
    HexCoord byHex;
    std::string byFormation;  // "division rodes-div"
};

// Who may command an artillery unit under the command section's artillery-commanded-by, from the
// formation whose check it is and those above it. Each word of the value adds commanders
// (policy_schema.cpp lists the words):
//   corps: its corps HQ (CWB 10.5a; SSS 26.31 Confederate corps commanders their divisional and corps
//     artillery, Union corps commanders their corps artillery);
//   division: its division's commander (SSS 26.31 "artillery attached to their division");
//   corps-artillery-by-division-commanders: for artillery of a corps and of no division, every division
//     commander of that corps (SSS 26.31 "any of their corps artillery", "Union divisional commanders
//     may command corps artillery");
//   reserve-artillery-by-corps-commanders: for artillery of no corps or division (an army's Artillery
//     Reserve), every corps commander of its army (SSS 26.31);
//   corps-or-division-commanders: any commander within its corps, or its division when there is no
//     corps (LFM R20.7);
//   army: the army commander (LFM R20.7).
// Empty when the param does not apply. `chain` is that formation and those above it (formationChain).
std::vector<const Formation*> artilleryCommanders(const CheckContext& ctx, const PolicySection& policy,
                                                  const std::vector<const Formation*>& chain,
                                                  std::vector<std::string_view>& looked) {
    const Param* by = policy.param("artillery-commanded-by");
    if (!by) return {};
    const auto words = splitWords(by->value);
    const auto wants = [&](const std::string& w) { return std::find(words.begin(), words.end(), w) != words.end(); };
    const auto ofKind = [&](const char* kind) {
        const auto it = std::find_if(chain.begin(), chain.end(), [&](const Formation* g) { return g->kind == kind; });
        return it == chain.end() ? nullptr : *it;
    };
    const Formation* corps = ofKind("corps");
    const Formation* division = ofKind("division");
    std::vector<const Formation*> out;
    const auto add = [&](const Formation* g) {
        if (g && std::find(out.begin(), out.end(), g) == out.end()) out.push_back(g);
    };
    // The formations of `kind` below `top` (parent cycles are oob.unknown_parent's).
    const auto below = [&](const Formation* top, const char* kind, bool all) {
        std::vector<const Formation*> open{top};
        std::unordered_set<const Formation*> seen;
        while (!open.empty()) {
            const Formation* g = open.back();
            open.pop_back();
            if (!seen.insert(g).second) continue;
            looked.push_back(g->id);
            if (all || g->kind == kind) add(g);
            for (const Formation* c : ctx.childrenOf(g->id)) open.push_back(c);
        }
    };
    if (wants("corps")) add(corps);
    if (wants("division")) add(division);
    if (wants("corps-artillery-by-division-commanders") && corps && !division) below(corps, "division", false);
    if (wants("reserve-artillery-by-corps-commanders") && !corps && !division)
        if (const Formation* army = ofKind("army")) below(army, "corps", false);
    if (wants("corps-or-division-commanders"))
        if (const Formation* top = corps ? corps : division) below(top, "", true);
    if (wants("army")) add(ofKind("army"));
    return out;
}

// `f` and the formations above it, nearest first (at most 32: parent cycles are oob.unknown_parent's).
std::vector<const Formation*> formationChain(const CheckContext& ctx, const Formation& f,
                                             std::vector<std::string_view>& looked) {
    std::vector<const Formation*> chain;
    for (const Formation* g = &f; g && chain.size() < 32; g = g->parent.empty() ? nullptr : ctx.formation(g->parent)) {
        looked.push_back(g->id);
        chain.push_back(g);
    }
    return chain;
}

// SSS 22.22: "Each army artillery officer may command any friendly artillery units." The officers
// are the leaders of leader-type army-artillery in a formation of `chain` (his army's headquarters,
// above all its artillery: assumed, the rulebook names no formation); only a command section with a
// range from army-artillery measures them. A leader edit in those formations re-checks the formation:
// they are in its footprint.
const std::string kArmyArtillery = "army-artillery";
std::vector<const Leader*> armyArtilleryOfficers(const CheckContext& ctx, const std::vector<const Formation*>& chain,
                                                 const std::string& side) {
    std::vector<const Leader*> out;
    for (const Formation* g : chain)
        for (const Leader* l : ctx.leadersIn(g->id)) {
            const auto type = l->ratings.find("leader-type");
            if (type != l->ratings.end() && type->second == kArmyArtillery && l->side == side) out.push_back(l);
        }
    return out;
}

bool isArtillery(const CheckContext& ctx, const Subordinate& s) {
    if (s.isLeader) return false;
    const Unit* u = ctx.unit(s.id);
    return u && u->unitClass.find("artillery") != std::string::npos;
}

class OutOfCommandRule final : public BasicCheck {
public:
    OutOfCommandRule()
        : BasicCheck({"setup.out_of_command",
                      "a subordinate starts out of his commander's command range",
                      Severity::Warning,
                      {ScopeKind::Formation, 0},
                      kOnFormations | kOnUnits | kOnLeaders | kOnPlacements | kOnHexes | kOnHexsides | kOnSides |
                          kOnSettings | kOnMapSettings,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override {
        const PolicySection* policy = ctx.ruleset().section("command");
        if (!policy || (policy->policy != "mp" && policy->policy != "hexes")) return false;
        const Param* radius = policy->param("command-radius");
        return !(radius && radius->value == "none");  // HS 8.6
    }
    [[nodiscard]] std::uint32_t footprintTriggers() const override {
        return kOnPlacements | kOnHexes | kOnHexsides | kOnFormations | kOnUnits | kOnLeaders;
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Formation& f = *ctx.formation(item.id);
        const Leader* leader = f.commander.empty() ? nullptr : ctx.leader(f.commander);
        if (!f.commander.empty()) out.dependsOnPiece(f.commander);    // a leader of that id may come
        if (!leader || ctx.placementsOf(leader->id).empty()) return;  // not on the map at the start
        const HexCoord from = ctx.placementsOf(leader->id).front()->hex;
        if (!ctx.map().contains(from)) return;
        const PolicySection& policy = *ctx.ruleset().section("command");

        std::vector<std::string_view> looked;
        std::vector<Subordinate> subs = directSubordinates(ctx, f, &looked);
        // Who else may command artillery, looked up only when there is some (a subordinate that
        // becomes artillery is in the footprint, and re-checks).
        std::vector<const Formation*> gunners;
        std::vector<const Leader*> officers;
        if (std::any_of(subs.begin(), subs.end(), [&](const Subordinate& s) { return isArtillery(ctx, s); })) {
            const std::vector<const Formation*> chain = formationChain(ctx, f, looked);
            gunners = artilleryCommanders(ctx, policy, chain, looked);
            officers = armyArtilleryOfficers(ctx, chain, f.side);
        }
        for (std::string_view id : looked) out.dependsOnPiece(id);
        std::vector<Placed> placed;
        for (const Subordinate& s : subs) {
            out.dependsOnPiece(s.id);
            const auto& at = ctx.placementsOf(s.id);
            if (at.empty() || !ctx.map().contains(at.front()->hex)) continue;
            // His commander, or for artillery every commander the rules let command it (CWB 10.5a, SSS 26.31,
            // LFM R20.7).
            std::vector<const Formation*> commanders{&f};
            const bool artillery = isArtillery(ctx, s);
            if (artillery && !gunners.empty()) commanders = gunners;
            const auto measureFrom = [&](const Leader* by, const std::string& role, std::string byFormation) {
                out.dependsOnPiece(by->id);
                const auto& byAt = ctx.placementsOf(by->id);
                if (byAt.empty() || !ctx.map().contains(byAt.front()->hex)) return;
                const Record* record = commandRangeRecord(policy, role, s.roles);
                if (!record) return;
                Placed p{&s, at.front()->hex, record, 0, {}, {}, false, by, byAt.front()->hex, std::move(byFormation)};
                const auto range = commandRange(ctx, *record, *by, p.source);
                if (!range) return;
                p.range = *range;
                placed.push_back(std::move(p));
            };
            for (const Formation* g : commanders)
                if (const Leader* by = g->commander.empty() ? nullptr : ctx.leader(g->commander))
                    measureFrom(by, commandRole(policy, g->kind), g->kind + " " + g->id);
            if (artillery)
                for (const Leader* officer : officers)
                    measureFrom(officer, kArmyArtillery, kArmyArtillery + " " + officer->formation);
        }
        if (placed.empty()) return;

        const bool inMp = policy.policy == "mp";
        std::vector<const Leader*> measured;
        for (const Placed& p : placed)
            if (std::find(measured.begin(), measured.end(), p.by) == measured.end()) measured.push_back(p.by);
        for (const Leader* by : measured) {
            std::vector<Placed*> mine;
            double budget = 0;
            for (Placed& p : placed)
                if (p.by == by) mine.push_back(&p), budget = std::max(budget, p.range);
            const HexCoord at = mine.front()->byHex;
            if (inMp) measureMp(ctx, policy, at, f.side, budget, mine, out);
            else measureHexes(ctx, at, f.side, budget, mine, out);
        }
        // A subordinate any of whose commanders has him in range is in command.
        for (Placed& p : placed)
            for (const Placed& q : placed)
                if (q.who == p.who && q.within) p.within = true;
        stackedWithCommander(ctx, policy, f.side, placed, out);
        if (!inMp) chainRegiments(ctx, policy, placed);
        emitOutOfRange(ctx, placed, out, inMp);
    }

private:
    // Leader MP along the cheapest trace (SSS 21.21, 21.22; CWB 10.5a).
    static void measureMp(const CheckContext& ctx, const PolicySection& policy, HexCoord from, const std::string& side,
                          double budget, std::vector<Placed*>& placed, Emitter& out) {
        const Param* cls = policy.param("measure-class");
        const std::string measureClass = cls ? cls->value : "leader";
        // Subordinates more hexes away than the budget buys at the cheapest step the ruleset has
        // are out of reach on any map: no trace, and no map edit can change that.
        const MovementProfile* profile = movementProfile(ctx, measureClass, {});
        const double cheapest = profile ? profile->cheapestStep() : 0;
        const auto near = [&](const Placed& p) { return hexDistance(from, p.hex) * cheapest <= budget + kMpTolerance; };
        std::vector<HexCoord> targets;
        for (const Placed* p : placed)
            if (near(*p)) targets.push_back(p->hex);
        if (targets.empty()) return;
        // The trace stops once the near subordinates are settled.
        CommandTrace trace(ctx, measureClass, from, side, budget, targets);
        for (HexCoord h : trace.searched()) out.dependsOnTerrain(h);
        for (Placed* p : placed) {
            if (!near(*p)) continue;
            p->distance = trace.distanceTo(p->hex);
            p->within = p->distance && *p->distance <= p->range + kMpTolerance;
        }
        for (HexCoord h : trace.occupancyLookedAt()) out.dependsOn(h);
    }

    // Hexes around enemy units and through enemy ZOC only where a friendly unit is (LFM R20.10): the
    // answer depends on the pieces within the zones' reach of any hex the trace can reach.
    static void measureHexes(const CheckContext& ctx, HexCoord from, const std::string& side, double budget,
                             std::vector<Placed*>& placed, Emitter& out) {
        const auto rules = commandTraceRules(ctx, side);
        std::unordered_map<HexCoord, int, HexCoordHash> traced;
        for (const auto& [hex, d] : rules->hexesFrom(from, static_cast<int>(budget))) traced.emplace(hex, d);
        for (Placed* p : placed) {
            const auto it = traced.find(p->hex);
            if (it != traced.end()) p->distance = it->second;
            else if (hexDistance(from, p->hex) > p->range) p->distance = hexDistance(from, p->hex);
            p->within = p->distance && *p->distance <= p->range;
        }
        const int around = static_cast<int>(budget) + rules->reachOfPieces();
        const HexGrid& grid = ctx.map().grid();
        for (int dq = -around; dq <= around; ++dq)
            for (int dr = std::max(-around, -dq - around); dr <= std::min(around, -dq + around); ++dr)
                if (const HexCoord h{from.q + dq, from.r + dr}; grid.contains(h)) out.dependsOn(h);
    }

    static void emitOutOfRange(const CheckContext& ctx, const std::vector<Placed>& placed, Emitter& out, bool inMp) {
        const std::string unit = inMp ? " MP" : " hexes";
        const std::string measure = inMp ? " (leader MP along the cheapest path around enemy units, through an enemy "
                                           "ZOC only where a friendly unit is)"
                                         : " (traced around enemy units, through an enemy ZOC only where a friendly "
                                           "unit is)";
        const auto distanceOf = [&](const Placed& p) {
            return p.distance ? formatNumber(*p.distance) + unit : "more than " + formatNumber(p.range) + unit;
        };
        for (std::size_t i = 0; i < placed.size(); ++i) {
            const Placed& p = placed[i];
            const bool first = std::none_of(placed.begin(), placed.begin() + static_cast<std::ptrdiff_t>(i),
                                            [&](const Placed& q) { return q.who == p.who; });
            if (p.within || !first) continue;
            std::string others;  // the other commanders an artillery unit may be in range of
            for (const Placed& q : placed)
                if (q.who == p.who && &q != &p)
                    others += "; nor of `" + q.by->id + "` (" + q.byFormation + ") at " + ctx.label(q.byHex) + ", " +
                              distanceOf(q) + ", range " + formatNumber(q.range) + unit;
            out.emit(p.source,
                     std::string(p.who->isLeader ? "leader `" : "unit `") + p.who->id + "` at " + ctx.label(p.hex) +
                         " starts " + distanceOf(p) + " from its commander `" + p.by->id + "` (" + p.byFormation +
                         ") at " + ctx.label(p.byHex) + ", range " + formatNumber(p.range) + unit + others + measure,
                     {{p.who->isLeader ? "leader" : "unit", p.who->id},
                      {"formation", p.byFormation.substr(p.byFormation.find(' ') + 1)},
                      {"leader", p.by->id}});
        }
    }

    // LFM R20.9: "Any commander that is in command automatically places ANY lower ranked commander and any
    // units he is stacked with, in command regardless of command structure". Ranks are the order of the
    // ruleset's formation kinds (army first); commanders are taken as in command (the roll is played).
    static void stackedWithCommander(const CheckContext& ctx, const PolicySection& policy, const std::string& side,
                                     std::vector<Placed>& placed, Emitter& out) {
        const Param* stacked = policy.param("stacked-commander-override");
        if (!stacked || stacked->value != "true") return;
        const auto& kinds = ctx.ruleset().formationKinds;
        const auto rankOf = [&](const std::string& kind) {
            const auto it = std::find(kinds.begin(), kinds.end(), kind);
            return it == kinds.end() ? kinds.size() : static_cast<std::size_t>(it - kinds.begin());
        };
        for (Placed& p : placed) {
            if (p.within) continue;
            out.dependsOn(p.hex);
            const Leader* self = p.who->isLeader ? ctx.leader(p.who->id) : nullptr;
            const std::size_t own = self ? rankOf(self->rank) : kinds.size() + 1;
            for (const Placement* other : ctx.placementsAt(p.hex)) {
                const Leader* l = ctx.leader(other->piece);
                if (!l || l->side != side || l->id == p.who->id) continue;
                if (rankOf(l->rank) < own) p.within = true;
            }
        }
    }

    // LFM R20.7: a regiment out of range is still in command when adjacent to one of its brigade's
    // regiments that is (a chain of any length).
    static void chainRegiments(const CheckContext&, const PolicySection& policy, std::vector<Placed>& placed) {
        const Param* chain = policy.param("regiment-chain-adjacent-same-brigade");
        if (!chain || chain->value != "true") return;
        for (bool grew = true; grew;) {
            grew = false;
            for (Placed& p : placed) {
                if (p.within || p.who->isLeader) continue;
                for (const Placed& q : placed) {
                    if (!q.within || q.who->isLeader || hexDistance(p.hex, q.hex) > 1) continue;
                    p.within = grew = true;
                    break;
                }
            }
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeOutOfCommandCheck() { return std::make_unique<OutOfCommandRule>(); }

}  // namespace engine
