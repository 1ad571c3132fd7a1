#include "engine/io/map_file.hpp"

#include "engine/io/atomic_file.hpp"
#include "engine/io/element_readers.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/grid_xml.hpp"
#include "engine/io/ruleset_library.hpp"
#include "engine/io/xml_writer.hpp"
#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/value_rules.hpp"

#include <tinyxml2.h>
#include <stdexcept>

namespace engine {

namespace {

HexGrid readGrid(const XmlElement& e, const XmlReader& reader, double& hexSize) {
    reader.allowOnly(e, {"orientation", "stagger", "columns", "rows", "hex-size"});
    const GridShape shape = readGridShape(e, reader);
    const auto columns = reader.requiredInteger(e, "columns", kGridSideRange);
    const auto rows = reader.requiredInteger(e, "rows", kGridSideRange);
    if (const std::string problem = gridSizeProblem(columns, rows); !problem.empty()) reader.fail(e, problem);
    (void)reader.required(e, "hex-size");
    hexSize = *reader.optionalLength(e, "hex-size");

    SectionLayout sections;
    NumberingScheme numbering;
    bool haveSections = false, haveNumbering = false, haveGeoref = false;
    for (const XmlElement* c = firstChild(e); c; c = nextSibling(*c)) {
        const std::string_view name = nameOf(*c);
        if (name == "sections" && !haveSections) {
            sections = readSections(*c, reader, false);
            haveSections = true;
        } else if (name == "numbering" && !haveNumbering) {
            numbering = readNumbering(*c, reader, false);
            haveNumbering = true;
        } else if (name == "georef" && !haveGeoref) {
            haveGeoref = true;  // read by the caller, once the map exists
        } else {
            reader.unexpected(*c, "grid");
        }
    }
    if (!haveNumbering) reader.fail(e, "<grid> has no <numbering>");
    HexGrid grid(shape, static_cast<int>(columns), static_cast<int>(rows), sections, numbering);
    if (const std::string problem = grid.checkConsistency(); !problem.empty())
        reader.fail(e, "inconsistent grid: " + problem);
    return grid;
}

Georef readGeoref(const XmlElement& e, const XmlReader& reader) {
    reader.allowOnly(e, {"crs", "origin-x", "origin-y"});
    reader.noChildren(e);
    Georef g;
    g.crs = reader.required(e, "crs");
    (void)reader.required(e, "origin-x");
    (void)reader.required(e, "origin-y");
    g.origin = {*reader.optionalNumber(e, "origin-x"), *reader.optionalNumber(e, "origin-y")};
    return g;
}

GroundControlPoint readGcp(const XmlElement& e, const XmlReader& reader) {
    reader.allowOnly(e, {"pixel", "line", "x", "y"});
    reader.noChildren(e);
    GroundControlPoint p;
    for (const char* name : {"pixel", "line", "x", "y"}) (void)reader.required(e, name);
    p.pixel = *reader.optionalNumber(e, "pixel");
    p.line = *reader.optionalNumber(e, "line");
    p.x = *reader.optionalNumber(e, "x");
    p.y = *reader.optionalNumber(e, "y");
    return p;
}

Underlay readUnderlay(const XmlElement& e, const XmlReader& reader) {
    reader.allowOnly(e, {"source", "opacity"});
    Underlay u;
    u.source = reader.required(e, "source");
    if (u.source.empty()) reader.fail(e, "source= is empty");
    u.opacity = reader.number(e, "opacity", u.opacity);
    for (const XmlElement* c = firstChild(e); c; c = nextSibling(*c)) {
        if (std::string_view(nameOf(*c)) != "gcp") reader.unexpected(*c, "underlay");
        u.gcps.push_back(readGcp(*c, reader));
    }
    if (const std::string problem = underlayProblem(u); !problem.empty()) reader.fail(e, "<underlay>: " + problem);
    return u;
}

void writeUnderlay(XmlWriter& w, const Underlay& u, const std::filesystem::path& mapFile) {
    if (const std::string problem = underlayProblem(u); !problem.empty())
        throw std::invalid_argument("cannot write the underlay " + u.source + ": " + problem);
    w.open("underlay");
    w.attr("source", mapFile.empty() ? u.source : relativeReference(u.source, mapFile));
    w.attrNumber("opacity", u.opacity);
    if (u.gcps.empty()) {
        w.endEmpty();
        return;
    }
    w.endOpen();
    for (const GroundControlPoint& p : u.gcps) {
        w.open("gcp");
        w.attrNumber("pixel", p.pixel);
        w.attrNumber("line", p.line);
        w.attrNumber("x", p.x);
        w.attrNumber("y", p.y);
        w.endEmpty();
    }
    w.close("underlay");
}

void readPalette(const XmlElement& e, const XmlReader& reader, HexMap& map) {
    reader.allowOnly(e, {"terrain", "features", "hexsides"});
    reader.noChildren(e);
    try {
        for (const std::string& id : XmlReader::list(e, "terrain")) (void)map.internTerrain(id);
        for (const std::string& id : XmlReader::list(e, "features")) (void)map.internFeature(id);
        for (const std::string& id : XmlReader::list(e, "hexsides")) (void)map.internHexsideFeature(id);
    } catch (const std::length_error& error) {
        reader.fail(e, error.what());
    }
}

void readHex(const XmlElement& e, const XmlReader& reader, HexMap& map, std::vector<bool>& seen) {
    reader.allowOnly(e, {"at", "terrain", "elevation", "level", "features", "provenance", "name"});
    reader.noChildren(e);
    const std::string label = reader.required(e, "at");
    const HexCoord h = readHexLabel(e, reader, map.grid(), label, "at");
    const std::size_t index = map.grid().index(h);
    if (seen[index]) reader.fail(e, "hex " + label + " is listed twice");
    seen[index] = true;

    HexCell cell;
    if (const auto terrain = XmlReader::find(e, "terrain")) {
        if (const std::string problem = idProblem(*terrain); !problem.empty()) reader.fail(e, "terrain= " + problem);
        try {
            cell.terrain = map.internTerrain(*terrain);
        } catch (const std::length_error& error) {
            reader.fail(e, error.what());
        }
    }
    if (const auto text = XmlReader::find(e, "elevation")) {
        const auto value = parseFloat(*text);
        // A hex keeps its elevation in single precision: say so for a number only a double holds.
        if (!value)
            reader.fail(e, "elevation=\"" + std::string(*text) + "\" " +
                               (parseDouble(*text) ? "is out of range (a hex's elevation is at most 3.4e38 either way)"
                                                   : "is not a number"));
        cell.elevation = *value;
    }
    cell.level = static_cast<std::int16_t>(reader.integer(e, "level", kNoLevel, kLevelRange));
    for (const std::string& id : XmlReader::list(e, "features")) {
        try {
            cell.features |= map.internFeature(id);
        } catch (const std::length_error& error) {
            reader.fail(e, error.what());
        }
    }
    if (const auto text = XmlReader::find(e, "provenance")) {
        if (!parseProvenance(*text, cell.provenance) || cell.provenance == Provenance::None)
            reader.fail(e, "provenance=\"" + std::string(*text) + "\" is not raster, vector or hand");
    }
    map.setCell(h, cell);
    if (const auto name = XmlReader::find(e, "name")) {
        if (name->empty()) reader.fail(e, "name= is empty");
        map.setPlaceName(h, std::string(*name));
    }
}

void readHexside(const XmlElement& e, const XmlReader& reader, HexMap& map) {
    reader.allowOnly(e, {"a", "b", "dir", "features"});
    reader.noChildren(e);
    const HexGrid& grid = map.grid();
    const std::string aLabel = reader.required(e, "a");
    const HexCoord a = readHexLabel(e, reader, grid, aLabel, "a");
    const auto bLabel = XmlReader::find(e, "b");
    const auto dirName = XmlReader::find(e, "dir");
    if (bLabel.has_value() == dirName.has_value()) reader.fail(e, "<hexside> needs exactly one of b= and dir=");
    HexsideId side;
    if (bLabel) {
        const HexCoord b = readHexLabel(e, reader, grid, *bLabel, "b");
        if (!hexsideBetween(a, b, side))
            reader.fail(e, "hexes " + aLabel + " and " + std::string(*bLabel) + " are not adjacent");
    } else {
        const int dir = directionFromCompass(grid.shape().orientation, *dirName);
        if (dir < 0)
            reader.fail(e, "dir=\"" + std::string(*dirName) + "\" is not a hexside direction of a " +
                               toString(grid.shape().orientation) + "-topped grid");
        side = hexsideOf(a, dir);
    }
    const auto ids = XmlReader::list(e, "features");
    if (ids.empty()) reader.fail(e, "<hexside> has no features=");
    if (map.hexsideMask(side) != 0) reader.fail(e, "hexside " + aLabel + " is listed twice");
    FeatureMask mask = 0;
    for (const std::string& id : ids) {
        try {
            mask |= map.internHexsideFeature(id);
        } catch (const std::length_error& error) {
            reader.fail(e, error.what());
        }
    }
    map.setHexsideMask(side, mask);
}

// The palette entries that some hex or hexside uses, in palette order. Only these are written, so
// an edit that added an entry and was undone leaves the file byte-identical, and loading gives
// back exactly the palette written.
struct PaletteInUse {
    std::vector<std::string> terrain, features, hexsides;
};

std::vector<std::string> entriesInMask(const Palette& palette, FeatureMask used) {
    std::vector<std::string> out;
    for (int i = 0; i < palette.size(); ++i)
        if (used & (FeatureMask{1} << i)) out.push_back(palette.at(i));
    return out;
}

PaletteInUse paletteInUse(const HexMap& map) {
    std::vector<bool> terrainUsed(static_cast<std::size_t>(map.terrainPalette().size()), false);
    FeatureMask features = 0, sides = 0;
    for (std::size_t i = 0; i < map.grid().size(); ++i) {
        const HexCell& c = map.cell(map.grid().at(i));
        if (c.terrain != kNoTerrain) terrainUsed[c.terrain] = true;
        features |= c.features;
    }
    for (const HexsideId& side : map.featuredHexsides()) sides |= map.hexsideMask(side);
    PaletteInUse out;
    for (int i = 0; i < map.terrainPalette().size(); ++i)
        if (terrainUsed[static_cast<std::size_t>(i)]) out.terrain.push_back(map.terrainPalette().at(i));
    out.features = entriesInMask(map.featurePalette(), features);
    out.hexsides = entriesInMask(map.hexsidePalette(), sides);
    return out;
}

}  // namespace

HexMap readMapElement(const XmlElement& root, const XmlReader& reader) {
    reader.allowOnly(root, {"format", "ruleset", "title"});
    const XmlElement* gridElement = firstChild(root);
    if (!gridElement || std::string_view(nameOf(*gridElement)) != "grid")
        reader.fail(gridElement ? *gridElement : root, "<ridgeline-map> must start with <grid>");
    double hexSize = 0;
    HexGrid grid = readGrid(*gridElement, reader, hexSize);  // sets hexSize: read it after
    HexMap map(std::move(grid), hexSize);
    map.setRulesetId(XmlReader::text(root, "ruleset"));
    map.setTitle(XmlReader::text(root, "title"));
    if (const XmlElement* g = firstChild(*gridElement, "georef")) map.setGeoref(readGeoref(*g, reader));

    std::vector<bool> seen(map.grid().size(), false);
    bool havePalette = false, haveHexes = false, haveSides = false;
    std::vector<Underlay> underlays;
    for (const XmlElement* c = nextSibling(*gridElement); c; c = nextSibling(*c)) {
        const std::string_view name = nameOf(*c);
        if (name == "underlay" && !havePalette && !haveHexes && !haveSides) {
            underlays.push_back(readUnderlay(*c, reader));
        } else if (name == "palette" && !havePalette && !haveHexes && !haveSides) {
            readPalette(*c, reader, map);
            havePalette = true;
        } else if (name == "hexes" && !haveHexes) {
            reader.allowOnly(*c, {});
            for (const XmlElement* h = firstChild(*c); h; h = nextSibling(*h)) {
                if (std::string_view(nameOf(*h)) != "hex") reader.unexpected(*h, "hexes");
                readHex(*h, reader, map, seen);
            }
            haveHexes = true;
        } else if (name == "hexsides" && !haveSides) {
            reader.allowOnly(*c, {});
            for (const XmlElement* s = firstChild(*c); s; s = nextSibling(*s)) {
                if (std::string_view(nameOf(*s)) != "hexside") reader.unexpected(*s, "hexsides");
                readHexside(*s, reader, map);
            }
            haveSides = true;
        } else {
            reader.unexpected(*c, kMapRoot);
        }
    }
    map.setUnderlays(std::move(underlays));
    return map;
}

HexMap parseMap(std::string_view xml, const std::string& fileName) {
    XmlReader reader(fileName);
    tinyxml2::XMLDocument doc;
    return readMapElement(reader.parseRoot(doc, xml, kMapRoot), reader);
}

HexMap loadMap(const std::filesystem::path& path) {
    std::string text;
    try {
        text = readTextFile(path);
    } catch (const std::runtime_error& error) {
        throw LoadError(path.string(), 0, error.what());
    }
    HexMap map = parseMap(text, path.string());
    resolveMapReferences(map, path);
    return map;
}

void resolveMapReferences(HexMap& map, const std::filesystem::path& mapFile) {
    if (RulesetLibrary::isPathReference(map.rulesetId())) map.setRulesetId(resolveReference(map.rulesetId(), mapFile));
    std::vector<Underlay> underlays = map.underlays();
    for (Underlay& u : underlays) u.source = resolveReference(u.source, mapFile);
    map.setUnderlays(std::move(underlays));
}

std::string writeMap(const HexMap& map, const std::filesystem::path& mapFile) {
    const HexGrid& grid = map.grid();
    if (const std::string problem = gridSizeProblem(grid.columns(), grid.rows()); !problem.empty())
        throw std::invalid_argument("cannot write the map: " + problem);
    XmlWriter w;
    w.open(kMapRoot);
    w.attr("format", "1");
    const bool rulesetFile = !mapFile.empty() && RulesetLibrary::isPathReference(map.rulesetId());
    w.attrIf("ruleset", rulesetFile ? relativeReference(map.rulesetId(), mapFile) : map.rulesetId());
    w.attrIf("title", map.title());
    w.endOpen();

    w.open("grid");
    writeGridShape(w, grid.shape());
    w.attrInt("columns", grid.columns(), kGridSideRange);
    w.attrInt("rows", grid.rows(), kGridSideRange);
    w.attrLength("hex-size", map.hexSizeMetres());
    w.endOpen();
    w.open("sections");
    writeSections(w, grid.sections());
    w.endEmpty();
    w.open("numbering");
    writeNumbering(w, grid.numbering());
    w.endEmpty();
    if (const std::string problem = georefProblem(map.georef()); !problem.empty())
        throw std::invalid_argument("cannot write the georeference: " + problem);
    if (!map.georef().crs.empty()) {
        w.open("georef");
        w.attr("crs", map.georef().crs);
        w.attrNumber("origin-x", map.georef().origin.x);
        w.attrNumber("origin-y", map.georef().origin.y);
        w.endEmpty();
    }
    w.close("grid");
    for (const Underlay& u : map.underlays()) writeUnderlay(w, u, mapFile);

    const PaletteInUse used = paletteInUse(map);
    if (!used.terrain.empty() || !used.features.empty() || !used.hexsides.empty()) {
        w.open("palette");
        w.attrIds("terrain", used.terrain);
        w.attrIds("features", used.features);
        w.attrIds("hexsides", used.hexsides);
        w.endEmpty();
    }

    w.open("hexes");
    w.endOpen();
    auto name = map.placeNames().begin();
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const HexCoord h = grid.at(i);
        const HexCell& c = map.cell(h);
        while (name != map.placeNames().end() && name->first < i) ++name;
        const bool named = name != map.placeNames().end() && name->first == i;
        if (c == HexCell{} && !named) continue;
        w.open("hex");
        w.attr("at", grid.label(h));
        w.attrIf("terrain", map.terrainId(c.terrain));
        if (!std::isnan(c.elevation)) w.attrFloat("elevation", c.elevation);
        if (c.level != kNoLevel) w.attrInt("level", c.level, kLevelRange);
        if (c.features) w.attrIds("features", map.featuresOf(c.features));
        if (c.provenance != Provenance::None) w.attr("provenance", toString(c.provenance));
        if (named) w.attr("name", name->second);
        w.endEmpty();
    }
    w.close("hexes");

    w.open("hexsides");
    w.endOpen();
    for (const HexsideId& side : map.featuredHexsides()) {
        const auto [owner, other] = hexesOf(side);
        w.open("hexside");
        if (grid.contains(owner) && grid.contains(other)) {
            w.attr("a", grid.label(owner));
            w.attr("b", grid.label(other));
        } else if (grid.contains(owner)) {
            w.attr("a", grid.label(owner));
            w.attr("dir", compassName(grid.shape().orientation, side.dir));
        } else {
            w.attr("a", grid.label(other));
            w.attr("dir", compassName(grid.shape().orientation, oppositeDirection(side.dir)));
        }
        w.attrIds("features", map.hexsideFeaturesOf(map.hexsideMask(side)));
        w.endEmpty();
    }
    w.close("hexsides");
    w.close(kMapRoot);
    return w.take();
}

void saveMap(const HexMap& map, const std::filesystem::path& path) { writeFileAtomically(path, writeMap(map, path)); }

}  // namespace engine
