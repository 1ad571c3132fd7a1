// CWB 19 line of sight. The source has no LOS example with hex ids (digest G3); these are the
// digest's derived profile tests L1-L19 (§12.3), each laid out along one straight column, and the
// two readings kept as options (crest-test, los-along-hexside).
#include "los_board.hpp"

#include <catch2/catch.hpp>

using engine::HexCoord;
using engine::LosVerdict;
using lostest::cites;
using lostest::explain;
using lostest::LosBoard;

namespace {

LosVerdict verdict(const LosBoard& b, HexCoord from, HexCoord to, const std::string& side = "") {
    const auto r = b.trace(from, to, side);
    INFO(explain(r));
    return r.verdict;
}

// A line along a spine: centre to centre + (2,-1) runs along the hexside between its two middle
// hexes. Everything on it stands at `level`.
struct Spine {
    HexCoord from, to, left, right;
};
Spine spineOn(LosBoard& b, int level) {
    Spine s{b.centre(), b.centre() + HexCoord{2, -1}, {}, {}};
    const auto line = engine::hexLine(s.from, s.to);
    REQUIRE(line.steps.size() == 3);
    REQUIRE(line.steps[1].kind == engine::LineStep::Kind::Spine);
    s.left = line.steps[1].hex;
    s.right = line.steps[1].other;
    for (HexCoord h : {s.from, s.to, s.left, s.right}) b.level(h, level);
    return s;
}

}  // namespace

TEST_CASE("CWB L1: equal levels with nothing higher between are clear (S2)", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({2, 2, 2, 2});
    CHECK(verdict(b, b.down(0), b.down(3)) == LosVerdict::Clear);
    CHECK(cites(b.trace(b.down(0), b.down(3)), "CWB 19.2c"));
}

TEST_CASE("CWB L2: forest between equal ends stands 1 higher and blocks (S1)", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({2, 2, 2}).terrain(b.down(1), "woods");
    CHECK(verdict(b, b.down(0), b.down(2)) == LosVerdict::Blocked);
}

TEST_CASE("CWB L3: higher ground between blocks (S1)", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({2, 3, 2});
    CHECK(verdict(b, b.down(0), b.down(2)) == LosVerdict::Blocked);
}

TEST_CASE("CWB L4: adjacent forest hexes see each other", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({2, 2}).terrain(b.down(0), "woods").terrain(b.down(1), "woods");
    const auto r = b.trace(b.down(0), b.down(1));
    CHECK(r.verdict == LosVerdict::Clear);
    CHECK(cites(r, "CWB 19.3e"));
}

TEST_CASE("CWB L5: a level-2 rise nearer the lower end, cut off by level 1, blocks (S6)", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({3, 1, 1, 2, 1});
    CHECK(verdict(b, b.down(0), b.down(4)) == LosVerdict::Blocked);
    CHECK(verdict(b, b.down(4), b.down(0)) == LosVerdict::Blocked);  // symmetric (19.3a)
}

TEST_CASE("CWB L6: a level-2 shoulder nearer the higher end does not block", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({3, 2, 1, 1, 1});
    CHECK(verdict(b, b.down(0), b.down(4)) == LosVerdict::Clear);
}

TEST_CASE("CWB L7: the forward drop (2) is no farther than the rear drop (4): clear", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({2, 3, 3, 3, 3, 3, 2, 1, 1});  // behind: 3,3,3,2 | A=down(4) | 3 2 1 | B=down(8)
    CHECK(verdict(b, b.down(4), b.down(8)) == LosVerdict::Clear);
}

TEST_CASE("CWB L8: the ground drops 1 hex behind A but 2 ahead: A is behind the crest (S5)", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({2, 3, 3, 2, 1, 1});  // behind: 2 | A=down(1) | 3 2 1 | B=down(5)
    const auto r = b.trace(b.down(1), b.down(5));
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(explain(r).find("S5") != std::string::npos);
}

TEST_CASE("CWB L9: ground rising behind A lets it see over the crest", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({4, 3, 3, 2, 1, 1});  // behind: 4 | A=down(1)
    CHECK(verdict(b, b.down(1), b.down(5)) == LosVerdict::Clear);
}

TEST_CASE("CWB L10: a rise as high as A, cut off from A by lower ground, blocks (S4)", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({3, 2, 3, 1, 1});
    const auto r = b.trace(b.down(0), b.down(4));
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(explain(r).find("S4") != std::string::npos);
}

TEST_CASE("CWB L11: units in the middle hex raise it by 1 and block (19.3d)", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({1, 1, 1}).unit(b.down(1), "csa");
    CHECK(verdict(b, b.down(0), b.down(2), "union") == LosVerdict::Blocked);
    CHECK(verdict(b, b.down(0), b.down(2), "csa") == LosVerdict::Blocked);
}

TEST_CASE("CWB L12: terrain LOS clear but no fire over friendly units adjacent to the target", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({3, 1, 1}).unit(b.down(1), "union").unit(b.down(2), "csa");
    const auto r = b.trace(b.down(0), b.down(2), "union");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Clear);
    CHECK_FALSE(r.fireAllowed);
    CHECK(cites(r, "CWB 19.3d"));
}

TEST_CASE("CWB L13: a line along the hexside of a level-2 and a level-1 hex sees through the lower side",
          "[los][cwb]") {
    LosBoard b("cwb");
    const Spine s = spineOn(b, 1);
    b.level(s.left, 2);
    CHECK(verdict(b, s.from, s.to) == LosVerdict::Clear);
    b.level(s.right, 2);  // both sides higher: blocked
    CHECK(verdict(b, s.from, s.to) == LosVerdict::Blocked);
}

TEST_CASE("CWB L14: an enemy unit beside a hexside the line runs along blocks it", "[los][cwb]") {
    LosBoard b("cwb");
    const Spine s = spineOn(b, 1);
    b.unit(s.right, "csa");
    const auto r = b.trace(s.from, s.to, "union");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "CWB 19.3f"));
    CHECK(verdict(b, s.from, s.to, "csa") == LosVerdict::Clear);  // a friendly unit there does not
}

TEST_CASE("CWB L15: a forest hexside belongs to the obstacle (los-along-hexside terrain-first)", "[los][cwb]") {
    LosBoard b("cwb");
    const Spine s = spineOn(b, 1);
    b.terrain(s.left, "woods");
    CHECK(verdict(b, s.from, s.to) == LosVerdict::Blocked);
    b.option("los-along-hexside", "either-side");  // 19.3f alone: the clear side lets it through
    CHECK(verdict(b, s.from, s.to) == LosVerdict::Clear);
}

TEST_CASE("CWB L16: an urban hexside beside a clear hex adds nothing", "[los][cwb]") {
    LosBoard b("cwb");
    const Spine s = spineOn(b, 1);
    b.terrain(s.left, "town");
    CHECK(verdict(b, s.from, s.to) == LosVerdict::Clear);
}

TEST_CASE("CWB L17: a hexside between two urban hexes blocks", "[los][cwb]") {
    LosBoard b("cwb");
    const Spine s = spineOn(b, 1);
    b.terrain(s.left, "town").terrain(s.right, "town");
    CHECK(verdict(b, s.from, s.to) == LosVerdict::Blocked);
}

TEST_CASE("CWB L18: at night two hexes is beyond visibility", "[los][cwb]") {
    LosBoard b("cwb");
    engine::LosQuery q{b.down(0), b.down(2), "union", ""};
    q.night = true;
    const auto r = b.trace(q);
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "CWB 29.0a"));
    q.to = b.down(1);
    CHECK(b.trace(q).verdict == LosVerdict::Clear);
}

TEST_CASE("CWB L19: visibility 3 on the turn track, range 4: no LOS", "[los][cwb]") {
    LosBoard b("cwb");
    engine::LosQuery q{b.down(0), b.down(4), "union", ""};
    q.visibility = 3;
    CHECK(b.trace(q).verdict == LosVerdict::Blocked);
    q.to = b.down(3);
    CHECK(b.trace(q).verdict == LosVerdict::Clear);
}

TEST_CASE("CWB option crest-test: equal drops ahead and behind", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({2, 3, 3, 3, 2, 2});  // A=down(2): drops 2 hexes behind and 2 ahead
    CHECK(verdict(b, b.down(2), b.down(5)) == LosVerdict::Clear);
    b.option("crest-test", "forward-drop-lt-rear-drop");
    CHECK(verdict(b, b.down(2), b.down(5)) == LosVerdict::Blocked);
}

TEST_CASE("CWB hexsides between hex centres stand at the lower level plus half the difference", "[los][cwb]") {
    LosBoard b("cwb");
    b.profile({0, 1, 1, 3});  // A=down(3) level 3 looks down at B=down(0) level 0
    const auto r = b.trace(b.down(3), b.down(0));
    INFO(explain(r));
    // The ramps do not make a plain slope block: S6 finds nothing nearer B cut off from A.
    CHECK(r.verdict == LosVerdict::Clear);
}
