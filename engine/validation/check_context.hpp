#pragma once
// What every validation check reads: the document, the ruleset, and indexes over the scenario
// (records by id, placements by piece and by hex, schedule rows by piece) so that a check of one
// hex or one unit costs O(1) lookups. Each index is built on first use; a context kept across
// edits (the incremental Validator keeps one) is brought up to date by refresh(), which moves only
// the records an edit changed. Once buildIndexes() has run, checks may read it side by side
// (refresh() and first-use index building are not thread-safe). The document must outlive it.
#include "engine/commands/change_set.hpp"
#include "engine/model/document.hpp"
#include "engine/validation/record_index.hpp"
#include "engine/validation/scope.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace engine {

class CheckContext {
public:
    explicit CheckContext(const Document& doc);
    CheckContext(const CheckContext&) = delete;
    CheckContext& operator=(const CheckContext&) = delete;

    [[nodiscard]] const Document& document() const { return m_doc; }
    // After `change` was applied to the document: updates the built indexes. Returns the pieces
    // whose reinforcement rows changed (brought by a changed row before or after the edit), or
    // nothing when that is unknown (the schedule was not indexed before the edit).
    std::optional<std::vector<std::string>> refresh(const ChangeSet& change);
    // Builds every index now (they are otherwise built on first use): a full validation does it
    // once up front, so no rule pays for them and the rules can then be run side by side.
    void buildIndexes() const;

    [[nodiscard]] const HexMap& map() const { return m_doc.map; }
    [[nodiscard]] const Ruleset& ruleset() const { return *m_doc.ruleset; }
    [[nodiscard]] const Scenario& scenario() const { return m_doc.scenario ? *m_doc.scenario : m_empty; }
    [[nodiscard]] bool hasScenario() const { return m_doc.scenario.has_value(); }
    [[nodiscard]] std::string label(HexCoord h) const { return m_doc.map.grid().label(h); }
    [[nodiscard]] std::string hexsideKey(HexsideId side) const;  // "A0101|A0102"
    // The scenario's option choice, else the ruleset default, else "".
    [[nodiscard]] std::string option(std::string_view id) const;

    // First record with that id (duplicates are the duplicate-id rule's business).
    [[nodiscard]] const Unit* unit(std::string_view id) const;
    [[nodiscard]] const Leader* leader(std::string_view id) const;
    [[nodiscard]] const Formation* formation(std::string_view id) const;
    [[nodiscard]] const ReinforcementRow* row(std::string_view id) const;
    [[nodiscard]] const VictoryHex* victoryHex(std::string_view id) const;
    [[nodiscard]] const EntryArea* entryArea(std::string_view id) const;
    [[nodiscard]] bool hasSide(std::string_view id) const;
    // Every record of type T (Unit, Leader, Formation, Side, ReinforcementRow, VictoryHex,
    // EntryArea) with the id, duplicates included, in file order.
    template <typename T>
    [[nodiscard]] const std::vector<const T*>& withId(std::string_view id) const;
    // How many records of that kind carry the id (Piece: formations, leaders and units together).
    [[nodiscard]] std::size_t recordsWithId(ScopeKind kind, std::string_view id) const;
    // Side of a unit or leader, "" when there is no such piece.
    [[nodiscard]] std::string_view sideOfPiece(std::string_view piece) const;

    [[nodiscard]] const std::vector<const Placement*>& placementsOf(std::string_view piece) const;
    [[nodiscard]] const std::vector<const Placement*>& placementsAt(HexCoord hex) const;
    // Rows that bring the piece: naming it, or naming a formation it belongs to (at any depth).
    [[nodiscard]] const std::vector<const ReinforcementRow*>& rowsBringing(std::string_view piece) const;
    [[nodiscard]] const std::vector<const Unit*>& unitsIn(std::string_view formation) const;
    [[nodiscard]] const std::vector<const Leader*>& leadersIn(std::string_view formation) const;
    [[nodiscard]] const std::vector<const Formation*>& childrenOf(std::string_view formation) const;
    // Calls onUnit / onLeader for every unit and leader below `formations` at any depth, each
    // formation once (so a parent cycle ends), and onFormation for each formation id walked.
    struct IgnoreFormation {
        void operator()(std::string_view) const {}
    };
    template <class OnUnit, class OnLeader, class OnFormation = IgnoreFormation>
    void forEachMemberBelow(const std::vector<std::string>& formations, OnUnit onUnit, OnLeader onLeader,
                            OnFormation onFormation = {}) const {
        std::vector<std::string_view> open(formations.begin(), formations.end());
        std::vector<std::string_view> seen;
        while (!open.empty()) {
            const std::string_view f = open.back();
            open.pop_back();
            if (std::find(seen.begin(), seen.end(), f) != seen.end()) continue;
            seen.push_back(f);
            onFormation(f);
            for (const Unit* u : unitsIn(f)) onUnit(*u);
            for (const Leader* l : leadersIn(f)) onLeader(*l);
            for (const Formation* c : childrenOf(f)) open.push_back(c->id);
        }
    }

    // Map edits refresh() has seen, in order: repainted hexes and both hexes of each edited
    // hexside. A map settings change (the grid may differ) starts a new epoch with an empty log.
    // Rules that keep results across updates (ruleCache) read what changed since they ran.
    [[nodiscard]] const std::vector<HexCoord>& mapEdits() const { return m_mapEdits; }
    [[nodiscard]] int mapEpoch() const { return m_mapEpoch; }
    // Order-of-battle, set-up and schedule edits refresh() has seen, in order: the leaders and
    // units edited, the pieces whose placements changed, the reinforcement rows changed. Any other
    // record or settings change starts a new epoch with an empty log, so a rule that kept something
    // built from the set-up or the schedule can follow the log while the epoch stays (an index of
    // the set-up by side and class follows single pieces, which a large order of battle sees at
    // every rename or reparent), and rebuild otherwise.
    struct SetupEdit {
        enum class Kind : std::uint8_t { Piece, Placement, Row };
        Kind kind;
        std::string id;
    };
    [[nodiscard]] const std::vector<SetupEdit>& setupEdits() const { return m_setupEdits; }
    [[nodiscard]] std::size_t setupEpoch() const { return m_setupEpoch; }
    // A rule's own state kept as long as this context (created empty on first use). Safe to ask
    // from rules running side by side; what is in it is the rule's to guard.
    template <typename T>
    T& ruleCache(std::string_view rule) const;

private:
    // Pieces each schedule row brings (named, or below a formation it names), by row position.
    struct ScheduleIndex {
        bool built = false;
        const ReinforcementRow* data = nullptr;
        std::vector<std::string> rowIds;
        std::vector<std::vector<std::string>> pieces;
        std::unordered_map<std::string, std::vector<const ReinforcementRow*>, StringKeyHash, std::equal_to<>> rowsOf;
    };

    void indexRecords() const;
    void indexPlacements() const;
    void indexMembers() const;
    void indexSchedule() const;
    [[nodiscard]] std::vector<std::string> piecesBroughtBy(const ReinforcementRow& row) const;
    void addRow(std::size_t i) const;
    void removeRow(std::size_t i) const;

    const Document& m_doc;
    Scenario m_empty;
    mutable RecordIndex<Unit, std::string> m_units{&Unit::id};
    mutable RecordIndex<Leader, std::string> m_leaders{&Leader::id};
    mutable RecordIndex<Formation, std::string> m_formations{&Formation::id};
    mutable RecordIndex<Side, std::string> m_sides{&Side::id};
    mutable RecordIndex<ReinforcementRow, std::string> m_rows{&ReinforcementRow::id};
    mutable RecordIndex<VictoryHex, std::string> m_victory{&VictoryHex::id};
    mutable RecordIndex<EntryArea, std::string> m_areas{&EntryArea::id};
    mutable RecordIndex<Placement, std::string> m_placementsOf{&Placement::piece};
    mutable RecordIndex<Placement, HexCoord> m_placementsAt{&Placement::hex};
    mutable RecordIndex<Unit, std::string> m_unitsIn{&Unit::formation};
    mutable RecordIndex<Leader, std::string> m_leadersIn{&Leader::formation};
    mutable RecordIndex<Formation, std::string> m_children{&Formation::parent};
    mutable ScheduleIndex m_schedule;
    std::vector<HexCoord> m_mapEdits;
    int m_mapEpoch = 0;
    std::vector<SetupEdit> m_setupEdits;
    std::size_t m_setupEpoch = 0;
    mutable std::map<std::string, std::shared_ptr<void>, std::less<>> m_caches;
    mutable std::mutex m_cachesMutex;
};

template <typename T>
T& CheckContext::ruleCache(std::string_view rule) const {
    const std::lock_guard<std::mutex> lock(m_cachesMutex);
    auto it = m_caches.find(rule);
    if (it == m_caches.end()) it = m_caches.emplace(std::string(rule), std::make_shared<T>()).first;
    return *static_cast<T*>(it->second.get());
}

template <typename T>
const std::vector<const T*>& CheckContext::withId(std::string_view id) const {
    indexRecords();
    if constexpr (std::is_same_v<T, Unit>) return m_units.at(id);
    else if constexpr (std::is_same_v<T, Leader>) return m_leaders.at(id);
    else if constexpr (std::is_same_v<T, Formation>) return m_formations.at(id);
    else if constexpr (std::is_same_v<T, Side>) return m_sides.at(id);
    else if constexpr (std::is_same_v<T, ReinforcementRow>) return m_rows.at(id);
    else if constexpr (std::is_same_v<T, VictoryHex>) return m_victory.at(id);
    else return m_areas.at(id);
}

}  // namespace engine
