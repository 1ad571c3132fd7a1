#include "engine/commands/add_record_command.hpp"

namespace engine {

#define RIDGELINE_INSTANTIATE_ADD(T) template class AddRecordCommand<T>;
RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_INSTANTIATE_ADD)
#undef RIDGELINE_INSTANTIATE_ADD

}  // namespace engine
