// setup.unknown_mode: a unit is set up in a mode (line, column, limbered...) its class does not have.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class UnknownModeRule final : public BasicCheck {
public:
    UnknownModeRule()
        : BasicCheck({"setup.unknown_mode",
                      "a unit is set up in a mode its class does not have",
                      Severity::Error,
                      {ScopeKind::Placement, 0},
                      kOnPlacements | kOnUnits,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Unit* u = ctx.unit(item.id);
        const UnitClass* cls = u ? ctx.ruleset().findClass(u->unitClass) : nullptr;
        if (!cls) return;
        for (const Placement* p : ctx.placementsOf(item.id))
            if (!p->mode.empty() && !cls->hasMode(p->mode))
                out.emit(*cls,
                         "`" + p->piece + "` is set up in mode `" + p->mode + "`, which class `" + cls->id +
                             "` does not have",
                         {{"unit", p->piece}, {"hex", ctx.label(p->hex)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeUnknownModeCheck() { return std::make_unique<UnknownModeRule>(); }

}  // namespace engine
