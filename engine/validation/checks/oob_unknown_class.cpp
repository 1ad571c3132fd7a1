// oob.unknown_class: a unit's class is not one of the ruleset's unit classes.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UnknownClassRule final : public BasicCheck {
public:
    UnknownClassRule()
        : BasicCheck({"oob.unknown_class",
                      "a unit's class is not defined by the ruleset",
                      Severity::Error,
                      {ScopeKind::Unit, 0},
                      kOnUnits,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Unit& u = *ctx.unit(item.id);
        if (ctx.ruleset().findClass(u.unitClass)) return;
        out.emit(elementCite(ctx.ruleset(), "unit-classes"),
                 "unit `" + u.id + "` is of class `" + u.unitClass + "`, which ruleset " + ctx.ruleset().id +
                     " does not define",
                 {{"unit", u.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeUnknownClassCheck() { return std::make_unique<UnknownClassRule>(); }

}  // namespace engine
