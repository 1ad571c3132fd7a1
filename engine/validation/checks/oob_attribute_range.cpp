// oob.attribute_range: unit attribute values must fit the schema: type, range, enum values,
// special tokens only where defined (a cadre "C" only where the ruleset has one), the classes an
// attribute belongs to, and required attributes present.
#include "engine/validation/attribute_checks.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class AttributeRangeRule final : public BasicCheck {
public:
    AttributeRangeRule()
        : BasicCheck({"oob.attribute_range",
                      "a unit attribute is missing, of the wrong type, out of range or not for its class",
                      Severity::Error,
                      {ScopeKind::Unit, 0},
                      kOnUnits,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Unit& u = *ctx.unit(item.id);
        const bool knownClass = ctx.ruleset().findClass(u.unitClass) != nullptr;
        for (const AttributeDef& def : ctx.ruleset().unitAttributes) {
            const auto it = u.attributes.find(def.id);
            const bool applies = attributeAppliesTo(def, u.unitClass);
            const auto who = [&] {
                return "unit `" + u.id + "` (" + u.unitClass + ")";
            };  // only when there is something to say
            if (it == u.attributes.end()) {
                if (def.required && applies && knownClass)
                    out.emit(def, who() + " lacks required attribute `" + def.id + "`", {{"unit", u.id}});
                continue;
            }
            if (!applies) {
                out.emit(def, who() + " has attribute `" + def.id + "`, which applies only to other classes",
                         {{"unit", u.id}});
                continue;
            }
            if (const std::string problem = attributeProblem(def, it->second); !problem.empty())
                out.emit(def, who() + " " + def.id + ": " + problem, {{"unit", u.id}});
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeAttributeRangeCheck() { return std::make_unique<AttributeRangeRule>(); }

}  // namespace engine
