#include "validation_fixture.hpp"

#include "engine/io/document_file.hpp"
#include "engine/io/ruleset_file.hpp"

#include <map>
#include <sstream>

namespace valtest {

std::shared_ptr<const engine::Ruleset> templateRuleset(const std::string& id) {
    static std::map<std::string, std::shared_ptr<const engine::Ruleset>> cache;
    auto& slot = cache[id];
    if (!slot)
        slot = std::make_shared<const engine::Ruleset>(
            engine::loadRuleset(std::string(RIDGELINE_SOURCE_DIR) + "/templates/rulesets/" + id + ".xml"));
    return slot;
}

std::vector<engine::Diagnostic> ofRule(const std::vector<engine::Diagnostic>& ds, const std::string& rule) {
    std::vector<engine::Diagnostic> out;
    for (const auto& d : ds)
        if (d.rule == rule) out.push_back(d);
    return out;
}

engine::Document loadGoldenDocument(const std::string& pathUnderValidationData) {
    engine::RulesetLibrary library;
    library.addSearchDir(std::string(RIDGELINE_SOURCE_DIR) + "/templates/rulesets");
    return engine::loadDocument(std::string(RIDGELINE_TEST_DATA_DIR) + "/validation/" + pathUnderValidationData, library);
}

std::string reportLines(const std::vector<engine::Diagnostic>& ds, const std::string& rule) {
    std::ostringstream out;
    for (const engine::Diagnostic& d : ds) {
        if (d.rule != rule) continue;
        out << (d.locations.empty() ? "file" : d.locations.front().key()) << ": " << toString(d.severity) << " " << d.rule << ": "
            << d.message;
        if (!d.citation.empty()) out << " [" << d.citation << "]";
        out << "\n";
    }
    return out.str();
}

}  // namespace valtest
