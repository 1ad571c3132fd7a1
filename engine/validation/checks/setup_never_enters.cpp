// setup.never_enters: a unit that is neither set up nor scheduled never enters play (warning:
// some scenarios keep units off the board on purpose).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class NeverEntersRule final : public BasicCheck {
public:
    NeverEntersRule()
        : BasicCheck({"setup.never_enters",
                      "a unit is neither set up nor scheduled",
                      Severity::Warning,
                      {ScopeKind::Unit, 0},
                      kOnUnits | kOnPlacements | kOnSchedule | kOnFormations | kOnLeaders,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        if (!ctx.placementsOf(item.id).empty() || !ctx.rowsBringing(item.id).empty()) return;
        out.emit({}, "unit `" + std::string(item.id) + "` is neither set up nor scheduled to arrive",
                 {{"unit", std::string(item.id)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeNeverEntersCheck() { return std::make_unique<NeverEntersRule>(); }

}  // namespace engine
