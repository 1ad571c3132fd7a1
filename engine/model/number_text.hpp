#pragma once
// Numbers as text, the one way every file uses: std::to_chars shortest round-trip on output, and
// std::from_chars on input with the whole string consumed (no locale, no leading '+', no junk).
#include <optional>
#include <string>
#include <string_view>

namespace engine {

[[nodiscard]] std::string formatNumber(double value);
[[nodiscard]] std::string formatNumber(float value);
[[nodiscard]] std::string formatNumber(long long value);
[[nodiscard]] std::optional<double> parseDouble(std::string_view text);  // finite values only
[[nodiscard]] std::optional<float> parseFloat(std::string_view text);    // finite values only
[[nodiscard]] std::optional<long long> parseInteger(std::string_view text);

}  // namespace engine
