#include "engine/model/value_rules.hpp"

#include "engine/model/number_text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace engine {

namespace {

std::string codePoint(std::uint32_t c) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(c));
    return buffer;
}

}  // namespace

std::string characterProblem(std::uint32_t c) {
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') return "holds the control character " + codePoint(c);
    if (c >= 0xD800 && c <= 0xDFFF) return "holds the surrogate " + codePoint(c) + ", which is not a character";
    if (c == 0xFFFE || c == 0xFFFF) return "holds the non-character " + codePoint(c);
    if (c > 0x10FFFF) return "holds " + codePoint(c) + ", beyond the last Unicode character";
    return {};
}

std::string textProblem(std::string_view text, std::size_t* offset) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const auto fail = [&](std::string what) {
            if (offset) *offset = i;
            return what;
        };
        const unsigned char b = bytes[i];
        if (b < 0x80) {
            if (b < 0x20 && b != '\t' && b != '\n' && b != '\r') return fail(characterProblem(b));
            ++i;
            continue;
        }
        // Multi-byte UTF-8: the length from the lead byte, then continuation bytes, no overlong
        // forms, nothing past U+10FFFF.
        std::size_t length = 0;
        std::uint32_t c = 0;
        if (b >= 0xC2 && b <= 0xDF) length = 2, c = b & 0x1Fu;
        else if (b >= 0xE0 && b <= 0xEF) length = 3, c = b & 0x0Fu;
        else if (b >= 0xF0 && b <= 0xF4) length = 4, c = b & 0x07u;
        if (length == 0 || i + length > n) return fail("is not valid UTF-8");
        for (std::size_t k = 1; k < length; ++k) {
            if ((bytes[i + k] & 0xC0) != 0x80) return fail("is not valid UTF-8");
            c = (c << 6) | (bytes[i + k] & 0x3Fu);
        }
        if ((length == 3 && c < 0x800) || (length == 4 && c < 0x10000)) return fail("is not valid UTF-8");
        if (std::string problem = characterProblem(c); !problem.empty()) return fail(std::move(problem));
        i += length;
    }
    return {};
}

std::string idProblem(std::string_view id) {
    if (id.empty()) return "is empty";
    if (id.find_first_of(" \t\r\n") != std::string_view::npos) return "\"" + std::string(id) + "\" contains whitespace";
    return textProblem(id);
}

std::string colorProblem(std::string_view c) {
    const bool hex = c.size() == 7 && c[0] == '#' && std::all_of(c.begin() + 1, c.end(), [](char x) {
                         return (x >= '0' && x <= '9') || (x >= 'a' && x <= 'f') || (x >= 'A' && x <= 'F');
                     });
    if (c.empty() || hex) return {};
    return "\"" + std::string(c) + "\" is not a colour as #rrggbb";
}

std::string numberProblem(double value) {
    if (std::isfinite(value)) return {};
    return formatNumber(value) + " is not a finite number";
}

std::string elevationProblem(double metres) {
    if (std::isnan(metres) || !(std::fabs(metres) <= kMaxElevationMetres))
        return formatNumber(metres) + " m is beyond what a hex stores (a finite number within +-3.4e38)";
    return {};
}

std::string lengthProblem(double metres) {
    if (!(metres >= kMinLengthMetres && metres <= kMaxLengthMetres))
        return formatNumber(metres) + " m is outside " + formatNumber(kMinLengthMetres) + " m .. " +
               formatNumber(kMaxLengthMetres) + " m";
    return {};
}

namespace {
long long& maxHexesSetting() {
    static long long value = [] {
        const char* env = std::getenv("RIDGELINE_MAX_HEXES");
        const auto parsed = env ? parseInteger(env) : std::nullopt;
        return parsed && *parsed > 0 ? *parsed : kDefaultMaxHexes;
    }();
    return value;
}
}  // namespace

long long maxHexes() { return maxHexesSetting(); }

void setMaxHexes(long long hexes) {
    maxHexesSetting() = std::clamp(hexes, 1LL, kGridSideRange.max * kGridSideRange.max);
}

std::string gridSizeProblem(long long columns, long long rows, long long cap) {
    if (cap <= 0) cap = maxHexes();
    if (const std::string problem = rangeProblem(columns, kGridSideRange); !problem.empty())
        return "columns: " + problem;
    if (const std::string problem = rangeProblem(rows, kGridSideRange); !problem.empty()) return "rows: " + problem;
    if (columns * rows > cap) {
        std::string problem = std::to_string(columns) + " x " + std::to_string(rows) + " = " +
                              std::to_string(columns * rows) + " hexes, more than the " + std::to_string(cap) +
                              " a map may hold";
        if (cap == kDefaultMaxHexes) problem += " (--max-hexes or RIDGELINE_MAX_HEXES raises the cap)";
        return problem;
    }
    return {};
}

std::string rangeProblem(long long value, IntRange range) {
    if (range.contains(value)) return {};
    return std::to_string(value) + " is outside " + std::to_string(range.min) + ".." + std::to_string(range.max);
}

}  // namespace engine
