#include "editor/app/main_frame.hpp"

#include "editor/app/new_map_dialog.hpp"
#include "editor/app/studio_icon.hpp"
#include "editor/canvas/probe_overlay.hpp"
#include "editor/canvas/setup_drop.hpp"
#include "editor/document/area_selection.hpp"
#include "editor/panels/layers_panel.hpp"
#include "editor/panels/legend_panel.hpp"
#include "editor/panels/oob_panel.hpp"
#include "editor/panels/probe_panel.hpp"
#include "editor/panels/property_panel.hpp"
#include "editor/panels/tool_palette.hpp"
#include "editor/panels/validation_panel.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/set_hex_cells_command.hpp"
#include "engine/commands/set_scenario_settings_command.hpp"
#include "engine/io/load_error.hpp"
#include "engine/model/number_text.hpp"
#include "engine/render/draw_list_builder.hpp"
#include "importers/fidelity/map_fidelity.hpp"
#include "importers/gdal_version.hpp"

#include <wx/aboutdlg.h>
#include <wx/aui/floatpane.h>
#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/filefn.h>
#include <wx/msgdlg.h>
#include <wx/statusbr.h>
#include <wx/utils.h>

#include <algorithm>
#include <cmath>

namespace fs = std::filesystem;

namespace editor {

namespace {

constexpr int kAutosaveMinutes = 3;
constexpr int kDefaultColumns = 30;
constexpr int kDefaultRows = 20;
enum StatusField { kLabelField, kTerrainField, kLevelField, kElevationField, kToolField, kAreaField, kFieldCount };
const wxString kRecentFilesGroup = "/RecentFiles";
const wxString kFileFilter =
    "Ridgeline files (*.rlscn;*.rlmap)|*.rlscn;*.rlmap|Scenarios (*.rlscn)|*.rlscn|Maps (*.rlmap)|*.rlmap";

}  // namespace

const char* layerTitle(engine::Layer layer) {
    switch (layer) {
    case engine::Layer::Terrain: return wxTRANSLATE("Terrain");
    case engine::Layer::Elevation: return wxTRANSLATE("Elevation shading");
    case engine::Layer::Levels: return wxTRANSLATE("Levels");
    case engine::Layer::Hexsides: return wxTRANSLATE("Hexside features");
    case engine::Layer::Labels: return wxTRANSLATE("Labels");
    case engine::Layer::Units: return wxTRANSLATE("Units");
    case engine::Layer::Victory: return wxTRANSLATE("Victory and entry hexes");
    case engine::Layer::Validation: return wxTRANSLATE("Validation markers");
    case engine::Layer::Fidelity: return wxTRANSLATE("Map fidelity");
    case engine::Layer::Reachability: return wxTRANSLATE("Reachability");
    }
    return "";
}

MainFrame::MainFrame(engine::RulesetLibrary& rulesets, fs::path recoveryDir, bool interactive,
                     std::vector<ToolSpec> tools)
    : wxFrame(nullptr, wxID_ANY, _("Ridgeline Studio")),
      m_rulesets(rulesets),
      m_recoveryDir(std::move(recoveryDir)),
      m_interactive(interactive),
      m_tools(std::move(tools), *this),
      m_panes(m_aui),
      m_autosaveTimer(this) {
    SetSize(FromDIP(wxSize(1200, 800)));
    SetIcons(studioIcons());
    // A pane floated out (now, or by the layout restored below) keeps the studio's shortcuts.
    m_aui.onFloatingFrame([this](wxAuiFloatingFrame& floating) {
        floating.Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
            if (m_keys) m_keys->handle(e);
            else e.Skip();
        });
    });
    buildPanes();
    m_actions = makeActions(*this);
    installActions(*this, m_actions, m_recent);
    loadRecentFiles();
    // Every shortcut from every pane, docked or floating (the menus' accelerators alone do not
    // reach past a pane that takes keys itself).
    m_keys = std::make_unique<KeyRouter>(m_actions, [this](std::string_view key) { return runAction(key); });
    m_keys->attach(*this);
    CreateStatusBar(kFieldCount);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& e) {
            const auto index = static_cast<size_t>(e.GetId() - wxID_FILE1);
            const wxString path = m_recent.GetHistoryFile(index);
            if (!confirmDiscard()) return;
            if (!openFile(path.utf8_string()) && !wxFileExists(path)) {
                m_recent.RemoveFileFromHistory(index);  // gone: no use offering it again
                saveRecentFiles();
            }
        },
        wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent& e) {
        if (e.CanVeto() && !confirmDiscard()) {
            e.Veto();
            return;
        }
        StudioDocument::discardRecovery(m_recoveryDir);
        m_panes.save();
        e.Skip();
    });
    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { autosave(); });
    m_autosaveTimer.Start(kAutosaveMinutes * 60 * 1000);
    if (!m_tools.specs().empty()) setTool(m_tools.specs().front().key);
    updateTitle();
}

MainFrame::~MainFrame() {
    finishGesture();  // while the views it tells are all still there
    m_aui.UnInit();
}

void MainFrame::buildPanes() {
    m_aui.SetManagedWindow(this);
    // wxAUI paints the frame and swallows its erase events; with this style wxGTK no longer makes
    // a drawing context (three round trips to the X server) for an erase event at every repaint.
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    m_canvas = new MapCanvas(this);
    m_canvas->onHover([this](std::optional<engine::HexCoord> hex) { updateStatus(hex); });
    // Panes whose contents have a fixed best size scroll when the dock is smaller.
    const auto scrolled = [this](auto* content) {
        static_cast<PaneScroller*>(content->GetParent())->setContent(content);
        return content;
    };
    m_palette = scrolled(new ToolPalette(new PaneScroller(this), *this));
    m_layers = scrolled(new LayersPanel(
        new PaneScroller(this), [this](engine::Layer l, bool on) { setLayerVisible(l, on); },
        [this](double opacity) { setUnderlayOpacity(opacity); }));
    m_layers->sync(m_canvas->layers());
    m_properties = new PropertyPanel(this,
                                     {[this](std::unique_ptr<engine::Command> c) { applyCommand(std::move(c)); },
                                      [this](const wxString& why) { SetStatusText(why, kLabelField); }},
                                     m_interactive);
    auto& los = tool<LosProbeTool>();
    auto& reach = tool<ReachProbeTool>();
    m_probes = scrolled(new ProbePanel(new PaneScroller(this), reach));
    m_legend =
        scrolled(new LegendPanel(new PaneScroller(this), [this](const std::string& side, const std::string& color) {
            setSideColor(side, color);
        }));
    los.onChange([this, &los] {
        if (m_doc) m_probes->showLos(los, m_doc->doc().map.grid());
        m_canvas->refreshOverlays();  // the probes are drawn over the map
    });
    reach.onChange([this, &reach] {
        if (m_doc) m_probes->showReach(reach, m_doc->doc().map.grid());
        m_canvas->refreshOverlays();  // the probes are drawn over the map
    });
    m_setupDrop =
        new PieceDropTarget(*m_canvas, {[this] { return m_doc.get(); },
                                        [this](std::unique_ptr<engine::Command> c) { applyCommand(std::move(c)); },
                                        [this](const wxString& verdict) { SetStatusText(verdict, kLabelField); }});
    m_canvas->SetDropTarget(m_setupDrop);
    m_canvas->addTextDropHandler(
        [this](std::optional<engine::HexCoord> hex, const wxString& text) { return m_setupDrop->dropText(hex, text); });
    m_canvas->setOverlay([this, &los, &reach](wxGraphicsContext& gc, const MapView& view) {
        if (!m_doc) return;
        paintProbes(gc, view, m_doc->doc().map, los, reach);
        if (const SetupDrag* drag = m_setupDrop->drag()) paintDropFeedback(gc, view, m_doc->doc().map, *drag);
    });
    m_validation = new ValidationPanel(this);
    m_validation->onSelect([this](const engine::Diagnostic& d) { goTo(d); });
    m_validation->onWaive([this](const engine::Diagnostic& d, const std::string& comment) { waive(d, comment); });
    m_validation->onRemoveWaiver([this](const engine::Diagnostic& d) { removeWaiver(d); });
    m_oob = new OobPanel(this,
                         {[this](std::unique_ptr<engine::Command> c) { applyCommand(std::move(c)); },
                          [this](const OobRow& row) { goToPiece(row.id); }},
                         m_interactive);
    m_aui.AddPane(m_canvas, wxAuiPaneInfo().Name("canvas").CenterPane());
    m_views.add(*m_canvas);
    // Left, the whole window high, the panes of fixed contents: the tools in full, the layers
    // below them; right, the ones that scroll through long contents.
    dock(m_palette, "tools", _("Tools"), Dock::LeftWhole);
    dock(m_layers, "layers", _("Layers"), Dock::Left);
    dock(m_properties, "properties", _("Properties"), Dock::Right);
    dock(m_probes, "probes", _("Probes"), Dock::Right);
    dock(m_legend, "legend", _("Legend"), Dock::Right);
    // Below the map, the wide tables: the order of battle (its columns and buttons need the
    // width), above it the schedule beside the problems found in the scenario.
    dock(m_oob, "oob", _("Order of Battle"), Dock::BottomGrowing);
    buildScenarioPanes();
    dock(m_validation, "validation", _("Validation"), Dock::BottomBeside);
    // After the panes, the tools that follow the document, then the frame's own bookkeeping.
    m_tools.addViews(m_views);
    m_views.add(*this);
    m_panes.finish();
}

void MainFrame::dock(wxWindow* content, const std::string& name, const wxString& caption, Dock where) {
    // A pane that scrolls holds its contents in a PaneScroller: that is what the manager docks.
    wxWindow* pane = content->GetParent() == this ? content : content->GetParent();
    m_panes.add(pane, name, caption, where);
    if (auto* view = dynamic_cast<DocumentView*>(content)) m_views.add(*view);
}

void MainFrame::documentReplaced(const StudioDocument* doc) {
    (void)doc;
    // A measurement and its raster belong to the document they were made for.
    m_fidelityRaster.clear();
    if (m_fidelity) showFidelity(nullptr);
    clearReachabilityLayer();
    if (m_canvas->layers().visible(engine::Layer::Reachability)) showReachabilityLayer();
    const std::vector<std::string> problems = m_canvas->loadUnderlays();
    m_shownUnderlays = m_doc ? m_doc->doc().map.underlays() : std::vector<engine::Underlay>{};
    m_fittedGrid = m_doc ? m_doc->doc().map.grid() : engine::HexGrid{};
    m_layers->syncOpacity(m_canvas->underlayOpacity());
    if (GetStatusBar()) updateStatus(std::nullopt);  // the previous file's hex means nothing here
    select(Selection{});
    updateTitle();
    if (!problems.empty()) {
        wxString text;
        for (const std::string& p : problems) text += wxString::FromUTF8(p) + "\n";
        showError(_("Underlay not shown"), text);
    }
}

void MainFrame::setSideColor(const std::string& sideId, const std::string& color) {
    if (!m_doc || !m_doc->doc().scenario) return;
    const engine::Side* side = m_doc->doc().scenario->findSide(sideId);
    if (!side) return;
    engine::Side edited = *side;
    edited.color = color;
    applyCommand(engine::ReplaceSideCommand::make(m_doc->doc(), sideId, edited, "Side Colour"));
}

void MainFrame::documentChanged(const engine::ChangeSet& change, bool committed) {
    if (change.mapSettings) syncMapWide();
    if (!committed) return;
    // A new grid (an import or its undo) may no longer hold the area.
    if (const engine::HexGrid* grid = m_doc ? &m_doc->doc().map.grid() : nullptr;
        m_area && grid &&
        !(grid->contains(grid->fromOffset(m_area->first)) && grid->contains(grid->fromOffset(m_area->last))))
        selectArea(std::nullopt);
    // A selected unit follows its set-up hex; a deleted one is no longer selected. The property
    // pane is built again only when the edit may have changed what it shows.
    const Selection now = m_doc ? refreshed(m_doc->doc(), m_selection) : Selection{};
    if (now != m_selection || editTouches(change, m_selection)) select(now);
    updateTitle();
    // The turns may have changed: shown, they are computed again (the path with them); hidden, next time.
    if (m_reach && m_canvas->layers().visible(engine::Layer::Reachability)) showReachabilityLayer();
    else if (m_reach) clearReachabilityLayer();
}

void MainFrame::finishGesture() { m_tools.finishGestures(); }

void MainFrame::selectHex(engine::HexCoord hex) { select(Selection::ofHex(hex)); }

bool MainFrame::pointerOverOrderOfBattle() const {
    if (!m_oob || !m_oob->IsShownOnScreen()) return false;
    for (wxWindow* w = wxFindWindowAtPoint(wxGetMousePosition()); w; w = w->GetParent())
        if (w == m_oob) return true;
    return false;
}

void MainFrame::selectArea(std::optional<exporters::HexRange> area) {
    m_area = m_doc ? area : std::nullopt;
    m_canvas->setArea(m_area);
    if (GetStatusBar())
        SetStatusText(m_area ? wxString::FromUTF8(areaSummary(m_doc->doc().map.grid(), *m_area)) : wxString(),
                      kAreaField);
}

void MainFrame::select(const Selection& selection) {
    m_selection = selection;
    m_canvas->setSelection(selection.onMap() ? std::optional(selection.hex) : std::nullopt);
    m_properties->show(m_doc.get(), m_selection);
}

void MainFrame::goTo(const engine::Diagnostic& d) {
    if (!m_doc) return;
    m_oob->selectFor(d);
    const auto s = selectionFor(m_doc->doc(), d);
    if (!s) {
        SetStatusText(_("This problem has no place on the map"), kLabelField);
        return;
    }
    m_canvas->centreOn(s->hex);
    select(*s);
}

void MainFrame::goToPiece(const std::string& piece) {
    if (!m_doc) return;
    const auto s = pieceSelection(m_doc->doc(), piece);
    if (!s) return;
    if (s->placed) m_canvas->centreOn(s->hex);
    select(*s);
}

bool MainFrame::goToProblem(int direction) { return m_doc && m_validation->step(direction); }

void MainFrame::applyCommand(std::unique_ptr<engine::Command> command) {
    if (m_doc && command) m_doc->apply(std::move(command));
}

void MainFrame::waive(const engine::Diagnostic& d, const std::string& comment) {
    if (!m_doc || d.locations.empty()) return;
    if (!m_doc->doc().scenario) {
        showError(_("Cannot waive"), _("Waivers are kept in a scenario; this file is a bare map."));
        return;
    }
    applyCommand(engine::addWaiver(m_doc->doc(), {d.rule, d.locations.front().key(), comment}));
}

void MainFrame::removeWaiver(const engine::Diagnostic& d) {
    if (!m_doc || !m_doc->doc().scenario) return;
    for (const engine::Waiver& w : m_doc->doc().scenario->waivers)
        for (const engine::Location& l : d.locations)
            if (w.rule == d.rule && w.location == l.key())
                return applyCommand(engine::removeWaiver(m_doc->doc(), w.rule, w.location));
}

bool MainFrame::openFile(const fs::path& path) {
    try {
        setDocument(StudioDocument::open(path, m_rulesets));
        rememberRecent(path);
        return true;
    } catch (const engine::LoadError& e) {
        showError(_("Cannot open file"), wxString::FromUTF8(e.what()));
    } catch (const std::exception& e) {
        showError(_("Cannot open file"), wxString::FromUTF8(path.string() + ": " + e.what()));
    }
    return false;
}

void MainFrame::setDocument(std::unique_ptr<StudioDocument> doc) {
    finishGesture();           // its edit belongs to the document going away
    selectArea(std::nullopt);  // while the canvas still has the document it outlines
    m_doc = std::move(doc);
    m_selection = {};
    if (m_doc) m_doc->subscribe([this](const engine::ChangeSet& c, bool committed) { m_views.changed(c, committed); });
    m_views.replaced(m_doc.get());
}

bool MainFrame::runAction(std::string_view key) {
    const Action* a = findAction(m_actions, key);
    if (!a || (a->enabled && !a->enabled())) return false;
    a->handler();
    return true;
}

void MainFrame::newFromRuleset() {
    if (!confirmDiscard()) return;
    NewMapDialog dialog(this, m_rulesets, kDefaultColumns, kDefaultRows);
    if (dialog.ShowModal() != wxID_OK) return;
    NewMapRequest request;
    wxString error;
    if (!dialog.readRequest(request, error)) return;  // OK is refused until the form reads
    try {
        setDocument(StudioDocument::create(m_rulesets.resolve(request.ruleset), request.columns, request.rows,
                                           request.baseTerrain));
    } catch (const std::exception& e) {
        showError(_("Cannot create the map"), wxString::FromUTF8(e.what()));
    }
}

void MainFrame::openWithDialog() {
    if (!confirmDiscard()) return;
    wxFileDialog dialog(this, _("Open"), "", "", kFileFilter, wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) openFile(dialog.GetPath().utf8_string());
}

bool MainFrame::save() {
    if (!m_doc) return false;
    if (m_doc->path().empty()) return saveAs();
    return saveAs(m_doc->path(), StudioDocument::MapOnSaveAs::Shared);
}

bool MainFrame::saveAs() {
    if (!m_doc) return false;
    const bool scenario = m_doc->doc().scenario.has_value();
    wxFileDialog dialog(this, _("Save As"), "", wxString::FromUTF8(m_doc->displayName()),
                        scenario ? "Scenarios (*.rlscn)|*.rlscn" : "Maps (*.rlmap)|*.rlmap",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return false;
    const fs::path path = dialog.GetPath().utf8_string();
    const auto placement = askMapPlacement(path);
    return placement && saveAs(path, *placement);
}

std::optional<StudioDocument::MapOnSaveAs> MainFrame::askMapPlacement(const fs::path& scenarioFile) {
    using Placement = StudioDocument::MapOnSaveAs;
    if (!m_doc->doc().scenario || m_doc->mapPath().empty() || !m_interactive) return Placement::Beside;
    const fs::path beside = m_doc->mapBeside(scenarioFile);
    wxMessageDialog ask(
        this,
        wxString::Format(_("The scenario's map is %s. Save a copy of the map beside the new "
                           "scenario as %s, or keep sharing the original map (it is then "
                           "written only when its own content changed)?"),
                         wxString::FromUTF8(m_doc->mapPath().string()), wxString::FromUTF8(beside.filename().string())),
        _("Save As"), wxYES_NO | wxCANCEL | wxICON_QUESTION);
    ask.SetYesNoCancelLabels(wxString::Format(_("Save the map as %s"), wxString::FromUTF8(beside.filename().string())),
                             _("Keep sharing the original map"), _("Cancel"));
    switch (ask.ShowModal()) {
    case wxID_YES: return Placement::Beside;
    case wxID_NO: return Placement::Shared;
    default: return std::nullopt;
    }
}

bool MainFrame::saveAs(const fs::path& path, StudioDocument::MapOnSaveAs map) {
    if (!m_doc) return false;
    try {
        m_doc->saveAs(path, map);
        rememberRecent(path);
        StudioDocument::discardRecovery(m_recoveryDir);
        updateTitle();
        return true;
    } catch (const std::exception& e) {
        showError(_("Cannot save"), wxString::FromUTF8(e.what()));
        return false;
    }
}

void MainFrame::undo() {
    finishGesture();
    if (m_doc) m_doc->undo();
}

void MainFrame::redo() {
    finishGesture();
    if (m_doc) m_doc->redo();
}

bool MainFrame::setTool(std::string_view key) {
    const ToolSpec* spec = m_tools.spec(key);
    if (!spec) return false;
    finishGesture();
    // A probe's answer belongs to its tool: another tool takes its lines and shading off the map.
    Tool* next = m_tools.find(key);
    if (auto& los = tool<LosProbeTool>(); next != &los && los.from()) los.clear();
    if (auto& reach = tool<ReachProbeTool>(); next != &reach && reach.start()) reach.clear();
    m_toolKey = spec->key;
    m_canvas->setTool(next);
    m_palette->syncTool(key);
    if (GetStatusBar()) SetStatusText(spec->title, kToolField);
    return true;
}

void MainFrame::setLayerVisible(engine::Layer layer, bool on) {
    if (layer == engine::Layer::Reachability && on && !m_reach) showReachabilityLayer();
    m_canvas->setLayerVisible(layer, on);
    m_layers->sync(m_canvas->layers());
}

void MainFrame::showAbout() {
    wxAboutDialogInfo info;
    info.SetName("Ridgeline Studio");
    info.SetVersion(RIDGELINE_VERSION);
    info.SetIcon(studioIcon(128));
    wxString versions =
        wxString::Format(_("%s\nGDAL %s"), wxVERSION_STRING, wxString::FromUTF8(importers::gdalVersion()));
    for (const engine::RulesetListing& listing : m_rulesets.available()) {
        if (!listing.error.empty()) {
            versions += "\n" + wxString::FromUTF8(listing.error);
            continue;
        }
        const auto r = m_rulesets.resolve(listing.ref);
        versions += wxString::Format("\n%s %s", wxString::FromUTF8(r->name), wxString::FromUTF8(r->version));
    }
    info.SetDescription(_("Scenario and map studio for brigade-level Civil War hex wargames.") + "\n\n" + versions);
    m_lastAbout = info;
    if (m_interactive) wxAboutBox(info, this);
    else m_lastError = info.GetDescription();
}

void MainFrame::autosave() {
    if (!m_doc || !m_doc->isDirty()) return;
    try {
        m_doc->writeRecovery(m_recoveryDir);
    } catch (const std::exception& e) {
        SetStatusText(wxString::Format(_("Autosave failed: %s"), wxString::FromUTF8(e.what())), kLabelField);
    }
}

void MainFrame::offerRecovery() {
    const auto origin = StudioDocument::recoveryOrigin(m_recoveryDir);
    if (!origin) return;
    const wxString name = origin->empty() ? wxString(_("an unsaved document")) : wxString::FromUTF8(origin->string());
    if (m_interactive &&
        wxMessageBox(
            wxString::Format(_("Ridgeline Studio did not close properly. Recover the unsaved changes to %s?"), name),
            _("Recover"), wxYES_NO | wxICON_QUESTION, this) != wxYES) {
        StudioDocument::discardRecovery(m_recoveryDir);
        return;
    }
    try {
        setDocument(StudioDocument::openRecovery(m_recoveryDir, m_rulesets));
    } catch (const std::exception& e) {
        showError(_("Cannot recover"), wxString::FromUTF8(e.what()));
    }
}

// The recent files live in wxConfig (~/.config/ridgeline-studio on Linux), written at each change
// so a studio that does not close properly still keeps them.
void MainFrame::loadRecentFiles() {
    wxConfigBase* config = wxConfigBase::Get();
    if (!config) return;
    const wxString oldPath = config->GetPath();
    config->SetPath(kRecentFilesGroup);
    m_recent.Load(*config);
    config->SetPath(oldPath);
}

void MainFrame::saveRecentFiles() {
    wxConfigBase* config = wxConfigBase::Get();
    if (!config) return;
    const wxString oldPath = config->GetPath();
    config->DeleteGroup(kRecentFilesGroup);
    config->SetPath(kRecentFilesGroup);
    m_recent.Save(*config);
    config->SetPath(oldPath);
    config->Flush();
}

void MainFrame::rememberRecent(const fs::path& path) {
    m_recent.AddFileToHistory(wxString::FromUTF8(fs::absolute(path).lexically_normal().string()));
    saveRecentFiles();
}

void MainFrame::updateTitle() {
    const wxString name = m_doc ? wxString::FromUTF8(m_doc->displayName()) : wxString(_("no file"));
    SetTitle((m_doc && m_doc->isDirty() ? "*" : "") + name + " - " + _("Ridgeline Studio"));
}

void MainFrame::updateStatus(std::optional<engine::HexCoord> hex) {
    if (!m_doc || !hex) {
        for (int f : {kLabelField, kTerrainField, kLevelField, kElevationField}) SetStatusText("", f);
        return;
    }
    const engine::HexMap& map = m_doc->doc().map;
    SetStatusText(wxString::FromUTF8(map.grid().label(*hex)), kLabelField);
    SetStatusText(wxString::FromUTF8(std::string(map.terrain(*hex))), kTerrainField);
    SetStatusText(map.hasLevel(*hex) ? wxString::Format(_("level %d"), map.level(*hex)) : wxString(), kLevelField);
    const float e = map.cell(*hex).elevation;
    SetStatusText(std::isnan(e) ? wxString() : wxString::Format(_("%s m"), wxString::FromUTF8(engine::formatNumber(e))),
                  kElevationField);
}

void MainFrame::showError(const wxString& title, const wxString& message) {
    m_lastError = message;
    if (m_interactive) wxMessageBox(message, title, wxOK | wxICON_ERROR, this);
}

bool MainFrame::confirmDiscard() {
    if (!m_doc || !m_doc->isDirty()) return true;
    if (!m_interactive) return false;
    const int answer =
        wxMessageBox(wxString::Format(_("Save changes to %s?"), wxString::FromUTF8(m_doc->displayName())),
                     _("Unsaved changes"), wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
    if (answer == wxCANCEL) return false;
    return answer == wxNO || save();
}

}  // namespace editor
