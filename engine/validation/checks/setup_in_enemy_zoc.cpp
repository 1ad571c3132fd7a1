// setup.in_enemy_zoc: units that start in an enemy zone of control, as the ZOC service answers it
// (SSS 24.2, CWB 14.1, LFM R5; HS has none). Legal, but worth knowing: engaged at once, no
// unlimbering or rallying there (SSS 24.22, CWB 26.6a, LFM R23.3). Every model's ZOC reaches at
// most the adjacent hexes, hence the scope's radius of 1.
#include "engine/mechanics/zoc/zone_model.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

#include <map>

namespace engine {
namespace {

constexpr int kZocRadius = 1;

// The ruleset's zone model, made once per context rather than per occupied hex.
struct ModelCache {
    std::unique_ptr<ZoneModel> model;
};

PieceAt pieceAt(const CheckContext& ctx, const Placement& p) {
    if (const Unit* u = ctx.unit(p.piece)) return PieceAt{u->id, u->side, u->unitClass, p.mode, p.facing, u, nullptr};
    if (const Leader* l = ctx.leader(p.piece)) return PieceAt{l->id, l->side, "leader", p.mode, p.facing, nullptr, l};
    return {};
}

class InEnemyZocRule final : public BasicCheck {
public:
    InEnemyZocRule()
        : BasicCheck({"setup.in_enemy_zoc",
                      "units start in an enemy zone of control",
                      Severity::Info,
                      {ScopeKind::Hex, kZocRadius},
                      kOnPlacements | kOnUnits | kOnLeaders | kOnHexes | kOnHexsides | kOnSettings,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override {
        const auto model = makeZoneModel(ctx.ruleset());
        return model && model->id() != "none";
    }

    [[nodiscard]] bool onlyWherePiecesAre() const override { return true; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        std::map<std::string, std::vector<std::string>> unitsBySide;  // the pieces that may be in a ZOC
        for (const Placement* p : ctx.placementsAt(item.hex))
            if (const Unit* u = ctx.unit(p->piece)) unitsBySide[u->side].push_back(u->id);
        if (unitsBySide.empty()) return;
        ModelCache& kept = ctx.ruleCache<ModelCache>("setup.in_enemy_zoc");
        if (!kept.model) kept.model = makeZoneModel(ctx.ruleset());
        const ZoneModel* model = kept.model.get();
        BoardState rules(ctx.map(), ctx.ruleset());
        rules.scenario = &ctx.scenario();  // option choices; pieces are passed explicitly
        for (const auto& [side, units] : unitsBySide) {
            std::vector<Location>
                where;  // the enemies first; the hex and the side's units go in front when there are any
            std::string enemies;
            Provenanced source;
            for (HexCoord at : hexSpiral(item.hex, kZocRadius)) {
                if (!ctx.map().contains(at)) continue;
                for (const Placement* p : ctx.placementsAt(at)) {
                    const PieceAt enemy = pieceAt(ctx, *p);
                    if (enemy.id.empty() || enemy.side == side) continue;
                    if (!model->projects(rules, at, enemy, ZoneKind::Zoc).covered) continue;
                    const Coverage c = model->covers(rules, at, enemy, ZoneKind::Zoc, item.hex, nullptr);
                    if (!c.covered) continue;
                    if (enemies.empty()) source = Provenanced{c.why.cite, c.why.assumed};
                    enemies += (enemies.empty() ? "" : ", ") + enemy.id + " at " + ctx.label(at);
                    where.push_back({enemy.unit ? "unit" : "leader", enemy.id});
                }
            }
            if (enemies.empty()) continue;
            std::vector<Location> front{{"hex", ctx.label(item.hex)}};
            for (const std::string& id : units) front.push_back({"unit", id});
            where.insert(where.begin(), front.begin(), front.end());
            std::string names;
            for (const std::string& id : units) names += (names.empty() ? "" : ", ") + id;
            out.emit(source,
                     side + " " + (units.size() == 1 ? "unit " : "units ") + names + " in hex " + ctx.label(item.hex) +
                         (units.size() == 1 ? " starts" : " start") + " in the ZOC of " + enemies,
                     std::move(where));
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeInEnemyZocCheck() { return std::make_unique<InEnemyZocRule>(); }

}  // namespace engine
