// Tiled export, read back by Tiled's own programs: tmxrasterizer renders each sample at the size
// Tiled's hexagonal formula gives, with every hex centre in its terrain's colour, and
// `tiled --export-map json` of our TMX says what our TMJ says.
#include "engine/model/ruleset.hpp"
#include "engine/render/draw_list.hpp"
#include "exporters/tiled/tiled_export.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <cpl_minixml.h>
#include <catch2/catch.hpp>

using namespace exporttest;

namespace {

// The <map> attributes and layer names, read with GDAL's XML parser (not our writer's code).
struct TmxHeader {
    int width = 0, height = 0, tileWidth = 0, tileHeight = 0, side = 0;
    bool staggerX = true, staggerEven = false;
    std::vector<std::string> tileLayers;
};

TmxHeader readTmxHeader(const std::filesystem::path& path) {
    TmxHeader h;
    CPLXMLNode* root = CPLParseXMLFile(path.string().c_str());
    REQUIRE(root);
    const CPLXMLNode* map = CPLGetXMLNode(root, "=map");
    REQUIRE(map);
    const auto num = [&](const char* key) { return std::atoi(CPLGetXMLValue(map, key, "0")); };
    h.width = num("width");
    h.height = num("height");
    h.tileWidth = num("tilewidth");
    h.tileHeight = num("tileheight");
    h.side = num("hexsidelength");
    h.staggerX = std::string(CPLGetXMLValue(map, "staggeraxis", "")) == "x";
    h.staggerEven = std::string(CPLGetXMLValue(map, "staggerindex", "")) == "even";
    CHECK(std::string(CPLGetXMLValue(map, "orientation", "")) == "hexagonal");
    for (const CPLXMLNode* c = map->psChild; c; c = c->psNext)
        if (c->eType == CXT_Element && std::string(c->pszValue) == "layer") {
            const std::string name = CPLGetXMLValue(c, "name", "");
            if (name.rfind("terrain: ", 0) == 0) h.tileLayers.push_back(name);
        }
    CPLDestroyXMLNode(root);
    return h;
}

// Tiled's hexagonal renderer (HexagonalRenderer::boundingRect and tileToScreenCoords), written
// out here from the TMX attributes as the test's own oracle.
struct Oracle {
    const TmxHeader& h;
    [[nodiscard]] bool staggered(int i) const { return ((i & 1) != 0) != h.staggerEven; }
    [[nodiscard]] int width() const {
        if (h.staggerX) return h.width * ((h.tileWidth - h.side) / 2 + h.side) + (h.tileWidth - h.side) / 2;
        return h.width * h.tileWidth + (h.height > 1 ? h.tileWidth / 2 : 0);
    }
    [[nodiscard]] int height() const {
        if (h.staggerX) return h.height * h.tileHeight + (h.width > 1 ? h.tileHeight / 2 : 0);
        return h.height * ((h.tileHeight - h.side) / 2 + h.side) + (h.tileHeight - h.side) / 2;
    }
    [[nodiscard]] std::pair<int, int> centre(int col, int row) const {
        if (h.staggerX) {
            const int colW = (h.tileWidth - h.side) / 2 + h.side, rowH = h.tileHeight / 2;
            // The picture starts at the top of column 0, which is shoved down when it staggers alone.
            const int top = h.width == 1 && staggered(0) ? rowH : 0;
            return {col * colW + h.tileWidth / 2, row * h.tileHeight + (staggered(col) ? rowH : 0) + rowH - top};
        }
        const int rowH = (h.tileHeight - h.side) / 2 + h.side, colW = h.tileWidth / 2;
        const int left = h.height == 1 && staggered(0) ? colW : 0;
        return {col * h.tileWidth + (staggered(row) ? colW : 0) + colW - left, row * rowH + h.tileHeight / 2};
    }
};

exporters::TiledExportResult exportTo(const engine::Document& doc, const std::filesystem::path& out,
                                      exporters::TiledFormat format, int side = 16) {
    exporters::TiledExportOptions options;
    options.output = out;
    options.format = format;
    options.hexSide = side;
    return exporters::exportTiled(doc, options);
}

void checkRendersWithTerrainColours(const engine::Document& doc, const TempDir& dir, const std::string& tag) {
    const auto tmx = dir / (tag + ".tmx");
    const auto result = exportTo(doc, tmx, exporters::TiledFormat::Tmx);
    INFO(tag);
    REQUIRE_FALSE(result.hasErrors());
    const TmxHeader header = readTmxHeader(tmx);
    const Oracle oracle{header};

    // Everything drawn, as Tiled shows it.
    const auto all = runProgram("tmxrasterizer " + quote(tmx.string()) + " " + quote(dir.file(tag + "-all.png")));
    INFO(all.out);
    REQUIRE(all.exitCode == 0);
    const Picture everything = readPicture(dir.file(tag + "-all.png"));
    CHECK(everything.width == oracle.width());
    CHECK(everything.height == oracle.height());
    CHECK(result.pixelWidth == oracle.width());
    CHECK(result.pixelHeight == oracle.height());

    // The terrain layers alone (objects such as roads and set-up pins sit on hex centres).
    std::string show;
    for (const auto& name : header.tileLayers) show += " --show-layer " + quote(name);
    const auto terrain =
        runProgram("tmxrasterizer" + show + " " + quote(tmx.string()) + " " + quote(dir.file(tag + "-terrain.png")));
    INFO(terrain.out);
    REQUIRE(terrain.exitCode == 0);
    const Picture picture = readPicture(dir.file(tag + "-terrain.png"));
    REQUIRE(picture.width == oracle.width());
    REQUIRE(picture.height == oracle.height());
    int painted = 0, wrong = 0;
    const engine::HexGrid& grid = doc.map.grid();
    for (int row = 0; row < grid.rows(); ++row)
        for (int col = 0; col < grid.columns(); ++col) {
            const engine::HexCoord h = grid.fromOffset({col, row});
            const auto [x, y] = oracle.centre(col, row);
            const auto px = picture.at(x, y);
            const std::string_view id = doc.map.terrain(h);
            if (id.empty()) {
                if (px[3] != 0) ++wrong;
                continue;
            }
            const engine::TerrainType* t = doc.ruleset->findTerrain(id);
            REQUIRE(t);
            const engine::Rgba c = engine::parseColor(t->color, {});
            ++painted;
            if (px[0] != c.r || px[1] != c.g || px[2] != c.b || px[3] != 255) {
                if (wrong++ < 5)
                    UNSCOPED_INFO(grid.label(h) << " at " << x << "," << y << ": " << int(px[0]) << "," << int(px[1])
                                                << "," << int(px[2]) << "," << int(px[3]) << " not " << t->color);
            }
        }
    CHECK(painted > 0);
    CHECK(wrong == 0);
}

}  // namespace

TEST_CASE("tmxrasterizer renders each sample at Tiled's size with terrain colours at hex centres",
          "[exporters][tiled]") {
    TempDir dir("ridgeline-tiled");
    for (const auto& sample : kSamples) checkRendersWithTerrainColours(loadSample(sample), dir, sample);
}

TEST_CASE("every stagger axis and index renders where Tiled's formula says", "[exporters][tiled]") {
    TempDir dir("ridgeline-tiled-stagger");
    engine::Document doc = loadSample("hs-devils-den");
    for (const auto orientation : {engine::Orientation::FlatTop, engine::Orientation::PointyTop})
        for (const auto stagger : {engine::Stagger::Odd, engine::Stagger::Even}) {
            engine::HexMap map(engine::HexGrid({orientation, stagger}, 7, 5), doc.map.hexSizeMetres());
            int i = 0;
            for (std::size_t k = 0; k < map.grid().size(); ++k)
                map.setTerrain(map.grid().at(k),
                               doc.ruleset->terrain[static_cast<std::size_t>(i++) % doc.ruleset->terrain.size()].id);
            engine::Document d{map, std::nullopt, doc.ruleset};
            checkRendersWithTerrainColours(
                d, dir, std::string(engine::toString(orientation)) + "-" + engine::toString(stagger));
        }
}

TEST_CASE("tiled --export-map json of our TMX has our TMJ's layers and properties", "[exporters][tiled]") {
    TempDir dir("ridgeline-tiled-json");
    for (const auto& sample : kSamples) {
        INFO(sample);
        const engine::Document doc = loadSample(sample);
        const auto tmx = dir / (sample + ".tmx"), tmj = dir / (sample + ".tmj");
        REQUIRE_FALSE(exportTo(doc, tmx, exporters::TiledFormat::Tmx).hasErrors());
        const auto result = exportTo(doc, tmj, exporters::TiledFormat::Tmj);
        REQUIRE_FALSE(result.hasErrors());
        REQUIRE(result.written.size() == 2);
        CHECK(std::filesystem::exists(dir / (sample + ".png")));
        const auto fromTiled = dir / (sample + "-tiled.json");
        const auto exported =
            runProgram("tiled --export-map json " + quote(tmx.string()) + " " + quote(fromTiled.string()));
        INFO(exported.out);
        REQUIRE(exported.exitCode == 0);
        const auto script = testpaths::source() / "tests" / "exporters" / "tiled" / "compare_tiled_json.py";
        const auto compared = runProgram("python3 " + quote(script.string()) + " " + quote(fromTiled.string()) + " " +
                                         quote(tmj.string()));
        INFO(compared.out);
        CHECK(compared.exitCode == 0);
        // Our TMJ opens in Tiled too: exported back to JSON it still has every layer.
        const auto again = runProgram("tiled --export-map json " + quote(tmj.string()) + " " +
                                      quote(dir.file(sample + "-again.json")));
        INFO(again.out);
        CHECK(again.exitCode == 0);
        const auto twice = runProgram("python3 " + quote(script.string()) + " " +
                                      quote(dir.file(sample + "-again.json")) + " " + quote(tmj.string()));
        INFO(twice.out);
        CHECK(twice.exitCode == 0);
        // And tmxrasterizer draws the TMJ (its tileset picture beside it) exactly as the TMX.
        const auto fromTmx =
            runProgram("tmxrasterizer " + quote(tmx.string()) + " " + quote(dir.file(sample + "-x.png")));
        const auto fromTmj =
            runProgram("tmxrasterizer " + quote(tmj.string()) + " " + quote(dir.file(sample + "-j.png")));
        REQUIRE(fromTmx.exitCode == 0);
        REQUIRE(fromTmj.exitCode == 0);
        const Picture x = readPicture(dir.file(sample + "-x.png")), j = readPicture(dir.file(sample + "-j.png"));
        CHECK(x.width > 0);
        CHECK(x.width == j.width);
        CHECK(x.height == j.height);
        CHECK(x.rgba == j.rgba);
    }
}

TEST_CASE("the TMX carries hexside features, victory and entry hexes, set-up and the numbering", "[exporters][tiled]") {
    TempDir dir("ridgeline-tiled-content");
    const engine::Document doc = loadSample("sss-mcpherson-ridge");
    const auto tmx = dir / "map.tmx";
    REQUIRE_FALSE(exportTo(doc, tmx, exporters::TiledFormat::Tmx).hasErrors());
    CPLXMLNode* root = CPLParseXMLFile(tmx.string().c_str());
    REQUIRE(root);
    const CPLXMLNode* map = CPLGetXMLNode(root, "=map");
    std::map<std::string, int> objectsPerLayer;
    std::map<std::string, std::string> mapProperties;
    int polylinesWithLabels = 0;
    for (const CPLXMLNode* c = map->psChild; c; c = c->psNext) {
        if (c->eType != CXT_Element) continue;
        const std::string element = c->pszValue;
        if (element == "properties")
            for (const CPLXMLNode* p = c->psChild; p; p = p->psNext)
                if (p->eType == CXT_Element)
                    mapProperties[CPLGetXMLValue(p, "name", "")] = CPLGetXMLValue(p, "value", "");
        if (element != "objectgroup") continue;
        const std::string name = CPLGetXMLValue(c, "name", "");
        for (const CPLXMLNode* o = c->psChild; o; o = o->psNext) {
            if (o->eType != CXT_Element || std::string(o->pszValue) != "object") continue;
            ++objectsPerLayer[name];
            if (CPLGetXMLNode(o, "polyline") &&
                std::string(CPLGetXMLValue(o, "name", "")).find('|') != std::string::npos)
                ++polylinesWithLabels;
        }
    }
    CPLDestroyXMLNode(root);
    const engine::Scenario& s = *doc.scenario;
    CHECK(objectsPerLayer["victory hexes"] == static_cast<int>(s.victoryHexes.size()));
    CHECK(objectsPerLayer["set-up"] == static_cast<int>(s.setup.size()));
    CHECK(objectsPerLayer["entry hexes"] > 0);
    std::size_t featureCount = 0;
    for (const auto& side : doc.map.featuredHexsides()) featureCount += doc.map.hexsideFeatures(side).size();
    CHECK(polylinesWithLabels == static_cast<int>(featureCount));
    CHECK(mapProperties["hex_size_yards"] == "200");
    CHECK(mapProperties["numbering_section_prefix"] == "true");
    CHECK(mapProperties["section_names"] == "A C B D");
    CHECK(mapProperties["first_hex"] == "A0101");
    CHECK(mapProperties.count("level_height_feet") == 1);
}

TEST_CASE("a bad hex side or a cancelled Tiled export writes nothing", "[exporters][tiled]") {
    TempDir dir("ridgeline-tiled-bad");
    const engine::Document doc = loadSample("lfm-cornfield");
    exporters::TiledExportOptions options;
    options.output = dir / "odd.tmx";
    options.hexSide = 15;
    auto result = exporters::exportTiled(doc, options);
    CHECK(result.hasErrors());
    CHECK(result.diagnostics.front().rule == "export.option");
    CHECK_FALSE(std::filesystem::exists(options.output));

    options.hexSide = 16;
    options.format = exporters::TiledFormat::Tmj;
    options.output = dir / "cancelled.tmj";
    options.progress = [](double, std::string_view) { return false; };
    result = exporters::exportTiled(doc, options);
    CHECK(result.cancelled);
    CHECK(std::filesystem::is_empty(dir.path()));

    options.progress = {};
    options.output = dir / "missing" / "map.tmj";
    result = exporters::exportTiled(doc, options);
    CHECK(result.hasErrors());
    CHECK(std::filesystem::is_empty(dir.path()));
}
