#pragma once
// The studio's ruleset library, searched as the CLI searches: $RIDGELINE_RULESETS (colon
// separated), share/ridgeline/rulesets beside the installed binary, then the source tree's
// templates/rulesets for a build-tree binary.
#include "engine/io/ruleset_library.hpp"

#include <filesystem>

namespace editor {

[[nodiscard]] engine::RulesetLibrary makeRulesetLibrary(const std::filesystem::path& executable);

}  // namespace editor
