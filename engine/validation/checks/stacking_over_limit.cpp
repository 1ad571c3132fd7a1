// stacking.over_limit: a side's set-up stack exceeds the ruleset's stacking limit, as the rules
// service for the ruleset's stacking policy counts it (SSS 25 units and cavalry, HS 6 SP per
// terrain with artillery sub-limits and the single-unit exception, LFM R4 16 SP of one brigade
// plus 10 artillery SP, CWB 12 fire levels and gun points).
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

// The ruleset's stacking policy, made once per context rather than per occupied hex.
struct PolicyCache {
    std::unique_ptr<StackingPolicy> policy;
};

class StackingOverLimitRule final : public BasicCheck {
public:
    StackingOverLimitRule()
        : BasicCheck({"stacking.over_limit",
                      "a set-up stack is over the ruleset's stacking limit",
                      Severity::Error,
                      {ScopeKind::Hex, 0},
                      kOnPlacements | kOnUnits | kOnLeaders | kOnFormations | kOnHexes | kOnHexsides | kOnSettings,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override {
        return makeStackingPolicy(ctx.ruleset()) != nullptr;
    }

    [[nodiscard]] bool onlyWherePiecesAre() const override { return true; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const auto& here = ctx.placementsAt(item.hex);
        if (here.empty()) return;
        std::vector<PieceAt> pieces;
        for (const Placement* p : here) {
            if (const Unit* u = ctx.unit(p->piece))
                pieces.push_back(PieceAt{u->id, u->side, u->unitClass, p->mode, p->facing, u, nullptr});
            else if (const Leader* l = ctx.leader(p->piece))
                pieces.push_back(PieceAt{l->id, l->side, "leader", p->mode, p->facing, nullptr, l});
        }
        if (pieces.empty()) return;
        PolicyCache& kept = ctx.ruleCache<PolicyCache>("stacking.over_limit");
        if (!kept.policy) kept.policy = makeStackingPolicy(ctx.ruleset());
        const StackingPolicy* policy = kept.policy.get();
        BoardState rules(ctx.map(), ctx.ruleset());
        rules.scenario = &ctx.scenario();  // option choices; pieces are passed explicitly
        const HexStacking stacking = checkHexStacking(rules, *policy, item.hex, pieces);
        for (const StackingResult& side : stacking.sides) {
            if (side.verdict != StackVerdict::Over) continue;
            std::string counts;
            for (const StackMeasure& m : side.measures) {
                counts += (counts.empty() ? "" : ", ") + formatNumber(m.total) + " " + m.what;
                if (m.limit) counts += " (limit " + formatNumber(*m.limit) + ")";
            }
            Provenanced cite{};
            for (const Reason& r : side.reasons) {
                if (cite.cite.empty()) cite.cite = r.cite;
                cite.assumed = cite.assumed || r.assumed;
            }
            std::vector<Location> where{{"hex", ctx.label(item.hex)}};
            for (const StackedPiece& p : side.pieces) where.push_back({"unit", p.id});
            const std::string terrain(ctx.map().terrain(item.hex));
            out.emit(cite,
                     side.side + " stack in " + (terrain.empty() ? std::string() : terrain + " ") + "hex " +
                         ctx.label(item.hex) + " is over the limit: " + counts,
                     std::move(where));
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeStackingOverLimitCheck() { return std::make_unique<StackingOverLimitRule>(); }

}  // namespace engine
