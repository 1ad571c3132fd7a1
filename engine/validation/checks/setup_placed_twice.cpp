// setup.placed_twice: a piece has more than one set-up entry.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class PlacedTwiceRule final : public BasicCheck {
public:
    PlacedTwiceRule()
        : BasicCheck({"setup.placed_twice",
                      "a piece is placed more than once in the set-up",
                      Severity::Error,
                      {ScopeKind::Placement, 0},
                      kOnPlacements,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const auto& ps = ctx.placementsOf(item.id);
        if (ps.size() < 2) return;
        std::string hexes;
        for (const Placement* p : ps) hexes += (hexes.empty() ? "" : ", ") + ctx.label(p->hex);
        out.emit({},
                 "`" + std::string(item.id) + "` is placed " + std::to_string(ps.size()) + " times in the set-up (" +
                     hexes + ")",
                 {{"unit", std::string(item.id)}});
    }
};

}  // namespace

std::unique_ptr<Check> makePlacedTwiceCheck() { return std::make_unique<PlacedTwiceRule>(); }

}  // namespace engine
