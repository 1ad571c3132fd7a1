#include "editor/app/studio_rulesets.hpp"

#include <cstdlib>
#include <sstream>
#include <string>

namespace editor {

engine::RulesetLibrary makeRulesetLibrary(const std::filesystem::path& executable) {
    engine::RulesetLibrary lib;
    if (const char* env = std::getenv("RIDGELINE_RULESETS")) {
        std::stringstream dirs(env);
        for (std::string dir; std::getline(dirs, dir, ':');)
            if (!dir.empty()) lib.addSearchDir(dir);
    }
    if (!executable.empty())
        lib.addSearchDir(executable.parent_path().parent_path() / "share" / "ridgeline" / "rulesets");
    lib.addSearchDir(RIDGELINE_BUILTIN_RULESETS);
    return lib;
}

}  // namespace editor
