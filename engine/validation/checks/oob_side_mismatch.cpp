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
                      {ScopeKind::Piece, 0},
                      kOnUnits | kOnLeaders | kOnFormations,
                      {}}) {}
    // A piece's answer depends on its parent formation's side: a formation edit re-checks the
    // pieces directly under it.
    [[nodiscard]] std::uint32_t footprintTriggers() const override { return kOnFormations; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        for (const Formation* f : ctx.withId<Formation>(item.id)) checkOne(ctx, "formation", *f, f->parent, out);
        for (const Leader* l : ctx.withId<Leader>(item.id)) checkOne(ctx, "leader", *l, l->formation, out);
        for (const Unit* u : ctx.withId<Unit>(item.id)) checkOne(ctx, "unit", *u, u->formation, out);
    }

private:
    template <typename Record>
    static void checkOne(const CheckContext& ctx, const std::string& kind, const Record& r, const std::string& parent,
                         Emitter& out) {
        if (!parent.empty()) out.dependsOnPiece(parent);  // a formation of that id may come, or change side
        const Formation* f = parent.empty() ? nullptr : ctx.formation(parent);
        if (!f || f->side == r.side) return;
        out.emit(elementCite(ctx.ruleset(), "formation-kinds"),
                 kind + " `" + r.id + "` of side `" + r.side + "` is under formation `" + f->id + "` of side `" +
                     f->side + "`",
                 {{kind, r.id}, {"formation", f->id}});
    }
};

}  // namespace

std::unique_ptr<Check> makeSideMismatchCheck() { return std::make_unique<SideMismatchRule>(); }

}  // namespace engine
