#pragma once
// Runs the built `ridgeline` binary the way a user would and captures what it prints.
#include "tests/temp_dir.hpp"
#include "tests/test_paths.hpp"

#include <sys/wait.h>
#include <unistd.h>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

namespace clitest {

struct RunResult {
    int exitCode = -1;
    std::string out;  // stdout and stderr, interleaved
};

// A file's bytes ("" when it cannot be read).
inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline std::string quote(const std::string& arg) {
    std::string q = "'";
    for (char c : arg) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

// Runs a shell command line (stderr joined to stdout).
inline RunResult shell(const std::string& commandLine) {
    RunResult r;
    const std::string cmd = commandLine + " 2>&1";
    FILE* pipe = popen(cmd.c_str(), "r");
    if (!pipe) return r;
    std::array<char, 4096> buf{};
    std::size_t n = 0;
    while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) r.out.append(buf.data(), n);
    const int status = pclose(pipe);
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

inline RunResult run(const std::string& args) { return shell(quote(testpaths::cli().string()) + " " + args); }

using TempDir = testpaths::TempDir;

}  // namespace clitest
