#pragma once
// How printed hex labels are written: SSS "A1053" / "A/4814", CWB "A29.17" (column.row counted
// from each sheet's lower-left corner), HS and LFM "2719" (CCRR).
#include <cstdint>
#include <string>
#include <string_view>

namespace engine {

enum class RowDirection : std::uint8_t { Down, Up };  // rows counted from the sheet's top or bottom

struct NumberingScheme {
    bool sectionPrefix = false;    // labels start with the sheet name ("A")
    std::string sectionSeparator;  // printed after the sheet name: "" or "/"; parsing accepts both
    std::string separator;         // between column and row: "" (CCRR) or "." (CC.RR)
    int columnDigits = 2;          // minimum printed width, zero-padded (0 = no padding)
    int rowDigits = 2;             // with an empty separator this is also the exact row width
    int firstColumn = 1;           // number of the first column / row on each sheet
    int firstRow = 1;
    RowDirection rows = RowDirection::Down;
    bool operator==(const NumberingScheme&) const = default;
};

[[nodiscard]] const char* toString(RowDirection d);  // "down" | "up"
[[nodiscard]] bool parseRowDirection(std::string_view text, RowDirection& out);

// Named presets for the four rulesets: "sss", "sss-slash", "cwb", "ccrr".
[[nodiscard]] bool numberingPreset(std::string_view name, NumberingScheme& out);

}  // namespace engine
