// oob.missing_commander: formations of the kinds the ruleset says need a commander name one, and
// he exists. From the validation policy: <requires-commander kind="division" cite="SSS 28.31"/>.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class MissingCommanderRule final : public BasicCheck {
public:
    MissingCommanderRule()
        : BasicCheck({"oob.missing_commander",
                      "a formation lacks the commander the ruleset requires",
                      Severity::Error,
                      {ScopeKind::Formation, 0},
                      kOnFormations | kOnLeaders,
                      {}}) {}

    [[nodiscard]] bool appliesTo(const CheckContext& ctx) const override {
        const PolicySection* v = ctx.ruleset().section("validation");
        return v && std::any_of(v->records.begin(), v->records.end(),
                                [](const Record& r) { return r.kind == "requires-commander"; });
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const Formation& f = *ctx.formation(item.id);
        for (const Record& r : ctx.ruleset().section("validation")->records) {
            if (r.kind != "requires-commander" || r.get("kind") != f.kind) continue;
            if (f.commander.empty()) out.emit(r, f.kind + " `" + f.id + "` has no commander", {{"formation", f.id}});
            else if (!ctx.leader(f.commander))
                out.emit(r,
                         f.kind + " `" + f.id + "` names commander `" + f.commander +
                             "`, who is not a leader of the scenario",
                         {{"formation", f.id}});
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeMissingCommanderCheck() { return std::make_unique<MissingCommanderRule>(); }

}  // namespace engine
