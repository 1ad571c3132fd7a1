#include "editor/jobs/import_progress_dialog.hpp"

#include <wx/button.h>
#include <wx/gauge.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace editor {

namespace {
constexpr int kPollMilliseconds = 50;
constexpr int kGaugeRange = 1000;
}  // namespace

ImportProgressDialog::ImportProgressDialog(wxWindow* parent, std::unique_ptr<ImportTask> task, Finish finish, Done done)
    : wxDialog(parent, wxID_ANY, wxString::FromUTF8(task->title()), wxDefaultPosition, wxDefaultSize, wxCAPTION),
      m_task(std::move(task)),
      m_finish(std::move(finish)),
      m_done(std::move(done)),
      m_timer(this) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    m_message =
        new wxStaticText(this, wxID_ANY, _("Starting..."), wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_MIDDLE);
    m_gauge = new wxGauge(this, wxID_ANY, kGaugeRange, wxDefaultPosition, wxSize(FromDIP(360), -1));
    m_cancel = new wxButton(this, wxID_CANCEL, _("Cancel"));
    sizer->Add(m_message, wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    sizer->Add(m_gauge, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, FromDIP(10)));
    sizer->Add(m_cancel, wxSizerFlags().Right().Border(wxALL, FromDIP(10)));
    SetSizerAndFit(sizer);
    CentreOnParent();

    m_cancel->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { cancel(); });
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent& e) {
        if (e.CanVeto()) e.Veto();  // closing means cancelling, and the job ends the dialog
        cancel();
    });
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { poll(); });

    Show();
    // Everything but this dialog is disabled: the job works from the document as it was.
    m_disabler = std::make_unique<wxWindowDisabler>(this);
    ImportTask* work = m_task.get();
    m_job = std::make_unique<BackgroundJob>([work](const importers::ProgressFn& progress) { work->run(progress); });
    m_timer.Start(kPollMilliseconds);
}

ImportProgressDialog::~ImportProgressDialog() {
    m_timer.Stop();
    m_job.reset();  // cancels and joins if it is still running
}

void ImportProgressDialog::cancel() {
    m_job->cancel();
    m_cancel->Disable();
    m_message->SetLabel(_("Cancelling..."));
}

void ImportProgressDialog::poll() {
    if (m_ended) return;
    if (!m_job->finished()) {
        const BackgroundJob::Progress p = m_job->progress();
        m_gauge->SetValue(static_cast<int>(p.fraction * kGaugeRange));
        if (!m_job->cancelRequested() && !p.message.empty()) m_message->SetLabel(wxString::FromUTF8(p.message));
        return;
    }
    m_ended = true;
    m_timer.Stop();
    m_job->wait();
    m_disabler.reset();
    ImportOutcome outcome;
    if (const std::string failure = m_job->failure(); !failure.empty()) outcome.message = "error: " + failure;
    else outcome = m_finish(*m_task);
    Hide();
    if (m_done) m_done(outcome);
    Destroy();
}

}  // namespace editor
