#pragma once
// CWB 12: 3 x A fire level (12 C-units) of infantry and cavalry and 10 gun points per hex; extended lines never
// together; moving on the road (CWB 12.2), no ending stacked with another unit in column, and with the optional
// road-column rule at most a B fire level in column per road hex.
#include "engine/mechanics/stacking/section_stacking_policy.hpp"

namespace engine {

class FireLevelStacking final : public SectionStackingPolicy {
public:
    using SectionStackingPolicy::SectionStackingPolicy;
    [[nodiscard]] StackingResult check(const BoardState& ctx, const StackingQuery& query) const override;

private:
    void roadColumn(const BoardState& ctx, const StackingQuery& query, StackingResult& r) const;
};

// CWB 12.3: what may fire out of one hex, counted from the top of the stack down: at most one A fire
// level (4 C-units, a smaller top unit topped up from below) and 5 gun points.
struct HexFire {
    double cUnits = 0;
    double gunPoints = 0;
    std::vector<Reason> reasons;
};
[[nodiscard]] HexFire maxFireFromStack(const BoardState& ctx, HexCoord hex, const std::vector<PieceAt>& topToBottom);

}  // namespace engine
