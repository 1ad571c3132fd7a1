// writeScenario / saveScenario: the deterministic scenario writer (declared in scenario_file.hpp).
#include "engine/hex/hex_layout.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/element_readers.hpp"
#include "engine/io/scenario_file.hpp"
#include "engine/io/xml_writer.hpp"
#include "engine/model/record_rules.hpp"
#include "engine/util/words.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace engine {

namespace {

class ScenarioWriter {
public:
    explicit ScenarioWriter(const HexGrid& grid)
        : m_grid(grid) {}

    std::string write(const Scenario& s) {
        if (const std::string problem = settingsProblem(s); !problem.empty())
            throw std::invalid_argument("cannot write the scenario: " + problem);
        if (const std::string problem = referenceProblem(s); !problem.empty())
            throw std::invalid_argument("cannot write the scenario: " + problem);
        m_w.open(kScenarioRoot);
        m_w.attr("format", "1");
        m_w.attrIf("id", s.id);
        m_w.attrIf("name", s.name);
        m_w.endOpen();
        m_w.open("map");
        m_w.attr("href", s.mapPath);
        m_w.endEmpty();
        if (!s.rulesetRef.empty()) {
            m_w.open("ruleset");
            m_w.attr("ref", s.rulesetRef);
            m_w.endEmpty();
        }
        if (!s.options.empty()) {
            m_w.open("options");
            m_w.endOpen();
            for (const auto& [id, value] : s.options) {
                m_w.open("option");
                m_w.attr("id", id);
                m_w.attr("value", value);
                m_w.endEmpty();
            }
            m_w.close("options");
        }
        writeTurns(s.turns);
        writeSides(s.sides);
        writeOob(s);
        writeSetup(s.setup);
        writeAreas(s.entryAreas);
        writeSchedule(s.schedule);
        writeVictory(s);
        if (!s.specialRules.empty()) {
            m_w.open("special-rules");
            m_w.endText("special-rules", s.specialRules);
        }
        writeValidation(s);
        m_w.close(kScenarioRoot);
        return m_w.take();
    }

private:
    std::string label(HexCoord h, const std::string& where) const {
        if (!m_grid.contains(h))
            throw std::invalid_argument(where + ": hex (" + std::to_string(h.q) + "," + std::to_string(h.r) +
                                        ") is not on the map");
        return m_grid.label(h);
    }

    // Refuses a record the reader would refuse.
    template <typename Record>
    static void require(const Record& record, const std::string& who) {
        if (const std::string problem = recordProblem(record); !problem.empty())
            throw std::invalid_argument("cannot write " + who + ": " + problem);
    }

    bool openList(const char* name, bool nonEmpty) {
        if (!nonEmpty) return false;
        m_w.open(name);
        m_w.endOpen();
        return true;
    }

    void writeTurns(const TurnTrack& t) {
        require(t, "the turn track");
        m_w.open("turn-track");
        m_w.attrIf("date", t.date);
        m_w.attrIf("start", t.startTime);
        if (t.turnMinutes != 0) m_w.attrInt("minutes", t.turnMinutes, kTurnMinutesRange);
        m_w.attrInt("first", t.firstTurn, kTurnRange);
        m_w.attrInt("last", t.lastTurn, kTurnRange);
        std::vector<std::string> night;
        for (int turn : t.nightTurns) {
            if (const std::string problem = rangeProblem(turn, kTurnRange); !problem.empty())
                throw std::invalid_argument("cannot write <turn-track> night=: turn " + problem);
            night.push_back(std::to_string(turn));
        }
        m_w.attrIds("night", night);
        m_w.endEmpty();
    }

    void writeSides(const std::vector<Side>& sides) {
        if (!openList("sides", !sides.empty())) return;
        for (const Side& side : sides) {
            require(side, "side " + side.id);
            m_w.open("side");
            m_w.attr("id", side.id);
            m_w.attrIf("name", side.name);
            m_w.attrIf("color", side.color);
            m_w.endEmpty();
        }
        m_w.close("sides");
    }

    // Leaders and units share their reserved attributes but one (rank / class), then carry the
    // ruleset's attributes.
    template <typename Piece>
    void writePiece(const char* tag, const Piece& p, const char* ownKey, const std::string& ownValue,
                    const AttributeMap& extras) {
        require(p, std::string(tag) + " " + p.id);
        m_w.open(tag);
        m_w.attr("id", p.id);
        m_w.attrIf("name", p.name);
        m_w.attrIf("side", p.side);
        m_w.attrIf("formation", p.formation);
        m_w.attrIf(ownKey, ownValue);
        extraAttributes(extras, {"id", "name", "side", "formation", ownKey}, std::string(tag) + " " + p.id);
        m_w.endEmpty();
    }

    void extraAttributes(const AttributeMap& attrs, std::initializer_list<std::string_view> reserved,
                         const std::string& who) {
        for (const auto& [key, value] : attrs) {
            if (!XmlWriter::isName(key) || std::find(reserved.begin(), reserved.end(), key) != reserved.end())
                throw std::invalid_argument(who + ": attribute name \"" + key + "\" is reserved or not an XML name");
            m_w.attr(key, value);
        }
    }

    void writeOob(const Scenario& s) {
        if (!openList("oob", !s.formations.empty() || !s.leaders.empty() || !s.units.empty())) return;
        for (const Formation& f : s.formations) {
            require(f, "formation " + f.id);
            m_w.open("formation");
            m_w.attr("id", f.id);
            m_w.attrIf("name", f.name);
            m_w.attrIf("kind", f.kind);
            m_w.attrIf("side", f.side);
            m_w.attrIf("parent", f.parent);
            m_w.attrIf("commander", f.commander);
            m_w.attrIf("color", f.color);
            m_w.endEmpty();
        }
        for (const Leader& l : s.leaders) writePiece("leader", l, "rank", l.rank, l.ratings);
        for (const Unit& u : s.units) writePiece("unit", u, "class", u.unitClass, u.attributes);
        m_w.close("oob");
    }

    void writeSetup(const std::vector<Placement>& setup) {
        if (!openList("setup", !setup.empty())) return;
        for (const Placement& p : setup) {
            require(p, "the placement of " + p.piece);
            m_w.open("place");
            m_w.attr("piece", p.piece);
            m_w.attr("hex", label(p.hex, "placement of " + p.piece));
            if (p.facing != -1) {
                if (p.facing < 0 || p.facing > 5)
                    throw std::invalid_argument("placement of " + p.piece + ": facing " + std::to_string(p.facing) +
                                                " is not a direction");
                m_w.attr("facing", compassName(m_grid.shape().orientation, p.facing));
            }
            m_w.attrIf("mode", p.mode);
            m_w.endEmpty();
        }
        m_w.close("setup");
    }

    void writeAreas(const std::vector<EntryArea>& areas) {
        if (!openList("entry-areas", !areas.empty())) return;
        for (const EntryArea& a : areas) {
            require(a, "entry area " + a.id);
            std::vector<std::string> labels;
            for (HexCoord h : a.hexes) labels.push_back(label(h, "entry area " + a.id));
            m_w.open("area");
            m_w.attr("id", a.id);
            m_w.attrIf("name", a.name);
            m_w.attrIds("hexes", labels);
            m_w.endEmpty();
        }
        m_w.close("entry-areas");
    }

    void writeSchedule(const std::vector<ReinforcementRow>& rows) {
        if (!openList("schedule", !rows.empty())) return;
        for (const ReinforcementRow& r : rows) {
            const std::string where = "schedule row " + r.id;
            require(r, where);
            m_w.open("arrive");
            m_w.attrIf("id", r.id);
            m_w.attrInt("turn", r.turn, kTurnRange);
            m_w.attrIf("side", r.side);
            m_w.attrIds("units", r.units);
            m_w.attrIds("formations", r.formations);
            if (r.entryHex) m_w.attr("hex", label(*r.entryHex, where));
            m_w.attrIf("area", r.entryArea);
            m_w.attrIf("mode", r.mode);
            m_w.attrIf("condition", r.condition);
            m_w.attrIf("roll", r.roll);
            if (r.movementPoints) m_w.attrInt("mp", *r.movementPoints, kArrivalMovementPointsRange);
            m_w.endEmpty();
        }
        m_w.close("schedule");
    }

    void writeVictory(const Scenario& s) {
        if (!openList("victory", !s.victoryHexes.empty() || !s.victoryConditions.empty())) return;
        for (const VictoryHex& v : s.victoryHexes) {
            require(v, "victory hex " + v.id);
            m_w.open("hex");
            m_w.attrIf("id", v.id);
            m_w.attr("at", label(v.hex, "victory hex " + v.id));
            m_w.attrIf("side", v.side);
            m_w.attrInt("vp", v.vp, kVictoryPointsRange);
            if (v.fromTurn != 0) m_w.attrInt("from", v.fromTurn, kTurnRange);
            if (v.toTurn != 0) m_w.attrInt("to", v.toTurn, kTurnRange);
            m_w.endEmpty();
        }
        for (const VictoryCondition& c : s.victoryConditions) {
            require(c, "victory condition " + c.id);
            m_w.open("condition");
            m_w.attrIf("id", c.id);
            m_w.attrIf("side", c.side);
            m_w.endText("condition", c.text);
        }
        m_w.close("victory");
    }

    void writeValidation(const Scenario& s) {
        if (!openList("validation", !s.severityOverrides.empty() || !s.waivers.empty())) return;
        for (const auto& [rule, level] : s.severityOverrides) {
            m_w.open("severity");
            m_w.attr("rule", rule);
            m_w.attr("level", level);
            m_w.endEmpty();
        }
        for (const Waiver& waiver : s.waivers) {
            require(waiver, "the waiver of " + waiver.rule);
            m_w.open("waiver");
            m_w.attr("rule", waiver.rule);
            m_w.attrIf("location", waiver.location);
            m_w.attrIf("comment", waiver.comment);
            m_w.endEmpty();
        }
        m_w.close("validation");
    }

    const HexGrid& m_grid;
    XmlWriter m_w;
};

}  // namespace

std::string writeScenario(const Scenario& scenario, const HexGrid& grid) {
    return ScenarioWriter(grid).write(scenario);
}

void saveScenario(const Scenario& scenario, const HexGrid& grid, const std::filesystem::path& path) {
    writeFileAtomically(path, writeScenario(scenario, grid));
}

}  // namespace engine
