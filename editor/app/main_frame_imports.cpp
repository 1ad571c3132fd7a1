// MainFrame's import side: File > Import Elevation, Import Vectors and Add Underlay (dialog, then
// a background job behind a progress dialog, then one undo step), and the underlays' opacity
// kept in the document. Kept apart from main_frame.cpp, which builds the window.
#include "editor/app/main_frame.hpp"
#include "editor/import/add_underlay_dialog.hpp"
#include "editor/import/import_elevation_dialog.hpp"
#include "editor/import/import_vectors_dialog.hpp"
#include "editor/jobs/import_progress_dialog.hpp"
#include "editor/panels/layers_panel.hpp"
#include "engine/commands/set_underlays_command.hpp"
#include "importers/fidelity/map_fidelity.hpp"

#include <wx/msgdlg.h>

namespace editor {

namespace {

// The same images in the same places: opacity alone does not need a new warp.
bool sameImages(const std::vector<engine::Underlay>& a, const std::vector<engine::Underlay>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].source != b[i].source || a[i].gcps != b[i].gcps) return false;
    return true;
}

wxString firstLine(const std::string& text) { return wxString::FromUTF8(text.substr(0, text.find('\n'))); }

// Shows an import dialog; its request as a task, or null when the user cancelled.
template <class Task, class Request, class Dialog>
std::unique_ptr<ImportTask> taskFromDialog(Dialog& dialog, const StudioDocument& doc) {
    Request request;
    wxString error;
    if (dialog.ShowModal() != wxID_OK || !dialog.readRequest(request, error)) return nullptr;
    return std::make_unique<Task>(doc, std::move(request));
}

}  // namespace

void MainFrame::importElevation() {
    if (!m_doc) return;
    ImportElevationDialog dialog(this, *m_doc);
    runImport(taskFromDialog<ElevationImportTask, ElevationImportRequest>(dialog, *m_doc));
}

void MainFrame::importVectors() {
    if (!m_doc) return;
    ImportVectorsDialog dialog(this, *m_doc);
    runImport(taskFromDialog<VectorImportTask, VectorImportRequest>(dialog, *m_doc));
}

void MainFrame::addUnderlay() {
    if (!m_doc) return;
    AddUnderlayDialog dialog(this, m_doc->doc().map);
    runImport(taskFromDialog<UnderlayTask, UnderlayRequest>(dialog, *m_doc));
}

ImportProgressDialog* MainFrame::runImport(std::unique_ptr<ImportTask> task) {
    if (!m_doc || !task) return nullptr;
    m_lastImport = {};
    return new ImportProgressDialog(
        this, std::move(task), [this](ImportTask& t) { return t.finish(*m_doc); },
        [this](const ImportOutcome& outcome) { importDone(outcome); });
}

void MainFrame::importDone(const ImportOutcome& outcome) {
    m_lastImport = outcome;
    switch (outcome.status) {
    case ImportOutcome::Status::Applied:
        SetStatusText(firstLine(outcome.message), 0);
        if (m_interactive && outcome.message.find("warning:") != std::string::npos)
            wxMessageBox(wxString::FromUTF8(outcome.message), _("Imported, with warnings"), wxOK | wxICON_WARNING,
                         this);
        break;
    case ImportOutcome::Status::Unchanged:
    case ImportOutcome::Status::Cancelled: SetStatusText(firstLine(outcome.message), 0); break;
    case ImportOutcome::Status::Failed:
        showError(_("Import failed: the map is unchanged"), wxString::FromUTF8(outcome.message));
        break;
    }
}

void MainFrame::setUnderlayOpacity(double opacity) {
    if (m_doc && !m_doc->doc().map.underlays().empty()) m_doc->apply(engine::setUnderlayOpacity(m_doc->doc(), opacity));
    else m_canvas->setUnderlayOpacity(opacity);
}

void MainFrame::syncMapWide() {
    if (!m_doc) return;
    const engine::HexMap& map = m_doc->doc().map;
    if (!sameImages(map.underlays(), m_shownUnderlays)) {
        const std::vector<std::string> problems = m_canvas->loadUnderlays();
        if (!problems.empty()) {
            wxString text;
            for (const std::string& p : problems) text += wxString::FromUTF8(p) + "\n";
            showError(_("Underlay not shown"), text);
        }
    }
    m_shownUnderlays = map.underlays();
    if (!map.underlays().empty()) {
        m_canvas->setUnderlayOpacity(map.underlays().front().opacity);
        m_layers->syncOpacity(map.underlays().front().opacity);
    }
    if (!(map.grid() == m_fittedGrid)) {
        m_fittedGrid = map.grid();
        showFidelity(nullptr);  // measured on another grid
        m_canvas->setSelection(std::nullopt);
        m_canvas->zoomToFit();
    }
}

}  // namespace editor
