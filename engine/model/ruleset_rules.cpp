#include "engine/model/ruleset_rules.hpp"

#include "engine/model/policy_schema.hpp"
#include "engine/model/value_rules.hpp"

#include <set>

namespace engine {

namespace {

template <typename Items>
std::string idsProblem(const Items& items, const std::string& kind) {
    std::set<std::string, std::less<>> seen;
    for (const auto& item : items) {
        if (std::string problem = idProblem(item.id); !problem.empty()) return kind + " id " + problem;
        if constexpr (requires { item.color; }) {
            if (std::string problem = colorProblem(item.color); !problem.empty())
                return kind + " " + item.id + ": color " + problem;
        }
        if (!seen.insert(item.id).second) return kind + " \"" + item.id + "\" is defined twice";
    }
    return {};
}

}  // namespace

std::string rulesetProblem(const Ruleset& rs) {
    if (std::string problem = idProblem(rs.id); !problem.empty()) return "ruleset id " + problem;
    for (const std::string& problem :
         {idsProblem(rs.options, "option"), idsProblem(rs.terrain, "terrain type"),
          idsProblem(rs.hexFeatures, "hex feature"), idsProblem(rs.hexsides, "hexside type"),
          idsProblem(rs.unitClasses, "unit class"), idsProblem(rs.unitAttributes, "unit attribute"),
          idsProblem(rs.leaderAttributes, "leader attribute")})
        if (!problem.empty()) return problem;
    for (const UnitClass& c : rs.unitClasses)
        if (std::string problem = idsProblem(c.modes, "mode of class " + c.id); !problem.empty()) return problem;
    for (const auto& [name, section] : rs.policies) {
        std::set<std::string, std::less<>> params;
        for (const Param& p : section.params) {
            if (!params.insert(p.name).second) return "param " + p.name + " is given twice in policy " + name;
            if (std::string problem = paramValueProblem(p.name, p.value); !problem.empty())
                return "param " + p.name + ": value=" + problem;
        }
        for (const Record& r : section.records)
            for (const auto& [key, value] : r.attrs)
                if (std::string problem = recordValueProblem(key, value); !problem.empty())
                    return "<" + r.kind + "> " + key + "=" + problem;
    }
    return {};
}

}  // namespace engine
