#include "engine/model/record_rules.hpp"

#include "engine/model/value_rules.hpp"

#include <algorithm>
#include <initializer_list>
#include <set>
#include <string_view>
#include <utility>

namespace engine {

namespace {

using Field = std::pair<const char*, const std::string*>;

// The first field that is not text a file can hold. Ids and references are grouped apart from
// free text only for reading: an empty or unknown one is for referenceProblem and the validator.
std::string firstProblem(std::initializer_list<Field> ids, std::initializer_list<Field> references,
                         std::initializer_list<Field> texts) {
    for (const auto& group : {ids, references, texts})
        for (const auto& [name, value] : group)
            if (std::string problem = textProblem(*value); !problem.empty()) return std::string(name) + " " + problem;
    return {};
}

// An attribute name XML can hold: an ASCII letter or '_', then letters, digits, '_', '-', '.'.
bool isAttributeName(std::string_view name) {
    const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
    if (name.empty() || !letter(name[0])) return false;
    return std::all_of(name.begin(), name.end(),
                       [&](char c) { return letter(c) || (c >= '0' && c <= '9') || c == '-' || c == '.'; });
}

std::string attributesProblem(const AttributeMap& attributes, bool leader) {
    for (const auto& [key, value] : attributes) {
        if (!isAttributeName(key)) return "attribute name \"" + key + "\" is not an XML name";
        if (reservedPieceAttribute(key, leader)) return "attribute name \"" + key + "\" is reserved";
        if (std::string problem = textProblem(value); !problem.empty()) return "attribute " + key + " " + problem;
    }
    return {};
}

std::string idListProblem(const char* name, const std::vector<std::string>& ids) {
    for (const std::string& id : ids)
        if (std::string problem = idProblem(id); !problem.empty())
            return std::string(name) + " lists an id that " + problem;
    return {};
}

std::string turnProblem(const char* name, int turn) {
    if (std::string problem = rangeProblem(turn, kTurnRange); !problem.empty())
        return std::string(name) + " " + problem;
    return {};
}

// Two-digit fields of fixed-form dates and times.
int digits(std::string_view text, std::size_t at, std::size_t n) {
    int value = 0;
    for (std::size_t i = at; i < at + n; ++i) {
        if (i >= text.size() || text[i] < '0' || text[i] > '9') return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

bool isIsoDate(std::string_view d) {
    if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
    const int year = digits(d, 0, 4), month = digits(d, 5, 2), day = digits(d, 8, 2);
    if (year < 0 || month < 1 || month > 12 || day < 1) return false;
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return day <= (month == 2 && !leap ? 28 : kDays[month - 1]);
}

bool isClockTime(std::string_view t) {
    return t.size() == 5 && t[2] == ':' && digits(t, 0, 2) >= 0 && digits(t, 0, 2) <= 23 && digits(t, 3, 2) >= 0 &&
           digits(t, 3, 2) <= 59;
}

}  // namespace

bool reservedPieceAttribute(std::string_view name, bool leader) {
    for (const char* reserved : {"id", "name", "side", "formation"})
        if (name == reserved) return true;
    return name == (leader ? "rank" : "class");
}

std::string recordProblem(const Side& s) {
    if (std::string problem = firstProblem({{"id", &s.id}}, {}, {{"name", &s.name}}); !problem.empty()) return problem;
    return colorProblem(s.color);
}

std::string recordProblem(const Formation& f) {
    if (std::string problem =
            firstProblem({{"id", &f.id}}, {{"side", &f.side}, {"parent", &f.parent}, {"commander", &f.commander}},
                         {{"name", &f.name}, {"kind", &f.kind}});
        !problem.empty())
        return problem;
    return colorProblem(f.color);
}

std::string recordProblem(const Leader& l) {
    if (std::string problem = firstProblem({{"id", &l.id}}, {{"side", &l.side}, {"formation", &l.formation}},
                                           {{"name", &l.name}, {"rank", &l.rank}});
        !problem.empty())
        return problem;
    return attributesProblem(l.ratings, true);
}

std::string recordProblem(const Unit& u) {
    if (std::string problem = firstProblem({{"id", &u.id}}, {{"side", &u.side}, {"formation", &u.formation}},
                                           {{"name", &u.name}, {"class", &u.unitClass}});
        !problem.empty())
        return problem;
    return attributesProblem(u.attributes, false);
}

std::string recordProblem(const Placement& p) {
    if (std::string problem = firstProblem({{"piece", &p.piece}}, {}, {{"mode", &p.mode}}); !problem.empty())
        return problem;
    if (p.facing < -1 || p.facing > 5) return "facing " + std::to_string(p.facing) + " is not a direction (0..5)";
    return {};
}

std::string recordProblem(const EntryArea& a) { return firstProblem({{"id", &a.id}}, {}, {{"name", &a.name}}); }

std::string recordProblem(const ReinforcementRow& r) {
    if (std::string problem =
            firstProblem({}, {{"side", &r.side}, {"area", &r.entryArea}},
                         {{"id", &r.id}, {"mode", &r.mode}, {"condition", &r.condition}, {"roll", &r.roll}});
        !problem.empty())
        return problem;
    if (std::string problem = turnProblem("turn", r.turn); !problem.empty()) return problem;
    if (r.movementPoints)
        if (std::string problem = rangeProblem(*r.movementPoints, kArrivalMovementPointsRange); !problem.empty())
            return "mp " + problem;
    if (std::string problem = idListProblem("units", r.units); !problem.empty()) return problem;
    return idListProblem("formations", r.formations);
}

std::string recordProblem(const VictoryHex& v) {
    if (std::string problem = firstProblem({}, {{"side", &v.side}}, {{"id", &v.id}}); !problem.empty()) return problem;
    if (std::string problem = rangeProblem(v.vp, kVictoryPointsRange); !problem.empty()) return "vp " + problem;
    if (std::string problem = turnProblem("from", v.fromTurn); !problem.empty()) return problem;
    return turnProblem("to", v.toTurn);
}

std::string recordProblem(const VictoryCondition& c) {
    return firstProblem({}, {{"side", &c.side}}, {{"id", &c.id}, {"text", &c.text}});
}

std::string recordProblem(const Waiver& w) {
    return firstProblem({{"rule", &w.rule}}, {}, {{"location", &w.location}, {"comment", &w.comment}});
}

std::string recordProblem(const TurnTrack& t) {
    if (!t.date.empty() && !isIsoDate(t.date))
        return "date \"" + t.date + "\" is not a date as YYYY-MM-DD (e.g. 1863-07-02)";
    if (!t.startTime.empty() && !isClockTime(t.startTime))
        return "start \"" + t.startTime + "\" is not a time of day as HH:MM (e.g. 16:20)";
    if (std::string problem = rangeProblem(t.turnMinutes, kTurnMinutesRange); !problem.empty())
        return "minutes " + problem;
    if (std::string problem = turnProblem("first", t.firstTurn); !problem.empty()) return problem;
    if (std::string problem = turnProblem("last", t.lastTurn); !problem.empty()) return problem;
    if (t.lastTurn < t.firstTurn) return "last turn " + std::to_string(t.lastTurn) + " is before the first";
    for (const int turn : t.nightTurns)
        if (std::string problem = turnProblem("night turn", turn); !problem.empty()) return problem;
    return {};
}

std::string referenceProblem(const Scenario& s) {
    const auto unnamed = [](const char* what, std::size_t index) {
        return std::string(what) + " number " + std::to_string(index + 1) + " has no id";
    };
    for (std::size_t i = 0; i < s.sides.size(); ++i)
        if (s.sides[i].id.empty()) return unnamed("side", i);
    for (std::size_t i = 0; i < s.formations.size(); ++i)
        if (s.formations[i].id.empty()) return unnamed("formation", i);
    for (std::size_t i = 0; i < s.leaders.size(); ++i)
        if (s.leaders[i].id.empty()) return unnamed("leader", i);
    for (std::size_t i = 0; i < s.units.size(); ++i)
        if (s.units[i].id.empty()) return unnamed("unit", i);
    for (std::size_t i = 0; i < s.entryAreas.size(); ++i)
        if (s.entryAreas[i].id.empty()) return unnamed("entry area", i);
    for (std::size_t i = 0; i < s.waivers.size(); ++i)
        if (s.waivers[i].rule.empty()) return "waiver number " + std::to_string(i + 1) + " names no rule";
    if (s.options.contains("")) return "an option has no id";
    if (s.severityOverrides.contains("")) return "a severity override names no rule";
    std::set<std::string_view> sides, formations, leaders, pieces, areas;
    for (const Side& x : s.sides) sides.insert(x.id);
    for (const Formation& f : s.formations) formations.insert(f.id);
    for (const Leader& l : s.leaders) leaders.insert(l.id), pieces.insert(l.id);
    for (const Unit& u : s.units) pieces.insert(u.id);
    for (const EntryArea& a : s.entryAreas) areas.insert(a.id);
    const auto missing = [](const std::set<std::string_view>& ids, const std::string& id) {
        return !id.empty() && !ids.contains(id);
    };
    const auto named = [](const std::string& who, const char* what, const std::string& id) {
        return who + " names " + what + " \"" + id + "\", which the scenario does not define";
    };
    for (const Formation& f : s.formations) {
        if (missing(sides, f.side)) return named("formation " + f.id, "side", f.side);
        if (missing(formations, f.parent)) return named("formation " + f.id, "parent formation", f.parent);
        if (missing(leaders, f.commander)) return named("formation " + f.id, "commander", f.commander);
    }
    for (const Leader& l : s.leaders) {
        if (missing(sides, l.side)) return named("leader " + l.id, "side", l.side);
        if (missing(formations, l.formation)) return named("leader " + l.id, "formation", l.formation);
    }
    for (const Unit& u : s.units) {
        if (missing(sides, u.side)) return named("unit " + u.id, "side", u.side);
        if (missing(formations, u.formation)) return named("unit " + u.id, "formation", u.formation);
    }
    for (const Placement& p : s.setup)
        if (missing(pieces, p.piece)) return named("a placement", "unit or leader", p.piece);
    for (const ReinforcementRow& r : s.schedule) {
        if (missing(sides, r.side)) return named("schedule row " + r.id, "side", r.side);
        for (const std::string& id : r.units)
            if (missing(pieces, id)) return named("schedule row " + r.id, "unit or leader", id);
        for (const std::string& id : r.formations)
            if (missing(formations, id)) return named("schedule row " + r.id, "formation", id);
        if (missing(areas, r.entryArea)) return named("schedule row " + r.id, "entry area", r.entryArea);
    }
    for (const VictoryHex& v : s.victoryHexes)
        if (missing(sides, v.side)) return named("victory hex " + v.id, "side", v.side);
    for (const VictoryCondition& c : s.victoryConditions)
        if (missing(sides, c.side)) return named("victory condition " + c.id, "side", c.side);
    return {};
}

std::string optionProblem(const std::string& id, const std::string& value) {
    if (id.empty()) return "an option has no id";
    return firstProblem({{"option id", &id}}, {}, {{"option value", &value}});
}

std::string severityProblem(const std::string& rule, const std::string& level) {
    if (rule.empty()) return "a severity override names no rule";
    if (std::string problem = firstProblem({{"severity rule", &rule}}, {}, {}); !problem.empty()) return problem;
    if (level != "error" && level != "warning" && level != "info" && level != "ignore")
        return "severity level \"" + level + "\" is not error, warning, info or ignore";
    return {};
}

std::string settingsProblem(const Scenario& s) {
    if (std::string problem = firstProblem(
            {}, {}, {{"id", &s.id}, {"name", &s.name}, {"ruleset", &s.rulesetRef}, {"special rules", &s.specialRules}});
        !problem.empty())
        return problem;
    if (s.mapPath.empty()) return "the scenario names no map";
    if (std::string problem = textProblem(s.mapPath); !problem.empty()) return "map path " + problem;
    for (const auto& [id, value] : s.options)
        if (std::string problem = optionProblem(id, value); !problem.empty()) return problem;
    if (std::string problem = recordProblem(s.turns); !problem.empty()) return "turn track: " + problem;
    for (const auto& [rule, level] : s.severityOverrides)
        if (std::string problem = severityProblem(rule, level); !problem.empty()) return problem;
    for (const Waiver& w : s.waivers) {
        if (w.rule.empty()) return "a waiver names no rule";
        if (std::string problem = recordProblem(w); !problem.empty()) return "waiver: " + problem;
    }
    return {};
}

}  // namespace engine
