// HS 12.1a as the digest's §6.2 lays it out: each intervening hex is judged by its Level against
// the ends (cases i, ii, iv), spines (case v) by both of their hexes, then the target's terrain
// (case iii) and the artillery rules (9.4b, 9.4d). What terrain does is read from the template's
// <terrain-effect> records.
#include "engine/mechanics/los/hs_line_of_sight.hpp"

#include "engine/mechanics/los/los_terrain.hpp"

#include <algorithm>
#include <set>

namespace engine {
namespace {

using los::LosPolicy;
using los::LosTerrain;
using los::makeReason;

enum class Effect : std::uint8_t { None, Obscures, Blocks };

struct Judgement {
    Effect effect = Effect::None;
    int type = 0;  // obscuring type (12.3a): 1 over terrain or units, 3 through an orchard
    std::string why;
    bool assumed = false;
};

class HsTrace {
public:
    HsTrace(const BoardState& ctx, const LosQuery& q)
        : m_terrain(ctx),
          m_policy(ctx.ruleset),
          m_ctx(ctx),
          m_q(q) {
        const int lf = m_terrain.level(q.from), lt = m_terrain.level(q.to);
        m_high = std::max(lf, lt);
        m_low = std::min(lf, lt);
    }

    LosResult run() {
        m_result.line = los::lineOnMap(m_terrain, m_q.from, m_q.to);
        const int distance = hexDistance(m_q.from, m_q.to);
        const bool artillery = m_q.unitClass == "artillery";
        if (artillery && !m_policy.flag("artillery-fire-from-sloping", false) && m_terrain.contains(m_q.from) &&
            m_ctx.map.hasFeature(m_q.from, m_policy.text("sloping-feature", "sloping"))) {
            m_result.fireAllowed = false;
            note("Artillery in a Sloping hex may not fire",
                 m_policy.cite("artillery-fire-from-sloping", "HS 3.2c, HS 9.4b"));
        }
        if (artillery && blindZone()) return finish();
        if (distance >= static_cast<int>(m_policy.number("needed-from-range", 2))) {
            const auto& steps = m_result.line.steps;
            for (std::size_t k = 1; k + 1 < steps.size(); ++k)
                if (!judgeStep(steps[k])) return finish();
        } else {
            note("Adjacent target: no LOS test", m_policy.cite("needed-from-range", "HS 12.1a"));
        }
        targetTerrain(distance);
        return finish();
    }

private:
    void note(std::string why, std::string cite, bool assumed = false, std::vector<HexCoord> hexes = {}) {
        m_result.reasons.push_back(makeReason(std::move(why), std::move(cite), assumed, std::move(hexes)));
    }

    LosResult finish() {
        if (m_result.verdict != LosVerdict::Blocked) {
            m_result.verdict = m_types.empty() ? LosVerdict::Clear : LosVerdict::Partial;
            const int shift =
                static_cast<int>(m_policy.number("obscured-shift-per-type", 2)) * static_cast<int>(m_types.size());
            m_result.columnShiftLeft = std::min(shift, static_cast<int>(m_policy.number("obscured-max-shift", 6)));
            if (m_types.empty()) note("Nothing between the ends blocks or obscures", "HS 12.1a");
        }
        return std::move(m_result);
    }

    const Record* effectOf(std::string_view terrain) const {
        const PolicySection* s = m_policy.section();
        if (!s) return nullptr;
        for (const Record& r : s->records)
            if (r.kind == "terrain-effect" && r.get("terrain") == terrain) return &r;
        return nullptr;
    }

    // One hex as though the line passed through it.
    Judgement judge(HexCoord h) {
        const int level = m_terrain.level(h);
        const std::string at = m_terrain.label(h) + " (level " + std::to_string(level) + ")";
        if (level > m_high) return {Effect::Blocks, 0, "case iv: " + at + " is higher than both ends", false};
        const bool literal = m_ctx.option("los-case-ii-lower-endpoint") == "blocks";
        const bool caseII = level == m_high || (level == m_low && literal);
        const std::string caseName =
            caseII ? (level == m_high ? "case ii" : "case ii (los-case-ii-lower-endpoint blocks)") : "case i";
        const bool between = !caseII && level > m_low;
        const std::string terrain(m_terrain.terrain(h));
        Judgement best;
        auto consider = [&](const Record* r, const std::string& what) {
            if (!r) return;
            const std::string effect = r->get(caseII ? "level" : "lower");
            Judgement j;
            if (effect == "blocks")
                j = {Effect::Blocks, 0, caseName + ": " + what + " in " + at + " blocks", r->assumed};
            else if (effect == "first-obscures-second-blocks")
                j = m_orchards++ == 0
                        ? Judgement{Effect::Obscures, 3, caseName + ": the first " + what + " in " + at + " obscures",
                                    r->assumed}
                        : Judgement{Effect::Blocks, 0, caseName + ": a second " + what + " in " + at + " blocks",
                                    r->assumed};
            else if (effect == "obscures")
                j = {Effect::Obscures, 1, caseName + ": " + what + " in " + at + " obscures", r->assumed};
            else if (!caseII && m_ctx.option("case-i-obscurers") == "all-blocking-terrain" && r->get("level") != "none")
                j = {Effect::Obscures, 1,
                     "case i (case-i-obscurers all-blocking-terrain): " + what + " in " + at + " obscures", r->assumed};
            if (between && j.effect != Effect::None) {
                j.why += "; between the ends' levels, taken as lower ground";
                j.assumed = j.assumed || m_policy.assumed("between-ends");
            }
            if (j.effect > best.effect) best = j;
        };
        consider(effectOf(terrain), terrain);
        if (m_terrain.hasUnits(h)) {
            consider(effectOf("units"), "units");
            if (!caseII && m_q.unitClass == "infantry" && !m_policy.flag("infantry-fire-over-friendly", false) &&
                m_terrain.hasFriendly(h, m_q.side)) {
                m_result.fireAllowed = false;
                note("Infantry may never fire over friendly units (" + m_terrain.label(h) + ")",
                     m_policy.cite("infantry-fire-over-friendly", "HS 12.1a"), false, {h});
            }
        }
        return best;
    }

    // Returns false when the LOS is blocked here (it enters this hex and goes no farther).
    bool judgeStep(const LineStep& step) {
        if (step.kind == LineStep::Kind::Hex) {
            const Judgement j = judge(step.hex);
            return apply(j, {step.hex}, "HS 12.1a");
        }
        const Judgement a = judge(step.hex), b = judge(step.other);
        const std::string where = "spine " + los::stepLabel(m_terrain, step) + ": ";
        const std::string cite = m_policy.cite("spine", "HS 12.1a") + " (case v)";
        if (a.effect != Effect::None && b.effect != Effect::None)
            return apply(
                {Effect::Blocks, 0, where + "both sides (" + a.why + "; " + b.why + ")", a.assumed || b.assumed},
                {step.hex, step.other}, cite);
        const Judgement& one = a.effect != Effect::None ? a : b;
        if (one.effect == Effect::None) return true;
        return apply({Effect::Obscures, 1, where + "one side only (" + one.why + ")", one.assumed},
                     {step.hex, step.other}, cite);
    }

    bool apply(const Judgement& j, std::vector<HexCoord> hexes, const std::string& cite) {
        if (j.effect == Effect::None) return true;
        if (j.effect == Effect::Blocks) {
            m_result.verdict = LosVerdict::Blocked;
            note("Blocked: " + j.why, cite, j.assumed, std::move(hexes));
            return false;
        }
        m_types.insert(j.type);
        note("Obscured (type " + std::to_string(j.type) + "): " + j.why, cite, j.assumed, std::move(hexes));
        return true;
    }

    // Case iii: a target in Woods, Rocky Woods or Orchard is obscured (type 2); option
    // target-obscuring-adjacent decides whether that holds at range 1.
    void targetTerrain(int distance) {
        if (!m_terrain.contains(m_q.to)) return;
        if (distance <= 1 && m_ctx.option("target-obscuring-adjacent") == "not-at-range-1") return;
        const std::string terrain(m_terrain.terrain(m_q.to));
        const Record* r = effectOf(terrain);
        if (!r || r->get("target") != "obscures") return;
        m_types.insert(2);
        note("Obscured (type 2): the target stands in " + terrain,
             m_policy.cite("case-iii", "HS 12.1a") + " (case iii)", r->assumed, {m_q.to});
    }

    // 9.4d: artillery cannot see into the lower hex beyond a Steep Slope it looks down across.
    bool blindZone() {
        const auto ids = m_policy.words("steep-slope-hexsides");
        const auto& steps = m_result.line.steps;
        for (std::size_t k = 0; k + 1 < steps.size(); ++k)
            for (HexCoord a : los::stepHexes(steps[k]))
                for (HexCoord b : los::stepHexes(steps[k + 1])) {
                    if (b != m_q.to || hexDistance(a, b) != 1 || m_terrain.level(a) <= m_terrain.level(b)) continue;
                    if (!m_terrain.hasHexsideKind(a, b, ids)) continue;
                    m_result.verdict = LosVerdict::Blocked;
                    note("The target " + m_terrain.label(b) +
                             " lies in the artillery blind zone below the Steep Slope " + m_terrain.label(a) + "/" +
                             m_terrain.label(b),
                         m_policy.cite("artillery-blind-zone", "HS 9.4d"), false, {a, b});
                    return true;
                }
        return false;
    }

    LosTerrain m_terrain;
    LosPolicy m_policy;
    const BoardState& m_ctx;
    const LosQuery& m_q;
    LosResult m_result;
    int m_high = 0;
    int m_low = 0;
    int m_orchards = 0;     // orchards met at case-ii level so far
    std::set<int> m_types;  // distinct obscuring types
};

}  // namespace

LosResult HsLineOfSight::trace(const BoardState& ctx, const LosQuery& query) const { return HsTrace(ctx, query).run(); }

}  // namespace engine
