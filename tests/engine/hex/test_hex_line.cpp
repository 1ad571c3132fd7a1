#include "engine/hex/hex_line.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <random>
#include <set>

using namespace engine;

namespace {

using i64 = std::int64_t;
using Pair = std::pair<HexCoord, HexCoord>;  // sorted

Pair sortedPair(HexCoord a, HexCoord b) { return a < b ? Pair{a, b} : Pair{b, a}; }

// What a brute-force walk sees: sample t = k / K along the segment, with K = 24 N^2 so that every
// open interval between two events holds a sample (events sit at rationals with denominators up
// to 2N) and every corner the line passes is itself a sample (corners sit at multiples of 1/3g,
// g = gcd of the cube delta, which divides 3N). Cell membership is tested exactly in integers.
struct Reference {
    std::vector<HexCoord> entered;  // hexes whose interior the line enters, first-entry order
    std::set<Pair> spines;          // hex pairs the line runs between for a stretch
    std::set<HexCoord> cornerOnly;  // hexes met only at a corner point
};

Reference bruteForce(HexCoord from, HexCoord to) {
    Reference ref;
    const HexCoord delta = to - from;
    const i64 n = hexDistance(from, to);
    const i64 k = std::max<i64>(1, 24 * n * n);
    const i64 d[3] = {delta.q, delta.r, delta.s()};
    std::set<HexCoord> entered;
    std::set<HexCoord> cornerHexes;
    std::vector<HexCoord> previousBoundary;
    for (i64 step = 0; step <= k; ++step) {
        // Scaled point P = K * p relative to `from`.
        const i64 p[3] = {step * d[0], step * d[1], step * d[2]};
        const HexCoord guess{static_cast<int>(std::lround(static_cast<double>(p[0]) / static_cast<double>(k))),
                             static_cast<int>(std::lround(static_cast<double>(p[1]) / static_cast<double>(k)))};
        std::vector<HexCoord> closed;
        bool interior = false;
        for (int c = -1; c < 6; ++c) {
            const HexCoord h = c < 0 ? guess : neighbor(guess, c);
            const i64 rel[3] = {p[0] - k * h.q, p[1] - k * h.r, p[2] - k * h.s()};
            const i64 pairs[3] = {rel[0] - rel[1], rel[1] - rel[2], rel[2] - rel[0]};
            const i64 worst = std::max({std::abs(pairs[0]), std::abs(pairs[1]), std::abs(pairs[2])});
            if (worst > k) continue;
            closed.push_back(h + from);
            if (worst < k) {
                interior = true;
                if (entered.insert(h + from).second) ref.entered.push_back(h + from);
            }
        }
        REQUIRE(!closed.empty());
        if (!interior && closed.size() == 3) cornerHexes.insert(closed.begin(), closed.end());
        const std::vector<HexCoord> boundary = !interior && closed.size() == 2 ? closed : std::vector<HexCoord>{};
        if (!boundary.empty() && boundary == previousBoundary) ref.spines.insert(sortedPair(boundary[0], boundary[1]));
        previousBoundary = boundary;
    }
    for (const HexCoord h : cornerHexes) {
        bool onSpine = false;
        for (const auto& [a, b] : ref.spines) onSpine = onSpine || a == h || b == h;
        if (!entered.count(h) && !onSpine) ref.cornerOnly.insert(h);
    }
    return ref;
}

void checkAgainstReference(HexCoord from, HexCoord to) {
    INFO("line (" << from.q << "," << from.r << ") -> (" << to.q << "," << to.r << ")");
    const HexLine line = hexLine(from, to);
    const Reference ref = bruteForce(from, to);
    std::vector<HexCoord> hexSteps;
    std::set<Pair> spines;
    std::set<HexCoord> touches;
    for (const auto& s : line.steps) {
        if (s.kind == LineStep::Kind::Hex) hexSteps.push_back(s.hex);
        else {
            spines.insert(sortedPair(s.hex, s.other));
            CHECK(s.hex == s.side.owner);
            CHECK(hexesOf(s.side) == std::pair{s.hex, s.other});
        }
        touches.insert(s.cornerTouches.begin(), s.cornerTouches.end());
    }
    REQUIRE(!line.steps.empty());
    CHECK(line.steps.front().kind == LineStep::Kind::Hex);
    CHECK(line.steps.front().hex == from);
    CHECK(line.steps.back().kind == LineStep::Kind::Hex);
    CHECK(line.steps.back().hex == to);
    CHECK(hexSteps == ref.entered);
    CHECK(spines == ref.spines);
    CHECK(touches == ref.cornerOnly);
    CHECK(line.hasSpine() == !spines.empty());
}

}  // namespace

TEST_CASE("hexLine matches an exact brute-force walk for every target within 12", "[hex][line]") {
    for (const HexCoord to : hexSpiral({0, 0}, 12)) checkAgainstReference({0, 0}, to);
}

TEST_CASE("hexLine matches the brute-force walk for random long lines", "[hex][line]") {
    std::mt19937 rng(20240611);
    std::uniform_int_distribution<int> coord(-40, 40);
    for (int i = 0; i < 150; ++i) {
        const HexCoord from{coord(rng), coord(rng)};
        HexCoord to{coord(rng), coord(rng)};
        if (hexDistance(from, to) > 30) to = from + HexCoord{(to.q - from.q) / 2, (to.r - from.r) / 2};
        checkAgainstReference(from, to);
    }
    // Multiples of the cube diagonals, where spines happen, from off-origin starts.
    for (const HexCoord diag :
         {HexCoord{2, -1}, HexCoord{1, 1}, HexCoord{-1, 2}, HexCoord{-2, 1}, HexCoord{-1, -1}, HexCoord{1, -2}})
        for (int k = 1; k <= 6; ++k) checkAgainstReference({7, -3}, HexCoord{7, -3} + diag * k);
}

TEST_CASE("a line along a cube diagonal runs along hexsides: spine steps", "[hex][line]") {
    const HexLine line = hexLine({0, 0}, {2, -1});  // cube (2,-1,-1)
    REQUIRE(line.steps.size() == 3);
    CHECK(line.steps[0].hex == HexCoord{0, 0});
    const LineStep& spine = line.steps[1];
    CHECK(spine.kind == LineStep::Kind::Spine);
    CHECK(spine.hex == HexCoord{1, -1});  // owner: the side is its direction 2
    CHECK(spine.other == HexCoord{1, 0});
    CHECK(spine.side == HexsideId{{1, -1}, 2});
    CHECK(line.steps[2].hex == HexCoord{2, -1});
    CHECK(line.hasSpine());
    CHECK(line.hexes() == std::vector<HexCoord>{{0, 0}, {1, -1}, {1, 0}, {2, -1}});

    const HexLine twice = hexLine({0, 0}, {4, -2});
    REQUIRE(twice.steps.size() == 5);
    CHECK(twice.steps[1].kind == LineStep::Kind::Spine);
    CHECK(twice.steps[2].hex == HexCoord{2, -1});
    CHECK(twice.steps[3].kind == LineStep::Kind::Spine);
}

TEST_CASE("a line through a corner reports the hex it only touches", "[hex][line]") {
    // Toward cube (5,-4,-1) the line passes the corner (5/3,-4/3,-1/3) of (1,-1), (2,-1), (2,-2).
    const HexLine line = hexLine({0, 0}, {5, -4});
    CHECK_FALSE(line.hasSpine());
    std::vector<HexCoord> touched;
    for (const auto& s : line.steps) touched.insert(touched.end(), s.cornerTouches.begin(), s.cornerTouches.end());
    CHECK(std::count(touched.begin(), touched.end(), HexCoord{2, -1}) == 1);
    const auto hexes = line.hexes();
    CHECK(std::find(hexes.begin(), hexes.end(), HexCoord{2, -1}) == hexes.end());
    CHECK(std::find(hexes.begin(), hexes.end(), HexCoord{1, -1}) != hexes.end());
    CHECK(std::find(hexes.begin(), hexes.end(), HexCoord{2, -2}) != hexes.end());
}

TEST_CASE("lines along an axis and degenerate lines", "[hex][line]") {
    CHECK(hexLine({3, 3}, {3, 3}).hexes() == std::vector<HexCoord>{{3, 3}});
    CHECK(hexLine({0, 0}, {3, 0}).hexes() == std::vector<HexCoord>{{0, 0}, {1, 0}, {2, 0}, {3, 0}});
    CHECK(hexLine({0, 0}, {0, -2}).hexes() == std::vector<HexCoord>{{0, 0}, {0, -1}, {0, -2}});
}

TEST_CASE("a line backwards visits the same hexes in reverse", "[hex][line]") {
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> coord(-15, 15);
    for (int i = 0; i < 300; ++i) {
        const HexCoord a{coord(rng), coord(rng)};
        const HexCoord b{coord(rng), coord(rng)};
        const HexLine ab = hexLine(a, b);
        const HexLine ba = hexLine(b, a);
        REQUIRE(ab.steps.size() == ba.steps.size());
        for (std::size_t k = 0; k < ab.steps.size(); ++k) {
            const LineStep& x = ab.steps[k];
            const LineStep& y = ba.steps[ab.steps.size() - 1 - k];
            CHECK(x.kind == y.kind);
            CHECK(x.hex == y.hex);
            CHECK(x.side == y.side);
        }
    }
}
