// HS 12.1a line of sight. The source has no LOS example with hex ids; its two qualitative notes
// (digest E3, E4) and the digest's derived cases D1-D13 are laid out along one straight column:
// F = down(0), I1 = down(1), I2 = down(2)... T last.
#include "los_board.hpp"

#include <catch2/catch.hpp>

using engine::HexCoord;
using engine::LosVerdict;
using lostest::cites;
using lostest::explain;
using lostest::LosBoard;

TEST_CASE("HS E3: fire over intervening units at a target in Woods is obscured twice: 4 left", "[los][hs]") {
    LosBoard b("hs");
    b.profile({1, 0, 1}).unit(b.down(1), "csa").terrain(b.down(2), "woods");
    const auto r = b.trace(b.down(0), b.down(2), "union", "artillery");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Partial);
    CHECK(r.columnShiftLeft == 4);
}

TEST_CASE("HS E4: firing up or down over lower Woods arcs over them: obscured, 2 left", "[los][hs]") {
    LosBoard b("hs");
    b.profile({1, 0, 0, 2}).terrain(b.down(1), "woods").terrain(b.down(2), "woods");
    for (auto [from, to] : {std::pair{b.down(0), b.down(3)}, std::pair{b.down(3), b.down(0)}}) {
        const auto r = b.trace(from, to, "union", "infantry");
        INFO(explain(r));
        CHECK(r.verdict == LosVerdict::Partial);
        CHECK(r.columnShiftLeft == 2);
    }
}

TEST_CASE("HS D1: Woods below both ends only obscure: 2 left", "[los][hs]") {
    LosBoard b("hs");
    b.profile({2, 1, 1, 2}).terrain(b.down(1), "woods");
    const auto r = b.trace(b.down(0), b.down(3), "union", "infantry");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Partial);
    CHECK(r.columnShiftLeft == 2);
    CHECK(cites(r, "HS 12.1a"));
}

TEST_CASE("HS D2: as D1 with the target in Woods: types 1 and 2, 4 left", "[los][hs]") {
    LosBoard b("hs");
    b.profile({2, 1, 1, 2}).terrain(b.down(1), "woods").terrain(b.down(3), "woods");
    CHECK(b.trace(b.down(0), b.down(3), "union", "infantry").columnShiftLeft == 4);
}

TEST_CASE("HS D3: Woods at the ends' level block", "[los][hs]") {
    LosBoard b("hs");
    b.profile({2, 2, 2}).terrain(b.down(1), "woods");
    const auto r = b.trace(b.down(0), b.down(2), "union", "infantry");
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(r.reasons.back().hexes == std::vector<HexCoord>{b.down(1)});
}

TEST_CASE("HS D4: one Orchard at the ends' level obscures (type 3): 2 left", "[los][hs]") {
    LosBoard b("hs");
    b.profile({1, 1, 1, 1}).terrain(b.down(1), "orchard");
    const auto r = b.trace(b.down(0), b.down(3), "union", "infantry");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Partial);
    CHECK(r.columnShiftLeft == 2);
    CHECK(explain(r).find("type 3") != std::string::npos);
}

TEST_CASE("HS D5: a second Orchard at the ends' level blocks", "[los][hs]") {
    LosBoard b("hs");
    b.profile({1, 1, 1, 1}).terrain(b.down(1), "orchard").terrain(b.down(2), "orchard");
    const auto r = b.trace(b.down(0), b.down(3), "union", "infantry");
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(r.reasons.back().hexes == std::vector<HexCoord>{b.down(2)});
}

TEST_CASE("HS D6: any unit at the ends' level blocks", "[los][hs]") {
    LosBoard b("hs");
    b.profile({1, 1, 1}).unit(b.down(1), "csa");
    CHECK(b.trace(b.down(0), b.down(2), "union", "infantry").verdict == LosVerdict::Blocked);
}

TEST_CASE("HS D7: friendly units below: infantry may not fire, artillery fires obscured", "[los][hs]") {
    LosBoard b("hs");
    b.profile({2, 1, 2}).unit(b.down(1), "union");
    const auto inf = b.trace(b.down(0), b.down(2), "union", "infantry");
    CHECK_FALSE(inf.fireAllowed);
    const auto art = b.trace(b.down(0), b.down(2), "union", "artillery");
    CHECK(art.fireAllowed);
    CHECK(art.verdict == LosVerdict::Partial);
    CHECK(art.columnShiftLeft == 2);
}

TEST_CASE("HS D8: infantry may fire over enemy units below: obscured, 2 left", "[los][hs]") {
    LosBoard b("hs");
    b.profile({2, 1, 2}).unit(b.down(1), "csa");
    const auto r = b.trace(b.down(0), b.down(2), "union", "infantry");
    CHECK(r.fireAllowed);
    CHECK(r.verdict == LosVerdict::Partial);
    CHECK(r.columnShiftLeft == 2);
}

TEST_CASE("HS D9: ground higher than both ends blocks (case iv)", "[los][hs]") {
    LosBoard b("hs");
    b.profile({1, 2, 1});
    const auto r = b.trace(b.down(0), b.down(2), "union", "infantry");
    CHECK(r.verdict == LosVerdict::Blocked);
    CHECK(explain(r).find("case iv") != std::string::npos);
}

TEST_CASE("HS D10: Woods at the lower end's level: obscured (recommended) or blocked (literal)", "[los][hs]") {
    LosBoard b("hs");
    b.profile({1, 1, 1, 3}).terrain(b.down(1), "woods").terrain(b.down(2), "woods");
    const auto rec = b.trace(b.down(0), b.down(3), "union", "infantry");
    INFO(explain(rec));
    CHECK(rec.verdict == LosVerdict::Partial);
    CHECK(rec.columnShiftLeft == 2);
    b.option("los-case-ii-lower-endpoint", "blocks");
    const auto lit = b.trace(b.down(0), b.down(3), "union", "infantry");
    CHECK(lit.verdict == LosVerdict::Blocked);
    CHECK(lit.reasons.back().hexes == std::vector<HexCoord>{b.down(1)});
}

TEST_CASE("HS D11: along a spine, Woods on one side obscure, on both sides block", "[los][hs]") {
    LosBoard b("hs");
    const HexCoord from = b.centre(), to = from + HexCoord{2, -1};
    const auto line = engine::hexLine(from, to);
    REQUIRE(line.steps[1].kind == engine::LineStep::Kind::Spine);
    CHECK(b.trace(from, to, "union", "infantry").verdict == LosVerdict::Clear);
    b.terrain(line.steps[1].hex, "woods");
    const auto one = b.trace(from, to, "union", "infantry");
    INFO(explain(one));
    CHECK(one.verdict == LosVerdict::Partial);
    b.terrain(line.steps[1].other, "woods");
    CHECK(b.trace(from, to, "union", "infantry").verdict == LosVerdict::Blocked);
}

TEST_CASE("HS D12: artillery cannot fire into the hex below a Steep Slope it looks down across", "[los][hs]") {
    LosBoard b("hs");
    b.profile({3, 3, 1, 1}).hexside(b.down(1), b.down(2), "steep-slope");
    const auto blind = b.trace(b.down(0), b.down(2), "union", "artillery");
    INFO(explain(blind));
    CHECK(blind.verdict == LosVerdict::Blocked);
    CHECK(cites(blind, "HS 9.4d"));
    CHECK(b.trace(b.down(0), b.down(3), "union", "artillery").verdict == LosVerdict::Clear);
    CHECK(b.trace(b.down(0), b.down(2), "union", "infantry").verdict == LosVerdict::Clear);  // artillery only
}

TEST_CASE("HS D13: artillery in a Sloping hex cannot fire", "[los][hs]") {
    LosBoard b("hs");
    b.feature(b.down(0), "sloping");
    CHECK_FALSE(b.trace(b.down(0), b.down(3), "union", "artillery").fireAllowed);
    CHECK(b.trace(b.down(0), b.down(3), "union", "infantry").fireAllowed);
}

TEST_CASE("HS options case-i-obscurers and target-obscuring-adjacent", "[los][hs]") {
    LosBoard b("hs");
    b.profile({2, 1, 2}).terrain(b.down(1), "orchard");
    CHECK(b.trace(b.down(0), b.down(2), "union", "infantry").verdict == LosVerdict::Clear);
    b.option("case-i-obscurers", "all-blocking-terrain");
    CHECK(b.trace(b.down(0), b.down(2), "union", "infantry").verdict == LosVerdict::Partial);

    LosBoard adj("hs");
    adj.terrain(adj.down(1), "woods");
    CHECK(adj.trace(adj.down(0), adj.down(1), "union", "infantry").columnShiftLeft == 2);
    adj.option("target-obscuring-adjacent", "not-at-range-1");
    CHECK(adj.trace(adj.down(0), adj.down(1), "union", "infantry").columnShiftLeft == 0);
}

TEST_CASE("HS Woods between the ends' levels are taken as lower ground (assumed)", "[los][hs]") {
    LosBoard b("hs");
    b.profile({1, 2, 3}).terrain(b.down(1), "woods");
    const auto r = b.trace(b.down(0), b.down(2), "union", "infantry");
    INFO(explain(r));
    CHECK(r.verdict == LosVerdict::Partial);
    CHECK(r.assumed());
}
