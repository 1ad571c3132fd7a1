// oob.duplicate_id: ids must be unique per kind; formations, leaders and units share one
// namespace because set-up and schedule rows name any of them.
#include "engine/validation/rules/builtin_rules.hpp"

#include <map>

namespace engine {
namespace {

class DuplicateIdRule final : public BasicRule {
public:
    DuplicateIdRule()
        : BasicRule({"oob.duplicate_id", "two records of one kind share an id, or a record has none", Severity::Error,
                     {ScopeKind::Global, 0}, kOnRecords, {}}) {}

    void check(const RuleContext& ctx, const ScopeItem&, Emitter& out) const override {
        const Scenario& sc = ctx.scenario();
        std::map<std::string_view, int> pieces;
        for (const auto& f : sc.formations) ++pieces[f.id];
        for (const auto& l : sc.leaders) ++pieces[l.id];
        for (const auto& u : sc.units) ++pieces[u.id];
        report(pieces, "formation, leader or unit", "unit", out);
        report(count(sc.sides), "side", "side", out);
        report(count(sc.schedule), "schedule row", "row", out);
        report(count(sc.victoryHexes), "victory hex", "victory-hex", out);
        report(count(sc.entryAreas), "entry area", "entry-area", out);
    }

private:
    template <typename Records>
    static std::map<std::string_view, int> count(const Records& records) {
        std::map<std::string_view, int> n;
        for (const auto& r : records) ++n[r.id];
        return n;
    }

    static void report(const std::map<std::string_view, int>& counts, const std::string& what, const std::string& kind, Emitter& out) {
        for (const auto& [id, n] : counts) {
            if (id.empty())
                out.emit({}, std::to_string(n) + " " + what + (n == 1 ? " has" : " records have") + " no id", {{kind, ""}});
            else if (n > 1)
                out.emit({}, "id `" + std::string(id) + "` is used by " + std::to_string(n) + " " + what + " records", {{kind, std::string(id)}});
        }
    }
};

}  // namespace

std::unique_ptr<Rule> makeDuplicateIdRule() { return std::make_unique<DuplicateIdRule>(); }

}  // namespace engine
