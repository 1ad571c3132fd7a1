// TMJ: Tiled's JSON map format, the same model as TMX (docs/reference/json-map-format in Tiled's
// sources), as Tiled 1.8 writes it with --export-map json.
#include "engine/model/number_text.hpp"
#include "engine/util/json_writer.hpp"
#include "exporters/tiled/tiled_writers.hpp"

namespace exporters {
namespace {

void propertyValue(engine::JsonWriter& json, const TiledProperty& p) {
    switch (p.type) {
    case TiledProperty::Type::Int: json.value(engine::parseInteger(p.value).value_or(0)); return;
    case TiledProperty::Type::Float: json.value(engine::parseDouble(p.value).value_or(0.0)); return;
    case TiledProperty::Type::Bool: json.value(p.value == "true"); return;
    case TiledProperty::Type::String:
    case TiledProperty::Type::Color: json.value(p.value); return;
    }
}

void properties(engine::JsonWriter& json, const std::vector<TiledProperty>& ps) {
    if (ps.empty()) return;
    json.key("properties").beginArray();
    for (const auto& p : ps) {
        json.beginObject().field("name", p.name).field("type", toString(p.type)).key("value");
        propertyValue(json, p);
        json.endObject();
    }
    json.endArray();
}

void object(engine::JsonWriter& json, const TiledObject& o) {
    json.beginObject().field("height", 0).field("id", o.id).field("name", o.name);
    if (o.polyline.empty()) {
        json.field("point", true);
    } else {
        json.key("polyline").beginArray();
        for (const auto& p : o.polyline) json.beginObject().field("x", p.x).field("y", p.y).endObject();
        json.endArray();
    }
    properties(json, o.properties);
    json.field("rotation", 0).field("type", o.type).field("visible", true).field("width", 0);
    json.field("x", o.position.x).field("y", o.position.y).endObject();
}

void layer(engine::JsonWriter& json, const TiledMap& map, const TiledLayer& l) {
    json.beginObject();
    if (l.kind == TiledLayer::Kind::Tiles) {
        json.key("data").beginArray();
        for (const std::uint32_t gid : l.gids) json.value(static_cast<long long>(gid));
        json.endArray().field("height", map.height).field("id", l.id).field("name", l.name).field("opacity", 1);
        properties(json, l.properties);
        json.field("type", "tilelayer").field("visible", l.visible).field("width", map.width);
    } else {
        if (!l.color.empty()) json.field("color", l.color);
        json.field("draworder", "topdown").field("id", l.id).field("name", l.name);
        json.key("objects").beginArray();
        for (const auto& o : l.objects) object(json, o);
        json.endArray().field("opacity", 1);
        properties(json, l.properties);
        json.field("type", "objectgroup").field("visible", l.visible);
    }
    json.field("x", 0).field("y", 0).endObject();
}

void tileset(engine::JsonWriter& json, const TiledMap& map, const TilesetImage& image, const std::string& imageFile) {
    json.beginObject()
        .field("columns", static_cast<long long>(map.tiles.size()))
        .field("firstgid", 1)
        .field("image", imageFile)
        .field("imageheight", image.height)
        .field("imagewidth", image.width)
        .field("margin", 0)
        .field("name", map.tilesetName)
        .field("spacing", 0)
        .field("tilecount", static_cast<long long>(map.tiles.size()))
        .field("tileheight", map.geometry.tileHeight());
    json.key("tiles").beginArray();
    for (std::size_t i = 0; i < map.tiles.size(); ++i) {
        json.beginObject().field("id", static_cast<long long>(i));
        properties(json, map.tiles[i].properties);
        json.endObject();
    }
    json.endArray().field("tilewidth", map.geometry.tileWidth()).endObject();
}

}  // namespace

std::string writeTmj(const TiledMap& map, const TilesetImage& image, const std::string& imageFile) {
    engine::JsonWriter json;
    json.beginObject()
        .field("compressionlevel", -1)
        .field("height", map.height)
        .field("hexsidelength", map.geometry.hexSideLength())
        .field("infinite", false);
    json.key("layers").beginArray();
    for (const auto& l : map.layers) layer(json, map, l);
    json.endArray()
        .field("nextlayerid", map.nextLayerId)
        .field("nextobjectid", map.nextObjectId)
        .field("orientation", "hexagonal");
    properties(json, map.properties);
    json.field("renderorder", "right-down")
        .field("staggeraxis", map.geometry.staggerX() ? "x" : "y")
        .field("staggerindex", map.geometry.staggerEven() ? "even" : "odd")
        .field("tileheight", map.geometry.tileHeight());
    json.key("tilesets").beginArray();
    tileset(json, map, image, imageFile);
    json.endArray()
        .field("tilewidth", map.geometry.tileWidth())
        .field("type", "map")
        .field("version", "1.8")
        .field("width", map.width)
        .endObject();
    return json.str() + "\n";
}

}  // namespace exporters
