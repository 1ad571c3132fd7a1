#pragma once
// Shared set-up for the validation and property pane tests: the SSS sample with known problems,
// and a frame that closes itself at the end of a test.
#include "studio_fixture.hpp"

#include <memory>
#include <optional>

namespace panetest {

// The sample copied to a fresh directory with two known violations: hex `noTerrain` has no terrain
// (map.no_terrain) and unit `gamble` has a reduced strength equal to its full strength
// (oob.reduced_stronger).
struct ProblemSample {
    std::filesystem::path dir;
    engine::HexCoord noTerrain;
};
ProblemSample makeProblemSample(const std::string& name);

struct FrameCloser {
    void operator()(editor::MainFrame* frame) const;
};
using FramePtr = std::unique_ptr<editor::MainFrame, FrameCloser>;
// A frame (see studiotest::makeFrame) with `file` of `dir` open.
FramePtr openFrame(const std::filesystem::path& dir, const char* file = "scenario.rlscn");

// The hex where `piece` is set up in the open document.
engine::HexCoord setupHex(editor::MainFrame& frame, const std::string& piece);
// The same, nullopt when it is not set up.
std::optional<engine::HexCoord> placedAt(editor::MainFrame& frame, const std::string& piece);
// A clear hex with nothing on it or beside it, and clear neighbours: room for a brigade. The first
// in the grid's order, or with `last` the last (far down the map).
engine::HexCoord openGround(const engine::Document& doc, bool last = false);

}  // namespace panetest
