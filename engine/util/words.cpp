#include "engine/util/words.hpp"

#include <cstring>

namespace engine {

std::vector<std::string> splitWords(std::string_view text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::strchr(" \t\r\n", text[i])) ++i;
        const std::size_t start = i;
        while (i < text.size() && !std::strchr(" \t\r\n", text[i])) ++i;
        if (i > start) out.emplace_back(text.substr(start, i - start));
    }
    return out;
}

std::string joinWords(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) {
        if (!out.empty()) out += ' ';
        out += w;
    }
    return out;
}

}  // namespace engine
