#include "engine/hex/hex_line.hpp"

#include <cstdint>

namespace engine {

namespace {

// Everything is exact: positions are p(t) = t * D relative to the start hex, D the cube delta, and
// the cell of hex h is |(p-h)_a - (p-h)_b| <= 1 for the three component pairs (a,b) = (q,r),
// (r,s), (s,q). Along the line each pair value is t * c - o with integer c and o, so every event
// (crossing a hexside, reaching a corner) happens at a rational t compared by cross-multiplying.
using i64 = std::int64_t;

struct Cube {
    i64 q = 0, r = 0, s = 0;
};

Cube cube(HexCoord h) { return {h.q, h.r, h.s()}; }

// Crossing the +1 bound of pair k leads to the neighbour in kPlusDir[k], the -1 bound to kMinusDir[k].
constexpr int kPlusDir[3] = {0, 2, 4};
constexpr int kMinusDir[3] = {3, 5, 1};

std::array<i64, 3> pairs(Cube v) { return {v.q - v.r, v.r - v.s, v.s - v.q}; }

struct Exit {
    i64 num = 0, den = 0;  // exit parameter num/den, den > 0; den == 0: none yet
    int dirs[2] = {-1, -1};
    int count = 0;
};

// Where the line leaves the cell of h (relative to the start): the smallest exit parameter over the
// pairs whose value changes along the line, and the neighbour direction(s) that bound reaches.
Exit exitFrom(HexCoord h, Cube d) {
    const auto slope = pairs(d);
    const auto offset = pairs(cube(h));
    Exit best;
    for (int k = 0; k < 3; ++k) {
        const i64 c = slope[static_cast<std::size_t>(k)];
        const i64 o = offset[static_cast<std::size_t>(k)];
        if (c == 0) continue;  // runs parallel to these hexsides (a spine, if it lies on one)
        const i64 num = c > 0 ? o + 1 : 1 - o;
        const i64 den = c > 0 ? c : -c;
        const int dir = c > 0 ? kPlusDir[k] : kMinusDir[k];
        if (best.count == 0 || num * best.den < best.num * den) {
            best.num = num;
            best.den = den;
            best.dirs[0] = dir;
            best.count = 1;
        } else if (num * best.den == best.num * den && best.count < 2) {
            best.dirs[best.count++] = dir;
        }
    }
    return best;
}

LineStep hexStep(HexCoord h) {
    LineStep s;
    s.hex = h;
    return s;
}

}  // namespace

bool HexLine::hasSpine() const {
    for (const auto& s : steps)
        if (s.kind == LineStep::Kind::Spine) return true;
    return false;
}

std::vector<HexCoord> HexLine::hexes() const {
    std::vector<HexCoord> out;
    out.reserve(steps.size() + 4);
    for (const auto& s : steps) {
        out.push_back(s.hex);
        if (s.kind == LineStep::Kind::Spine) out.push_back(s.other);
    }
    return out;
}

HexLine hexLine(HexCoord from, HexCoord to) {
    HexLine line;
    line.steps.push_back(hexStep(from));
    const HexCoord target = to - from;
    const Cube d = cube(target);
    HexCoord h{};  // relative to `from`
    // A line from a centre to a centre crosses at most 2 * distance hexsides, so this bounds the
    // walk even if some case below were wrong.
    for (int guard = 0; h != target && guard <= 4 * hexDistance(from, to) + 4; ++guard) {
        const Exit e = exitFrom(h, d);
        if (e.count == 1) {  // through a hexside into the neighbour
            h = neighbor(h, e.dirs[0]);
            line.steps.push_back(hexStep(from + h));
            continue;
        }
        // Through a corner shared with n1 and n2. Beyond it the line goes into whichever of the
        // two it heads toward (sign of D . (n2 - n1)), or exactly along their common hexside.
        const HexCoord n1 = neighbor(h, e.dirs[0]);
        const HexCoord n2 = neighbor(h, e.dirs[1]);
        const Cube between = cube(n2 - n1);
        const i64 toward = d.q * between.q + d.r * between.r + d.s * between.s;
        if (toward != 0) {
            h = toward > 0 ? n2 : n1;
            LineStep step = hexStep(from + h);
            step.cornerTouches.push_back(from + (toward > 0 ? n1 : n2));
            line.steps.push_back(std::move(step));
            continue;
        }
        LineStep spine;
        spine.kind = LineStep::Kind::Spine;
        spine.side = hexsideOf(from + n1, directionTo(n1, n2));
        const auto [owner, other] = hexesOf(spine.side);
        spine.hex = owner;
        spine.other = other;
        line.steps.push_back(std::move(spine));
        // The spine ends at the far corner of the hexside, where the line leaves n1's cell through
        // the one bound other than the n1|n2 hexside (whose pair has slope 0) and enters the hex
        // beyond the corner.
        const Exit far = exitFrom(n1, d);
        h = neighbor(n1, far.dirs[0]);
        line.steps.push_back(hexStep(from + h));
    }
    return line;
}

}  // namespace engine
