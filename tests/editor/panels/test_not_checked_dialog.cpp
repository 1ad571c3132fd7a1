// Edit ▸ Rules Not Checked…: the ruleset's rules that validation cannot check, each with its
// citation and the template's reason, listed for the open scenario and closed with its button.
#include "tests/editor/studio_fixture.hpp"

#include "editor/panels/not_checked_dialog.hpp"

#include <wx/button.h>
#include <wx/dataview.h>

#include <catch2/catch.hpp>

using namespace editor;
using studiotest::clickAt;
using studiotest::Studio;

TEST_CASE("Edit > Rules Not Checked: every unapplied value of the open ruleset with its citation and reason",
          "[studio][validation]") {
    Studio s("not-checked");
    const std::vector<engine::NotChecked> expected = engine::notCheckedValues(*s.doc().ruleset);
    REQUIRE_FALSE(expected.empty());
    bool rowsMatch = false, weatherListed = false;
    studiotest::WhenDialogShows answer([&](wxDialog& d) {
        auto* dialog = dynamic_cast<NotCheckedDialog*>(&d);
        if (!dialog) return;
        wxDataViewListCtrl& list = dialog->list();
        rowsMatch = static_cast<std::size_t>(list.GetItemCount()) == expected.size();
        for (unsigned r = 0; rowsMatch && r < expected.size(); ++r)
            rowsMatch = list.GetTextValue(r, 0).utf8_string() == expected[r].what &&
                        list.GetTextValue(r, 1).utf8_string() == expected[r].cite &&
                        list.GetTextValue(r, 2).utf8_string() == expected[r].why;
        for (unsigned r = 0; r < static_cast<unsigned>(list.GetItemCount()); ++r)
            if (list.GetTextValue(r, 0) == "option weather" && list.GetTextValue(r, 1) == "SSS 18.11")
                weatherListed = true;
        auto* close = dynamic_cast<wxButton*>(d.FindWindow(wxID_CLOSE));
        if (close) clickAt(*close, wxPoint(close->GetSize().x / 2, close->GetSize().y / 2));
        if (d.IsModal()) d.EndModal(wxID_CLOSE);
    });
    REQUIRE(s.frame->runAction("edit.rules-not-checked"));
    CHECK(answer.acted());
    CHECK(rowsMatch);
    CHECK(weatherListed);  // the sample is SSS: the optional weather rule is not stated (SSS 18.11)
}
