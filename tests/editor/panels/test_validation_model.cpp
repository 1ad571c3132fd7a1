// The validation pane's model told row by row (update) ends as the rebuilt one (reset) would, with
// a real view attached: the same tree, the same texts, and the items of problems still reported
// unchanged, so the view keeps their rows and the selection, whether a kept problem is the same
// shared finding, an equal one found again, or one reported at the same place in other words.
#include "editor/panels/validation_model.hpp"

#include <wx/dataview.h>
#include <wx/frame.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

using editor::ValidationModel;

namespace {

engine::Diagnostic problem(std::mt19937& rng) {
    std::uniform_int_distribution<int> severity(0, 2), rule(0, 5), at(0, 40), waived(0, 9);
    engine::Diagnostic d;
    d.severity = static_cast<engine::Severity>(severity(rng));
    d.rule = "rule." + std::to_string(rule(rng));
    d.citation = "SSS " + d.rule;
    const std::string hex = std::to_string(at(rng));
    d.message = "a problem at " + hex;
    d.locations = {{"hex", hex}};
    d.waived = waived(rng) == 0;
    return d;
}

// The tree as the view reads it: each row's depth and texts, parents before children.
void rows(const ValidationModel& m, const wxDataViewItem& parent, int depth, std::vector<std::string>& out) {
    wxDataViewItemArray children;
    m.GetChildren(parent, children);
    for (const wxDataViewItem& c : children) {
        CHECK(m.GetParent(c) == parent);
        std::string row = std::to_string(depth);
        for (unsigned col = 0; col < ValidationModel::kColumnCount; ++col) row += "|" + m.text(c, col).utf8_string();
        out.push_back(row);
        rows(m, c, depth + 1, out);
    }
}

std::vector<std::string> rows(const ValidationModel& m) {
    std::vector<std::string> out;
    rows(m, wxDataViewItem(nullptr), 0, out);
    return out;
}

// A shown view over a model, as the validation pane has (one text column).
struct ShownModel {
    wxFrame* frame = new wxFrame(nullptr, wxID_ANY, "model");
    wxDataViewCtrl* view = new wxDataViewCtrl(frame, wxID_ANY);
    ValidationModel* model = new ValidationModel;
    ShownModel() {
        view->AssociateModel(model);
        view->AppendTextColumn("problem", ValidationModel::kCitation);
        frame->Show();
    }
    ~ShownModel() {
        model->DecRef();
        frame->Destroy();
        wxYield();
    }
    ShownModel(const ShownModel&) = delete;
    ShownModel& operator=(const ShownModel&) = delete;
};

}  // namespace

TEST_CASE("validation model: updates row by row end as a rebuild would, keeping the items of kept problems",
          "[studio][validation]") {
    const ShownModel shown;
    wxDataViewCtrl* view = shown.view;
    ValidationModel* updated = shown.model;
    std::mt19937 rng(5);
    std::vector<engine::Diagnostic> first;
    for (int i = 0; i < 60; ++i) first.push_back(problem(rng));
    std::sort(first.begin(), first.end(), engine::reportOrder);
    updated->reset(engine::DiagnosticList(first));
    for (const wxDataViewItem& g : updated->groups()) view->Expand(g);
    std::uniform_int_distribution<int> edits(1, 6), kind(0, 4);
    // The rows the view is told changed (their text is drawn again).
    std::vector<wxDataViewItem> told;
    view->Bind(wxEVT_DATAVIEW_ITEM_VALUE_CHANGED, [&](wxDataViewEvent& e) { told.push_back(e.GetItem()); });
    using Shared = engine::DiagnosticList::Shared;
    for (int step = 0; step < 200; ++step) {
        // The next report as the incremental validator makes it: the findings that stay are the same
        // objects, except some equal copies (a full validation's), in report order.
        std::vector<Shared> next = updated->diagnostics().items();
        for (int e = edits(rng); e > 0; --e) {
            std::uniform_int_distribution<std::size_t> pick(0, next.empty() ? 0 : next.size() - 1);
            const int k = next.empty() ? 0 : kind(rng);
            if (k == 0) next.push_back(std::make_shared<const engine::Diagnostic>(problem(rng)));  // came
            else if (k == 1) next.erase(next.begin() + static_cast<long>(pick(rng)));              // went
            else if (k == 2) {                                                                     // changed
                Shared& d = next[pick(rng)];
                engine::Diagnostic changed = *d;
                changed.waived = !changed.waived;
                d = std::make_shared<const engine::Diagnostic>(std::move(changed));
            } else if (k == 3) {  // found again
                Shared& d = next[pick(rng)];
                d = std::make_shared<const engine::Diagnostic>(*d);
            } else {  // reworded: the same place, other words (a unit moved, still out of command)
                Shared& d = next[pick(rng)];
                engine::Diagnostic changed = *d;
                changed.message += " (again)";
                d = std::make_shared<const engine::Diagnostic>(std::move(changed));
            }
        }
        std::stable_sort(next.begin(), next.end(),
                         [](const Shared& a, const Shared& b) { return engine::reportOrder(*a, *b); });
        // Items of problems in both reports, before the update.
        std::vector<std::pair<engine::Diagnostic, wxDataViewItem>> before;
        for (std::size_t i = 0; i < updated->diagnostics().size(); ++i)
            before.push_back({updated->diagnostics()[i], updated->itemOf(i)});
        std::vector<std::pair<wxDataViewItem, std::string>> groupsBefore;
        for (const wxDataViewItem& g : updated->groups())
            groupsBefore.push_back({g, updated->text(g, ValidationModel::kProblem).utf8_string() + "|" +
                                           updated->text(g, ValidationModel::kCitation).utf8_string()});
        told.clear();
        updated->update(engine::DiagnosticList(next));
        // A group row still shown whose count or citation changed is told so.
        const std::vector<wxDataViewItem> groupsAfter = updated->groups();
        for (const auto& [g, text] : groupsBefore)
            if (std::find(groupsAfter.begin(), groupsAfter.end(), g) != groupsAfter.end() &&
                updated->text(g, ValidationModel::kProblem).utf8_string() + "|" +
                        updated->text(g, ValidationModel::kCitation).utf8_string() !=
                    text)
                CHECK(std::find(told.begin(), told.end(), g) != told.end());
        for (const wxDataViewItem& g : updated->groups()) view->Expand(g);
        wxYield();
        ValidationModel rebuilt;
        rebuilt.reset(engine::DiagnosticList(next));
        INFO("step " << step);
        REQUIRE(updated->diagnostics() == rebuilt.diagnostics());
        CHECK(rows(*updated) == rows(rebuilt));
        const auto& now = updated->diagnostics();
        for (const auto& [d, item] : before) {
            const auto at = std::find(now.begin(), now.end(), d);
            const bool once =
                std::count_if(before.begin(), before.end(), [&](const auto& b) { return b.first == d; }) == 1;
            if (at != now.end() && once && std::count(now.begin(), now.end(), d) == 1)
                CHECK(updated->itemOf(static_cast<std::size_t>(at - now.begin())) == item);
        }
        for (std::size_t i = 0; i < updated->diagnostics().size(); ++i)
            CHECK(updated->indexOf(updated->itemOf(i)) == i);
        // A problem alone at its place before and after keeps its row, reworded or not.
        const auto place = [](const engine::Diagnostic& d) { return std::tie(d.severity, d.rule, d.locations); };
        const auto alone = [&](const auto& list, const engine::Diagnostic& d) {
            return std::count_if(list.begin(), list.end(), [&](const auto& x) { return place(x) == place(d); }) == 1;
        };
        std::vector<engine::Diagnostic> was;
        for (const auto& b : before) was.push_back(b.first);
        for (const auto& [d, item] : before)
            for (std::size_t i = 0; i < now.size(); ++i)
                if (place(now[i]) == place(d) && alone(was, d) && alone(now, d)) CHECK(updated->itemOf(i) == item);
    }
}

TEST_CASE("validation model: a problem about the same place found anew with another second place keeps its row",
          "[studio][validation]") {
    // A unit reparented to another division is out of command of another leader: the finding
    // about it goes and one comes, at the same row of the rule's list.
    const ShownModel shown;
    wxDataViewCtrl* view = shown.view;
    ValidationModel* model = shown.model;
    const auto outOfCommand = [](int unit, const std::string& leader) {
        engine::Diagnostic d;
        d.severity = engine::Severity::Warning;
        d.rule = "setup.out_of_command";
        d.citation = "SSS 21.31";
        d.message = "unit u" + std::to_string(unit) + " is out of command of " + leader;
        d.locations = {{"unit", "u" + std::to_string(unit)}, {"leader", leader}};
        return d;
    };
    std::vector<engine::Diagnostic> first;
    for (int u = 1; u <= 5; ++u) first.push_back(outOfCommand(u, "heth"));
    model->reset(engine::DiagnosticList(first));
    for (const wxDataViewItem& g : model->groups()) view->Expand(g);
    std::vector<wxDataViewItem> told;
    view->Bind(wxEVT_DATAVIEW_ITEM_VALUE_CHANGED, [&](wxDataViewEvent& e) { told.push_back(e.GetItem()); });
    const std::vector<wxDataViewItem> items{model->itemOf(0), model->itemOf(1), model->itemOf(2), model->itemOf(3),
                                            model->itemOf(4)};
    for (const std::size_t at : {std::size_t{2}, std::size_t{0}, std::size_t{4}}) {
        std::vector<engine::Diagnostic> next = model->diagnostics().toVector();
        next[at] = outOfCommand(static_cast<int>(at) + 1, "pender");
        std::sort(next.begin(), next.end(), engine::reportOrder);
        told.clear();
        const std::size_t rowsBefore = rows(*model).size();
        model->update(engine::DiagnosticList(next));
        INFO("replaced at " << at);
        REQUIRE(model->diagnostics().toVector() == next);
        CHECK(rows(*model).size() == rowsBefore);
        for (std::size_t i = 0; i < items.size(); ++i) CHECK(model->itemOf(i) == items[i]);
        CHECK(std::find(told.begin(), told.end(), items[at]) != told.end());
        ValidationModel rebuilt;
        rebuilt.reset(engine::DiagnosticList(next));
        CHECK(rows(*model) == rows(rebuilt));
    }
    // Another unit's finding is not the same problem: its row goes and another comes.
    std::vector<engine::Diagnostic> next = model->diagnostics().toVector();
    next[2] = outOfCommand(9, "heth");
    std::sort(next.begin(), next.end(), engine::reportOrder);
    told.clear();
    model->update(engine::DiagnosticList(next));
    ValidationModel rebuilt;
    rebuilt.reset(engine::DiagnosticList(next));
    CHECK(rows(*model) == rows(rebuilt));
    const std::vector<wxDataViewItem> groups = model->groups();
    for (const wxDataViewItem& item : told) CHECK(std::find(groups.begin(), groups.end(), item) != groups.end());
}
