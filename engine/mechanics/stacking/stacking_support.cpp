#include "engine/mechanics/stacking/stacking_support.hpp"

#include "engine/model/number_text.hpp"

#include <algorithm>

namespace engine::stacking {

Reason cited(const Provenanced& p, std::string message, HexCoord hex, const std::string& fallbackCite) {
    Reason r;
    r.message = std::move(message);
    r.cite = p.cite.empty() ? fallbackCite : p.cite;
    r.assumed = p.assumed;
    r.hexes.push_back(hex);
    return r;
}

Reason paramReason(const PolicySection& section, std::string_view name, std::string message, HexCoord hex) {
    if (const Param* p = section.param(name)) return cited(*p, std::move(message), hex, section.cite);
    return cited(section, std::move(message), hex);
}

bool paramIs(const PolicySection& section, std::string_view name, std::string_view value) {
    const Param* p = section.param(name);
    return p && p->value == value;
}

const Record* findRecord(const PolicySection& section, std::string_view kind, const std::string& key,
                         std::string_view value) {
    for (const Record& r : section.records)
        if (r.kind == kind && r.get(key) == value) return &r;
    return nullptr;
}

std::string num(double v) { return formatNumber(v); }

std::string hexLabel(const BoardState& ctx, HexCoord hex) { return ctx.map.grid().label(hex); }

const TerrainType* terrainAt(const BoardState& ctx, HexCoord hex) {
    if (!ctx.map.contains(hex)) return nullptr;
    return ctx.ruleset.findTerrain(ctx.map.terrain(hex));
}

std::string terrainHex(const BoardState& ctx, HexCoord hex) {
    const TerrainType* t = terrainAt(ctx, hex);
    return (t ? (t->name.empty() ? t->id : t->name) + " hex " : std::string("hex ")) + hexLabel(ctx, hex);
}

bool hasRoad(const BoardState& ctx, HexCoord hex) {
    if (!ctx.map.contains(hex)) return false;
    for (const HexsideId& side : hexsidesOf(hex))
        for (const std::string& f : ctx.map.hexsideFeatures(side))
            if (const HexsideType* t = ctx.ruleset.findHexside(f); t && t->kind == "road") return true;
    return false;
}

std::string effectiveMode(const BoardState& ctx, const PieceAt& piece) {
    if (!piece.mode.empty()) return piece.mode;
    const UnitClass* c = ctx.ruleset.findClass(piece.unitClass);
    return c && !c->modes.empty() ? c->modes.front().id : std::string();
}

bool isLeader(const PieceAt& piece) { return piece.leader != nullptr || piece.unitClass == "leader"; }

std::optional<double> unitNumber(const BoardState& ctx, const PieceAt& piece, const std::string& attr,
                                 std::string& why) {
    if (!piece.unit) {
        why = "piece " + piece.id + " is not a unit";
        return std::nullopt;
    }
    const auto it = piece.unit->attributes.find(attr);
    if (it == piece.unit->attributes.end() || it->second.empty()) {
        why = "unit " + piece.id + " has no '" + attr + "' value";
        return std::nullopt;
    }
    if (const AttributeDef* def = ctx.ruleset.findUnitAttribute(attr))
        for (const auto& [token, value] : def->tokens)
            if (token == it->second) return value;
    if (auto v = parseDouble(it->second)) return v;
    why = "unit " + piece.id + ": '" + attr + "' value '" + it->second + "' is not a number";
    return std::nullopt;
}

std::string summary(const BoardState& ctx, const StackingResult& r) {
    if (r.measures.empty()) return "nothing that counts in " + terrainHex(ctx, r.hex);
    const StackMeasure& main = r.measures.front();
    std::string out = num(main.total) + " " + main.what + " in " + terrainHex(ctx, r.hex);
    out += main.limit ? ", limit " + num(*main.limit) : ", no limit";
    for (std::size_t i = 1; i < r.measures.size(); ++i) {
        const StackMeasure& m = r.measures[i];
        out += ", of which " + m.what + " " + num(m.total);
        out += m.limit ? ", limit " + num(*m.limit) : ", no limit";
    }
    return out;
}

void settleVerdict(StackingResult& r) {
    if (r.verdict != StackVerdict::Ok) return;
    if (std::any_of(r.measures.begin(), r.measures.end(), [](const StackMeasure& m) { return m.over(); }))
        r.verdict = StackVerdict::Over;
}

StackingResult startResult(const StackingQuery& query) {
    StackingResult r;
    r.hex = query.hex;
    r.side = query.pieces.empty() ? std::string() : query.pieces.front().side;
    return r;
}

void addUnreadable(StackingResult& r, const BoardState& ctx, const PieceAt& piece, Reason why) {
    r.verdict = StackVerdict::Unknown;
    why.message += " (in " + terrainHex(ctx, r.hex) + ")";
    r.reasons.push_back(std::move(why));
    addUncounted(r, piece, "value unknown");
}

void markNoLimit(StackingResult& r, const BoardState& ctx, const PolicySection& section) {
    const TerrainType* terrain = terrainAt(ctx, r.hex);
    r.verdict = StackVerdict::Unknown;
    r.reasons.push_back(
        cited(section,
              "no stacking limit known for " + terrainHex(ctx, r.hex) +
                  (terrain ? " (stacking group '" + terrain->stackingGroup + "')" : " (terrain not painted)"),
              r.hex));
}

void addUncounted(StackingResult& r, const PieceAt& piece, std::string shown) {
    r.pieces.push_back({piece.id, piece.side, piece.unitClass, false, false, 0, std::move(shown)});
}

void addCounted(StackingResult& r, const PieceAt& piece, double value, bool artillery, std::string shown) {
    r.pieces.push_back({piece.id, piece.side, piece.unitClass, true, artillery, value, std::move(shown)});
}

}  // namespace engine::stacking
