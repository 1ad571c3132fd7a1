#pragma once
// Shared set-up for the validation and property pane tests: the SSS sample with known problems,
// and a frame that closes itself at the end of a test.
#include "studio_fixture.hpp"

#include <memory>

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

}  // namespace panetest
