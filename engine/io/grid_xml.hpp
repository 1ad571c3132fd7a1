#pragma once
// Internal to engine/io: the grid-shape, numbering and sheet-layout attributes shared by map and
// ruleset files. Readers check the element's attributes (plus cite/assumed when `withProvenance`).
#include "engine/hex/hex_grid.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/io/xml_writer.hpp"

namespace engine {

// orientation= stagger= (both required).
[[nodiscard]] GridShape readGridShape(const XmlElement& e, const XmlReader& reader);
void writeGridShape(XmlWriter& w, const GridShape& shape);

// <numbering section-prefix= section-separator= separator= column-digits= row-digits=
//            first-column= first-row= rows=/>; absent attributes take NumberingScheme's defaults.
[[nodiscard]] NumberingScheme readNumbering(const XmlElement& e, const XmlReader& reader, bool withProvenance);
void writeNumbering(XmlWriter& w, const NumberingScheme& n);  // attributes only

// <sections across= down= names=/>
[[nodiscard]] SectionLayout readSections(const XmlElement& e, const XmlReader& reader, bool withProvenance);
void writeSections(XmlWriter& w, const SectionLayout& s);  // attributes only

// A printed hex label from attribute `attr` (its text is `label`) that must be on the map.
[[nodiscard]] HexCoord readHexLabel(const XmlElement& e, const XmlReader& reader, const HexGrid& grid,
                                    std::string_view label, const char* attr);

}  // namespace engine
