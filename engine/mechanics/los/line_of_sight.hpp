#pragma once
// Line of sight, one algorithm per ruleset behind one interface (SSS 30, CWB 19, HS 12.1a, LFM R27).
// The answer is clear / partial / blocked, with the reasons: which hex or hexside, which rule.
#include "engine/hex/hex_line.hpp"
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/reason.hpp"

#include <memory>
#include <string>

namespace engine {

enum class LosVerdict : std::uint8_t { Clear, Partial, Blocked };
[[nodiscard]] const char* toString(LosVerdict v);  // "clear" | "partial" | "blocked"

struct LosQuery {
    HexCoord from;
    HexCoord to;
    std::string side;          // the observing side: whose units count as obstacles depends on it
    std::string unitClass;     // the observer's class when it matters (HS artillery blind zone), else ""
    bool supportFire = false;  // SSS 27.111: support fire may look past some friendly units
    bool zoi = false;          // a ZOI probe: LFM R27.5 unit heights do not apply (LFM R6.1)
    bool night = false;        // CWB 29.0a: night visibility
    int visibility = 0;        // hexes visible this turn (CWB 19.4, turn track); 0 = unlimited
};

struct LosResult {
    LosVerdict verdict = LosVerdict::Clear;
    std::vector<Reason> reasons;  // why; for Clear, what was checked and found no obstacle
    HexLine line;                 // the hexes examined
    bool fireAllowed =
        true;  // false when a rule forbids the fire although the LOS exists (CWB 19.3d, HS 12.1a, HS 9.4b)
    int columnShiftLeft = 0;             // HS 12.3a: columns left on the fire table for an obscured LOS
    [[nodiscard]] bool assumed() const;  // some reason relied on an assumed value
};

class LineOfSight {
public:
    virtual ~LineOfSight() = default;
    [[nodiscard]] virtual std::string id() const = 0;  // "sss", "cwb", "hs", "lfm"
    [[nodiscard]] virtual LosResult trace(const BoardState& ctx, const LosQuery& query) const = 0;
};

// The algorithm the ruleset's <policy name="los" policy="..."> names; nullptr when unknown.
[[nodiscard]] std::unique_ptr<LineOfSight> makeLineOfSight(const Ruleset& ruleset);

// For the ZOI code: true unless the LOS is blocked (partial counts, LFM R27.ex). A ZOI probe, so
// unit heights that apply to fire only are left out. The algorithms are stateless, so this costs one
// trace. A ruleset without a known los policy puts no LOS restriction (true).
[[nodiscard]] bool hasLineOfSight(const BoardState& ctx, HexCoord from, HexCoord to, const std::string& side);

}  // namespace engine
