#pragma once
// Line of sight, one algorithm per ruleset behind one interface (SSS 30, CWB 19, HS 12.1a, LFM R27).
// The answer is clear / partial / blocked, with the reasons: which hex or hexside, which rule.
#include "engine/hex/hex_line.hpp"
#include "engine/rules/reason.hpp"
#include "engine/rules/rules_context.hpp"

#include <memory>
#include <string>

namespace engine {

enum class LosVerdict : std::uint8_t { Clear, Partial, Blocked };
[[nodiscard]] const char* toString(LosVerdict v);  // "clear" | "partial" | "blocked"

struct LosQuery {
    HexCoord from;
    HexCoord to;
    std::string side;       // the observing side: whose units count as obstacles depends on it
    std::string unitClass;  // the observer's class when it matters (HS artillery blind zone), else ""
};

struct LosResult {
    LosVerdict verdict = LosVerdict::Clear;
    std::vector<Reason> reasons;  // why; for Clear, what was checked and found no obstacle
    HexLine line;                 // the hexes examined
};

class LineOfSight {
public:
    virtual ~LineOfSight() = default;
    [[nodiscard]] virtual std::string id() const = 0;  // "sss", "cwb", "hs", "lfm"
    [[nodiscard]] virtual LosResult trace(const RulesContext& ctx, const LosQuery& query) const = 0;
};

// The algorithm the ruleset's <policy name="los" policy="..."> names; nullptr when unknown.
[[nodiscard]] std::unique_ptr<LineOfSight> makeLineOfSight(const Ruleset& ruleset);

}  // namespace engine
