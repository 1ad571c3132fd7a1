// A scanned map can be traced: the underlay lies under the hex grid, the labels and the hexside
// features at every opacity; raising its opacity fades the terrain fill instead.
#include "tests/editor/studio_fixture.hpp"

#include "engine/io/map_file.hpp"
#include "importers/underlay/underlay_warp.hpp"
#include "tests/importers/vector_fixture.hpp"

#include <catch2/catch.hpp>

namespace fs = std::filesystem;
using namespace editor;

namespace {

wxColour pixel(const wxImage& image, ScreenPoint p) {
    const int x = static_cast<int>(p.x), y = static_cast<int>(p.y);
    return {image.GetRed(x, y), image.GetGreen(x, y), image.GetBlue(x, y)};
}

bool reddish(const wxColour& c) { return c.Red() > 180 && c.Green() < 90 && c.Blue() < 90; }

}  // namespace

TEST_CASE("underlay: grid, labels and hexside features stay on top, the terrain fill fades", "[studio][underlay]") {
    const fs::path dir = studiotest::copySample("underlay-tracing");
    // Woods everywhere, a creek, and a red "scan" over the whole map placed by three GCPs.
    engine::HexMap map = vectortest::smallMap();
    map.setRulesetId("sss");
    for (std::size_t i = 0; i < map.grid().size(); ++i) map.setTerrain(map.grid().at(i), "woods");
    const engine::HexCoord h = vectortest::at(map, 4, 3);
    const engine::HexsideId creek = engine::hexsideOf(h, 0);
    map.setHexsideFeature(creek, "minor-creek", true);
    importers::RgbaImage scan;
    scan.width = scan.height = 50;
    scan.rgba.resize(50 * 50 * 4);
    for (std::size_t i = 0; i < scan.rgba.size(); i += 4) {
        scan.rgba[i] = 220;
        scan.rgba[i + 3] = 255;
    }
    REQUIRE(importers::writeRgbaImage(scan, (dir / "scan.png").string(), "", false).empty());
    engine::Underlay underlay;
    underlay.source = (dir / "scan.png").string();
    underlay.opacity = 1.0;
    const double x0 = vectortest::kOrigin.x - 300, y0 = vectortest::kOrigin.y + 300, side = 1800;
    underlay.gcps = {{0, 0, x0, y0}, {50, 0, x0 + side, y0}, {0, 50, x0, y0 - side}};
    map.setUnderlays({underlay});
    engine::saveMap(map, dir / "traced.rlmap");

    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    frame->SetSize(1200, 800);
    REQUIRE(frame->openFile(dir / "traced.rlmap"));
    REQUIRE(frame->canvas().underlays().size() == 1);
    frame->canvas().centreOn(h);
    frame->canvas().zoomBy(3);  // hexes wide enough for their labels
    studiotest::pump();
    const engine::HexLayout layout = frame->document()->doc().map.layout();
    const MapView& view = frame->canvas().view();
    REQUIRE(map.hexSizeMetres() * view.scale() > 60);

    const auto look = [&] { return frame->canvas().renderToBitmap().ConvertToImage(); };
    // Full opacity: the scan shows through the hex (no woods fill), the outline and the creek do not.
    wxImage image = look();
    const engine::Point centre = layout.toPoint(h);
    const engine::Point mid = layout.hexsideMidpoint(h, 0);
    const engine::Point inside{centre.x + (mid.x - centre.x) * 0.4, centre.y + (mid.y - centre.y) * 0.4};
    CHECK(reddish(pixel(image, view.toScreen(inside))));
    CHECK_FALSE(reddish(pixel(image, view.toScreen(mid))));  // the creek on its hexside, on top
    const auto corners = layout.corners(vectortest::at(map, 2, 2));
    const engine::Point edge{(corners[0].x + corners[1].x) / 2, (corners[0].y + corners[1].y) / 2};
    CHECK_FALSE(reddish(pixel(image, view.toScreen(edge))));  // the grid line
    // The label (above the centre) has dark pixels on the red.
    const ScreenPoint label = view.toScreen({centre.x, centre.y + 0.3 * map.hexSizeMetres()});
    int dark = 0;
    for (int dy = -6; dy <= 6; ++dy)
        for (int dx = -20; dx <= 20; ++dx) {
            const wxColour c = pixel(image, {label.x + dx, label.y + dy});
            dark += c.Red() < 120 && c.Green() < 120 && c.Blue() < 120;
        }
    CHECK(dark > 5);

    // No opacity: the woods fill hides the scan.
    frame->setUnderlayOpacity(0.0);
    image = look();
    const wxColour woods = pixel(image, view.toScreen(inside));
    CHECK(woods.Green() > woods.Red());
    CHECK_FALSE(reddish(woods));
    // Half: between the two.
    frame->setUnderlayOpacity(0.5);
    image = look();
    const wxColour half = pixel(image, view.toScreen(inside));
    CHECK(half.Red() > woods.Red() + 40);
    CHECK_FALSE(reddish(half));
}
