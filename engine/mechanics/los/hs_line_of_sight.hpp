#pragma once
// HS 12.1a: the five cases, blocking and obscuring terrain, spines, and the artillery blind zone (9.4d).
#include "engine/mechanics/los/line_of_sight.hpp"

namespace engine {

class HsLineOfSight final : public LineOfSight {
public:
    [[nodiscard]] std::string id() const override { return "hs"; }
    [[nodiscard]] LosResult trace(const BoardState& ctx, const LosQuery& query) const override;
};

}  // namespace engine
