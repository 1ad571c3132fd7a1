#include "engine/model/length.hpp"

#include "engine/model/number_text.hpp"

#include <array>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace engine {

namespace {

struct Unit {
    std::string_view suffix;
    double metres;
};

// Longest suffixes first so "yd" is not read as "d" or similar.
constexpr std::array<Unit, 9> kUnits{{{"yards", kMetresPerYard},
                                      {"yard", kMetresPerYard},
                                      {"feet", kMetresPerFoot},
                                      {"foot", kMetresPerFoot},
                                      {"yd", kMetresPerYard},
                                      {"ft", kMetresPerFoot},
                                      {"km", 1000.0},
                                      {"m", 1.0},
                                      {"'", kMetresPerFoot}}};

bool fail(std::string* error, std::string message) {
    if (error) *error = std::move(message);
    return false;
}

}  // namespace

bool parseLength(std::string_view text, double& metres, std::string* error) {
    std::string_view number = text;
    double factor = 1.0;
    for (const Unit& unit : kUnits) {
        if (number.size() > unit.suffix.size() && number.ends_with(unit.suffix)) {
            number.remove_suffix(unit.suffix.size());
            factor = unit.metres;
            break;
        }
    }
    while (!number.empty() && number.back() == ' ') number.remove_suffix(1);
    if (text.empty()) return fail(error, "empty length (expected e.g. \"200yd\", \"183m\", \"40ft\")");
    const auto value = parseDouble(number);
    if (!value)
        return fail(error,
                    "\"" + std::string(text) + "\" is not a length (expected e.g. \"200yd\", \"183m\", \"40ft\")");
    if (*value < 0) return fail(error, "length \"" + std::string(text) + "\" is negative");
    metres = *value * factor;
    if (!std::isfinite(metres)) return fail(error, "length \"" + std::string(text) + "\" is too large");
    return true;
}

double parseLength(std::string_view text) {
    double metres = 0;
    std::string error;
    if (!parseLength(text, metres, &error)) throw std::invalid_argument(error);
    return metres;
}

std::string printLength(double metres) {
    for (const auto& [suffix, factor] : {std::pair{"yd", kMetresPerYard}, std::pair{"ft", kMetresPerFoot}}) {
        const double value = std::round(metres / factor * 100.0) / 100.0;
        if (value > 0 && value * factor == metres) return formatNumber(value) + suffix;
    }
    return formatNumber(metres) + "m";
}

}  // namespace engine
