#pragma once
// Shared by the studio's import tests: dialog fields found by name, the event loop run until a
// background import lands.
#include "tests/editor/studio_fixture.hpp"

#include <catch2/catch.hpp>

#include <functional>
#include <memory>

namespace importtest {

// The dialog's control named `name` (the names the dialogs give their fields).
using studiotest::field;

// Runs the event loop until `done` or `seconds` have passed.
bool pumpUntil(const std::function<bool()>& done, int seconds = 20);

// Runs `task` through the frame's import path and waits for its outcome.
const editor::ImportOutcome& runToEnd(editor::MainFrame& frame, std::unique_ptr<editor::ImportTask> task,
                                      int seconds = 20);

}  // namespace importtest
