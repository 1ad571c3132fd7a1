// victory.off_map: a victory hex is not on the map.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class VictoryOffMapRule final : public BasicCheck {
public:
    VictoryOffMapRule()
        : BasicCheck({"victory.off_map",
                      "a victory hex is off the map",
                      Severity::Error,
                      {ScopeKind::VictoryHex, 0},
                      kOnVictory,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const VictoryHex& v = *ctx.victoryHex(item.id);
        if (ctx.map().contains(v.hex)) return;
        out.emit(ruleCite(ctx.ruleset(), id(), {}),
                 "victory hex `" + v.id + "` is at " + ctx.label(v.hex) + ", off the map", {{"victory-hex", v.id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeVictoryOffMapCheck() { return std::make_unique<VictoryOffMapRule>(); }

}  // namespace engine
