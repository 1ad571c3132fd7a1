#include "engine/authoring/turn_track_outline.hpp"

#include "engine/model/find_by_id.hpp"
#include "engine/model/oob_subtree.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <optional>
#include <set>
#include <string_view>

namespace engine {

namespace {

constexpr int kMinutesPerDay = 24 * 60;

std::optional<int> minutesOf(const std::string& hhmm) {
    int h = 0, m = 0;
    const char* s = hhmm.data();
    const char* end = s + hhmm.size();
    const auto colon = hhmm.find(':');
    if (colon == std::string::npos) return std::nullopt;
    if (std::from_chars(s, s + colon, h).ec != std::errc{} || std::from_chars(s + colon + 1, end, m).ec != std::errc{})
        return std::nullopt;
    if (h < 0 || h > 23 || m < 0 || m > 59) return std::nullopt;
    return h * 60 + m;
}

}  // namespace

std::string turnTime(const TurnTrack& track, int turn) {
    const std::optional<int> start = minutesOf(track.startTime);
    if (!start || track.turnMinutes <= 0) return {};
    const long total = *start + static_cast<long>(turn - track.firstTurn) * track.turnMinutes;
    if (total < 0) return {};
    const long day = total / kMinutesPerDay;
    const long inDay = total % kMinutesPerDay;
    char text[32];
    if (day == 0) std::snprintf(text, sizeof text, "%02ld:%02ld", inDay / 60, inDay % 60);
    else std::snprintf(text, sizeof text, "day %ld %02ld:%02ld", day + 1, inDay / 60, inDay % 60);
    return text;
}

int arrivingPieces(const OobSubtrees& oob, const ReinforcementRow& row) {
    // A piece named both on its own and under one of the row's formations counts once.
    std::vector<std::string> pieces = row.formations;
    pieces.insert(pieces.end(), row.units.begin(), row.units.end());
    const OobSubtree all = oob.of(pieces);
    return static_cast<int>(all.leaders.size() + all.units.size());
}

std::vector<TurnSummary> turnTrackOutline(const Scenario& scenario) {
    const TurnTrack& track = scenario.turns;
    std::map<int, TurnSummary> turns;
    const auto summary = [&](int turn) -> TurnSummary& {
        TurnSummary& t = turns[turn];
        if (t.turn != turn) {
            t.turn = turn;
            t.time = turnTime(track, turn);
            t.night = std::find(track.nightTurns.begin(), track.nightTurns.end(), turn) != track.nightTurns.end();
            t.onTrack = turn >= track.firstTurn && turn <= track.lastTurn;
        }
        return t;
    };
    for (int turn = track.firstTurn; turn <= track.lastTurn; ++turn) summary(turn);
    // Rows that bring formations need the order of battle indexed; rows that name pieces alone
    // only need those pieces found (the pane asks again after every edit of a large scenario).
    const bool formations = std::any_of(scenario.schedule.begin(), scenario.schedule.end(),
                                        [](const ReinforcementRow& r) { return !r.formations.empty(); });
    std::optional<OobSubtrees> oob;
    std::vector<std::string_view> named;
    if (formations) oob.emplace(scenario);
    else
        for (const ReinforcementRow& row : scenario.schedule) named.insert(named.end(), row.units.begin(), row.units.end());
    const IdIndex<Unit> units(scenario.units, named);
    const IdIndex<Leader> leaders(scenario.leaders, named);
    for (const ReinforcementRow& row : scenario.schedule) {
        TurnSummary& t = summary(row.turn);
        t.rows.push_back(row.id);
        if (oob) {
            t.arrivals[row.side] += arrivingPieces(*oob, row);
            continue;
        }
        std::set<std::string_view> pieces;  // a piece named twice comes once
        for (const std::string& id : row.units)
            if (units.find(id) || leaders.find(id)) pieces.insert(id);
        t.arrivals[row.side] += static_cast<int>(pieces.size());
    }
    std::vector<TurnSummary> out;
    out.reserve(turns.size());
    for (auto& [turn, t] : turns) out.push_back(std::move(t));
    return out;
}

std::vector<HexCoord> arrivalHexes(const Scenario& scenario, int turn) {
    std::vector<HexCoord> hexes;
    const auto add = [&](HexCoord h) {
        if (std::find(hexes.begin(), hexes.end(), h) == hexes.end()) hexes.push_back(h);
    };
    for (const ReinforcementRow& row : scenario.schedule) {
        if (row.turn != turn) continue;
        if (row.entryHex) add(*row.entryHex);
        for (const EntryArea& area : scenario.entryAreas)
            if (area.id == row.entryArea)
                for (HexCoord h : area.hexes) add(h);
    }
    return hexes;
}

std::optional<ParsedEntry> parseEntry(const Document& doc, const std::string& text) {
    if (text.empty()) return ParsedEntry{};
    if (doc.scenario)
        for (const EntryArea& area : doc.scenario->entryAreas)
            if (area.id == text || (!area.name.empty() && area.name == text)) return ParsedEntry{{}, area.id};
    if (const std::optional<HexCoord> hex = doc.map.grid().parseLabel(text); hex && doc.map.contains(*hex))
        return ParsedEntry{hex, {}};
    return std::nullopt;
}

}  // namespace engine
