#pragma once
// Shared by the studio's import tests: dialog fields found by name, the event loop run until a
// background import lands.
#include "tests/editor/studio_fixture.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <functional>
#include <memory>

namespace importtest {

// The dialog's control named `name` (the names the dialogs give their fields).
using studiotest::field;

// A 3 km x 2.4 km synthetic battlefield of 20 m cells in UTM 18N, written with GDAL as
// dir/field.tif.
std::filesystem::path writeBattlefieldDem(const std::filesystem::path& dir);

// Runs the event loop until `done` or `seconds` have passed.
bool pumpUntil(const std::function<bool()>& done, int seconds = 20);

// Runs `task` through the frame's import path and waits for its outcome.
const editor::ImportOutcome& runToEnd(editor::MainFrame& frame, std::unique_ptr<editor::ImportTask> task,
                                      int seconds = 20);

}  // namespace importtest
