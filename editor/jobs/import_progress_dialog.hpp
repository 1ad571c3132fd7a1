#pragma once
// Runs an ImportTask as a BackgroundJob behind a small progress dialog with Cancel. The dialog is
// modeless and polls the job on a timer, so the application keeps painting and answering while
// the other windows are disabled; when the job ends it calls finish() on the UI thread, hands the
// outcome to `done` and destroys itself.
#include "editor/jobs/background_job.hpp"
#include "editor/jobs/import_task.hpp"

#include <wx/dialog.h>
#include <wx/timer.h>
#include <wx/utils.h>

#include <functional>
#include <memory>

class wxGauge;
class wxStaticText;
class wxButton;

namespace editor {

class ImportProgressDialog : public wxDialog {
public:
    using Finish = std::function<ImportOutcome(ImportTask&)>;
    using Done = std::function<void(const ImportOutcome&)>;

    // Starts the job at once. `finish` lands the task's result (on the UI thread); `done` gets
    // the outcome.
    ImportProgressDialog(wxWindow* parent, std::unique_ptr<ImportTask> task, Finish finish, Done done);
    ~ImportProgressDialog() override;

    // What the Cancel button does.
    void cancel();
    [[nodiscard]] BackgroundJob& job() { return *m_job; }

private:
    void poll();

    std::unique_ptr<ImportTask> m_task;
    std::unique_ptr<BackgroundJob> m_job;
    Finish m_finish;
    Done m_done;
    wxTimer m_timer;
    wxGauge* m_gauge = nullptr;
    wxStaticText* m_message = nullptr;
    wxButton* m_cancel = nullptr;
    std::unique_ptr<wxWindowDisabler> m_disabler;
    bool m_ended = false;
};

}  // namespace editor
