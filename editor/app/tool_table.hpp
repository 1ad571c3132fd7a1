#pragma once
// The studio's tools as data, as actions.hpp is for commands: one row per tool gives its key (the
// action "tools.<key>" that selects it), its title, its shortcut and how to make it. The tool
// palette, the Tools menu, the shortcuts and the status bar all read this table, in its order.
// Adding a tool: write its class in editor/tools/ (one file), add one row to builtinTools().
#include "editor/tools/tool.hpp"

#include <wx/string.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace editor {

struct ToolSpec {
    std::string key;    // "terrain-brush"
    wxString title;     // translated, "Terrain Brush"
    wxString shortcut;  // "B", "" for none
    std::function<std::unique_ptr<Tool>(ToolHost&)> make;
};

// Every tool of the studio, in palette and menu order; the first is the one a new frame starts with.
[[nodiscard]] std::vector<ToolSpec> builtinTools();

}  // namespace editor
