#pragma once
// Files a map names (its underlay images, a ruleset given by path) are written relative to the map's folder, as Tiled
// writes its tilesets, so a map library can move as a whole; in memory they are absolute, so a
// map saved somewhere else (Save As, `-o`) still finds them.
#include <filesystem>
#include <string>

namespace engine {

// A path given relative to the working directory (a command line, a file dialog), as a map holds
// it in memory: absolute and normalised.
[[nodiscard]] std::string absoluteReference(const std::string& path);

// `ref` as written in `namingFile`, made absolute (relative to the file's folder) and normalised.
[[nodiscard]] std::string resolveReference(const std::string& ref, const std::filesystem::path& namingFile);

// `ref` (absolute, or relative to the working directory) as `namingFile` should write it: relative
// to that file's folder, or absolute where no relative path leads there (another drive).
[[nodiscard]] std::string relativeReference(const std::string& ref, const std::filesystem::path& namingFile);

// `ref` as written in `fromFile`, as `toFile` (somewhere else) should write it to name the same file.
[[nodiscard]] std::string movedReference(const std::string& ref, const std::filesystem::path& fromFile,
                                         const std::filesystem::path& toFile);

// A ruleset reference (an id, or a path as written in `fromFile`) as `toFile` should write it: an
// id stays; a path is moved (made absolute when `toFile` is empty). Unchanged without `fromFile`.
[[nodiscard]] std::string movedRulesetReference(const std::string& ref, const std::filesystem::path& fromFile,
                                                const std::filesystem::path& toFile);

}  // namespace engine
