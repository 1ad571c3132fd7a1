#pragma once
// A plausible brigade-scale battlefield as a height function: two long ridges, a few knobs (one
// steep and rocky, one broad), a meandering creek valley between them, rolling ground, gentle and
// steep slopes. Deterministic for a seed; heights in metres over a local plane in metres.
#include "importers/synthetic/raster_writer.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace importers {

class Battlefield {
public:
    // The terrain covers [0, widthMetres] x [0, heightMetres] (x east, y north).
    Battlefield(std::uint32_t seed, double widthMetres, double heightMetres);
    [[nodiscard]] double heightAt(double x, double y) const;

private:
    struct Bump {  // an elongated Gaussian hill (ridge when long, knob when round)
        double x, y, height, along, across, cosA, sinA, sharpness;
    };
    [[nodiscard]] double creekCentreX(double y) const;
    [[nodiscard]] double rolling(double x, double y) const;

    double m_width;
    double m_height;
    double m_base;
    std::vector<Bump> m_bumps;
    double m_creekX, m_creekAmplitude, m_creekWavelength, m_creekPhase, m_creekDepth, m_creekWidth;
    double m_rollPhase[4];
};

struct BattlefieldRaster {
    std::uint32_t seed = 1;
    int width = 1000;  // cells
    int height = 1000;
    double pixelMetres = 10;
    std::string crs = "EPSG:32618";              // a UTM zone; Gettysburg's by default
    double originX = 305000, originY = 4415000;  // top-left corner in the CRS
};

// Writes the battlefield as a tiled Float32 GeoTIFF with no-data.
[[nodiscard]] bool writeBattlefield(const std::string& path, const BattlefieldRaster& spec, std::string& error,
                                    const ProgressFn& progress = {});

}  // namespace importers
