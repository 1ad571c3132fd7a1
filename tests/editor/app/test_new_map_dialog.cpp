// File > New from Ruleset: the dialog lists every ruleset the library finds by name (a user's own
// included, none clipped), refuses a grid the ruleset's sheets do not divide, and its request makes
// the map `ridgeline new` makes.
#include "tests/editor/studio_fixture.hpp"

#include "editor/app/new_map_dialog.hpp"
#include "engine/model/ruleset_grid.hpp"
#include "tests/temp_dir.hpp"
#include "tests/test_paths.hpp"

#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <fstream>
#include <iterator>

#include <catch2/catch.hpp>

using namespace editor;
using studiotest::field;

namespace {

int row(wxListBox& list, const wxString& label) {
    for (unsigned i = 0; i < list.GetCount(); ++i)
        if (list.GetString(i) == label) return static_cast<int>(i);
    return wxNOT_FOUND;
}

// Chooses row `at` as a click does: selected, and the list tells the dialog (the terrain follows).
void choose(wxListBox& list, int at) {
    list.SetSelection(at);
    wxCommandEvent click(wxEVT_LISTBOX, list.GetId());
    click.SetInt(at);
    click.SetEventObject(&list);
    list.ProcessWindowEvent(click);
}

}  // namespace

TEST_CASE("new map dialog: rulesets by name, a user's own among them, none clipped", "[studio][new]") {
    testpaths::TempDir own;
    {
        std::ifstream in(testpaths::rulesets() / "hs.xml");
        std::string text{std::istreambuf_iterator<char>(in), {}};
        text.replace(text.find("id=\"hs\""), 7, "id=\"house\"");
        const auto name = text.find("name=\"") + 6;
        text.replace(name, text.find('"', name) - name, "Our House Rules for Hammerin' Sickles, Second Printing");
        std::ofstream(own / "house.xml") << text;
        std::ofstream(own / "broken.xml") << "<ruleset";
    }
    engine::RulesetLibrary rulesets;
    rulesets.addSearchDir(own.path());
    rulesets.addSearchDir(testpaths::rulesets());

    MainFrame* frame = studiotest::makeFrame(own.path());
    studiotest::FrameGuard guard{frame};
    NewMapDialog dialog(frame, rulesets, 20, 16);
    auto* list = field<wxListBox>(dialog, "ruleset");
    CHECK(list->GetCount() == 5);  // house, then cwb, hs, lfm, sss; broken.xml is named apart
    const wxString longest = "Our House Rules for Hammerin' Sickles, Second Printing (house)";
    CHECK(row(*list, longest) != wxNOT_FOUND);
    for (const char* id : {"sss", "cwb", "hs", "lfm"}) {
        const wxString label = wxString::FromUTF8(rulesets.resolve(id)->name + " (" + id + ")");
        INFO(label);
        CHECK(row(*list, label) != wxNOT_FOUND);
    }
    CHECK(field<wxStaticText>(dialog, "unreadable")->GetLabel().Contains("broken.xml"));
    CHECK(list->GetSize().GetWidth() > dialog.GetTextExtent(longest).GetWidth());
    CHECK(list->GetSize().GetHeight() >= static_cast<int>(list->GetCount()) * dialog.GetCharHeight());

    choose(*list, row(*list, wxString::FromUTF8(rulesets.resolve("sss")->name + " (sss)")));
    field<wxSpinCtrl>(dialog, "columns")->SetValue(21);
    NewMapRequest request;
    wxString error;
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("do not divide"));

    field<wxSpinCtrl>(dialog, "columns")->SetValue(20);
    REQUIRE(dialog.readRequest(request, error));
    CHECK(request.ruleset == "sss");
    CHECK(request.columns == 20);
    CHECK(request.rows == 16);
    // Every hex starts as the ruleset's first terrain, unless another is chosen.
    CHECK(request.baseTerrain == rulesets.resolve("sss")->terrain.front().id);
    auto* terrain = field<wxChoice>(dialog, "base-terrain");
    CHECK(terrain->GetCount() == rulesets.resolve("sss")->terrain.size());
    terrain->SetSelection(1);
    REQUIRE(dialog.readRequest(request, error));
    CHECK(request.baseTerrain == rulesets.resolve("sss")->terrain[1].id);

    choose(*list, row(*list, longest));
    REQUIRE(dialog.readRequest(request, error));
    CHECK(request.ruleset == "house");
    CHECK(request.baseTerrain == rulesets.resolve("house")->terrain.front().id);
    const auto doc =
        StudioDocument::create(rulesets.resolve(request.ruleset), request.columns, request.rows, request.baseTerrain);
    CHECK(doc->doc().map.grid() == engine::rulesetGrid(*rulesets.resolve("house"), 20, 16));
    CHECK(doc->doc().map.rulesetId() == "house");
    CHECK(doc->doc().map.terrain(doc->doc().map.grid().at(0)) == request.baseTerrain);
}

TEST_CASE("new map dialog: with no ruleset found it says where it looked", "[studio][new]") {
    testpaths::TempDir empty;
    engine::RulesetLibrary rulesets;
    rulesets.addSearchDir(empty.path());
    MainFrame* frame = studiotest::makeFrame(empty.path());
    studiotest::FrameGuard guard{frame};
    NewMapDialog dialog(frame, rulesets, 20, 16);
    CHECK(field<wxListBox>(dialog, "ruleset")->GetCount() == 0);
    NewMapRequest request;
    wxString error;
    CHECK_FALSE(dialog.readRequest(request, error));
    CHECK(error.Contains("No ruleset found"));
    CHECK(error.Contains(wxString::FromUTF8(empty.path().string())));
}
