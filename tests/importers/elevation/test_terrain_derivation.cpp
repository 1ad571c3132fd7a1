#include "importers/elevation/terrain_derivation.hpp"
#include "tests/importers/raster_fixture.hpp"

using namespace importers;

TEST_CASE("slope hexsides per ruleset: level difference and steepest gradient", "[importers][derivation]") {
    const auto sss = rastertest::ruleset("sss");
    CHECK(classifySlope(sss, 0, 0.9).typeId.empty());
    CHECK(classifySlope(sss, 1, 0.05).typeId == "contour");  // SSS 30.32: a gentle change stays a contour
    CHECK(classifySlope(sss, 1, 0.10).typeId == "minor-slope");
    CHECK(classifySlope(sss, 1, 0.20).typeId == "minor-slope");  // major needs two levels
    CHECK(classifySlope(sss, 2, 0.20).typeId == "major-slope");
    CHECK(classifySlope(sss, 1, 0.60).typeId == "cliff");
    const SlopeClass minor = classifySlope(sss, 1, 0.10);
    CHECK(minor.reason.assumed);  // the thresholds are ours, marked assumed in the template
    CHECK(minor.reason.cite.find("SSS 26.26") != std::string::npos);

    const auto hs = rastertest::ruleset("hs");
    CHECK(classifySlope(hs, 1, 0.03).typeId == "contour");  // HS 3.2d
    CHECK(classifySlope(hs, 1, 0.10).typeId == "slope");
    CHECK(classifySlope(hs, 2, 0.20).typeId == "steep-slope");

    const auto cwb = rastertest::ruleset("cwb");
    CHECK(classifySlope(cwb, 1, 0.05).typeId == "contour");
    CHECK(classifySlope(cwb, 1, 0.13).typeId == "slope");
    CHECK(classifySlope(cwb, 1, 0.30).typeId == "extreme-slope");

    const auto lfm = rastertest::ruleset("lfm");
    CHECK(classifySlope(lfm, 1, 0.03).typeId.empty());
    CHECK(classifySlope(lfm, 1, 0.10).typeId == "slope");
    CHECK(classifySlope(lfm, 1, 0.20).typeId == "steep-slope");
}

TEST_CASE("level height from the ruleset, the option, or the assumed suggestion", "[importers][derivation]") {
    const LevelScheme sss = levelSchemeFor(rastertest::ruleset("sss"), std::nullopt);
    CHECK(sss.heightMetres == Approx(40 * 0.3048));
    CHECK_FALSE(sss.reason.assumed);
    CHECK(levelSchemeFor(rastertest::ruleset("cwb"), std::nullopt).heightMetres == Approx(30 * 0.3048));
    const LevelScheme hs = levelSchemeFor(rastertest::ruleset("hs"), std::nullopt);
    CHECK(hs.heightMetres == Approx(20 * 0.3048));
    CHECK(hs.reason.assumed);  // HS sets levels per map (3.2a); 20 ft is our suggestion
    CHECK(levelSchemeFor(rastertest::ruleset("hs"), 5.0).heightMetres == 5.0);
    LevelScheme s{10, 100, {}};
    CHECK(levelOf(100, s) == 0);
    CHECK(levelOf(109.99, s) == 0);
    CHECK(levelOf(110, s) == 1);
    CHECK(levelOf(95, s) == -1);
}

TEST_CASE("HS sloping hexes from roughness: mean gradient and relief", "[importers][derivation]") {
    const auto hs = rastertest::ruleset("hs");
    CHECK(derivesHexRoughness(hs));
    CHECK_FALSE(derivesHexRoughness(rastertest::ruleset("sss")));
    CHECK(classifyHexRoughness(hs, 0.25, 15).featureId == "sloping");
    CHECK(classifyHexRoughness(hs, 0.25, 5).featureId.empty());
    CHECK(classifyHexRoughness(hs, 0.1, 30).featureId.empty());
}
