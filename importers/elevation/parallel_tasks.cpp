#include "importers/elevation/parallel_tasks.hpp"

#include "importers/elevation/raster_source.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace importers {

bool runTasks(int threads, int tasks, const std::function<TaskFn()>& makeWorker, const TaskProgress& p,
              std::string& error, bool& cancelled) {
    threads = std::max(1, threads);
    std::atomic<int> next{0};
    int done = 0, finished = 0;  // tasks done, workers ended: guarded by mutex, signalled through `changed`
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable changed;
    const auto fail = [&](const std::string& why) {
        if (error.empty()) error = why;
        stop = true;
    };
    const auto worker = [&] {
        const QuietGdalErrors quiet;
        try {
            const TaskFn task = makeWorker();
            for (int t = next++; t < tasks && !stop; t = next++) {
                std::string why;
                const bool ok = task(t, why);
                const std::lock_guard lock(mutex);
                if (!ok) fail(why);
                ++done;
                changed.notify_all();
            }
        } catch (const std::exception& e) {
            const std::lock_guard lock(mutex);
            fail(e.what());
        }
        const std::lock_guard lock(mutex);
        ++finished;
        changed.notify_all();
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    std::unique_lock lock(mutex);
    for (bool first = true; first || finished < threads; first = false) {
        const double fraction = p.from + (p.to - p.from) * done / std::max(1, tasks);
        lock.unlock();
        if (p.progress && !p.progress(fraction, p.message)) {
            cancelled = true;
            stop = true;
        }
        lock.lock();
        changed.wait_for(lock, std::chrono::milliseconds(100), [&] { return finished == threads; });
    }
    lock.unlock();
    for (auto& t : pool) t.join();
    return error.empty() && !cancelled;
}

}  // namespace importers
