#pragma once
// Whether a moving stack may use the road rate, by the stacking policy's road-movement limit: HS
// 13.5b (8 SP at all times while at the road or March Column rate, passing through included; a single
// unit of more than 8 SP excepted, HS 6.2), SSS 25.24 (no stacking while using road movement). The
// stack's strength comes from the stacking service, counted with the friendly pieces already in the
// hex entered (HS 13.5b: "cannot even pass through a hex if the SPs there would then exceed 8").
// When the limit is broken the step pays the hex's other costs instead (HS D24).
// Answers are computed per hex on first use and kept; the context must outlive this object.
#include "engine/mechanics/board_state.hpp"
#include "engine/mechanics/reason.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace engine {

class StackingPolicy;

// The pieces of a scenario's set-up with these ids (the moving stack). Throws std::invalid_argument
// naming an id that is not placed on the map, or a stack mixing sides.
[[nodiscard]] std::vector<PieceAt> placedPieces(const BoardState& ctx, const std::vector<std::string>& ids);

class RoadStackLimit {
public:
    // Throws std::invalid_argument when `moving` is empty or the ruleset has no stacking policy.
    RoadStackLimit(const BoardState& ctx, std::vector<PieceAt> moving);
    ~RoadStackLimit();
    RoadStackLimit(const RoadStackLimit&) = delete;
    RoadStackLimit& operator=(const RoadStackLimit&) = delete;

    [[nodiscard]] const std::vector<PieceAt>& moving() const { return m_moving; }
    [[nodiscard]] const std::string& side() const { return m_moving.front().side; }
    // The road rate is barred for entering `to` (the stack, with the friendly pieces there, is over the limit).
    [[nodiscard]] bool barsRoadInto(HexCoord to) const;
    // The stacking service's reasons for that answer (limit, totals, exception).
    [[nodiscard]] std::vector<Reason> why(HexCoord to) const;

private:
    [[nodiscard]] std::vector<PieceAt> stackIn(HexCoord to) const;

    const BoardState* m_ctx;
    std::vector<PieceAt> m_moving;
    std::unique_ptr<StackingPolicy> m_policy;
    mutable std::vector<std::uint8_t> m_known;  // by HexGrid::index: 0 not yet asked, 1 allowed, 2 barred
};

}  // namespace engine
