#include "validation_fixture.hpp"

#include "engine/io/ruleset_file.hpp"

#include <map>

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

}  // namespace valtest
