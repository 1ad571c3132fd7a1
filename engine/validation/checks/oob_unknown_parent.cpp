// oob.unknown_parent: a formation names a parent formation that does not exist, or sits in a
// parent cycle.
#include "engine/validation/checks/builtin_checks.hpp"

#include <set>

namespace engine {
namespace {

class UnknownParentRule final : public BasicCheck {
public:
    UnknownParentRule()
        : BasicCheck({"oob.unknown_parent",
                      "a formation's parent does not exist, or the parents form a cycle",
                      Severity::Error,
                      {ScopeKind::Global, 0},
                      kOnFormations,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        const Provenanced cite = elementCite(ctx.ruleset(), "formation-kinds");
        for (const Formation& f : ctx.scenario().formations) {
            if (f.parent.empty()) continue;
            if (!ctx.formation(f.parent)) {
                out.emit(cite, "formation `" + f.id + "` names parent `" + f.parent + "`, which does not exist",
                         {{"formation", f.id}});
                continue;
            }
            std::set<std::string_view> seen{f.id};
            for (const Formation* p = ctx.formation(f.parent); p;
                 p = p->parent.empty() ? nullptr : ctx.formation(p->parent)) {
                if (seen.insert(p->id).second) continue;
                out.emit(cite, "formation `" + f.id + "` is its own ancestor (parent cycle through `" + p->id + "`)",
                         {{"formation", f.id}});
                break;
            }
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeUnknownParentCheck() { return std::make_unique<UnknownParentRule>(); }

}  // namespace engine
