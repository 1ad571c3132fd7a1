#include "engine/commands/move_record_command.hpp"

namespace engine {

#define RIDGELINE_INSTANTIATE_MOVE(T) template class MoveRecordCommand<T>;
RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_INSTANTIATE_MOVE)
#undef RIDGELINE_INSTANTIATE_MOVE

}  // namespace engine
