#include "engine/mechanics/los/line_of_sight.hpp"

#include "engine/mechanics/los/cwb_line_of_sight.hpp"
#include "engine/mechanics/los/hs_line_of_sight.hpp"
#include "engine/mechanics/los/lfm_line_of_sight.hpp"
#include "engine/mechanics/los/sss_line_of_sight.hpp"

#include <algorithm>

namespace engine {

const char* toString(LosVerdict v) {
    switch (v) {
    case LosVerdict::Clear: return "clear";
    case LosVerdict::Partial: return "partial";
    case LosVerdict::Blocked: return "blocked";
    }
    return "clear";
}

bool LosResult::assumed() const {
    return std::any_of(reasons.begin(), reasons.end(), [](const Reason& r) { return r.assumed; });
}

std::unique_ptr<LineOfSight> makeLineOfSight(const Ruleset& ruleset) {
    const PolicySection* los = ruleset.section("los");
    if (!los) return nullptr;
    if (los->policy == "sss") return std::make_unique<SssLineOfSight>();
    if (los->policy == "cwb") return std::make_unique<CwbLineOfSight>();
    if (los->policy == "hs") return std::make_unique<HsLineOfSight>();
    if (los->policy == "lfm") return std::make_unique<LfmLineOfSight>();
    return nullptr;
}

bool hasLineOfSight(const BoardState& ctx, HexCoord from, HexCoord to, const std::string& side) {
    const auto los = makeLineOfSight(ctx.ruleset);  // stateless: making one is an allocation
    if (!los) return true;
    LosQuery query{from, to, side, {}};
    query.zoi = true;
    return los->trace(ctx, query).verdict != LosVerdict::Blocked;
}

}  // namespace engine
