#pragma once
// The hexes a straight line between two hex centres passes through, computed exactly (integer
// arithmetic, no epsilon nudge), so the cases the LOS rules single out are reported, not hidden:
//  - a Spine step: the line runs exactly along a hexside between two hexes (SSS 30.25; CWB, HS
//    and LFM treat these specially). Both hexes and the hexside are given.
//  - a vertex touch: the line passes exactly through a corner, touching a hex at a single point.
#include "engine/hex/hexside.hpp"

#include <vector>

namespace engine {

struct LineStep {
    enum class Kind : std::uint8_t { Hex, Spine };
    Kind kind = Kind::Hex;
    HexCoord hex;      // Hex: the hex entered. Spine: the hex on one side (the owner side).
    HexCoord other{};  // Spine: the hex on the other side.
    HexsideId side{};  // Spine: the hexside the line runs along.
    // Hexes the line touches only at a corner point just before this step (rare; listed so LOS
    // algorithms can decide whether a corner counts).
    std::vector<HexCoord> cornerTouches;
};

struct HexLine {
    std::vector<LineStep> steps;  // from the first hex (a Hex step) to the last
    [[nodiscard]] bool hasSpine() const;
    // Every hex the line passes through or runs along (both sides of spines), in order, without
    // corner touches.
    [[nodiscard]] std::vector<HexCoord> hexes() const;
};

[[nodiscard]] HexLine hexLine(HexCoord from, HexCoord to);

}  // namespace engine
