#pragma once
// What every subcommand shares: where built-in rulesets live, how files are opened, and where
// output goes (stdout, or a file saved atomically).
#include "engine/io/ruleset_library.hpp"
#include "engine/model/document.hpp"

#include <memory>
#include <string>

namespace cli {

// The ruleset library on the standard search path (engine::RulesetLibrary::standard).
engine::RulesetLibrary& rulesetLibrary();
// A built-in ruleset id ("sss") or a path to a ruleset file.
std::shared_ptr<const engine::Ruleset> openRuleset(const std::string& idOrPath);
// What a new map records for the ruleset given as `idOrPath`: its id, or for a file the file
// (absolute; saveMap writes it relative to the map), so the map opens again where the id is unknown.
std::string mapRulesetRef(const std::string& idOrPath, const engine::Ruleset& ruleset);
// A map or scenario file with what it references.
engine::Document openDocument(const std::string& path);
// The same, for commands that ask the rules (los, reach, stack, fidelity): a file that names no
// ruleset is a usage error naming the file.
engine::Document openDocumentWithRuleset(const std::string& path);
// Writes to stdout when outPath is empty or "-", else saves atomically.
void writeOutput(const std::string& outPath, const std::string& text);

}  // namespace cli
