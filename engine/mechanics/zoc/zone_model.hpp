#pragma once
// Zones of control (ZOC) and of influence (ZOI), one model per ruleset behind one interface: SSS 24
// (ZOC the six adjacent hexes, ZOI beyond it by unit type), CWB 14 (ZOC the three hexes across the
// frontal hexsides), LFM R5/R6 (ZOC own hex and the six around; ZOI 3 hexes, 5 for artillery, only
// where the unit sees), HS 13.6 (none). Who projects, how far and into which hexes come from the
// ruleset's <policy name="zoc"> section; every answer carries its reasons.
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/mechanics/reason.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

enum class ZoneKind : std::uint8_t { Zoc, Zoi };
[[nodiscard]] const char* toString(ZoneKind k);  // "ZOC" | "ZOI"

// One answer about one piece and one zone: yes or no and why. `decided` is false when the answer
// needs a line of sight and no LOS algorithm was given.
struct Coverage {
    bool covered = false;
    bool decided = true;
    Reason why;
};

class ZoneModel {
public:
    virtual ~ZoneModel() = default;
    [[nodiscard]] virtual std::string id() const = 0;  // the zoc section's policy: "sss", "frontal", "lfm", "none"
    // Whether the piece standing at `at` projects this kind of zone at all (leaders, broken or routed
    // units, March orders, engaged units...), with the reason.
    [[nodiscard]] virtual Coverage projects(const BoardState& ctx, HexCoord at, const PieceAt& piece,
                                            ZoneKind kind) const = 0;
    // How far the zone can reach, in hexes (0 when it covers at most the unit's own hex).
    [[nodiscard]] virtual int reach(const BoardState& ctx, const PieceAt& piece, ZoneKind kind) const = 0;
    // Whether a projecting piece's zone covers `target`. `los` is needed where the ruleset ties the
    // zone to line of sight (LFM ZOI); without it such answers are left undecided.
    [[nodiscard]] virtual Coverage covers(const BoardState& ctx, HexCoord at, const PieceAt& piece, ZoneKind kind,
                                          HexCoord target, const LineOfSight* los) const = 0;
};

// The model the ruleset's <policy name="zoc" policy="..."> names; nullptr when unknown or absent.
[[nodiscard]] std::unique_ptr<ZoneModel> makeZoneModel(const Ruleset& ruleset);

// The hexes one piece's zone covers.
struct Zone {
    ZoneKind kind = ZoneKind::Zoc;
    std::string pieceId;
    HexCoord from;
    std::vector<HexCoord> hexes;      // covered, on the map, nearest first
    std::vector<HexCoord> undecided;  // within reach but needing a LOS that was not given
    std::vector<Reason> reasons;      // why it projects or not, and why hexes in reach were left out
};
[[nodiscard]] Zone zoneOf(const BoardState& ctx, const ZoneModel& model, HexCoord at, const PieceAt& piece,
                          ZoneKind kind, const LineOfSight* los = nullptr);

// Is `hex` in an enemy ZOC / ZOI of `side`? The enemy pieces are those of ctx.occupancy not of `side`.
struct ZoneCheck {
    bool inZoc = false;
    bool inZoi = false;
    std::vector<std::string> zocFrom;  // ids of the enemy pieces whose ZOC covers the hex
    std::vector<std::string> zoiFrom;
    bool undecided = false;       // some ZOI answer needed a LOS that was not given
    std::vector<Reason> reasons;  // one per covering piece (and per undecided one)
};
[[nodiscard]] ZoneCheck enemyZonesAt(const BoardState& ctx, const ZoneModel& model, HexCoord hex, std::string_view side,
                                     const LineOfSight* los = nullptr);
// The same with the ruleset's own zone model and LOS algorithm (what the validator calls).
[[nodiscard]] ZoneCheck enemyZonesAt(const BoardState& ctx, HexCoord hex, std::string_view side);

}  // namespace engine
