#pragma once
// The studio's dockable panes: each side pane scrolls its contents (so no control is squeezed
// below its best size in a small window), the default layout is sized from the panes' best sizes,
// View > Panes shows or hides each, View > Reset Layout brings the default back, and the layout
// (wxAUI perspective) is kept between runs in wxConfig.
#include <wx/aui/framemanager.h>
#include <wx/scrolwin.h>

#include <functional>
#include <string>
#include <vector>

class wxAuiFloatingFrame;

namespace editor {

// Holds one pane's contents and scrolls them when the dock gives less than their best size.
class PaneScroller : public wxScrolledWindow {
public:
    explicit PaneScroller(wxWindow* parent);
    // `content` is a child of this window; it is laid out at least at its best size.
    void setContent(wxWindow* content);
    [[nodiscard]] wxWindow* content() const { return m_content; }
    // The contents' best size (what the pane asks of its dock).
    [[nodiscard]] wxSize contentBestSize() const;

private:
    wxWindow* m_content = nullptr;
};

// A wxAuiManager whose floating pane windows get a hook (the studio forwards their keys to the
// main window's shortcuts).
class StudioAuiManager : public wxAuiManager {
public:
    StudioAuiManager();
    void onFloatingFrame(std::function<void(wxAuiFloatingFrame&)> hook) { m_hook = std::move(hook); }
    wxAuiFloatingFrame* CreateFloatingFrame(wxWindow* parent, const wxAuiPaneInfo& p) override;
    // The sum of the sizes of the docks on one side (wxAUI_DOCK_BOTTOM...) as last laid out.
    [[nodiscard]] int docksSize(int direction) const;
    // Makes the dock that holds `pane` `by` pixels deeper; false when it has none.
    bool growDockOf(const wxAuiPaneInfo& pane, int by);
    // Whether repainting `region` of the frame (client coordinates) shows any caption, border,
    // gripper, button, sash or dock background that wxAUI draws.
    [[nodiscard]] bool paints(const wxRegion& region) const;

private:
    // wxAUI draws every caption, border and sash on each paint of the frame, and the frame is
    // asked to paint whenever a pane's window repaints: a region inside the panes' windows shows
    // none of them, and is left to those windows.
    void paint(wxPaintEvent& e);
    // What the frame repaints now. wxGTK gives a paint event the bounding box of it, which after
    // an edit spans the map and the panes below it and every caption between them; cairo's clip
    // holds the rectangles themselves.
    [[nodiscard]] wxRegion repainted() const;
    [[nodiscard]] wxRegion decorations() const;

    std::function<void(wxAuiFloatingFrame&)> m_hook;
};

// Left docks run the window's whole height, beside the panes below the map; LeftWhole is a left
// pane kept at its best height (controls that must not scroll), the others of the dock share what
// is left. Bottom starts a row of its own below the map; BottomGrowing too, and in a tall window
// its row takes the height the rows below the map are given beyond their contents' best (a long
// list); BottomBeside goes to the right of the pane added before it, in the same row.
enum class Dock : std::uint8_t { LeftWhole, Left, Right, Bottom, BottomGrowing, BottomBeside };

class PaneLayout {
public:
    explicit PaneLayout(StudioAuiManager& aui)
        : m_aui(aui) {}

    // Adds a pane docked at `dock` (top to bottom in the order added; at the bottom, in rows as
    // `dock` says). Its best size and minimum width come from `window` (a PaneScroller's contents when it is one).
    void add(wxWindow* window, const std::string& name, const wxString& caption, Dock dock);
    // After the last add(): docks of one side take their widest pane's width, the default layout
    // is remembered, and the layout saved by the last run is restored when it names these panes.
    void finish();

    // The default layout for the window's size now.
    void reset();
    void save() const;  // to wxConfig
    bool restore();     // from wxConfig; false when none is saved or it is for other panes
    [[nodiscard]] bool shown(const std::string& name) const;
    void show(const std::string& name, bool on);

    struct Pane {
        std::string name;
        wxString caption;
    };
    [[nodiscard]] const std::vector<Pane>& panes() const { return m_panes; }

private:
    // Gives the BottomGrowing pane's row the height the rows below the map may have in this
    // window (a share of the map's and their height together) beyond what they take.
    void fitBottomRows();

    StudioAuiManager& m_aui;
    std::string m_growing;  // the BottomGrowing pane
    std::vector<Pane> m_panes;
    int m_bottomRows = 0;      // rows started below the map
    int m_bottomPosition = 0;  // the last bottom pane's place in its row
    wxString m_default;
};

}  // namespace editor
