#include "engine/validation/attribute_checks.hpp"

#include "engine/model/number_text.hpp"

#include <algorithm>

namespace engine {

std::optional<double> attributeNumber(const AttributeDef& def, const std::string& value) {
    for (const auto& [token, number] : def.tokens)
        if (token == value) return number;
    if (def.type == AttributeDef::Type::Int) {
        const auto i = parseInteger(value);
        return i ? std::optional<double>(static_cast<double>(*i)) : std::nullopt;
    }
    return parseDouble(value);
}

bool attributeAppliesTo(const AttributeDef& def, const std::string& unitClass) {
    return def.classes.empty() || std::find(def.classes.begin(), def.classes.end(), unitClass) != def.classes.end();
}

std::string attributeProblem(const AttributeDef& def, const std::string& value) {
    switch (def.type) {
    case AttributeDef::Type::Text: return {};
    case AttributeDef::Type::Bool:
        return value == "true" || value == "false" ? std::string() : "`" + value + "` is not true or false";
    case AttributeDef::Type::Enum:
        if (std::find(def.values.begin(), def.values.end(), value) != def.values.end()) return {};
        {
            std::string allowed;
            for (const auto& v : def.values) allowed += (allowed.empty() ? "" : " ") + v;
            return "`" + value + "` is not one of " + allowed;
        }
    case AttributeDef::Type::Int:
    case AttributeDef::Type::Number: break;
    }
    const auto n = attributeNumber(def, value);
    if (!n) {
        const bool tokenLike = !value.empty() && !(value[0] >= '0' && value[0] <= '9') && value[0] != '-';
        return "`" + value + "` is not " + (def.type == AttributeDef::Type::Int ? "an integer" : "a number") +
               (tokenLike && def.tokens.empty() ? " (no special values such as a cadre are allowed here)" : "");
    }
    if (def.min && *n < *def.min) return formatNumber(*n) + " is below the minimum " + formatNumber(*def.min);
    if (def.max && *n > *def.max) return formatNumber(*n) + " is above the maximum " + formatNumber(*def.max);
    return {};
}

}  // namespace engine
