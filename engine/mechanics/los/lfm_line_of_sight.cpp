// LFM R27: every "shortest, straightest" path from the viewer to the target (option los-path-set:
// minimum-length paths whose hex centres stay within the template's tolerance of the centre line,
// plus the line's own hexes; or the line's hexes alone, both sides at spines), each hex compared by
// integer level (R27.1-R27.3). All paths obstructed: blocked; none: clear; some: partial.
#include "engine/mechanics/los/lfm_line_of_sight.hpp"

#include "engine/mechanics/los/los_terrain.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

namespace engine {
namespace {

using los::LosPolicy;
using los::LosTerrain;
using los::makeReason;

struct PathHex {
    int distance = 0;  // from the viewer
    bool obstructs = false;
    std::string why;  // the rule that obstructs, with the heights
    std::string cite;
    std::uint64_t fromStart = 0;       // paths from the viewer reaching this hex
    std::uint64_t clearFromStart = 0;  // ... through unobstructed hexes only
    std::uint64_t toEnd = 0;           // paths from this hex to the target
};

double distanceToSegment(Point p, Point a, Point b) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double len2 = dx * dx + dy * dy;
    const double t = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0) : 0.0;
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

class LfmTrace {
public:
    LfmTrace(const BoardState& ctx, const LosQuery& q)
        : m_terrain(ctx),
          m_policy(ctx.ruleset),
          m_ctx(ctx),
          m_q(q) {}

    LosResult run() {
        m_result.line = los::lineOnMap(m_terrain, m_q.from, m_q.to);
        const int distance = hexDistance(m_q.from, m_q.to);
        if (distance <= 1) {
            m_result.reasons.push_back(makeReason(
                "LOS is defined only for hexes more than one hex away: adjacent counts as clear", "LFM R27"));
            return std::move(m_result);
        }
        collectPathHexes(distance);
        countPaths(distance);
        combine();
        targetTerrain();
        return std::move(m_result);
    }

private:
    // Effective height of a hex in between (R27.4-R27.6) and whether it obstructs (R27.1-R27.3).
    void judge(HexCoord h, PathHex& out) const {
        const int ls = m_terrain.level(m_q.from), lt = m_terrain.level(m_q.to);
        const los::Obstacle o = m_terrain.obstacle(h);
        const bool anyUnit = m_ctx.option("los-units-raise") == "any-unit";
        const bool units = !m_q.zoi && (anyUnit ? m_terrain.hasUnits(h) : m_terrain.hasFriendly(h, m_q.side));
        const int unitHeight = units ? static_cast<int>(m_policy.number("friendly-unit-height", 1)) : 0;
        const int le = m_terrain.level(h) + static_cast<int>(o.height) + unitHeight;
        const char* rule = le > ls && le > lt    ? "LFM R27.1"
                           : le == ls && lt < ls ? "LFM R27.2"
                           : le == lt && ls < lt ? "LFM R27.3"
                                                 : nullptr;
        if (!rule) return;
        // Only obstructing hexes are described, so the common case builds no strings.
        std::string what = m_terrain.label(h) + " level " + std::to_string(m_terrain.level(h));
        std::string cite = rule;
        if (o.height > 0) {
            what += " +" + los::levelText(o.height) + " " + o.id;
            cite += ", " + o.cite;
        }
        if (units) {
            what += anyUnit ? " +1 units (los-units-raise any-unit)" : " +1 friendly units";
            cite += ", " + m_policy.cite("friendly-unit-height", "LFM R27.5");
        }
        const std::string_view r(rule);
        what += r.ends_with("1")   ? " is higher than both ends"
                : r.ends_with("2") ? " is as high as the viewer and the target is lower"
                                   : " is as high as the target and the viewer is lower";
        out.obstructs = true;
        out.why = std::move(what);
        out.cite = std::move(cite);
    }

    void collectPathHexes(int distance) {
        std::vector<HexCoord> line;
        for (const LineStep& s : m_result.line.steps)
            for (HexCoord h : los::stepHexes(s)) line.push_back(h);
        std::vector<HexCoord> candidates = line;
        const bool nearLine = m_ctx.option("los-path-set") != "strict-line";
        const double tolerance = m_policy.number("path-tolerance-hexes", 0.5);
        if (nearLine) {
            HexLayout unit{m_ctx.map.grid().shape().orientation, 1.0, {}};
            const Point a = unit.toPoint(m_q.from), b = unit.toPoint(m_q.to);
            for (HexCoord h : line)
                for (HexCoord n : neighbors(h))
                    if (m_terrain.contains(n) && distanceToSegment(unit.toPoint(n), a, b) <= tolerance + 1e-9)
                        candidates.push_back(n);
        }
        for (HexCoord h : candidates) {
            const int d = hexDistance(m_q.from, h);
            if (d + hexDistance(h, m_q.to) != distance || m_hexes.count(h)) continue;
            PathHex p;
            p.distance = d;
            if (h != m_q.from && h != m_q.to) judge(h, p);
            m_hexes.emplace(h, std::move(p));
        }
    }

    // Paths are counted, not listed: forward from the viewer, backward from the target.
    void countPaths(int distance) {
        std::vector<std::vector<HexCoord>> byDistance(static_cast<std::size_t>(distance) + 1);
        for (const auto& [h, p] : m_hexes) byDistance[static_cast<std::size_t>(p.distance)].push_back(h);
        m_hexes[m_q.from].fromStart = m_hexes[m_q.from].clearFromStart = 1;
        for (int d = 1; d <= distance; ++d)
            for (HexCoord h : byDistance[static_cast<std::size_t>(d)]) {
                PathHex& p = m_hexes[h];
                for (HexCoord n : neighbors(h)) {
                    auto it = m_hexes.find(n);
                    if (it == m_hexes.end() || it->second.distance != d - 1) continue;
                    p.fromStart += it->second.fromStart;
                    p.clearFromStart += it->second.clearFromStart;
                }
                if (p.obstructs) p.clearFromStart = 0;
            }
        m_hexes[m_q.to].toEnd = 1;
        for (int d = distance - 1; d >= 0; --d)
            for (HexCoord h : byDistance[static_cast<std::size_t>(d)]) {
                PathHex& p = m_hexes[h];
                for (HexCoord n : neighbors(h)) {
                    auto it = m_hexes.find(n);
                    if (it != m_hexes.end() && it->second.distance == d + 1) p.toEnd += it->second.toEnd;
                }
            }
    }

    void combine() {
        const std::uint64_t all = m_hexes[m_q.to].fromStart, clear = m_hexes[m_q.to].clearFromStart;
        const std::string paths = std::to_string(all) + " shortest path(s), " + std::to_string(clear) + " unobstructed";
        const std::string set = m_ctx.option("los-path-set") == "strict-line" ? "LFM R27 (los-path-set strict-line)"
                                                                              : "LFM R27 (los-path-set near-line)";
        const bool tolAssumed =
            m_ctx.option("los-path-set") != "strict-line" && m_policy.assumed("path-tolerance-hexes");
        std::map<HexCoord, const PathHex*> obstructing;  // on some path, in a stable order
        for (const auto& [h, p] : m_hexes)
            if (p.obstructs && p.fromStart > 0 && p.toEnd > 0) obstructing.emplace(h, &p);
        for (const auto& [h, p] : obstructing)
            m_result.reasons.push_back(makeReason("Obstructs: " + p->why, p->cite, false, {h}));
        m_result.verdict = clear == all ? LosVerdict::Clear : clear == 0 ? LosVerdict::Blocked : LosVerdict::Partial;
        const std::string verdict = m_result.verdict == LosVerdict::Clear     ? "clear"
                                    : m_result.verdict == LosVerdict::Blocked ? "blocked"
                                                                              : "partially obstructed";
        m_result.reasons.push_back(
            makeReason(paths + ": " + verdict, set + ", " + m_policy.cite("combine", "LFM R27"), tolAssumed));
    }

    // R27.7: a target in woods or town is at least partially obstructed.
    void targetTerrain() {
        if (m_result.verdict != LosVerdict::Clear || !m_terrain.contains(m_q.to)) return;
        const auto ids = m_policy.words("target-terrain-partial");
        const std::string terrain(m_terrain.terrain(m_q.to));
        if (std::find(ids.begin(), ids.end(), terrain) == ids.end()) return;
        m_result.verdict = LosVerdict::Partial;
        m_result.reasons.push_back(makeReason("The target stands in " + terrain + ": at least partially obstructed",
                                              m_policy.cite("target-terrain-partial", "LFM R27.7"), false, {m_q.to}));
    }

    LosTerrain m_terrain;
    LosPolicy m_policy;
    const BoardState& m_ctx;
    const LosQuery& m_q;
    LosResult m_result;
    std::unordered_map<HexCoord, PathHex, HexCoordHash> m_hexes;
};

}  // namespace

LosResult LfmLineOfSight::trace(const BoardState& ctx, const LosQuery& query) const {
    return LfmTrace(ctx, query).run();
}

}  // namespace engine
