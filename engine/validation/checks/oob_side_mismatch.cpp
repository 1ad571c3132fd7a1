// oob.side_mismatch: a unit or leader of one side under a formation of the other.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class SideMismatchRule final : public BasicCheck {
public:
    SideMismatchRule()
        : BasicCheck({"oob.side_mismatch",
                      "a unit or leader belongs to a formation of the other side",
                      Severity::Error,
                      {ScopeKind::Global, 0},
                      kOnUnits | kOnLeaders | kOnFormations,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        for (const Unit& u : ctx.scenario().units) checkOne(ctx, "unit", u.id, u.side, u.formation, out);
        for (const Leader& l : ctx.scenario().leaders) checkOne(ctx, "leader", l.id, l.side, l.formation, out);
        for (const Formation& f : ctx.scenario().formations) checkOne(ctx, "formation", f.id, f.side, f.parent, out);
    }

private:
    static void checkOne(const CheckContext& ctx, const std::string& kind, const std::string& id,
                         const std::string& side, const std::string& parent, Emitter& out) {
        const Formation* f = parent.empty() ? nullptr : ctx.formation(parent);
        if (!f || f->side == side) return;
        out.emit(
            elementCite(ctx.ruleset(), "formation-kinds"),
            kind + " `" + id + "` of side `" + side + "` is under formation `" + f->id + "` of side `" + f->side + "`",
            {{kind, id}, {"formation", f->id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeSideMismatchCheck() { return std::make_unique<SideMismatchRule>(); }

}  // namespace engine
