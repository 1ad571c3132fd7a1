#pragma once
// The schedule pane's and turn-track strip's edits: reinforcement rows (who arrives, on which
// turn, where, how, on what condition, with what variable-arrival roll), named entry areas, night
// turns and the scenario id. Each is one undo step built from the document as it is; nullptr when
// nothing would change; std::invalid_argument for what cannot be done, with a message.
#include "engine/commands/command.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// Where a reinforcement enters: a hex, or a named entry area (one of the two).
struct ArrivalEntry {
    std::optional<HexCoord> hex;
    std::string area;
};

// Brings `pieces` (unit, leader or formation ids, all of one side) on `turn` at `entry` in a new
// row of their side, id "<side>-t<turn>" (made unique); they leave the set-up and every other row
// (a piece arrives once; rows left with nothing go). `rowId` gets the new row's id.
[[nodiscard]] std::unique_ptr<Command> scheduleArrival(const Document& doc, const std::vector<std::string>& pieces,
                                                       int turn, const ArrivalEntry& entry,
                                                       std::string* rowId = nullptr);
// Adds pieces to an existing row, taking them out of the set-up and other rows.
[[nodiscard]] std::unique_ptr<Command> addToScheduleRow(const Document& doc, std::string_view row,
                                                        const std::vector<std::string>& pieces);
// Takes pieces out of every row that names them (rows left with nothing go).
[[nodiscard]] std::unique_ptr<Command> unschedulePieces(const Document& doc, const std::vector<std::string>& pieces);

// Edits a copy of the row; the id must stay (changeId renames rows). Consecutive edits with the
// same non-empty merge key merge into one undo step.
[[nodiscard]] std::unique_ptr<Command> editScheduleRow(const Document& doc, std::string_view row,
                                                       const std::function<void(ReinforcementRow&)>& edit,
                                                       std::string label, std::string mergeKey = {});
[[nodiscard]] std::unique_ptr<Command> setArrivalTurn(const Document& doc, std::string_view row, int turn);
[[nodiscard]] std::unique_ptr<Command> setArrivalEntry(const Document& doc, std::string_view row,
                                                       const ArrivalEntry& entry);
[[nodiscard]] std::unique_ptr<Command> setArrivalMode(const Document& doc, std::string_view row, std::string mode);
[[nodiscard]] std::unique_ptr<Command> setArrivalCondition(const Document& doc, std::string_view row,
                                                           std::string condition);
// The variable-arrival roll as the rulebook writes it ("1d6>=4"); "" = none.
[[nodiscard]] std::unique_ptr<Command> setArrivalRoll(const Document& doc, std::string_view row, std::string roll);
// The row and the waivers keyed on it.
[[nodiscard]] std::unique_ptr<Command> deleteScheduleRow(const Document& doc, std::string_view row);

// A named entry area; its id is made from the name. `areaId` gets it.
[[nodiscard]] std::unique_ptr<Command> addEntryArea(const Document& doc, std::string name, std::vector<HexCoord> hexes,
                                                    std::string* areaId = nullptr);
[[nodiscard]] std::unique_ptr<Command> setEntryAreaHexes(const Document& doc, std::string_view area,
                                                         std::vector<HexCoord> hexes);
// The area goes; rows that entered there are left without an entry (the validator reports them),
// and its waivers go.
[[nodiscard]] std::unique_ptr<Command> deleteEntryArea(const Document& doc, std::string_view area);
// A victory hex and the waivers keyed on it.
[[nodiscard]] std::unique_ptr<Command> deleteVictoryHex(const Document& doc, std::string_view id);

// Marks or clears a night turn (clicking the turn-track strip); the list stays sorted.
[[nodiscard]] std::unique_ptr<Command> setNightTurn(const Document& doc, int turn, bool night);
[[nodiscard]] std::unique_ptr<Command> setScenarioId(const Document& doc, std::string id);

}  // namespace engine
