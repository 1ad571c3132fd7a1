#include "tests/test_paths.hpp"

namespace testpaths {
std::filesystem::path cli() { return RIDGELINE_CLI; }
}  // namespace testpaths
