#include "cli/fidelity_options.hpp"

#include "engine/model/length.hpp"

#include <cstdio>
#include <cstdlib>

namespace cli {
namespace {

long long wholeNumber(const Arguments& args, const std::string& name, long long min) {
    const std::string text = args.get(name);
    char* end = nullptr;
    const long long v = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end || v < min)
        throw UsageError(name + " wants a whole number of at least " + std::to_string(min) + " (got `" + text + "`)");
    return v;
}

}  // namespace

importers::FidelityOptions fidelityOptions(const Arguments& args) {
    importers::FidelityOptions o;
    if (args.has("--pairs")) o.pairs = static_cast<int>(wholeNumber(args, "--pairs", 1));
    if (args.has("--range")) {
        int lo = 0, hi = 0;
        char dash = 0, extra = 0;
        if (std::sscanf(args.get("--range").c_str(), "%d%c%d%c", &lo, &dash, &hi, &extra) != 3 || dash != '-' ||
            lo < 1 || hi < lo)
            throw UsageError("--range wants MIN-MAX hexes with 1 <= MIN <= MAX (got `" + args.get("--range") + "`)");
        o.minRange = lo;
        o.maxRange = hi;
    }
    if (args.has("--eye")) {
        std::string why;
        if (!engine::parseLength(args.get("--eye"), o.eyeMetres, &why) || o.eyeMetres < 0)
            throw UsageError("--eye wants a height such as 2m or 6ft" + (why.empty() ? "" : ": " + why));
    }
    if (args.has("--seed")) o.seed = static_cast<std::uint64_t>(wholeNumber(args, "--seed", 0));
    o.includeTerrain = args.has("--terrain");
    if (args.has("--vertical-unit")) {
        const std::string u = args.choice("--vertical-unit", {"m", "ft", "us-ft"});
        o.verticalMetresPerUnit = u == "m" ? 1.0 : u == "ft" ? engine::kMetresPerFoot : 1200.0 / 3937.0;
    }
    return o;
}

int topOption(const Arguments& args) {
    return args.has("--top") ? static_cast<int>(wholeNumber(args, "--top", 0)) : 10;
}

}  // namespace cli
