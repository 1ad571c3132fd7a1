#pragma once
// Numbers as text, the one way every file uses: std::to_chars shortest round-trip on output, and
// std::from_chars on input with the whole string consumed (no locale, no leading '+', no junk).
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace engine {

[[nodiscard]] std::string formatNumber(double value);
[[nodiscard]] std::string formatNumber(float value);
[[nodiscard]] std::string formatNumber(long long value);
[[nodiscard]] std::optional<double> parseDouble(std::string_view text);  // finite values only
[[nodiscard]] std::optional<float> parseFloat(std::string_view text);    // finite values only
[[nodiscard]] std::optional<long long> parseInteger(std::string_view text);

// What options and form fields take: "X,Y", "XMIN,YMIN,XMAX,YMAX"... exactly `count` finite numbers
// separated by commas, spaces and tabs around each allowed; nullopt otherwise.
[[nodiscard]] std::optional<std::vector<double>> parseNumberList(std::string_view text, std::size_t count);
// "40x30" (columns x rows, sheets across x down, cells wide x high): two positive whole numbers
// joined by 'x'; nullopt otherwise.
[[nodiscard]] std::optional<std::pair<int, int>> parseDimensions(std::string_view text);

}  // namespace engine
