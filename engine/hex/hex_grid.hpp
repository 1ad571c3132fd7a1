#pragma once
// A rectangular hex map of columns x rows (offset coordinates), optionally cut into N x M sheets
// ("map sections", SSS 2.1: A and C on top, B and D below) that each number their hexes locally,
// over one global grid. Owns label printing and parsing; everything inside works in axial.
#include "engine/hex/numbering_scheme.hpp"
#include "engine/hex/offset_coord.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace engine {

struct SectionLayout {
    int across = 1;  // sheets side by side
    int down = 1;    // sheets stacked
    // Sheet names in row-major order (across * down of them); SSS: {"A", "C", "B", "D"}.
    std::vector<std::string> names;
    bool operator==(const SectionLayout&) const = default;
};

struct HexLocation {  // where a hex sits in printed terms
    int section = 0;  // index into SectionLayout::names (row-major)
    int column = 0;   // printed column number on that sheet
    int row = 0;      // printed row number on that sheet
};

class HexGrid {
public:
    HexGrid() = default;
    // columns and rows are the totals over all sheets; each sheet is columns/across wide.
    HexGrid(GridShape shape, int columns, int rows, SectionLayout sections = {}, NumberingScheme numbering = {});

    // Empty when the parameters are consistent, otherwise what is wrong (sheets that do not divide
    // the grid, a row count that does not fit rowDigits with no separator, missing sheet names...).
    [[nodiscard]] std::string checkConsistency() const;

    [[nodiscard]] const GridShape& shape() const { return m_shape; }
    [[nodiscard]] int columns() const { return m_columns; }
    [[nodiscard]] int rows() const { return m_rows; }
    [[nodiscard]] const SectionLayout& sections() const { return m_sections; }
    [[nodiscard]] const NumberingScheme& numbering() const { return m_numbering; }
    [[nodiscard]] int sheetColumns() const { return m_columns / std::max(1, m_sections.across); }
    [[nodiscard]] int sheetRows() const { return m_rows / std::max(1, m_sections.down); }

    [[nodiscard]] std::size_t size() const {
        return static_cast<std::size_t>(m_columns) * static_cast<std::size_t>(m_rows);
    }
    // Inline: path searches ask these millions of times.
    [[nodiscard]] bool contains(HexCoord h) const {
        const OffsetCoord o = offset(h);
        return o.col >= 0 && o.col < m_columns && o.row >= 0 && o.row < m_rows;
    }
    // Dense index, row-major over offset coordinates: row * columns + col. Requires contains(h).
    [[nodiscard]] std::size_t index(HexCoord h) const {
        const OffsetCoord o = offset(h);
        return static_cast<std::size_t>(o.row) * static_cast<std::size_t>(m_columns) + static_cast<std::size_t>(o.col);
    }
    [[nodiscard]] HexCoord at(std::size_t index) const {
        const auto cols = static_cast<std::size_t>(m_columns > 1 ? m_columns : 1);
        return fromOffset({static_cast<int>(index % cols), static_cast<int>(index / cols)});
    }
    [[nodiscard]] OffsetCoord offset(HexCoord h) const { return axialToOffset(h, m_shape); }
    [[nodiscard]] HexCoord fromOffset(OffsetCoord o) const { return offsetToAxial(o, m_shape); }
    // True when the hex lies in the outermost ring of columns / rows of the whole map.
    [[nodiscard]] bool onEdge(HexCoord h) const;

    [[nodiscard]] HexLocation locate(HexCoord h) const;
    // The printed label; a hex off the map (or on an inconsistent grid) prints as axial "(q,r)".
    [[nodiscard]] std::string label(HexCoord h) const;
    // Parses a printed label; on failure returns nullopt and, if error is given, says why. Lenient
    // on input only: surrounding spaces, sheet names in any case, "A/1053" or "A1053" whatever
    // the scheme prints, unpadded numbers, and a leading '#' when there is no sheet prefix (HS).
    [[nodiscard]] std::optional<HexCoord> parseLabel(std::string_view text, std::string* error = nullptr) const;

    bool operator==(const HexGrid&) const = default;

private:
    GridShape m_shape{};
    int m_columns = 0;
    int m_rows = 0;
    SectionLayout m_sections{};
    NumberingScheme m_numbering{};
};

}  // namespace engine
