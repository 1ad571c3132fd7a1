// The real 1863 Gettysburg vectors (gettysburg-1863-vectors-battle-atlas in the real data) on
// maps georeferenced over them in WGS 84 / UTM 18N (the data is NAD83 / UTM 18N, so the import
// reprojects): the Emmitsburg Road is one connected chain of road hexsides, the woodlots become
// woods hexes, the stone wall at the Angle lands on hexsides.
#include "engine/io/ruleset_file.hpp"
#include "importers/vector/vector_import.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

using namespace engine;

namespace {

std::filesystem::path atlas() {
    return testpaths::realData() / "gettysburg-1863-vectors-battle-atlas" / "gettysburg_1863_battle_atlas_utm18n.gpkg";
}

// A map of the ruleset's grid over the whole battlefield square (SOURCE.md extents), top-left hex
// centred at E 304300, N 4412900.
HexMap battlefield(const std::string& rulesetId) {
    const Ruleset rs = loadRuleset(testpaths::rulesets() / (rulesetId + ".xml"));
    const double size = rs.scale.hexSizeMetres;
    const int columns = static_cast<int>(8200 / (0.75 * 2 * size / std::sqrt(3.0))) + 1;
    const int rows = static_cast<int>(8050 / size) + 1;
    HexMap map(HexGrid(rs.gridShape, columns, rows, {}, NumberingScheme{}), size);
    map.setRulesetId(rs.id);
    map.setGeoref({"EPSG:32618", {304300, 4412900}});
    return map;
}

// Skips (with a message) when the shared data is absent, unless CI requires it.
bool haveAtlas() {
    if (std::filesystem::exists(atlas())) return true;
    if (testpaths::sharedDataRequired()) FAIL(atlas() << " is absent and RIDGELINE_REQUIRE_SHARED_DATA=1");
    WARN("SKIPPED: " << atlas() << " is absent (RIDGELINE_REAL_DATA names the real data directory)");
    return false;
}

importers::VectorImportResult importAtlas(const HexMap& map, importers::VectorMapping mapping) {
    importers::VectorImportOptions options;
    options.source = atlas().string();
    options.mapping = std::move(mapping);
    return importers::importVector(map, options);
}

importers::VectorMapping shippedMapping() {
    return importers::loadVectorMapping(
        (testpaths::source() / "templates" / "mappings" / "gettysburg-1863-battle-atlas.xml").string());
}

// Connected groups of hexes joined by the given hexsides.
int components(const std::vector<HexsideId>& sides) {
    std::map<HexCoord, HexCoord> parent;
    const auto find = [&](HexCoord h) {
        while (parent.at(h) != h) h = parent.at(h) = parent.at(parent.at(h));
        return h;
    };
    for (const HexsideId& side : sides) {
        const auto [a, b] = hexesOf(side);
        parent.try_emplace(a, a);
        parent.try_emplace(b, b);
        parent[find(a)] = find(b);
    }
    std::set<HexCoord> roots;
    for (const auto& [h, p] : parent) roots.insert(find(h));
    return static_cast<int>(roots.size());
}

}  // namespace

TEST_CASE("the Emmitsburg Road becomes one connected chain of road hexsides", "[importers][vector][real]") {
    if (!haveAtlas()) return;
    const HexMap map = battlefield("sss");
    importers::MappingRule road;
    road.kind = importers::MappingKind::Hexside;
    road.layer = "furniture_lines";
    road.where = "id = 'road-emmitsburg'";
    road.label = "Emmitsburg Road";
    road.defaultTarget = "road";
    importers::VectorMapping mapping;
    mapping.idField = "id";
    mapping.rules = {road};
    const auto result = importAtlas(map, mapping);
    REQUIRE_FALSE(result.hasErrors());
    std::vector<HexsideId> sides;
    for (const auto& [side, id] : result.hexsideFeatures) sides.push_back(side);
    INFO(sides.size() << " hexsides");
    // 3.5 km of road on 183 m hexes: one hexside per hex crossed, so about 20.
    CHECK(sides.size() >= 18);
    CHECK(sides.size() <= 30);
    CHECK(components(sides) == 1);
    // The traced pieces jump back once (SOURCE.md quirks): stitched and reported.
    CHECK(std::any_of(result.clipped.begin(), result.clipped.end(), [](const std::string& n) {
        return n == "furniture_lines road-emmitsburg: 1 jump(s) between traced pieces stitched";
    }));
    // From the Peach Orchard end to the town end (SOURCE.md: the road's first and last vertices).
    std::set<HexCoord> hexes;
    for (const HexsideId& side : sides) hexes.insert(hexesOf(side).first), hexes.insert(hexesOf(side).second);
    CHECK(hexes.count(map.layout().toHex({308829, 4411001})) == 1);
    CHECK(hexes.count(map.layout().toHex({307220, 4408591})) == 1);
}

TEST_CASE("the 1863 woodlots become woods hexes and the roads road hexsides (SSS)", "[importers][vector][real]") {
    if (!haveAtlas()) return;
    const HexMap map = battlefield("sss");
    const auto result = importAtlas(map, shippedMapping());
    REQUIRE_FALSE(result.hasErrors());
    HexMap imported = map;
    importers::applyVectorImport(imported, result);
    // Spangler's Woods (6 hexes of area): its centroid's hex, and at least 4 hexes in all.
    const HexCoord spangler = map.layout().toHex({307288, 4409494});
    CHECK(imported.terrain(spangler) == "woods");
    CHECK(imported.provenance(spangler) == Provenance::Vector);
    int woods = 0, towns = 0;
    for (const auto& [h, id] : result.terrain) woods += id == "woods", towns += id == "town";
    CHECK(woods >= 4);
    CHECK(towns >= 3);
    // The Copse of Trees is a tenth of a hex: too small for a majority, and said so.
    CHECK(std::any_of(result.skipped.begin(), result.skipped.end(), [](const std::string& n) {
        return n == "landcover_polygons woodlot-copse-of-trees: covers no hex enough";
    }));
    std::set<std::string> kinds;
    for (const auto& [side, id] : result.hexsideFeatures) kinds.insert(id);
    CHECK(kinds ==
          std::set<std::string>{"major-creek", "minor-creek", "pike", "railroad", "road", "stone-wall", "trail"});
}

// Every layer of the 1863 data lands on each of the four rulesets: no rule is skipped for lack of
// a target (the rulebooks' missing charts are filled by assumed types, marked so in the templates),
// and each ruleset gets the creeks and runs, stone walls, railroads and town blocks.
TEST_CASE("no layer of the 1863 data is skipped for lack of a target in any of the four rulesets",
          "[importers][vector][real]") {
    if (!haveAtlas()) return;
    const std::map<std::string, std::set<std::string>> expected{
        {"sss", {"major-creek", "minor-creek", "railroad", "stone-wall"}},
        {"cwb", {"creek", "railroad", "stone-wall"}},
        {"hs", {"creek", "railroad", "stone-wall", "pike", "lane"}},
        {"lfm", {"creek", "railroad", "stone-wall"}},
    };
    for (const auto& [id, sides] : expected) {
        INFO(id);
        const HexMap map = battlefield(id);
        const Ruleset rs = loadRuleset(testpaths::rulesets() / (id + ".xml"));
        const auto result = importAtlas(map, shippedMapping());
        REQUIRE_FALSE(result.hasErrors());
        for (const std::string& skipped : result.skipped) {
            INFO(skipped);
            CHECK(skipped.find("no target") == std::string::npos);
        }
        std::set<std::string> kinds;
        for (const auto& [side, kind] : result.hexsideFeatures) kinds.insert(kind);
        for (const std::string& kind : sides) {
            INFO(kind);
            CHECK(kinds.count(kind) == 1);
            CHECK(rs.findHexside(kind) != nullptr);
        }
        int towns = 0;
        for (const auto& [h, terrain] : result.terrain) towns += terrain == "town";
        CHECK(towns >= 3);
    }
}

TEST_CASE("the stone wall at the Angle lands on hexsides (LFM)", "[importers][vector][real]") {
    if (!haveAtlas()) return;
    const HexMap map = battlefield("lfm");
    const auto result = importAtlas(map, shippedMapping());
    REQUIRE_FALSE(result.hasErrors());
    std::vector<HexsideId> walls;
    for (const auto& [side, id] : result.hexsideFeatures)
        if (id == "stone-wall") walls.push_back(side);
    // The Angle wall runs 560 m north-south (E 308604-308692, N 4409147-4409709): two or three
    // 229 m hexes, so a connected run of at least 3 edges, every one within a hex of the wall.
    CHECK(walls.size() >= 3);
    const HexLayout layout = map.layout();
    for (const HexsideId& side : walls) {
        const Point mid = layout.hexsideMidpoint(side.owner, side.dir);
        const bool nearAngle = mid.x > 308604 - layout.size && mid.x < 308692 + layout.size &&
                               mid.y > 4409147 - layout.size && mid.y < 4409709 + layout.size;
        const bool nearForney = mid.y > 4412000;  // the Oak Ridge wall (oakridge_lines) is far north
        CHECK((nearAngle || nearForney));
    }
}
