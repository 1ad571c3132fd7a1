#include "engine/render/reachability_marks.hpp"

#include "engine/render/side_colors.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace engine {

namespace {

// In fractions of the hex size: the badges stand left and right of the victory marker, one row
// per two sides.
constexpr double kBadgeRadius = 0.15;
constexpr double kBadgeOffset = 0.3;
constexpr double kBadgeText = 0.16;
constexpr double kPathWidth = 0.07;
constexpr Rgba kBadgeFill{255, 255, 255, 235};

std::array<Point, 6> badgeAt(Point c, double r) {
    std::array<Point, 6> corners{};
    for (int i = 0; i < 6; ++i) {
        const double a = std::numbers::pi / 3 * i;
        corners[static_cast<std::size_t>(i)] = {c.x + r * std::cos(a), c.y + r * std::sin(a)};
    }
    return corners;
}

}  // namespace

ReachMarks reachMarks(const ReachabilityTable& table, const Scenario& scenario) {
    ReachMarks out;
    for (const ObjectiveReach& o : table.objectives) {
        ReachMarks::Objective mark{o.hex, {}};
        for (const Side& side : scenario.sides) {
            ReachMarks::SideTurn st{side.id, std::nullopt};
            for (const ClassArrival& a : o.arrivals)
                if (a.side == side.id && a.reached && (!st.turn || a.turn < *st.turn)) st.turn = a.turn;
            mark.sides.push_back(st);
        }
        out.objectives.push_back(std::move(mark));
    }
    return out;
}

void appendReachBadge(DrawList& list, HexCoord hex, Point at, double hexSize, Rgba color, const std::string& text) {
    list.polygons.push_back({Layer::Reachability, hex, badgeAt(at, kBadgeRadius * hexSize), kBadgeFill, color});
    list.texts.push_back({Layer::Reachability, at, text, kBadgeText * hexSize, color});
}

void appendReachMarks(DrawList& list, const Document& doc, const PlaneRect& visible, const ReachMarks& marks) {
    if (!doc.scenario) return;
    const HexLayout layout = doc.map.layout();
    const double size = doc.map.hexSizeMetres();
    const auto shown = [&](HexCoord h) { return doc.map.contains(h) && visible.intersects(hexBounds(layout, h)); };
    if (marks.path.size() >= 2) {
        Polyline line{
            Layer::Reachability, {}, sideColor(*doc.scenario, marks.pathSide), kPathWidth * size, Dash::Solid};
        for (HexCoord h : marks.path) line.points.push_back(layout.toPoint(h));
        const bool anyShown = std::any_of(marks.path.begin(), marks.path.end(), shown);
        if (anyShown) list.polylines.push_back(std::move(line));
    }
    for (const ReachMarks::Objective& o : marks.objectives) {
        if (!shown(o.hex)) continue;
        const Point c = layout.toPoint(o.hex);
        for (std::size_t i = 0; i < o.sides.size(); ++i) {
            const double dx = (i % 2 == 0 ? -kBadgeOffset : kBadgeOffset) * size;
            const double dy = -static_cast<double>(i / 2) * 2.2 * kBadgeRadius * size;
            const Point at{c.x + dx, c.y + dy};
            appendReachBadge(list, o.hex, at, size, sideColor(*doc.scenario, o.sides[i].side),
                             o.sides[i].turn ? std::to_string(*o.sides[i].turn) : "-");
        }
    }
}

}  // namespace engine
