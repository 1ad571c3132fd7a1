#pragma once
// How a command range is traced through the enemy, read from the ruleset's command section:
//   - hexes holding enemy units are never crossed (SSS 21.21 "as if moving a leader counter" with
//     26.23; CWB 10.5a path-blockers "enemy-units"; LFM R20.10 through the unit's own ZOC hex);
//   - an enemy ZOC hex is entered only as the trace's last hex, unless a friendly unit occupies it
//     (SSS 21.22 path-through-enemy-zoc; CWB 10.5a path-blockers "ezoc" with friendly-units-cancel-ezoc,
//     CWB 14.1b; LFM R20.10 trace-through-enemy-zoc, trace-may-end-in-zoc);
//   - ZOC and ZOI entry costs are paid as in movement where the trace is priced like movement (SSS
//     21.22 zoc-zoi-costs-apply: +2 and +1); a ZOI does not stop a trace (LFM R20.10 trace-through-zoi);
//   - impassable terrain blocks an MP trace through the measure class's costs (CWB 10.5a
//     path-blockers "impassable"); a trace in hexes ignores terrain (LFM terrain-affects-trace).
// The zones are those of the pieces of every side but `side`, found for each hex the first time it
// is asked about, from the pieces near enough to cover it (so a trace of a few hundred hexes costs no
// work over the whole set-up); one object is for one thread; the context must outlive it.
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/movement/step_rules.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace engine {

class LineOfSight;
class ZoneModel;

class CommandTraceRules final : public StepRules {
public:
    CommandTraceRules(const BoardState& ctx, std::string side);
    ~CommandTraceRules() override;
    CommandTraceRules(const CommandTraceRules&) = delete;
    CommandTraceRules& operator=(const CommandTraceRules&) = delete;

    [[nodiscard]] int states() const override { return 1; }
    [[nodiscard]] RuledStep step(HexCoord from, int dir, std::uint8_t state, bool roadRate,
                                 bool firstStep) const override;
    RuledStep explain(HexCoord from, HexCoord to, std::uint8_t state, bool roadRate, bool firstStep,
                      StepCost& out) const override;

    // Whether the trace may enter `hex` but not go on from it (an enemy ZOC with no friendly unit).
    [[nodiscard]] bool stopsIn(HexCoord hex) const;
    // Whether the trace is affected at all by `hex` (an enemy unit, or a zone that blocks or costs).
    [[nodiscard]] bool affects(HexCoord hex) const;
    // How far from a piece its zones reach into what a trace pays or stops at (1 for a ZOC, the
    // longest ZOI when ZOI costs are paid): an edit of the set-up further than this from every hex a
    // trace looked at cannot change its answer.
    [[nodiscard]] int reachOfPieces() const { return m_pieceReach; }
    // The rules that apply, for the answer's reasons.
    [[nodiscard]] std::vector<Reason> rules() const;

    // Hexes from `from` to `to` counted as a trace in hexes (LFM R20.3, R20.10), at most `limit`;
    // nullopt when `to` cannot be reached within it.
    [[nodiscard]] std::optional<int> hexesTo(HexCoord from, HexCoord to, int limit) const;
    // Every hex such a trace reaches within `limit` hexes, with its count, nearest first.
    [[nodiscard]] std::vector<std::pair<HexCoord, int>> hexesFrom(HexCoord from, int limit) const;

private:
    enum Flag : std::uint8_t { kHeld = 1, kZoc = 2, kZoi = 4, kFriendly = 8 };
    template <bool kExplain>
    RuledStep evaluate(HexCoord from, int dir, StepCost* out) const;
    [[nodiscard]] bool has(HexCoord h, std::uint8_t flag) const;
    [[nodiscard]] std::uint8_t flagsAt(HexCoord h) const;

    const BoardState* m_ctx;
    std::string m_side;
    std::unique_ptr<ZoneModel> m_model;
    std::unique_ptr<LineOfSight> m_los;  // for a ZOI that needs one, when ZOI costs are paid
    mutable std::unordered_map<HexCoord, std::uint8_t, HexCoordHash> m_flags;  // found so far
    std::optional<Param> m_zocPass;     // what says a ZOC hex is crossed only when a friendly unit holds it
    std::optional<Param> m_mayEnd;      // trace-may-end-in-zoc
    std::optional<Param> m_zoneCosts;   // zoc-zoi-costs-apply
    std::optional<Param> m_throughZoi;  // trace-through-zoi
    std::optional<Param> m_enemyUnits;  // what says enemy units block
    double m_zocMp = 0, m_zoiMp = 0;
    int m_zocReach = 1;
    int m_pieceReach = 1;
};

}  // namespace engine
