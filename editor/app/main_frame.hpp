#pragma once
// The studio's main window: wxAUI panes around the map canvas (tool palette, layers, properties,
// validation), menus and toolbar from the action table, a status bar, and the file safety net:
// dirty title, prompt on close, atomic saves, autosave to a recovery copy. The panes and the canvas
// follow the document as DocumentViews (views()); the frame is the last of them, for what is its
// own: the title, the selection, the probes and the map-wide state of the canvas.
#include "editor/app/actions.hpp"
#include "editor/canvas/map_canvas.hpp"
#include "editor/document/document_views.hpp"
#include "editor/document/selection.hpp"
#include "editor/document/studio_document.hpp"
#include "editor/jobs/import_task.hpp"
#include "editor/tools/entry_hex_tool.hpp"
#include "editor/tools/flood_fill_tool.hpp"
#include "editor/tools/hexside_feature_tool.hpp"
#include "editor/tools/level_tool.hpp"
#include "editor/tools/los_probe_tool.hpp"
#include "editor/tools/reach_probe_tool.hpp"
#include "editor/tools/road_tool.hpp"
#include "editor/tools/select_tool.hpp"
#include "editor/tools/terrain_brush_tool.hpp"
#include "editor/tools/victory_hex_tool.hpp"

#include <wx/aui/framemanager.h>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/timer.h>

#include <filesystem>
#include <memory>

namespace editor {

class ImportProgressDialog;
class LayersPanel;
class ProbePanel;
class PropertyPanel;
class ToolPalette;
class ValidationPanel;

enum class ToolId : std::uint8_t {
    Select,
    TerrainBrush,
    FloodFill,
    RaiseLevel,
    LowerLevel,
    SetLevel,
    HexsideFeature,
    Road,
    VictoryHex,
    EntryHex,
    LosProbe,
    ReachProbe,
};
// Every tool, in palette and menu order.
inline constexpr ToolId kAllTools[] = {ToolId::Select,         ToolId::TerrainBrush, ToolId::FloodFill,
                                       ToolId::RaiseLevel,     ToolId::LowerLevel,   ToolId::SetLevel,
                                       ToolId::HexsideFeature, ToolId::Road,         ToolId::VictoryHex,
                                       ToolId::EntryHex,       ToolId::LosProbe,     ToolId::ReachProbe};
[[nodiscard]] const char* toolKey(ToolId t);                // "select", "terrain-brush", ...
[[nodiscard]] wxString toolTitle(ToolId t);                 // translated
[[nodiscard]] wxString toolShortcut(ToolId t);              // "S", "B", ...
[[nodiscard]] const char* layerTitle(engine::Layer layer);  // untranslated, for wxGetTranslation

class MainFrame : public wxFrame, public ToolHost, private DocumentView {
public:
    // `recoveryDir` holds the autosave copy; `interactive` false turns dialogs into lastError().
    MainFrame(engine::RulesetLibrary& rulesets, std::filesystem::path recoveryDir, bool interactive = true);
    ~MainFrame() override;

    // ToolHost
    StudioDocument* document() override { return m_doc.get(); }
    void selectHex(engine::HexCoord hex) override;
    // Every view of the document: add a pane here once and it follows every document and edit.
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
    bool saveAs();
    bool saveAs(const std::filesystem::path& path);
    void undo();
    void redo();
    void setTool(ToolId t);
    [[nodiscard]] ToolId currentTool() const { return m_toolId; }
    [[nodiscard]] TerrainBrushTool& brush() { return *m_brush; }
    [[nodiscard]] LevelTool& levelTool() { return *m_level; }
    [[nodiscard]] HexsideFeatureTool& hexsideTool() { return *m_hexside; }
    [[nodiscard]] FloodFillTool& fillTool() { return *m_fill; }
    [[nodiscard]] RoadTool& roadTool() { return *m_road; }
    [[nodiscard]] VictoryHexTool& victoryTool() { return *m_victory; }
    [[nodiscard]] EntryHexTool& entryTool() { return *m_entry; }
    [[nodiscard]] LosProbeTool& losProbe() { return *m_losProbe; }
    [[nodiscard]] ReachProbeTool& reachProbe() { return *m_reachProbe; }
    [[nodiscard]] ProbePanel& probePanel() { return *m_probes; }
    void setLayerVisible(engine::Layer layer, bool on);
    void showAbout();
    // File > Import Elevation, Import Vectors, Add Underlay: a dialog, then a background job whose
    // result lands as one undo step (main_frame_imports.cpp).
    void importElevation();
    void importVectors();
    void addUnderlay();
    // Runs `task` behind a progress dialog with Cancel (returned; it destroys itself at the end).
    ImportProgressDialog* runImport(std::unique_ptr<ImportTask> task);
    [[nodiscard]] const ImportOutcome& lastImport() const { return m_lastImport; }
    // The underlays' opacity in the document (the layer pane's slider): saved with the map.
    void setUnderlayOpacity(double opacity);
    void autosave();  // writes the recovery copy when there are unsaved changes
    void offerRecovery();

    [[nodiscard]] MapCanvas& canvas() { return *m_canvas; }
    [[nodiscard]] ValidationPanel& validationPanel() { return *m_validation; }
    [[nodiscard]] PropertyPanel& propertyPanel() { return *m_properties; }
    [[nodiscard]] const wxString& lastError() const { return m_lastError; }

private:
    void buildPanes();
    // DocumentView: the frame's own share of following the document.
    void documentReplaced(const StudioDocument* doc) override;
    void documentChanged(const engine::ChangeSet& change, bool committed) override;
    // Ends the current tool's gesture as its release would (before undo, another tool or file).
    void finishGesture();
    void updateTitle();
    void updateStatus(std::optional<engine::HexCoord> hex);
    void showError(const wxString& title, const wxString& message);
    // True when it is fine to drop the current document (saved, discarded, or clean).
    bool confirmDiscard();
    void importDone(const ImportOutcome& outcome);
    // After a map-wide change: reload underlay images that changed, follow their opacity, and fit
    // the view to a new grid (an import or its undo).
    void syncMapWide();
    void applyCommand(std::unique_ptr<engine::Command> command);
    void goTo(const engine::Diagnostic& diagnostic);
    void waive(const engine::Diagnostic& diagnostic, const std::string& comment);
    void removeWaiver(const engine::Diagnostic& diagnostic);

    engine::RulesetLibrary& m_rulesets;
    std::filesystem::path m_recoveryDir;
    bool m_interactive;
    std::unique_ptr<StudioDocument> m_doc;
    DocumentViews m_views;
    wxAuiManager m_aui;
    MapCanvas* m_canvas = nullptr;
    ToolPalette* m_palette = nullptr;
    LayersPanel* m_layers = nullptr;
    PropertyPanel* m_properties = nullptr;
    ValidationPanel* m_validation = nullptr;
    std::unique_ptr<SelectTool> m_select;
    std::unique_ptr<TerrainBrushTool> m_brush;
    std::unique_ptr<LevelTool> m_level;
    std::unique_ptr<HexsideFeatureTool> m_hexside;
    std::unique_ptr<FloodFillTool> m_fill;
    std::unique_ptr<RoadTool> m_road;
    std::unique_ptr<VictoryHexTool> m_victory;
    std::unique_ptr<EntryHexTool> m_entry;
    std::unique_ptr<LosProbeTool> m_losProbe;
    std::unique_ptr<ReachProbeTool> m_reachProbe;
    ProbePanel* m_probes = nullptr;
    ToolId m_toolId = ToolId::Select;
    Selection m_selection;
    std::vector<Action> m_actions;
    wxFileHistory m_recent;
    wxTimer m_autosaveTimer;
    wxString m_lastError;
    ImportOutcome m_lastImport;
    std::vector<engine::Underlay> m_shownUnderlays;
    engine::HexGrid m_fittedGrid;
};

}  // namespace editor
