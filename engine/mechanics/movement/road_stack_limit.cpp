#include "engine/mechanics/movement/road_stack_limit.hpp"

#include "engine/mechanics/stacking/stacking_policy.hpp"

#include <algorithm>
#include <stdexcept>

namespace engine {

std::vector<PieceAt> placedPieces(const BoardState& ctx, const std::vector<std::string>& ids) {
    std::vector<PieceAt> out;
    for (const std::string& id : ids) {
        const PieceAt* found = nullptr;
        for (const auto& [hex, pieces] : ctx.occupancy.all())
            for (const PieceAt& p : pieces)
                if (p.id == id) found = &p;
        if (!found) throw std::invalid_argument("unit `" + id + "` is not placed on the map in the scenario's set-up");
        if (!out.empty() && found->side != out.front().side)
            throw std::invalid_argument("unit `" + id + "` is on side " + found->side +
                                        ", the stack's other units on " + out.front().side);
        out.push_back(*found);
    }
    return out;
}

RoadStackLimit::RoadStackLimit(const BoardState& ctx, std::vector<PieceAt> moving)
    : m_ctx(&ctx),
      m_moving(std::move(moving)),
      m_policy(makeStackingPolicy(ctx.ruleset)),
      m_known(ctx.map.grid().size(), 0) {
    if (m_moving.empty()) throw std::invalid_argument("the moving stack has no units");
    if (!m_policy) throw std::invalid_argument("ruleset `" + ctx.ruleset.id + "` has no known stacking policy");
}

RoadStackLimit::~RoadStackLimit() = default;

std::vector<PieceAt> RoadStackLimit::stackIn(HexCoord to) const {
    std::vector<PieceAt> pieces = m_moving;
    for (const PieceAt& p : m_ctx->occupancy.at(to)) {
        const bool movingOne =
            std::any_of(m_moving.begin(), m_moving.end(), [&](const PieceAt& m) { return m.id == p.id; });
        if (p.side == side() && !movingOne) pieces.push_back(p);
    }
    return pieces;
}

bool RoadStackLimit::barsRoadInto(HexCoord to) const {
    const HexGrid& grid = m_ctx->map.grid();
    if (!grid.contains(to)) return false;
    std::uint8_t& known = m_known[grid.index(to)];
    if (known == 0)
        known = m_policy->check(*m_ctx, {to, stackIn(to), true, false}).verdict == StackVerdict::Over ? 2 : 1;
    return known == 2;
}

std::vector<Reason> RoadStackLimit::why(HexCoord to) const {
    std::vector<Reason> out = m_policy->check(*m_ctx, {to, stackIn(to), true, false}).reasons;
    if (barsRoadInto(to))
        out.push_back({"the stack may not use the road rate into " + m_ctx->map.grid().label(to) +
                           ": it pays the hex's other costs",
                       "",
                       false,
                       {to},
                       {}});
    return out;
}

}  // namespace engine
