#include "engine/validation/not_checked.hpp"

namespace engine {

std::vector<NotChecked> notCheckedValues(const Ruleset& ruleset) {
    std::vector<NotChecked> out;
    for (const RulesetOption& o : ruleset.options)
        if (!o.unapplied.empty()) out.push_back({"option " + o.id, o.cite, o.unapplied});
    for (const auto& [name, section] : ruleset.policies) {
        for (const Param& p : section.params)
            if (!p.unapplied.empty()) out.push_back({name + "/" + p.name, p.cite, p.unapplied});
        for (const Record& r : section.records) {
            if (r.unapplied.empty()) continue;
            std::string what = name + "/<" + r.kind;
            for (const auto& [key, value] : r.attrs) what += " " + key + "=" + value;
            out.push_back({what + ">", r.cite, r.unapplied});
        }
    }
    return out;
}

}  // namespace engine
