#include "editor/jobs/fidelity_task.hpp"

#include "editor/document/studio_document.hpp"
#include "importers/fidelity/fidelity_layer.hpp"

namespace editor {

FidelityTask::FidelityTask(const StudioDocument& doc, FidelityRequest request)
    : m_request(std::move(request)),
      m_map(doc.doc().map),
      m_ruleset(doc.doc().ruleset) {}

void FidelityTask::run(const importers::ProgressFn& progress) {
    if (!m_ruleset) {
        m_result.diagnostics.push_back({engine::Severity::Error,
                                        "fidelity.ruleset",
                                        {},
                                        "the document has no ruleset to measure with",
                                        {},
                                        false,
                                        {}});
        return;
    }
    importers::FidelityOptions options = m_request.options;
    options.progress = progress;
    m_result = importers::measureFidelity(m_map, *m_ruleset, m_request.raster, options);
}

ImportOutcome FidelityTask::finish(StudioDocument&) {
    if (auto stopped = notLanding(m_result)) {
        if (stopped->status == ImportOutcome::Status::Cancelled) stopped->message = "Map Fidelity cancelled";
        return *stopped;
    }
    ImportOutcome out;
    out.status = ImportOutcome::Status::Unchanged;
    out.message = "Map fidelity " + importers::fidelityHeadline(m_result) + "\n" + describeDiagnostics(m_result);
    return out;
}

}  // namespace editor
