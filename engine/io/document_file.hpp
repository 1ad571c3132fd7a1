#pragma once
// Opening what the user points at: a map file (".rlmap") or a scenario file (".rlscn") becomes a
// Document with its map and ruleset (and, for a scenario, the scenario). Paths inside files are
// relative to the file that names them.
#include "engine/io/ruleset_library.hpp"
#include "engine/model/document.hpp"

#include <filesystem>

namespace engine {

enum class FileKind : std::uint8_t { Map, Scenario, Ruleset, Unknown };
[[nodiscard]] const char* toString(FileKind kind);  // "map" "scenario" "ruleset" "unknown"

// By the root element; when the file cannot be read or parsed, by its extension (.rlmap, .rlscn).
[[nodiscard]] FileKind fileKind(const std::filesystem::path& path);
// By the root element, or the LoadError every reader gives: the file cannot be read, is not XML
// (file:line: malformed XML: ...), or its root is not a map, scenario or ruleset (file:line).
[[nodiscard]] FileKind requireFileKind(const std::filesystem::path& path);

// Throws LoadError: for the file itself, for a missing map or ruleset (naming the referring file
// and line), or for errors inside the map or ruleset it references (naming that file).
[[nodiscard]] Document loadDocument(const std::filesystem::path& path, RulesetLibrary& rulesets);

}  // namespace engine
