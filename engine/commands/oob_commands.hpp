#pragma once
// The order-of-battle pane's edits, each one undo step built from the document as it is (nothing
// is applied until the stack pushes it). Builders that cannot do what is asked (an unknown kind,
// class, side or parent; an id taken or not writable; a formation put under itself) throw
// std::invalid_argument with a message for the designer; builders return nullptr when nothing
// would change. Deletions and id changes keep the scenario free of dangling references (set-up,
// schedule, commanders, waivers), so the file they leave always loads again.
#include "engine/commands/record_commands.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

enum class RecordKind : std::uint8_t {
    Side,
    Formation,
    Leader,
    Unit,
    ScheduleRow,
    EntryArea,
    VictoryHex,
    VictoryCondition
};
[[nodiscard]] const char* toString(RecordKind kind);  // "side", "formation", ... "victory-condition"
// Formation, Leader or Unit for a piece id; nullopt when no piece has it.
[[nodiscard]] std::optional<RecordKind> pieceKind(const Scenario& s, std::string_view id);

// Adding. An empty id is made from the name (piece_ids.hpp); the record's side is its parent
// formation's when it has one. Kinds and classes must be the ruleset's; the side must exist.
[[nodiscard]] std::unique_ptr<AddSideCommand> addSide(const Document& doc, std::string name, std::string id = {});
[[nodiscard]] std::unique_ptr<AddFormationCommand> addFormation(const Document& doc, Formation f);
[[nodiscard]] std::unique_ptr<AddLeaderCommand> addLeader(const Document& doc, Leader l);
[[nodiscard]] std::unique_ptr<AddUnitCommand> addUnit(const Document& doc, Unit u);

// What deleting pieces takes with it, for the confirmation ("Delete 1 formation, 1 leader and 4
// units? 3 set-up places and 1 schedule row go too.").
struct DeletionCount {
    int formations = 0;
    int leaders = 0;
    int units = 0;
    int placements = 0;
    int scheduleRowsEdited = 0;   // rows that keep other pieces
    int scheduleRowsRemoved = 0;  // rows left with nothing to bring
    int commandersCleared = 0;    // formations outside the deletion whose commander goes
    int waivers = 0;
    int victoryRecords = 0;                      // victory hexes and conditions of a deleted side
    [[nodiscard]] std::string describe() const;  // "1 formation, 1 leader, 4 units, 3 set-up places, 1 schedule row"
    bool operator==(const DeletionCount&) const = default;
};
// Formations go with everything below them; unknown ids are skipped.
[[nodiscard]] DeletionCount countDeletion(const Document& doc, const std::vector<std::string>& pieces);
[[nodiscard]] std::unique_ptr<Command> deletePieces(const Document& doc, const std::vector<std::string>& pieces);
// A side goes with every formation, leader, unit and schedule row of it, and the victory hexes
// and conditions it scores.
[[nodiscard]] DeletionCount countSideDeletion(const Document& doc, std::string_view side);
[[nodiscard]] std::unique_ptr<Command> deleteSide(const Document& doc, std::string_view side);

// The record's display name; consecutive renames of one record merge into one undo step.
[[nodiscard]] std::unique_ptr<Command> renameRecord(const Document& doc, RecordKind kind, std::string_view id,
                                                    std::string name);

// Moves pieces under `formation` (its side becomes theirs and their descendants'), or to the top
// of `side` when `formation` is "" (formations; leaders and units become unattached). With
// `before` (a sibling record's id) the moved records are put just before it in the file, which is
// the order of the tree. Throws when a formation would go under itself.
struct ParentTarget {
    std::string side;       // used when formation is ""
    std::string formation;  // "" = the top of the side
};
[[nodiscard]] std::unique_ptr<Command> reparentPieces(const Document& doc, const std::vector<std::string>& pieces,
                                                      const ParentTarget& target, std::string_view before = {});

// A copy of the formation with everything below it, fresh ids (the originals' with a suffix), the
// copy's name ending " (copy)", beside the original. Not set up, not scheduled. `newId` gets the
// copy's id.
[[nodiscard]] std::unique_ptr<Command> duplicateFormation(const Document& doc, std::string_view formation,
                                                          std::string* newId = nullptr);

// A unit's or leader's attribute (unit attributes, leader ratings), checked against the ruleset's
// schema: throws with the attribute's name, range and citation when the value does not fit
// ("Command rating: 9 is above the maximum 6 (SSS 2.31)"). "" removes the value.
[[nodiscard]] std::unique_ptr<Command> setPieceAttribute(const Document& doc, std::string_view piece,
                                                         const std::string& attribute, std::string value);

}  // namespace engine
