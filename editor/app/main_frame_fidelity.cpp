// MainFrame's Map Fidelity: Tools > Map Fidelity... asks for the elevation raster (remembered while
// the document is open) and the measurement's options, runs importers::measureFidelity as a
// background job behind the progress dialog with Cancel, then shades the Map fidelity layer by
// each hex's share of lines the rules get wrong and states the agreement in the status bar and
// the Layers pane. The document is never changed. Kept apart from main_frame.cpp.
#include "editor/app/main_frame.hpp"
#include "editor/jobs/fidelity_task.hpp"
#include "editor/jobs/import_progress_dialog.hpp"
#include "editor/panels/fidelity_dialog.hpp"
#include "editor/panels/ground_profile_box.hpp"
#include "editor/panels/layers_panel.hpp"
#include "editor/panels/legend_panel.hpp"
#include "editor/panels/probe_panel.hpp"
#include "importers/fidelity/fidelity_layer.hpp"

namespace editor {

void MainFrame::measureFidelity() {
    if (!m_doc || !m_doc->doc().ruleset) return;
    finishGesture();
    FidelityDialog dialog(this, m_fidelityRaster);
    FidelityRequest request;
    wxString error;
    if (dialog.ShowModal() != wxID_OK || !dialog.readRequest(request, error)) return;
    runFidelity(std::move(request));
}

ImportProgressDialog* MainFrame::runFidelity(FidelityRequest request) {
    if (!m_doc) return nullptr;
    m_fidelityRaster = request.raster;
    m_lastFidelity = {};
    return new ImportProgressDialog(
        this, std::make_unique<FidelityTask>(*m_doc, std::move(request)),
        [this](ImportTask& task) {
            ImportOutcome outcome = task.finish(*m_doc);
            if (outcome.status == ImportOutcome::Status::Unchanged)
                showFidelity(std::make_unique<importers::FidelityResult>(static_cast<FidelityTask&>(task).result()));
            return outcome;
        },
        [this](const ImportOutcome& outcome) { fidelityDone(outcome); });
}

void MainFrame::fidelityDone(const ImportOutcome& outcome) {
    m_lastFidelity = outcome;
    if (outcome.status == ImportOutcome::Status::Failed) {
        showError(_("Map Fidelity failed"), wxString::FromUTF8(outcome.message));
        return;
    }
    SetStatusText(wxString::FromUTF8(outcome.message.substr(0, outcome.message.find('\n'))), 0);
}

void MainFrame::showFidelity(std::unique_ptr<importers::FidelityResult> result) {
    m_fidelity = std::move(result);
    m_fidelityShading = m_fidelity ? importers::fidelityShading(*m_fidelity) : engine::FidelityShading{};
    m_canvas->setFidelity(m_fidelity ? &m_fidelityShading : nullptr);
    updateLegendLayers();
    if (!m_fidelity) {
        m_layers->setFidelitySummary({});
        return;
    }
    m_layers->setFidelitySummary(wxString::Format(_("%.1f %% agree"), 100.0 * m_fidelity->agreement()),
                                 wxString::FromUTF8(importers::fidelityHeadline(*m_fidelity)));
    setLayerVisible(engine::Layer::Fidelity, true);
    // The probe's ground profile reads the same raster, with the same eyes.
    m_probes->groundProfile().setRaster(m_fidelityRaster, m_fidelity->options.eyeMetres);
}

void MainFrame::updateLegendLayers() { m_legend->setMeasured({m_fidelity != nullptr, m_reach.has_value()}); }

}  // namespace editor
