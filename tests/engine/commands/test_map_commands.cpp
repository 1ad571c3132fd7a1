#include "command_fixture.hpp"

#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_hexside_features_command.hpp"
#include "engine/commands/set_map_settings_command.hpp"
#include "engine/io/map_file.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <stdexcept>

using namespace engine;
using namespace cmdtest;

namespace {

std::vector<HexCoord> block(const Document& doc) {
    return {hexAt(doc, 1, 1), hexAt(doc, 2, 1), hexAt(doc, 5, 5), hexAt(doc, 11, 9), hexAt(doc, 0, 9)};
}

}  // namespace

TEST_CASE("SetHexCellsCommand: the brush builders", "[commands]") {
    Document doc = makeDocument();
    const auto hexes = block(doc);

    SECTION("paint terrain") {
        auto cmd = setTerrain(doc, hexes, "woods");
        REQUIRE(cmd);
        CHECK(cmd->label() == "Paint Terrain");
        checkRoundTrip(doc, *cmd);
        cmd->apply(doc);
        for (HexCoord h : hexes) {
            CHECK(doc.map.terrain(h) == "woods");
            CHECK(doc.map.provenance(h) == Provenance::Hand);
        }
        auto sorted = hexes;
        std::sort(sorted.begin(), sorted.end());
        CHECK(cmd->changes().hexes == sorted);
        CHECK(setTerrain(doc, hexes, "woods") == nullptr);  // nothing left to change
    }
    SECTION("clear terrain") {
        auto cmd = setTerrain(doc, std::vector<HexCoord>{hexAt(doc, 0, 0), hexAt(doc, 3, 0)}, "");
        REQUIRE(cmd);
        CHECK(cmd->label() == "Clear Terrain");
        checkRoundTrip(doc, *cmd);
    }
    SECTION("levels") {
        auto cmd = setLevel(doc, hexes, 7);
        REQUIRE(cmd);
        CHECK(cmd->label() == "Set Level");
        checkRoundTrip(doc, *cmd);
        auto clear = setLevel(doc, hexes, kNoLevel);
        REQUIRE(clear);
        CHECK(clear->label() == "Clear Level");
        checkRoundTrip(doc, *clear);
    }
    SECTION("elevation") {
        auto cmd = setElevation(doc, hexes, 171.25);
        REQUIRE(cmd);
        checkRoundTrip(doc, *cmd);
        auto clear = setElevation(doc, std::vector<HexCoord>{hexAt(doc, 0, 0)}, std::nan(""));
        REQUIRE(clear);
        CHECK(clear->label() == "Clear Elevation");
        checkRoundTrip(doc, *clear);
    }
    SECTION("hex features on and off") {
        auto on = setFeature(doc, hexes, "sloping", true);
        REQUIRE(on);
        CHECK(on->label() == "Add Hex Feature");
        checkRoundTrip(doc, *on);
        auto off = setFeature(doc, std::vector<HexCoord>{hexAt(doc, 5, 5)}, "town", false);
        REQUIRE(off);
        CHECK(off->label() == "Remove Hex Feature");
        checkRoundTrip(doc, *off);
        CHECK(setFeature(doc, hexes, "never-seen", false) == nullptr);
    }
    SECTION("provenance") {
        auto cmd = setProvenance(doc, hexes, Provenance::Vector);
        REQUIRE(cmd);
        checkRoundTrip(doc, *cmd);
    }
    SECTION("place names") {
        auto add = setPlaceName(doc, hexAt(doc, 9, 1), "Seminary");
        REQUIRE(add);
        CHECK(add->label() == "Name Place");
        CHECK(add->changes().hexes == std::vector<HexCoord>{hexAt(doc, 9, 1)});
        checkRoundTrip(doc, *add);
        auto rename = setPlaceName(doc, hexAt(doc, 5, 5), "Gettysburg Town");
        REQUIRE(rename);
        CHECK(rename->label() == "Rename Place");
        checkRoundTrip(doc, *rename);
        auto remove = setPlaceName(doc, hexAt(doc, 2, 8), "");
        REQUIRE(remove);
        checkRoundTrip(doc, *remove);
        CHECK(setPlaceName(doc, hexAt(doc, 2, 8), "Round Top") == nullptr);
    }
    SECTION("off-map and duplicate hexes are skipped") {
        const std::vector<HexCoord> odd{hexAt(doc, 1, 1), hexAt(doc, 1, 1), HexCoord{-40, 3}, hexAt(doc, 12, 0)};
        auto cmd = setLevel(doc, odd, 9);
        REQUIRE(cmd);
        CHECK(cmd->cells().size() == 1);
        checkRoundTrip(doc, *cmd);
        CHECK(setLevel(doc, std::vector<HexCoord>{HexCoord{-40, 3}}, 9) == nullptr);
    }
    SECTION("cells from an importer") {
        std::vector<std::pair<HexCoord, HexCell>> cells;
        for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
            HexCell c = doc.map.cell(doc.map.grid().at(i));
            c.elevation = 120.0f + static_cast<float>(i % 17);
            c.provenance = Provenance::Raster;
            cells.emplace_back(doc.map.grid().at(i), c);
        }
        auto cmd = setCells(doc, cells, "Import Elevation");
        REQUIRE(cmd);
        CHECK(cmd->label() == "Import Elevation");
        CHECK(cmd->changes().hexes.size() == doc.map.grid().size());
        checkRoundTrip(doc, *cmd);
    }
}

TEST_CASE("SetHexCellsCommand: a new terrain id stays in the palette after revert", "[commands]") {
    // Builders intern before the command exists; apply/revert round-trip from that point on.
    Document doc = makeDocument();
    const int paletteSize = doc.map.terrainPalette().size();
    auto cmd = setTerrain(doc, std::vector<HexCoord>{hexAt(doc, 4, 4)}, "cornfield");
    REQUIRE(cmd);
    CHECK(doc.map.terrainPalette().size() == paletteSize + 1);
    checkRoundTrip(doc, *cmd);
    CHECK(doc.map.terrain(hexAt(doc, 4, 4)) != "cornfield");
}

TEST_CASE("SetHexsideFeaturesCommand", "[commands]") {
    Document doc = makeDocument();
    const std::vector<HexsideId> path{
        hexsideOf(hexAt(doc, 2, 2), 1), hexsideOf(hexAt(doc, 3, 2), 1),
        hexsideOf(hexAt(doc, 3, 2), 4),   // same side as the first, seen from its neighbour
        hexsideOf(hexAt(doc, 0, 0), 5)};  // on the map's edge

    SECTION("add") {
        auto cmd = setHexsideFeature(doc, path, "pike", true);
        REQUIRE(cmd);
        CHECK(cmd->label() == "Add Hexside Feature");
        CHECK(cmd->edits().size() == 3);
        CHECK(cmd->changes().hexsides.size() == 3);
        CHECK(cmd->changes().hexes.empty());
        checkRoundTrip(doc, *cmd);
    }
    SECTION("remove") {
        const HexsideId wall = hexsideOf(hexAt(doc, 7, 2), 2);
        auto cmd = setHexsideFeature(doc, std::vector<HexsideId>{wall}, "creek", false);
        REQUIRE(cmd);
        CHECK(cmd->label() == "Remove Hexside Feature");
        checkRoundTrip(doc, *cmd);
        cmd->apply(doc);
        CHECK(doc.map.hexsideFeatures(wall) == std::vector<std::string>{"stone-wall"});
        CHECK(setHexsideFeature(doc, std::vector<HexsideId>{wall}, "creek", false) == nullptr);
    }
    SECTION("masks from a derivation") {
        std::vector<std::pair<HexsideId, FeatureMask>> masks;
        for (const HexsideId& side : path) masks.emplace_back(side, doc.map.hexsideBit("minor-slope"));
        auto cmd = setHexsideMasks(doc, masks, "Derive Slopes");
        REQUIRE(cmd);
        CHECK(cmd->label() == "Derive Slopes");
        checkRoundTrip(doc, *cmd);
    }
    SECTION("a full palette throws") {
        for (int i = doc.map.hexsidePalette().size(); i < 32; ++i)
            doc.map.internHexsideFeature("f" + std::to_string(i));
        CHECK_THROWS_AS(setHexsideFeature(doc, path, "one-too-many", true), std::length_error);
    }
}

TEST_CASE("SetMapSettingsCommand", "[commands]") {
    Document doc = makeDocument();
    auto title = setMapTitle(doc, "Gettysburg, July 1");
    REQUIRE(title);
    CHECK(title->label() == "Rename Map");
    CHECK(title->changes().mapSettings);
    checkRoundTrip(doc, *title);
    auto georef = setGeoref(doc, {"EPSG:32618", {305000.0, 4407000.0}});
    REQUIRE(georef);
    CHECK(georef->label() == "Set Georeference");
    checkRoundTrip(doc, *georef);
    CHECK(setMapTitle(doc, "Test Map") == nullptr);
}

TEST_CASE("a new palette entry added by an undone command leaves the saved map unchanged", "[commands]") {
    // The file lists only the palette entries in use, so the snapshot can be taken before the
    // builder interns "cornfield".
    Document doc = makeDocument();
    const std::string before = writeMap(doc.map);
    auto cmd = setTerrain(doc, std::vector<HexCoord>{hexAt(doc, 4, 4)}, "cornfield");
    REQUIRE(cmd);
    cmd->apply(doc);
    CHECK(writeMap(doc.map) != before);
    cmd->revert(doc);
    CHECK(writeMap(doc.map) == before);
}
