#include "importers/elevation/terrain_derivation.hpp"

#include "engine/model/length.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <cstdio>

namespace importers {
namespace {

const engine::PolicySection* derivation(const engine::Ruleset& rs) { return rs.section("derivation"); }

// A derivation parameter as a length (metres) or plain number; nullopt when absent or not numeric.
std::optional<double> lengthParam(const engine::Param* p) {
    if (!p) return std::nullopt;
    double metres = 0;
    if (engine::parseLength(p->value, metres)) return metres;
    return p->number();
}

std::string fixed(double v, int decimals) {
    std::array<char, 64> text{};
    const int n = std::snprintf(text.data(), text.size(), "%.*f", decimals, v);
    return n > 0 && n < static_cast<int>(text.size()) ? std::string(text.data(), static_cast<std::size_t>(n))
                                                      : std::to_string(v);
}

struct Threshold {
    const engine::Param* param = nullptr;
    double value = 0;
};

Threshold threshold(const engine::PolicySection* d, const std::string& name) {
    if (!d) return {};
    const engine::Param* p = d->param(name);
    const auto v = p ? p->number() : std::nullopt;
    return v ? Threshold{p, *v} : Threshold{};
}

void cite(engine::Reason& r, const engine::Provenanced& p) {
    if (!p.cite.empty() && r.cite.find(p.cite) == std::string::npos) r.cite += (r.cite.empty() ? "" : ", ") + p.cite;
    r.assumed = r.assumed || p.assumed;
}

}  // namespace

LevelScheme levelSchemeFor(const engine::Ruleset& rs, std::optional<double> interval) {
    LevelScheme s;
    const auto* d = derivation(rs);
    if (interval) {
        s.heightMetres = *interval;
        s.reason.message = "level height " + engine::printLength(*interval) + " given for this import";
        return s;
    }
    if (rs.scale.levelHeightMetres) {
        s.heightMetres = *rs.scale.levelHeightMetres;
        s.reason.message = "level height " + engine::printLength(s.heightMetres) + " from the " + rs.id + " scale";
        cite(s.reason, rs.scale);
        return s;
    }
    for (const char* name : {"level-height", "suggested-level-height"}) {
        const engine::Param* p = d ? d->param(name) : nullptr;
        if (const auto v = lengthParam(p); v && *v > 0) {
            s.heightMetres = *v;
            s.reason.message =
                "level height " + engine::printLength(*v) + " from the " + rs.id + " derivation " + name +
                (std::string(name) == "suggested-level-height" ? " (the rulebook sets levels per map)" : "");
            cite(s.reason, *p);
            return s;
        }
    }
    return s;
}

int levelOf(double elevation, const LevelScheme& scheme) {
    const double level = std::floor((elevation - scheme.baseMetres) / scheme.heightMetres + 1e-9);
    // A cast of a value beyond int is undefined: clamp first (NaN stays out of the casts' way too).
    if (!(level > static_cast<double>(INT_MIN))) return INT_MIN;
    if (!(level < static_cast<double>(INT_MAX))) return INT_MAX;
    return static_cast<int>(level);
}

double levelBase(double lowest, double height, bool seaLevelDatum) {
    return seaLevelDatum ? std::floor(lowest / height + 1e-9) * height : lowest;
}

std::vector<std::size_t> raiseRidges(const engine::HexGrid& grid, const std::vector<float>& elevation,
                                     std::vector<int>& levels, bool brows) {
    // Higher means higher by more than the sums' rounding: hexes of one flat column must not be
    // ridges of each other by a micrometre.
    constexpr float kMargin = 0.05f;
    const auto known = [&](engine::HexCoord h) {
        return grid.contains(h) && levels[grid.index(h)] != engine::kNoLevel && !std::isnan(elevation[grid.index(h)]);
    };
    const auto above = [&](std::size_t i, std::size_t j) { return elevation[i] > elevation[j] + kMargin; };
    std::vector<int> next = levels;
    std::vector<std::size_t> out;
    // Ridges (and brows), judged on the bands: above both neighbours of an axis, a level above the
    // higher one.
    for (std::size_t i = 0; i < grid.size(); ++i) {
        if (!known(grid.at(i))) continue;
        const engine::HexCoord h = grid.at(i);
        int ridge = INT32_MIN, brow = INT32_MIN;  // the highest neighbour level on a ridge / brow axis
        for (int dir = 0; dir < 3; ++dir) {
            const engine::HexCoord a = engine::neighbor(h, dir), b = engine::neighbor(h, dir + 3);
            if (!known(a) || !known(b)) continue;
            const std::size_t ia = grid.index(a), ib = grid.index(b);
            if (above(i, ia) && above(i, ib)) ridge = std::max({ridge, levels[ia], levels[ib]});
            else if (brows &&
                     elevation[i] > (static_cast<double>(elevation[ia]) + elevation[ib]) / 2 + kBrowMarginMetres)
                brow = std::max({brow, levels[ia], levels[ib]});
        }
        // A ridge's band is never below its neighbours' on that axis; a brow's may be: one level at most.
        int target = ridge != INT32_MIN ? ridge + 1 : INT32_MIN;
        if (brow != INT32_MIN) target = std::max(target, std::min(brow, levels[i]) + 1);
        if (target > levels[i]) {
            next[i] = target;
            out.push_back(i);
        }
    }
    // Summits, judged on the ridges: above every neighbour, a level above them all (the flanks of
    // a round hill are ridges across their slope too; the top must still stand out).
    std::vector<int> summits = next;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        if (!known(grid.at(i))) continue;
        int highest = INT32_MIN;
        bool top = true;
        for (const engine::HexCoord n : engine::neighbors(grid.at(i))) {
            if (!known(n)) {  // at the map's edge or beside a hole: the top may lie beyond
                top = false;
                break;
            }
            top = top && above(i, grid.index(n));
            highest = std::max(highest, next[grid.index(n)]);
        }
        if (top && highest != INT32_MIN && next[i] <= highest) {
            summits[i] = highest + 1;
            if (next[i] == levels[i]) out.push_back(i);
        }
    }
    levels.swap(summits);
    std::sort(out.begin(), out.end());
    return out;
}

bool isBrowHexside(double lower, double higher, double beyond) {
    return !std::isnan(beyond) && (higher - lower) > (beyond - higher) + kBrowMarginMetres;
}

SlopeClassifier::SlopeClassifier(const engine::Ruleset& rs) {
    const auto* d = derivation(rs);
    const auto bound = [&](const std::string& name) {
        const Threshold t = threshold(d, name);
        return Bound{t.param, t.value, t.param ? fixed(t.value, 3) : std::string()};
    };
    for (const auto& t : rs.hexsides) {
        if (t.kind != "slope") continue;
        SlopeType s{&t, bound(t.id + "-max-gradient"), bound(t.id + "-min-gradient"), bound(t.id + "-min-levels")};
        if (!s.minLevels.param) s.minLevels = bound(t.id + "-levels");
        m_types.push_back(s);
    }
    // The most severe type without thresholds of its own is the plain level change.
    for (auto it = m_types.rbegin(); it != m_types.rend() && !m_plain; ++it)
        if (!it->maxGradient.param && !it->minGradient.param && !it->minLevels.param) m_plain = it->type;
    if (const engine::Param* p = d ? d->param("brow-slope") : nullptr)
        for (std::size_t k = 0; k < m_types.size(); ++k)
            if (m_types[k].type->id == p->value) m_brow = {m_types[k].type, p, k};
}

bool SlopeClassifier::markBrow(SlopeClass& c, double rise, double riseBeyond) const {
    if (!m_brow.type) return false;
    for (std::size_t k = m_brow.rank; k < m_types.size(); ++k)
        if (m_types[k].type->id == c.typeId) return false;  // as severe already
    const std::string was = c.typeId.empty() ? "no hexside feature" : c.typeId;
    c.typeId = m_brow.type->id;
    c.reason.message += "; a brow (rise " + fixed(rise, 1) + " m across it, " + fixed(riseBeyond, 1) +
                        " m beyond): " + m_brow.type->name + " rather than " + was;
    cite(c.reason, *m_brow.type);
    cite(c.reason, *m_brow.param);
    return true;
}

SlopeClass SlopeClassifier::classify(int levelDifference, double gradient) const {
    SlopeClass out;
    if (levelDifference <= 0) return out;
    const std::string measured = std::to_string(levelDifference) + " level(s), steepest gradient " + fixed(gradient, 3);
    // A plain contour first: a gentle change stays one whatever its levels (HS 3.2d, SSS 30.32).
    for (const auto& s : m_types) {
        if (!s.maxGradient.param || !(gradient < s.maxGradient.value)) continue;
        out.typeId = s.type->id;
        out.reason.message =
            measured + " below " + s.type->id + "-max-gradient " + s.maxGradient.text + ": " + s.type->name;
        cite(out.reason, *s.type);
        cite(out.reason, *s.maxGradient.param);
        return out;
    }
    for (auto it = m_types.rbegin(); it != m_types.rend(); ++it) {
        const auto& s = *it;
        if (s.maxGradient.param || (!s.minGradient.param && !s.minLevels.param)) continue;
        if (s.minGradient.param && gradient < s.minGradient.value) continue;
        if (s.minLevels.param && levelDifference < s.minLevels.value) continue;
        out.typeId = s.type->id;
        out.reason.message = measured + ": " + s.type->name;
        cite(out.reason, *s.type);
        if (s.minGradient.param) {
            out.reason.message += " (" + s.type->id + "-min-gradient " + s.minGradient.text + ")";
            cite(out.reason, *s.minGradient.param);
        }
        if (s.minLevels.param) {
            out.reason.message += " (" + s.minLevels.param->name + " " + s.minLevels.param->value + ")";
            cite(out.reason, *s.minLevels.param);
        }
        return out;
    }
    if (m_plain) {
        out.typeId = m_plain->id;
        out.reason.message = measured + ": below every slope threshold, " + m_plain->name;
        cite(out.reason, *m_plain);
    }
    return out;
}

SlopeClass classifySlope(const engine::Ruleset& rs, int levelDifference, double gradient) {
    return SlopeClassifier(rs).classify(levelDifference, gradient);
}

bool derivesHexRoughness(const engine::Ruleset& rs) {
    for (const auto& f : rs.hexFeatures)
        if (threshold(derivation(rs), f.id + "-min-mean-gradient").param ||
            threshold(derivation(rs), f.id + "-min-relief").param)
            return true;
    return false;
}

InHexSlope classifyHexRoughness(const engine::Ruleset& rs, double meanGradient, double relief) {
    InHexSlope out;
    const auto* d = derivation(rs);
    for (const auto& f : rs.hexFeatures) {
        const Threshold minMean = threshold(d, f.id + "-min-mean-gradient");
        const engine::Param* reliefParam = d ? d->param(f.id + "-min-relief") : nullptr;
        const auto minRelief = lengthParam(reliefParam);
        if (!minMean.param && !minRelief) continue;
        if (minMean.param && !(meanGradient >= minMean.value)) continue;
        if (minRelief && !(relief >= *minRelief)) continue;
        out.featureId = f.id;
        out.reason.message =
            "mean gradient " + fixed(meanGradient, 3) + ", relief " + fixed(relief, 1) + " m inside the hex: " + f.name;
        cite(out.reason, f);
        if (minMean.param) cite(out.reason, *minMean.param);
        if (reliefParam) cite(out.reason, *reliefParam);
        return out;
    }
    return out;
}

}  // namespace importers
