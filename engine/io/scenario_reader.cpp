// parseScenario and the scenario root reader (declared in scenario_file.hpp, element_readers.hpp).
#include "engine/hex/hex_layout.hpp"
#include "engine/io/element_readers.hpp"
#include "engine/io/grid_xml.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/record_rules.hpp"

#include <tinyxml2.h>
#include <algorithm>
#include <set>

namespace engine {

namespace {

class ScenarioParser {
public:
    ScenarioParser(const XmlReader& reader, const HexGrid& grid, const Ruleset* ruleset, Scenario& out)
        : m_r(reader),
          m_grid(grid),
          m_ruleset(ruleset),
          m_s(out) {}

    void parse(const XmlElement& root) {
        m_r.allowOnly(root, {"format", "id", "name"});
        m_s.id = XmlReader::text(root, "id");
        m_s.name = XmlReader::text(root, "name");
        const ScenarioRefs refs = readScenarioRefs(root, m_r);
        m_s.mapPath = refs.mapHref;
        m_s.rulesetRef = refs.rulesetRef;
        std::set<std::string, std::less<>> seen;
        bool haveTurns = false;
        for (const XmlElement* c = firstChild(root); c; c = nextSibling(*c)) {
            const std::string name = nameOf(*c);
            if (!seen.insert(name).second) m_r.fail(*c, "<" + name + "> appears twice");
            if (name == "map" || name == "ruleset") continue;  // read by readScenarioRefs
            if (name == "turn-track") {
                readTurnTrack(*c);
                haveTurns = true;
            } else if (name == "special-rules") {
                m_r.allowOnly(*c, {});
                m_s.specialRules = m_r.content(*c);
            } else {
                readSection(name, *c);
            }
        }
        if (!haveTurns) m_r.fail(root, "the scenario has no <turn-track>");
        checkReferences();
    }

private:
    enum class RefKind : std::uint8_t { Side, Formation, Leader, Piece, Area };
    struct Ref {
        RefKind kind;
        std::string id;
        int line;
        std::string attr;
    };

    // The record as read, refused when it breaks the rules every scenario record keeps.
    template <typename Record>
    Record checked(const XmlElement& e, Record record) const {
        if (const std::string problem = recordProblem(record); !problem.empty())
            m_r.fail(e, "<" + std::string(nameOf(e)) + ">: " + problem);
        return record;
    }

    void ref(RefKind kind, const std::string& id, const XmlElement& e, const char* attr) {
        if (!id.empty()) m_refs.push_back({kind, id, lineOf(e), attr});
    }

    void readSection(const std::string& name, const XmlElement& section) {
        static const std::set<std::string, std::less<>> kSections{"options",     "sides",    "oob",     "setup",
                                                                  "entry-areas", "schedule", "victory", "validation"};
        if (!kSections.contains(name)) m_r.unexpected(section, kScenarioRoot);
        m_r.allowOnly(section, {});
        for (const XmlElement* e = firstChild(section); e; e = nextSibling(*e)) {
            const std::string_view item = nameOf(*e);
            if (name == "options" && item == "option") {
                readOption(*e);
            } else if (name == "sides" && item == "side") {
                readSide(*e);
            } else if (name == "oob" && item == "formation") {
                readFormation(*e);
            } else if (name == "oob" && item == "leader") {
                readLeader(*e);
            } else if (name == "oob" && item == "unit") {
                readUnit(*e);
            } else if (name == "setup" && item == "place") {
                readPlacement(*e);
            } else if (name == "entry-areas" && item == "area") {
                readArea(*e);
            } else if (name == "schedule" && item == "arrive") {
                readArrival(*e);
            } else if (name == "victory" && item == "hex") {
                readVictoryHex(*e);
            } else if (name == "victory" && item == "condition") {
                m_r.allowOnly(*e, {"id", "side"});
                VictoryCondition v{XmlReader::text(*e, "id"), XmlReader::text(*e, "side"), m_r.content(*e)};
                ref(RefKind::Side, v.side, *e, "side");
                m_s.victoryConditions.push_back(checked(*e, std::move(v)));
            } else if (name == "validation" && item == "severity") {
                readSeverity(*e);
            } else if (name == "validation" && item == "waiver") {
                m_r.allowOnly(*e, {"rule", "location", "comment"});
                m_r.noChildren(*e);
                m_s.waivers.push_back(checked(*e, Waiver{m_r.required(*e, "rule"), XmlReader::text(*e, "location"),
                                                         XmlReader::text(*e, "comment")}));
            } else {
                m_r.unexpected(*e, name);
            }
        }
    }

    void readOption(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "value"});
        m_r.noChildren(e);
        const std::string id = m_r.required(e, "id");
        if (!XmlReader::find(e, "value")) m_r.fail(e, "missing value= on <option>");
        const std::string value = XmlReader::text(e, "value");
        if (m_s.options.contains(id)) m_r.fail(e, "option \"" + id + "\" is set twice");
        if (const std::string problem = optionProblem(id, value); !problem.empty()) m_r.fail(e, problem);
        if (m_ruleset) {
            const RulesetOption* option = m_ruleset->findOption(id);
            if (!option) m_r.fail(e, "option \"" + id + "\" is not an option of ruleset " + m_ruleset->id);
            if (!option->values.empty() &&
                std::find(option->values.begin(), option->values.end(), value) == option->values.end())
                m_r.fail(e, "option \"" + id + "\" value=\"" + value + "\" is not one of its values");
        }
        m_s.options.emplace(id, value);
    }

    void readTurnTrack(const XmlElement& e) {
        m_r.allowOnly(e, {"date", "start", "minutes", "first", "last", "night"});
        m_r.noChildren(e);
        TurnTrack& t = m_s.turns;
        t.date = XmlReader::text(e, "date");
        t.startTime = XmlReader::text(e, "start");
        t.turnMinutes = static_cast<int>(m_r.integer(e, "minutes", 0, kTurnMinutesRange));
        t.firstTurn = static_cast<int>(m_r.requiredInteger(e, "first", kTurnRange));
        t.lastTurn = static_cast<int>(m_r.requiredInteger(e, "last", kTurnRange));
        if (t.lastTurn < t.firstTurn) m_r.fail(e, "last= is before first=");
        for (const std::string& word : XmlReader::list(e, "night"))
            t.nightTurns.push_back(turnNumber(e, "night", word));
        (void)checked(e, t);
    }

    int turnNumber(const XmlElement& e, const char* attr, const std::string& word) const {
        const auto value = parseInteger(word);
        if (!value) m_r.fail(e, std::string(attr) + "= entry \"" + word + "\" is not an integer");
        if (const std::string problem = rangeProblem(*value, kTurnRange); !problem.empty())
            m_r.fail(e, std::string(attr) + "= entry \"" + word + "\": " + problem);
        return static_cast<int>(*value);
    }

    void readSide(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "name", "color"});
        m_r.noChildren(e);
        Side side{m_r.required(e, "id"), XmlReader::text(e, "name"), XmlReader::text(e, "color")};
        if (!side.color.empty() && !isRgbColor(side.color))
            m_r.fail(e, "side \"" + side.id + "\" has color \"" + side.color + "\": expected #rrggbb");
        m_s.sides.push_back(checked(e, std::move(side)));
    }

    void readFormation(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "name", "kind", "side", "parent", "commander", "color"});
        m_r.noChildren(e);
        Formation f{m_r.required(e, "id"),      XmlReader::text(e, "name"),   XmlReader::text(e, "kind"),
                    XmlReader::text(e, "side"), XmlReader::text(e, "parent"), XmlReader::text(e, "commander"),
                    XmlReader::text(e, "color")};
        if (!f.color.empty() && !isRgbColor(f.color))
            m_r.fail(e, "formation \"" + f.id + "\" has color \"" + f.color + "\": expected #rrggbb");
        ref(RefKind::Side, f.side, e, "side");
        ref(RefKind::Formation, f.parent, e, "parent");
        ref(RefKind::Leader, f.commander, e, "commander");
        m_s.formations.push_back(checked(e, std::move(f)));
    }

    // Attributes beside the reserved ones are ruleset-typed values, kept as written.
    static AttributeMap extraAttributes(const XmlElement& e, std::initializer_list<std::string_view> reserved) {
        AttributeMap out;
        for (const tinyxml2::XMLAttribute* a = e.FirstAttribute(); a; a = a->Next()) {
            if (std::find(reserved.begin(), reserved.end(), std::string_view(a->Name())) == reserved.end())
                out.emplace(a->Name(), a->Value());
        }
        return out;
    }

    void readLeader(const XmlElement& e) {
        m_r.noChildren(e);
        Leader l{m_r.required(e, "id"),      XmlReader::text(e, "name"),
                 XmlReader::text(e, "side"), XmlReader::text(e, "formation"),
                 XmlReader::text(e, "rank"), extraAttributes(e, {"id", "name", "side", "formation", "rank"})};
        ref(RefKind::Side, l.side, e, "side");
        ref(RefKind::Formation, l.formation, e, "formation");
        m_s.leaders.push_back(checked(e, std::move(l)));
    }

    void readUnit(const XmlElement& e) {
        m_r.noChildren(e);
        Unit u{m_r.required(e, "id"),       XmlReader::text(e, "name"),
               XmlReader::text(e, "side"),  XmlReader::text(e, "formation"),
               XmlReader::text(e, "class"), extraAttributes(e, {"id", "name", "side", "formation", "class"})};
        ref(RefKind::Side, u.side, e, "side");
        ref(RefKind::Formation, u.formation, e, "formation");
        m_s.units.push_back(checked(e, std::move(u)));
    }

    HexCoord hex(const XmlElement& e, const char* attr) const {
        return readHexLabel(e, m_r, m_grid, m_r.required(e, attr), attr);
    }

    void readPlacement(const XmlElement& e) {
        m_r.allowOnly(e, {"piece", "hex", "facing", "mode"});
        m_r.noChildren(e);
        Placement p;
        p.piece = m_r.required(e, "piece");
        p.hex = hex(e, "hex");
        if (const auto facing = XmlReader::find(e, "facing")) {
            p.facing = directionFromCompass(m_grid.shape().orientation, *facing);
            if (p.facing < 0)
                m_r.fail(e, "facing=\"" + std::string(*facing) + "\" is not a hexside direction of a " +
                                toString(m_grid.shape().orientation) + "-topped grid");
        }
        p.mode = XmlReader::text(e, "mode");
        ref(RefKind::Piece, p.piece, e, "piece");
        m_s.setup.push_back(checked(e, std::move(p)));
    }

    void readArea(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "name", "hexes"});
        m_r.noChildren(e);
        EntryArea a{m_r.required(e, "id"), XmlReader::text(e, "name"), {}};
        for (const std::string& label : XmlReader::list(e, "hexes"))
            a.hexes.push_back(readHexLabel(e, m_r, m_grid, label, "hexes"));
        m_s.entryAreas.push_back(checked(e, std::move(a)));
    }

    void readArrival(const XmlElement& e) {
        m_r.allowOnly(e,
                      {"id", "turn", "side", "units", "formations", "hex", "area", "mode", "condition", "roll", "mp"});
        m_r.noChildren(e);
        ReinforcementRow row;
        row.id = XmlReader::text(e, "id");
        row.turn = static_cast<int>(m_r.requiredInteger(e, "turn", kTurnRange));
        row.side = XmlReader::text(e, "side");
        row.units = XmlReader::list(e, "units");
        row.formations = XmlReader::list(e, "formations");
        if (XmlReader::find(e, "hex")) row.entryHex = hex(e, "hex");
        row.entryArea = XmlReader::text(e, "area");
        row.mode = XmlReader::text(e, "mode");
        row.condition = XmlReader::text(e, "condition");
        row.roll = XmlReader::text(e, "roll");
        if (XmlReader::find(e, "mp"))
            row.movementPoints = static_cast<int>(m_r.integer(e, "mp", 0, kArrivalMovementPointsRange));
        ref(RefKind::Side, row.side, e, "side");
        for (const std::string& id : row.units) ref(RefKind::Piece, id, e, "units");
        for (const std::string& id : row.formations) ref(RefKind::Formation, id, e, "formations");
        ref(RefKind::Area, row.entryArea, e, "area");
        m_s.schedule.push_back(checked(e, std::move(row)));
    }

    void readVictoryHex(const XmlElement& e) {
        m_r.allowOnly(e, {"id", "at", "side", "vp", "from", "to"});
        m_r.noChildren(e);
        VictoryHex v;
        v.id = XmlReader::text(e, "id");
        v.hex = hex(e, "at");
        v.side = XmlReader::text(e, "side");
        v.vp = static_cast<int>(m_r.requiredInteger(e, "vp", kVictoryPointsRange));
        v.fromTurn = static_cast<int>(m_r.integer(e, "from", 0, kTurnRange));
        v.toTurn = static_cast<int>(m_r.integer(e, "to", 0, kTurnRange));
        ref(RefKind::Side, v.side, e, "side");
        m_s.victoryHexes.push_back(checked(e, std::move(v)));
    }

    void readSeverity(const XmlElement& e) {
        m_r.allowOnly(e, {"rule", "level"});
        m_r.noChildren(e);
        const std::string rule = m_r.required(e, "rule");
        const std::string level = m_r.required(e, "level");
        if (const std::string problem = severityProblem(rule, level); !problem.empty()) m_r.fail(e, problem);
        if (!m_s.severityOverrides.emplace(rule, level).second)
            m_r.fail(e, "severity of rule \"" + rule + "\" is set twice");
    }

    void checkReferences() const {
        std::set<std::string_view> sides, formations, leaders, pieces, areas;
        for (const Side& s : m_s.sides) sides.insert(s.id);
        for (const Formation& f : m_s.formations) formations.insert(f.id);
        for (const Leader& l : m_s.leaders) {
            leaders.insert(l.id);
            pieces.insert(l.id);
        }
        for (const Unit& u : m_s.units) pieces.insert(u.id);
        for (const EntryArea& a : m_s.entryAreas) areas.insert(a.id);
        for (const Ref& r : m_refs) {
            const auto check = [&](const std::set<std::string_view>& ids, const char* what) {
                if (!ids.contains(r.id))
                    m_r.fail(r.line,
                             r.attr + "= names " + what + " \"" + r.id + "\", which the scenario does not define");
            };
            switch (r.kind) {
            case RefKind::Side: check(sides, "side"); break;
            case RefKind::Formation: check(formations, "formation"); break;
            case RefKind::Leader: check(leaders, "leader"); break;
            case RefKind::Piece: check(pieces, "unit or leader"); break;
            case RefKind::Area: check(areas, "entry area"); break;
            }
        }
    }

    const XmlReader& m_r;
    const HexGrid& m_grid;
    const Ruleset* m_ruleset;
    Scenario& m_s;
    std::vector<Ref> m_refs;
};

}  // namespace

ScenarioRefs readScenarioRefs(const XmlElement& root, const XmlReader& reader) {
    ScenarioRefs refs;
    const XmlElement* map = firstChild(root, "map");
    if (!map) reader.fail(root, "the scenario has no <map href=...>");
    reader.allowOnly(*map, {"href"});
    reader.noChildren(*map);
    refs.mapHref = reader.required(*map, "href");
    refs.mapLine = lineOf(*map);
    if (const XmlElement* ruleset = firstChild(root, "ruleset")) {
        reader.allowOnly(*ruleset, {"ref"});
        reader.noChildren(*ruleset);
        refs.rulesetRef = reader.required(*ruleset, "ref");
        refs.rulesetLine = lineOf(*ruleset);
    }
    return refs;
}

Scenario readScenarioElement(const XmlElement& root, const XmlReader& reader, const HexGrid& grid,
                             const Ruleset* ruleset) {
    Scenario scenario;
    ScenarioParser(reader, grid, ruleset, scenario).parse(root);
    return scenario;
}

Scenario parseScenario(std::string_view xml, const std::string& fileName, const HexGrid& grid, const Ruleset* ruleset) {
    XmlReader reader(fileName);
    tinyxml2::XMLDocument doc;
    return readScenarioElement(reader.parseRoot(doc, xml, kScenarioRoot), reader, grid, ruleset);
}

}  // namespace engine
