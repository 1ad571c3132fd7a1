#include "engine/render/draw_list.hpp"

#include <algorithm>
#include <charconv>

namespace engine {

namespace {

bool parseHexByte(std::string_view text, std::uint8_t& out) {
    unsigned value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value, 16);
    if (ec != std::errc{} || ptr != text.data() + text.size()) return false;
    out = static_cast<std::uint8_t>(value);
    return true;
}

}  // namespace

Rgba parseColor(std::string_view text, Rgba fallback) {
    if ((text.size() != 7 && text.size() != 9) || text[0] != '#') return fallback;
    Rgba c;
    if (!parseHexByte(text.substr(1, 2), c.r) || !parseHexByte(text.substr(3, 2), c.g) ||
        !parseHexByte(text.substr(5, 2), c.b))
        return fallback;
    if (text.size() == 9 && !parseHexByte(text.substr(7, 2), c.a)) return fallback;
    return c;
}

const char* toString(Layer layer) {
    switch (layer) {
    case Layer::Terrain: return "terrain";
    case Layer::Elevation: return "elevation";
    case Layer::Levels: return "levels";
    case Layer::Hexsides: return "hexsides";
    case Layer::Labels: return "labels";
    case Layer::Units: return "units";
    case Layer::Victory: return "victory";
    case Layer::Validation: return "validation";
    case Layer::Fidelity: return "fidelity";
    case Layer::Reachability: return "reachability";
    }
    return "";
}

std::size_t DrawList::count(Layer layer) const {
    const auto onLayer = [layer](const auto& prim) { return prim.layer == layer; };
    return static_cast<std::size_t>(std::count_if(polygons.begin(), polygons.end(), onLayer) +
                                    std::count_if(polylines.begin(), polylines.end(), onLayer) +
                                    std::count_if(markers.begin(), markers.end(), onLayer) +
                                    std::count_if(counters.begin(), counters.end(), onLayer) +
                                    std::count_if(texts.begin(), texts.end(), onLayer));
}

PlaneRect hexBounds(const HexLayout& layout, HexCoord h) {
    const Point c = layout.toPoint(h);
    const double r = layout.circumradius();
    return {c.x - r, c.y - r, c.x + r, c.y + r};
}

}  // namespace engine
