#pragma once
// The one table menus and toolbar are built from: each action has a stable key (tests run
// actions by key), its menu, label, shortcut, icon, when it is enabled, and what it does.
#include <wx/artprov.h>
#include <wx/string.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

class wxFrame;
class wxFileHistory;
class wxToolBar;

namespace editor {

class MainFrame;

struct Action {
    std::string key;                // "edit.undo"
    wxString menu;                  // top-level menu title, "&Edit"
    wxString submenu;               // "" or the title of a submenu of `menu` ("&Panes")
    wxString label;                 // "&Undo"
    wxString shortcut;              // "Ctrl+Z", "" for none
    wxArtID icon;                   // "" for none; actions with an icon are on the toolbar
    std::function<bool()> enabled;  // empty: always
    std::function<void()> handler;
    std::function<wxString()> liveLabel;  // empty: `label`; Undo/Redo name the command
    std::function<bool()> checked;        // set: a check item
    bool separatorBefore = false;
    int id = 0;  // assigned when the menus are built
};

[[nodiscard]] std::vector<Action> makeActions(MainFrame& frame);
// Builds the menu bar and toolbar, binds every item, and fills in Action::id. `recent` gets an
// "Open &Recent" submenu after the action "file.open".
void installActions(wxFrame& frame, std::vector<Action>& actions, wxFileHistory& recent);
[[nodiscard]] const Action* findAction(const std::vector<Action>& actions, std::string_view key);

}  // namespace editor
