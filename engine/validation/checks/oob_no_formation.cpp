// oob.no_formation: every unit belongs to a formation of the order of battle (SSS 2.41,
// CWB S12, HS 5.0, LFM R-Pieces: the parent chain drives command).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class NoFormationRule final : public BasicCheck {
public:
    NoFormationRule()
        : BasicCheck({"oob.no_formation",
                      "a unit has no parent formation, or names one that does not exist",
                      Severity::Error,
                      {ScopeKind::Unit, 0},
                      kOnUnits | kOnFormations,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Unit& u = *ctx.unit(item.id);
        const Provenanced cite = elementCite(ctx.ruleset(), "formation-kinds");
        if (u.formation.empty()) out.emit(cite, "unit `" + u.id + "` has no parent formation", {{"unit", u.id}});
        else if (!ctx.formation(u.formation))
            out.emit(cite, "unit `" + u.id + "` names formation `" + u.formation + "`, which does not exist",
                     {{"unit", u.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeNoFormationCheck() { return std::make_unique<NoFormationRule>(); }

}  // namespace engine
