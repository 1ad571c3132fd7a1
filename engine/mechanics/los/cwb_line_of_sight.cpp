// CWB 19: pre-checks (visibility, adjacency, lines along a hexside), then the six steps of 19.2c
// over the points of the centre line: hex interiors at whole distances and hexsides at halves,
// a hexside standing at the lower level plus half the difference (19.1).
#include "engine/mechanics/los/cwb_line_of_sight.hpp"

#include "engine/mechanics/los/los_terrain.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace engine {
namespace {

using los::LosPolicy;
using los::LosTerrain;
using los::makeReason;

struct Point {
    double pos = 0;    // hexes from the observer's centre
    double level = 0;  // bare ground (capital-E Elevation)
    double elev = 0;   // with obstacles and units (lower-case elev)
    std::string what;  // label, and the obstacle when there is one
    std::vector<HexCoord> hexes;
};

bool contains(const std::vector<std::string>& ids, std::string_view id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

class CwbTrace {
public:
    CwbTrace(const BoardState& ctx, const LosQuery& q)
        : m_terrain(ctx),
          m_policy(ctx.ruleset),
          m_ctx(ctx),
          m_q(q) {}

    LosResult run() {
        m_result.line = los::lineOnMap(m_terrain, m_q.from, m_q.to);
        const int distance = hexDistance(m_q.from, m_q.to);
        if (!visible(distance)) return std::move(m_result);
        if (distance <= 1) {
            finish(LosVerdict::Clear,
                   makeReason("Adjacent hexes always have LOS", m_policy.cite("adjacent-always-clear", "CWB 19.3e")));
            return std::move(m_result);
        }
        if (!buildPoints()) return std::move(m_result);
        overheadFire();
        procedure();
        return std::move(m_result);
    }

private:
    void finish(LosVerdict v, Reason r) {
        m_result.verdict = v;
        m_result.reasons.push_back(std::move(r));
    }

    // CWB 19.4, 29.0a: range beyond this turn's visibility means no LOS. Night comes from the query or
    // from the context's turn on the scenario's turn track.
    bool visible(int distance) {
        int limit = m_q.visibility;
        std::string cite = "CWB 19.4";
        const bool night = m_q.night || m_ctx.nightTurn();
        if (night) {
            limit = static_cast<int>(m_policy.number("night-visibility-hexes", 1));
            cite = m_policy.cite("night-visibility-hexes", "CWB 29.0a");
        }
        if (limit <= 0 || distance <= limit) return true;
        finish(LosVerdict::Blocked,
               makeReason("Range " + std::to_string(distance) + " is beyond the visibility of " +
                              std::to_string(limit) + (night ? " hex(es) at night" : " hex(es) this turn"),
                          cite));
        return false;
    }

    Point hexPoint(HexCoord h, double pos) const {
        Point p{pos, double(m_terrain.level(h)), 0, m_terrain.label(h), {h}};
        const los::Obstacle o = m_terrain.obstacle(h);
        double raised = 0;
        if (o.height > 0) {
            raised = o.height;
            p.what += " (" + o.id + ")";
        }
        if (m_terrain.hasUnits(h)) {
            raised = std::max(raised, m_policy.number("unit-height-through-hex", 1));
            p.what += " (units)";
        }
        p.elev = p.level + raised;
        return p;
    }

    // A line running along the hexside between a and b (19.3f; option los-along-hexside, X12).
    // Returns false, with the reason recorded, when an enemy unit beside it blocks.
    bool spinePoint(const LineStep& step, double pos) {
        const HexCoord a = step.hex, b = step.other;
        for (HexCoord h : {a, b})
            if (m_policy.flag("along-hexside-enemy-blocks", true) && !m_q.side.empty() &&
                m_terrain.hasEnemy(h, m_q.side)) {
                finish(LosVerdict::Blocked,
                       makeReason("The line runs along the hexside " + los::stepLabel(m_terrain, step) +
                                      " and an enemy unit stands in " + m_terrain.label(h),
                                  m_policy.cite("along-hexside-enemy-blocks", "CWB 19.3f, CWB 13.0a"), false, {h},
                                  {step.side}));
                return false;
            }
        const Point pa = hexPoint(a, pos), pb = hexPoint(b, pos);
        Point p{pos, std::min(pa.level, pb.level), 0, los::stepLabel(m_terrain, step), {a, b}};
        const double groundA = pa.level + m_terrain.obstacle(a).height,
                     groundB = pb.level + m_terrain.obstacle(b).height;
        p.elev = std::min(groundA, groundB);  // 19.3f: seen through either side
        if (m_ctx.option("los-along-hexside") != "either-side") {
            const auto either = m_policy.words("hexside-obstacle-terrain"), urban = m_policy.words("urban-terrain");
            const bool ta = contains(either, m_terrain.terrain(a)), tb = contains(either, m_terrain.terrain(b));
            const bool bothUrban = contains(urban, m_terrain.terrain(a)) && contains(urban, m_terrain.terrain(b));
            if (ta || tb || bothUrban) {
                p.elev = std::max(ta || bothUrban ? groundA : 0.0, tb || bothUrban ? groundB : 0.0);
                p.what += " (its hexside belongs to the obstacle)";
            }
        }
        m_points.push_back(p);
        return true;
    }

    bool buildPoints() {
        const auto& steps = m_result.line.steps;
        for (std::size_t k = 0; k < steps.size(); ++k) {
            const double pos = double(k);
            if (k > 0 && steps[k].kind == LineStep::Kind::Hex && steps[k - 1].kind == LineStep::Kind::Hex) {
                const double la = m_terrain.level(steps[k - 1].hex), lb = m_terrain.level(steps[k].hex);
                m_points.push_back(
                    {pos - 0.5,
                     std::min(la, lb) + std::abs(la - lb) / 2,
                     std::min(la, lb) + std::abs(la - lb) / 2,
                     "hexside " + m_terrain.label(steps[k - 1].hex) + "/" + m_terrain.label(steps[k].hex),
                     {steps[k - 1].hex, steps[k].hex}});
            }
            if (steps[k].kind == LineStep::Kind::Spine) {
                if (!spinePoint(steps[k], pos)) return false;
            } else {
                Point p = hexPoint(steps[k].hex, pos);
                if (k == 0 || k + 1 == steps.size())
                    p.elev = p.level;  // 19.3b, 19.3e: the ends' own obstacles do not count
                m_points.push_back(p);
            }
        }
        return true;
    }

    // 19.3d: no firing over the heads of friendly units adjacent to the target.
    void overheadFire() {
        if (m_q.side.empty()) return;
        for (const Point& p : m_points)
            for (HexCoord h : p.hexes)
                if (h != m_q.from && h != m_q.to && hexDistance(h, m_q.to) == 1 && m_terrain.hasFriendly(h, m_q.side)) {
                    m_result.fireAllowed = false;
                    m_result.reasons.push_back(makeReason(
                        "Fire may not pass over the friendly units in " + m_terrain.label(h) +
                            ", adjacent to the target",
                        m_policy.cite("friendly-overhead-fire-adjacent-to-target", "CWB 19.3d"), false, {h}));
                    return;
                }
    }

    void procedure() {
        const double ea = m_points.front().level, eb = m_points.back().level;
        const double top = std::max(ea, eb);
        const std::size_t last = m_points.size() - 1;
        for (std::size_t i = 1; i < last; ++i)  // S1
            if (m_points[i].elev > top) {
                blocked(
                    "S1: " + m_points[i].what + " stands at " + los::levelText(m_points[i].elev) + ", above both ends",
                    m_points[i]);
                return;
            }
        if (ea == eb) {  // S2
            finish(LosVerdict::Clear,
                   makeReason("S2: both ends at level " + los::levelText(ea) + " and nothing higher between",
                              "CWB 19.2c"));
            return;
        }
        // S3: walk from the higher end.
        std::vector<Point> pts = m_points;
        HexCoord high = m_q.from, low = m_q.to;
        if (ea < eb) {
            std::reverse(pts.begin(), pts.end());
            for (Point& p : pts) p.pos = m_points.back().pos - p.pos;
            std::swap(high, low);
        }
        const double eHigh = pts.front().level, eLow = pts.back().level, distance = pts.back().pos;
        auto sameHeight = std::find_if(pts.begin() + 1, pts.end() - 1, [&](const Point& p) { return p.elev == eHigh; });
        if (sameHeight != pts.end() - 1) {
            for (auto it = pts.begin() + 1; it != sameHeight; ++it)  // S4
                if (it->level < eHigh) {
                    blocked("S4: " + sameHeight->what + " is as high as the higher end and lower ground (" + it->what +
                                ") separates it from that end",
                            *sameHeight);
                    return;
                }
            if (!crestTest(pts, high, low, eHigh)) return;
        }
        for (std::size_t i = 1; i + 1 < pts.size(); ++i) {  // S6
            const Point& p = pts[i];
            if (!(p.level > eLow && p.level < eHigh) || p.pos <= distance / 2) continue;
            for (std::size_t j = 1; j < i; ++j)
                if (pts[j].level < p.level) {
                    blocked("S6: " + p.what + " (level " + los::levelText(p.level) +
                                ") lies nearer the lower end and lower ground (" + pts[j].what +
                                ") separates it from the higher end",
                            p);
                    return;
                }
        }
        finish(LosVerdict::Clear, makeReason("Levels " + los::levelText(eHigh) + " and " + los::levelText(eLow) +
                                                 ": nothing between blocks (S1-S6)",
                                             "CWB 19.2c"));
    }

    // S5: the higher unit sees over the crest when the forward drop-off (X) is no farther than the
    // drop-off behind it (Y), or when the ground behind it keeps rising (option crest-test).
    bool crestTest(const std::vector<Point>& pts, HexCoord high, HexCoord low, double eHigh) {
        double x = pts.back().pos;
        for (const Point& p : pts)
            if (p.level < eHigh) {
                x = p.pos;
                break;
            }
        double y = std::numeric_limits<double>::infinity();
        bool risesFirst = false;
        // Walk the extension past the higher end in chunks as long as the line, until the ground
        // decides or the map ends.
        const HexCoord stride = high - low;
        bool decided = false;
        for (int chunk = 0; !decided; ++chunk) {
            const HexLine behind = hexLine(high + stride * chunk, high + stride * (chunk + 1));
            const int base = chunk * hexDistance(high, low);
            bool onMapSomewhere = false;
            for (std::size_t k = 1; k < behind.steps.size() && !decided; ++k) {
                double level = std::numeric_limits<double>::infinity();
                for (HexCoord h : los::stepHexes(behind.steps[k]))
                    if (m_terrain.contains(h)) level = std::min(level, double(m_terrain.level(h)));
                if (std::isinf(level)) {
                    decided = true;  // off the map: no lower point, Y stays infinite
                    break;
                }
                onMapSomewhere = true;
                if (level > eHigh) risesFirst = decided = true;
                else if (level < eHigh) {
                    y = double(base + static_cast<int>(k));
                    decided = true;
                }
            }
            if (!onMapSomewhere) break;
        }
        // Whole-hex distances for both X and Y: hexside points sit half a hex before either drop.
        x = std::ceil(x);
        const bool strict = m_ctx.option("crest-test") == "forward-drop-lt-rear-drop";
        const bool sees = risesFirst || (strict ? x < y : x <= y);
        if (sees) return true;
        finish(LosVerdict::Blocked,
               makeReason("S5: the higher end sits behind the crest: the ground drops " + los::levelText(x) +
                              " hex(es) ahead but " + los::levelText(y) + " behind",
                          "CWB 19.2c (crest-test " + m_ctx.option("crest-test") + ")", false, {high}));
        return false;
    }

    void blocked(std::string message, const Point& p) {
        finish(LosVerdict::Blocked, makeReason(std::move(message), "CWB 19.2c", false, p.hexes));
    }

    LosTerrain m_terrain;
    LosPolicy m_policy;
    const BoardState& m_ctx;
    const LosQuery& m_q;
    LosResult m_result;
    std::vector<Point> m_points;  // from the observer, ends included
};

}  // namespace

LosResult CwbLineOfSight::trace(const BoardState& ctx, const LosQuery& query) const {
    return CwbTrace(ctx, query).run();
}

}  // namespace engine
