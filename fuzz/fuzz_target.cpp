// One libFuzzer target: RIDGELINE_FUZZ_TARGET names its body in fuzz_bodies.cpp.
#include "fuzz/fuzz_bodies.hpp"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    fuzzbody::initialise();
    if (!fuzzbody::find(RIDGELINE_FUZZ_TARGET)) {
        std::fprintf(stderr, "no fuzz body named %s\n", RIDGELINE_FUZZ_TARGET);
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const fuzzbody::Body body = fuzzbody::find(RIDGELINE_FUZZ_TARGET);
    body(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
