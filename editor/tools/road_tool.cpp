#include "editor/tools/road_tool.hpp"

#include "engine/commands/set_hexside_features_command.hpp"
#include "engine/hex/hex_line.hpp"

namespace editor {

std::vector<engine::HexCoord> hexChain(engine::HexCoord from, engine::HexCoord to) {
    // The line's hexes include both sides of a spine: from each hex, step to the furthest hex of
    // the line that is still a neighbour, so the chain is as short as the hex distance.
    const std::vector<engine::HexCoord> line = engine::hexLine(from, to).hexes();
    std::vector<engine::HexCoord> chain{from};
    for (std::size_t i = 0; chain.back() != to;) {
        std::size_t next = i;
        for (std::size_t j = i + 1; j < line.size(); ++j)
            if (engine::hexDistance(chain.back(), line[j]) == 1) next = j;
        if (next == i) break;  // cannot happen on a connected line; no endless loop if it did
        chain.push_back(line[next]);
        i = next;
    }
    return chain;
}

std::string defaultRoadFeature(const engine::Ruleset& ruleset) {
    for (const engine::HexsideType& t : ruleset.hexsides)
        if (t.kind == "road") return t.id;
    return {};
}

bool RoadTool::press(const ToolInput& in) {
    m_last.reset();
    if (m_feature.empty() || !in.hex) return false;
    m_last = in.hex;
    return true;
}

void RoadTool::drag(const ToolInput& in) {
    if (!m_last || !in.hex || *in.hex == *m_last) return;
    const std::vector<engine::HexCoord> chain = hexChain(*m_last, *in.hex);
    std::vector<engine::HexsideId> sides;
    for (std::size_t i = 1; i < chain.size(); ++i) {
        engine::HexsideId side;
        if (engine::hexsideBetween(chain[i - 1], chain[i], side)) sides.push_back(side);
    }
    m_last = in.hex;
    stage([&](engine::Document& d) { return engine::setHexsideFeature(d, sides, m_feature, true); });
}

}  // namespace editor
