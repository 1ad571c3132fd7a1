#pragma once
// What every validation rule reads: the document, the ruleset, and indexes over the scenario
// (records by id, placements by piece and by hex, schedule rows by piece) so that a check of one
// hex or one unit costs O(1) lookups. Each index is built on first use, so an incremental pass
// that only checks a repainted hex never indexes the order of battle (not thread-safe). The
// string_views point into the document, which must not change while the context lives.
#include "engine/model/document.hpp"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace engine {

class RuleContext {
public:
    explicit RuleContext(const Document& doc);

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
    // Side of a unit or leader, "" when there is no such piece.
    [[nodiscard]] std::string_view sideOfPiece(std::string_view piece) const;

    [[nodiscard]] const std::vector<const Placement*>& placementsOf(std::string_view piece) const;
    [[nodiscard]] const std::vector<const Placement*>& placementsAt(HexCoord hex) const;
    // Rows that bring the piece: naming it, or naming a formation it belongs to (at any depth).
    [[nodiscard]] const std::vector<const ReinforcementRow*>& rowsBringing(std::string_view piece) const;
    [[nodiscard]] const std::vector<const Unit*>& unitsIn(std::string_view formation) const;
    [[nodiscard]] const std::vector<const Leader*>& leadersIn(std::string_view formation) const;
    [[nodiscard]] const std::vector<const Formation*>& childrenOf(std::string_view formation) const;

private:
    template <typename T>
    using ById = std::unordered_map<std::string_view, const T*>;
    template <typename T>
    using ListById = std::unordered_map<std::string_view, std::vector<const T*>>;

    void indexRecords() const;
    void indexPlacements() const;
    void indexMembers() const;
    void indexSchedule() const;

    const Document& m_doc;
    Scenario m_empty;
    mutable bool m_recordsIndexed = false, m_placementsIndexed = false, m_membersIndexed = false, m_scheduleIndexed = false;
    mutable ById<Unit> m_units;
    mutable ById<Leader> m_leaders;
    mutable ById<Formation> m_formations;
    mutable ById<Side> m_sides;
    mutable ById<ReinforcementRow> m_rows;
    mutable ById<VictoryHex> m_victory;
    mutable ById<EntryArea> m_areas;
    mutable ListById<Placement> m_placementsOf;
    mutable std::unordered_map<HexCoord, std::vector<const Placement*>, HexCoordHash> m_placementsAt;
    mutable ListById<ReinforcementRow> m_rowsBringing;
    mutable ListById<Unit> m_unitsIn;
    mutable ListById<Leader> m_leadersIn;
    mutable ListById<Formation> m_children;
};

}  // namespace engine
