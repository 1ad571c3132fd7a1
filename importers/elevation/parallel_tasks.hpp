#pragma once
// Internal: numbered tasks spread over worker threads, with progress and cancel reported from the
// calling thread only (the studio's progress callback touches widgets).
#include "importers/import_diagnostics.hpp"

#include <functional>
#include <string>

namespace importers {

// Does task number `task`; false and `error` when it fails.
using TaskFn = std::function<bool(int task, std::string& error)>;

struct TaskProgress {
    ProgressFn progress;
    double from = 0, to = 1;  // the share of the whole job these tasks stand for
    std::string message;
};

// Runs tasks [0, tasks) on `threads` workers; each worker is made by `makeWorker` on its own
// thread (so it can hold its own GDAL handles) and may throw. Progress is reported at least once,
// so a cancel is always honoured. False with `error` (the first failure) or `cancelled`.
bool runTasks(int threads, int tasks, const std::function<TaskFn()>& makeWorker, const TaskProgress& progress,
              std::string& error, bool& cancelled);

}  // namespace importers
