// victory.totals: how many victory hexes and points each side can score (info, for the designer).
#include "engine/validation/checks/builtin_checks.hpp"

#include <map>

namespace engine {
namespace {

class VictoryTotalsRule final : public BasicCheck {
public:
    VictoryTotalsRule()
        : BasicCheck({"victory.totals",
                      "victory hexes and points per side",
                      Severity::Info,
                      {ScopeKind::Global, 0},
                      kOnVictory | kOnSides,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        const Scenario& sc = ctx.scenario();
        if (sc.victoryHexes.empty()) return;
        std::map<std::string, std::pair<int, int>> totals;  // side ("" = either) -> hexes, VP
        for (const Side& s : sc.sides) totals[s.id];
        for (const VictoryHex& v : sc.victoryHexes) {
            auto& t = totals[v.side];
            ++t.first;
            t.second += v.vp;
        }
        const Provenanced cite = citeOf(ctx.ruleset(), "victory", "winner", ruleCite(ctx.ruleset(), id(), {}));
        for (const auto& [side, t] : totals)
            out.emit(cite,
                     (side.empty() ? std::string("either side") : "side " + side) + ": " + std::to_string(t.first) +
                         " victory hexes, " + std::to_string(t.second) + " VP",
                     {{"side", side}});
    }
};

}  // namespace

std::unique_ptr<Check> makeVictoryTotalsCheck() { return std::make_unique<VictoryTotalsRule>(); }

}  // namespace engine
