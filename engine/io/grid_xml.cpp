#include "engine/io/grid_xml.hpp"

namespace engine {

GridShape readGridShape(const XmlElement& e, const XmlReader& reader) {
    GridShape shape;
    const std::string orientation = reader.required(e, "orientation");
    if (!parseOrientation(orientation, shape.orientation))
        reader.fail(e, "orientation=\"" + orientation + "\" is not flat or pointy");
    const std::string stagger = reader.required(e, "stagger");
    if (!parseStagger(stagger, shape.stagger)) reader.fail(e, "stagger=\"" + stagger + "\" is not odd or even");
    return shape;
}

void writeGridShape(XmlWriter& w, const GridShape& shape) {
    w.attr("orientation", toString(shape.orientation));
    w.attr("stagger", toString(shape.stagger));
}

NumberingScheme readNumbering(const XmlElement& e, const XmlReader& reader, bool withProvenance) {
    if (withProvenance) {
        reader.allowOnly(e, {"section-prefix", "section-separator", "separator", "column-digits", "row-digits",
                             "first-column", "first-row", "rows", "cite", "assumed"});
    } else {
        reader.allowOnly(e, {"section-prefix", "section-separator", "separator", "column-digits", "row-digits",
                             "first-column", "first-row", "rows"});
    }
    reader.noChildren(e);
    NumberingScheme n;
    n.sectionPrefix = reader.boolean(e, "section-prefix", n.sectionPrefix);
    n.sectionSeparator = XmlReader::text(e, "section-separator", n.sectionSeparator);
    n.separator = XmlReader::text(e, "separator", n.separator);
    n.columnDigits = static_cast<int>(reader.integer(e, "column-digits", n.columnDigits, kLabelDigitsRange));
    n.rowDigits = static_cast<int>(reader.integer(e, "row-digits", n.rowDigits, kLabelDigitsRange));
    n.firstColumn = static_cast<int>(reader.integer(e, "first-column", n.firstColumn, kFirstNumberRange));
    n.firstRow = static_cast<int>(reader.integer(e, "first-row", n.firstRow, kFirstNumberRange));
    if (const auto rows = XmlReader::find(e, "rows")) {
        if (!parseRowDirection(*rows, n.rows)) reader.fail(e, "rows=\"" + std::string(*rows) + "\" is not down or up");
    }
    return n;
}

void writeNumbering(XmlWriter& w, const NumberingScheme& n) {
    w.attrBool("section-prefix", n.sectionPrefix);
    w.attr("section-separator", n.sectionSeparator);
    w.attr("separator", n.separator);
    w.attrInt("column-digits", n.columnDigits, kLabelDigitsRange);
    w.attrInt("row-digits", n.rowDigits, kLabelDigitsRange);
    w.attrInt("first-column", n.firstColumn, kFirstNumberRange);
    w.attrInt("first-row", n.firstRow, kFirstNumberRange);
    w.attr("rows", toString(n.rows));
}

SectionLayout readSections(const XmlElement& e, const XmlReader& reader, bool withProvenance) {
    if (withProvenance) {
        reader.allowOnly(e, {"across", "down", "names", "cite", "assumed"});
    } else {
        reader.allowOnly(e, {"across", "down", "names"});
    }
    reader.noChildren(e);
    SectionLayout s;
    s.across = static_cast<int>(reader.requiredInteger(e, "across", kSheetsRange));
    s.down = static_cast<int>(reader.requiredInteger(e, "down", kSheetsRange));
    s.names = XmlReader::list(e, "names");
    const auto sheets = static_cast<std::size_t>(s.across * s.down);
    if (!s.names.empty() && s.names.size() != sheets)
        reader.fail(e, "names= lists " + std::to_string(s.names.size()) + " sheets, across x down is " +
                           std::to_string(sheets));
    return s;
}

void writeSections(XmlWriter& w, const SectionLayout& s) {
    w.attrInt("across", s.across, kSheetsRange);
    w.attrInt("down", s.down, kSheetsRange);
    if (s.names.empty()) w.attr("names", "");
    else w.attrIds("names", s.names);
}

HexCoord readHexLabel(const XmlElement& e, const XmlReader& reader, const HexGrid& grid, std::string_view label,
                      const char* attr) {
    std::string error;
    const auto hex = grid.parseLabel(label, &error);
    const std::string what = std::string(attr) + "=\"" + std::string(label) + "\"";
    if (!hex) reader.fail(e, what + " is not a hex label of this map" + (error.empty() ? "" : ": " + error));
    if (!grid.contains(*hex)) reader.fail(e, what + " is not on the map");
    return *hex;
}

}  // namespace engine
