#pragma once
// Resolves the ruleset a map or scenario names: either a path to a ruleset file (relative to the
// referring file) or a built-in id ("sss", "cwb", "hs", "lfm") found as <id>.xml in the search
// directories, in the order they were added. Loaded rulesets are cached by canonical path and
// shared. Not thread-safe: one library per thread, or guard it.
#include "engine/model/ruleset.hpp"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

class RulesetLibrary {
public:
    void addSearchDir(std::filesystem::path dir);
    [[nodiscard]] const std::vector<std::filesystem::path>& searchDirs() const { return m_dirs; }
    // Makes an in-memory ruleset resolvable by its id (ahead of the search directories).
    void add(std::shared_ptr<const Ruleset> ruleset);

    // A reference is a path when it has a directory separator or ends in ".xml"; otherwise an id.
    [[nodiscard]] static bool isPathReference(std::string_view ref);
    // The file `ref` points to, or nullopt when there is none.
    [[nodiscard]] std::optional<std::filesystem::path> locate(std::string_view ref,
                                                              const std::filesystem::path& referringFile = {}) const;
    // Loads or returns the cached ruleset. A reference that leads nowhere is a LoadError naming the
    // referring file and line; a broken ruleset file is a LoadError naming that file and its line.
    [[nodiscard]] std::shared_ptr<const Ruleset> resolve(std::string_view ref,
                                                         const std::filesystem::path& referringFile = {}, int line = 0);
    void clearCache() { m_cache.clear(); }

private:
    std::vector<std::filesystem::path> m_dirs;
    std::map<std::string, std::shared_ptr<const Ruleset>, std::less<>> m_byId;  // added in memory
    std::map<std::filesystem::path, std::shared_ptr<const Ruleset>> m_cache;    // by canonical path
};

}  // namespace engine
