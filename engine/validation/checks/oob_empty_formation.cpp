// oob.empty_formation: a formation with no units, leaders or subordinate formations is usually a
// leftover of an edit (warning).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class EmptyFormationRule final : public BasicCheck {
public:
    EmptyFormationRule()
        : BasicCheck({"oob.empty_formation",
                      "a formation holds no units, leaders or formations",
                      Severity::Warning,
                      {ScopeKind::Global, 0},
                      kOnFormations | kOnUnits | kOnLeaders,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        for (const Formation& f : ctx.scenario().formations)
            if (ctx.unitsIn(f.id).empty() && ctx.leadersIn(f.id).empty() && ctx.childrenOf(f.id).empty())
                out.emit(elementCite(ctx.ruleset(), "formation-kinds"),
                         f.kind + " `" + f.id + "` holds no units, leaders or formations", {{"formation", f.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeEmptyFormationCheck() { return std::make_unique<EmptyFormationRule>(); }

}  // namespace engine
