// scenario.bad_option: a scenario chooses a value the ruleset option does not offer.
#include "engine/validation/checks/builtin_checks.hpp"

#include <algorithm>

namespace engine {
namespace {

class BadOptionRule final : public BasicCheck {
public:
    BadOptionRule()
        : BasicCheck({"scenario.bad_option",
                      "an option value is not one the ruleset offers",
                      Severity::Error,
                      {ScopeKind::Global, 0},
                      kOnSettings,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        for (const auto& [option, value] : ctx.scenario().options) {
            const RulesetOption* o = ctx.ruleset().findOption(option);
            if (!o || std::find(o->values.begin(), o->values.end(), value) != o->values.end()) continue;
            std::string allowed;
            for (const auto& v : o->values) allowed += (allowed.empty() ? "" : " ") + v;
            out.emit(*o, "option `" + option + "` = `" + value + "` is not one of: " + allowed, {{"file", "scenario"}});
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeBadOptionCheck() { return std::make_unique<BadOptionRule>(); }

}  // namespace engine
