#include "importers/synthetic/battlefield.hpp"

#include <cmath>
#include <numbers>
#include <random>

namespace importers {

Battlefield::Battlefield(std::uint32_t seed, double width, double height)
    : m_width(width),
      m_height(height) {
    std::mt19937 rng(seed);
    const auto uniform = [&rng](double a, double b) { return std::uniform_real_distribution<double>(a, b)(rng); };
    m_base = uniform(120, 180);
    const double span = std::max(width, height);
    const auto add = [&](double x, double y, double h, double along, double across, double angle, double sharpness) {
        m_bumps.push_back({x, y, h, along, across, std::cos(angle), std::sin(angle), sharpness});
    };
    // Two ridges running roughly north-south on either side of the creek, gentle on their back slope.
    add(width * uniform(0.18, 0.3), height * 0.5, uniform(25, 40), span * 0.45, span * uniform(0.05, 0.08),
        uniform(1.4, 1.75), 2);
    add(width * uniform(0.7, 0.82), height * 0.5, uniform(20, 35), span * 0.4, span * uniform(0.04, 0.07),
        uniform(1.4, 1.75), 2);
    // Knobs: a steep rocky one and a broad one at the ends of the eastern ridge, smaller ones elsewhere.
    add(width * uniform(0.7, 0.85), height * uniform(0.1, 0.2), uniform(45, 70), span * 0.035, span * 0.035, 0, 1.3);
    add(width * uniform(0.65, 0.8), height * uniform(0.75, 0.9), uniform(20, 30), span * 0.07, span * 0.06,
        uniform(0, 3), 2);
    for (int i = 0; i < 6; ++i)
        add(width * uniform(0.05, 0.95), height * uniform(0.05, 0.95), uniform(5, 15), span * uniform(0.02, 0.06),
            span * uniform(0.02, 0.05), uniform(0, 3.14), 2);
    m_creekX = width * uniform(0.45, 0.55);
    m_creekAmplitude = width * uniform(0.03, 0.07);
    m_creekWavelength = height * uniform(0.3, 0.6);
    m_creekPhase = uniform(0, 6.28);
    m_creekDepth = uniform(12, 20);
    m_creekWidth = span * uniform(0.03, 0.05);
    for (double& p : m_rollPhase) p = uniform(0, 6.28);
}

double Battlefield::creekCentreX(double y) const {
    return m_creekX + m_creekAmplitude * std::sin(2 * std::numbers::pi * y / m_creekWavelength + m_creekPhase);
}

double Battlefield::rolling(double x, double y) const {
    const double k = 2 * std::numbers::pi / std::max(m_width, m_height);
    return 4 * std::sin(3 * k * x + m_rollPhase[0]) * std::sin(2 * k * y + m_rollPhase[1]) +
           1.5 * std::sin(11 * k * x + m_rollPhase[2]) * std::cos(9 * k * y + m_rollPhase[3]);
}

double Battlefield::heightAt(double x, double y) const {
    double h = m_base + rolling(x, y);
    // The land tilts gently down toward the south, as the creek flows.
    h += 10 * (y / m_height - 0.5);
    for (const auto& b : m_bumps) {
        const double dx = x - b.x, dy = y - b.y;
        const double u = (dx * b.cosA + dy * b.sinA) / b.along, v = (-dx * b.sinA + dy * b.cosA) / b.across;
        const double r2 = u * u + v * v;
        if (r2 > 30) continue;
        h += b.height *
             std::exp(b.sharpness == 2 ? -r2 : -std::pow(r2, b.sharpness / 2));  // pow is slow; most are Gaussian
    }
    const double d = (x - creekCentreX(y)) / m_creekWidth;
    h -= m_creekDepth * std::exp(-d * d);
    return h;
}

bool writeBattlefield(const std::string& path, const BattlefieldRaster& spec, std::string& error,
                      const ProgressFn& progress) {
    const double w = spec.width * spec.pixelMetres, h = spec.height * spec.pixelMetres;
    const Battlefield field(spec.seed, w, h);
    RasterSpec raster;
    raster.width = spec.width;
    raster.height = spec.height;
    raster.geoTransform = {spec.originX, spec.pixelMetres, 0, spec.originY, 0, -spec.pixelMetres};
    raster.crs = spec.crs;
    const double x0 = spec.originX, y0 = spec.originY - h;
    return writeRaster(
        path, raster, [&](double x, double y) { return field.heightAt(x - x0, y - y0); }, error, progress);
}

}  // namespace importers
