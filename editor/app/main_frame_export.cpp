// MainFrame's export side: File > Export... (the export dialog, then the format's run as a
// background job behind a progress dialog with Cancel). An export never changes the document.
#include "editor/app/main_frame.hpp"
#include "editor/export/export_dialog.hpp"
#include "editor/jobs/import_progress_dialog.hpp"

namespace editor {

void MainFrame::exportDocument() {
    if (!m_doc) return;
    ExportDialog dialog(this, *m_doc, m_area);
    ExportJobRequest request;
    wxString error;
    if (dialog.ShowModal() != wxID_OK || !dialog.readRequest(request, error)) return;
    runExport(std::move(request));
}

ImportProgressDialog* MainFrame::runExport(ExportJobRequest request) {
    if (!m_doc || !request.format) return nullptr;
    m_lastExport = {};
    return new ImportProgressDialog(
        this, std::make_unique<ExportTask>(*m_doc, std::move(request)),
        [this](ImportTask& t) { return t.finish(*m_doc); },
        [this](const ImportOutcome& outcome) {
            m_lastExport = outcome;
            if (outcome.status == ImportOutcome::Status::Failed)
                showError(_("Export failed: nothing was written"), wxString::FromUTF8(outcome.message));
            else SetStatusText(wxString::FromUTF8(outcome.message.substr(0, outcome.message.find('\n'))), 0);
        });
}

}  // namespace editor
