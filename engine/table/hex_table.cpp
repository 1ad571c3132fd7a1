#include "engine/table/hex_table.hpp"

#include "engine/model/number_text.hpp"
#include "engine/table/csv.hpp"
#include "engine/util/json_writer.hpp"
#include "engine/util/words.hpp"

#include <cmath>
#include <sstream>

namespace engine {
namespace {

std::string sheetName(const HexGrid& grid, HexCoord h) {
    const auto& names = grid.sections().names;
    const int s = grid.locate(h).section;
    return s >= 0 && s < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(s)] : std::string();
}

// One row of the hex table, as text fields in column order.
std::vector<std::string> hexRow(const HexMap& map, const HexLayout& layout, HexCoord h, const ToLonLat& toLonLat) {
    const OffsetCoord o = map.grid().offset(h);
    const Point p = layout.toPoint(h);
    std::string lon, lat;
    if (toLonLat) {
        double lo = 0, la = 0;
        if (toLonLat(p, lo, la)) lon = formatNumber(lo), lat = formatNumber(la);
    }
    const double elev = map.elevation(h);
    return {map.grid().label(h),
            sheetName(map.grid(), h),
            std::to_string(o.col),
            std::to_string(o.row),
            formatNumber(p.x),
            formatNumber(p.y),
            lon,
            lat,
            std::isnan(elev) ? std::string() : formatNumber(elev),
            map.hasLevel(h) ? std::to_string(map.level(h)) : std::string(),
            std::string(map.terrain(h)),
            joinWords(map.features(h)),
            toString(map.provenance(h)),
            map.placeName(h)};
}

const std::vector<std::string> kHexColumns{"label",   "sheet",    "column",     "row",         "x",
                                           "y",       "lon",      "lat",        "elevation_m", "level",
                                           "terrain", "features", "provenance", "name"};
// Columns written as JSON numbers rather than strings.
bool numericColumn(std::size_t i) { return (i >= 2 && i <= 9); }

std::string writeTable(const std::vector<std::string>& columns, const std::vector<std::vector<std::string>>& rows,
                       TableFormat format, bool (*numeric)(std::size_t)) {
    if (format == TableFormat::Csv) {
        std::string out = csvLine(columns);
        for (const auto& r : rows) out += csvLine(r);
        return out;
    }
    JsonWriter json;
    json.beginArray();
    for (const auto& r : rows) {
        json.beginObject();
        for (std::size_t i = 0; i < columns.size(); ++i) {
            json.key(columns[i]);
            if (r[i].empty() && numeric(i)) json.null();
            else if (numeric(i)) json.value(std::stod(r[i]));
            else json.value(r[i]);
        }
        json.endObject();
    }
    json.endArray();
    return json.str() + "\n";
}

}  // namespace

std::string dumpHexes(const HexMap& map, TableFormat format, const ToLonLat& toLonLat) {
    const HexLayout layout = map.layout();
    std::vector<std::vector<std::string>> rows;
    rows.reserve(map.grid().size());
    for (std::size_t i = 0; i < map.grid().size(); ++i) rows.push_back(hexRow(map, layout, map.grid().at(i), toLonLat));
    return writeTable(kHexColumns, rows, format, numericColumn);
}

std::string dumpHexsides(const HexMap& map, TableFormat format) {
    std::vector<std::vector<std::string>> rows;
    for (const HexsideId& side : map.featuredHexsides()) {
        auto [a, b] = hexesOf(side);
        const auto label = [&](HexCoord h) { return map.contains(h) ? map.grid().label(h) : std::string(); };
        rows.push_back({label(a), label(b), joinWords(map.hexsideFeatures(side))});
    }
    return writeTable({"label_a", "label_b", "features"}, rows, format, [](std::size_t) { return false; });
}

}  // namespace engine
