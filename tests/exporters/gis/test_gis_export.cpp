// GIS export, read back by GDAL's own tools: ogrinfo lists every layer with its feature count and
// the map's CRS, GDAL's validate_gpkg.py accepts the GeoPackage, QGIS's style query finds the
// terrain colours, and `ridgeline import-vector` of our hexes layer gives back every hex's terrain.
#include "engine/io/map_file.hpp"
#include "engine/render/draw_list.hpp"
#include "exporters/gis/gis_export.hpp"
#include "exporters/gis/qgis_styles.hpp"
#include "tests/exporters/export_fixture.hpp"

#include <cpl_minixml.h>
#include <ogrsf_frmts.h>
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using namespace exporttest;

namespace {

constexpr const char* kCrs = "EPSG:32618";  // WGS 84 / UTM 18N, where Gettysburg lies

engine::Document georeferenced(const std::string& sample) {
    engine::Document doc = loadSample(sample);
    doc.map.setGeoref({kCrs, {309000, 4409000}});
    return doc;
}

exporters::GisExportResult exportTo(const engine::Document& doc, const std::filesystem::path& out,
                                    exporters::GisFormat format = exporters::GisFormat::GeoPackage,
                                    const std::string& layer = "hexes") {
    exporters::GisExportOptions options;
    options.output = out;
    options.format = format;
    options.layer = layer;
    return exporters::exportGis(doc, options);
}

std::map<std::string, long long> expectedCounts(const engine::Document& doc) {
    const engine::Scenario& s = *doc.scenario;
    std::set<engine::HexCoord> entries;
    for (const auto& a : s.entryAreas) entries.insert(a.hexes.begin(), a.hexes.end());
    for (const auto& r : s.schedule)
        if (r.entryHex) entries.insert(*r.entryHex);
    return {{"hexes", static_cast<long long>(doc.map.grid().size())},
            {"hexsides", static_cast<long long>(doc.map.featuredHexsides().size())},
            {"victory_hexes", static_cast<long long>(s.victoryHexes.size())},
            {"entry_hexes", static_cast<long long>(entries.size())},
            {"setup", static_cast<long long>(s.setup.size())},
            {"reinforcements", static_cast<long long>(s.schedule.size())}};
}

// ogrinfo's summary of every layer: name -> (feature count, whether its CRS is UTM 18N).
std::map<std::string, std::pair<long long, bool>> ogrinfoSummary(const std::string& file) {
    const auto run = runProgram("ogrinfo -ro -so -al " + quote(file));
    INFO(run.out);
    REQUIRE(run.exitCode == 0);
    std::map<std::string, std::pair<long long, bool>> out;
    std::string current;
    std::istringstream lines(run.out);
    for (std::string line; std::getline(lines, line);) {
        std::smatch m;
        if (std::regex_search(line, m, std::regex("^Layer name: (\\S+)"))) current = m[1];
        else if (std::regex_search(line, m, std::regex("^Feature Count: (\\d+)")))
            out[current].first = std::stoll(m[1]);
        else if (line.find("ID[\"EPSG\",32618]") != std::string::npos) out[current].second = true;
    }
    return out;
}

}  // namespace

TEST_CASE("ogrinfo lists every GeoPackage layer with its count and the map's CRS", "[exporters][gis]") {
    TempDir dir("ridgeline-gpkg");
    for (const auto& sample : kSamples) {
        INFO(sample);
        const engine::Document doc = georeferenced(sample);
        const auto gpkg = dir / (sample + ".gpkg");
        const auto result = exportTo(doc, gpkg);
        REQUIRE_FALSE(result.hasErrors());
        const auto expected = expectedCounts(doc);
        CHECK(result.features == expected);
        const auto listed = ogrinfoSummary(gpkg.string());
        for (const auto& [layer, count] : expected) {
            INFO(layer);
            REQUIRE(listed.count(layer));
            CHECK(listed.at(layer).first == count);
            CHECK(listed.at(layer).second == (layer != "reinforcements"));  // an attribute table has no CRS
        }
        CHECK(listed.count("layer_styles"));
    }
}

TEST_CASE("GDAL's validate_gpkg.py accepts our GeoPackage", "[exporters][gis]") {
    TempDir dir("ridgeline-gpkg-valid");
    for (const auto& sample : kSamples) {
        INFO(sample);
        const auto gpkg = dir / (sample + ".gpkg");
        REQUIRE_FALSE(exportTo(georeferenced(sample), gpkg).hasErrors());
        const auto run = runProgram("/usr/bin/python3 -m osgeo_utils.samples.validate_gpkg " + quote(gpkg.string()));
        INFO(run.out);
        CHECK(run.exitCode == 0);
    }
}

TEST_CASE("QGIS's style query finds the hexes drawn in the ruleset's terrain colours", "[exporters][gis]") {
    TempDir dir("ridgeline-gpkg-style");
    const engine::Document doc = georeferenced("hs-devils-den");
    const auto gpkg = dir / "styled.gpkg";
    REQUIRE_FALSE(exportTo(doc, gpkg).hasErrors());
    std::unique_ptr<GDALDataset> ds(GDALDataset::Open(gpkg.string().c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY));
    REQUIRE(ds);
    OGRLayer* styles = ds->GetLayerByName("layer_styles");
    REQUIRE(styles);
    for (const char* layer : {"hexes", "hexsides"}) {
        INFO(layer);
        const std::string geometryColumn = ds->GetLayerByName(layer)->GetGeometryColumn();
        // The filter QGIS's OGR provider sets when it loads a layer's default style.
        const std::string query = std::string("f_table_schema='' AND f_table_name='") + layer +
                                  "' AND f_geometry_column='" + geometryColumn +
                                  "' ORDER BY CASE WHEN useAsDefault THEN 1 ELSE 2 END,update_time DESC LIMIT 1";
        REQUIRE(styles->SetAttributeFilter(query.c_str()) == OGRERR_NONE);
        styles->ResetReading();
        std::unique_ptr<OGRFeature> style(styles->GetNextFeature());
        REQUIRE(style);
        CHECK(style->GetFieldAsInteger("useAsDefault") == 1);
        CPLXMLNode* qml = CPLParseXMLString(style->GetFieldAsString("styleQML"));
        REQUIRE(qml);
        const CPLXMLNode* renderer = CPLGetXMLNode(qml, "=qgis.renderer-v2");
        REQUIRE(renderer);
        if (std::string(layer) == "hexes") {
            CHECK(std::string(CPLGetXMLValue(renderer, "type", "")) == "categorizedSymbol");
            CHECK(std::string(CPLGetXMLValue(renderer, "attr", "")) == "terrain");
            std::map<std::string, std::string> symbolOf, colourOf;
            for (const CPLXMLNode* c = CPLGetXMLNode(renderer, "categories")->psChild; c; c = c->psNext)
                if (c->eType == CXT_Element) symbolOf[CPLGetXMLValue(c, "value", "")] = CPLGetXMLValue(c, "symbol", "");
            for (const CPLXMLNode* s = CPLGetXMLNode(renderer, "symbols")->psChild; s; s = s->psNext) {
                if (s->eType != CXT_Element) continue;
                for (const CPLXMLNode* p = CPLGetXMLNode(s, "layer")->psChild; p; p = p->psNext)
                    if (p->eType == CXT_Element && std::string(p->pszValue) == "prop" &&
                        std::string(CPLGetXMLValue(p, "k", "")) == "color")
                        colourOf[CPLGetXMLValue(s, "name", "")] = CPLGetXMLValue(p, "v", "");
            }
            for (const auto& t : doc.ruleset->terrain) {
                INFO(t.id);
                const engine::Rgba c = engine::parseColor(t.color, {});
                REQUIRE(symbolOf.count(t.id));
                CHECK(colourOf[symbolOf[t.id]] ==
                      std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b) + ",255");
            }
        } else {
            CHECK(std::string(CPLGetXMLValue(renderer, "type", "")) == "RuleRenderer");
        }
        CPLDestroyXMLNode(qml);
    }
}

TEST_CASE("import-vector of our own hexes layer gives every hex its terrain back", "[exporters][gis]") {
    TempDir dir("ridgeline-gpkg-roundtrip");
    for (const auto& sample : kSamples) {
        INFO(sample);
        const engine::Document doc = georeferenced(sample);
        const auto map = dir / (sample + ".rlmap"), gpkg = dir / (sample + ".gpkg"),
                   mapping = dir / (sample + "-mapping.xml"), back = dir / (sample + "-back.rlmap");
        engine::HexMap blank(doc.map.grid(), doc.map.hexSizeMetres());
        blank.setGeoref(doc.map.georef());
        blank.setRulesetId(doc.map.rulesetId());
        engine::saveMap(blank, map);
        REQUIRE_FALSE(exportTo(doc, gpkg).hasErrors());
        {
            std::ofstream m(mapping);
            m << "<vector-mapping name=\"Ridgeline hexes\" id-field=\"label\">\n  <layer name=\"hexes\">\n";
            for (const auto& t : doc.ruleset->terrain)
                m << "    <terrain where=\"terrain = '" << t.id << "'\" method=\"centre\" to=\"" << t.id << "\"/>\n";
            m << "  </layer>\n</vector-mapping>\n";
        }
        const auto run =
            runProgram(quote(testpaths::cli().string()) + " import-vector " + quote(map.string()) + " " + quote(gpkg.string()) +
                       " --mapping " + quote(mapping.string()) + " -o " + quote(back.string()));
        INFO(run.out);
        REQUIRE(run.exitCode == 0);
        const engine::HexMap imported = engine::loadMap(back);
        int same = 0, different = 0;
        for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
            const engine::HexCoord h = doc.map.grid().at(i);
            (imported.terrain(h) == doc.map.terrain(h) ? same : different)++;
        }
        CHECK(different == 0);
        CHECK(same == static_cast<int>(doc.map.grid().size()));
    }
}

TEST_CASE("GeoJSON holds one layer in the map's CRS", "[exporters][gis]") {
    TempDir dir("ridgeline-geojson");
    const engine::Document doc = georeferenced("cwb-oak-ridge");
    const auto counts = expectedCounts(doc);
    for (const auto& layer : exporters::gisLayerNames(true)) {
        INFO(layer);
        const auto file = dir / (layer + ".geojson");
        const auto result = exportTo(doc, file, exporters::GisFormat::GeoJson, layer);
        REQUIRE_FALSE(result.hasErrors());
        const auto listed = ogrinfoSummary(file.string());
        REQUIRE(listed.size() == 1);
        CHECK(listed.begin()->second.first == counts.at(layer));
        if (layer != "reinforcements") CHECK(listed.begin()->second.second);
    }
}

TEST_CASE("bad GIS options, a map without a CRS, and a cancelled export", "[exporters][gis]") {
    TempDir dir("ridgeline-gis-bad");
    engine::Document doc = loadSample("sss-mcpherson-ridge");
    auto result = exportTo(doc, dir / "x.geojson", exporters::GisFormat::GeoJson, "roads");
    CHECK(result.hasErrors());
    CHECK(result.diagnostics.front().rule == "export.option");

    engine::Document mapOnly{doc.map, std::nullopt, doc.ruleset};
    result = exportTo(mapOnly, dir / "y.geojson", exporters::GisFormat::GeoJson, "setup");
    CHECK(result.hasErrors());
    CHECK(std::filesystem::is_empty(dir.path()));

    // Not georeferenced: written on the map's plane, with a warning.
    result = exportTo(mapOnly, dir / "plane.gpkg");
    CHECK_FALSE(result.hasErrors());
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics.front().rule == "export.gis.no_crs");
    CHECK(result.features.size() == 2);
    std::filesystem::remove(dir / "plane.gpkg");

    exporters::GisExportOptions options;
    options.output = dir / "cancelled.gpkg";
    options.progress = [](double f, std::string_view) { return f < 0.2; };
    result = exporters::exportGis(georeferenced("hs-devils-den"), options);
    CHECK(result.cancelled);
    CHECK(std::filesystem::is_empty(dir.path()));

    options.progress = {};
    options.output = dir / "missing" / "x.gpkg";
    result = exporters::exportGis(doc, options);
    CHECK(result.hasErrors());
    CHECK(std::filesystem::is_empty(dir.path()));
}
