#pragma once
// Reading a format's option values (text, as the CLI and the studio give them) into typed values.
// Every problem is an "export.option" error naming the option; the reader then returns the
// option's default so the caller can go on and report every problem at once.
#include "engine/hex/hex_grid.hpp"
#include "exporters/export_format.hpp"

#include <optional>
#include <string>
#include <vector>

namespace exporters {

// A rectangle of the grid in offset coordinates, corners included.
struct HexRange {
    engine::OffsetCoord first;
    engine::OffsetCoord last;
    [[nodiscard]] bool contains(engine::OffsetCoord o) const {
        return o.col >= first.col && o.col <= last.col && o.row >= first.row && o.row <= last.row;
    }
};

// "16mm", "1.6cm", "0.63in", "45pt" in millimetres (finite, not negative); false (and why) for
// anything else.
[[nodiscard]] bool parseLengthMm(std::string_view text, double& mm, std::string* error = nullptr);
// "A0101:A1010": two labels of `grid`, in either order; false (and why) when a label is not one.
[[nodiscard]] bool parseHexRange(std::string_view text, const engine::HexGrid& grid, HexRange& out,
                                 std::string* error = nullptr);
// Why `value` is not a well-formed value of `option` ("" when it is). Document-free: hex ranges
// are only checked for their shape here.
[[nodiscard]] std::string checkOptionValue(const ExportOption& option, const std::string& value);

class OptionReader {
public:
    OptionReader(const ExportFormat& format, const OptionValues& values, ExportDiagnostics& out);

    [[nodiscard]] std::string text(std::string_view name) const;  // the value or the default
    [[nodiscard]] bool isSet(std::string_view name) const;        // given (not the default)
    [[nodiscard]] std::string choice(std::string_view name) const;
    [[nodiscard]] std::vector<std::string> list(std::string_view name) const;
    [[nodiscard]] bool flag(std::string_view name) const;
    [[nodiscard]] std::optional<double> number(std::string_view name) const;    // nullopt: empty
    [[nodiscard]] std::optional<double> lengthMm(std::string_view name) const;  // nullopt: empty
    [[nodiscard]] std::optional<HexRange> hexRange(std::string_view name, const engine::HexGrid& grid) const;
    void fail(std::string_view name, const std::string& message) const;  // an export.option error

private:
    [[nodiscard]] const ExportOption& spec(std::string_view name) const;
    [[nodiscard]] std::string checked(std::string_view name) const;  // the value, or the default when bad

    const ExportFormat& m_format;
    const OptionValues& m_values;
    ExportDiagnostics& m_out;
};

}  // namespace exporters
