#include "pane_fixture.hpp"

#include "engine/hex/hex_coord.hpp"
#include "engine/io/map_file.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace panetest {

ProblemSample makeProblemSample(const std::string& name) {
    ProblemSample s{studiotest::copySample(name), {}};
    engine::HexMap map = engine::loadMap(s.dir / "map.rlmap");
    s.noTerrain = map.grid().fromOffset({12, 9});
    map.setTerrain(s.noTerrain, "");
    engine::saveMap(map, s.dir / "map.rlmap");

    // Gamble's reduced side: strength 2 -> 3, equal to the full side's 3.
    const fs::path scenario = s.dir / "scenario.rlscn";
    std::stringstream text;
    text << std::ifstream(scenario).rdbuf();
    std::string xml = text.str();
    const auto unit = xml.find("<unit id=\"gamble\"");
    const auto reduced = xml.find("reduced-strength=\"2\"", unit);
    REQUIRE(unit != std::string::npos);
    REQUIRE(reduced < xml.find('\n', unit));
    xml.replace(reduced, std::string("reduced-strength=\"2\"").size(), "reduced-strength=\"3\"");
    std::ofstream(scenario) << xml;
    return s;
}

void FrameCloser::operator()(editor::MainFrame* frame) const { studiotest::closeFrame(frame); }

FramePtr openFrame(const fs::path& dir, const char* file) {
    FramePtr frame(studiotest::makeFrame(dir));
    REQUIRE(frame->openFile(dir / file));
    studiotest::pump();
    return frame;
}

engine::HexCoord setupHex(editor::MainFrame& frame, const std::string& piece) {
    for (const engine::Placement& p : frame.document()->doc().scenario->setup)
        if (p.piece == piece) return p.hex;
    FAIL("no placement for " << piece);
    return {};
}

std::optional<engine::HexCoord> placedAt(editor::MainFrame& frame, const std::string& piece) {
    for (const engine::Placement& p : frame.document()->doc().scenario->setup)
        if (p.piece == piece) return p.hex;
    return std::nullopt;
}

engine::HexCoord openGround(const engine::Document& doc, bool last) {
    const auto empty = [&](engine::HexCoord h) {
        if (!doc.map.contains(h) || doc.map.terrain(h) != "clear") return false;
        for (const engine::Placement& p : doc.scenario->setup)
            if (p.hex == h) return false;
        return true;
    };
    const std::size_t n = doc.map.grid().size();
    for (std::size_t i = 0; i < n; ++i) {
        const engine::HexCoord h = doc.map.grid().at(last ? n - 1 - i : i);
        bool room = empty(h);
        for (const engine::HexCoord next : engine::neighbors(h)) room = room && empty(next);
        if (room) return h;
    }
    FAIL("no open ground on the sample map");
    return {};
}

}  // namespace panetest
