// The default layout at the window sizes designers use (1600 x 1000, and a small 1000 x 700):
// every control at least its best size (no "Terrair", no squeezed opacity slider; a label made to
// end in an ellipsis may be shorter) and inside the pane that shows it (or reachable by the pane's
// scroll bars); property labels in full; the victory table's headers whole. A screenshot of each is kept beside the test's files.
#include "tests/editor/pane_fixture.hpp"

#include "editor/app/pane_layout.hpp"
#include "editor/panels/property_panel.hpp"
#include "editor/panels/tool_palette.hpp"
#include "editor/panels/oob_panel.hpp"
#include "editor/panels/schedule_panel.hpp"
#include "editor/panels/validation_panel.hpp"
#include "editor/panels/victory_panel.hpp"

#include <wx/config.h>
#include <wx/control.h>
#include <wx/dataview.h>
#include <wx/listbox.h>
#include <wx/propgrid/propgrid.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/toolbar.h>

#include <catch2/catch.hpp>

#include <dlfcn.h>
#include <sstream>

namespace fs = std::filesystem;
using namespace editor;

namespace {

// Lists, grids and tables scroll their contents: their best size is their whole content.
bool scrollsItself(const wxWindow* w) {
    return dynamic_cast<const wxDataViewCtrl*>(w) || dynamic_cast<const wxPropertyGrid*>(w) ||
           dynamic_cast<const wxListBox*>(w) || dynamic_cast<const wxToolBar*>(w) ||
           dynamic_cast<const wxStatusBar*>(w);
}

bool insideScrollingList(const wxWindow* w) {
    for (const wxWindow* p = w->GetParent(); p; p = p->GetParent())
        if (scrollsItself(p)) return true;
    return false;
}

// The part of `w` its ancestors show, up to the nearest pane scroller (which scrolls to it).
bool shownInFull(const wxWindow* w) {
    wxRect rect(w->GetScreenPosition(), w->GetSize());
    for (const wxWindow* p = w->GetParent(); p && !p->IsTopLevel(); p = p->GetParent()) {
        if (dynamic_cast<const PaneScroller*>(p)) return true;
        const wxRect area(p->GetScreenPosition(), p->GetClientSize());
        if (!area.Contains(rect)) return false;
    }
    return true;
}

// A label made to be cut short with an ellipsis, its whole text in its tooltip, is laid out as meant.
bool ellipsizedOnPurpose(const wxWindow* w) {
    const auto* text = dynamic_cast<const wxStaticText*>(w);
    return text && text->HasFlag(wxST_ELLIPSIZE_START | wxST_ELLIPSIZE_MIDDLE | wxST_ELLIPSIZE_END) &&
           text->GetToolTip() && !text->GetToolTipText().empty();
}

// What is wrong with the controls shown in `root`'s windows, one line each ("" when nothing).
std::string clippedControls(wxWindow* root) {
    std::ostringstream problems;
    for (wxWindow* w : studiotest::windowsUnder(root)) {
        auto* control = dynamic_cast<wxControl*>(w);
        if (!control || !w->IsShownOnScreen() || scrollsItself(w) || insideScrollingList(w) || ellipsizedOnPurpose(w))
            continue;
        const wxSize size = w->GetSize(), best = w->GetBestSize();
        const std::string what = wxString(w->GetClassInfo()->GetClassName()).utf8_string() + " \"" +
                                 std::string(control->GetLabel().utf8_str()) + "\"";
        if (size.GetWidth() + 1 < best.GetWidth() || size.GetHeight() + 1 < best.GetHeight())
            problems << what << " is " << size.GetWidth() << "x" << size.GetHeight() << ", needs " << best.GetWidth()
                     << "x" << best.GetHeight() << "\n";
        else if (!shownInFull(w)) problems << what << " is cut off by its pane\n";
    }
    return problems.str();
}

// How much narrower a column's header button is than GTK wants it (its natural width): more than
// nothing, and the title is cut. The studio runs on GTK through wxWidgets; the two functions are
// looked up in the running process.
int headerShortfall(wxDataViewColumn& column) {
    using GetButton = void* (*)(void*);
    using PreferredWidth = void (*)(void*, int*, int*);
    using AllocatedWidth = int (*)(void*);
    static const auto button = reinterpret_cast<GetButton>(dlsym(RTLD_DEFAULT, "gtk_tree_view_column_get_button"));
    static const auto preferred =
        reinterpret_cast<PreferredWidth>(dlsym(RTLD_DEFAULT, "gtk_widget_get_preferred_width"));
    static const auto allocated =
        reinterpret_cast<AllocatedWidth>(dlsym(RTLD_DEFAULT, "gtk_widget_get_allocated_width"));
    REQUIRE(button);
    REQUIRE(preferred);
    REQUIRE(allocated);
    void* header = button(column.GetGtkHandle());
    REQUIRE(header);
    int least = 0, natural = 0;
    preferred(header, &least, &natural);
    return natural - allocated(header);
}

// Headers of `list` cut short, or reaching past the table's width: a title that cannot be read.
std::string clippedColumns(wxDataViewCtrl& list) {
    std::ostringstream problems;
    int total = 0;
    for (unsigned i = 0; i < list.GetColumnCount(); ++i) {
        wxDataViewColumn& column = *list.GetColumn(i);
        total += column.GetWidth();
        if (const int shortBy = headerShortfall(column); shortBy > 0)
            problems << "header \"" << column.GetTitle().utf8_string() << "\" is " << shortBy << " px short\n";
    }
    if (total > list.GetClientSize().GetWidth())
        problems << "columns " << total << " wide in a table " << list.GetClientSize().GetWidth() << " wide\n";
    return problems.str();
}

}  // namespace

TEST_CASE("default layout at 1600x1000 and 1000x700: no control below its best size or cut off",
          "[studio][layout][screenshot]") {
    for (const wxSize size : {wxSize(1600, 1000), wxSize(1000, 700)}) {
        INFO("window " << size.GetWidth() << "x" << size.GetHeight());
        wxConfigBase::Get()->DeleteEntry("/Layout/Perspective");
        const panetest::ProblemSample sample = panetest::makeProblemSample("layout-" + std::to_string(size.GetWidth()));
        panetest::FramePtr frame = panetest::openFrame(sample.dir);
        frame->SetSize(size);
        frame->panes().reset();
        frame->selectHex(sample.noTerrain);  // the property pane full of rows
        for (int i = 0; i < 5; ++i) studiotest::pump();
        const fs::path png = sample.dir / ("layout-" + std::to_string(size.GetWidth()) + ".png");
        CHECK(studiotest::captureVariance(*frame, png) > 100);
        INFO("screenshot " << png.string());
        CHECK(clippedControls(frame.get()) == "");
        // Every header of the victory table readable.
        CHECK(frame->victoryPanel().IsShownOnScreen());
        CHECK(clippedColumns(frame->victoryPanel().list()) == "");
        // The canvas keeps a useful share of the window.
        CHECK(frame->canvas().GetSize().GetWidth() >= size.GetWidth() / 3);
        CHECK(frame->canvas().GetSize().GetHeight() >= size.GetHeight() / 3);
        // Property labels in full: two rows never read alike.
        auto* grid = dynamic_cast<wxPropertyGrid*>(
            studiotest::windowsUnder(&frame->propertyPanel())[1]);  // the panel's only child
        REQUIRE(grid);
        int widest = 0;
        for (wxPropertyGridIterator it = grid->GetIterator(); !it.AtEnd(); ++it)
            if (!(*it)->IsCategory()) widest = std::max(widest, grid->GetTextExtent((*it)->GetLabel()).GetWidth());
        CHECK(grid->GetSplitterPosition() >= widest);
        // The lists below the map open tall enough to work in: in the tall window the order of
        // battle takes the height the map can spare, half the two together.
        const int rowHeight = frame->oobPanel().view().rowHeight();
        INFO("the order of battle's tree is " << frame->oobPanel().view().GetClientSize().GetHeight() << " px high");
        if (size.GetHeight() >= 1000) {
            CHECK(frame->oobPanel().view().GetClientSize().GetHeight() >= 5 * rowHeight);
            CHECK(frame->canvas().GetSize().GetHeight() >= 2 * frame->oobPanel().GetSize().GetHeight());
        }
        CHECK(frame->validationPanel().GetSize().GetHeight() >= frame->oobPanel().GetSize().GetHeight() / 2);
        // The Tools pane shows the chosen tool's options only, and the whole of it without scrolling.
        ToolPalette& palette = frame->toolPalette();
        const std::pair<const char*, std::size_t> options[] = {
            {"select", 0}, {"terrain-brush", 2}, {"flood-fill", 1}, {"set-level", 1},
            {"hexside-feature", 1}, {"road", 1}, {"entry-hex", 1}, {"los-probe", 0}};
        for (const auto& [tool, count] : options) {
            INFO("tool " << tool);
            REQUIRE(frame->setTool(tool));
            studiotest::pump();
            CHECK(palette.shownOptions().size() == count);
            const int needs = palette.GetSizer()->CalcMin().GetHeight();
            INFO("the Tools pane is " << palette.GetParent()->GetClientSize().GetHeight() << " px high, needs " << needs);
            CHECK(palette.GetParent()->GetClientSize().GetHeight() >= needs);
            CHECK(clippedControls(&palette) == "");
        }
    }
}
