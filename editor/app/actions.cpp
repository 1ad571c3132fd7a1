#include "editor/app/actions.hpp"

#include "editor/app/main_frame.hpp"
#include "editor/panels/validation_panel.hpp"
#include "engine/commands/set_placement_command.hpp"

#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/menu.h>
#include <wx/toolbar.h>

#include <memory>
#include <unordered_map>

namespace editor {

namespace {

Action item(std::string key, wxString menu, wxString label, wxString shortcut, std::function<void()> handler,
            std::function<bool()> enabled = {}) {
    Action a;
    a.key = std::move(key);
    a.menu = std::move(menu);
    a.label = std::move(label);
    a.shortcut = std::move(shortcut);
    a.handler = std::move(handler);
    a.enabled = std::move(enabled);
    return a;
}

Action withIcon(Action a, const wxArtID& icon) {
    a.icon = icon;
    return a;
}

Action separated(Action a) {
    a.separatorBefore = true;
    return a;
}

Action inSubmenu(Action a, wxString submenu) {
    a.submenu = std::move(submenu);
    return a;
}

Action checkable(Action a, std::function<bool()> checked) {
    a.checked = std::move(checked);
    return a;
}

// Undo or Redo, enabled by the command stack and labelled with the command it would undo/redo.
Action historyAction(MainFrame& f, bool isUndo, const wxString& menu) {
    const wxString label = isUndo ? _("&Undo") : _("&Redo");
    const wxString named = isUndo ? _("&Undo %s") : _("&Redo %s");
    Action a = withIcon(item(
                            isUndo ? "edit.undo" : "edit.redo", menu, label, isUndo ? "Ctrl+Z" : "Ctrl+Y",
                            [&f, isUndo] { isUndo ? f.undo() : f.redo(); },
                            [&f, isUndo] {
                                return f.document() &&
                                       (isUndo ? f.document()->stack().canUndo() : f.document()->stack().canRedo());
                            }),
                        isUndo ? wxART_UNDO : wxART_REDO);
    a.liveLabel = [&f, isUndo, label, named] {
        const engine::CommandStack* stack = f.document() ? &f.document()->stack() : nullptr;
        const std::string what = stack ? (isUndo ? stack->undoLabel() : stack->redoLabel()) : std::string();
        return what.empty() ? label : wxString::Format(named, wxString::FromUTF8(what));
    };
    return a;
}

}  // namespace

std::vector<Action> makeActions(MainFrame& f) {
    const auto hasDoc = [&f] { return f.document() != nullptr; };
    const auto hasScenario = [&f] { return f.document() && f.document()->doc().scenario; };
    const wxString file = _("&File"), edit = _("&Edit"), view = _("&View"), tools = _("&Tools"), help = _("&Help");
    std::vector<Action> a;
    a.push_back(withIcon(item("file.new", file, _("&New Map..."), "Ctrl+N", [&f] { f.newFromRuleset(); }), wxART_NEW));
    a.push_back(item("file.new-scenario", file, _("New S&cenario..."), "Ctrl+Shift+N", [&f] { f.newScenario(); }));
    a.push_back(
        withIcon(item("file.open", file, _("&Open..."), "Ctrl+O", [&f] { f.openWithDialog(); }), wxART_FILE_OPEN));
    a.push_back(withIcon(separated(item(
                             "file.save", file, _("&Save"), "Ctrl+S", [&f] { f.save(); }, hasDoc)),
                         wxART_FILE_SAVE));
    a.push_back(item(
        "file.save-as", file, _("Save &As..."), "Ctrl+Shift+S", [&f] { f.saveAs(); }, hasDoc));
    a.push_back(separated(item(
        "file.import-elevation", file, _("Import &Elevation..."), "Ctrl+Shift+E", [&f] { f.importElevation(); },
        hasDoc)));
    a.push_back(item(
        "file.import-vectors", file, _("Import &Vectors..."), "Ctrl+Shift+V", [&f] { f.importVectors(); }, hasDoc));
    a.push_back(item(
        "file.add-underlay", file, _("Add &Underlay..."), "Ctrl+Shift+U", [&f] { f.addUnderlay(); }, hasDoc));
    a.push_back(item(
        "file.import-oob", file, _("Import Order of &Battle..."), "Ctrl+Shift+B", [&f] { f.importOob(); },
        hasScenario));
    a.push_back(separated(item(
        "file.export", file, _("E&xport..."), "Ctrl+E", [&f] { f.exportDocument(); }, hasDoc)));
    a.push_back(separated(item("file.quit", file, _("&Quit"), "Ctrl+Q", [&f] { f.Close(); })));

    a.push_back(historyAction(f, true, edit));
    a.push_back(historyAction(f, false, edit));
    a.push_back(separated(item(
        "edit.next-problem", edit, _("&Next Problem"), "F8", [&f] { f.goToProblem(+1); }, hasDoc)));
    a.push_back(item(
        "edit.previous-problem", edit, _("&Previous Problem"), "Shift+F8", [&f] { f.goToProblem(-1); }, hasDoc));
    a.push_back(item(
        "edit.waive-problem", edit, _("&Waive Problem..."), "", [&f] { f.validationPanel().waiveSelected(); },
        [&f] { return f.validationPanel().canWaiveSelected(); }));
    a.push_back(item(
        "edit.rules-not-checked", edit, _("Rules &Not Checked..."), "", [&f] { f.showRulesNotChecked(); },
        [&f] { return f.document() && f.document()->doc().ruleset; }));

    // The selected counter on the map (a unit or piece, else the top one of the selected hex).
    const auto piece = [&f] {
        return f.document() ? selectedPiece(f.document()->doc(), f.selection()) : std::string();
    };
    const auto onPiece =
        [&f,
         piece](std::function<std::unique_ptr<engine::Command>(const engine::Document&, const std::string&)> build) {
            return [&f, piece, build] {
                if (const std::string id = piece(); !id.empty()) f.document()->apply(build(f.document()->doc(), id));
            };
        };
    const auto hasPiece = [piece] { return !piece().empty(); };
    a.push_back(separated(
        item("setup.remove", edit, _("Re&move from Map"), "Delete",
             onPiece([](const engine::Document& d, const std::string& id) { return engine::unplacePiece(d, id); }),
             hasPiece)));
    a.push_back(
        item("setup.rotate", edit, _("Rotate &Facing"), "T",
             onPiece([](const engine::Document& d, const std::string& id) { return engine::rotateFacing(d, id, 1); }),
             hasPiece));
    a.push_back(
        item("setup.rotate-back", edit, _("Rotate Facing &Back"), "Shift+T",
             onPiece([](const engine::Document& d, const std::string& id) { return engine::rotateFacing(d, id, -1); }),
             hasPiece));
    a.push_back(item("setup.next-mode", edit, _("Next &Mode"), "O",
                     onPiece([](const engine::Document& d, const std::string& id) { return engine::cycleMode(d, id); }),
                     hasPiece));

    a.push_back(withIcon(item(
                             "view.zoom-in", view, _("Zoom &In"), "Ctrl++", [&f] { f.canvas().zoomBy(1.25); }, hasDoc),
                         wxART_PLUS));
    a.push_back(withIcon(item(
                             "view.zoom-out", view, _("Zoom &Out"), "Ctrl+-", [&f] { f.canvas().zoomBy(0.8); }, hasDoc),
                         wxART_MINUS));
    a.push_back(item(
        "view.zoom-fit", view, _("Zoom to &Fit"), "Ctrl+0", [&f] { f.canvas().zoomToFit(); }, hasDoc));
    for (int i = 0; i < engine::kLayerCount; ++i) {
        const auto layer = static_cast<engine::Layer>(i);
        Action l = item(std::string("view.layer.") + engine::toString(layer), view,
                        wxString::Format(_("Show %s"), wxGetTranslation(layerTitle(layer))), "",
                        [&f, layer] { f.setLayerVisible(layer, !f.canvas().layers().visible(layer)); });
        l.separatorBefore = i == 0;
        a.push_back(checkable(l, [&f, layer] { return f.canvas().layers().visible(layer); }));
    }

    for (const PaneLayout::Pane& p : f.panes().panes()) {
        const bool first = &p == &f.panes().panes().front();
        a.push_back(inSubmenu(checkable(item("view.pane." + p.name, view, p.caption, "",
                                             [&f, name = p.name] { f.panes().show(name, !f.panes().shown(name)); }),
                                        [&f, name = p.name] { return f.panes().shown(name); }),
                              _("&Panes")));
        a.back().separatorBefore = first;
    }
    a.push_back(item("view.reset-layout", view, _("&Reset Layout"), "", [&f] { f.panes().reset(); }));

    for (const ToolSpec& t : f.toolSpecs())
        a.push_back(checkable(item("tools." + t.key, tools, t.title, t.shortcut, [&f, key = t.key] { f.setTool(key); }),
                              [&f, key = t.key] { return f.currentTool() == key; }));
    a.push_back(separated(item(
        "tools.map-fidelity", tools, _("Map &Fidelity..."), "", [&f] { f.measureFidelity(); },
        [&f] { return f.document() && f.document()->doc().ruleset; })));

    a.push_back(item(
        "scenario.settings", _("&Scenario"), _("&Settings..."), "Ctrl+Shift+T", [&f] { f.editScenarioSettings(); },
        hasScenario));
    a.push_back(item(
        "scenario.reachability", _("&Scenario"), _("&Reachability..."), "", [&f] { f.showReachability(); },
        hasScenario));

    a.push_back(withIcon(item("help.about", help, _("&About Ridgeline Studio"), "F1", [&f] { f.showAbout(); }),
                         wxART_INFORMATION));
    return a;
}

void installActions(wxFrame& frame, std::vector<Action>& actions, wxFileHistory& recent) {
    auto* bar = new wxMenuBar;
    wxToolBar* toolbar = frame.CreateToolBar(wxTB_HORIZONTAL | wxTB_FLAT);
    wxMenu* menu = nullptr;
    wxMenu* submenu = nullptr;
    wxString menuTitle, submenuTitle;
    const auto byId = std::make_shared<std::unordered_map<int, const Action*>>();
    for (Action& a : actions) {
        if (!menu || a.menu != menuTitle) {
            menu = new wxMenu;
            menuTitle = a.menu;
            submenu = nullptr;
            bar->Append(menu, menuTitle);
        } else if (a.separatorBefore) {
            menu->AppendSeparator();
        }
        if (a.submenu.empty()) {
            submenu = nullptr;
        } else if (!submenu || a.submenu != submenuTitle) {
            submenu = new wxMenu;
            submenuTitle = a.submenu;
            menu->AppendSubMenu(submenu, submenuTitle);
        }
        wxMenu* target = submenu ? submenu : menu;
        a.id = wxWindow::NewControlId();
        const wxString text = a.shortcut.empty() ? a.label : a.label + "\t" + a.shortcut;
        if (a.checked) target->AppendCheckItem(a.id, text);
        else target->Append(a.id, text);
        if (a.key == "file.open") {
            auto* recentMenu = new wxMenu;
            menu->AppendSubMenu(recentMenu, _("Open &Recent"));
            recent.UseMenu(recentMenu);
        }
        if (!a.icon.empty()) {
            if (a.separatorBefore && toolbar->GetToolsCount() > 0) toolbar->AddSeparator();
            toolbar->AddTool(a.id, wxStripMenuCodes(a.label), wxArtProvider::GetBitmapBundle(a.icon, wxART_TOOLBAR),
                             wxStripMenuCodes(a.label) + (a.shortcut.empty() ? wxString() : " (" + a.shortcut + ")"));
        }
        byId->emplace(a.id, &a);
    }
    // One handler per event type, not one per action: every window's update event on every idle
    // reaches the frame, whose handlers are searched one by one.
    frame.Bind(wxEVT_MENU, [byId](wxCommandEvent& e) {
        const auto it = byId->find(e.GetId());
        if (it == byId->end()) return e.Skip();
        const Action& a = *it->second;
        if (!a.enabled || a.enabled()) a.handler();
    });
    frame.Bind(wxEVT_UPDATE_UI, [byId](wxUpdateUIEvent& e) {
        const auto it = byId->find(e.GetId());
        if (it == byId->end()) return e.Skip();
        const Action& a = *it->second;
        e.Enable(!a.enabled || a.enabled());
        if (a.checked) e.Check(a.checked());
        if (a.liveLabel) e.SetText(a.liveLabel() + (a.shortcut.empty() ? wxString() : "\t" + a.shortcut));
    });
    frame.SetMenuBar(bar);
    toolbar->Realize();
}

const Action* findAction(const std::vector<Action>& actions, std::string_view key) {
    for (const Action& a : actions)
        if (a.key == key) return &a;
    return nullptr;
}

}  // namespace editor
