#include "engine/validation/file_checks.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace engine {
namespace {

Diagnostic error(std::string rule, std::string message, std::vector<Location> where) {
    return Diagnostic{Severity::Error, std::move(rule), {}, std::move(message), std::move(where), false, {}};
}

// Ids used by map hexes / hexsides that the ruleset does not define, one diagnostic per id with
// the number of uses and (up to) the first ten places.
class UnknownIdCollector {
public:
    void add(const std::string& id, Location where) {
        auto& e = m_uses[id];
        ++e.count;
        if (e.where.size() < 10) e.where.push_back(std::move(where));
    }
    void report(std::vector<Diagnostic>& out, const std::string& rule, const std::string& what, const Ruleset& rs) const {
        for (const auto& [id, e] : m_uses)
            out.push_back(error(rule, what + " `" + id + "` is not defined by ruleset " + rs.id + " (" +
                                          std::to_string(e.count) + (e.count == 1 ? " use)" : " uses)"),
                                e.where));
    }

private:
    struct Uses {
        int count = 0;
        std::vector<Location> where;
    };
    std::map<std::string, Uses> m_uses;
};

template <typename Records>
void checkUnique(const Records& records, const std::string& kind, std::set<std::string>& seen,
                 std::vector<Diagnostic>& out) {
    for (const auto& r : records) {
        if (r.id.empty()) out.push_back(error("file.missing_id", "a " + kind + " has no id", {{kind, ""}}));
        else if (!seen.insert(r.id).second)
            out.push_back(error("oob.duplicate_id", "id `" + r.id + "` is used by more than one record (" + kind + ")", {{kind, r.id}}));
    }
}

template <typename Records>
void checkSides(const Records& records, const std::string& kind, const Scenario& sc, std::vector<Diagnostic>& out) {
    for (const auto& r : records)
        if (!sc.findSide(r.side))
            out.push_back(error("oob.unknown_side", kind + " `" + r.id + "` names side `" + r.side + "`, which the scenario does not define",
                                {{kind, r.id}}));
}

void checkAttributes(const AttributeMap& attrs, const std::string& kind, const std::string& id,
                     const AttributeDef* (Ruleset::*find)(std::string_view) const, const Ruleset& rs,
                     std::vector<Diagnostic>& out) {
    for (const auto& [name, value] : attrs)
        if (!(rs.*find)(name))
            out.push_back(error("oob.unknown_attribute", kind + " `" + id + "` has attribute `" + name +
                                                             "`, which ruleset " + rs.id + " does not define",
                                {{kind, id}}));
}

}  // namespace

std::vector<Diagnostic> checkMapFile(const HexMap& map, const Ruleset& rs) {
    std::vector<Diagnostic> out;
    UnknownIdCollector terrain, features, sides;
    const HexGrid& grid = map.grid();
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        const auto t = map.terrain(h);
        if (!t.empty() && !rs.findTerrain(t)) terrain.add(std::string(t), {"hex", grid.label(h)});
        for (const auto& f : map.features(h))
            if (!rs.findFeature(f)) features.add(f, {"hex", grid.label(h)});
    }
    for (const HexsideId& side : map.featuredHexsides()) {
        auto [a, b] = hexesOf(side);
        const std::string key = (map.contains(a) ? grid.label(a) : "") + "|" + (map.contains(b) ? grid.label(b) : "");
        for (const auto& f : map.hexsideFeatures(side))
            if (!rs.findHexside(f)) sides.add(f, {"hexside", key});
    }
    terrain.report(out, "map.unknown_terrain", "terrain", rs);
    features.report(out, "map.unknown_feature", "hex feature", rs);
    sides.report(out, "map.unknown_hexside_feature", "hexside feature", rs);
    if (!map.rulesetId().empty() && map.rulesetId() != rs.id)
        out.push_back(Diagnostic{Severity::Warning, "map.ruleset_mismatch", {},
                                 "the map was made for ruleset `" + map.rulesetId() + "` but is used with `" + rs.id + "`",
                                 {{"file", "map"}}, false, {}});
    return out;
}

std::vector<Diagnostic> checkScenarioFile(const Scenario& sc, const HexMap& map, const Ruleset& rs) {
    std::vector<Diagnostic> out;
    std::set<std::string> sideIds, pieceIds, rowIds, victoryIds, areaIds;
    checkUnique(sc.sides, "side", sideIds, out);
    // Formations, leaders and units share one namespace: set-up and schedule rows name any of them.
    checkUnique(sc.formations, "formation", pieceIds, out);
    checkUnique(sc.leaders, "leader", pieceIds, out);
    checkUnique(sc.units, "unit", pieceIds, out);
    checkUnique(sc.schedule, "row", rowIds, out);
    checkUnique(sc.victoryHexes, "victory-hex", victoryIds, out);
    checkUnique(sc.entryAreas, "entry-area", areaIds, out);
    checkSides(sc.formations, "formation", sc, out);
    checkSides(sc.leaders, "leader", sc, out);
    checkSides(sc.units, "unit", sc, out);
    checkSides(sc.schedule, "row", sc, out);

    for (const Formation& f : sc.formations)
        if (!f.parent.empty() && !sc.findFormation(f.parent))
            out.push_back(error("oob.unknown_formation", "formation `" + f.id + "` names parent `" + f.parent + "`, which does not exist", {{"formation", f.id}}));
    for (const Unit& u : sc.units) {
        if (!u.formation.empty() && !sc.findFormation(u.formation))
            out.push_back(error("oob.unknown_formation", "unit `" + u.id + "` names formation `" + u.formation + "`, which does not exist", {{"unit", u.id}}));
        if (!rs.findClass(u.unitClass))
            out.push_back(error("oob.unknown_class", "unit `" + u.id + "` is of class `" + u.unitClass + "`, which ruleset " + rs.id + " does not define", {{"unit", u.id}}));
        checkAttributes(u.attributes, "unit", u.id, &Ruleset::findUnitAttribute, rs, out);
    }
    for (const Leader& l : sc.leaders)
        checkAttributes(l.ratings, "leader", l.id, &Ruleset::findLeaderAttribute, rs, out);

    std::set<std::string> placed;
    for (const Placement& p : sc.setup) {
        if (!placed.insert(p.piece).second)
            out.push_back(error("setup.placed_twice", "`" + p.piece + "` is placed more than once in the set-up", {{"unit", p.piece}}));
        if (!map.contains(p.hex)) {
            out.push_back(error("setup.off_map", "`" + p.piece + "` is placed off the map", {{"unit", p.piece}}));
            continue;
        }
        const Unit* u = sc.findUnit(p.piece);
        const UnitClass* cls = u ? rs.findClass(u->unitClass) : nullptr;
        if (cls && !p.mode.empty() && !cls->hasMode(p.mode))
            out.push_back(error("setup.unknown_mode", "`" + p.piece + "` is set up in mode `" + p.mode + "`, which class `" + cls->id + "` does not have",
                                {{"unit", p.piece}, {"hex", map.grid().label(p.hex)}}));
    }
    for (const ReinforcementRow& r : sc.schedule)
        if (r.entryHex && !map.contains(*r.entryHex))
            out.push_back(error("schedule.entry_off_map", "schedule row `" + r.id + "` enters at a hex off the map", {{"row", r.id}}));
    for (const VictoryHex& v : sc.victoryHexes)
        if (!map.contains(v.hex))
            out.push_back(error("victory.off_map", "victory hex `" + v.id + "` is off the map", {{"victory-hex", v.id}}));
    for (const auto& [option, value] : sc.options) {
        const RulesetOption* o = rs.findOption(option);
        if (o && std::find(o->values.begin(), o->values.end(), value) == o->values.end())
            out.push_back(error("scenario.bad_option", "option `" + option + "` = `" + value + "` is not one of its values", {{"file", "scenario"}}));
    }
    return out;
}

std::vector<Diagnostic> checkDocumentFile(const Document& doc) {
    std::vector<Diagnostic> out;
    if (!doc.ruleset) return out;
    out = checkMapFile(doc.map, *doc.ruleset);
    if (doc.scenario) {
        auto more = checkScenarioFile(*doc.scenario, doc.map, *doc.ruleset);
        out.insert(out.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
        if (a.severity != b.severity) return a.severity < b.severity;
        return a.rule < b.rule;
    });
    return out;
}

}  // namespace engine
