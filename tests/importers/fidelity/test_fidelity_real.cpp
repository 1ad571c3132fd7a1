// Map fidelity held to account on the real Gettysburg raster ($RIDGELINE_REAL_DATA, see its
// SOURCE.md): each ruleset's map imported with the defaults, measured on 2,000 pairs. The floors
// are the figures docs/fidelity.md reports, less a point; ridge raising (LFM: with brows) must beat
// the bands alone by the margin measured on several seeds (LFM: a point, the least of seeds 1-5).
#include "importers/elevation/elevation_import.hpp"
#include "importers/fidelity/ground_raster.hpp"
#include "importers/fidelity/map_fidelity.hpp"
#include "tests/importers/raster_fixture.hpp"

using namespace importers;

namespace {

std::filesystem::path raster() {
    return testpaths::realData() / "gettysburg-terrarium-z14" / "gettysburg_terrarium_z14_3857.tif";
}

bool haveData() {
    if (std::filesystem::exists(raster())) return true;
    if (testpaths::sharedDataRequired()) FAIL(raster() << " is absent and RIDGELINE_REQUIRE_SHARED_DATA=1");
    WARN("SKIPPED: " << raster() << " is absent (the shared real data lives beside the repo)");
    return false;
}

}  // namespace

TEST_CASE("Gettysburg: ridge levels raise every ruleset's agreement with the ground", "[importers][fidelity][real]") {
    if (!haveData()) return;
    const struct {
        const char* id;
        double floor, gain;
    } cases[] = {{"sss", 0.785, 0.05}, {"cwb", 0.80, 0.05}, {"hs", 0.725, 0.05}, {"lfm", 0.795, 0.01}};
    for (const auto& c : cases) {
        const engine::Ruleset rs = rastertest::ruleset(c.id);
        ElevationImportOptions o;
        o.baseTerrain = "clear";
        const auto raised = importElevation(raster().string(), rs, o);
        o.ridges = RidgeLevels::Off;
        const auto bands = importElevation(raster().string(), rs, o);
        REQUIRE_FALSE(raised.hasErrors());
        REQUIRE_FALSE(bands.hasErrors());
        const GroundRaster ground(raster().string(), raised.map);
        const auto withRidges = measureFidelity(raised.map, rs, ground, {});
        const auto without = measureFidelity(bands.map, rs, ground, {});
        REQUIRE(withRidges.pairs.size() == 2000);
        WARN(c.id << ": " << withRidges.agreement() * 100 << " % with ridges, " << without.agreement() * 100
                  << " % with the bands alone");
        CHECK(withRidges.agreement() >= c.floor);
        CHECK(withRidges.agreement() >= without.agreement() + c.gain);
    }
}
