#include "engine/mechanics/zoc/zone_support.hpp"

#include "engine/mechanics/stacking/stacking_support.hpp"

namespace engine::zones {

Coverage answer(bool covered, const PolicySection& section, std::string_view param, std::string message, HexCoord hex) {
    return {covered, true, stacking::paramReason(section, param, std::move(message), hex)};
}

Coverage answer(bool covered, const Provenanced& source, std::string message, HexCoord hex,
                const std::string& fallbackCite) {
    return {covered, true, stacking::cited(source, std::move(message), hex, fallbackCite)};
}

std::string pieceName(const BoardState& ctx, HexCoord at, const PieceAt& piece) {
    return (piece.leader ? "leader " : "unit ") + piece.id + " (" + piece.unitClass + ") at " +
           stacking::hexLabel(ctx, at);
}

std::string attribute(const PieceAt& piece, const std::string& id) {
    if (!piece.unit) return {};
    const auto it = piece.unit->attributes.find(id);
    return it == piece.unit->attributes.end() ? std::string() : it->second;
}

std::string inZoneOf(const BoardState& ctx, HexCoord target, ZoneKind kind, HexCoord at, const PieceAt& piece) {
    return "hex " + stacking::hexLabel(ctx, target) + " is in the " + toString(kind) + " of " +
           pieceName(ctx, at, piece);
}

const Record* zoiRecord(const PolicySection& section, const std::string& unitClass) {
    return stacking::findRecord(section, "zoi", "class", unitClass);
}

}  // namespace engine::zones
