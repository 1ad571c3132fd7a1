#pragma once
// Shared set-up for the studio tests: a private copy of the sample, a frame that never blocks on
// a dialog, and event pumping.
#include "editor/main_frame.hpp"

#include <filesystem>

namespace studiotest {

// A fresh directory under the temp dir holding scenario.rlscn and map.rlmap of the SSS sample.
std::filesystem::path copySample(const std::string& name);
engine::RulesetLibrary& rulesets();
// A shown, non-interactive main frame whose recovery copy goes to `dir`/recovery.
editor::MainFrame* makeFrame(const std::filesystem::path& dir);
void pump();
// Repaints the canvas and pumps events until it has painted (at most about a second).
void waitForPaint(editor::MainFrame& frame);
// Pixel variance of the frame's client area as captured from the screen, saved to `png`.
double captureVariance(wxWindow& window, const std::filesystem::path& png);

}  // namespace studiotest
