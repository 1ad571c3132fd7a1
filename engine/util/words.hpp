#pragma once
// Space-separated lists, the one way files and tables write several ids in one field.
#include <string>
#include <string_view>
#include <vector>

namespace engine {

// Splits on spaces, tabs and line breaks; empty words are dropped.
[[nodiscard]] std::vector<std::string> splitWords(std::string_view text);
// Joins with single spaces.
[[nodiscard]] std::string joinWords(const std::vector<std::string>& words);

}  // namespace engine
