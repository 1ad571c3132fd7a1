#include "editor/jobs/background_job.hpp"

#include <algorithm>

namespace editor {

BackgroundJob::BackgroundJob(Work work) {
    m_thread = std::thread([this, work = std::move(work)] {
        try {
            work([this](double fraction, std::string_view message) { return report(fraction, message); });
        } catch (const std::exception& e) {
            const std::lock_guard lock(m_mutex);
            m_failure = e.what();
        }
        m_finished = true;
    });
}

BackgroundJob::~BackgroundJob() {
    cancel();
    wait();
}

std::string BackgroundJob::failure() const {
    const std::lock_guard lock(m_mutex);
    return m_failure;
}

void BackgroundJob::wait() {
    if (m_thread.joinable()) m_thread.join();
}

BackgroundJob::Progress BackgroundJob::progress() const {
    const std::lock_guard lock(m_mutex);
    return m_progress;
}

bool BackgroundJob::report(double fraction, std::string_view message) {
    {
        const std::lock_guard lock(m_mutex);
        // Worker threads report out of order: the bar never runs backwards.
        m_progress.fraction = std::clamp(std::max(m_progress.fraction, fraction), 0.0, 1.0);
        if (!message.empty()) m_progress.message = std::string(message);
    }
    return !m_cancel;
}

}  // namespace editor
