#pragma once
// Crash-safety tests: start a process that saves, SIGKILL it after a random delay, and look at
// what it left. A child either runs a program (spawnProgram) or a function (forkChild).
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <chrono>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace killtest {

// Starts `argv` with stdout and stderr going to /dev/null; the child's pid.
inline pid_t spawnProgram(const std::vector<std::string>& argv) {
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = -1;
    if (posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ) != 0) pid = -1;
    posix_spawn_file_actions_destroy(&actions);
    return pid;
}

// Runs `body` in a forked child that exits with 0 when it returns (1 when it throws).
inline pid_t forkChild(const std::function<void()>& body) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        int code = 0;
        try {
            body();
        } catch (...) {
            code = 1;
        }
        ::_exit(code);
    }
    return pid;
}

struct Outcome {
    bool finished = false;  // the child exited on its own before the kill
    int exitCode = -1;
};

// Kills `pid` with SIGKILL after `delay` (unless it exited before) and reaps it.
inline Outcome killAfter(pid_t pid, std::chrono::microseconds delay) {
    std::this_thread::sleep_for(delay);
    Outcome out;
    int status = 0;
    if (::waitpid(pid, &status, WNOHANG) == pid) {
        out.finished = true;
    } else {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, &status, 0);
        out.finished = WIFEXITED(status);
    }
    if (WIFEXITED(status)) out.exitCode = WEXITSTATUS(status);
    return out;
}

// Runs to completion; the exit code (-1 when killed by a signal).
inline int waitFor(pid_t pid) {
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// File names in `dir`.
inline std::set<std::string> entries(const std::filesystem::path& dir) {
    std::set<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(dir)) out.insert(e.path().filename().string());
    return out;
}

}  // namespace killtest
