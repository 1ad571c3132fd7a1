#pragma once
// What the rulebooks make a move depend on beyond the hex entered, for one mover on one board, read
// from the ruleset and applied by the reach search on top of MovementProfile and EnemyPresence:
//   - the mover's orders: orders that forbid entering an enemy ZOC or ZOI (SSS 9.111-9.211, 21.31,
//     24.22, 24.33; LFM R5.6, R22.3: <order-entry> records of the zoc section; zoc="no-infantry" is
//     SSS 9.151's General orders, which may enter a ZOC projected only by cavalry and artillery), or
//     moving next to an enemy (HS 11.4, 11.5, 13.7, 20.0: engage-forbidden-orders);
//   - the move so far, one bit of search state: a unit that used the road rate may not then enter a
//     ZOC (LFM R2.2, R5.5: road-rate-bars-zoc-entry), nor end stacked with a friendly unit still in
//     column, mounted or limbered (CWB 12.2: road-move-end-stacked-in-road-formation = false);
//   - where it starts: a unit in an enemy ZOC leaves it only by withdrawal or retreat (SSS 24.24), or
//     only to a first hex free of other EZOC (CWB 14.1) (leave-zoc); LFM R5.4 (zoc-to-zoc) says what
//     entering another ZOC does then;
//   - the turn: on a night turn no unit enters a ZOC (LFM R23.2: zoc-entry-at-night = false) and
//     movement is along roads only (LFM R23.5: night-movement = roads-only);
//   - friendly pieces: infantry and foot artillery never pass through a full hex, cavalry and horse
//     artillery never end in one (SSS 25.31: enforced-infantry-artillery, enforced-cavalry-horse-
//     artillery); LFM R1.3 lets units through friends free and over the limit (move-through-friendly,
//     move-through-over-limit);
//   - enemy pieces beyond their zones: +1 MP to enter a hex next to an enemy unit in Skirmish Order
//     (HS 18.2: enemy-adjacent-to-skirmisher-extra-mp).
// Per-hex answers are computed once, at construction, into dense flags; the context, profile and
// enemies must outlive this object.
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/movement/enemy_presence.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"
#include "engine/mechanics/movement/step_rules.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace engine {

class StackingPolicy;

// Who moves: the orders it is under ("" = none given: no orders restriction) and the moving stack
// (empty = one unit of the profile's class and mode on `side`).
struct MovingStack {
    std::string side;
    std::string orders;
    std::vector<PieceAt> pieces;
};

class MoveRules final : public StepRules {
public:
    // `enemies` may be null (no enemy pieces considered); its side is the mover's when `mover.side` is "".
    MoveRules(const BoardState& ctx, const MovementProfile& profile, const EnemyPresence* enemies, MovingStack mover,
              HexCoord start);
    ~MoveRules() override;
    MoveRules(const MoveRules&) = delete;
    MoveRules& operator=(const MoveRules&) = delete;

    // How many search states a move needs: 2 when some rule reads the road bit, else 1.
    [[nodiscard]] int states() const override { return m_roadBitMatters ? 2 : 1; }
    [[nodiscard]] const MovingStack& mover() const { return m_mover; }

    [[nodiscard]] RuledStep step(HexCoord from, int dir, std::uint8_t state, bool roadRate,
                                 bool firstStep) const override;
    RuledStep explain(HexCoord from, HexCoord to, std::uint8_t state, bool roadRate, bool firstStep,
                      StepCost& out) const override;
    // Why the start hex limits the move (SSS 24.24, CWB 14.1), when it does.
    [[nodiscard]] std::vector<Reason> startReasons() const;

private:
    enum Flag : std::uint16_t {
        kZoc = 1,
        kZoi = 2,
        kInfantryZoc = 4,  // in the ZOC of an enemy infantry unit (SSS 9.151)
        kNextToEnemy = 8,
        kNextToSkirmisher = 16,
        kFullForPassing = 32,  // the moving stack would be over the limit here (passing barred)
        kFullForEnding = 64,   // ... (ending barred)
        kRoadColumnFriend = 128,
    };
    template <bool kExplain>
    RuledStep evaluate(HexCoord from, int dir, std::uint8_t state, bool roadRate, bool firstStep, StepCost* out) const;
    [[nodiscard]] bool has(HexCoord h, std::uint16_t flag) const;
    void markNeighbours(HexCoord at, std::uint16_t flag);
    void compileFriendly(const MovementProfile& profile);

    const BoardState* m_ctx;
    const MovementProfile* m_profile;
    MovingStack m_mover;
    HexCoord m_start;
    std::vector<std::uint16_t> m_flags;  // by HexGrid::index
    FeatureMask m_roadKind = 0;          // hexside palette bits of kind "road"
    bool m_roadBitMatters = false;
    bool m_night = false;
    bool m_startInZoc = false;
    // The rules that apply to this mover, each with the value that says so.
    std::optional<Param> m_leaveZoc, m_zocToZoc, m_roadBarsZoc, m_nightZoc, m_nightRoads, m_engage, m_skirmish,
        m_passing, m_ending, m_throughFriendly, m_roadEndStacked;
    std::optional<Record> m_orderEntry;
    double m_skirmishMp = 0;
};

}  // namespace engine
