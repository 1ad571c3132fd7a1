// The order-of-battle tree brought up to date edit by edit (its rows, their problem counts and
// statuses) equals a tree built afresh from the document: random reparents (to formations of
// either side, to no formation), renames, moves on the map, additions (some with no formation),
// deletions, undo and redo, with rows of the tree opened and closed in the view between them; and
// the view shows the rows of the model below the rows it has open, no fewer and no others.
#include "tests/editor/pane_fixture.hpp"

#include "editor/panels/oob_panel.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/set_placement_command.hpp"

#include <catch2/catch.hpp>

#include <random>
#include <sstream>

using namespace editor;

namespace {

// The tree as text: one line per row, indented by depth, with its kind, id, problems and status.
std::string shapeOf(const OobModel& model) {
    std::ostringstream out;
    const auto walk = [&](const auto& self, const wxDataViewItem& item, int depth) -> void {
        wxDataViewItemArray children;
        model.GetChildren(item, children);
        for (const wxDataViewItem& c : children) {
            const auto row = model.rowOf(c);
            out << std::string(static_cast<std::size_t>(depth) * 2, ' ') << static_cast<int>(row->kind) << ' '
                << row->id << ' ' << model.text(c, OobModel::kProblems).utf8_string() << ' '
                << model.text(c, OobModel::kStatus).utf8_string() << '\n';
            if (model.GetParent(c) != item) out << "  (wrong parent)\n";
            self(self, c, depth + 1);
        }
    };
    walk(walk, wxDataViewItem(), 0);
    return out.str();
}

// The rows the view shows, in order, as it maps them to the model's items (selecting every row
// asks the view for each); and the rows it should show: the model's, below the rows expanded.
std::vector<std::string> shownRows(OobPanel& pane) {
    wxDataViewItemArray shown;
    pane.view().SelectAll();
    pane.view().GetSelections(shown);
    pane.view().UnselectAll();
    std::vector<std::string> out;
    for (const wxDataViewItem& item : shown) {
        const auto row = pane.model().rowOf(item);
        out.push_back(row ? std::to_string(static_cast<int>(row->kind)) + ' ' + row->id : "(unknown)");
    }
    return out;
}

std::vector<std::string> rowsToShow(OobPanel& pane) {
    std::vector<std::string> out;
    const auto walk = [&](const auto& self, const wxDataViewItem& item) -> void {
        wxDataViewItemArray children;
        pane.model().GetChildren(item, children);
        for (const wxDataViewItem& c : children) {
            const auto row = pane.model().rowOf(c);
            out.push_back(std::to_string(static_cast<int>(row->kind)) + ' ' + row->id);
            if (pane.view().IsExpanded(c)) self(self, c);
        }
    };
    walk(walk, wxDataViewItem());
    return out;
}

}  // namespace

TEST_CASE("oob pane: the tree updated edit by edit equals one built afresh", "[studio][oob]") {
    const auto sample = panetest::makeProblemSample("oob-model-updates");
    const auto frame = panetest::openFrame(sample.dir);
    StudioDocument& doc = *frame->document();
    OobPanel& pane = frame->oobPanel();
    const engine::Scenario& s = *doc.doc().scenario;
    REQUIRE(s.units.size() >= 4);
    REQUIRE(s.formations.size() >= 2);

    std::mt19937 rng(1863);
    const auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
    int added = 0;
    for (int step = 0; step < 200; ++step) {
        const engine::Unit& u = s.units[pick(s.units.size())];
        const engine::Formation& f = s.formations[pick(s.formations.size())];
        std::string what;
        switch (pick(9)) {
        case 0:
        case 1:
            what = "reparent " + u.id + " to " + f.id;
            doc.apply(engine::reparentPieces(doc.doc(), {u.id}, {"", f.id}));
            break;
        case 2:
            what = "reparent " + u.id + " to the top of " + f.side;
            doc.apply(engine::reparentPieces(doc.doc(), {u.id}, {f.side, ""}));
            break;
        case 3:
            if (!s.leaders.empty()) {
                const engine::Leader& l = s.leaders[pick(s.leaders.size())];
                what = "reparent leader " + l.id + " to " + f.id;
                doc.apply(engine::reparentPieces(doc.doc(), {l.id}, {"", f.id}));
            }
            break;
        case 4:
            what = "rename " + u.id;
            doc.apply(
                engine::renameRecord(doc.doc(), engine::RecordKind::Unit, u.id, "Renamed " + std::to_string(step)));
            break;
        case 5: {
            const auto& grid = doc.doc().map.grid();
            what = "move " + u.id;
            doc.apply(engine::movePiece(doc.doc(), u.id, grid.at(pick(grid.size()))));
            break;
        }
        case 6: {
            engine::Unit fresh = u;
            fresh.id = "added-" + std::to_string(++added);
            fresh.formation = pick(4) == 0 ? std::string() : f.id;
            what = "add " + fresh.id + " under " + fresh.formation;
            doc.apply(engine::addUnit(doc.doc(), fresh));
            break;
        }
        case 7:
            what = "delete " + u.id;
            if (s.units.size() > 4) doc.apply(engine::deletePieces(doc.doc(), {u.id}));
            break;
        case 8:
            what = pick(2) ? "undo" : "redo";
            if (what == "undo") (void)doc.undo();
            else (void)doc.redo();
            break;
        }
        if (pick(3) == 0) pane.select(OobKind::Unit, s.units[pick(s.units.size())].id);
        // Rows opened and closed as a designer clicks them: news below a closed row waits for it.
        if (const wxDataViewItem f =
                pane.model().itemOf(OobKind::Formation, s.formations[pick(s.formations.size())].id);
            f.IsOk() && pick(2) == 0) {
            if (pane.view().IsExpanded(f)) pane.view().Collapse(f);
            else pane.view().Expand(f);
        }
        studiotest::pump();
        OobModel fresh;
        fresh.reset(&doc.doc(), &doc.diagnostics(), doc.diagnosticsGeneration());
        INFO("step " << step << ": " << what);
        REQUIRE(shapeOf(pane.model()) == shapeOf(fresh));
        REQUIRE(shownRows(pane) == rowsToShow(pane));
    }
}
