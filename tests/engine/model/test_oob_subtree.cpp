// A selection's subtree, found in one pass (oobSubtree) and through the indexed links of many
// selections (OobSubtrees), against a walk written from the definition, on random orders of
// battle with parent cycles, duplicate ids and unknown ids.
#include "engine/model/oob_subtree.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>

namespace {

engine::Scenario randomOob(std::mt19937& rng) {
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    engine::Scenario s;
    const int formations = 1 + pick(12);
    const auto formationId = [&] { return "f" + std::to_string(pick(formations + 2)); };  // some unknown
    for (int i = 0; i < formations; ++i) {
        engine::Formation f;
        f.id = pick(10) == 0 ? formationId() : "f" + std::to_string(i);  // now and then a duplicate
        f.parent = pick(4) == 0 ? std::string() : formationId();         // cycles happen
        s.formations.push_back(f);
    }
    for (int i = 0, n = pick(30); i < n; ++i) {
        engine::Unit u;
        u.id = "u" + std::to_string(pick(n + 1));
        u.formation = pick(5) == 0 ? std::string() : formationId();
        s.units.push_back(u);
    }
    for (int i = 0, n = pick(8); i < n; ++i) {
        engine::Leader l;
        l.id = "l" + std::to_string(i);
        l.formation = formationId();
        s.leaders.push_back(l);
    }
    return s;
}

// Everything below the selected ids by the definition: a formation record is in when its id is
// selected or its parent is the id of a record in; a leader or unit when its id is selected or its
// formation is the id of a formation record in.
engine::OobSubtree byDefinition(const engine::Scenario& s, const std::vector<std::string>& pieces) {
    const std::set<std::string> asked(pieces.begin(), pieces.end());
    std::vector<bool> taken(s.formations.size(), false);
    std::set<std::string> in;  // the ids of the formation records in
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t i = 0; i < s.formations.size(); ++i)
            if (!taken[i] && (asked.count(s.formations[i].id) || in.count(s.formations[i].parent))) {
                taken[i] = grew = true;
                in.insert(s.formations[i].id);
            }
    }
    engine::OobSubtree out;
    for (std::size_t i = 0; i < s.formations.size(); ++i)
        if (taken[i]) out.formations.push_back(i);
    for (std::size_t i = 0; i < s.leaders.size(); ++i)
        if (asked.count(s.leaders[i].id) || in.count(s.leaders[i].formation)) out.leaders.push_back(i);
    for (std::size_t i = 0; i < s.units.size(); ++i)
        if (asked.count(s.units[i].id) || in.count(s.units[i].formation)) out.units.push_back(i);
    return out;
}

bool same(const engine::OobSubtree& a, const engine::OobSubtree& b) {
    return a.formations == b.formations && a.leaders == b.leaders && a.units == b.units;
}

}  // namespace

TEST_CASE("a selection's subtree is the same found in one pass, through the index, and by definition", "[model][oob]") {
    std::mt19937 rng(1863);
    for (int round = 0; round < 2000; ++round) {
        const engine::Scenario s = randomOob(rng);
        std::vector<std::string> pieces;
        for (int i = 0, n = std::uniform_int_distribution<int>(0, 4)(rng); i < n; ++i) {
            const int which = std::uniform_int_distribution<int>(0, 2)(rng);
            pieces.push_back((which == 0   ? "f"
                              : which == 1 ? "u"
                                           : "l") +
                             std::to_string(std::uniform_int_distribution<int>(0, 14)(rng)));
        }
        const engine::OobSubtree expected = byDefinition(s, pieces);
        INFO("round " << round);
        CHECK(same(engine::oobSubtree(s, pieces), expected));
        CHECK(same(engine::OobSubtrees(s).of(pieces), expected));
    }
}
