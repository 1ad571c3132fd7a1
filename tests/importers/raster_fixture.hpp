#pragma once
// Shared by the elevation importer tests: a temp directory, the built-in rulesets, and synthetic
// rasters written through the importer library's own GDAL writer.
#include "engine/io/ruleset_file.hpp"
#include "importers/synthetic/raster_writer.hpp"
#include "tests/temp_dir.hpp"
#include "tests/test_paths.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <string>

namespace rastertest {

struct TempDir : testpaths::TempDir {
    TempDir()
        : testpaths::TempDir("ridgeline-import") {}
};

inline engine::Ruleset ruleset(const std::string& id) {
    return engine::loadRuleset(testpaths::rulesets() / (id + ".xml"));
}

// A north-up raster of `width` x `height` cells of `cell` units with its top-left corner at (x0, y0).
inline importers::RasterSpec spec(int width, int height, double x0, double y0, double cell, const std::string& crs) {
    importers::RasterSpec s;
    s.width = width;
    s.height = height;
    s.geoTransform = {x0, cell, 0, y0, 0, -cell};
    s.crs = crs;
    return s;
}

inline std::string write(const std::string& path, const importers::RasterSpec& s, const importers::HeightFn& fn) {
    std::string error;
    REQUIRE(importers::writeRaster(path, s, fn, error));
    return path;
}

}  // namespace rastertest
