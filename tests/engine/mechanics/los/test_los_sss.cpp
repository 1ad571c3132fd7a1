// SSS 30 line of sight: the worked example of §30.32 (digest LOS-1, T47) and the synthetic tests
// of digest §12.3 (L01-L10), plus the readings kept as options (los-unit-heights, los-dip-rule).
#include "los_board.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using engine::LosVerdict;
using lostest::cites;
using lostest::explain;
using lostest::LosBoard;

namespace {

// Willoughby Run: the printed map is not in the repo. The text gives only the hexes (A2629 Union
// artillery, A2423 Confederates, A2424 and A2524 beside the low ground) and says a real slope lies
// beside A2629. Built here: A2423-A2524 level 2, the run's valley (A2525, A2526) level 1, A2527 and
// A2628 level 2, A2629 level 3 behind a Minor Slope. With even stagger the line passes through
// A2424 and A2524 (ddba415).
LosBoard willoughbyRun(bool valley) {
    LosBoard b("sss", 60, 60, "A");
    for (const char* l : {"A2423", "A2424", "A2524", "A2525", "A2526", "A2527", "A2628"}) b.level(b.label(l), 2);
    b.level(b.label("A2629"), 3).hexside(b.label("A2629"), b.label("A2628"), "minor-slope");
    if (valley) b.level(b.label("A2525"), 1).level(b.label("A2526"), 1);
    return b;
}

}  // namespace

TEST_CASE("SSS LOS-1: A2629 to A2423 across Willoughby Run is blocked by the valley's virtual slope", "[los][sss]") {
    const LosBoard b = willoughbyRun(true);
    const auto line = engine::hexLine(b.label("A2629"), b.label("A2423")).hexes();
    CHECK(std::find(line.begin(), line.end(), b.label("A2424")) != line.end());
    CHECK(std::find(line.begin(), line.end(), b.label("A2524")) != line.end());
    const auto r = b.trace(b.label("A2629"), b.label("A2423"), "union", "artillery");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "SSS 30.32"));
    CHECK(explain(r).find("A2524") != std::string::npos);
    // The genuine slope beside A2629 plays no part: it lies beyond halfway.
    CHECK(explain(r).find("A2628") == std::string::npos);
    // LOS is the same from either end.
    CHECK(b.trace(b.label("A2423"), b.label("A2629"), "csa").verdict == LosVerdict::Blocked);
}

TEST_CASE("SSS LOS-1b: the same line over one continuous slope is clear", "[los][sss]") {
    const LosBoard b = willoughbyRun(false);
    const auto r = b.trace(b.label("A2629"), b.label("A2423"), "union", "artillery");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Clear);
}

TEST_CASE("SSS L01: adjacent hexes have LOS even with woods in both", "[los][sss]") {
    LosBoard b("sss");
    b.terrain(b.down(0), "woods").terrain(b.down(1), "woods");
    const auto r = b.trace(b.down(0), b.down(1));
    CHECK(r.verdict == LosVerdict::Clear);
    CHECK(cites(r, "SSS 30.23"));
}

TEST_CASE("SSS L02: same level, woods in the middle hex blocks", "[los][sss]") {
    LosBoard b("sss");
    b.terrain(b.down(2), "woods");
    const auto r = b.trace(b.down(0), b.down(3));
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "SSS 30.24"));
    CHECK(r.reasons.front().hexes == std::vector<engine::HexCoord>{b.down(2)});
}

TEST_CASE("SSS L03: same level, a friendly unit in between blocks a normal bombardment", "[los][sss]") {
    LosBoard b("sss");
    b.unit(b.down(1), "union").unit(b.down(0), "union", "artillery");
    CHECK(b.trace(b.down(0), b.down(3), "union", "artillery").verdict == LosVerdict::Blocked);
}

TEST_CASE("SSS L04: support fire sees past a friendly unit adjacent to the firer", "[los][sss]") {
    LosBoard b("sss");
    b.unit(b.down(1), "union");
    engine::LosQuery q{b.down(0), b.down(3), "union", "artillery"};
    q.supportFire = true;
    const auto r = b.trace(q);
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Clear);
    // An enemy unit there still blocks.
    LosBoard e("sss");
    e.unit(e.down(1), "csa");
    q = {e.down(0), e.down(3), "union", "artillery"};
    q.supportFire = true;
    CHECK(e.trace(q).verdict == LosVerdict::Blocked);
}

TEST_CASE("SSS L05: same level, a line down a spine with woods on one side only is clear", "[los][sss]") {
    LosBoard b("sss");
    const engine::HexCoord from = b.centre(), to = from + engine::HexCoord{4, -2};
    const auto line = engine::hexLine(from, to);
    REQUIRE(line.hasSpine());
    b.terrain(line.steps[1].hex, "woods");
    const auto r = b.trace(from, to);
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Clear);
}

TEST_CASE("SSS L06: same level, a spine with woods on both sides (not next to each other) blocks", "[los][sss]") {
    LosBoard b("sss");
    const engine::HexCoord from = b.centre(), to = from + engine::HexCoord{4, -2};
    const auto line = engine::hexLine(from, to);
    REQUIRE(line.steps[1].kind == engine::LineStep::Kind::Spine);
    REQUIRE(line.steps[3].kind == engine::LineStep::Kind::Spine);
    // One side of the first spine, the other side of the second: the woods never touch.
    b.terrain(line.steps[1].hex, "woods").terrain(line.steps[3].other, "woods");
    const auto r = b.trace(from, to);
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "SSS 30.25"));
}

TEST_CASE("SSS L07: one level up, a slope at 1.5 of 4 hexes from the lower end blocks", "[los][sss]") {
    LosBoard b("sss");
    b.profile({0, 0, 1, 1, 1}).hexside(b.down(1), b.down(2), "minor-slope");
    const auto r = b.trace(b.down(0), b.down(4));
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "SSS 30.34"));
    CHECK(b.trace(b.down(4), b.down(0)).verdict == LosVerdict::Blocked);
}

TEST_CASE("SSS L08: one level up, a slope at 2.5 of 4 hexes is clear", "[los][sss]") {
    LosBoard b("sss");
    b.profile({0, 0, 0, 1, 1}).hexside(b.down(2), b.down(3), "minor-slope");
    const auto r = b.trace(b.down(0), b.down(4));
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Clear);
}

TEST_CASE("SSS L09: two levels up, a slope at 1.5 moves to 2.5 and is clear", "[los][sss]") {
    LosBoard b("sss");
    b.profile({0, 0, 2, 2, 2}).hexside(b.down(1), b.down(2), "major-slope");
    const auto r = b.trace(b.down(0), b.down(4));
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Clear);
    // Only one level up, the same slope blocks.
    b.profile({0, 0, 1, 1, 1});
    CHECK(b.trace(b.down(0), b.down(4)).verdict == LosVerdict::Blocked);
}

TEST_CASE("SSS L10: three levels up a steady rise of plain contours is clear", "[los][sss]") {
    LosBoard b("sss");
    b.profile({0, 1, 2, 3});
    for (int k = 0; k < 3; ++k) b.hexside(b.down(k), b.down(k + 1), "contour");
    const auto r = b.trace(b.down(0), b.down(3));
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Clear);
    CHECK(cites(r, "SSS 30.32"));
}

TEST_CASE("SSS obstacles: woods between different levels act as a slope at their near edge", "[los][sss]") {
    LosBoard b("sss");
    b.profile({0, 0, 0, 0, 0, 2}).terrain(b.down(2), "woods");  // edge at 1.5, + 1 extra level = 2.5 <= 2.5
    auto r = b.trace(b.down(0), b.down(5));
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "SSS 30.35"));
    CHECK_FALSE(r.assumed());
    b.terrain(b.down(2), "clear").terrain(b.down(4), "woods");  // edge at 3.5 + 1 > 2.5
    CHECK(b.trace(b.down(0), b.down(5)).verdict == LosVerdict::Clear);
    b.level(b.down(5), 1);  // woods now stand above both ends
    r = b.trace(b.down(0), b.down(5));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(r.assumed());  // the above-both-ends rule is the digest's, not the rulebook's
}

TEST_CASE("SSS option los-unit-heights: enemy +1 literally, +2 uniformly", "[los][sss]") {
    LosBoard b("sss");
    b.profile({0, 0, 0, 0, 0, 0, 1}).unit(b.down(4), "csa");
    // Enemy unit at level 0 stands 1 level up: its edge lies at 3.5 of 6 (> 3): clear.
    auto r = b.trace(b.down(0), b.down(6), "union");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Clear);
    // Uniform heights make it 2 levels tall, above the higher end (1): blocked.
    b.option("los-unit-heights", "uniform");
    CHECK(b.trace(b.down(0), b.down(6), "union").verdict == LosVerdict::Blocked);
}

TEST_CASE("SSS option los-dip-rule: first drop vs only ground below the lower end", "[los][sss]") {
    LosBoard b("sss");
    b.profile({1, 1, 0, 0, 1, 1, 2});  // D = 6, lower end level 1, a dip of level 0 at 2-3
    const auto first = b.trace(b.down(0), b.down(6));
    INFO(explain(first));
    CHECK(first.verdict == LosVerdict::Blocked);  // drop between hexes 1 and 2: d = 1.5 <= 3
    b.option("los-dip-rule", "below-lower-end");
    CHECK(b.trace(b.down(0), b.down(6)).verdict == LosVerdict::Blocked);  // edge at 1.5 too
    b.profile({1, 2, 2, 1, 1, 1, 2});  // the ground dips only back to the lower end's level, at 2.5
    CHECK(b.trace(b.down(0), b.down(6)).verdict == LosVerdict::Clear);
    b.option("los-dip-rule", "first-drop");
    CHECK(b.trace(b.down(0), b.down(6)).verdict == LosVerdict::Blocked);
}
