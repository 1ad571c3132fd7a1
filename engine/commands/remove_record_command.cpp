#include "engine/commands/remove_record_command.hpp"

namespace engine {

#define RIDGELINE_INSTANTIATE_REMOVE(T) template class RemoveRecordCommand<T>;
RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_INSTANTIATE_REMOVE)
#undef RIDGELINE_INSTANTIATE_REMOVE

}  // namespace engine
