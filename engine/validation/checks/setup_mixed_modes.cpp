// setup.mixed_modes: units of one side and class in one hex set up in different modes, where the
// ruleset forbids it (LFM R4.3: cavalry in a hex is all mounted or all dismounted). Applies where
// the validation policy has a param of this id; its value lists the classes.
#include "engine/util/words.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

#include <algorithm>
#include <map>

namespace engine {
namespace {

class MixedModesRule final : public BasicCheck {
public:
    MixedModesRule()
        : BasicCheck({"setup.mixed_modes",
                      "units of one class in one hex are set up in different modes",
                      Severity::Error,
                      {ScopeKind::Hex, 0},
                      kOnPlacements | kOnUnits,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override { return hasRuleParam(ctx.ruleset(), id()); }

    [[nodiscard]] bool onlyWherePiecesAre() const override { return true; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Param& classes = *ctx.ruleset().section("validation")->param(id());
        const std::vector<std::string> listed = splitWords(classes.value);
        std::map<std::pair<std::string, std::string>, std::map<std::string, std::vector<std::string>>>
            modes;  // (side, class) -> mode -> units
        for (const Placement* p : ctx.placementsAt(item.hex)) {
            const Unit* u = ctx.unit(p->piece);
            if (!u || std::find(listed.begin(), listed.end(), u->unitClass) == listed.end()) continue;
            const UnitClass* cls = ctx.ruleset().findClass(u->unitClass);
            const std::string mode = !p->mode.empty()             ? p->mode
                                     : cls && !cls->modes.empty() ? cls->modes.front().id
                                                                  : std::string();
            modes[{u->side, u->unitClass}][mode].push_back(u->id);
        }
        for (const auto& [who, byMode] : modes) {
            if (byMode.size() < 2) continue;
            std::string text;
            std::vector<Location> where{{"hex", ctx.label(item.hex)}};
            for (const auto& [mode, units] : byMode) {
                text += (text.empty() ? "" : "; ") + mode + ": " + joinWords(units);
                for (const std::string& id : units) where.push_back({"unit", id});
            }
            out.emit(classes,
                     who.first + " " + who.second + " in hex " + ctx.label(item.hex) + " is set up in " +
                         std::to_string(byMode.size()) + " modes (" + text + ")",
                     std::move(where));
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeMixedModesCheck() { return std::make_unique<MixedModesRule>(); }

}  // namespace engine
