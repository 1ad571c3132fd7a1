#pragma once
// Tools > Map Fidelity... as a background job: importers::measureFidelity on a worker thread, on a
// copy of the map and the document's ruleset taken when the job starts (the document is never
// changed: finish() lands nothing and reports the agreement, as `ridgeline fidelity` prints it).
#include "editor/jobs/import_task.hpp"
#include "editor/panels/fidelity_dialog.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"

#include <memory>

namespace editor {

class FidelityTask final : public ImportTask {
public:
    FidelityTask(const StudioDocument& doc, FidelityRequest request);
    [[nodiscard]] std::string title() const override { return "Map Fidelity"; }
    void run(const importers::ProgressFn& progress) override;
    // Unchanged with the headline when measured; Failed with the errors; Cancelled.
    ImportOutcome finish(StudioDocument& doc) override;
    [[nodiscard]] const FidelityRequest& request() const { return m_request; }
    [[nodiscard]] const importers::FidelityResult& result() const { return m_result; }

private:
    FidelityRequest m_request;
    engine::HexMap m_map;
    std::shared_ptr<const engine::Ruleset> m_ruleset;
    importers::FidelityResult m_result;
};

}  // namespace editor
