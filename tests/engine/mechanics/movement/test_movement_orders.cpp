// The orders each ruleset's movement rules read: the zone-entry rows by order and the orders that may
// not engage the enemy, each once, in the template's order; none for CWB.
#include "engine/io/ruleset_file.hpp"
#include "engine/mechanics/movement/movement_orders.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

namespace {
std::vector<std::string> ordersOf(const char* id) {
    return engine::movementOrders(engine::loadRuleset((testpaths::rulesets() / (std::string(id) + ".xml")).string()));
}
}  // namespace

TEST_CASE("the orders a ruleset's movement reads come from its zone-entry rows and engage rule", "[movement][orders]") {
    // SSS 9.111-9.211, 21.31: the order-entry rows.
    const std::vector<std::string> sss = ordersOf("sss");
    CHECK(sss == std::vector<std::string>{"march", "defend", "general", "build-preparation", "reserve-maintained",
                                          "rr-preparation", "out-of-command"});
    // HS 11.4, 11.5, 20.0: the orders that may not engage.
    CHECK(ordersOf("hs") == std::vector<std::string>{"maneuver", "regroup", "brigade-reserve-movement"});
    // LFM R5.6, R22.3.
    CHECK(ordersOf("lfm") == std::vector<std::string>{"out-of-command", "detached"});
    // Not applying: CWB's movement reads no orders.
    CHECK(ordersOf("cwb").empty());
}
