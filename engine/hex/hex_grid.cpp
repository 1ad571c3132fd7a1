#include "engine/hex/hex_grid.hpp"

#include <cctype>
#include <set>

namespace engine {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
char upper(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

bool startsWithNoCase(std::string_view text, std::string_view prefix) {
    if (prefix.size() > text.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (upper(text[i]) != upper(prefix[i])) return false;
    return true;
}

std::string padded(int value, int digits) {
    std::string s = std::to_string(value);
    if (value >= 0 && static_cast<int>(s.size()) < digits)
        s.insert(0, static_cast<std::size_t>(digits) - s.size(), '0');
    return s;
}

int digitCount(int value) { return static_cast<int>(std::to_string(value < 0 ? -value : value).size()); }

// 1 to 9 ASCII digits (so the value fits an int); false for anything else.
bool parseNumber(std::string_view text, int& out) {
    if (text.empty() || text.size() > 9) return false;
    int v = 0;
    for (char c : text) {
        if (!isDigit(c)) return false;
        v = v * 10 + (c - '0');
    }
    out = v;
    return true;
}

// Labels in error messages: quoted as typed, but kept short and printable whatever came in.
std::string shown(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 40))
        out += (static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f) ? c : '?';
    if (text.size() > 40) out += "...";
    return out;
}

std::string range(int first, int count) { return std::to_string(first) + "-" + std::to_string(first + count - 1); }

}  // namespace

HexGrid::HexGrid(GridShape shape, int columns, int rows, SectionLayout sections, NumberingScheme numbering)
    : m_shape(shape),
      m_columns(columns),
      m_rows(rows),
      m_sections(std::move(sections)),
      m_numbering(std::move(numbering)) {}

std::string HexGrid::checkConsistency() const {
    std::string out;
    const auto fail = [&out](const std::string& why) { out += (out.empty() ? "" : "; ") + why; };
    const auto& n = m_numbering;
    const auto& s = m_sections;
    if (m_columns <= 0 || m_rows <= 0)
        fail("the grid needs at least one column and one row (has " + std::to_string(m_columns) + " x " +
             std::to_string(m_rows) + ")");
    if (s.across < 1 || s.down < 1)
        fail("sheets across and down must be at least 1 (are " + std::to_string(s.across) + " x " +
             std::to_string(s.down) + ")");
    else if (m_columns > 0 && m_rows > 0 && (m_columns % s.across != 0 || m_rows % s.down != 0))
        fail(std::to_string(s.across) + " x " + std::to_string(s.down) + " sheets do not divide the " +
             std::to_string(m_columns) + " x " + std::to_string(m_rows) + " grid evenly");
    const int sheets = std::max(1, s.across) * std::max(1, s.down);
    if (sheets > 1 && !n.sectionPrefix)
        fail("with " + std::to_string(sheets) +
             " sheets the labels need a sheet-name prefix (sectionPrefix), or they are ambiguous");
    if ((n.sectionPrefix || sheets > 1 || !s.names.empty()) && static_cast<int>(s.names.size()) != sheets)
        fail(std::to_string(sheets) + " sheet(s) need " + std::to_string(sheets) + " name(s), " +
             std::to_string(s.names.size()) + " given");
    std::set<std::string> seen;
    for (const auto& name : s.names) {
        std::string key;
        bool bad = name.empty();
        for (char c : name) {
            bad = bad || isDigit(c) || isSpace(c) || c == '/' || c == '#' || c == '.';
            key += upper(c);
        }
        if (bad) fail("sheet name \"" + shown(name) + "\" must be non-empty without digits, spaces, '/', '#' or '.'");
        else if (!seen.insert(key).second)
            fail("sheet name \"" + name + "\" is used twice (names compare case-insensitively)");
    }
    if (n.columnDigits < 0 || n.columnDigits > 9 || n.rowDigits < 0 || n.rowDigits > 9)
        fail("columnDigits and rowDigits must be 0-9");
    if (n.firstColumn < 0 || n.firstRow < 0) fail("firstColumn and firstRow must not be negative");
    for (const std::string* sep : {&n.separator, &n.sectionSeparator})
        for (char c : *sep)
            if (isDigit(c) || isSpace(c)) {
                fail("separator \"" + shown(*sep) + "\" must not contain digits or spaces");
                break;
            }
    if (n.separator.empty() && m_rows > 0 && s.down >= 1 && n.firstRow >= 0) {
        const int lastRow = n.firstRow + sheetRows() - 1;
        if (n.rowDigits < 1) fail("with no column/row separator rowDigits must be at least 1, to split the digits");
        else if (digitCount(lastRow) > n.rowDigits)
            fail("row " + std::to_string(lastRow) + " does not fit in " + std::to_string(n.rowDigits) +
                 " row digit(s) with no column/row separator");
    }
    return out;
}

bool HexGrid::onEdge(HexCoord h) const {
    const OffsetCoord o = offset(h);
    return o.col == 0 || o.row == 0 || o.col == m_columns - 1 || o.row == m_rows - 1;
}

HexLocation HexGrid::locate(HexCoord h) const {
    const int sc = sheetColumns();
    const int sr = sheetRows();
    if (sc <= 0 || sr <= 0) return {};
    const OffsetCoord o = offset(h);
    const int sheetX = o.col / sc;
    const int sheetY = o.row / sr;
    const int localRow = o.row % sr;
    HexLocation loc;
    loc.section = sheetY * std::max(1, m_sections.across) + sheetX;
    loc.column = m_numbering.firstColumn + o.col % sc;
    loc.row = m_numbering.firstRow + (m_numbering.rows == RowDirection::Down ? localRow : sr - 1 - localRow);
    return loc;
}

std::string HexGrid::label(HexCoord h) const {
    if (!contains(h) || sheetColumns() <= 0 || sheetRows() <= 0)
        return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")";
    const HexLocation loc = locate(h);
    std::string out;
    if (m_numbering.sectionPrefix && loc.section < static_cast<int>(m_sections.names.size()))
        out = m_sections.names[static_cast<std::size_t>(loc.section)] + m_numbering.sectionSeparator;
    out += padded(loc.column, m_numbering.columnDigits);
    out += m_numbering.separator;
    out += padded(loc.row, m_numbering.rowDigits);
    return out;
}

std::optional<HexCoord> HexGrid::parseLabel(std::string_view text, std::string* error) const {
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    const std::string quoted = shown(text);
    const auto failed = [&](const std::string& why) -> std::optional<HexCoord> {
        if (error) *error = quoted.empty() ? why : quoted + ": " + why;
        return std::nullopt;
    };
    if (text.empty()) return failed("empty hex label");
    // What parsing needs of the grid, checked in constant time (the full check builds a set of the
    // sheet names, and a reader parses a label per hex); the full check names what is wrong.
    const int sheetsAcross = m_sections.across, sheetsDown = m_sections.down;
    const bool usable =
        m_columns > 0 && m_rows > 0 && sheetsAcross >= 1 && sheetsDown >= 1 && m_columns % sheetsAcross == 0 &&
        m_rows % sheetsDown == 0 &&
        (!m_numbering.sectionPrefix || static_cast<int>(m_sections.names.size()) == sheetsAcross * sheetsDown);
    if (!usable) return failed("the grid itself is inconsistent: " + checkConsistency());

    const auto& n = m_numbering;
    const auto& names = m_sections.names;
    std::string_view rest = text;
    int section = 0;
    std::string where = "the map";
    if (n.sectionPrefix) {
        int best = -1;  // longest matching name, case-insensitively
        for (std::size_t i = 0; i < names.size(); ++i)
            if (startsWithNoCase(rest, names[i]) &&
                (best < 0 || names[i].size() > names[static_cast<std::size_t>(best)].size()))
                best = static_cast<int>(i);
        if (best < 0) {
            std::string list;
            for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
            std::size_t letters = 0;
            while (letters < rest.size() && !isDigit(rest[letters]) && rest[letters] != '/') ++letters;
            if (letters == 0) return failed("missing sheet name (sheets: " + list + ")");
            return failed("no sheet named \"" + shown(rest.substr(0, letters)) + "\" (sheets: " + list + ")");
        }
        section = best;
        where = "sheet " + names[static_cast<std::size_t>(best)];
        rest.remove_prefix(names[static_cast<std::size_t>(best)].size());
        // Both spellings are accepted whatever the scheme prints: "A1053" and "A/1053".
        if (!n.sectionSeparator.empty() && rest.starts_with(n.sectionSeparator))
            rest.remove_prefix(n.sectionSeparator.size());
        else if (rest.starts_with('/')) rest.remove_prefix(1);
    } else if (rest.starts_with('#')) {  // HS writes "#2719"
        rest.remove_prefix(1);
    }

    const auto example = [this] { return label(at(0)); };
    std::string_view colText;
    std::string_view rowText;
    if (!n.separator.empty()) {
        const std::size_t cut = rest.find(n.separator);
        if (cut == std::string_view::npos) return failed("expected column" + n.separator + "row, like " + example());
        colText = rest.substr(0, cut);
        rowText = rest.substr(cut + n.separator.size());
    } else {
        const auto rowDigits = static_cast<std::size_t>(std::max(0, n.rowDigits));
        if (rest.size() <= rowDigits)
            return failed("expected " + std::to_string(rowDigits) + " row digits after the column, like " + example());
        colText = rest.substr(0, rest.size() - rowDigits);
        rowText = rest.substr(rest.size() - rowDigits);
    }
    int column = 0;
    int row = 0;
    if (!parseNumber(colText, column) || !parseNumber(rowText, row))
        return failed("expected a column and a row number, like " + example());

    const int sc = sheetColumns();
    const int sr = sheetRows();
    if (column < n.firstColumn || column >= n.firstColumn + sc)
        return failed(where + " has columns " + range(n.firstColumn, sc));
    if (row < n.firstRow || row >= n.firstRow + sr) return failed(where + " has rows " + range(n.firstRow, sr));

    const int across = std::max(1, m_sections.across);
    const int localCol = column - n.firstColumn;
    const int localRow = n.rows == RowDirection::Down ? row - n.firstRow : sr - 1 - (row - n.firstRow);
    return fromOffset({(section % across) * sc + localCol, (section / across) * sr + localRow});
}

}  // namespace engine
