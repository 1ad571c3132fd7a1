#pragma once
// Paths the tests read from: the repo's own test data, and the shared real data beside the repo.
#include <cstdlib>
#include <filesystem>
#include <string>

namespace testpaths {
inline std::filesystem::path data() { return RIDGELINE_TEST_DATA_DIR; }
inline std::filesystem::path source() { return RIDGELINE_SOURCE_DIR; }
inline std::filesystem::path rulesets() { return source() / "templates" / "rulesets"; }
inline std::filesystem::path shared() { return source().parent_path() / "shared"; }
inline std::filesystem::path realData() { return shared() / "data" / "real"; }

// Tests on ../shared/data/real skip when it is absent, except where RIDGELINE_REQUIRE_SHARED_DATA
// is set (CI sets it, so there they must run).
inline bool sharedDataRequired() {
    const char* v = std::getenv("RIDGELINE_REQUIRE_SHARED_DATA");
    return v && std::string(v) == "1";
}
}  // namespace testpaths
