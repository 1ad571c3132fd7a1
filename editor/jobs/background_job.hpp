#pragma once
// One importer call on a worker thread, free of wx so tests drive it directly. The work gets a
// ProgressFn (importers/import_diagnostics.hpp) that records how far it is and returns false once
// cancel() was asked for; the UI thread polls progress() and finished() (the importers call
// the ProgressFn from their own threads too, so everything here is thread-safe).
#include "importers/import_diagnostics.hpp"

#include <atomic>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace editor {

class BackgroundJob {
public:
    using Work = std::function<void(const importers::ProgressFn& progress)>;
    struct Progress {
        double fraction = 0;
        std::string message;
    };

    // Starts `work` at once on its own thread.
    explicit BackgroundJob(Work work);
    // Cancels and waits: a job never outlives what it works on.
    ~BackgroundJob();
    BackgroundJob(const BackgroundJob&) = delete;
    BackgroundJob& operator=(const BackgroundJob&) = delete;

    void cancel() { m_cancel = true; }
    [[nodiscard]] bool cancelRequested() const { return m_cancel; }
    [[nodiscard]] bool finished() const { return m_finished; }
    [[nodiscard]] Progress progress() const;
    void wait();  // blocks until the work returned
    // What the work threw (it should report errors itself; this keeps a throw from ending the app).
    [[nodiscard]] std::string failure() const;

private:
    bool report(double fraction, std::string_view message);

    mutable std::mutex m_mutex;
    Progress m_progress;
    std::string m_failure;
    std::atomic<bool> m_cancel{false};
    std::atomic<bool> m_finished{false};
    std::thread m_thread;
};

}  // namespace editor
