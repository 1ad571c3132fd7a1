// The order of battle as a spreadsheet (writeOob, oob_import.hpp).
#include "engine/table/csv.hpp"
#include "importers/oob/oob_import.hpp"

#include <algorithm>

namespace importers {

std::string writeOob(const engine::Document& doc, char delimiter) {
    const engine::Scenario& s = engine::scenarioOf(doc);
    const engine::Ruleset& rs = *doc.ruleset;
    // The schema's attributes some record holds, unit attributes first, each id once.
    std::vector<std::string> attributes;
    const auto add = [&](const std::vector<engine::AttributeDef>& defs, const auto& holders, auto valuesOf) {
        for (const engine::AttributeDef& def : defs) {
            if (std::find(attributes.begin(), attributes.end(), def.id) != attributes.end()) continue;
            if (std::any_of(holders.begin(), holders.end(),
                            [&](const auto& r) { return valuesOf(r).contains(def.id); }))
                attributes.push_back(def.id);
        }
    };
    add(rs.unitAttributes, s.units, [](const engine::Unit& u) -> const engine::AttributeMap& { return u.attributes; });
    add(rs.leaderAttributes, s.leaders,
        [](const engine::Leader& l) -> const engine::AttributeMap& { return l.ratings; });

    std::vector<std::string> header{"side", "kind", "id", "name", "parent", "class", "commander", "rank"};
    // Formation colours only when some formation has one, so sheets without them stay as they were.
    const bool colors = std::any_of(s.formations.begin(), s.formations.end(),
                                    [](const engine::Formation& f) { return !f.color.empty(); });
    if (colors) header.push_back("color");
    header.insert(header.end(), attributes.begin(), attributes.end());
    std::string out = engine::csvLine(header, delimiter);
    const auto row = [&](std::vector<std::string> fields, const engine::AttributeMap* values) {
        for (const std::string& a : attributes) {
            const auto it = values ? values->find(a) : engine::AttributeMap::const_iterator{};
            fields.push_back(values && it != values->end() ? it->second : std::string());
        }
        out += engine::csvLine(fields, delimiter);
    };
    const auto fields = [colors](std::vector<std::string> f, const std::string& color) {
        if (colors) f.push_back(color);
        return f;
    };
    for (const engine::Formation& f : s.formations)
        row(fields({f.side, f.kind, f.id, f.name, f.parent, "", f.commander, ""}, f.color), nullptr);
    for (const engine::Leader& l : s.leaders)
        row(fields({l.side, "leader", l.id, l.name, l.formation, "", "", l.rank}, ""), &l.ratings);
    for (const engine::Unit& u : s.units)
        row(fields({u.side, "unit", u.id, u.name, u.formation, u.unitClass, "", ""}, ""), &u.attributes);
    return out;
}

}  // namespace importers
