// Shortcuts from every pane and from a floating pane, arrow keys on the map, and panes that come
// back: View > Panes, View > Reset Layout, the layout kept between runs, a floated pane docked
// again by dragging it. Real key presses and pointer drags under a window manager. The Order of
// Battle tree keeps its own keys (copy, duplicate...) and passes the studio's on (File > Export...).
#include "tests/editor/pane_fixture.hpp"

#include "editor/export/export_dialog.hpp"
#include "editor/panels/legend_panel.hpp"
#include "editor/panels/oob_panel.hpp"
#include "editor/panels/probe_panel.hpp"
#include "editor/panels/property_panel.hpp"
#include "editor/panels/tool_palette.hpp"
#include "editor/panels/validation_panel.hpp"

#include <wx/aui/floatpane.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/dataview.h>
#include <wx/propgrid/propgrid.h>
#include <wx/radiobox.h>
#include <wx/spinctrl.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace editor;

namespace {

template <class T>
T* firstUnder(wxWindow* root) {
    for (wxWindow* w : studiotest::windowsUnder(root))
        if (auto* t = dynamic_cast<T*>(w)) return t;
    return nullptr;
}

// Gives `target` the keyboard focus the way a click would, and waits until it has it.
void focus(wxWindow* target) {
    wxGetTopLevelParent(target)->Raise();
    target->SetFocus();
    for (int i = 0; i < 20 && wxWindow::FindFocus() != target && !target->HasFocus(); ++i) studiotest::pump();
}

bool windowManagerOrSkip() {
    if (studiotest::haveWindowManager()) return true;
    WARN("no window manager: keyboard focus and floating panes need one (tests/editor/run_headless.sh starts openbox)");
    return false;
}

}  // namespace

TEST_CASE("tool letters, F8 and Ctrl+0 work whichever pane has the focus", "[studio][keys][input]") {
    if (!windowManagerOrSkip()) return;
    const panetest::ProblemSample sample = panetest::makeProblemSample("keys-everywhere");
    panetest::FramePtr frame = panetest::openFrame(sample.dir);
    frame->SetSize(1600, 1000);
    studiotest::pump();
    struct Target {
        const char* name;
        wxWindow* window;
    };
    const Target targets[] = {
        {"map", &frame->canvas()},
        {"tool palette", firstUnder<wxRadioBox>(frame->aui().GetPane("tools").window)},
        {"properties", firstUnder<wxPropertyGrid>(&frame->propertyPanel())},
        {"validation", firstUnder<RowTree>(&frame->validationPanel())},
        {"probes", firstUnder<wxChoice>(&frame->probePanel())},
        {"legend", frame->legend().GetParent()},
        {"order of battle", &frame->oobPanel().view()},
    };
    const char* tools[] = {"terrain-brush", "raise-level", "flood-fill", "hexside-feature",
                           "los-probe",     "road",        "set-up"};
    const int letters[] = {'B', 'R', 'F', 'H', 'I', 'D', 'U'};
    static_assert(std::size(tools) == std::size(targets) && std::size(letters) == std::size(targets));
    for (std::size_t i = 0; i < std::size(targets); ++i) {
        INFO("focus in " << targets[i].name);
        REQUIRE(targets[i].window);
        frame->setTool("select");
        focus(targets[i].window);
        studiotest::pressKey(letters[i]);
        CHECK(frame->currentTool() == tools[i]);

        frame->canvas().zoomBy(3);
        const double zoomed = frame->canvas().view().scale();
        studiotest::pressKey('0', wxMOD_CONTROL);
        CHECK(frame->canvas().view().scale() < zoomed);  // Zoom to Fit

        const auto before = frame->validationPanel().selectedIndex();
        studiotest::pressKey(WXK_F8);
        CHECK(frame->validationPanel().selectedIndex() != before);
    }
}

TEST_CASE("a key once is an action once, letters typed into a field stay in the field", "[studio][keys][input]") {
    if (!windowManagerOrSkip()) return;
    studiotest::Studio s("keys-once");
    focus(&s.frame->canvas());
    const double before = s.frame->canvas().view().scale();
    studiotest::pressKey('-', wxMOD_CONTROL);
    CHECK(s.frame->canvas().view().scale() == Approx(before * 0.8));  // not 0.64: menu and hook both
    studiotest::pressKey('=', wxMOD_CONTROL | wxMOD_SHIFT);           // Ctrl++ on a US keyboard
    CHECK(s.frame->canvas().view().scale() == Approx(before));

    auto* budget = firstUnder<wxSpinCtrlDouble>(&s.frame->probePanel());
    REQUIRE(budget);
    s.frame->setTool("select");
    focus(budget);
    studiotest::pressKey('B');
    CHECK(s.frame->currentTool() == "select");
}

TEST_CASE("in the Order of Battle tree its own keys stay its own, Ctrl+E opens File > Export...",
          "[studio][keys][input][oob]") {
    if (!windowManagerOrSkip()) return;
    studiotest::Studio s("keys-oob");
    OobPanel& pane = s.frame->oobPanel();
    REQUIRE(pane.select(OobKind::Formation, "archer-brigade"));
    focus(&pane.view());
    const std::size_t formations = s.doc().scenario->formations.size();
    studiotest::pressKey('D', wxMOD_CONTROL);  // Duplicate: the tree's key, not a frame's
    CHECK(s.doc().scenario->formations.size() == formations + 1);

    bool exportDialog = false;
    studiotest::WhenDialogShows answer([&](wxDialog& dialog) {
        exportDialog = dynamic_cast<ExportDialog*>(&dialog) != nullptr;
        dialog.EndModal(wxID_CANCEL);
    });
    focus(&pane.view());
    studiotest::pressKey('E', wxMOD_CONTROL);
    for (int i = 0; i < 50 && !answer.acted(); ++i) studiotest::pump();
    CHECK(answer.acted());
    CHECK(exportDialog);
}

TEST_CASE("arrow keys pan the map", "[studio][keys][input]") {
    if (!windowManagerOrSkip()) return;
    studiotest::Studio s("arrow-pan");
    s.frame->canvas().zoomBy(4);
    focus(&s.frame->canvas());
    const engine::Point start = s.frame->canvas().view().centre();
    studiotest::pressKey(WXK_LEFT);
    CHECK(s.frame->canvas().view().centre().x < start.x);  // looks further west
    studiotest::pressKey(WXK_UP);
    CHECK(s.frame->canvas().view().centre().y > start.y);  // and north
    studiotest::pressKey(WXK_RIGHT);
    studiotest::pressKey(WXK_DOWN);
    CHECK(s.frame->canvas().view().centre().x == Approx(start.x));
    CHECK(s.frame->canvas().view().centre().y == Approx(start.y));
}

TEST_CASE("from a floating pane the shortcuts still work", "[studio][keys][input][panes]") {
    if (!windowManagerOrSkip()) return;
    const panetest::ProblemSample sample = panetest::makeProblemSample("keys-floating");
    panetest::FramePtr frame = panetest::openFrame(sample.dir);
    frame->aui().GetPane("validation").Float().FloatingPosition(frame->GetScreenPosition() + wxPoint(300, 300));
    frame->aui().Update();
    studiotest::pump();
    auto* view = firstUnder<RowTree>(&frame->validationPanel());
    REQUIRE(view);
    REQUIRE(dynamic_cast<wxAuiFloatingFrame*>(wxGetTopLevelParent(view)));
    focus(view);
    const auto before = frame->validationPanel().selectedIndex();
    studiotest::pressKey(WXK_F8);
    CHECK(frame->validationPanel().selectedIndex() != before);
    frame->setTool("select");
    studiotest::pressKey('B');
    CHECK(frame->currentTool() == "terrain-brush");
}

TEST_CASE("View > Panes hides and shows each pane, Reset Layout docks and shows them all", "[studio][panes]") {
    studiotest::Studio s("panes-menu");
    std::vector<std::string> names;
    for (const PaneLayout::Pane& p : s.frame->panes().panes()) names.push_back(p.name);
    for (const char* pane : {"tools", "layers", "oob", "properties", "probes", "legend", "validation"}) {
        INFO(pane);
        CHECK(std::find(names.begin(), names.end(), pane) != names.end());
    }
    for (const PaneLayout::Pane& p : s.frame->panes().panes()) {
        INFO(p.name);
        CHECK(s.frame->panes().shown(p.name));
        REQUIRE(s.frame->runAction("view.pane." + p.name));
        CHECK_FALSE(s.frame->panes().shown(p.name));
        CHECK_FALSE(s.frame->aui().GetPane(p.name).window->IsShown());
    }
    s.frame->aui().GetPane("properties").Show().Float();
    s.frame->aui().GetPane("oob").Show().Float();
    s.frame->aui().Update();
    REQUIRE(s.frame->runAction("view.reset-layout"));
    for (const PaneLayout::Pane& p : s.frame->panes().panes()) {
        INFO(p.name);
        CHECK(s.frame->panes().shown(p.name));
        CHECK(s.frame->aui().GetPane(p.name).IsDocked());
    }
}

TEST_CASE("the layout is kept between runs, a layout saved without a newer pane is ignored", "[studio][panes]") {
    const fs::path dir = studiotest::copySample("layout-kept");
    wxConfigBase::Get()->DeleteEntry("/Layout/Perspective");
    {
        MainFrame* frame = studiotest::makeFrame(dir);
        frame->aui().GetPane("probes").Hide();
        frame->aui().GetPane("legend").Float();
        frame->aui().Update();
        frame->Close(true);  // the close handler saves the layout
        studiotest::pump();
    }
    {
        MainFrame* frame = studiotest::makeFrame(dir);
        studiotest::FrameGuard guard{frame};
        CHECK_FALSE(frame->panes().shown("probes"));
        CHECK(frame->aui().GetPane("legend").IsFloating());
        CHECK(frame->panes().shown("validation"));
    }
    wxString saved;
    REQUIRE(wxConfigBase::Get()->Read("/Layout/Perspective", &saved));
    saved.Replace("name=legend;", "name=retired;");
    wxConfigBase::Get()->Write("/Layout/Perspective", saved);
    MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    CHECK(frame->panes().shown("legend"));
    CHECK(frame->panes().shown("probes"));  // the default layout, not half of the old one
    wxConfigBase::Get()->DeleteEntry("/Layout/Perspective");
}

TEST_CASE("a floated pane docks again when dragged back onto the window's edge", "[studio][panes][input]") {
    if (!windowManagerOrSkip()) return;
    studiotest::Studio s("dock-by-drag");
    s.frame->SetSize(1600, 1000);
    s.frame->Move(0, 0);
    studiotest::pump();
    wxAuiPaneInfo& pane = s.frame->aui().GetPane("probes");
    pane.Float().FloatingPosition(s.frame->GetScreenPosition() + wxPoint(600, 400)).FloatingSize(300, 260);
    s.frame->aui().Update();
    for (int i = 0; i < 10; ++i) studiotest::pump();
    auto* floating = dynamic_cast<wxAuiFloatingFrame*>(wxGetTopLevelParent(pane.window));
    REQUIRE(floating);
    // The floating window's title bar: the window manager's, just above its client area.
    const wxPoint clientTop = floating->ClientToScreen(wxPoint(floating->GetClientSize().GetWidth() / 2, 0));
    const wxPoint grip(clientTop.x, clientTop.y - 8);
    const wxRect frame = s.frame->GetScreenRect();
    const wxPoint leftEdge(frame.x + 20, frame.y + frame.height / 2);
    studiotest::dragWithMouse(grip, leftEdge);
    for (int i = 0; i < 10 && !s.frame->aui().GetPane("probes").IsDocked(); ++i) studiotest::pump();
    INFO("dragged from " << grip.x << "," << grip.y << " to " << leftEdge.x << "," << leftEdge.y);
    CHECK(s.frame->aui().GetPane("probes").IsDocked());
}
