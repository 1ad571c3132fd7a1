// setup.prohibited_terrain: a piece set up in a hex its class may not enter from any side, for its
// terrain, features or the hexsides around it (SSS 26.23, CWB 16.2c, HS 13.3, LFM R1.1), as the
// movement service answers it. Radius 1: slope costs depend on the neighbours' levels.
#include "engine/validation/checks/builtin_checks.hpp"
#include "engine/validation/checks/support/prohibited_entry.hpp"

namespace engine {
namespace {

class ProhibitedTerrainRule final : public BasicCheck {
public:
    ProhibitedTerrainRule()
        : BasicCheck({"setup.prohibited_terrain",
                      "a piece is set up in a hex its class may not enter (terrain or hexsides)",
                      Severity::Error,
                      {ScopeKind::Hex, 1},
                      kOnPlacements | kOnUnits | kOnLeaders | kOnHexes | kOnHexsides | kOnMapSettings,
                      {}}) {}

    [[nodiscard]] bool onlyWherePiecesAre() const override { return true; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        for (const Placement* p : ctx.placementsAt(item.hex)) {
            const Unit* u = ctx.unit(p->piece);
            const std::string cls = u ? u->unitClass : ctx.leader(p->piece) ? "leader" : "";
            if (cls.empty()) continue;
            const auto banned = prohibitedEntry(ctx.ruleset(), ctx.map(), cls, p->mode, item.hex);
            if (!banned) continue;
            const Reason& first = banned->reasons.front();
            const std::string how = cls + (banned->mode.empty() ? "" : " in " + banned->mode + " mode");
            out.emit(Provenanced{first.cite, banned->assumed()},
                     std::string(u ? "unit" : "leader") + " `" + p->piece + "` (" + how + ") is set up in hex " +
                         ctx.label(item.hex) + ", which it may not enter from any side: " + banned->describe(),
                     {{"hex", ctx.label(item.hex)}, {u ? "unit" : "leader", p->piece}});
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeProhibitedTerrainCheck() { return std::make_unique<ProhibitedTerrainRule>(); }

}  // namespace engine
