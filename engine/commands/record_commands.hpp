#pragma once
// Named add / remove / replace commands for every kind of scenario record.
#include "engine/commands/add_record_command.hpp"
#include "engine/commands/remove_record_command.hpp"
#include "engine/commands/replace_record_command.hpp"

namespace engine {

using AddSideCommand = AddRecordCommand<SideTraits>;
using RemoveSideCommand = RemoveRecordCommand<SideTraits>;
using ReplaceSideCommand = ReplaceRecordCommand<SideTraits>;
using AddFormationCommand = AddRecordCommand<FormationTraits>;
using RemoveFormationCommand = RemoveRecordCommand<FormationTraits>;
using ReplaceFormationCommand = ReplaceRecordCommand<FormationTraits>;
using AddLeaderCommand = AddRecordCommand<LeaderTraits>;
using RemoveLeaderCommand = RemoveRecordCommand<LeaderTraits>;
using ReplaceLeaderCommand = ReplaceRecordCommand<LeaderTraits>;
using AddUnitCommand = AddRecordCommand<UnitTraits>;
using RemoveUnitCommand = RemoveRecordCommand<UnitTraits>;
using ReplaceUnitCommand = ReplaceRecordCommand<UnitTraits>;
using AddScheduleRowCommand = AddRecordCommand<ScheduleRowTraits>;
using RemoveScheduleRowCommand = RemoveRecordCommand<ScheduleRowTraits>;
using ReplaceScheduleRowCommand = ReplaceRecordCommand<ScheduleRowTraits>;
using AddVictoryHexCommand = AddRecordCommand<VictoryHexTraits>;
using RemoveVictoryHexCommand = RemoveRecordCommand<VictoryHexTraits>;
using ReplaceVictoryHexCommand = ReplaceRecordCommand<VictoryHexTraits>;
using AddEntryAreaCommand = AddRecordCommand<EntryAreaTraits>;
using RemoveEntryAreaCommand = RemoveRecordCommand<EntryAreaTraits>;
using ReplaceEntryAreaCommand = ReplaceRecordCommand<EntryAreaTraits>;
using AddVictoryConditionCommand = AddRecordCommand<VictoryConditionTraits>;
using RemoveVictoryConditionCommand = RemoveRecordCommand<VictoryConditionTraits>;
using ReplaceVictoryConditionCommand = ReplaceRecordCommand<VictoryConditionTraits>;

}  // namespace engine
