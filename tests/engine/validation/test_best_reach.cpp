// The searches behind victory.unreachable and setup.out_of_command, on random SSS maps: a
// multi-start search stopped at its targets agrees with one that ran to the end; a search backwards
// from a hex agrees with the forward one and returns a path that costs what it says; no step
// costs less than the profile's cheapest step.
#include "engine/mechanics/movement/reach.hpp"
#include "engine/validation/checks/support/best_reach.hpp"
#include "tests/engine/mechanics/movement/movement_test_maps.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

using namespace engine;

namespace {

struct Case {
    HexMap map;
    std::vector<std::pair<HexCoord, double>> starts;  // hex, MP already spent
    double budget = 0;
};

Case randomCase(std::mt19937& rng, int trial) {
    const Ruleset& rs = movetest::templateRuleset("sss");
    Case c{movetest::randomMap(rs, rng, 12, 10), {}, 4.0 + trial % 7};
    std::uniform_int_distribution<std::size_t> hex(0, c.map.grid().size() - 1);
    std::uniform_int_distribution<int> spent(0, 3);
    for (int i = 0; i < 1 + trial % 4; ++i) c.starts.emplace_back(c.map.grid().at(hex(rng)), spent(rng));
    return c;
}

// Random cases, each with a profile of a class that changes with the trial.
template <class Check>
void forEachCase(unsigned seed, int trials, const std::vector<std::string>& classes, Check check) {
    const Ruleset& rs = movetest::templateRuleset("sss");
    std::mt19937 rng(seed);
    for (int trial = 0; trial < trials; ++trial) {
        const Case c = randomCase(rng, trial);
        const MovementProfile p(rs, c.map, classes[static_cast<std::size_t>(trial) % classes.size()], "tactical");
        INFO("trial " << trial);
        check(c, p, trial);
    }
}

}  // namespace

TEST_CASE("multi-start search: stopped once its targets are settled, it agrees where it settled",
          "[validation][reach][property]") {
    forEachCase(1863, 40, {"artillery", "infantry"}, [](const Case& c, const MovementProfile& p, int trial) {
        const MultiStartReach whole = costFromStarts(p, c.starts, c.budget);
        CHECK(whole.complete());
        std::vector<std::size_t> targets{static_cast<std::size_t>(trial * 7) % c.map.grid().size(),
                                         static_cast<std::size_t>(trial * 13) % c.map.grid().size()};
        const MultiStartReach stopped = costFromStarts(p, c.starts, c.budget, &targets);
        for (std::size_t t : targets) CHECK(stopped.cost[t] == whole.cost[t]);
        for (std::size_t i = 0; i < whole.cost.size(); ++i) {
            INFO("hex " << i);
            if (stopped.cost[i] <= stopped.settledBelow) CHECK(stopped.cost[i] == whole.cost[i]);
            CHECK(stopped.cost[i] >= whole.cost[i]);  // a real path's cost where not settled
        }
    });
}

TEST_CASE(
    "a reach towards targets agrees on them, stops once they are settled and searches only where they are in budget",
    "[validation][reach][property]") {
    forEachCase(1864, 60, {"infantry", "artillery"}, [](const Case& c, const MovementProfile& p, int trial) {
        const HexCoord from = c.starts.front().first;
        ReachOptions options;
        options.budget = c.budget;
        const ReachResult whole = computeReach(p, from, options);
        const std::size_t n = c.map.grid().size();
        std::vector<std::uint32_t> targets{static_cast<std::uint32_t>(static_cast<std::size_t>(trial) * 7 % n),
                                           static_cast<std::uint32_t>(static_cast<std::size_t>(trial) * 13 % n)};
        if (trial % 3 == 0) targets.push_back(targets.front());  // a hex named twice
        options.until = &targets;
        const ReachResult stopped = computeReach(p, from, options);
        for (std::uint32_t t : targets) {
            const HexCoord hex = c.map.grid().at(t);
            CHECK(stopped.reached(hex) == whole.reached(hex));
            CHECK(stopped.cost(hex) == whole.cost(hex));
        }
        CHECK(stopped.touched().size() <= whole.touched().size());
        for (std::uint32_t i : stopped.touched()) {
            const HexCoord hex = c.map.grid().at(i);
            CHECK(stopped.cost(hex) >= whole.cost(hex));  // a real path's cost, final where settled
            CHECK(stopped.pathTo(hex).back().cumulative == stopped.cost(hex));
        }
        // Guided by the cheapest step towards the targets, it leaves out hexes no target is
        // reachable through within the budget (but for the start).
        for (std::uint32_t i : stopped.touched()) {
            const HexCoord hex = c.map.grid().at(i);
            if (hex == from) continue;
            int toTarget = 1 << 30;
            for (std::uint32_t t : targets) toTarget = std::min(toTarget, hexDistance(hex, c.map.grid().at(t)));
            CHECK(stopped.cost(hex) + toTarget * p.cheapestStep() <= c.budget + kMpTolerance);
        }
    });
}

TEST_CASE("backward search: reaches a hex exactly when the forward search does, along a path that costs what it says",
          "[validation][reach][property]") {
    forEachCase(7, 30, {"cavalry", "infantry", "infantry"}, [](const Case& c, const MovementProfile& p, int) {
        const MultiStartReach forward = costFromStarts(p, c.starts, c.budget);
        const auto spentAt = [&](HexCoord h) -> std::optional<double> {
            std::optional<double> least;
            for (const auto& [hex, spent] : c.starts)
                if (hex == h && (!least || spent < *least)) least = spent;
            return least;
        };
        const HexGrid& grid = c.map.grid();
        for (std::size_t t = 0; t < grid.size(); ++t) {
            INFO("target " << grid.label(grid.at(t)));
            std::vector<std::size_t> path;
            double pathCost = -1;
            const bool reached = reachedFromSomeStart(p, grid.at(t), c.budget, spentAt, path, pathCost);
            REQUIRE(reached == (forward.cost[t] <= c.budget + kMpTolerance));
            if (!reached) continue;
            REQUIRE(path.back() == t);
            const auto start = spentAt(grid.at(path.front()));
            REQUIRE(start);
            double sum = 0;
            for (std::size_t i = 1; i < path.size(); ++i) {
                const HexCoord from = grid.at(path[i - 1]);
                sum += p.cost(from, directionTo(from, grid.at(path[i])));
            }
            CHECK(sum == Approx(pathCost));
            CHECK(*start + pathCost <= c.budget + kMpTolerance);
        }
    });
}

TEST_CASE("no step costs less than the profile's cheapest step", "[validation][reach][property]") {
    const Ruleset& rs = movetest::templateRuleset("sss");
    std::mt19937 rng(99);
    for (const char* cls : {"infantry", "cavalry", "artillery", "leader"}) {
        const HexMap map = movetest::randomMap(rs, rng, 10, 10);
        const MovementProfile p(rs, map, cls);
        REQUIRE(p.cheapestStep() > 0);
        double least = kProhibitedMove;
        for (std::size_t i = 0; i < map.grid().size(); ++i)
            for (int d = 0; d < 6; ++d) least = std::min(least, p.cost(map.grid().at(i), d));
        INFO(cls);
        CHECK(least >= p.cheapestStep());
    }
}
