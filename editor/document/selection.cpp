#include "editor/document/selection.hpp"

#include "engine/commands/oob_commands.hpp"

#include <algorithm>

namespace editor {

namespace {

std::optional<engine::HexCoord> placedHex(const engine::Scenario& s, std::string_view piece) {
    for (const engine::Placement& p : s.setup)
        if (p.piece == piece) return p.hex;
    return std::nullopt;
}

std::optional<engine::HexCoord> victoryHex(const engine::Scenario& s, std::string_view id) {
    for (const engine::VictoryHex& v : s.victoryHexes)
        if (v.id == id) return v.hex;
    return std::nullopt;
}

// A hexside location is "A0101|A0102": the two hexes it lies between.
std::optional<engine::HexsideId> parseHexside(const engine::HexGrid& grid, const std::string& id) {
    const auto bar = id.find('|');
    if (bar == std::string::npos) return std::nullopt;
    const auto a = grid.parseLabel(std::string_view(id).substr(0, bar));
    const auto b = grid.parseLabel(std::string_view(id).substr(bar + 1));
    engine::HexsideId side;
    if (!a || !b || !engine::hexsideBetween(*a, *b, side)) return std::nullopt;
    return side;
}

}  // namespace

std::optional<Selection> selectionFor(const engine::Document& doc, const engine::Location& l) {
    const engine::HexMap& map = doc.map;
    std::optional<Selection> out;
    if (l.kind == "hex") {
        if (const auto h = map.grid().parseLabel(l.id)) out = Selection::ofHex(*h);
    } else if (l.kind == "hexside") {
        if (const auto side = parseHexside(map.grid(), l.id)) {
            const auto [a, b] = engine::hexesOf(*side);
            out = Selection{Selection::Kind::Hexside, map.contains(a) ? a : b, *side, {}};
        }
    } else if (doc.scenario && (l.kind == "unit" || l.kind == "leader")) {
        // Leaders have no property page of their own: select the hex they stand on.
        if (const auto h = placedHex(*doc.scenario, l.id))
            out = l.kind == "unit" ? Selection{Selection::Kind::Unit, *h, {}, l.id} : Selection::ofHex(*h);
    } else if (doc.scenario && l.kind == "victory-hex") {
        if (const auto h = victoryHex(*doc.scenario, l.id)) out = Selection{Selection::Kind::VictoryHex, *h, {}, l.id};
    } else if (doc.scenario && l.kind == "entry-area") {
        for (const engine::EntryArea& a : doc.scenario->entryAreas)
            if (a.id == l.id && !a.hexes.empty()) out = Selection::ofHex(a.hexes.front());
    }
    if (out && !map.contains(out->hex)) return std::nullopt;
    return out;
}

std::optional<Selection> selectionFor(const engine::Document& doc, const engine::Diagnostic& d) {
    for (const engine::Location& l : d.locations)
        if (auto s = selectionFor(doc, l)) return s;
    return std::nullopt;
}

std::optional<Selection> pieceSelection(const engine::Document& doc, const std::string& id) {
    if (!doc.scenario || !engine::pieceKind(*doc.scenario, id)) return std::nullopt;
    Selection s{Selection::Kind::Piece, {}, {}, id};
    const auto h = placedHex(*doc.scenario, id);
    s.placed = h && doc.map.contains(*h);
    if (s.placed) s.hex = *h;
    return s;
}

std::string selectedPiece(const engine::Document& doc, const Selection& s) {
    if (!doc.scenario || !s.onMap()) return {};
    if ((s.kind == Selection::Kind::Unit || s.kind == Selection::Kind::Piece) && placedHex(*doc.scenario, s.id))
        return s.id;
    if (s.kind != Selection::Kind::Hex) return {};
    for (auto p = doc.scenario->setup.rbegin(); p != doc.scenario->setup.rend(); ++p)
        if (p->hex == s.hex) return p->piece;
    return {};
}

bool editTouches(const engine::ChangeSet& change, const Selection& s) {
    if (s.empty()) return false;
    // Side and formation names fill the choices; the settings and the map's ruleset, everything.
    if (change.settings || change.mapSettings || !change.sides.empty() || !change.formations.empty()) return true;
    const auto names = [&s](const std::vector<std::string>& ids) {
        return std::find(ids.begin(), ids.end(), s.id) != ids.end();
    };
    if (s.kind == Selection::Kind::Piece)
        // A formation lists its side's leaders as commanders.
        return names(change.units) || names(change.placements) || !change.leaders.empty();
    // A hex shows its own fields, its hexsides' and whatever stands on it or scores there: where a
    // changed piece was before the edit is not known here.
    if (std::find(change.hexes.begin(), change.hexes.end(), s.hex) != change.hexes.end()) return true;
    for (const engine::HexsideId& side : change.hexsides)
        if (const auto [a, b] = engine::hexesOf(side); a == s.hex || b == s.hex) return true;
    return !change.units.empty() || !change.placements.empty() || !change.victoryHexes.empty();
}

Selection refreshed(const engine::Document& doc, const Selection& s) {
    std::optional<engine::HexCoord> hex;
    switch (s.kind) {
    case Selection::Kind::None: return s;
    case Selection::Kind::Piece: return pieceSelection(doc, s.id).value_or(Selection{});
    case Selection::Kind::Hex:
    case Selection::Kind::Hexside: hex = s.hex; break;
    case Selection::Kind::Unit:
        if (doc.scenario) hex = placedHex(*doc.scenario, s.id);
        break;
    case Selection::Kind::VictoryHex:
        if (doc.scenario) hex = victoryHex(*doc.scenario, s.id);
        break;
    }
    if (!hex || !doc.map.contains(*hex)) return {};
    Selection out = s;
    out.hex = *hex;
    return out;
}

}  // namespace editor
