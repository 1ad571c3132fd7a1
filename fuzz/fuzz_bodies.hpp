#pragma once
// What each fuzz target does with one input, shared by the libFuzzer targets (fuzz/fuzz_target.cpp)
// and the ordinary test suite, which replays every saved input under tests/data/fuzz/TARGET/.
// A body reads the input with one of the product's readers; what it reads must write, read back
// and write again to the same bytes. Refusals (engine::LoadError) are fine; anything else --
// another exception, a writer refusing what the reader accepted, a round trip that changes --
// aborts, which the fuzzer reports as a crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fuzzbody {

using Body = void (*)(std::string_view input);

struct Target {
    const char* name;  // fuzz_map, ... (also the folder of its saved inputs)
    Body body;
};

// Every target; the fuzz executables and the replay test take theirs from here.
[[nodiscard]] const std::vector<Target>& targets();
[[nodiscard]] Body find(std::string_view name);

// Sets up what the bodies share (a smaller hex cap so a 100-byte input cannot make the reader
// allocate 16M hexes on every run; the rulesets they read with). Idempotent.
void initialise();

}  // namespace fuzzbody
