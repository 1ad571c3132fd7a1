#pragma once
// A Tiled map as data, built from a document: the geometry, typed properties, one generated
// tileset (terrain colours, then level shades), tile layers (one per terrain, one for levels) and
// object layers (hexside features, victory hexes, entry hexes, the set-up). The TMX and TMJ
// writers serialise the same model, so the two files say the same thing.
#include "engine/model/document.hpp"
#include "engine/render/draw_list.hpp"
#include "exporters/tiled/tiled_hex_geometry.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace exporters {

struct TiledProperty {
    enum class Type : std::uint8_t { String, Int, Float, Bool, Color };
    std::string name;
    Type type = Type::String;
    std::string value;  // as Tiled writes it in TMX: "12", "0.5", "true", "#ff112233"
};
[[nodiscard]] const char* toString(TiledProperty::Type type);  // "string", "int", "float", "bool", "color"

struct TiledObject {
    int id = 0;
    std::string name;
    std::string type;
    PixelPoint position;               // a point object, or a polyline's first point
    std::vector<PixelPoint> polyline;  // relative to `position`; empty = a point object
    std::vector<TiledProperty> properties;
};

struct TiledLayer {
    enum class Kind : std::uint8_t { Tiles, Objects };
    int id = 0;
    std::string name;
    Kind kind = Kind::Tiles;
    bool visible = true;
    std::vector<std::uint32_t> gids;  // Tiles: row-major, width x height, 0 = empty
    std::string color;                // Objects: "#rrggbb" Tiled draws them in
    std::vector<TiledObject> objects;
    std::vector<TiledProperty> properties;
};

struct TiledTile {
    engine::Rgba fill;
    std::vector<TiledProperty> properties;
};

struct TiledMap {
    TiledHexGeometry geometry{engine::GridShape{}, 32};
    int width = 0;                          // columns
    int height = 0;                         // rows
    std::vector<TiledProperty> properties;  // sorted by name, as Tiled keeps them
    std::string tilesetName;
    std::vector<TiledTile> tiles;  // tile id = index; gid = index + 1
    std::vector<TiledLayer> layers;
    int nextLayerId = 1;
    int nextObjectId = 1;
    std::vector<std::string> warnings;  // terrain the ruleset does not define, and such
};

// Builds the model. `hexSide` as TiledHexGeometry. Returns false (map untouched) when `keepGoing`
// says stop; it is asked after each block of rows.
struct TiledMapRequest {
    int hexSide = 32;
    std::function<bool(double fraction)> keepGoing;  // may be empty
};
[[nodiscard]] bool buildTiledMap(const engine::Document& doc, const TiledMapRequest& request, TiledMap& out);

}  // namespace exporters
