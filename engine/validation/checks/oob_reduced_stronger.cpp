// oob.reduced_stronger: a unit's reduced (battleworn) side may not be stronger than its full
// side. The pairs of attributes come from the ruleset's validation policy:
// <reduced-side full="strength" reduced="reduced-strength" min-step="1" cite="SSS 2.43"/>; a
// reduced value spelled as the record's or-token (HS cadre "C") is always allowed.
#include "engine/validation/attribute_checks.hpp"
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class ReducedStrongerRule final : public BasicCheck {
public:
    ReducedStrongerRule()
        : BasicCheck({"oob.reduced_stronger",
                      "a unit's reduced side is not weaker than its full side",
                      Severity::Error,
                      {ScopeKind::Unit, 0},
                      kOnUnits,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override { return !pairs(ctx.ruleset()).empty(); }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Unit& u = *ctx.unit(item.id);
        for (const Record* pair : pairs(ctx.ruleset())) {
            const std::string full = pair->get("full"), reduced = pair->get("reduced");
            const AttributeDef* fullDef = ctx.ruleset().findUnitAttribute(full);
            const AttributeDef* reducedDef = ctx.ruleset().findUnitAttribute(reduced);
            const auto f = u.attributes.find(full);
            const auto r = u.attributes.find(reduced);
            if (!fullDef || !reducedDef || f == u.attributes.end() || r == u.attributes.end()) continue;
            const auto fv = attributeNumber(*fullDef, f->second), rv = attributeNumber(*reducedDef, r->second);
            if (!fv || !rv) continue;  // oob.attribute_range reports it
            if (!pair->get("or-token").empty() && r->second == pair->get("or-token")) continue;  // HS cadre "C"
            const double step = pair->number("min-step").value_or(0);
            if (*rv <= *fv - step) continue;
            out.emit(*pair,
                     "unit `" + u.id + "`: " + reduced + " " + formatNumber(*rv) + " is not below " + full + " " +
                         formatNumber(*fv) + (step > 0 ? " by at least " + formatNumber(step) : std::string()),
                     {{"unit", u.id}});
        }
    }

private:
    static std::vector<const Record*> pairs(const Ruleset& rs) {
        std::vector<const Record*> out;
        if (const PolicySection* v = rs.section("validation"))
            for (const Record& r : v->records)
                if (r.kind == "reduced-side") out.push_back(&r);
        return out;
    }
};

}  // namespace

std::unique_ptr<Check> makeReducedStrongerCheck() { return std::make_unique<ReducedStrongerRule>(); }

}  // namespace engine
