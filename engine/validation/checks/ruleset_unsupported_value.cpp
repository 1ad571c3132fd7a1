// ruleset.unsupported_value: the ruleset gives a value another reading than the one its mechanic is
// built on (engine/model/fixed_readings.hpp): the engine goes on applying its own reading.
#include "engine/model/fixed_readings.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UnsupportedValueRule final : public BasicCheck {
public:
    UnsupportedValueRule()
        : BasicCheck({"ruleset.unsupported_value",
                      "a ruleset value the engine has no rule for",
                      Severity::Warning,
                      {ScopeKind::Global, 0},
                      kOnSettings,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        for (const UnsupportedValue& u : unsupportedValues(ctx.ruleset()))
            out.emit(*u.param,
                     "ruleset `" + ctx.ruleset().id + "` sets " + std::string(u.reading->section) + "/" +
                         u.param->name + " = `" + u.param->value + "`, but the engine implements only `" +
                         std::string(u.reading->value) + "` (" + std::string(u.reading->by) + ")",
                     {{"file", "ruleset"}});
    }
};

}  // namespace

std::unique_ptr<Check> makeUnsupportedValueCheck() { return std::make_unique<UnsupportedValueRule>(); }

}  // namespace engine
