#pragma once
// Paths the tests read from: the repo's own test data, and the shared real data beside the repo.
#include <filesystem>

namespace testpaths {
inline std::filesystem::path data() { return RIDGELINE_TEST_DATA_DIR; }
inline std::filesystem::path source() { return RIDGELINE_SOURCE_DIR; }
inline std::filesystem::path rulesets() { return source() / "templates" / "rulesets"; }
inline std::filesystem::path shared() { return source().parent_path() / "shared"; }
}  // namespace testpaths
