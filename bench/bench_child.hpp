#pragma once
// Runs one benchmark step in a child process, so that its peak memory (getrusage) is its own and
// a crash in it does not end the run.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <chrono>
#include <cstdio>
#include <functional>

namespace bench {

struct Measured {
    double seconds = 0;
    double cpuSeconds = 0;  // user + system: what the load of other processes does not inflate
    long peakKiB = 0;
    bool ok = false;
};

// Runs `work` in a child process; its wall time, CPU time and peak resident memory.
inline Measured inChild(const std::function<bool()>& work) {
    std::fflush(stdout);  // or the child prints the parent's buffered lines again
    const auto t0 = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        const bool ok = work();
        std::fflush(stdout);  // _exit does not flush: what the child printed would be lost in a pipe
        _exit(ok ? 0 : 1);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    const auto seconds = [](const timeval& t) {
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
    };
    return {std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(),
            seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss,
            WIFEXITED(status) && WEXITSTATUS(status) == 0};
}

// One line of a results table.
inline void printRow(const char* what, const Measured& m) {
    std::printf("%-34s %7.3f s wall %7.3f s cpu  peak %7.1f MiB%s\n", what, m.seconds, m.cpuSeconds, m.peakKiB / 1024.0,
                m.ok ? "" : "  FAILED");
}

}  // namespace bench
