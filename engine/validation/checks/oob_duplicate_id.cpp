// oob.duplicate_id: ids must be unique per kind; formations, leaders and units share one
// namespace because set-up and schedule rows name any of them. Checked per id, so an edit
// re-counts only the ids it touched.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class DuplicateIdRule final : public BasicCheck {
public:
    DuplicateIdRule()
        : BasicCheck({"oob.duplicate_id",
                      "two records of one kind share an id, or a record has none",
                      Severity::Error,
                      {ScopeKind::Records, 0},
                      kOnSides | kOnUnits | kOnLeaders | kOnFormations | kOnSchedule | kOnVictory | kOnEntryAreas,
                      {}}) {}

    [[nodiscard]] std::vector<ScopeKind> recordKinds() const override {
        return {ScopeKind::Piece, ScopeKind::Side, ScopeKind::ScheduleRow, ScopeKind::VictoryHex, ScopeKind::EntryArea};
    }

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const std::size_t n = ctx.recordsWithId(item.record, item.id);
        const std::string id(item.id);
        const auto [what, kind] = names(item.record);
        if (id.empty())
            out.emit({}, std::to_string(n) + " " + what + (n == 1 ? " has" : " records have") + " no id", {{kind, ""}});
        else if (n > 1)
            out.emit({}, "id `" + id + "` is used by " + std::to_string(n) + " " + what + " records", {{kind, id}});
    }

private:
    // What the message calls the records, and the location kind.
    static std::pair<std::string, std::string> names(ScopeKind kind) {
        switch (kind) {
        case ScopeKind::Side: return {"side", "side"};
        case ScopeKind::ScheduleRow: return {"schedule row", "row"};
        case ScopeKind::VictoryHex: return {"victory hex", "victory-hex"};
        case ScopeKind::EntryArea: return {"entry area", "entry-area"};
        default: return {"formation, leader or unit", "unit"};
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeDuplicateIdCheck() { return std::make_unique<DuplicateIdRule>(); }

}  // namespace engine
