#include "editor/export/export_task.hpp"

#include "editor/document/studio_document.hpp"

namespace editor {

ExportTask::ExportTask(const StudioDocument& doc, ExportJobRequest request)
    : m_request(std::move(request)),
      m_doc(doc.doc()) {
    m_request.request.source = doc.path();
}

std::string ExportTask::title() const { return "Export " + m_request.format->title; }

void ExportTask::run(const importers::ProgressFn& progress) {
    exporters::ExportRequest request = m_request.request;
    // The job's progress (which says when Cancel was pressed), after the request's own, if any.
    request.progress = [&](double fraction, std::string_view message) {
        const bool own = !m_request.request.progress || m_request.request.progress(fraction, message);
        return progress(fraction, message) && own;
    };
    m_result = exporters::runExport(*m_request.format, m_doc, request);
}

ImportOutcome ExportTask::finish(StudioDocument&) {
    ImportOutcome out;
    if (m_result.cancelled) {
        out.status = ImportOutcome::Status::Cancelled;
        out.message = "Export cancelled: nothing was written.";
        return out;
    }
    out.message = describeDiagnostics(m_result.diagnostics);
    if (m_result.hasErrors()) return out;  // Failed
    out.status = ImportOutcome::Status::Unchanged;
    out.message = "wrote " + m_result.output.string() + (m_result.summary.empty() ? "" : ": " + m_result.summary) +
                  "\n" + out.message;
    return out;
}

}  // namespace editor
