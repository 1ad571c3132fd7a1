#include "editor/import/underlay_task.hpp"

#include "editor/document/studio_document.hpp"
#include "engine/commands/set_underlays_command.hpp"
#include "engine/io/file_reference.hpp"

namespace editor {

std::string underlaySource(const std::string& image) { return engine::absoluteReference(image); }

UnderlayTask::UnderlayTask(const StudioDocument& doc, UnderlayRequest request)
    : m_request(std::move(request)),
      m_map(doc.doc().map) {}

void UnderlayTask::run(const importers::ProgressFn& progress) {
    importers::UnderlayOptions options;
    options.image = m_request.image;
    options.gcps = m_request.gcps;
    options.progress = progress;
    m_result = importers::warpUnderlay(m_map, options);
}

ImportOutcome UnderlayTask::finish(StudioDocument& doc) {
    if (auto stopped = notLanding(m_result)) return *stopped;
    ImportOutcome out;
    engine::Underlay underlay{underlaySource(m_request.image), m_request.opacity, m_request.gcps};
    out.change = doc.apply(engine::addUnderlay(doc.doc(), std::move(underlay)));
    out.status = out.change.empty() ? ImportOutcome::Status::Unchanged : ImportOutcome::Status::Applied;
    out.message = "underlay " + m_request.image + ": " + std::to_string(m_result.image.width) + " x " +
                  std::to_string(m_result.image.height) + " pixels over the map, covering " +
                  std::to_string(static_cast<int>(m_result.coveredShare * 100 + 0.5)) + "% of it\n" +
                  describeDiagnostics(m_result);
    return out;
}

}  // namespace editor
