#include "cli/context.hpp"

#include "engine/io/atomic_file.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/file_reference.hpp"

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

namespace cli {
namespace fs = std::filesystem;

namespace {
fs::path executableDir() {
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::path() : self.parent_path();
}
}  // namespace

engine::RulesetLibrary& rulesetLibrary() {
    static engine::RulesetLibrary library = [] {
        engine::RulesetLibrary lib;
        if (const char* env = std::getenv("RIDGELINE_RULESETS")) {
            std::istringstream dirs(env);
            for (std::string dir; std::getline(dirs, dir, ':');)
                if (!dir.empty()) lib.addSearchDir(dir);
        }
        if (const fs::path exe = executableDir(); !exe.empty())
            lib.addSearchDir(exe.parent_path() / "share" / "ridgeline" / "rulesets");
        lib.addSearchDir(RIDGELINE_BUILTIN_RULESETS);
        return lib;
    }();
    return library;
}

std::shared_ptr<const engine::Ruleset> openRuleset(const std::string& idOrPath) {
    // Relative paths given on the command line are relative to the working directory.
    return rulesetLibrary().resolve(idOrPath, fs::current_path() / "(command line)");
}

std::string mapRulesetRef(const std::string& idOrPath, const engine::Ruleset& ruleset) {
    if (!engine::RulesetLibrary::isPathReference(idOrPath)) return ruleset.id;
    return engine::absoluteReference(idOrPath);
}

engine::Document openDocument(const std::string& path) { return engine::loadDocument(path, rulesetLibrary()); }

void writeOutput(const std::string& outPath, const std::string& text) {
    if (outPath.empty() || outPath == "-") {
        std::cout << text;
        std::cout.flush();
        return;
    }
    engine::writeFileAtomically(outPath, text);
}

}  // namespace cli
