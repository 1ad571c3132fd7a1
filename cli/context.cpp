#include "cli/context.hpp"

#include "cli/arguments.hpp"
#include "engine/io/atomic_file.hpp"
#include "engine/io/document_file.hpp"
#include "engine/io/file_reference.hpp"

#include <filesystem>
#include <iostream>

namespace cli {
namespace fs = std::filesystem;

engine::RulesetLibrary& rulesetLibrary() {
    static engine::RulesetLibrary library = engine::RulesetLibrary::standard();
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

engine::Document openDocumentWithRuleset(const std::string& path) {
    engine::Document doc = openDocument(path);
    if (!doc.ruleset) throw UsageError(path + ": the file names no ruleset");
    return doc;
}

void writeOutput(const std::string& outPath, const std::string& text) {
    if (outPath.empty() || outPath == "-") {
        std::cout << text;
        std::cout.flush();
        return;
    }
    engine::writeFileAtomically(outPath, text);
}

}  // namespace cli
