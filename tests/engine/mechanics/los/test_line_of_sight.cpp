// The LOS interface: the algorithm chosen by the ruleset's los policy, verdict names, and the ZOI
// helper.
#include "los_board.hpp"

#include <catch2/catch.hpp>

TEST_CASE("makeLineOfSight picks the algorithm the los policy names", "[los]") {
    for (const std::string id : {"sss", "cwb", "hs", "lfm"}) {
        const auto los = engine::makeLineOfSight(lostest::templateRuleset(id));
        REQUIRE(los);
        CHECK(los->id() == id);
    }
    engine::Ruleset none = lostest::templateRuleset("sss");
    none.policies.erase("los");
    CHECK_FALSE(engine::makeLineOfSight(none));
    none.policies["los"].policy = "unknown";
    CHECK_FALSE(engine::makeLineOfSight(none));
}

TEST_CASE("LOS verdicts print as clear, partial, blocked", "[los]") {
    CHECK(std::string(engine::toString(engine::LosVerdict::Clear)) == "clear");
    CHECK(std::string(engine::toString(engine::LosVerdict::Partial)) == "partial");
    CHECK(std::string(engine::toString(engine::LosVerdict::Blocked)) == "blocked");
}

TEST_CASE("Every trace reports the hexes it examined and at least one cited reason", "[los]") {
    for (const std::string id : {"sss", "cwb", "hs", "lfm"}) {
        lostest::LosBoard b(id);
        b.terrain(b.down(2), "woods").level(b.down(3), 1);
        for (int d = 1; d <= 5; ++d) {
            const auto r = b.trace(b.down(0), b.down(d), "union", "infantry");
            INFO(id << " distance " << d << ": " << lostest::explain(r));
            CHECK(r.line.steps.size() == static_cast<std::size_t>(d) + 1);
            REQUIRE_FALSE(r.reasons.empty());
            for (const auto& reason : r.reasons) CHECK_FALSE(reason.cite.empty());
        }
    }
}

TEST_CASE("hasLineOfSight: false only when blocked", "[los]") {
    lostest::LosBoard b("sss");
    CHECK(b.zoiSees(b.down(0), b.down(3), "union"));
    b.terrain(b.down(1), "woods");
    CHECK_FALSE(b.zoiSees(b.down(0), b.down(3), "union"));
}
