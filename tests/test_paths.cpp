#include "tests/test_paths.hpp"

#include <cstdlib>
#include <string>

namespace testpaths {
std::filesystem::path data() { return RIDGELINE_TEST_DATA_DIR; }
std::filesystem::path source() { return RIDGELINE_SOURCE_DIR; }
std::filesystem::path rulesets() { return source() / "templates" / "rulesets"; }
std::filesystem::path realData() {
    if (const char* dir = std::getenv("RIDGELINE_REAL_DATA"); dir && *dir) return dir;
    return source().parent_path() / "shared" / "data" / "real";
}

bool sharedDataRequired() {
    const char* v = std::getenv("RIDGELINE_REQUIRE_SHARED_DATA");
    return v && std::string(v) == "1";
}
}  // namespace testpaths
