#pragma once
// Who commands whom at the start, and how far, for setup.out_of_command. The formation tree gives
// each commander his direct subordinates; the ruleset's <policy name="command"> <range> records give
// the ranges, found by role: the commanded formation's kind (or "unit", or the unit's class), mapped
// through the policy's range-roles param where the rulebook names them differently (CWB 10.5a:
// division -> division-leader, corps -> corps-hq, unit -> brigade).
// The measure is the command service's (SSS 21.21, CWB 10.5a leader MP along the cheapest path with
// enemy-held hexes impassable; LFM R20.3 hexes), but one trace per commander bounded by his largest
// range serves all his subordinates: checkCommandRange makes one search per question, unbounded.
#include "engine/mechanics/command/command_trace.hpp"
#include "engine/mechanics/movement/reach.hpp"
#include "engine/validation/check_context.hpp"

#include <memory>

#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace engine {

struct Subordinate {
    std::string id;
    bool isLeader = false;
    std::vector<std::string> roles;  // the `to` roles a range record may name, mapped
};

// The units of the formation and of its sub-formations without a commander, and the commanders of
// the sub-formations that have one. `looked` gets the formation, every sub-formation looked at and
// the commanders they name.
[[nodiscard]] std::vector<Subordinate> directSubordinates(const CheckContext& ctx, const Formation& formation,
                                                          std::vector<std::string_view>* looked = nullptr);

// A role as the command policy's range records name it (range-roles param, else unchanged).
[[nodiscard]] std::string commandRole(const PolicySection& policy, const std::string& role);

// The first <range> record from `from` to one of `to` (a record without `to` fits any).
[[nodiscard]] const Record* commandRangeRecord(const PolicySection& policy, const std::string& from,
                                               const std::vector<std::string>& to);

// The command range a record gives (mp, command or hexes attribute) with the scenario's choice of the
// record's option ("12", "16", "3xcr" = 3 x the leader's command-rating); `source` gets the
// provenance of what decided it. nullopt when it needs a rating the leader lacks.
[[nodiscard]] std::optional<double> commandRange(const CheckContext& ctx, const Record& record, const Leader& leader,
                                                 Provenanced& source);

// The enemy's units and zones as a command trace of `side` meets them (CommandTraceRules), on a board
// of the set-up kept with the context while the set-up does not change; one per trace (its zones are
// found lazily, for one thread).
[[nodiscard]] std::shared_ptr<const CommandTraceRules> commandTraceRules(const CheckContext& ctx,
                                                                         const std::string& side);

// Leader MP along the cheapest path from `from` within `budget`, as the command section says a
// trace goes (CommandTraceRules: enemy units block, an enemy ZOC is passed only where a friendly
// unit is, zone costs where the trace pays them): the trace ignoring the enemy first, traced again
// with the enemy only when its path meets a hex the enemy affects. Each trace stops once every one
// of `targets` is settled. One trace at a time per thread (they share scratch arrays).
class CommandTrace {
public:
    CommandTrace(const CheckContext& ctx, const std::string& measureClass, HexCoord from, std::string side,
                 double budget, const std::vector<HexCoord>& targets);
    CommandTrace(const CommandTrace&) = delete;  // its options point at its own targets
    CommandTrace& operator=(const CommandTrace&) = delete;
    // For one of the targets; std::nullopt when it is not reached within the budget.
    [[nodiscard]] std::optional<double> distanceTo(HexCoord to);
    // Every hex the trace ignoring the enemy reached: only map edits within one hex of them can
    // change a distance it answers (the trace with the enemy reaches a subset). A trace that stopped
    // early reached the hexes next to those it settled: a cheaper path to a target would pass there.
    [[nodiscard]] std::vector<HexCoord> searched() const;
    // The hexes whose occupants the answers so far depended on: around the paths asked about (a
    // piece placed within its zones' reach of one sends the question to the trace with the enemy),
    // and around everything that trace reached, when it ran.
    [[nodiscard]] const std::vector<HexCoord>& occupancyLookedAt() const { return m_lookedAt; }

private:
    void lookAround(HexCoord hex);

    const CheckContext& m_ctx;
    const MovementProfile& m_profile;  // the context's (ProfileCache)
    HexCoord m_from;
    std::string m_side;
    ReachOptions m_options;
    std::vector<std::uint32_t> m_targets;  // dense indices
    ReachResult& m_free;                   // per-thread scratch: a trace reuses the last one's arrays
    ReachResult& m_blocked;
    bool m_blockedTraced = false;
    std::shared_ptr<const CommandTraceRules> m_rules;
    std::vector<HexCoord> m_lookedAt;
    std::unordered_set<HexCoord, HexCoordHash> m_looked;
};

}  // namespace engine
