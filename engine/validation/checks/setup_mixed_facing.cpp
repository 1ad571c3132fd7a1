// setup.mixed_facing: troop units of one side in one hex face different hexsides, where the ruleset
// says they share one facing (CWB 13.0: all troop units in a hex have the same facing). Applies
// where the validation policy has a param of this id; its value lists the troop classes. Pieces
// without a facing are left to the facing rules.
#include "engine/hex/hex_layout.hpp"
#include "engine/util/words.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

#include <algorithm>
#include <map>

namespace engine {
namespace {

class MixedFacingRule final : public BasicCheck {
public:
    MixedFacingRule()
        : BasicCheck({"setup.mixed_facing",
                      "troop units in one hex face different hexsides",
                      Severity::Error,
                      {ScopeKind::Hex, 0},
                      kOnPlacements | kOnUnits,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override { return hasRuleParam(ctx.ruleset(), id()); }

    [[nodiscard]] bool onlyWherePiecesAre() const override { return true; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Param& classes = *ctx.ruleset().section("validation")->param(id());
        const std::vector<std::string> troops = splitWords(classes.value);
        std::map<std::string, std::map<int, std::vector<std::string>>> facings;  // side -> facing -> units
        for (const Placement* p : ctx.placementsAt(item.hex)) {
            const Unit* u = ctx.unit(p->piece);
            if (u && p->facing >= 0 && std::find(troops.begin(), troops.end(), u->unitClass) != troops.end())
                facings[u->side][p->facing].push_back(u->id);
        }
        for (const auto& [side, byFacing] : facings) {
            if (byFacing.size() < 2) continue;
            std::string text;
            std::vector<Location> where{{"hex", ctx.label(item.hex)}};
            for (const auto& [facing, units] : byFacing) {
                text += (text.empty() ? "" : "; ") +
                        std::string(compassName(ctx.map().grid().shape().orientation, facing)) + ": " +
                        joinWords(units);
                for (const std::string& id : units) where.push_back({"unit", id});
            }
            out.emit(classes,
                     side + " units in hex " + ctx.label(item.hex) + " face " + std::to_string(byFacing.size()) +
                         " different hexsides (" + text + ")",
                     std::move(where));
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeMixedFacingCheck() { return std::make_unique<MixedFacingRule>(); }

}  // namespace engine
