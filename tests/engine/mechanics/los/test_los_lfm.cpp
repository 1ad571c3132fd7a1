// LFM R27 line of sight: the worked example R27.ex (targets A-K seen from the guns in 2444) and the
// comparison rules R27.1-R27.3, R27.5, R27.7 with their options (los-units-raise, los-path-set).
// The figure of R27.ex (Second Manassas: Dogan Ridge, Buck Hill) is not in the text: only 2444,
// 1843 (a hill with unit H) and 1844 (clear) are named. Each target gets its own small map with the
// given range and the obstacle the text names; the other hexes are level-0 clear.
#include "los_board.hpp"

#include <catch2/catch.hpp>

using engine::HexCoord;
using engine::LosVerdict;
using lostest::cites;
using lostest::explain;
using lostest::LosBoard;

namespace {

struct Guns {
    LosBoard board{"lfm", 40, 60};
    HexCoord at = board.label("2444");
    // r hexes straight down the guns' column.
    [[nodiscard]] HexCoord down(int r) const { return at + engine::kHexDirections[2] * r; }
    [[nodiscard]] engine::LosResult look(HexCoord target) const {
        const auto r = board.trace(at, target, "union", "artillery");
        INFO(explain(r));
        return r;
    }
    // The artillery ZOI of R27.ex: 5 hexes, LOS not blocked (LFM R6.1; partial counts, R27.ex).
    [[nodiscard]] bool inZoi(HexCoord target) const {
        return hexDistance(at, target) <= 5 && board.zoiSees(at, target, "union");
    }
};

}  // namespace

TEST_CASE("LFM R27.ex A: range 9, partial (target in woods)", "[los][lfm]") {
    Guns g;
    g.board.terrain(g.down(9), "woods");
    CHECK(hexDistance(g.at, g.down(9)) == 9);
    const auto r = g.look(g.down(9));
    CHECK(r.verdict == LosVerdict::Partial);
    CHECK(cites(r, "LFM R27.7"));
}

TEST_CASE("LFM R27.ex B: range 8, clear, beyond the 5-hex ZOI", "[los][lfm]") {
    Guns g;
    CHECK(g.look(g.down(8)).verdict == LosVerdict::Clear);
    CHECK_FALSE(g.inZoi(g.down(8)));
}

TEST_CASE("LFM R27.ex C: range 8, partial (target in town)", "[los][lfm]") {
    Guns g;
    g.board.terrain(g.down(8), "town");
    CHECK(g.look(g.down(8)).verdict == LosVerdict::Partial);
}

TEST_CASE("LFM R27.ex D: range 6, blocked", "[los][lfm]") {
    Guns g;
    g.board.level(g.down(3), 1);
    CHECK(g.look(g.down(6)).verdict == LosVerdict::Blocked);
}

TEST_CASE("LFM R27.ex E: range 4, partial, in the ZOI", "[los][lfm]") {
    Guns g;
    g.board.terrain(g.down(4), "woods");
    CHECK(g.look(g.down(4)).verdict == LosVerdict::Partial);
    CHECK(g.inZoi(g.down(4)));
}

TEST_CASE("LFM R27.ex F: range 4, blocked by Dogan Ridge, outside the ZOI", "[los][lfm]") {
    Guns g;
    for (HexCoord h : engine::hexRing(g.down(2), 1)) g.board.level(h, 1);  // the ridge around the line
    g.board.level(g.down(2), 1);
    const auto r = g.look(g.down(4));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "LFM R27.1"));
    CHECK_FALSE(g.inZoi(g.down(4)));
}

TEST_CASE("LFM R27.ex G: range 4, clear, in the ZOI", "[los][lfm]") {
    Guns g;
    CHECK(g.look(g.down(4)).verdict == LosVerdict::Clear);
    CHECK(g.inZoi(g.down(4)));
}

TEST_CASE("LFM R27.ex H: unit H on the hill in 1843 at range 6 is in clear view", "[los][lfm]") {
    Guns g;
    const HexCoord h = g.board.label("1843");
    g.board.level(h, 1).unit(h, "csa");
    CHECK(hexDistance(g.at, h) == 6);
    CHECK(g.look(h).verdict == LosVerdict::Clear);
    CHECK_FALSE(g.inZoi(h));
}

TEST_CASE("LFM R27.ex I: range 7, the path through 1843 is blocked by the hill and unit H, through 1844 clear: partial",
          "[los][lfm]") {
    Guns g;
    const HexCoord hill = g.board.label("1843"), target = g.board.label("1744");
    g.board.level(hill, 1).unit(hill, "csa");
    CHECK(hexDistance(g.at, target) == 7);
    const auto r = g.look(target);
    CHECK(r.verdict == LosVerdict::Partial);
    bool hillNamed = false;
    for (const auto& reason : r.reasons) hillNamed = hillNamed || reason.hexes == std::vector<HexCoord>{hill};
    CHECK(hillNamed);
    CHECK(r.assumed());  // the path-set tolerance is ours
    // A strict line draw passes through 1844 only and sees the target clearly.
    g.board.option("los-path-set", "strict-line");
    CHECK(g.look(target).verdict == LosVerdict::Clear);
}

TEST_CASE("LFM R27.ex J: range 5, partial (woods on one of three shortest paths), in the ZOI", "[los][lfm]") {
    Guns g;
    const HexCoord target = g.board.label("2041");
    g.board.terrain(g.board.label("2243"), "woods");
    CHECK(hexDistance(g.at, target) == 5);
    CHECK(g.look(target).verdict == LosVerdict::Partial);
    CHECK(g.inZoi(target));
}

TEST_CASE("LFM R27.ex K: range 5, blocked by the woods on Buck Hill", "[los][lfm]") {
    Guns g;
    g.board.level(g.at, 1).level(g.down(5), 1);
    for (HexCoord h : {g.down(2), g.down(3)}) g.board.level(h, 1);
    CHECK(g.look(g.down(5)).verdict == LosVerdict::Clear);  // the bare hill alone is no higher than the ends
    g.board.terrain(g.down(3), "woods");
    const auto r = g.look(g.down(5));
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(cites(r, "LFM R27.6"));
    CHECK_FALSE(g.inZoi(g.down(5)));
}

TEST_CASE("LFM R27.2 and R27.3: as high as the higher end obstructs, a level between the ends does not", "[los][lfm]") {
    Guns g;
    g.board.level(g.at, 2).level(g.down(2), 2).level(g.down(4), 1);
    CHECK(cites(g.look(g.down(4)), "LFM R27.2"));
    CHECK(g.look(g.down(4)).verdict == LosVerdict::Blocked);
    g.board.level(g.at, 1).level(g.down(4), 2);
    CHECK(cites(g.look(g.down(4)), "LFM R27.3"));
    g.board.level(g.at, 3).level(g.down(4), 1);
    CHECK(g.look(g.down(4)).verdict == LosVerdict::Clear);
}

TEST_CASE("LFM option los-units-raise: friendly units only, or any unit, never for a ZOI", "[los][lfm]") {
    Guns g;
    g.board.unit(g.down(2), "csa");
    CHECK(g.look(g.down(4)).verdict == LosVerdict::Clear);  // an enemy unit does not raise the hex
    g.board.option("los-units-raise", "any-unit");
    CHECK(g.look(g.down(4)).verdict == LosVerdict::Blocked);
    CHECK(g.inZoi(g.down(4)));  // units never block a ZOI (R6.1)

    Guns f;
    f.board.unit(f.down(2), "union");
    CHECK(f.look(f.down(4)).verdict == LosVerdict::Blocked);
    CHECK(f.inZoi(f.down(4)));
}

TEST_CASE("LFM adjacent hexes are outside R27 and count as clear", "[los][lfm]") {
    Guns g;
    g.board.level(g.down(1), 3).terrain(g.down(1), "woods");
    CHECK(g.look(g.down(1)).verdict == LosVerdict::Clear);
}
