#include "engine/mechanics/stacking/stacking_policy.hpp"

#include "engine/mechanics/stacking/brigade_stacking.hpp"
#include "engine/mechanics/stacking/count_stacking.hpp"
#include "engine/mechanics/stacking/fire_level_stacking.hpp"
#include "engine/mechanics/stacking/sp_stacking.hpp"
#include "engine/mechanics/stacking/stacking_support.hpp"

#include <algorithm>

namespace engine {

const char* toString(StackVerdict v) {
    switch (v) {
    case StackVerdict::Ok: return "ok";
    case StackVerdict::Over: return "over";
    case StackVerdict::Unknown: return "unknown";
    }
    return "unknown";
}

bool StackingResult::assumed() const {
    return std::any_of(reasons.begin(), reasons.end(), [](const Reason& r) { return r.assumed; });
}

StackVerdict HexStacking::verdict() const {
    if (mixedSides) return StackVerdict::Over;
    bool unknown = false;
    for (const StackingResult& s : sides) {
        if (s.verdict == StackVerdict::Over) return StackVerdict::Over;
        unknown = unknown || s.verdict == StackVerdict::Unknown;
    }
    return unknown ? StackVerdict::Unknown : StackVerdict::Ok;
}

std::unique_ptr<StackingPolicy> makeStackingPolicy(const Ruleset& ruleset) {
    const PolicySection* section = ruleset.section("stacking");
    if (!section) return nullptr;
    if (section->policy == "count") return std::make_unique<CountStacking>(*section);
    if (section->policy == "sp") return std::make_unique<SpStacking>(*section);
    if (section->policy == "sp-brigade") return std::make_unique<BrigadeStacking>(*section);
    if (section->policy == "fire-level") return std::make_unique<FireLevelStacking>(*section);
    return nullptr;
}

HexStacking checkHexStacking(const BoardState& ctx, const StackingPolicy& policy, HexCoord hex, bool roadMovement) {
    return checkHexStacking(ctx, policy, hex, ctx.occupancy.at(hex), roadMovement);
}

HexStacking checkHexStacking(const BoardState& ctx, const StackingPolicy& policy, HexCoord hex,
                             const std::vector<PieceAt>& pieces, bool roadMovement) {
    HexStacking out;
    out.hex = hex;
    std::vector<StackingQuery> bySide;
    for (const PieceAt& p : pieces) {
        auto it = std::find_if(bySide.begin(), bySide.end(),
                               [&](const StackingQuery& q) { return q.pieces.front().side == p.side; });
        if (it == bySide.end()) bySide.push_back({hex, {p}, roadMovement});
        else it->pieces.push_back(p);
    }
    for (const StackingQuery& q : bySide) out.sides.push_back(policy.check(ctx, q));
    if (bySide.size() > 1) {
        out.mixedSides = true;
        std::string names;
        for (const StackingQuery& q : bySide) names += (names.empty() ? "" : " and ") + q.pieces.front().side;
        const PolicySection* section = ctx.ruleset.section("stacking");
        const std::string message =
            "pieces of " + names + " share " + stacking::terrainHex(ctx, hex) + "; enemy units may not stack together";
        out.reasons.push_back(section ? stacking::paramReason(*section, "enemy-units-share-hex", message, hex)
                                      : Reason{message, {}, false, {hex}, {}});
    }
    return out;
}

}  // namespace engine
