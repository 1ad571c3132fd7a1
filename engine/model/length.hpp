#pragma once
// Lengths in files: "200yd", "183m", "40ft", or a bare number in metres ("182.88"). The engine
// works in metres; printing picks the unit that states the value exactly and shortly.
#include <string>
#include <string_view>

namespace engine {

inline constexpr double kMetresPerYard = 0.9144;
inline constexpr double kMetresPerFoot = 0.3048;

// Parses a length into metres. On failure returns false and, if error is given, says why.
[[nodiscard]] bool parseLength(std::string_view text, double& metres, std::string* error = nullptr);
// Parses a length into metres; throws std::invalid_argument with the reason.
[[nodiscard]] double parseLength(std::string_view text);
// Prints a length so that parseLength gives back exactly `metres`: in yards or feet when that is
// a number with at most two decimals (200yd, 40ft), otherwise in metres ("182.5m").
[[nodiscard]] std::string printLength(double metres);

}  // namespace engine
