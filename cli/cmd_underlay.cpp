// ridgeline underlay: records a georeferenced image under a map's hexes (source, opacity, GCPs),
// after checking that it warps into the map's CRS and extent.
#include "cli/arguments.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/file_reference.hpp"
#include "engine/io/map_file.hpp"
#include "engine/model/number_text.hpp"
#include "importers/underlay/underlay_warp.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline underlay MAP IMAGE [--gcp PIXEL,LINE,X,Y ...] [--opacity 0.5] [--preview OUT.png] [-o OUT]\n\n"
    "Adds IMAGE as an underlay of the map (replacing one with the same source): a GeoTIFF, an image\n"
    "with a world file (its CRS is taken to be the map's), or any image placed by 3 or more ground\n"
    "control points, each image column,row to X,Y in the map's CRS. The image is warped into the\n"
    "map's CRS and extent to check it lands on the map; --preview writes that warped RGBA image.\n"
    "The map records the image's path (relative to the map), opacity and GCPs, never its pixels.\n"
    "Without -o the map is updated in place (atomically).\n\n"
    "example: ridgeline underlay gettysburg.rlmap scans/warren-1873.png --gcp 0,0,304210,4412990 \\\n"
    "           --gcp 8000,0,312700,4412990 --gcp 0,8000,304210,4404540 --opacity 0.4\n",
    {"--opacity", "--preview", "-o"},
    {},
    2,
    2};

engine::GroundControlPoint parseGcp(const std::string& text) {
    const auto v = engine::parseNumberList(text, 4);
    if (!v) throw UsageError("--gcp wants PIXEL,LINE,X,Y (got `" + text + "`)");
    return {(*v)[0], (*v)[1], (*v)[2], (*v)[3]};
}

}  // namespace

int runUnderlay(const Args& argv) {
    // --gcp repeats, which Arguments does not hold: take them out first.
    Args rest;
    std::vector<engine::GroundControlPoint> gcps;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        if (argv[i] != "--gcp") {
            rest.push_back(argv[i]);
            continue;
        }
        if (i + 1 >= argv.size()) throw UsageError("--gcp wants a value");
        gcps.push_back(parseGcp(argv[++i]));
    }
    const auto parsed = Arguments::parse(rest, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const std::string mapPath = args.positional()[0];
    const std::string image = args.positional()[1];
    double opacity = 0.5;
    if (args.has("--opacity")) {
        const auto value = engine::parseDouble(args.get("--opacity"));
        if (!value || !(*value >= 0 && *value <= 1)) throw UsageError("--opacity wants a number from 0 to 1");
        opacity = *value;
    }
    engine::HexMap map = engine::loadMap(mapPath);

    importers::UnderlayOptions options;
    options.image = image;
    options.gcps = gcps;
    const importers::UnderlayResult result = importers::warpUnderlay(map, options);
    for (const auto& d : result.diagnostics)
        std::cerr << (d.severity == engine::Severity::Error ? "" : "note: ") << d.message << "\n";
    if (result.hasErrors()) return kExitUsage;
    if (args.has("--preview")) {
        if (const std::string why =
                importers::writeRgbaImage(result.image, args.get("--preview"), map.georef().crs, true);
            !why.empty()) {
            std::cerr << "cannot write the preview: " << why << "\n";
            return kExitUsage;
        }
    }

    const std::string out = args.get("-o", mapPath);
    // Absolute in memory, as the loaded map's underlays are; saveMap writes it relative to OUT.
    const std::string source = engine::absoluteReference(image);
    std::vector<engine::Underlay> underlays = map.underlays();
    std::erase_if(underlays, [&](const engine::Underlay& u) { return u.source == source; });
    underlays.push_back({source, opacity, gcps});
    if (const std::string problem = engine::underlayProblem(underlays.back()); !problem.empty())
        throw UsageError(problem);
    map.setUnderlays(std::move(underlays));
    engine::saveMap(map, out);
    std::cout << "underlay " << engine::relativeReference(source, out) << " added to " << out << ": "
              << result.image.width << " x " << result.image.height << " pixels over the map, covering "
              << static_cast<int>(result.coveredShare * 100 + 0.5) << "% of it, opacity " << opacity
              << (gcps.empty() ? "" : ", placed by " + std::to_string(gcps.size()) + " ground control points") << "\n";
    return kExitOk;
}

}  // namespace cli
