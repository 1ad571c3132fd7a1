// A tool is one row of the tool table (editor/app/tool_table.hpp): given one more row, a frame
// shows the tool in the palette and the Tools menu, its shortcut (a real key press) selects it, the
// status bar names it, and the canvas hands it the clicks (real mouse events).
#include "tests/editor/studio_fixture.hpp"

#include "editor/app/tool_table.hpp"
#include "editor/panels/tool_palette.hpp"

#include <catch2/catch.hpp>

#include <set>

#include <wx/menu.h>
#include <wx/statusbr.h>
#include <wx/uiaction.h>

namespace fs = std::filesystem;
using namespace editor;

namespace {

// A tool for this test only: counts the presses the canvas hands it.
class StampTool final : public Tool {
public:
    using Tool::Tool;
    void onMouseDown(const ToolInput& in) override {
        if (in.hex) ++presses;
    }
    int presses = 0;
};

bool statusShows(wxFrame& frame, const wxString& text) {
    const wxStatusBar* bar = frame.GetStatusBar();
    for (int i = 0; bar && i < bar->GetFieldsCount(); ++i)
        if (bar->GetStatusText(i) == text) return true;
    return false;
}

}  // namespace

TEST_CASE("tool table: one more row is a tool in the palette, the Tools menu, its shortcut and the status bar",
          "[studio][tools][table][input]") {
    const fs::path dir = studiotest::copySample("tool-table");
    std::vector<ToolSpec> tools = builtinTools();
    tools.push_back({"stamp", "Stamp", "K", [](ToolHost& host) { return std::make_unique<StampTool>(host); }});
    auto* frame = new MainFrame(studiotest::rulesets(), dir / "recovery", false, tools);
    studiotest::FrameGuard guard{frame};
    frame->Show();
    studiotest::pump();
    REQUIRE(frame->openFile(dir / "map.rlmap"));
    CHECK(frame->currentTool() == "select");  // the first row

    const wxArrayString titles = frame->toolPalette().toolTitles();
    REQUIRE(titles.size() == tools.size());
    for (std::size_t i = 0; i < tools.size(); ++i) CHECK(titles[i] == tools[i].title);

    const Action* action = findAction(frame->actions(), "tools.stamp");
    REQUIRE(action != nullptr);
    const wxMenuItem* item = frame->GetMenuBar()->FindItem(action->id);
    REQUIRE(item != nullptr);
    CHECK(item->GetItemLabelText() == "Stamp");
    CHECK(item->GetItemLabel().AfterFirst('\t') == "K");
    CHECK(item->IsCheckable());

    // The shortcut, typed on the canvas.
    studiotest::waitForPaint(*frame);
    const engine::HexMap& map = frame->document()->doc().map;
    const engine::HexCoord h = map.grid().fromOffset({4, 4});
    wxUIActionSimulator input;
    input.MouseMove(studiotest::hexOnScreen(*frame, h));
    frame->Raise();
    frame->canvas().SetFocus();
    studiotest::pump();
    input.Char('K');
    studiotest::pump();
    CHECK(frame->currentTool() == "stamp");
    CHECK(frame->toolPalette().chosenTool() == static_cast<int>(tools.size()) - 1);
    CHECK(statusShows(*frame, "Stamp"));

    // The canvas hands the tool a click on the map.
    input.MouseClick();
    studiotest::pump();
    CHECK(frame->tool<StampTool>().presses == 1);
    CHECK(frame->document()->stack().size() == 0);
    // A built-in row's letter works the same way.
    input.Char('B');
    studiotest::pump();
    CHECK(frame->currentTool() == "terrain-brush");

    // The palette's radio buttons and the menu item select by the same rows.
    frame->toolPalette().chooseTool(1);
    CHECK(frame->currentTool() == tools[1].key);
    CHECK(frame->runAction("tools.stamp"));
    CHECK(frame->currentTool() == "stamp");
    CHECK_FALSE(frame->setTool("no-such-tool"));
    CHECK(frame->currentTool() == "stamp");
}

TEST_CASE("tool table: every built-in row has its own key and shortcut, and a tool the frame made",
          "[studio][tools][table]") {
    const fs::path dir = studiotest::copySample("tool-table-builtin");
    editor::MainFrame* frame = studiotest::makeFrame(dir);
    studiotest::FrameGuard guard{frame};
    const std::vector<ToolSpec>& tools = frame->toolSpecs();
    std::set<std::string> keys;
    std::set<wxString> shortcuts;
    for (const ToolSpec& t : tools) {
        INFO(t.key);
        CHECK(keys.insert(t.key).second);
        CHECK(shortcuts.insert(t.shortcut).second);
        CHECK(findAction(frame->actions(), "tools." + t.key) != nullptr);
        CHECK(frame->setTool(t.key));
        CHECK(frame->currentTool() == t.key);
    }
}
