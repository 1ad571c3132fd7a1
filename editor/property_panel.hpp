#pragma once
// The property pane: the selected hex as the ruleset types it — label, terrain (a choice of the
// ruleset's types), level, elevation, in-hex and hexside features. Terrain and level edits go
// back to the frame, which applies them as commands.
#include "engine/model/document.hpp"

#include <wx/panel.h>

#include <functional>
#include <optional>

class wxPropertyGrid;

namespace editor {

class PropertyPanel : public wxPanel {
public:
    struct Callbacks {
        std::function<void(engine::HexCoord, const std::string& terrain)> setTerrain;
        std::function<void(engine::HexCoord, int level)> setLevel;
    };
    PropertyPanel(wxWindow* parent, Callbacks callbacks);
    // Shows `hex` of `doc`, or an empty grid for nullopt.
    void showHex(const engine::Document* doc, std::optional<engine::HexCoord> hex);

private:
    wxPropertyGrid* m_grid = nullptr;
    Callbacks m_callbacks;
    std::optional<engine::HexCoord> m_hex;
    std::vector<std::string> m_terrainIds;
};

}  // namespace editor
