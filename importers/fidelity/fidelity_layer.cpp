#include "importers/fidelity/fidelity_layer.hpp"

#include "engine/model/length.hpp"

#include <cmath>
#include <cstdio>

namespace importers {

std::string fidelityHeadline(const FidelityResult& r) {
    const auto& o = r.options;
    char percent[32];
    std::snprintf(percent, sizeof percent, "%.1f %%", 100.0 * r.agreement());
    return r.rulesetId + ": " + percent + " of " + std::to_string(r.pairs.size()) + " pairs agree with the ground (" +
           std::to_string(o.minRange) + "-" + std::to_string(o.maxRange) + " hexes, eye " +
           engine::printLength(o.eyeMetres) + ", seed " + std::to_string(o.seed) +
           (o.includeTerrain ? ", the map's terrain" : ", clear terrain") + ")";
}

engine::FidelityShading fidelityShading(const FidelityResult& r) {
    engine::FidelityShading s;
    s.share.reserve(r.hexes.size());
    for (const FidelityHex& h : r.hexes)
        s.share.push_back(h.lines > 0 ? static_cast<float>(h.lies) / static_cast<float>(h.lines) : std::nanf(""));
    return s;
}

}  // namespace importers
