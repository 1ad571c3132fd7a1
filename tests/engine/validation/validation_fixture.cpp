#include "validation_fixture.hpp"

#include "tests/engine/commands/command_fixture.hpp"

#include "engine/io/document_file.hpp"
#include "engine/io/ruleset_file.hpp"
#include "tests/test_paths.hpp"

#include <map>
#include <sstream>

namespace valtest {

std::shared_ptr<const engine::Ruleset> templateRuleset(const std::string& id) {
    static std::map<std::string, std::shared_ptr<const engine::Ruleset>> cache;
    auto& slot = cache[id];
    if (!slot)
        slot = std::make_shared<const engine::Ruleset>(
            engine::loadRuleset(testpaths::rulesets() / (id + ".xml")));
    return slot;
}

std::vector<engine::Diagnostic> ofRule(const engine::DiagnosticList& ds, const std::string& rule) {
    std::vector<engine::Diagnostic> out;
    for (const auto& d : ds)
        if (d.rule == rule) out.push_back(d);
    return out;
}

engine::Document loadGoldenDocument(const std::string& pathUnderValidationData) {
    engine::RulesetLibrary library;
    library.addSearchDir(testpaths::rulesets());
    return engine::loadDocument(testpaths::data() / "validation" / pathUnderValidationData,
                                library);
}

std::string reportLines(const engine::DiagnosticList& ds, const std::string& rule) {
    std::ostringstream out;
    for (const engine::Diagnostic& d : ds) {
        if (d.rule != rule) continue;
        out << (d.locations.empty() ? "file" : d.locations.front().key()) << ": " << toString(d.severity) << " "
            << d.rule << ": " << d.message;
        if (!d.citation.empty()) out << " [" << d.citation << "]";
        out << "\n";
    }
    return out.str();
}

std::string describe(const engine::DiagnosticList& ds) {
    std::ostringstream s;
    for (const auto& d : ds) s << engine::toString(d.severity) << " " << d.rule << " " << d.message << "\n";
    return s.str();
}

std::string stepSequence(engine::Document& doc, engine::Validator& validator,
                         std::vector<std::unique_ptr<engine::Command>>& done, std::mt19937& rng, unsigned undoOdds,
                         const std::function<std::unique_ptr<engine::Command>()>& next) {
    if (!done.empty() && rng() % undoOdds == 0) {
        done.back()->revert(doc);
        validator.update(doc, done.back()->changes());
        const std::string label = "undo " + done.back()->label();
        done.pop_back();
        return label;
    }
    std::unique_ptr<engine::Command> cmd = next();
    if (!cmd) return {};
    cmd->apply(doc);
    validator.update(doc, cmd->changes());
    done.push_back(std::move(cmd));
    return done.back()->label();
}

std::shared_ptr<const engine::Ruleset> appliedOnly(const engine::Ruleset& ruleset) {
    auto rs = std::make_shared<engine::Ruleset>(ruleset);
    for (auto& [name, section] : rs->policies) {
        std::erase_if(section.params, [](const engine::Param& p) { return !p.unapplied.empty(); });
        std::erase_if(section.records, [](const engine::Record& r) { return !r.unapplied.empty(); });
    }
    std::erase_if(rs->options, [](const engine::RulesetOption& o) { return !o.unapplied.empty(); });
    return rs;
}

engine::Document sequenceDocument(const std::string& rulesetId) {
    engine::Document doc = cmdtest::makeDocument();
    doc.ruleset = templateRuleset(rulesetId);
    return doc;
}

std::mt19937 sequenceRng(const std::string& rulesetId, int seed) {
    return std::mt19937(static_cast<std::mt19937::result_type>(seed * 7919 + static_cast<int>(rulesetId.size())));
}

}  // namespace valtest
