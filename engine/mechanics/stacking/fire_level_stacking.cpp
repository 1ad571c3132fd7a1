#include "engine/mechanics/stacking/fire_level_stacking.hpp"

#include "engine/mechanics/stacking/stacking_support.hpp"

#include "engine/util/words.hpp"

#include <algorithm>

namespace engine {

using namespace stacking;

namespace {

bool firesByLevel(const std::string& cls) { return cls == "infantry" || cls == "cavalry" || cls == "extended-line"; }

// The piece's value in C-units (fire level) or gun points; nullopt with `why` when it cannot be read.
std::optional<double> pieceValue(const BoardState& ctx, const PolicySection& section, const PieceAt& p,
                                 std::string& why) {
    if (p.unitClass == "artillery") return unitNumber(ctx, p, "gun-points", why);
    const auto it = p.unit ? p.unit->attributes.find("fire-level") : AttributeMap::const_iterator{};
    if (!p.unit || it == p.unit->attributes.end()) {
        why = "unit " + p.id + " has no fire level";
        return std::nullopt;
    }
    if (const Record* level = findRecord(section, "fire-level", "id", it->second)) return level->number("c-units");
    why = "unit " + p.id + ": fire level '" + it->second + "' is not one of the ruleset's fire levels";
    return std::nullopt;
}

}  // namespace

StackingResult FireLevelStacking::check(const BoardState& ctx, const StackingQuery& query) const {
    StackingResult r = startResult(query);
    double cUnits = 0, guns = 0;
    int extendedLines = 0;
    bool uncounted = false;
    for (const PieceAt& p : query.pieces) {
        if (!firesByLevel(p.unitClass) && p.unitClass != "artillery") {
            addUncounted(r, p, p.unitClass + ": not counted");
            uncounted = true;
            continue;
        }
        std::string why;
        const auto value = pieceValue(ctx, m_section, p, why);
        if (!value) {
            addUnreadable(r, ctx, p, cited(m_section, why, r.hex));
            continue;
        }
        const bool artillery = p.unitClass == "artillery";
        addCounted(r, p, *value, artillery,
                   artillery ? num(*value) + " gun points"
                             : p.unit->attributes.at("fire-level") + " = " + num(*value) + " C-units");
        (artillery ? guns : cUnits) += *value;
        if (p.unitClass == "extended-line") ++extendedLines;
    }
    if (uncounted)
        r.reasons.push_back(
            paramReason(m_section, "leaders-count", "leaders, HQs, wagons and markers do not count", r.hex));

    r.measures.push_back({"C-units", cUnits, m_section.number("max-stack-c-units")});
    r.measures.push_back({"gun points", guns, m_section.number("max-stack-gun-points")});
    r.reasons.push_back(paramReason(m_section, "max-stack-c-units",
                                    summary(ctx, r) + " (3 x A fire level = 12 C-units, 10 gun points)", r.hex));
    if (extendedLines > 1 && paramIs(m_section, "extended-lines-stack-together", "false")) {
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(paramReason(m_section, "extended-lines-stack-together",
                                        std::to_string(extendedLines) + " extended lines in " + terrainHex(ctx, r.hex) +
                                            "; extended lines never stack together",
                                        r.hex));
    }
    if (query.roadMovement) roadColumn(ctx, query, r);
    settleVerdict(r);
    return r;
}

// CWB 12.2: road movers end apart from other units still in column, mounted or limbered; with the
// optional road-column rule at most a B fire level in column per road hex, and a wagon or an
// artillery unit fills a road hex alone.
void FireLevelStacking::roadColumn(const BoardState& ctx, const StackingQuery& query, StackingResult& r) const {
    const PolicySection* movement = ctx.ruleset.section("movement");
    const Param* modes = movement ? movement->param("road-modes") : nullptr;
    const auto inColumn = [&](const PieceAt& p) {
        if (p.unitClass == "wagon" || p.unitClass == "supply-train") return true;
        if (!modes) return false;
        const std::string pair = p.unitClass + ":" + effectiveMode(ctx, p);
        for (const std::string& w : splitWords(modes->value))
            if (w == pair) return true;
        return false;
    };
    int column = 0, fillsHex = 0;
    double columnCUnits = 0;
    for (const PieceAt& p : query.pieces) {
        if (!inColumn(p)) continue;
        ++column;
        if (p.unitClass == "artillery" || p.unitClass == "wagon" || p.unitClass == "supply-train") ++fillsHex;
        std::string why;
        if (firesByLevel(p.unitClass))
            if (const auto v = pieceValue(ctx, m_section, p, why)) columnCUnits += *v;
    }
    if (query.endsMove && column > 1 && paramIs(m_section, "road-move-end-stacked-in-road-formation", "false")) {
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(paramReason(m_section, "road-move-end-stacked-in-road-formation",
                                        std::to_string(column) + " units in column, mounted or limbered in " +
                                            terrainHex(ctx, r.hex) +
                                            ": a unit moving on the road may not end stacked with another",
                                        r.hex));
    }
    const RulesetOption* option = ctx.ruleset.findOption("road-column");
    if (!option) return;
    if (ctx.option("road-column") != "on") {
        r.reasons.push_back(
            cited(*option, "the optional road-column rule is off: no fire-level limit per road hex", r.hex));
        return;
    }
    const Param* level = m_section.param("road-column-max-fire-level");
    const Record* record = level ? findRecord(m_section, "fire-level", "id", level->value) : nullptr;
    const auto maxCUnits = record ? record->number("c-units") : std::nullopt;
    if (maxCUnits && columnCUnits > *maxCUnits) {
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(paramReason(m_section, "road-column-max-fire-level",
                                        "road column (option road-column): " + num(columnCUnits) +
                                            " C-units in column in one road hex, at most " + level->value + " (" +
                                            num(*maxCUnits) + ")",
                                        r.hex));
    }
    if (fillsHex > 0 && column > 1) {
        r.verdict = StackVerdict::Over;
        r.reasons.push_back(
            cited(*option, "road column: each wagon or artillery unit takes up a full road hex", r.hex));
    }
}

HexFire maxFireFromStack(const BoardState& ctx, HexCoord hex, const std::vector<PieceAt>& topToBottom) {
    HexFire fire;
    const PolicySection* section = ctx.ruleset.section("stacking");
    if (!section) return fire;
    double cUnits = 0, guns = 0;
    for (const PieceAt& p : topToBottom) {
        if (!firesByLevel(p.unitClass) && p.unitClass != "artillery") continue;
        std::string why;
        const auto value = pieceValue(ctx, *section, p, why);
        if (!value) {
            fire.reasons.push_back(cited(*section, why, hex));
            continue;
        }
        (p.unitClass == "artillery" ? guns : cUnits) += *value;
    }
    fire.cUnits = std::min(cUnits, section->number("max-fire-c-units").value_or(cUnits));
    fire.gunPoints = std::min(guns, section->number("max-fire-gun-points").value_or(guns));
    fire.reasons.push_back(paramReason(*section, "max-fire-c-units",
                                       "fire from " + hexLabel(ctx, hex) + ": " + num(fire.cUnits) + " C-units of " +
                                           num(cUnits) + " and " + num(fire.gunPoints) + " gun points of " + num(guns) +
                                           " (at most one A fire level and 5 gun points)",
                                       hex));
    return fire;
}

}  // namespace engine
