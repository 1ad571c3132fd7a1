// ridgeline make-terrain: writes a synthetic battlefield DEM (GeoTIFF) for trying the importers.
#include "cli/arguments.hpp"
#include "cli/subcommands.hpp"
#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"
#include "importers/synthetic/battlefield.hpp"

#include <cstdio>
#include <filesystem>
#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline make-terrain -o DEM.tif [--seed N] [--size WxH] [--pixel 10m] [--crs EPSG:N]\n"
    "                              [--origin X,Y]\n\n"
    "Writes a plausible battlefield as a tiled Float32 GeoTIFF with no-data: two ridges, knobs (one\n"
    "steep and rocky), a meandering creek valley, rolling ground, gentle and steep slopes. The same\n"
    "seed gives the same file. --size is in cells (default 1000x1000), --pixel the cell size on the\n"
    "ground, --crs a UTM zone (default EPSG:32618) and --origin the top-left corner in it.\n\n"
    "example: ridgeline make-terrain --seed 7 --size 2000x1500 --pixel 5m -o field.tif\n",
    {"-o", "--seed", "--size", "--pixel", "--crs", "--origin"},
    {},
    0,
    0};

}  // namespace

int runMakeTerrain(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    if (!args.has("-o")) throw UsageError("-o is required");
    importers::BattlefieldRaster spec;
    if (args.has("--seed")) {
        const std::string s = args.get("--seed");
        char* end = nullptr;
        const unsigned long seed = std::strtoul(s.c_str(), &end, 10);
        if (s.empty() || *end) throw UsageError("--seed wants a whole number (got `" + s + "`)");
        spec.seed = static_cast<std::uint32_t>(seed);
    }
    if (args.has("--size")) {
        const auto size = engine::parseDimensions(args.get("--size"));
        if (!size)
            throw UsageError("--size wants WIDTHxHEIGHT in cells, like 1000x800 (got `" + args.get("--size") + "`)");
        std::tie(spec.width, spec.height) = *size;
    }
    if (args.has("--pixel")) {
        std::string why;
        if (!engine::parseLength(args.get("--pixel"), spec.pixelMetres, &why) || spec.pixelMetres <= 0)
            throw UsageError("--pixel: " + (why.empty() ? "must be positive" : why));
    }
    if (args.has("--crs")) spec.crs = args.get("--crs");
    if (args.has("--origin")) {
        const auto xy = engine::parseNumberList(args.get("--origin"), 2);
        if (!xy) throw UsageError("--origin wants X,Y (got `" + args.get("--origin") + "`)");
        spec.originX = (*xy)[0];
        spec.originY = (*xy)[1];
    }
    // Written beside the target and renamed, so a failure leaves no half-written DEM behind.
    const std::filesystem::path out = args.get("-o");
    const std::filesystem::path partial = out.string() + ".partial.tif";
    std::string error;
    if (!importers::writeBattlefield(partial.string(), spec, error)) {
        std::error_code ec;
        std::filesystem::remove(partial, ec);
        std::cerr << "ridgeline make-terrain: " << error << "\n";
        return kExitUsage;
    }
    std::filesystem::rename(partial, out);
    std::cout << "wrote " << out.string() << ": " << spec.width << " x " << spec.height << " cells of "
              << engine::printLength(spec.pixelMetres) << ", " << spec.crs << ", seed " << spec.seed << "\n";
    return kExitOk;
}

}  // namespace cli
