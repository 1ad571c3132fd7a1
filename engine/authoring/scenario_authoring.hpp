#pragma once
// The engine API the studio's scenario panes call, in one include. Every edit returns a Command
// (nullptr: nothing to do; std::invalid_argument: refused, with a message to show) that the
// document's stack pushes as one undo step and whose ChangeSet drives the incremental validator
// and the redraw; queries read the document and change nothing.
//
// Order-of-battle tree (engine/authoring/oob_outline.hpp, oob_schema.hpp)
//   OobOutline(doc)                   build once (linear in the records); after an edit
//     .follow(change)                    brought up to date, or false: build it again
//     .sides() .topFormations(side) .subFormations(f) .leadersOf(f) .unitsOf(f)
//     .unattachedLeaders(side) .unattachedUnits(side)   the tree, in file order, nothing left out
//     .status(piece) -> PieceStatus      set up at HEX / arrives turn N at HEX or AREA / not in play
//     .stateOf(piece)                    the same state without its text
//     .totals(f) -> FormationTotals      formations, leaders, units, set up, arriving, strength
//     .pathTo(piece)                     formation ids from the top: select what a finding names
//     .schema() -> OobSchema             sides, formation kinds, unit classes, key attributes
//                                        (keyAttributesFor(class): the tree's columns), strengthOf
// Order-of-battle edits (engine/commands/oob_commands.hpp, change_id.hpp)
//   addSide addFormation addLeader addUnit   (typed commands: ->record().id is the new id)
//   countDeletion(doc, ids) -> DeletionCount (.describe() for the confirmation); deletePieces
//   countSideDeletion / deleteSide; renameRecord(doc, kind, id, name)
//   reparentPieces(doc, ids, ParentTarget{side, formation}, before)   drag within the tree
//   duplicateFormation(doc, id, &newId); setPieceAttribute(doc, piece, attribute, value)
//   changeId(doc, kind, old, new) / changePieceId      every reference follows
// Clipboard (engine/authoring/oob_clipboard.hpp)
//   copyPieces(doc, ids) -> XML text;  pastePieces(doc, text, ParentTarget, &pastedRoots)
// Set-up by drag (engine/authoring/drop_probe.hpp, engine/commands/set_placement_command.hpp)
//   DropProbe(doc)                     at drag start; then per hex the cursor enters:
//     .check(dragged ids, hex) -> DropVerdict {legal, problems[kind, rule, message, cite], note}
//     .plan(dragged ids, hex) -> DropPlan;  placeDropped(doc, plan) -> the drop as one command
//   movePiece unplacePiece placePiece setFacing setMode rotateFacing cycleMode
// Schedule pane and turn-track strip (engine/commands/schedule_commands.hpp)
//   scheduleArrival(doc, ids, turn, ArrivalEntry{hex | area}, &rowId); addToScheduleRow
//   unschedulePieces; setArrivalTurn setArrivalEntry setArrivalMode setArrivalCondition
//   setArrivalRoll; editScheduleRow; deleteScheduleRow
//   addEntryArea setEntryAreaHexes deleteEntryArea; setNightTurn; deleteVictoryHex
//   turnTrackOutline(scenario) -> TurnSummary per turn (time, night, rows, arrivals per side);
//   arrivalHexes(scenario, turn); parseEntry(doc, text)   (engine/authoring/turn_track_outline.hpp)
// Scenario settings (engine/commands/set_scenario_settings_command.hpp, schedule_commands.hpp)
//   setScenarioName setScenarioId setTurnTrack setOption setSpecialRules setSeverityOverride
//   addWaiver removeWaiver; victory hexes and conditions: record_commands.hpp, and
//   (engine/commands/victory_commands.hpp) editVictoryHex setVictoryConditions victoryTotals
// File ▸ New Scenario (engine/authoring/new_scenario.hpp)
//   blankMap(ruleset, BlankMapSpec);  newScenario(NewScenarioSpec, map) -> Document
// File ▸ Import Order of Battle (importers/oob/oob_import.hpp, not in this include: importers)
//   parseOobSheet(text, file) -> OobSheet;  readOob(sheet, doc, options) -> OobImport (throws
//   LoadError with file, line and column);  oobImportCommand(doc, import, options);  writeOob
#include "engine/authoring/drop_probe.hpp"
#include "engine/authoring/new_scenario.hpp"
#include "engine/authoring/oob_clipboard.hpp"
#include "engine/authoring/oob_outline.hpp"
#include "engine/authoring/piece_ids.hpp"
#include "engine/authoring/turn_track_outline.hpp"
#include "engine/commands/change_id.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/schedule_commands.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/commands/set_scenario_settings_command.hpp"
#include "engine/commands/victory_commands.hpp"
