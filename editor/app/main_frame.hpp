#pragma once
// The studio's main window: wxAUI panes around the map canvas (tool palette, layers, properties,
// validation), menus and toolbar from the action table, a status bar, and the file safety net:
// dirty title, prompt on close, atomic saves, autosave to a recovery copy. The tools are the rows
// of the tool table (tool_table.hpp). The panes, the canvas and the probes follow the document as
// DocumentViews (views()); the frame is the last of them, for what is its own: the title, the
// selection and the map-wide state of the canvas.
#include "editor/app/actions.hpp"
#include "editor/app/key_router.hpp"
#include "editor/app/pane_layout.hpp"
#include "editor/app/tool_box.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/document/document_views.hpp"
#include "editor/document/selection.hpp"
#include "editor/document/studio_document.hpp"
#include "editor/jobs/import_task.hpp"
#include "importers/oob/oob_import.hpp"

#include <wx/aboutdlg.h>
#include <wx/aui/framemanager.h>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/timer.h>

#include <filesystem>
#include <memory>

namespace importers {
struct FidelityResult;
}

namespace editor {

class ImportProgressDialog;
struct FidelityRequest;
struct ExportJobRequest;
class LayersPanel;
class LegendPanel;
class OobPanel;
class PieceDropTarget;
class ProbePanel;
class PropertyPanel;
class SchedulePanel;
class VictoryPanel;
struct NewScenarioRequest;
class ToolPalette;
class ValidationPanel;

[[nodiscard]] const char* layerTitle(engine::Layer layer);  // untranslated, for wxGetTranslation

class MainFrame : public wxFrame, public ToolHost, private DocumentView {
public:
    // `recoveryDir` holds the autosave copy; `interactive` false turns dialogs into lastError();
    // `tools` are the rows of the tool palette and the Tools menu.
    MainFrame(engine::RulesetLibrary& rulesets, std::filesystem::path recoveryDir, bool interactive = true,
              std::vector<ToolSpec> tools = builtinTools());
    ~MainFrame() override;

    // ToolHost
    StudioDocument* document() override { return m_doc.get(); }
    void selectHex(engine::HexCoord hex) override;
    // The area the print exports offer as "selection": outlined on the canvas, in the status bar.
    void selectArea(std::optional<exporters::HexRange> area) override;
    [[nodiscard]] bool pointerOverOrderOfBattle() const override;
    [[nodiscard]] const std::optional<exporters::HexRange>& selectedArea() const { return m_area; }
    // Every view of the document: a view added once follows every document and edit. Panes that
    // are DocumentViews are added when they are docked (buildPanes).
    [[nodiscard]] DocumentViews& views() { return m_views; }
    // Selects a hex, hexside, unit or victory hex: highlighted on the canvas, shown in the
    // property pane.
    void select(const Selection& selection);
    [[nodiscard]] const Selection& selection() const { return m_selection; }
    // Selects the next (+1) or previous (-1) problem of the validation pane and goes to it.
    bool goToProblem(int direction);

    bool openFile(const std::filesystem::path& path);
    void setDocument(std::unique_ptr<StudioDocument> doc);
    bool runAction(std::string_view key);  // false when unknown or disabled
    [[nodiscard]] const std::vector<Action>& actions() const { return m_actions; }

    void newFromRuleset();
    void openWithDialog();
    bool save();
    // Asks for the file, and for a scenario whether its map is saved beside it or stays shared.
    bool saveAs();
    bool saveAs(const std::filesystem::path& path,
                StudioDocument::MapOnSaveAs map = StudioDocument::MapOnSaveAs::Beside);
    void undo();
    void redo();
    // Makes the tool of row `key` the canvas's; false when no row has that key.
    bool setTool(std::string_view key);
    [[nodiscard]] const std::string& currentTool() const { return m_toolKey; }
    [[nodiscard]] const std::vector<ToolSpec>& toolSpecs() const { return m_tools.specs(); }
    // The tool of row `key`, or (no key) the first tool of class T (see ToolBox::get).
    template <class T>
    [[nodiscard]] T& tool(std::string_view key = {}) {
        return m_tools.get<T>(key);
    }
    [[nodiscard]] ProbePanel& probePanel() { return *m_probes; }
    void setLayerVisible(engine::Layer layer, bool on);
    // A side's counter colour ("#rrggbb"), one undo step; saved in the scenario.
    void setSideColor(const std::string& sideId, const std::string& color);
    [[nodiscard]] LegendPanel& legend() { return *m_legend; }
    void showAbout();
    // File > Import Elevation, Import Vectors, Add Underlay: a dialog, then a background job whose
    // result lands as one undo step (main_frame_imports.cpp).
    void importElevation();
    void importVectors();
    void addUnderlay();
    // The scenario side (main_frame_scenario.cpp). Scenario > Settings: the dialog's edits as one
    // undo step (false, with the message shown, when one is refused: nothing changes).
    void editScenarioSettings();
    // Scenario > Reachability: the table for the victory hexes and the selected hex; a row's path
    // outlined on the map while the dialog is up.
    void showReachability();
    // The Reachability layer: the earliest turn of each side at the victory hexes and the selected
    // hex (engine::reachabilityTable, as the dialog and `ridgeline reachability`), shown when its
    // box is ticked and kept up to date after each edit while it shows; the dialog's table and
    // selected row's path replace it while the dialog is up.
    void showReachabilityLayer();
    [[nodiscard]] const std::optional<engine::ReachMarks>& reachabilityLayer() const { return m_reach; }
    // Edit > Rules Not Checked...: the open ruleset's rules that validation cannot check.
    void showRulesNotChecked();
    bool applyScenarioSettings(const std::vector<CommandBuilder>& edits);
    // File > New Scenario: the dialog, then the files it names written and the scenario opened.
    void newScenario();
    bool newScenario(const NewScenarioRequest& request);
    // File > Import Order of Battle: a CSV or TSV sheet as one undo step.
    void importOob();
    bool importOob(const std::filesystem::path& table, importers::OobImportOptions::Mode mode);
    // Runs `task` behind a progress dialog with Cancel (returned; it destroys itself at the end).
    ImportProgressDialog* runImport(std::unique_ptr<ImportTask> task);
    [[nodiscard]] const ImportOutcome& lastImport() const { return m_lastImport; }
    // File > Export...: the export dialog, then the format's run as a background job behind the
    // same progress dialog; the document is never changed (main_frame_export.cpp).
    void exportDocument();
    ImportProgressDialog* runExport(ExportJobRequest request);
    [[nodiscard]] const ImportOutcome& lastExport() const { return m_lastExport; }
    // Tools > Map Fidelity...: the raster and options, then importers::measureFidelity as a background
    // job; its per-hex counts shade the Map fidelity layer, its agreement goes in the status bar and
    // the Layers pane (main_frame_fidelity.cpp). The raster is remembered while the document is open.
    void measureFidelity();
    ImportProgressDialog* runFidelity(FidelityRequest request);
    [[nodiscard]] const importers::FidelityResult* fidelity() const { return m_fidelity.get(); }
    [[nodiscard]] const std::string& fidelityRaster() const { return m_fidelityRaster; }
    [[nodiscard]] const ImportOutcome& lastFidelity() const { return m_lastFidelity; }
    // The underlays' opacity in the document (the layer pane's slider): saved with the map.
    void setUnderlayOpacity(double opacity);
    void autosave();  // writes the recovery copy when there are unsaved changes
    void offerRecovery();

    [[nodiscard]] MapCanvas& canvas() { return *m_canvas; }
    [[nodiscard]] ValidationPanel& validationPanel() { return *m_validation; }
    [[nodiscard]] PropertyPanel& propertyPanel() { return *m_properties; }
    [[nodiscard]] OobPanel& oobPanel() { return *m_oob; }
    // Pieces dragged from the tree onto the map (owned by the canvas).
    [[nodiscard]] PieceDropTarget& setupDrop() { return *m_setupDrop; }
    [[nodiscard]] ToolPalette& toolPalette() { return *m_palette; }
    [[nodiscard]] SchedulePanel& schedulePanel() { return *m_schedule; }
    [[nodiscard]] VictoryPanel& victoryPanel() { return *m_victory; }
    [[nodiscard]] const wxString& lastError() const { return m_lastError; }
    [[nodiscard]] const wxAboutDialogInfo& lastAbout() const { return m_lastAbout; }  // what About showed
    [[nodiscard]] const wxFileHistory& recentFiles() const { return m_recent; }
    [[nodiscard]] PaneLayout& panes() { return m_panes; }
    [[nodiscard]] StudioAuiManager& aui() { return m_aui; }

private:
    // Creates the panes and docks each with dock(): the one place a new pane is added.
    void buildPanes();
    // Docks `content` (or the PaneScroller holding it) as pane `name` (PaneLayout); a pane that is
    // a DocumentView follows the document from now.
    void dock(wxWindow* content, const std::string& name, const wxString& caption, Dock where);
    // The scenario's panes (main_frame_scenario.cpp), docked with the others.
    void buildScenarioPanes();
    // DocumentView: the frame's own share of following the document.
    void documentReplaced(const StudioDocument* doc) override;
    void documentChanged(const engine::ChangeSet& change, bool committed) override;
    // Ends the current tool's gesture as its release would (before undo, another tool or file).
    void finishGesture();
    void updateTitle();
    // Save As of a scenario: its map beside the new scenario or shared; nullopt when cancelled.
    std::optional<StudioDocument::MapOnSaveAs> askMapPlacement(const std::filesystem::path& scenarioFile);
    void loadRecentFiles();
    void saveRecentFiles();
    void rememberRecent(const std::filesystem::path& path);
    void updateStatus(std::optional<engine::HexCoord> hex);
    void showError(const wxString& title, const wxString& message);
    // True when it is fine to drop the current document (saved, discarded, or clean).
    bool confirmDiscard();
    void importDone(const ImportOutcome& outcome);
    void fidelityDone(const ImportOutcome& outcome);
    // The Map fidelity layer shows `result` (null: nothing, the layer's key and summary gone).
    void showFidelity(std::unique_ptr<importers::FidelityResult> result);
    void clearReachabilityLayer();
    void showReachMarks(engine::ReachMarks marks);
    // The legend keys the measurements the map shows.
    void updateLegendLayers();
    // After a map-wide change: reload underlay images that changed, follow their opacity, and fit
    // the view to a new grid (an import or its undo).
    void syncMapWide();
    void applyCommand(std::unique_ptr<engine::Command> command);
    void goTo(const engine::Diagnostic& diagnostic);
    // A piece chosen in the order-of-battle tree: selected on the map where it is set up.
    void goToPiece(const std::string& piece);
    void waive(const engine::Diagnostic& diagnostic, const std::string& comment);
    void removeWaiver(const engine::Diagnostic& diagnostic);

    engine::RulesetLibrary& m_rulesets;
    std::filesystem::path m_recoveryDir;
    bool m_interactive;
    std::unique_ptr<StudioDocument> m_doc;
    DocumentViews m_views;
    StudioAuiManager m_aui;
    MapCanvas* m_canvas = nullptr;
    ToolPalette* m_palette = nullptr;
    LayersPanel* m_layers = nullptr;
    PropertyPanel* m_properties = nullptr;
    ValidationPanel* m_validation = nullptr;
    OobPanel* m_oob = nullptr;
    PieceDropTarget* m_setupDrop = nullptr;
    SchedulePanel* m_schedule = nullptr;
    VictoryPanel* m_victory = nullptr;
    ToolBox m_tools;
    ProbePanel* m_probes = nullptr;
    LegendPanel* m_legend = nullptr;
    PaneLayout m_panes;
    std::string m_toolKey;
    Selection m_selection;
    std::optional<exporters::HexRange> m_area;
    std::vector<Action> m_actions;
    std::unique_ptr<KeyRouter> m_keys;
    wxFileHistory m_recent;
    wxTimer m_autosaveTimer;
    wxString m_lastError;
    wxAboutDialogInfo m_lastAbout;
    ImportOutcome m_lastImport;
    ImportOutcome m_lastExport;
    std::string m_fidelityRaster;
    std::unique_ptr<importers::FidelityResult> m_fidelity;
    engine::FidelityShading m_fidelityShading;
    ImportOutcome m_lastFidelity;
    std::optional<engine::ReachMarks> m_reach;
    std::vector<engine::Underlay> m_shownUnderlays;
    engine::HexGrid m_fittedGrid;
};

}  // namespace editor
