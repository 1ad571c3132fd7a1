// TMX: Tiled's XML map format (docs/reference/tmx-map-format in Tiled's sources), as 1.8 reads it.
#include "engine/io/xml_writer.hpp"
#include "engine/model/number_text.hpp"
#include "exporters/tiled/tiled_writers.hpp"

#include <cpl_string.h>

namespace exporters {
namespace {

void properties(engine::XmlWriter& xml, const std::vector<TiledProperty>& ps) {
    if (ps.empty()) return;
    xml.open("properties");
    xml.endOpen();
    for (const auto& p : ps) {
        xml.open("property");
        xml.attr("name", p.name);
        if (p.type != TiledProperty::Type::String) xml.attr("type", toString(p.type));
        xml.attr("value", p.value);
        xml.endEmpty();
    }
    xml.close("properties");
}

std::string csv(const TiledMap& map, const std::vector<std::uint32_t>& gids) {
    std::string out = "\n";
    for (int row = 0; row < map.height; ++row) {
        for (int col = 0; col < map.width; ++col) {
            out += std::to_string(gids[static_cast<std::size_t>(row) * static_cast<std::size_t>(map.width) +
                                       static_cast<std::size_t>(col)]);
            if (row + 1 < map.height || col + 1 < map.width) out += ',';
        }
        out += '\n';
    }
    return out;
}

std::string base64(const std::string& bytes) {
    char* encoded = CPLBase64Encode(static_cast<int>(bytes.size()), reinterpret_cast<const GByte*>(bytes.data()));
    std::string out = encoded ? encoded : "";
    CPLFree(encoded);
    return out;
}

// A collection-of-images tileset: Tiled 1.8 reads embedded pictures on tiles only.
void tileset(engine::XmlWriter& xml, const TiledMap& map, const std::vector<std::string>& pictures) {
    xml.open("tileset");
    xml.attrInt("firstgid", 1);
    xml.attr("name", map.tilesetName);
    xml.attrInt("tilewidth", map.geometry.tileWidth());
    xml.attrInt("tileheight", map.geometry.tileHeight());
    xml.attrInt("tilecount", static_cast<long long>(map.tiles.size()));
    xml.attrInt("columns", 0);
    xml.endOpen();
    xml.open("grid");
    xml.attr("orientation", "orthogonal");
    xml.attrInt("width", 1);
    xml.attrInt("height", 1);
    xml.endEmpty();
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        xml.open("tile");
        xml.attrInt("id", static_cast<long long>(i));
        xml.endOpen();
        properties(xml, map.tiles[i].properties);
        xml.open("image");
        xml.attr("format", "png");
        xml.attrInt("width", map.geometry.tileWidth());
        xml.attrInt("height", map.geometry.tileHeight());
        xml.endOpen();
        xml.open("data");
        xml.attr("encoding", "base64");
        xml.endText("data", base64(pictures.at(i)));
        xml.close("image");
        xml.close("tile");
    }
    xml.close("tileset");
}

void object(engine::XmlWriter& xml, const TiledObject& o) {
    xml.open("object");
    xml.attrInt("id", o.id);
    xml.attr("name", o.name);
    xml.attr("type", o.type);
    xml.attrNumber("x", o.position.x);
    xml.attrNumber("y", o.position.y);
    xml.endOpen();
    properties(xml, o.properties);
    if (o.polyline.empty()) {
        xml.open("point");
    } else {
        std::string points;
        for (const auto& p : o.polyline)
            points += (points.empty() ? "" : " ") + engine::formatNumber(p.x) + "," + engine::formatNumber(p.y);
        xml.open("polyline");
        xml.attr("points", points);
    }
    xml.endEmpty();
    xml.close("object");
}

void layer(engine::XmlWriter& xml, const TiledMap& map, const TiledLayer& l) {
    const bool tiles = l.kind == TiledLayer::Kind::Tiles;
    xml.open(tiles ? "layer" : "objectgroup");
    xml.attrInt("id", l.id);
    xml.attr("name", l.name);
    if (!tiles) xml.attrIf("color", l.color);
    if (tiles) {
        xml.attrInt("width", map.width);
        xml.attrInt("height", map.height);
    }
    if (!l.visible) xml.attrInt("visible", 0);
    xml.endOpen();
    properties(xml, l.properties);
    if (tiles) {
        xml.open("data");
        xml.attr("encoding", "csv");
        xml.endText("data", csv(map, l.gids));
    }
    for (const auto& o : l.objects) object(xml, o);
    xml.close(tiles ? "layer" : "objectgroup");
}

}  // namespace

std::string writeTmx(const TiledMap& map, const std::vector<std::string>& tilePictures) {
    engine::XmlWriter xml;
    xml.open("map");
    xml.attr("version", "1.8");
    xml.attr("orientation", "hexagonal");
    xml.attr("renderorder", "right-down");
    xml.attrInt("width", map.width);
    xml.attrInt("height", map.height);
    xml.attrInt("tilewidth", map.geometry.tileWidth());
    xml.attrInt("tileheight", map.geometry.tileHeight());
    xml.attrInt("infinite", 0);
    xml.attrInt("hexsidelength", map.geometry.hexSideLength());
    xml.attr("staggeraxis", map.geometry.staggerX() ? "x" : "y");
    xml.attr("staggerindex", map.geometry.staggerEven() ? "even" : "odd");
    xml.attrInt("nextlayerid", map.nextLayerId);
    xml.attrInt("nextobjectid", map.nextObjectId);
    xml.endOpen();
    properties(xml, map.properties);
    tileset(xml, map, tilePictures);
    for (const auto& l : map.layers) layer(xml, map, l);
    xml.close("map");
    return xml.take();
}

}  // namespace exporters
