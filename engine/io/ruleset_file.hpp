#pragma once
// The ruleset file (templates/rulesets/*.xml, root <ridgeline-ruleset>), see docs/file-formats.md.
#include "engine/model/ruleset.hpp"

#include <filesystem>
#include <string>
#include <string_view>

namespace engine {

// Throws LoadError (file, line, what is wrong).
[[nodiscard]] Ruleset parseRuleset(std::string_view xml, const std::string& fileName);
[[nodiscard]] Ruleset loadRuleset(const std::filesystem::path& path);
// Deterministic (policies by name; in a policy, params then records, each in stored order).
[[nodiscard]] std::string writeRuleset(const Ruleset& ruleset);
// Atomic; throws std::runtime_error when the file cannot be written.
void saveRuleset(const Ruleset& ruleset, const std::filesystem::path& path);

[[nodiscard]] const char* toString(AttributeDef::Type type);  // int number enum bool text
[[nodiscard]] bool parseAttributeType(std::string_view text, AttributeDef::Type& out);

}  // namespace engine
