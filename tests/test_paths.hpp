#pragma once
// Paths the tests read from: the repository's own test data, the ridgeline command, and the real
// data set: the directory $RIDGELINE_REAL_DATA names, by default the shared data beside the
// repository (../shared/data/real), read here and nowhere else. The checkout's paths are compiled
// into test_paths.cpp and cli_path.cpp alone, so every other test object is the same in any checkout.
#include <filesystem>

namespace testpaths {
std::filesystem::path data();
std::filesystem::path source();
std::filesystem::path rulesets();
std::filesystem::path realData();
// The ridgeline command built beside the tests (the CLI, exporter and studio tests only).
std::filesystem::path cli();

// Tests on the real data skip when it is absent, except where RIDGELINE_REQUIRE_SHARED_DATA is set
// (CI sets it, so there they must run).
bool sharedDataRequired();
}  // namespace testpaths
