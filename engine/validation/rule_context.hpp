#pragma once
// What every validation rule reads: the document, the ruleset, and indexes over the scenario
// (records by id, placements by piece and by hex, schedule rows by piece) so that a check of one
// hex or one unit costs O(1) lookups. Built once per validation pass; the string_views point into
// the document, which must not change while the context lives.
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

    void indexSchedule(const Scenario& sc);

    const Document& m_doc;
    Scenario m_empty;
    ById<Unit> m_units;
    ById<Leader> m_leaders;
    ById<Formation> m_formations;
    ById<Side> m_sides;
    ById<ReinforcementRow> m_rows;
    ById<VictoryHex> m_victory;
    ById<EntryArea> m_areas;
    ListById<Placement> m_placementsOf;
    std::unordered_map<HexCoord, std::vector<const Placement*>, HexCoordHash> m_placementsAt;
    ListById<ReinforcementRow> m_rowsBringing;
    ListById<Unit> m_unitsIn;
    ListById<Leader> m_leadersIn;
    ListById<Formation> m_children;
};

}  // namespace engine
