#include "exporters/booklet/booklet_content.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <set>

namespace exporters {

namespace {

using engine::Document;
using engine::Scenario;

struct Clock {
    std::optional<std::chrono::sys_days> day;
    int startMinutes = -1;  // -1: no clock given
};

Clock clockOf(const engine::TurnTrack& t) {
    Clock c;
    int y = 0;
    unsigned m = 0, d = 0;
    if (std::sscanf(t.date.c_str(), "%d-%u-%u", &y, &m, &d) == 3) {
        const std::chrono::year_month_day ymd{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}};
        if (ymd.ok()) c.day = std::chrono::sys_days{ymd};
    }
    int hh = 0, mm = 0;
    if (std::sscanf(t.startTime.c_str(), "%d:%d", &hh, &mm) == 2) c.startMinutes = hh * 60 + mm;
    return c;
}

BookletTurn turnOf(const engine::TurnTrack& track, int turn) {
    BookletTurn out;
    out.turn = turn;
    out.night = std::find(track.nightTurns.begin(), track.nightTurns.end(), turn) != track.nightTurns.end();
    const Clock clock = clockOf(track);
    int minutes = clock.startMinutes < 0 ? 0 : clock.startMinutes + (turn - track.firstTurn) * track.turnMinutes;
    const int days = minutes >= 0 ? minutes / 1440 : -((-minutes + 1439) / 1440);
    minutes -= days * 1440;
    if (clock.day) {
        const std::chrono::year_month_day ymd{*clock.day + std::chrono::days{days}};
        char buf[32];
        std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                      static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
        out.date = buf;
    } else {
        out.date = track.date;
    }
    if (clock.startMinutes >= 0) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%02d:%02d", minutes / 60, minutes % 60);
        out.time = buf;
    }
    return out;
}

std::string sideName(const Scenario& s, const std::string& id) {
    if (const engine::Side* side = s.findSide(id)) return side->name.empty() ? side->id : side->name;
    return id;
}

std::string formationName(const Scenario& s, const std::string& id) {
    if (const engine::Formation* f = s.findFormation(id)) return f->name.empty() ? f->id : f->name;
    return id;
}

bool isArtillery(const std::string& unitClass) { return unitClass == "artillery" || unitClass.ends_with("-artillery"); }

// A unit or leader as the booklet prints it; nullopt for an id that names neither.
std::optional<BookletPiece> pieceOf(const Scenario& s, const std::string& id, const std::string& mode) {
    BookletPiece p;
    if (const engine::Leader* l = s.findLeader(id)) {
        p.name = l->name.empty() ? l->id : l->name;
        p.style = PieceStyle::Commander;
        p.formation = formationName(s, l->formation);
    } else if (const engine::Unit* u = s.findUnit(id)) {
        p.name = u->name.empty() ? u->id : u->name;
        p.style = isArtillery(u->unitClass) ? PieceStyle::Artillery : PieceStyle::Regiment;
        p.formation = formationName(s, u->formation);
    } else {
        return std::nullopt;
    }
    if (!mode.empty()) p.markers.push_back(mode);
    return p;
}

std::string whereHex(const Document& doc, engine::HexCoord h) {
    std::string text = "Hex " + doc.map.grid().label(h);
    if (doc.map.contains(h))
        if (const std::string& place = doc.map.placeName(h); !place.empty()) text += " (" + place + ")";
    return text;
}

std::vector<SideBlocks> deployment(const Document& doc) {
    const Scenario& s = *doc.scenario;
    std::vector<SideBlocks> out;
    for (const engine::Side& side : s.sides) {
        SideBlocks sb{sideName(s, side.id), {}};
        // Hexes in printed order (the label sorts as the map reads), pieces in set-up order.
        std::vector<const engine::Placement*> placed;
        for (const engine::Placement& p : s.setup) {
            const engine::Unit* u = s.findUnit(p.piece);
            const engine::Leader* l = s.findLeader(p.piece);
            if ((u && u->side == side.id) || (l && l->side == side.id)) placed.push_back(&p);
        }
        const engine::HexGrid& grid = doc.map.grid();
        std::stable_sort(placed.begin(), placed.end(),
                         [&](const auto* a, const auto* b) { return grid.label(a->hex) < grid.label(b->hex); });
        for (const engine::Placement* p : placed) {
            const std::string where = whereHex(doc, p->hex);
            if (sb.blocks.empty() || sb.blocks.back().where != where) sb.blocks.push_back({where, {}, {}});
            if (auto piece = pieceOf(s, p->piece, p->mode)) sb.blocks.back().pieces.push_back(std::move(*piece));
        }
        if (!sb.blocks.empty()) out.push_back(std::move(sb));
    }
    return out;
}

// Every piece of a formation and the formations under it: each formation's leaders, then its units.
void collectFormation(const Scenario& s, const std::string& formation, const std::string& mode,
                      std::vector<BookletPiece>& out, std::set<std::string>& seen) {
    if (!seen.insert(formation).second) return;
    for (const engine::Leader& l : s.leaders)
        if (l.formation == formation)
            if (auto p = pieceOf(s, l.id, "")) out.push_back(std::move(*p));
    for (const engine::Unit& u : s.units)
        if (u.formation == formation)
            if (auto p = pieceOf(s, u.id, mode)) out.push_back(std::move(*p));
    for (const engine::Formation& f : s.formations)
        if (f.parent == formation) collectFormation(s, f.id, mode, out, seen);
}

PieceBlock arrivalBlock(const Document& doc, const engine::ReinforcementRow& row) {
    const Scenario& s = *doc.scenario;
    PieceBlock b;
    if (row.entryHex) {
        b.where = "Entry " + whereHex(doc, *row.entryHex);
    } else if (!row.entryArea.empty()) {
        const auto it = std::find_if(s.entryAreas.begin(), s.entryAreas.end(),
                                     [&](const engine::EntryArea& a) { return a.id == row.entryArea; });
        b.where = "Entry area " + (it == s.entryAreas.end() || it->name.empty() ? row.entryArea : it->name);
        if (it != s.entryAreas.end() && !it->hexes.empty()) {
            std::string hexes;
            for (engine::HexCoord h : it->hexes) hexes += (hexes.empty() ? "" : " ") + doc.map.grid().label(h);
            b.where += " (hexes " + hexes + ")";
        }
    } else {
        b.where = "Entry: not given";
    }
    if (!row.roll.empty()) b.notes.push_back("arrives on " + row.roll);
    if (!row.condition.empty()) b.notes.push_back(row.condition);
    std::set<std::string> seen;
    for (const std::string& f : row.formations) collectFormation(s, f, row.mode, b.pieces, seen);
    for (const std::string& id : row.units)
        if (auto p = pieceOf(s, id, s.findUnit(id) ? row.mode : "")) b.pieces.push_back(std::move(*p));
    for (BookletPiece& p : b.pieces) p.movementPoints = row.movementPoints;
    return b;
}

std::vector<ArrivalTurn> arrivals(const Document& doc) {
    const Scenario& s = *doc.scenario;
    std::set<int> turns;
    for (const engine::ReinforcementRow& r : s.schedule) turns.insert(r.turn);
    std::vector<ArrivalTurn> out;
    for (int turn : turns) {
        ArrivalTurn at{turnOf(s.turns, turn), {}};
        for (const engine::Side& side : s.sides) {
            SideBlocks sb{sideName(s, side.id), {}};
            for (const engine::ReinforcementRow& r : s.schedule)
                if (r.turn == turn && r.side == side.id) sb.blocks.push_back(arrivalBlock(doc, r));
            if (!sb.blocks.empty()) at.sides.push_back(std::move(sb));
        }
        out.push_back(std::move(at));
    }
    return out;
}

std::vector<BookletOption> optionsOf(const Document& doc) {
    const Scenario& s = *doc.scenario;
    std::vector<BookletOption> out;
    if (doc.ruleset)
        for (const engine::RulesetOption& o : doc.ruleset->options) {
            const auto it = s.options.find(o.id);
            out.push_back({o.id, o.description, it == s.options.end() ? o.defaultValue : it->second,
                           it != s.options.end(), o.cite});
        }
    // Options the ruleset does not know still show what the scenario asked for.
    for (const auto& [id, value] : s.options)
        if (!doc.ruleset || !doc.ruleset->findOption(id)) out.push_back({id, "", value, true, ""});
    return out;
}

}  // namespace

Booklet buildBooklet(const engine::Document& doc) {
    const Scenario& s = *doc.scenario;
    Booklet b;
    b.title = s.name.empty() ? s.id : s.name;
    if (doc.ruleset)
        b.ruleset = doc.ruleset->name + (doc.ruleset->version.empty() ? "" : ", version " + doc.ruleset->version);
    b.map = doc.map.title();
    b.turnMinutes = s.turns.turnMinutes;
    for (int t = s.turns.firstTurn; t <= s.turns.lastTurn; ++t) b.turns.push_back(turnOf(s.turns, t));
    b.setup = deployment(doc);
    b.arrivals = arrivals(doc);
    for (const engine::VictoryHex& v : s.victoryHexes) {
        BookletVictoryHex row{doc.map.grid().label(v.hex), doc.map.contains(v.hex) ? doc.map.placeName(v.hex) : "",
                              v.side.empty() ? "" : sideName(s, v.side), v.vp, ""};
        if (v.fromTurn != 0 || v.toTurn != 0)
            row.turns = "turns " + std::to_string(v.fromTurn != 0 ? v.fromTurn : s.turns.firstTurn) + "-" +
                        std::to_string(v.toTurn != 0 ? v.toTurn : s.turns.lastTurn);
        b.victoryHexes.push_back(std::move(row));
    }
    for (const engine::VictoryCondition& c : s.victoryConditions)
        b.conditions.emplace_back(c.side.empty() ? "" : sideName(s, c.side), c.text);
    b.specialRules = s.specialRules;
    b.options = optionsOf(doc);
    return b;
}

std::string plainPiece(const BookletPiece& piece) {
    std::string text = (piece.style == PieceStyle::Artillery ? "• " : "") + piece.name;
    if (!piece.formation.empty()) text += " (" + piece.formation + ")";
    for (const std::string& m : piece.markers) text += " [" + m + "]";
    if (piece.movementPoints) text += " (MP " + std::to_string(*piece.movementPoints) + ")";
    return text;
}

std::string turnHeading(const BookletTurn& turn) {
    std::string text = "Turn " + std::to_string(turn.turn);
    if (!turn.date.empty() || !turn.time.empty())
        text += ", " + turn.date + (turn.date.empty() || turn.time.empty() ? "" : " ") + turn.time;
    if (turn.night) text += " (night)";
    return text;
}

}  // namespace exporters
