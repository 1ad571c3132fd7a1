#include "exporters/print/sheet_plan.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace exporters {

namespace {

constexpr PaperSize kPapers[] = {
    {"letter", 215.9, 279.4}, {"legal", 215.9, 355.6}, {"tabloid", 279.4, 431.8}, {"11x17", 279.4, 431.8},
    {"a4", 210, 297},         {"a3", 297, 420},        {"a2", 420, 594},          {"a1", 594, 841},
};

// Sheets across one dimension: enough to cover `extent` with `content`-sized pieces that share
// `overlap`. One sheet is centred on the extent; several start at its edge, as printed maps do,
// so the first sheet of a set holds its corner and the slack is on the last.
struct Strip {
    int count = 1;
    double start = 0;  // millimetres, from the extent's start
};

Strip strip(double extentMm, double contentMm, double overlapMm) {
    Strip s;
    const double step = contentMm - overlapMm;
    if (extentMm > contentMm + 1e-9 && step > 0)
        s.count = static_cast<int>(std::ceil((extentMm - overlapMm) / step - 1e-9));
    if (s.count == 1) s.start = (extentMm - contentMm) / 2;
    return s;
}

void addSet(SheetPlan& plan, const engine::PlaneRect& area, std::string section) {
    const PageSetup& page = plan.page;
    const double k = plan.mmPerUnit;
    const Strip across = strip((area.maxX - area.minX) * k, page.contentWidthMm(), page.overlapMm);
    const Strip down = strip((area.maxY - area.minY) * k, page.contentHeightMm(), page.overlapMm);
    const int set = static_cast<int>(plan.sets.size());
    plan.sets.push_back({section, down.count, across.count, area});
    const double w = page.contentWidthMm() / k, h = page.contentHeightMm() / k;
    const double step = (page.contentWidthMm() - page.overlapMm) / k,
                 stepY = (page.contentHeightMm() - page.overlapMm) / k;
    for (int row = 0; row < down.count; ++row)
        for (int col = 0; col < across.count; ++col) {
            const double minX = area.minX + across.start / k + col * step;
            const double maxY = area.maxY - down.start / k - row * stepY;  // rows run south
            const engine::PlaneRect box{minX, maxY - h, minX + w, maxY};
            const engine::PlaneRect printed{std::max(box.minX, area.minX), std::max(box.minY, area.minY),
                                            std::min(box.maxX, area.maxX), std::min(box.maxY, area.maxY)};
            plan.sheets.push_back({set, section, row, col, box, printed});
        }
}

}  // namespace

std::optional<PaperSize> paperSize(std::string_view name) {
    for (const PaperSize& p : kPapers)
        if (name == p.name) return p;
    return std::nullopt;
}

std::vector<std::string> paperSizeNames() {
    std::vector<std::string> names;
    for (const PaperSize& p : kPapers) names.emplace_back(p.name);
    names.emplace_back("custom");
    return names;
}

engine::PlaneRect rangeBounds(const engine::HexMap& map, const HexRange& range) {
    const engine::HexGrid& grid = map.grid();
    const engine::HexLayout layout = map.layout();
    engine::PlaneRect r{std::numeric_limits<double>::max(), std::numeric_limits<double>::max(),
                        std::numeric_limits<double>::lowest(), std::numeric_limits<double>::lowest()};
    // The outermost hexes bound the range: its edge rows and columns, and the one inside each for
    // the stagger.
    for (int row = range.first.row; row <= range.last.row; ++row)
        for (int col = range.first.col; col <= range.last.col; ++col) {
            const bool edge = row <= range.first.row + 1 || row >= range.last.row - 1 || col <= range.first.col + 1 ||
                              col >= range.last.col - 1;
            if (!edge) {
                col = range.last.col - 2;
                continue;
            }
            const engine::PlaneRect b = engine::hexBounds(layout, grid.fromOffset({col, row}));
            r = {std::min(r.minX, b.minX), std::min(r.minY, b.minY), std::max(r.maxX, b.maxX),
                 std::max(r.maxY, b.maxY)};
        }
    return r;
}

SheetPlan planSheets(const engine::HexMap& map, const PageSetup& page, double hexSizeMm,
                     const std::optional<HexRange>& area, bool bySection) {
    SheetPlan plan;
    plan.page = page;
    plan.mmPerUnit = hexSizeMm / map.hexSizeMetres();
    const engine::HexGrid& grid = map.grid();
    const HexRange whole{{0, 0}, {grid.columns() - 1, grid.rows() - 1}};
    plan.area = rangeBounds(map, area.value_or(whole));
    const engine::SectionLayout& sections = grid.sections();
    const int count = std::max(1, sections.across) * std::max(1, sections.down);
    if (area || !bySection || count < 2) {
        addSet(plan, plan.area, "");
        return plan;
    }
    for (int sy = 0; sy < sections.down; ++sy)
        for (int sx = 0; sx < sections.across; ++sx) {
            const int index = sy * sections.across + sx;
            const HexRange r{{sx * grid.sheetColumns(), sy * grid.sheetRows()},
                             {(sx + 1) * grid.sheetColumns() - 1, (sy + 1) * grid.sheetRows() - 1}};
            addSet(plan, rangeBounds(map, r),
                   index < static_cast<int>(sections.names.size()) ? sections.names[static_cast<std::size_t>(index)]
                                                                   : std::to_string(index + 1));
        }
    return plan;
}

std::string sheetLabel(const Sheet& sheet) {
    const std::string rc = "row " + std::to_string(sheet.row + 1) + ", column " + std::to_string(sheet.column + 1);
    if (sheet.section.empty()) return "R" + rc.substr(1);
    return "Section " + sheet.section + ", " + rc;
}

}  // namespace exporters
