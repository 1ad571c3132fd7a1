#pragma once
// How a map is laid out on paper at true scale: the page size and margins, the hex size on paper,
// and the sheets a map that does not fit one page is tiled over (with overlap), one page set per
// map section when the map has sections. Pure geometry: the print exporter draws it, the studio's
// page-layout preview shows it over the map.
#include "engine/model/hex_map.hpp"
#include "engine/render/draw_list.hpp"
#include "exporters/export_options.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace exporters {

struct PaperSize {
    const char* name;  // "a4"
    double widthMm;    // portrait
    double heightMm;
};
// Letter, Legal, Tabloid (also "11x17"), A4, A3, A2, A1, by lower-case name.
[[nodiscard]] std::optional<PaperSize> paperSize(std::string_view name);
[[nodiscard]] std::vector<std::string> paperSizeNames();  // for option choices, "custom" last

struct PageSetup {
    double widthMm = 210;  // as printed (orientation applied)
    double heightMm = 297;
    double marginMm = 10;   // on every side; labels and marks are drawn in it
    double overlapMm = 10;  // shared by neighbouring sheets
    [[nodiscard]] double contentWidthMm() const { return widthMm - 2 * marginMm; }
    [[nodiscard]] double contentHeightMm() const { return heightMm - 2 * marginMm; }
};

struct Sheet {
    int set = 0;                // page set: a map section, or 0 for the whole area
    std::string section;        // the section's name ("A"), "" when the set is not a section
    int row = 0;                // within the set, from the top
    int column = 0;             // within the set, from the left
    engine::PlaneRect plane;    // the content box on the plane (may reach past the map)
    engine::PlaneRect printed;  // what is drawn in it: the box within its set's area
};

struct SheetSet {
    std::string section;
    int rows = 1;
    int columns = 1;
    engine::PlaneRect area;  // what the set must show
};

struct SheetPlan {
    PageSetup page;
    double mmPerUnit = 1;    // paper millimetres per plane unit (the true scale)
    engine::PlaneRect area;  // everything printed
    std::vector<SheetSet> sets;
    std::vector<Sheet> sheets;                                                    // set by set, row-major
    [[nodiscard]] double scaleDenominator() const { return 1000.0 / mmPerUnit; }  // 1:N, plane in metres
};

// The plane rectangle covering a rectangle of hexes.
[[nodiscard]] engine::PlaneRect rangeBounds(const engine::HexMap& map, const HexRange& range);
// Sheets for `area` (the whole map when nullopt). With bySection and a map cut into sections
// (and no area), each section is its own page set: one page when it fits, else tiled.
[[nodiscard]] SheetPlan planSheets(const engine::HexMap& map, const PageSetup& page, double hexSizeMm,
                                   const std::optional<HexRange>& area, bool bySection);
// "Sheet A, row 1, column 2" / "Row 2, column 1" (1-based, as people count).
[[nodiscard]] std::string sheetLabel(const Sheet& sheet);

}  // namespace exporters
