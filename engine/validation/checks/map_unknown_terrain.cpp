// map.unknown_terrain: a hex uses a terrain id the ruleset does not define (the map was painted
// for another ruleset, or a palette was edited).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UnknownTerrainRule final : public BasicCheck {
public:
    UnknownTerrainRule()
        : BasicCheck({"map.unknown_terrain",
                      "a hex has a terrain type the ruleset does not define",
                      Severity::Error,
                      {ScopeKind::Hex, 0},
                      kOnHexes,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const std::string_view t = ctx.map().terrain(item.hex);
        if (t.empty() || ctx.ruleset().findTerrain(t)) return;
        out.emit(elementCite(ctx.ruleset(), "terrain"),
                 "hex " + ctx.label(item.hex) + " has terrain `" + std::string(t) + "`, which ruleset " +
                     ctx.ruleset().id + " does not define",
                 {{"hex", ctx.label(item.hex)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeUnknownTerrainCheck() { return std::make_unique<UnknownTerrainRule>(); }

}  // namespace engine
