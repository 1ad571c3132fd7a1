#pragma once
// A param of a ruleset's policy section, copied (with its cite and assumed flag) for rules objects
// that keep the values they apply; nullopt when the section or the param is absent.
#include "engine/model/ruleset.hpp"

#include <optional>
#include <string_view>

namespace engine {

[[nodiscard]] inline std::optional<Param> policyParam(const Ruleset& rs, std::string_view section,
                                                      std::string_view name) {
    const PolicySection* s = rs.section(section);
    const Param* p = s ? s->param(name) : nullptr;
    return p ? std::optional<Param>(*p) : std::nullopt;
}

}  // namespace engine
