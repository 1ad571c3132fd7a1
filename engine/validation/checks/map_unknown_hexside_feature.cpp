// map.unknown_hexside_feature: a hexside carries a feature id (road, creek, slope...) the ruleset
// does not define.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UnknownHexsideFeatureRule final : public BasicCheck {
public:
    UnknownHexsideFeatureRule()
        : BasicCheck({"map.unknown_hexside_feature",
                      "a hexside has a feature the ruleset does not define",
                      Severity::Error,
                      {ScopeKind::Hexside, 0},
                      kOnHexsides,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        if (ctx.map().hexsideMask(item.hexside) == 0) return;
        for (const std::string& f : ctx.map().hexsideFeatures(item.hexside))
            if (!ctx.ruleset().findHexside(f))
                out.emit(elementCite(ctx.ruleset(), "hexsides"),
                         "hexside " + ctx.hexsideKey(item.hexside) + " has feature `" + f + "`, which ruleset " +
                             ctx.ruleset().id + " does not define",
                         {{"hexside", ctx.hexsideKey(item.hexside)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeUnknownHexsideFeatureCheck() { return std::make_unique<UnknownHexsideFeatureRule>(); }

}  // namespace engine
