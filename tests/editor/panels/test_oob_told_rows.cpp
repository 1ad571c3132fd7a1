// The order-of-battle tree tells its view of a row only when what the row shows changed: GTK
// repaints every row from the highest to the lowest told changed, so a side row told after every
// edit (for totals that did not change) made a move repaint most of the tree. A row hidden when
// its texts changed is told at its next change, whatever the view was last told of it.
#include "tests/editor/pane_fixture.hpp"

#include "editor/panels/oob_panel.hpp"
#include "engine/commands/set_placement_command.hpp"

#include <catch2/catch.hpp>

#include <wx/dataview.h>
#include <algorithm>

using namespace editor;

namespace {

// The rows the model told its views changed.
class ToldRows : public wxDataViewModelNotifier {
public:
    bool ItemAdded(const wxDataViewItem&, const wxDataViewItem&) override { return true; }
    bool ItemDeleted(const wxDataViewItem&, const wxDataViewItem&) override { return true; }
    bool ItemChanged(const wxDataViewItem& item) override {
        m_told.push_back(item);
        return true;
    }
    bool ValueChanged(const wxDataViewItem& item, unsigned int) override { return ItemChanged(item); }
    bool Cleared() override { return true; }
    void Resort() override {}

    [[nodiscard]] bool told(const wxDataViewItem& item) const {
        return std::find(m_told.begin(), m_told.end(), item) != m_told.end();
    }
    void forget() { m_told.clear(); }

private:
    std::vector<wxDataViewItem> m_told;
};

}  // namespace

TEST_CASE("oob pane: a row is told it changed when what it shows changed, and only then", "[studio][oob]") {
    const auto sample = panetest::makeProblemSample("oob-told-rows");
    const auto frame = panetest::openFrame(sample.dir);
    StudioDocument& doc = *frame->document();
    OobPanel& pane = frame->oobPanel();
    OobModel& model = pane.model();
    pane.select(OobKind::Unit, "gamble");
    studiotest::pump();
    const wxDataViewItem unit = model.itemOf(OobKind::Unit, "gamble");
    REQUIRE(unit.IsOk());
    wxDataViewItem side = unit;
    while (model.GetParent(side).IsOk()) side = model.GetParent(side);
    REQUIRE(model.rowOf(side)->kind == OobKind::Side);
    const wxDataViewItem holder = model.GetParent(unit);
    REQUIRE(pane.view().IsExpanded(holder));

    auto* told = new ToldRows;
    model.AddNotifier(told);  // the model owns it
    const engine::HexCoord home = panetest::setupHex(*frame, "gamble");
    const engine::HexCoord away = panetest::openGround(doc.doc());
    REQUIRE(home != away);
    const auto moveTo = [&](engine::HexCoord hex) {
        told->forget();
        doc.apply(engine::movePiece(doc.doc(), "gamble", hex));
        studiotest::pump();
    };

    // A move changes the unit's status; the side's totals and name stay as they were. (The first
    // edit tells every row it names: the model does not know yet what the view was shown.)
    moveTo(away);
    const wxString statusAway = model.text(unit, OobModel::kStatus);
    moveTo(home);
    REQUIRE(model.text(unit, OobModel::kStatus) != statusAway);
    CHECK(told->told(unit));
    CHECK_FALSE(told->told(side));

    // Moved away while its row is hidden, then shown (the view reads it then), then moved home
    // again: the texts are those the view was told before it was hidden, yet it shows others.
    pane.view().Collapse(holder);
    studiotest::pump();
    moveTo(away);
    pane.view().Expand(holder);
    studiotest::pump();
    moveTo(home);
    CHECK(told->told(unit));
    CHECK_FALSE(told->told(side));
    model.RemoveNotifier(told);
}
