#include "editor/tools/hexside_feature_tool.hpp"

#include "editor/tools/hex_edge_path.hpp"
#include "engine/commands/set_hexside_features_command.hpp"

#include <cmath>
#include <vector>

namespace editor {

std::optional<engine::HexsideId> pickHexside(const engine::HexMap& map, engine::Point p, double fraction) {
    const engine::HexLayout layout = map.layout();
    const engine::HexCoord h = layout.toHex(p);
    int best = -1;
    double bestDistance = fraction * map.hexSizeMetres();
    for (int dir = 0; dir < 6; ++dir) {
        const engine::Point m = layout.hexsideMidpoint(h, dir);
        const double d = std::hypot(m.x - p.x, m.y - p.y);
        if (d < bestDistance) bestDistance = d, best = dir;
    }
    if (best < 0) return std::nullopt;
    const engine::HexsideId side = engine::hexsideOf(h, best);
    const auto [a, b] = engine::hexesOf(side);
    if (!map.contains(a) && !map.contains(b)) return std::nullopt;
    return side;
}

bool HexsideFeatureTool::press(const ToolInput& in) {
    if (m_feature.empty()) return false;
    const engine::HexMap& map = doc().map;
    m_press = in.plane;
    m_corner = nearestCorner(map.layout(), in.plane);
    m_running = false;
    m_done.clear();
    // A click toggles at once, so the canvas shows it; a drag takes it back and draws a run.
    if (const auto side = pickHexside(map, in.plane, kPickFraction)) {
        const engine::HexsideId sides[] = {*side};
        const bool on = !map.hasHexsideFeature(*side, m_feature);
        stage([&](engine::Document& d) { return engine::setHexsideFeature(d, sides, m_feature, on); });
    }
    return true;
}

void HexsideFeatureTool::drag(const ToolInput& in) {
    const engine::HexMap& map = doc().map;
    if (!m_running) {
        if (std::hypot(in.plane.x - m_press.x, in.plane.y - m_press.y) < kDragFraction * map.hexSizeMetres()) return;
        restart();
        m_running = true;
    }
    const engine::Point corner = nearestCorner(map.layout(), in.plane);
    std::vector<engine::HexsideId> fresh;
    for (const engine::HexsideId& side : edgePath(map.layout(), m_corner, corner))
        if (m_done.insert(side).second) fresh.push_back(side);
    m_corner = corner;
    if (!fresh.empty())
        stage([&](engine::Document& d) { return engine::setHexsideFeature(d, fresh, m_feature, true); });
}

std::string HexsideFeatureTool::gestureLabel() const {
    const engine::HexsideType* type = nullptr;
    if (const StudioDocument* d = m_host.document(); d && d->doc().ruleset)
        type = d->doc().ruleset->findHexside(m_feature);
    const std::string what = type && !type->name.empty() ? type->name : m_feature;
    return (m_running ? "Draw " : "Toggle ") + what;
}

}  // namespace editor
