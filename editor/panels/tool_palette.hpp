#pragma once
// The tool palette: the frame's tools as radio buttons, in the order of the tool table
// (app/tool_table.hpp), and below them the chosen tool's options (terrain and brush radius, level
// to set, hexside feature, road, entry area), choices filled from the document's ruleset. Only the
// chosen tool's options show, so the pane fits a small window; it asks its dock for the height
// of the tool with the most.
#include "editor/document/document_views.hpp"
#include "engine/model/ruleset.hpp"
#include "engine/model/scenario.hpp"

#include <wx/panel.h>

#include <string>
#include <string_view>
#include <vector>

class wxChoice;
class wxRadioBox;
class wxSpinCtrl;

namespace editor {

class MainFrame;

class ToolPalette : public wxPanel, public DocumentView {
public:
    ToolPalette(wxWindow* parent, MainFrame& frame);
    void setRuleset(const engine::Ruleset* ruleset);
    // The entry areas the entry hex tool can edit (none: nullptr); the area chosen stays chosen
    // while it exists.
    void setEntryAreas(const std::vector<engine::EntryArea>* areas);
    // Makes `area` the entry hex tool's area, as choosing it here would.
    void chooseEntryArea(const std::string& area);
    // Shows tool `key` as the chosen one.
    void syncTool(std::string_view key);
    // The radio buttons' labels, in order, and which is chosen.
    [[nodiscard]] wxArrayString toolTitles() const;
    [[nodiscard]] int chosenTool() const;
    // Chooses radio button `index` as a click would.
    void chooseTool(int index);
    // DocumentView: the choices of the new document's ruleset and scenario; entry areas as they
    // come and go.
    void documentReplaced(const StudioDocument* doc) override;
    void documentChanged(const engine::ChangeSet& change, bool committed) override;
    // The option controls shown now (the chosen tool's), top to bottom.
    [[nodiscard]] std::vector<wxWindow*> shownOptions() const;

protected:
    [[nodiscard]] wxSize DoGetBestSize() const override;

private:
    struct Option {
        wxWindow* label;
        wxWindow* control;
        std::vector<std::string> tools;  // the keys of the tools that use it
    };
    void showOptionsOf(std::string_view key);   // and lays the palette out
    void setOptionsShown(std::string_view key);  // without the layout
    // The size that shows the tool with the most options, for DoGetBestSize.
    void measureLargest();

    MainFrame& m_frame;
    const StudioDocument* m_doc = nullptr;
    wxRadioBox* m_tools = nullptr;
    wxChoice* m_terrain = nullptr;
    wxSpinCtrl* m_radius = nullptr;
    wxSpinCtrl* m_level = nullptr;
    wxChoice* m_hexside = nullptr;
    wxChoice* m_road = nullptr;
    wxChoice* m_entryArea = nullptr;
    wxWindow* m_noOptions = nullptr;
    std::vector<Option> m_options;
    wxSize m_largest;
    std::vector<std::string> m_terrainIds;
    std::vector<std::string> m_hexsideIds;
    std::vector<std::string> m_roadIds;
    std::vector<std::string> m_entryAreaIds;
};

}  // namespace editor
