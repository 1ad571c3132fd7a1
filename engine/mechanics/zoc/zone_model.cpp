#include "engine/mechanics/zoc/zone_model.hpp"

#include "engine/mechanics/zoc/frontal_zones.hpp"
#include "engine/mechanics/zoc/lfm_zones.hpp"
#include "engine/mechanics/zoc/no_zones.hpp"
#include "engine/mechanics/zoc/sss_zones.hpp"

#include <algorithm>

namespace engine {

const char* toString(ZoneKind k) { return k == ZoneKind::Zoc ? "ZOC" : "ZOI"; }

std::unique_ptr<ZoneModel> makeZoneModel(const Ruleset& ruleset) {
    const PolicySection* section = ruleset.section("zoc");
    if (!section) return nullptr;
    if (section->policy == "sss") return std::make_unique<SssZones>(*section);
    if (section->policy == "frontal") return std::make_unique<FrontalZones>(*section);
    if (section->policy == "lfm") return std::make_unique<LfmZones>(*section);
    if (section->policy == "none") return std::make_unique<NoZones>(*section);
    return nullptr;
}

Zone zoneOf(const BoardState& ctx, const ZoneModel& model, HexCoord at, const PieceAt& piece, ZoneKind kind,
            const LineOfSight* los) {
    Zone zone;
    zone.kind = kind;
    zone.pieceId = piece.id;
    zone.from = at;
    const Coverage projects = model.projects(ctx, at, piece, kind);
    zone.reasons.push_back(projects.why);
    if (!projects.covered) return zone;
    for (const HexCoord h : hexSpiral(at, model.reach(ctx, piece, kind))) {
        if (!ctx.map.contains(h)) continue;
        const Coverage c = model.covers(ctx, at, piece, kind, h, los);
        if (!c.decided) zone.undecided.push_back(h);
        else if (c.covered) zone.hexes.push_back(h);
        else if (!c.why.message.empty()) zone.reasons.push_back(c.why);  // a notable exclusion (LOS blocked)
    }
    return zone;
}

ZoneCheck enemyZonesAt(const BoardState& ctx, const ZoneModel& model, HexCoord hex, std::string_view side,
                       const LineOfSight* los) {
    // Deterministic order: by hex, then piece id.
    std::vector<std::pair<HexCoord, const PieceAt*>> enemies;
    for (const auto& [at, pieces] : ctx.occupancy.all())
        for (const PieceAt& p : pieces)
            if (p.side != side) enemies.emplace_back(at, &p);
    std::sort(enemies.begin(), enemies.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first < b.first : a.second->id < b.second->id;
    });

    ZoneCheck check;
    for (const auto& [at, piece] : enemies) {
        for (const ZoneKind kind : {ZoneKind::Zoc, ZoneKind::Zoi}) {
            if (hexDistance(at, hex) > model.reach(ctx, *piece, kind)) continue;
            if (!model.projects(ctx, at, *piece, kind).covered) continue;
            const Coverage c = model.covers(ctx, at, *piece, kind, hex, los);
            if (!c.decided) {
                check.undecided = true;
                check.reasons.push_back(c.why);
            } else if (c.covered) {
                (kind == ZoneKind::Zoc ? check.inZoc : check.inZoi) = true;
                (kind == ZoneKind::Zoc ? check.zocFrom : check.zoiFrom).push_back(piece->id);
                check.reasons.push_back(c.why);
            }
        }
    }
    return check;
}

ZoneCheck enemyZonesAt(const BoardState& ctx, HexCoord hex, std::string_view side) {
    const auto model = makeZoneModel(ctx.ruleset);
    if (!model) return {};
    const auto los = makeLineOfSight(ctx.ruleset);
    return enemyZonesAt(ctx, *model, hex, side, los.get());
}

}  // namespace engine
