#pragma once
// The order of battle as the studio's tree shows it, built once from a document (linear in its
// records) and, after an edit, brought up to date (follow) or built again: side -> formations -> sub-formations, leaders and units, in
// file order; each piece's status (set up at a hex, arrives on a turn at an entry, or not in
// play); each formation's totals over everything below it (formations, leaders, units, strength
// per the ruleset's strength attributes, how many are set up or arrive); and the path from a side
// down to a piece, for selecting in the tree what the validation pane names. Pieces whose side or
// formation the scenario does not define are listed as unattached under their side (or under
// side "" when the side is unknown), so that nothing in the file is missing from the tree.
#include "engine/authoring/oob_schema.hpp"
#include "engine/commands/change_set.hpp"
#include "engine/model/document.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace engine {

struct PieceStatus {
    enum class State : std::uint8_t { SetUp, Arrives, NotInPlay };
    State state = State::NotInPlay;
    std::optional<HexCoord> hex;  // set-up hex, or the entry hex of the arrival
    int turn = 0;                 // arrival turn
    std::string entryArea;        // arrival entry area id ("" when by hex)
    std::string row;              // the schedule row that brings it
    std::string text;             // "set up at A1053", "arrives turn 3 at A0101 (row r1)", "not in play"
};

struct FormationTotals {
    int formations = 0;  // below it, not counting itself
    int leaders = 0;
    int units = 0;
    int setUp = 0;        // leaders and units placed at the start
    int arriving = 0;     // leaders and units a schedule row brings
    double strength = 0;  // sum of each unit's strength (OobSchema::strengthOf)
    struct ByAttribute {
        const AttributeDef* attribute;
        double total = 0;
    };
    std::vector<ByAttribute> strengthByAttribute;  // one per strength attribute of the ruleset
};

class OobOutline {
public:
    // The document (and its ruleset) must outlive the outline; a document without a scenario
    // gives an empty outline.
    explicit OobOutline(const Document& doc);

    // Brings the outline up to the document after `change`, when the edit changed only fields of
    // leaders, units and set-up entries that were already there (a reparent, a move, a rating):
    // their filing and the totals above them, the rest kept. False for any other edit (records
    // added, removed, renamed or reordered, a piece leaving or joining a formation the scenario
    // lacks, formations, sides, the schedule): the outline is then to be built again.
    [[nodiscard]] bool follow(const ChangeSet& change);

    [[nodiscard]] const OobSchema& schema() const { return m_schema; }
    // Side ids in file order, then "" when some record names a side the scenario lacks.
    [[nodiscard]] const std::vector<std::string>& sides() const { return m_sides; }
    // Formations at the top of a side (no parent, or a parent the scenario lacks).
    [[nodiscard]] const std::vector<const Formation*>& topFormations(std::string_view side) const;
    [[nodiscard]] const std::vector<const Formation*>& subFormations(std::string_view formation) const;
    [[nodiscard]] const std::vector<const Leader*>& leadersOf(std::string_view formation) const;
    [[nodiscard]] const std::vector<const Unit*>& unitsOf(std::string_view formation) const;
    // Leaders and units of a side with no formation, or one the scenario lacks.
    [[nodiscard]] const std::vector<const Leader*>& unattachedLeaders(std::string_view side) const;
    [[nodiscard]] const std::vector<const Unit*>& unattachedUnits(std::string_view side) const;

    // The records by id; nullptr when the scenario has none with that id.
    [[nodiscard]] const Formation* formation(std::string_view id) const;
    [[nodiscard]] const Leader* leader(std::string_view id) const;
    [[nodiscard]] const Unit* unit(std::string_view id) const;

    // Where the tree files a leader or unit with these formation and side fields: under the
    // formation when the scenario has it (`formation` true), else loose under the side ("" for a
    // side the scenario lacks).
    struct Holder {
        bool formation = false;
        std::string id;
    };
    [[nodiscard]] Holder holderOf(const std::string& formation, const std::string& side) const;

    // For a unit or leader id; NotInPlay for an unknown id.
    [[nodiscard]] PieceStatus status(std::string_view piece) const;
    // status(piece).state without its text.
    [[nodiscard]] PieceStatus::State stateOf(std::string_view piece) const;
    // Zero totals for an unknown formation. A parent cycle is followed once.
    [[nodiscard]] const FormationTotals& totals(std::string_view formation) const;
    // The formation ids from the top of the piece's side down to its own formation (the piece
    // itself last when it is a formation); empty for an unknown piece.
    [[nodiscard]] std::vector<std::string> pathTo(std::string_view piece) const;

private:
    template <class T>
    using ById = std::unordered_map<std::string, std::vector<const T*>>;
    // Where the records lie: follow() keeps pointers into them only while none moved.
    struct Shape {
        const void* sides;
        const void* formations;
        const void* leaders;
        const void* units;
        const void* setup;
        const void* schedule;
        std::size_t counts[6];
        bool operator==(const Shape&) const = default;
    };
    static Shape shapeOf(const Scenario& s);
    // A leader or unit as the outline saw it: its id and the formation the tree files it under
    // ("" when loose under its side).
    struct Filed {
        std::string id;
        std::string under;
    };
    template <class T>
    static bool sameIds(const std::vector<T>& records, const std::vector<Filed>& filed);
    template <class T>
    bool refile(const std::vector<std::string>& ids, const std::unordered_map<std::string, const T*>& byId,
                const std::vector<T>& records, std::vector<Filed>& filed, ById<T>& held,
                std::vector<std::string>& stale);
    void forgetTotalsAbove(const std::string& formation);
    [[nodiscard]] const std::string* formationOf(std::string_view piece) const;
    std::string sideKey(const std::string& side);
    void liftCycles(const Scenario& s);
    [[nodiscard]] const ReinforcementRow* rowBringing(std::string_view piece, const std::string& formation) const;
    FormationTotals& computeTotals(const std::string& formation, std::vector<std::string>& open) const;

    const Document& m_doc;
    OobSchema m_schema;
    // What follow() checks an edit against: where the records lie, and, by place in the scenario,
    // each leader, unit and set-up entry (a record moved within its list moves the others too).
    Shape m_shape{};
    std::vector<Filed> m_leadersFiled, m_unitsFiled;
    std::vector<std::string> m_setupPieces;
    std::vector<std::string> m_sides;
    ById<Formation> m_top, m_children;
    ById<Leader> m_leaders, m_looseLeaders;
    ById<Unit> m_units, m_looseUnits;
    std::unordered_map<std::string, const Formation*> m_formations;
    std::unordered_map<std::string, const Placement*> m_placement;     // first placement of each piece
    std::unordered_map<std::string, const ReinforcementRow*> m_named;  // first row naming a piece
    std::unordered_map<std::string, const ReinforcementRow*> m_bringsFormation;
    std::unordered_map<std::string, const Leader*> m_leaderById;
    std::unordered_map<std::string, const Unit*> m_unitById;
    mutable std::unordered_map<std::string, FormationTotals> m_totals;
};

}  // namespace engine
