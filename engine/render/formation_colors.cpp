#include "engine/render/formation_colors.hpp"

#include <array>
#include <map>
#include <tuple>

namespace engine {

namespace {

constexpr std::array<Rgba, 8> kBadgeColors{Rgba{200, 30, 30, 255},  Rgba{245, 245, 245, 255}, Rgba{30, 70, 200, 255},
                                           Rgba{30, 140, 60, 255},  Rgba{240, 200, 40, 255},  Rgba{235, 120, 30, 255},
                                           Rgba{120, 50, 150, 255}, Rgba{120, 80, 40, 255}};

}  // namespace

Rgba defaultFormationColor(std::size_t ordinal) { return kBadgeColors[ordinal % kBadgeColors.size()]; }

std::unordered_map<std::string, Rgba> formationColors(const Scenario& scenario) {
    std::unordered_map<std::string, Rgba> out;
    std::map<std::tuple<std::string, std::string, std::string>, std::size_t> siblings;  // side, parent, kind
    for (const Formation& f : scenario.formations) {
        const std::size_t ordinal = siblings[{f.side, f.parent, f.kind}]++;
        out.emplace(f.id, isRgbColor(f.color) ? parseColor(f.color, defaultFormationColor(ordinal))
                                              : defaultFormationColor(ordinal));
    }
    return out;
}

Rgba formationColor(const Scenario& scenario, const std::string& formationId) {
    const auto colors = formationColors(scenario);
    const auto it = colors.find(formationId);
    return it == colors.end() ? defaultFormationColor(0) : it->second;
}

}  // namespace engine
