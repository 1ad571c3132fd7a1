#include "engine/model/scenario_references.hpp"

#include <map>
#include <unordered_set>

namespace engine {
namespace {

using Ids = std::unordered_set<std::string>;

template <class T>
Ids idsOf(const std::vector<T>& records) {
    Ids out;
    for (const T& r : records) out.insert(r.id);
    return out;
}

struct Checker {
    std::vector<std::string>& out;
    void operator()(const Ids& ids, const std::string& id, const std::string& who, const char* attr,
                    const char* what) const {
        if (id.empty() || ids.contains(id)) return;
        out.push_back(who + " " + attr + "= names " + what + " `" + id + "`, which the scenario does not define");
    }
};

}  // namespace

std::vector<std::string> danglingReferences(const Scenario& s) {
    std::vector<std::string> out;
    const Checker check{out};
    const Ids sides = idsOf(s.sides), formations = idsOf(s.formations), leaders = idsOf(s.leaders),
              areas = idsOf(s.entryAreas);
    Ids pieces = idsOf(s.units);
    pieces.insert(leaders.begin(), leaders.end());
    for (const Formation& f : s.formations) {
        const std::string who = "formation `" + f.id + "`";
        check(sides, f.side, who, "side", "side");
        check(formations, f.parent, who, "parent", "formation");
        check(leaders, f.commander, who, "commander", "leader");
    }
    for (const Leader& l : s.leaders) {
        check(sides, l.side, "leader `" + l.id + "`", "side", "side");
        check(formations, l.formation, "leader `" + l.id + "`", "formation", "formation");
    }
    for (const Unit& u : s.units) {
        check(sides, u.side, "unit `" + u.id + "`", "side", "side");
        check(formations, u.formation, "unit `" + u.id + "`", "formation", "formation");
    }
    for (const Placement& p : s.setup) check(pieces, p.piece, "set-up place", "piece", "unit or leader");
    for (const ReinforcementRow& row : s.schedule) {
        const std::string who = "schedule row `" + row.id + "`";
        check(sides, row.side, who, "side", "side");
        for (const std::string& id : row.units) check(pieces, id, who, "units", "unit or leader");
        for (const std::string& id : row.formations) check(formations, id, who, "formations", "formation");
        check(areas, row.entryArea, who, "area", "entry area");
    }
    for (const VictoryHex& v : s.victoryHexes) check(sides, v.side, "victory hex `" + v.id + "`", "side", "side");
    for (const VictoryCondition& v : s.victoryConditions)
        check(sides, v.side, "victory condition `" + v.id + "`", "side", "side");
    return out;
}

std::vector<std::string> danglingWaivers(const Scenario& s) {
    Ids pieces = idsOf(s.units);
    const Ids leaders = idsOf(s.leaders);
    pieces.insert(leaders.begin(), leaders.end());
    const std::map<std::string, Ids> byKind{{"unit", pieces},
                                            {"leader", leaders},
                                            {"formation", idsOf(s.formations)},
                                            {"side", idsOf(s.sides)},
                                            {"row", idsOf(s.schedule)},
                                            {"entry-area", idsOf(s.entryAreas)},
                                            {"victory-hex", idsOf(s.victoryHexes)}};
    std::vector<std::string> out;
    for (const Waiver& w : s.waivers) {
        const auto colon = w.location.find(':');
        if (colon == std::string::npos) continue;
        const auto kind = byKind.find(w.location.substr(0, colon));
        if (kind != byKind.end() && !kind->second.contains(w.location.substr(colon + 1)))
            out.push_back("waiver of " + w.rule + " at " + w.location + " names nothing");
    }
    return out;
}

}  // namespace engine
