#include "importers/elevation/terrain_derivation.hpp"

#include "engine/model/length.hpp"

#include <cmath>
#include <sstream>

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
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(decimals);
    out << v;
    return out.str();
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
            s.reason.message = "level height " + engine::printLength(*v) + " from the " + rs.id + " derivation " + name +
                               (std::string(name) == "suggested-level-height" ? " (the rulebook sets levels per map)" : "");
            cite(s.reason, *p);
            return s;
        }
    }
    return s;
}

int levelOf(double elevation, const LevelScheme& scheme) {
    return static_cast<int>(std::floor((elevation - scheme.baseMetres) / scheme.heightMetres + 1e-9));
}

SlopeClass classifySlope(const engine::Ruleset& rs, int levelDifference, double gradient) {
    SlopeClass out;
    if (levelDifference <= 0) return out;
    const auto* d = derivation(rs);
    std::vector<const engine::HexsideType*> types;
    for (const auto& t : rs.hexsides)
        if (t.kind == "slope") types.push_back(&t);
    const std::string measured = std::to_string(levelDifference) + " level(s), steepest gradient " + fixed(gradient, 3);
    // A plain contour first: a gentle change stays one whatever its levels (HS 3.2d, SSS 30.32).
    for (const auto* t : types) {
        const Threshold maxGradient = threshold(d, t->id + "-max-gradient");
        if (!maxGradient.param || !(gradient < maxGradient.value)) continue;
        out.typeId = t->id;
        out.reason.message = measured + " below " + t->id + "-max-gradient " + fixed(maxGradient.value, 3) + ": " + t->name;
        cite(out.reason, *t);
        cite(out.reason, *maxGradient.param);
        return out;
    }
    const engine::HexsideType* plain = nullptr;
    for (auto it = types.rbegin(); it != types.rend(); ++it) {
        const auto& t = **it;
        if (threshold(d, t.id + "-max-gradient").param) continue;
        const Threshold minGradient = threshold(d, t.id + "-min-gradient");
        Threshold minLevels = threshold(d, t.id + "-min-levels");
        if (!minLevels.param) minLevels = threshold(d, t.id + "-levels");
        if (!minGradient.param && !minLevels.param) {
            plain = plain ? plain : &t;
            continue;
        }
        if (minGradient.param && gradient < minGradient.value) continue;
        if (minLevels.param && levelDifference < minLevels.value) continue;
        out.typeId = t.id;
        out.reason.message = measured + ": " + t.name;
        cite(out.reason, t);
        if (minGradient.param) {
            out.reason.message += " (" + t.id + "-min-gradient " + fixed(minGradient.value, 3) + ")";
            cite(out.reason, *minGradient.param);
        }
        if (minLevels.param) {
            out.reason.message += " (" + minLevels.param->name + " " + minLevels.param->value + ")";
            cite(out.reason, *minLevels.param);
        }
        return out;
    }
    if (plain) {
        out.typeId = plain->id;
        out.reason.message = measured + ": below every slope threshold, " + plain->name;
        cite(out.reason, *plain);
    }
    return out;
}

bool derivesHexRoughness(const engine::Ruleset& rs) {
    for (const auto& f : rs.hexFeatures)
        if (threshold(derivation(rs), f.id + "-min-mean-gradient").param || threshold(derivation(rs), f.id + "-min-relief").param)
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
        out.reason.message = "mean gradient " + fixed(meanGradient, 3) + ", relief " + fixed(relief, 1) + " m inside the hex: " + f.name;
        cite(out.reason, f);
        if (minMean.param) cite(out.reason, *minMean.param);
        if (reliefParam) cite(out.reason, *reliefParam);
        return out;
    }
    return out;
}

}  // namespace importers
