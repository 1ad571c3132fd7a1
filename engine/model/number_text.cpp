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

}  // namespace engine
