// map.no_terrain: every hex needs a terrain type (SSS 2.1, HS 13.3, LFM R27: one terrain per hex).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class NoTerrainRule final : public BasicCheck {
public:
    NoTerrainRule()
        : BasicCheck({"map.no_terrain",
                      "a hex on the map has no terrain type",
                      Severity::Error,
                      {ScopeKind::Hex, 0},
                      kOnHexes,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        if (!ctx.map().terrain(item.hex).empty()) return;
        const Provenanced cite = citeOf(ctx.ruleset(), "map", "terrain-per-hex", elementCite(ctx.ruleset(), "terrain"));
        out.emit(cite, "hex " + ctx.label(item.hex) + " has no terrain type", {{"hex", ctx.label(item.hex)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeNoTerrainCheck() { return std::make_unique<NoTerrainRule>(); }

}  // namespace engine
