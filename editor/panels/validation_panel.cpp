#include "editor/panels/validation_panel.hpp"

#include "editor/panels/form_helpers.hpp"

#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>
#include <wx/wrapsizer.h>

#include <algorithm>

namespace editor {

namespace {

enum MenuId { kWaiveItem = 1, kRemoveWaiverItem };

// Problem identity across re-validation: the same rule at the same places.
bool sameProblem(const engine::Diagnostic& a, const engine::Diagnostic& b) {
    return a.rule == b.rule && a.locations == b.locations && a.message == b.message;
}

std::optional<wxString> askComment(wxWindow* parent, const engine::Diagnostic& d) {
    wxTextEntryDialog dialog(
        parent,
        wxString::Format(_("Why is this acceptable?\n%s\nThe comment is saved with the waiver in the scenario."),
                         wxString::FromUTF8(d.message)),
        wxString::Format(_("Waive %s"), wxString::FromUTF8(d.rule)));
    if (dialog.ShowModal() != wxID_OK || dialog.GetValue().Strip(wxString::both).empty()) return std::nullopt;
    return dialog.GetValue().Strip(wxString::both);
}

}  // namespace

std::optional<std::size_t> nextProblem(const engine::DiagnosticList& ds, std::optional<std::size_t> from,
                                       int direction) {
    const std::size_t n = ds.size();
    if (n == 0) return std::nullopt;
    // From nothing, start just outside the list so the first step lands on an end.
    const std::size_t start = from ? *from % n : (direction > 0 ? n - 1 : 0);
    for (std::size_t k = 1; k <= n; ++k) {
        const std::size_t at = direction > 0 ? (start + k) % n : (start + n - k % n) % n;
        if (!ds[at].waived) return at;
    }
    return std::nullopt;
}

ValidationPanel::ValidationPanel(wxWindow* parent)
    : wxPanel(parent),
      m_model(new ValidationModel) {
    m_summary = new wxStaticText(this, wxID_ANY, "");
    // Room for the counts a large scenario reaches, so the layout gives it that from the start.
    m_summary->SetMinSize(wxSize(GetTextExtent(wxString::Format(_("%zu errors, %zu warnings, %zu waived"),
                                                                std::size_t{999}, std::size_t{999}, std::size_t{99}))
                                     .GetWidth(),
                                 -1));
    m_previous = new wxButton(this, wxID_ANY, _("&Previous"));
    m_next = new wxButton(this, wxID_ANY, _("&Next"));
    m_waive = new wxButton(this, wxID_ANY, _("&Waive..."));
    m_previous->SetToolTip(_("Previous problem (Shift+F8)"));
    m_next->SetToolTip(_("Next problem (F8)"));
    m_waive->SetToolTip(_("Accept this problem with a comment saved in the scenario"));
    m_view = new RowTree(this, wxID_ANY, false);
    m_view->AssociateModel(m_model);
    const int em = GetCharWidth();
    m_view->setColumns({{_("Problem"), ValidationModel::kProblem, 70 * em},
                        {_("Citation"), ValidationModel::kCitation, 14 * em},
                        {_("Location"), ValidationModel::kLocation, 24 * em}});
    // The problem's message takes the width the other columns leave, so it is not cut short
    // while the pane has room for it.
    m_view->Bind(wxEVT_SIZE, [this, em](wxSizeEvent& e) {
        const int others = m_view->column(1).width + m_view->column(2).width;
        m_view->setColumnWidth(0, std::max(40 * em, m_view->GetClientSize().GetWidth() - others - em));
        e.Skip();
    });

    // In a narrow pane the buttons go under the counts rather than squeeze them.
    auto* bar = new wxWrapSizer(wxHORIZONTAL);
    bar->Add(m_summary, wxSizerFlags().CenterVertical().Border(wxLEFT | wxRIGHT, em / 2));
    bar->Add(m_previous, wxSizerFlags().Border(wxLEFT, em / 2));
    bar->Add(m_next, wxSizerFlags().Border(wxLEFT, em / 2));
    bar->Add(m_waive, wxSizerFlags().Border(wxLEFT, em / 2));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(bar, wxSizerFlags().Expand().Border(wxALL, em / 2));
    sizer->Add(m_view, wxSizerFlags(1).Expand());
    SetSizer(sizer);

    m_prompt = [this](const engine::Diagnostic& d) { return askComment(this, d); };
    m_previous->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { step(-1); });
    m_next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { step(+1); });
    m_waive->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { waiveSelected(); });
    m_view->Bind(EVT_ROW_TREE_SELECTION_CHANGED, [this](RowTreeEvent&) {
        syncButtons();
        if (m_quiet) return;
        if (const auto i = selectedIndex(); i && m_onSelect) m_onSelect(diagnostics()[*i]);
    });
    m_view->Bind(EVT_ROW_TREE_CONTEXT_MENU, [this](RowTreeEvent& e) {  // the row is selected
        if (m_model->indexOf(e.GetItem())) showContextMenu();
    });
    syncButtons();
}

ValidationPanel::~ValidationPanel() { m_model->DecRef(); }

void ValidationPanel::documentReplaced(const StudioDocument* doc) {
    m_doc = doc;
    m_shownGeneration = doc ? doc->diagnosticsGeneration() : 0;
    setDiagnostics(doc ? doc->diagnostics() : engine::DiagnosticList{});
}

void ValidationPanel::documentChanged(const engine::ChangeSet&, bool committed) {
    // Most edits of a large scenario leave the findings as they were: thousands of rows not compared.
    if (!committed || !m_doc || m_doc->diagnosticsGeneration() == m_shownGeneration) return;
    m_shownGeneration = m_doc->diagnosticsGeneration();
    setDiagnostics(m_doc->diagnostics());
}

void ValidationPanel::setDiagnostics(engine::DiagnosticList diagnostics) {
    const std::optional<std::size_t> was = selectedIndex();
    const std::optional<engine::Diagnostic> selected = was ? std::optional(this->diagnostics()[*was]) : std::nullopt;
    // Not frozen: thawing repaints the whole view, and the view repaints only what is told.
    m_quiet = true;
    m_model->update(std::move(diagnostics));
    for (const wxDataViewItem& group : m_model->groups()) m_view->Expand(group);
    std::optional<std::size_t> again;
    if (selected)
        for (std::size_t i = 0; i < this->diagnostics().size() && !again; ++i)
            if (sameProblem(this->diagnostics()[i], *selected)) again = i;
    selectQuietly(again);
    m_quiet = false;

    std::size_t errors = 0, warnings = 0, waived = 0;
    for (const engine::Diagnostic& d : this->diagnostics()) {
        if (d.waived) ++waived;
        else if (d.severity == engine::Severity::Error) ++errors;
        else if (d.severity == engine::Severity::Warning) ++warnings;
    }
    showText(m_summary, this->diagnostics().empty()
                            ? wxString(_("No problems"))
                            : wxString::Format(_("%zu errors, %zu warnings, %zu waived"), errors, warnings, waived));
    syncButtons();
}

std::optional<std::size_t> ValidationPanel::selectedIndex() const { return m_model->indexOf(m_view->GetSelection()); }

void ValidationPanel::selectQuietly(std::optional<std::size_t> index) {
    const bool quiet = m_quiet;
    m_quiet = true;
    if (index) {
        const wxDataViewItem item = m_model->itemOf(*index);
        m_view->UnselectAll();
        m_view->Select(item);
        m_view->SetCurrentItem(item);
        m_view->EnsureVisible(item);
    } else {
        m_view->UnselectAll();
    }
    m_quiet = quiet;
    syncButtons();
}

void ValidationPanel::select(int index) {
    if (index < 0 || index >= count()) return;
    selectQuietly(static_cast<std::size_t>(index));
    if (m_onSelect) m_onSelect(diagnostics()[static_cast<std::size_t>(index)]);
}

bool ValidationPanel::step(int direction) {
    const auto next = nextProblem(diagnostics(), selectedIndex(), direction);
    if (!next) return false;
    select(static_cast<int>(*next));
    return true;
}

void ValidationPanel::waiveSelected() {
    const auto i = selectedIndex();
    if (!i || !m_onWaive) return;
    if (!canWaiveSelected()) return;
    const engine::Diagnostic d = diagnostics()[*i];  // a copy: waiving rebuilds the list
    if (const auto comment = m_prompt(d)) m_onWaive(d, comment->utf8_string());
}

bool ValidationPanel::canWaiveSelected() const {
    const auto i = selectedIndex();
    return i && !diagnostics()[*i].waived && !diagnostics()[*i].locations.empty();
}

void ValidationPanel::removeSelectedWaiver() {
    const auto i = selectedIndex();
    if (!i || !m_onRemoveWaiver) return;
    const engine::Diagnostic d = diagnostics()[*i];
    if (d.waived) m_onRemoveWaiver(d);
}

void ValidationPanel::showContextMenu() {
    const auto i = selectedIndex();
    if (!i) return;
    const engine::Diagnostic& d = diagnostics()[*i];
    wxMenu menu;
    menu.Append(kWaiveItem, _("&Waive..."))->Enable(canWaiveSelected());
    menu.Append(kRemoveWaiverItem, _("&Remove Waiver"))->Enable(d.waived);
    switch (GetPopupMenuSelectionFromUser(menu)) {
    case kWaiveItem: waiveSelected(); break;
    case kRemoveWaiverItem: removeSelectedWaiver(); break;
    default: break;
    }
}

void ValidationPanel::syncButtons() {
    const bool open = nextProblem(diagnostics(), std::nullopt, 1).has_value();
    m_previous->Enable(open);
    m_next->Enable(open);
    m_waive->Enable(canWaiveSelected());
}

wxString ValidationPanel::rowText(int index, int column) const {
    if (index < 0 || index >= count()) return {};
    const engine::Diagnostic& d = diagnostics()[static_cast<std::size_t>(index)];
    const wxDataViewItem item = m_model->itemOf(static_cast<std::size_t>(index));
    switch (column) {
    case kSeverity: return wxGetTranslation(engine::toString(d.severity));
    case kRule: return wxString::FromUTF8(d.rule);
    case kCitation: return m_model->text(item, ValidationModel::kCitation);
    case kMessage: return m_model->text(item, ValidationModel::kProblem);
    case kLocation: return m_model->text(item, ValidationModel::kLocation);
    default: return {};
    }
}

bool ValidationPanel::isExpanded(int index) const {
    const wxDataViewItem item = m_model->itemOf(static_cast<std::size_t>(index));
    return item.IsOk() && m_view->IsExpanded(m_model->GetParent(item));
}

}  // namespace editor
