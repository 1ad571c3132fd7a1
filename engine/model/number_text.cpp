#include "engine/model/number_text.hpp"

#include <charconv>
#include <cmath>

namespace engine {

namespace {

template <typename T>
std::string formatWith(T value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

template <typename T>
std::optional<T> parseWith(std::string_view text) {
    if (text.empty()) return std::nullopt;
    T value{};
    const char* end = text.data() + text.size();
    const auto result = std::from_chars(text.data(), end, value);
    if (result.ec != std::errc{} || result.ptr != end) return std::nullopt;
    return value;
}

}  // namespace

std::string formatNumber(double value) {
    if (value == 0) value = 0;  // no "-0" in files
    return formatWith(value);
}

std::string formatNumber(float value) {
    if (value == 0) value = 0;
    return formatWith(value);
}

std::string formatNumber(long long value) { return formatWith(value); }

std::optional<double> parseDouble(std::string_view text) {
    auto v = parseWith<double>(text);
    if (v && !std::isfinite(*v)) return std::nullopt;
    return v;
}

std::optional<float> parseFloat(std::string_view text) {
    auto v = parseWith<float>(text);
    if (v && !std::isfinite(*v)) return std::nullopt;
    return v;
}

std::optional<long long> parseInteger(std::string_view text) { return parseWith<long long>(text); }

std::optional<std::vector<double>> parseNumberList(std::string_view text, std::size_t count) {
    std::vector<double> out;
    while (true) {
        const auto comma = text.find(',');
        const auto v = parseDouble(trimmed(text.substr(0, comma)));
        if (!v || out.size() == count) return std::nullopt;
        out.push_back(*v);
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    if (out.size() != count) return std::nullopt;
    return out;
}

std::optional<std::pair<int, int>> parseDimensions(std::string_view text) {
    const auto x = text.find('x');
    if (x == std::string_view::npos) return std::nullopt;
    const auto a = parseWith<int>(trimmed(text.substr(0, x)));
    const auto b = parseWith<int>(trimmed(text.substr(x + 1)));
    if (!a || !b || *a <= 0 || *b <= 0) return std::nullopt;
    return std::pair{*a, *b};
}

}  // namespace engine
