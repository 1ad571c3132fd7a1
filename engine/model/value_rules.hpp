#pragma once
// What a stored value must be for a file to hold it: the one set of rules that the commands and
// the CLI check at input, the writers refuse to break and the readers enforce. Each check returns
// "" when the value fits, else what is wrong with it (to follow a name: "level 40000 ...").
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace engine {

// Text a file can hold: UTF-8 of characters XML 1.0 allows (no NUL or other control characters
// but tab, line feed and carriage return; no U+FFFE, U+FFFF; no surrogates or malformed bytes).
// The problem names no position; `offset`, when given, receives the byte where it is.
[[nodiscard]] std::string textProblem(std::string_view text, std::size_t* offset = nullptr);
// The same rule for one character (a code point, as a character reference gives it).
[[nodiscard]] std::string characterProblem(std::uint32_t codePoint);
// An id: non-empty text without whitespace (ids are written into space-separated lists).
[[nodiscard]] std::string idProblem(std::string_view id);
// A colour for drawing: "" (none) or "#rrggbb".
[[nodiscard]] std::string colorProblem(std::string_view color);
// A number a file can hold: finite.
[[nodiscard]] std::string numberProblem(double value);
// An elevation (metres): finite and within what a hex stores (a 32-bit float).
[[nodiscard]] std::string elevationProblem(double metres);
// A hex size or other scale length (metres): finite and within kLengthRange.
[[nodiscard]] std::string lengthProblem(double metres);

struct IntRange {
    long long min;
    long long max;
    [[nodiscard]] bool contains(long long v) const { return v >= min && v <= max; }
};
// "" when `value` lies in `range`, else "40000 is outside -32767..32767".
[[nodiscard]] std::string rangeProblem(long long value, IntRange range);

inline constexpr IntRange kLevelRange{-32767, 32767};  // a hex's level (int16, -32768 = none)
inline constexpr IntRange kTurnRange{0, 100000};
inline constexpr IntRange kTurnMinutesRange{0, 100000};
inline constexpr IntRange kArrivalMovementPointsRange{0, 1000};  // MP left on arrival
inline constexpr IntRange kVictoryPointsRange{-1000000, 1000000};
inline constexpr IntRange kRoadClassRange{0, 100};
inline constexpr IntRange kLabelDigitsRange{0, 9};
inline constexpr IntRange kFirstNumberRange{-9999, 9999};  // first printed column / row
inline constexpr IntRange kSheetsRange{1, 26};             // sheets across or down
inline constexpr IntRange kGridSideRange{1, 20000};        // columns or rows of a map
// The largest map (columns x rows) a command makes or a reader opens: kDefaultMaxHexes unless
// RIDGELINE_MAX_HEXES is set in the environment or setMaxHexes chose otherwise (the CLI's and the
// studio's --max-hexes). A raised cap is deliberate: a map above the default needs it again to open.
inline constexpr long long kDefaultMaxHexes = 16'000'000;
[[nodiscard]] long long maxHexes();
void setMaxHexes(long long hexes);  // clamped to 1 .. kGridSideRange.max^2
// "" when a columns x rows grid fits kGridSideRange and `cap` (0: maxHexes()), else what is wrong.
[[nodiscard]] std::string gridSizeProblem(long long columns, long long rows, long long cap = 0);

inline constexpr double kMaxElevationMetres = 3.4028234663852886e38;  // FLT_MAX
inline constexpr double kMinLengthMetres = 1e-3;
inline constexpr double kMaxLengthMetres = 1e6;

}  // namespace engine
