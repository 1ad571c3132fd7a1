#include "engine/render/side_colors.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>

namespace engine {

namespace {

// Sides that are neither, in order of appearance: green, purple, brown, teal.
constexpr std::array<Rgba, 4> kOtherSides{Rgba{40, 120, 60, 255}, Rgba{110, 50, 130, 255}, Rgba{150, 100, 40, 255},
                                          Rgba{30, 120, 130, 255}};
constexpr Rgba kUnknownSide{120, 110, 100, 255};

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

bool mentions(const std::string& text, std::initializer_list<std::string_view> words) {
    return std::any_of(words.begin(), words.end(),
                       [&](std::string_view w) { return text.find(w) != std::string::npos; });
}

}  // namespace

SideIdentity sideIdentity(const Side& side) {
    const std::string id = lower(side.id), name = lower(side.name);
    // Confederate first: "Army of Northern Virginia" names the north too.
    if (id == "csa" || id == "cs" || id == "confederate" || id == "rebel" ||
        mentions(name, {"confedera", "northern virginia", "army of tennessee", "rebel", "c.s.a"}))
        return SideIdentity::Confederate;
    if (id == "usa" || id == "us" || id == "union" || id == "federal" ||
        mentions(name, {"union", "federal", "potomac", "cumberland", "army of the tennessee", "u.s.a"}))
        return SideIdentity::Union;
    return SideIdentity::Other;
}

Rgba sideColor(const Side& side, std::size_t index) {
    if (isRgbColor(side.color)) return parseColor(side.color, kUnknownSide);
    switch (sideIdentity(side)) {
    case SideIdentity::Union: return kUnionBlue;
    case SideIdentity::Confederate: return kConfederateGrey;
    case SideIdentity::Other: break;
    }
    return kOtherSides[index % kOtherSides.size()];
}

Rgba sideColor(const Scenario& scenario, std::string_view sideId) {
    for (std::size_t i = 0; i < scenario.sides.size(); ++i)
        if (scenario.sides[i].id == sideId) return sideColor(scenario.sides[i], i);
    return kUnknownSide;
}

Rgba textColorOn(Rgba fill) {
    // Relative luminance (sRGB weights, gamma ignored): light fills take black text.
    const double y = 0.2126 * fill.r + 0.7152 * fill.g + 0.0722 * fill.b;
    return y > 140 ? Rgba{0, 0, 0, 255} : Rgba{255, 255, 255, 255};
}

std::string toHex(Rgba color) {
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", color.r, color.g, color.b);
    return text;
}

}  // namespace engine
