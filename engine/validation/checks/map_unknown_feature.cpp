// map.unknown_feature: a hex carries an in-hex feature id the ruleset does not define.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UnknownFeatureRule final : public BasicCheck {
public:
    UnknownFeatureRule()
        : BasicCheck({"map.unknown_feature",
                      "a hex has an in-hex feature the ruleset does not define",
                      Severity::Error,
                      {ScopeKind::Hex, 0},
                      kOnHexes,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        if (ctx.map().cell(item.hex).features == 0) return;
        for (const std::string& f : ctx.map().features(item.hex))
            if (!ctx.ruleset().findFeature(f))
                out.emit(elementCite(ctx.ruleset(), "hex-features"),
                         "hex " + ctx.label(item.hex) + " has feature `" + f + "`, which ruleset " + ctx.ruleset().id +
                             " does not define",
                         {{"hex", ctx.label(item.hex)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeUnknownFeatureCheck() { return std::make_unique<UnknownFeatureRule>(); }

}  // namespace engine
