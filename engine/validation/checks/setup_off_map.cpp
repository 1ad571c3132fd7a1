// setup.off_map: a piece is set up in a hex that is not on the map.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class SetupOffMapRule final : public BasicCheck {
public:
    SetupOffMapRule()
        : BasicCheck({"setup.off_map",
                      "a piece is set up off the map",
                      Severity::Error,
                      {ScopeKind::Placement, 0},
                      kOnPlacements,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        for (const Placement* p : ctx.placementsOf(item.id))
            if (!ctx.map().contains(p->hex))
                out.emit(elementCite(ctx.ruleset(), "grid"),
                         "`" + p->piece + "` is set up at " + ctx.label(p->hex) + ", off the map",
                         {{"unit", p->piece}});
    }
};

}  // namespace

std::unique_ptr<Check> makeSetupOffMapCheck() { return std::make_unique<SetupOffMapRule>(); }

}  // namespace engine
