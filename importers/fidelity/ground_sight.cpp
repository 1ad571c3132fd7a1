#include "importers/fidelity/ground_sight.hpp"

#include <algorithm>
#include <cmath>

namespace importers {

bool GroundProfile::complete() const {
    return !ground.empty() && std::none_of(ground.begin(), ground.end(), [](double g) { return std::isnan(g); });
}

GroundProfile groundProfile(const GroundRaster& ground, engine::Point from, engine::Point to, double eyeFrom,
                            double eyeTo) {
    GroundProfile p;
    p.from = from;
    p.to = to;
    const double length = std::hypot(to.x - from.x, to.y - from.y);
    const int n = std::max(2, static_cast<int>(std::ceil(length / std::max(1e-3, ground.cellMetres() / 2))) + 1);
    std::vector<double> x(static_cast<std::size_t>(n)), y(static_cast<std::size_t>(n));
    p.along.resize(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) {
        const double t = static_cast<double>(k) / (n - 1);
        p.along[static_cast<std::size_t>(k)] = t;
        x[static_cast<std::size_t>(k)] = from.x + (to.x - from.x) * t;
        y[static_cast<std::size_t>(k)] = from.y + (to.y - from.y) * t;
    }
    ground.sample(x, y, p.ground);
    p.eyeFrom = p.ground.front() + eyeFrom;
    p.eyeTo = p.ground.back() + eyeTo;
    return p;
}

GroundSight sightOver(const GroundProfile& p) {
    GroundSight s;
    s.worstMetres = -INFINITY;
    for (std::size_t k = 1; k + 1 < p.ground.size(); ++k) {
        const double above = p.ground[k] - p.sightLine(p.along[k]);
        if (above > s.worstMetres) {
            s.worstMetres = above;
            s.worstAlong = p.along[k];
        }
    }
    if (std::isinf(s.worstMetres)) s.worstMetres = 0;
    s.sees = !(s.worstMetres > 0);
    return s;
}

}  // namespace importers
