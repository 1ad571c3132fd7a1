#pragma once
// Where benchmarks find their inputs: the source tree (rulesets, mappings), and the real data set,
// $RIDGELINE_REAL_DATA or by default the shared data directory beside the repository
// (../shared/data/real), read here and nowhere else.
#include <cstdlib>
#include <filesystem>

namespace bench {

inline std::filesystem::path sourceDir() { return RIDGELINE_SOURCE_DIR; }

inline std::filesystem::path realData() {
    if (const char* dir = std::getenv("RIDGELINE_REAL_DATA"); dir && *dir) return dir;
    return sourceDir().parent_path() / "shared" / "data" / "real";
}

}  // namespace bench
