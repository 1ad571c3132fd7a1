#pragma once
// Gives a record a new id and rewrites every reference to it in the same undo step: sides in every
// record and victory entry; formations as parents, as the formation of leaders and units, in
// schedule rows; leaders as commanders; pieces in the set-up and schedule rows; entry areas in
// schedule rows; and the waivers keyed on the record ("unit:26-nc"). Throws std::invalid_argument
// when the new id is not writable or another record of the kind (for pieces: any formation,
// leader or unit) has it; nullptr when the id is unchanged or no record has the old one.
#include "engine/commands/oob_commands.hpp"

namespace engine {

[[nodiscard]] std::unique_ptr<Command> changeId(const Document& doc, RecordKind kind, std::string_view oldId,
                                                std::string newId);
// The kind found from the id (formation, leader or unit).
[[nodiscard]] std::unique_ptr<Command> changePieceId(const Document& doc, std::string_view oldId, std::string newId);

}  // namespace engine
