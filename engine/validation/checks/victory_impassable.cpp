// victory.impassable: a victory hex no unit class may enter in any mode (its terrain, features or
// every hexside around it prohibit the step in, as the movement service answers it: SSS 26.23,
// CWB 16.2c, HS 13.3, LFM R1.1), so nobody can ever hold it.
#include "engine/validation/checks/builtin_checks.hpp"
#include "engine/validation/checks/support/prohibited_entry.hpp"

#include <algorithm>

namespace engine {
namespace {

class VictoryImpassableRule final : public BasicCheck {
public:
    VictoryImpassableRule()
        : BasicCheck({"victory.impassable",
                      "a victory hex no unit may enter",
                      Severity::Error,
                      {ScopeKind::VictoryHex, 0},
                      kOnVictory | kOnHexes | kOnHexsides | kOnMapSettings,
                      {}}) {}
    // Only the victory hex and the steps into it from its neighbours matter.
    [[nodiscard]] std::uint32_t footprintTriggers() const override { return kOnHexes | kOnHexsides; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const VictoryHex& v = *ctx.victoryHex(item.id);
        if (!ctx.map().contains(v.hex)) return;  // victory.off_map's business
        out.dependsOn(v.hex);
        std::vector<ProhibitedEntry> banned;
        for (const UnitClass& cls : ctx.ruleset().unitClasses) {
            std::vector<std::string> modes;
            for (const UnitMode& m : cls.modes) modes.push_back(m.id);
            if (modes.empty()) modes.emplace_back();
            for (const std::string& mode : modes) {
                auto b = prohibitedEntry(ctx.ruleset(), ctx.map(), cls.id, mode, v.hex);
                if (!b) return;  // this class may enter in this mode
                if (banned.empty() || banned.back().unitClass != cls.id) banned.push_back(std::move(*b));
            }
        }
        if (banned.empty()) return;
        // Classes barred for the same reasons are named together.
        std::vector<std::pair<std::string, std::string>> groups;  // reasons -> classes
        bool assumed = false;
        for (const ProhibitedEntry& b : banned) {
            assumed = assumed || b.assumed();
            const std::string reasons = b.describe();
            auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == reasons; });
            if (it == groups.end()) groups.emplace_back(reasons, b.unitClass);
            else it->second += ", " + b.unitClass;
        }
        std::string why;
        for (const auto& [reasons, classes] : groups) why += (why.empty() ? "" : "; ") + classes + ": " + reasons;
        out.emit(Provenanced{banned.front().reasons.front().cite, assumed},
                 "victory hex `" + v.id + "` at " + ctx.label(v.hex) + " may not be entered by any unit class: " + why,
                 {{"victory-hex", v.id}, {"hex", ctx.label(v.hex)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeVictoryImpassableCheck() { return std::make_unique<VictoryImpassableRule>(); }

}  // namespace engine
