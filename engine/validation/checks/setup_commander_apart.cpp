// setup.commander_apart: a commander set up in a hex without any unit of his formation while some
// of its units are on the map (CWB 1.4 #2, 10.0a: a division commander sets up with a unit of his
// own division; LFM R20.8: a brigade commander is stacked with a regiment of his brigade). Applies
// where the validation policy has a param of this id; its value lists the formation kinds.
#include "engine/util/words.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

#include <algorithm>
#include <unordered_set>

namespace engine {
namespace {

// Whether `unit` belongs to `formation` at any depth (parent cycles stop the walk).
bool belongsTo(const CheckContext& ctx, const Unit& unit, std::string_view formation) {
    std::string_view f = unit.formation;
    for (std::size_t depth = 0; !f.empty() && depth < 64; ++depth) {
        if (f == formation) return true;
        const Formation* rec = ctx.formation(f);
        if (!rec) return false;
        f = rec->parent;
    }
    return false;
}

// The formation and every formation below it (whose edits can change which units belong to it);
// each once, so parent cycles end.
void dependOnSubtree(const CheckContext& ctx, std::string_view formation, Emitter& out) {
    std::unordered_set<std::string_view> seen{formation};
    std::vector<std::string_view> open{formation};
    while (!open.empty()) {
        const std::string_view f = open.back();
        open.pop_back();
        out.dependsOnPiece(f);
        for (const Formation* child : ctx.childrenOf(f))
            if (seen.insert(child->id).second) open.push_back(child->id);
    }
}

class CommanderApartRule final : public BasicCheck {
public:
    CommanderApartRule()
        : BasicCheck({"setup.commander_apart",
                      "a commander is set up apart from every unit of his formation",
                      Severity::Error,
                      {ScopeKind::Formation, 0},
                      kOnFormations | kOnUnits | kOnLeaders | kOnPlacements,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override { return hasRuleParam(ctx.ruleset(), id()); }
    // A formation moved under another changes which units belong to the formations above it.
    [[nodiscard]] std::uint32_t footprintTriggers() const override { return kOnFormations; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Param& kinds = *ctx.ruleset().section("validation")->param(id());
        const Formation& f = *ctx.formation(item.id);
        dependOnSubtree(ctx, f.id, out);
        const std::vector<std::string> listed = splitWords(kinds.value);
        if (f.commander.empty() || std::find(listed.begin(), listed.end(), f.kind) == listed.end() ||
            !ctx.leader(f.commander))
            return;
        const auto& at = ctx.placementsOf(f.commander);
        if (at.empty() || !ctx.map().contains(at.front()->hex)) return;
        const HexCoord hex = at.front()->hex;
        for (const Placement* p : ctx.placementsAt(hex))
            if (const Unit* u = ctx.unit(p->piece); u && belongsTo(ctx, *u, f.id)) return;
        int onMap = 0;
        for (const Placement& p : ctx.scenario().setup)
            if (const Unit* u = ctx.unit(p.piece); u && ctx.map().contains(p.hex) && belongsTo(ctx, *u, f.id)) ++onMap;
        if (onMap == 0) return;  // nothing of his on the map: nobody to be with
        out.emit(kinds,
                 "commander `" + f.commander + "` of " + f.kind + " `" + f.id + "` is set up in hex " + ctx.label(hex) +
                     " with none of its " + std::to_string(onMap) + " units on the map",
                 {{"leader", f.commander}, {"formation", f.id}, {"hex", ctx.label(hex)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeCommanderApartCheck() { return std::make_unique<CommanderApartRule>(); }

}  // namespace engine
