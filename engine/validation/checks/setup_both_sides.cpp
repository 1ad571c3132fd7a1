// setup.both_sides: pieces of both sides in one hex at the start. Enemy pieces share a hex only
// in close combat (CWB 16.5) or never (SSS 26.23, HS, LFM): the stacking policy's
// enemy-units-share-hex parameter carries the citation.
#include "engine/validation/checks/builtin_checks.hpp"

#include <set>

namespace engine {
namespace {

class BothSidesRule final : public BasicCheck {
public:
    BothSidesRule()
        : BasicCheck({"setup.both_sides",
                      "pieces of both sides are set up in one hex",
                      Severity::Error,
                      {ScopeKind::Hex, 0},
                      kOnPlacements | kOnUnits | kOnLeaders,
                      {}}) {}

    [[nodiscard]] bool onlyWherePiecesAre() const override { return true; }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const auto& here = ctx.placementsAt(item.hex);
        if (here.size() < 2) return;
        std::set<std::string_view> sides;
        std::vector<Location> where{{"hex", ctx.label(item.hex)}};
        for (const Placement* p : here) {
            const std::string_view side = ctx.sideOfPiece(p->piece);
            if (side.empty()) continue;
            sides.insert(side);
            where.push_back({"unit", p->piece});
        }
        if (sides.size() < 2) return;
        const std::size_t pieces = where.size() - 1;
        std::string names;
        for (std::string_view s : sides) names += (names.empty() ? "" : " and ") + std::string(s);
        out.emit(citeOf(ctx.ruleset(), "stacking", "enemy-units-share-hex"),
                 "hex " + ctx.label(item.hex) + " holds pieces of " + names + " at the start (" +
                     std::to_string(pieces) + " pieces)",
                 std::move(where));
    }
};

}  // namespace

std::unique_ptr<Check> makeBothSidesCheck() { return std::make_unique<BothSidesRule>(); }

}  // namespace engine
