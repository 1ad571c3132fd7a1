#pragma once
// Resolves the ruleset a map or scenario names: either a path to a ruleset file (relative to the
// referring file) or a name ("sss", "cwb", "hs", "lfm", or a user's own) found as <name>.xml in the
// search directories, in the order they were added, and lists every ruleset those directories
// hold. standard() is the one search path every front end uses. Loaded rulesets are cached by
// canonical path and shared. Not thread-safe: one library per thread, or guard it.
#include "engine/model/ruleset.hpp"

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// One ruleset a library can resolve by name.
struct RulesetListing {
    std::string ref;             // what resolve() takes: the file's name without ".xml"
    std::string id;              // the ruleset's own id ("sss"); empty when it does not load
    std::string name;            // "Simpler Summer Storm"; empty when it does not load
    std::filesystem::path file;  // empty for a ruleset added in memory
    std::string error;           // why the file does not load as a ruleset, else empty
};

class RulesetLibrary {
public:
    // The search path of the `ridgeline` command and the studio: the directories in
    // $RIDGELINE_RULESETS (colon separated, a user's own rulesets), share/ridgeline/rulesets beside
    // the installed binary (bin/../share), then the source tree's templates/rulesets, for a binary
    // run from its build tree.
    [[nodiscard]] static RulesetLibrary standard();

    void addSearchDir(std::filesystem::path dir);
    [[nodiscard]] const std::vector<std::filesystem::path>& searchDirs() const { return m_dirs; }
    // Every ruleset it can resolve by name: those added in memory, then each search directory's
    // *.xml files by file name, as resolve() finds them (a name seen in an earlier directory hides
    // the later file). Files that do not load as rulesets are listed with the error.
    [[nodiscard]] std::vector<RulesetListing> available();
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
