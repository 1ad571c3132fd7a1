#include "engine/commands/replace_record_command.hpp"

namespace engine {

#define RIDGELINE_INSTANTIATE_REPLACE(T) template class ReplaceRecordCommand<T>;
RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_INSTANTIATE_REPLACE)
#undef RIDGELINE_INSTANTIATE_REPLACE

}  // namespace engine
