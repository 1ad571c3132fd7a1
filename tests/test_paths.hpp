#pragma once
// Paths the tests read from: the repository's own test data, and the real data set: the directory
// $RIDGELINE_REAL_DATA names, by default the shared data beside the repository (../shared/data/real),
// read here and nowhere else.
#include <cstdlib>
#include <filesystem>
#include <string>

namespace testpaths {
inline std::filesystem::path data() { return RIDGELINE_TEST_DATA_DIR; }
inline std::filesystem::path source() { return RIDGELINE_SOURCE_DIR; }
inline std::filesystem::path rulesets() { return source() / "templates" / "rulesets"; }
inline std::filesystem::path realData() {
    if (const char* dir = std::getenv("RIDGELINE_REAL_DATA"); dir && *dir) return dir;
    return source().parent_path() / "shared" / "data" / "real";
}

// Tests on the real data skip when it is absent, except where RIDGELINE_REQUIRE_SHARED_DATA is set
// (CI sets it, so there they must run).
inline bool sharedDataRequired() {
    const char* v = std::getenv("RIDGELINE_REQUIRE_SHARED_DATA");
    return v && std::string(v) == "1";
}
}  // namespace testpaths
