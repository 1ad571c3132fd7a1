// SSS 30 as the digest's §6.3 lays it out. The spine rule (30.25) is applied by letting a spine step
// take the clearer of its two hexes: the pair blocks only when both sides do.
#include "engine/mechanics/los/sss_line_of_sight.hpp"

#include "engine/mechanics/los/los_terrain.hpp"

#include <algorithm>
#include <optional>

namespace engine {
namespace {

using los::LosPolicy;
using los::LosTerrain;
using los::makeReason;

// One hex as an obstacle: its ground level and how high its woods, town or units stand.
struct HexHeight {
    HexCoord hex;
    int level = 0;
    double raised = 0;  // above the ground
    std::string what;   // "woods", "enemy unit"...
    std::string cite;
    bool assumed = false;
    [[nodiscard]] double top() const { return level + raised; }
};

// A candidate slope hexside at distance d from the lower end's centre (SSS 30.34).
struct SlopeCandidate {
    double d = 0;
    std::string what;
    std::string cite;
    bool assumed = false;
    std::vector<HexCoord> hexes;
};

class SssTrace {
public:
    SssTrace(const BoardState& ctx, const LosQuery& q)
        : m_terrain(ctx),
          m_policy(ctx.ruleset),
          m_ctx(ctx),
          m_q(q) {}

    LosResult run() {
        m_result.line = los::lineOnMap(m_terrain, m_q.from, m_q.to);
        const int distance = hexDistance(m_q.from, m_q.to);
        if (distance <= 1 && m_policy.flag("adjacent-always-clear", true)) {
            clear("Adjacent hexes always have LOS, whatever the terrain",
                  m_policy.cite("adjacent-always-clear", "SSS 30.23"));
            return std::move(m_result);
        }
        collectHeights();
        const int lf = m_terrain.level(m_q.from), lt = m_terrain.level(m_q.to);
        if (lf == lt) sameLevel(lf);
        else differentLevels();
        return std::move(m_result);
    }

private:
    void clear(std::string why, std::string cite) {
        m_result.verdict = LosVerdict::Clear;
        m_result.reasons.push_back(makeReason(std::move(why), std::move(cite)));
    }
    void block(Reason r) {
        m_result.verdict = LosVerdict::Blocked;
        m_result.reasons.push_back(std::move(r));
    }

    // Units in a hex as an obstacle (SSS 30.33; option los-unit-heights, Appendix B.8).
    HexHeight unitHeight(HexCoord h, bool ignoreFriendly) const {
        HexHeight out;
        out.hex = h;
        out.level = m_terrain.level(h);
        if (!m_terrain.hasUnits(h)) return out;
        const bool uniform = m_ctx.option("los-unit-heights") == "uniform";
        const double friendly = m_policy.number("friendly-unit-height", 2),
                     enemy = m_policy.number("enemy-unit-height", 1);
        const bool hasEnemy = m_q.side.empty() || m_terrain.hasEnemy(h, m_q.side);
        const bool hasFriendly = !ignoreFriendly && m_terrain.hasFriendly(h, m_q.side);
        if (!hasEnemy && !hasFriendly) return out;
        out.cite = m_policy.cite("friendly-unit-height", "SSS 30.33");
        if (uniform || hasFriendly || m_q.side.empty()) {
            out.raised = friendly;
            out.what = uniform            ? "a unit (uniform heights)"
                       : m_q.side.empty() ? "a unit (side not given: friendly height)"
                                          : "a friendly unit";
        } else {
            out.raised = enemy;
            out.what = "an enemy unit";
        }
        return out;
    }

    // One hex as an obstacle: the taller of its terrain and its units.
    HexHeight heightOf(HexCoord h) const {
        const bool ignoreFriendly = std::find(m_exempt.begin(), m_exempt.end(), h) != m_exempt.end();
        HexHeight hh = unitHeight(h, ignoreFriendly);
        const los::Obstacle o = m_terrain.obstacle(h);
        if (o.height > hh.raised) hh = HexHeight{h, hh.level, o.height, o.id, o.cite, o.assumed};
        return hh;
    }

    // Heights of every hex on the line; a spine step keeps its clearer side (SSS 30.25).
    void collectHeights() {
        m_exempt = supportFireExemptions();
        for (const LineStep& step : m_result.line.steps) {
            HexHeight best = heightOf(step.hex);
            if (step.kind == LineStep::Kind::Spine)
                if (HexHeight other = heightOf(step.other); other.top() < best.top()) best = other;
            m_heights.push_back(best);
        }
    }

    // Support fire (SSS 27.111, 30.24): friendly units next to either end are ignored, and so is
    // the first `support-fire-friendly-hexes-allowed` other friendly-occupied hex.
    std::vector<HexCoord> supportFireExemptions() const {
        std::vector<HexCoord> out;
        if (!m_q.supportFire) return out;
        int allowance = static_cast<int>(m_policy.number("support-fire-friendly-hexes-allowed", 0));
        const bool nearEnds = m_policy.flag("support-fire-ignores-friendly-adjacent-to-ends", false);
        for (const LineStep& step : m_result.line.steps)
            for (HexCoord h : los::stepHexes(step)) {
                if (h == m_q.from || h == m_q.to || !m_terrain.hasFriendly(h, m_q.side)) continue;
                if (nearEnds && (hexDistance(h, m_q.from) == 1 || hexDistance(h, m_q.to) == 1)) out.push_back(h);
                else if (allowance > 0) {
                    --allowance;
                    out.push_back(h);
                }
            }
        return out;
    }

    void sameLevel(int level) {
        // Along a spine the line is blocked only with blocking terrain on both sides of it, the two
        // blocking hexes not necessarily next to each other (SSS 30.25): collect each side.
        const HexLayout unit{m_ctx.map.grid().shape().orientation, 1.0, {}};
        const Point a = unit.toPoint(m_q.from), b = unit.toPoint(m_q.to);
        std::optional<HexHeight> spineSide[2];
        const auto& steps = m_result.line.steps;
        for (std::size_t k = 1; k + 1 < steps.size(); ++k) {
            if (steps[k].kind == LineStep::Kind::Spine) {
                for (HexCoord h : los::stepHexes(steps[k])) {
                    const HexHeight hh = heightOf(h);
                    const Point p = unit.toPoint(h);
                    const int side = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) > 0 ? 0 : 1;
                    if (hh.top() > level && !spineSide[side]) spineSide[side] = hh;
                }
                continue;
            }
            const HexHeight& h = m_heights[k];
            if (h.top() <= level) continue;
            block(makeReason(describeBlocker(h) + " stands above the ends' level " + std::to_string(level),
                             m_policy.cite("same-level-blockers", "SSS 30.24"), h.assumed, {h.hex}));
            return;
        }
        if (spineSide[0] && spineSide[1]) {
            block(makeReason("The line runs along a spine with blocking terrain on both sides: " +
                                 describeBlocker(*spineSide[0]) + " and " + describeBlocker(*spineSide[1]),
                             m_policy.cite("spine-blocks-when", "SSS 30.25"),
                             spineSide[0]->assumed || spineSide[1]->assumed, {spineSide[0]->hex, spineSide[1]->hex}));
            return;
        }
        clear("Same level: no higher ground, woods, town or unit between the ends" +
                  std::string(spineSide[0] || spineSide[1] ? " (blocking terrain on one side of the spine only)" : ""),
              m_policy.cite("same-level-blockers", "SSS 30.24") + (m_result.line.hasSpine() ? ", SSS 30.25" : ""));
    }

    std::string describeBlocker(const HexHeight& h) const {
        return (h.raised > 0 ? h.what + " in " : "higher ground in ") + m_terrain.label(h.hex);
    }

    void differentLevels() {
        const bool fromIsLower = m_terrain.level(m_q.from) < m_terrain.level(m_q.to);
        std::vector<HexHeight> prof = m_heights;  // ordered from the lower end
        std::vector<LineStep> steps = m_result.line.steps;
        if (!fromIsLower) {
            std::reverse(prof.begin(), prof.end());
            std::reverse(steps.begin(), steps.end());
        }
        const int n = static_cast<int>(prof.size()), distance = n - 1;
        const int lo = prof.front().level, hi = prof.back().level, delta = hi - lo;

        // Above both ends (digest §6.3 5.6, assumed): blocked whatever the geometry.
        for (int k = 1; k + 1 < n; ++k)
            if (prof[static_cast<std::size_t>(k)].top() > hi && m_policy.flag("higher-than-both-ends-blocks", true)) {
                const HexHeight& h = prof[static_cast<std::size_t>(k)];
                block(makeReason((h.raised > 0 && h.level <= hi ? h.what : "ground") + " in " + m_terrain.label(h.hex) +
                                     " rises to " + los::levelText(h.top()) + ", above both ends",
                                 m_policy.cite("higher-than-both-ends-blocks", "SSS 30.3"),
                                 m_policy.assumed("higher-than-both-ends-blocks"), {h.hex}));
                return;
            }

        std::vector<SlopeCandidate> candidates = slopeHexsides(steps);
        addVirtualSlope(prof, candidates);
        for (int k = 1; k + 1 < n; ++k) {  // obstacles: their edge nearest the lower unit (SSS 30.33)
            const HexHeight& h = prof[static_cast<std::size_t>(k)];
            if (h.raised > 0 && h.top() > lo)
                candidates.push_back({k - 0.5,
                                      h.what + " in " + m_terrain.label(h.hex) + " (its hexside nearest the lower end)",
                                      m_policy.cite("obstacle-hexside", "SSS 30.33"),
                                      h.assumed,
                                      {h.hex}});
        }

        const double half = m_policy.number("one-level-blocks-at-or-before", 0.5) * distance;
        const double shift = m_policy.number("extra-level-shift-hexes", 1) * (delta - 1);
        for (const SlopeCandidate& c : candidates) {
            const double dEff = c.d + shift;
            if (dEff > half) continue;
            const std::string rule = delta == 1 ? m_policy.cite("one-level-blocks-at-or-before", "SSS 30.34")
                                                : m_policy.cite("extra-level-shift-hexes", "SSS 30.35");
            block(makeReason("Slope: " + c.what + " at " + los::levelText(c.d) + " hexes from the lower end" +
                                 (delta > 1 ? " (" + los::levelText(dEff) + " after " + std::to_string(delta - 1) +
                                                  " extra level(s))"
                                            : "") +
                                 ", at or before halfway (" + los::levelText(half) + ")",
                             c.cite + ", " + rule, c.assumed, c.hexes));
            return;
        }
        std::string checked = "Levels " + std::to_string(lo) + " to " + std::to_string(hi) + ": ";
        checked += candidates.empty() ? "one continuous slope, plain contours do not block"
                                      : "every slope lies beyond halfway from the lower end";
        clear(checked,
              candidates.empty() ? m_policy.cite("plain-contours-block", "SSS 30.32") : "SSS 30.34, SSS 30.35");
    }

    // Marked slope hexsides crossed between consecutive steps (SSS 30.31); at a spine every way
    // past it must cross one.
    std::vector<SlopeCandidate> slopeHexsides(const std::vector<LineStep>& steps) const {
        std::vector<std::string> ids = m_policy.words("slope-hexsides");
        const bool cliff = m_policy.flag("cliff-counts-as-slope", false);
        if (cliff) ids.push_back("cliff");
        std::vector<SlopeCandidate> out;
        for (std::size_t k = 0; k + 1 < steps.size(); ++k) {
            bool all = true, any = false, onlyCliff = true;
            std::vector<HexCoord> where;
            for (HexCoord a : los::stepHexes(steps[k]))
                for (HexCoord b : los::stepHexes(steps[k + 1])) {
                    if (hexDistance(a, b) != 1) continue;
                    const bool slope = m_terrain.hasHexsideKind(a, b, ids);
                    all = all && slope;
                    any = any || slope;
                    if (slope && m_terrain.hasHexsideKind(a, b, m_policy.words("slope-hexsides"))) onlyCliff = false;
                    where = {a, b};
                }
            if (any && all)
                out.push_back({k + 0.5, "slope hexside " + m_terrain.label(where[0]) + "/" + m_terrain.label(where[1]),
                               onlyCliff ? m_policy.cite("cliff-counts-as-slope", "SSS 27.81")
                                         : m_policy.cite("slope-hexsides", "SSS 30.31"),
                               onlyCliff && m_policy.assumed("cliff-counts-as-slope"), where});
        }
        return out;
    }

    // Lower ground between the ends makes the top edge of the high ground nearest the lower unit a
    // virtual slope (SSS 30.32; option los-dip-rule).
    void addVirtualSlope(const std::vector<HexHeight>& prof, std::vector<SlopeCandidate>& out) const {
        const int n = static_cast<int>(prof.size());
        const int lo = prof.front().level;
        const bool firstDrop = m_ctx.option("los-dip-rule") != "below-lower-end";
        for (int k = 1; k + 1 < n; ++k) {
            const HexHeight& here = prof[static_cast<std::size_t>(k)];
            if (firstDrop && k + 2 < n && prof[static_cast<std::size_t>(k + 1)].level < here.level) {
                out.push_back(
                    {k + 0.5,
                     "virtual slope where the ground drops from " + m_terrain.label(here.hex) + " into lower ground",
                     "SSS 30.32 (los-dip-rule first-drop)",
                     false,
                     {here.hex, prof[static_cast<std::size_t>(k + 1)].hex}});
                return;
            }
            if (!firstDrop && here.level < lo) {
                out.push_back({k - 0.5,
                               "virtual slope at the edge of the lower ground in " + m_terrain.label(here.hex),
                               "SSS 30.32 (los-dip-rule below-lower-end)",
                               false,
                               {here.hex}});
                return;
            }
        }
    }

    LosTerrain m_terrain;
    LosPolicy m_policy;
    const BoardState& m_ctx;
    const LosQuery& m_q;
    LosResult m_result;
    std::vector<HexHeight> m_heights;  // per step, from the observer
    std::vector<HexCoord> m_exempt;    // hexes whose friendly units support fire looks past
};

}  // namespace

LosResult SssLineOfSight::trace(const BoardState& ctx, const LosQuery& query) const {
    return SssTrace(ctx, query).run();
}

}  // namespace engine
