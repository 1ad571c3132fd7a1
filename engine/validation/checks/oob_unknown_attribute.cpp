// oob.unknown_attribute: a unit carries an attribute the ruleset's schema does not define.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UnknownAttributeRule final : public BasicCheck {
public:
    UnknownAttributeRule()
        : BasicCheck({"oob.unknown_attribute",
                      "a unit has an attribute the ruleset does not define",
                      Severity::Error,
                      {ScopeKind::Unit, 0},
                      kOnUnits,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Unit& u = *ctx.unit(item.id);
        for (const auto& [name, value] : u.attributes)
            if (!ctx.ruleset().findUnitAttribute(name))
                out.emit(elementCite(ctx.ruleset(), "attributes"),
                         "unit `" + u.id + "` has attribute `" + name + "`, which ruleset " + ctx.ruleset().id +
                             " does not define",
                         {{"unit", u.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeUnknownAttributeCheck() { return std::make_unique<UnknownAttributeRule>(); }

}  // namespace engine
