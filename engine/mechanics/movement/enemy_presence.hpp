#pragma once
// What the enemy's pieces do to the movement of one side, read from the ruleset's zoc section and
// applied step by step on top of a MovementProfile:
//   - a hex holding an enemy unit may not be entered or passed through (SSS 26.23; CWB 16.5, HS
//     15.4b, LFM R1 through stacking's enemy-units-share-hex);
//   - entering an enemy ZOC costs zoc-enter-mp more and ends the move when zoc-must-stop (SSS 24.22
//     +2 MP, CWB 14.1, LFM R5.2); artillery never enters one when artillery-may-enter-zoc is false
//     (SSS 24.22);
//   - entering an enemy ZOI costs zoi-enter-mp more (SSS 24.33 +1 MP);
//   - road-movement-into-or-out-of-zoc / -zoi = false: no road rate for a step that enters or leaves
//     such a zone (SSS 24.22, 24.33, LFM R2.2), so no final-hex allowance into a ZOI by road either
//     (SSS 26.23 example, T33).
// A hex in both an enemy ZOC and an enemy ZOI (of different pieces) pays the ZOC's cost only.
// The zones are computed once, at construction, from the context's occupancy (zone models, with the
// ruleset's LOS where a ZOI needs it) into dense per-hex flags; the context must outlive this object.
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/movement/movement_profile.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace engine {

// One step's cost with the enemy's effects, for searches.
struct PresenceStep {
    double mp = kProhibitedMove;  // kProhibitedMove: may not be entered
    bool endsMove = false;        // a ZOC stops the move
};

class EnemyPresence {
public:
    // `side` is the moving side; every piece of another side is an enemy.
    EnemyPresence(const BoardState& ctx, std::string side);

    [[nodiscard]] const std::string& side() const { return m_side; }
    [[nodiscard]] bool held(HexCoord h) const { return flag(h, kHeld); }
    [[nodiscard]] bool inZoc(HexCoord h) const { return flag(h, kZoc); }
    [[nodiscard]] bool inZoi(HexCoord h) const { return flag(h, kZoi); }
    // Whether the road rate is barred for the step from `from` to its neighbour `to`.
    [[nodiscard]] bool barsRoad(HexCoord from, HexCoord to) const;

    // The profile's cost of the step from `from` in direction `dir` with the enemy's effects;
    // `roadBarred` adds a bar from elsewhere (HS 13.5b stack strength).
    [[nodiscard]] PresenceStep step(const MovementProfile& profile, HexCoord from, int dir,
                                    bool roadBarred = false) const;
    // The same with every reason, the profile's first. `endsMove` is reported through the returned flag.
    [[nodiscard]] StepCost explain(const MovementProfile& profile, HexCoord from, HexCoord to, bool roadBarred = false,
                                   bool* endsMove = nullptr) const;

private:
    static constexpr std::uint8_t kHeld = 1, kZoc = 2, kZoi = 4;
    [[nodiscard]] bool flag(HexCoord h, std::uint8_t bit) const;
    [[nodiscard]] bool artilleryBarred(const MovementProfile& profile) const;

    const BoardState* m_ctx;
    std::string m_side;
    std::vector<std::uint8_t> m_flags;  // by HexGrid::index
    double m_zocMp = 0, m_zoiMp = 0;
    bool m_zocStops = false;
    std::optional<Param> m_zocMpParam, m_zoiMpParam, m_zocStopParam, m_zocRoadParam, m_zoiRoadParam, m_artilleryParam;
    std::optional<Param> m_heldParam;  // what says an enemy-held hex may not be entered
};

}  // namespace engine
