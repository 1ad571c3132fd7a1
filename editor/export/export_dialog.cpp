#include "editor/export/export_dialog.hpp"

#include "editor/document/area_selection.hpp"
#include "editor/document/studio_document.hpp"
#include "editor/export/option_controls.hpp"
#include "editor/export/page_layout_preview.hpp"
#include "editor/panels/form_helpers.hpp"
#include "exporters/export_options.hpp"
#include "exporters/format_registry.hpp"
#include "exporters/print/print_export.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace fs = std::filesystem;

namespace editor {

namespace {

wxString wildcardOf(const exporters::ExportFormat& f) {
    wxString patterns;
    for (const std::string& e : f.extensions) patterns += (patterns.empty() ? "*" : ";*") + wxString::FromUTF8(e);
    return wxString::FromUTF8(f.title) + " (" + patterns + ")|" + patterns;
}

bool hasExtensionOf(const fs::path& path, const exporters::ExportFormat& f) {
    return std::find(f.extensions.begin(), f.extensions.end(), path.extension().string()) != f.extensions.end();
}

}  // namespace

ExportDialog::ExportDialog(wxWindow* parent, const StudioDocument& doc,
                           const std::optional<exporters::HexRange>& selectedArea)
    : wxDialog(parent, wxID_ANY, _("Export"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc.doc()),
      m_docPath(doc.path()),
      m_formats(exporters::formatsFor(doc.doc())) {
    SetName("export");
    wxFlexGridSizer* head = formGrid(this);
    m_formatChoice = new wxChoice(this, wxID_ANY);
    m_formatChoice->SetName("format");
    for (const exporters::ExportFormat* f : m_formats)
        m_formatChoice->Append(wxString::FromUTF8(f->title + " [" + f->name + "]"));
    addRow(head, this, _("Format:"), m_formatChoice);

    auto* outputRow = new wxBoxSizer(wxHORIZONTAL);
    m_output = namedText(this, "output", "");
    m_output->SetMinSize(wxSize(FromDIP(280), -1));
    auto* browse = new wxButton(this, wxID_ANY, _("Browse..."));
    browse->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const fs::path current(m_output->GetValue().utf8_string());
        wxFileDialog dialog(this, _("Export to"), wxString::FromUTF8(current.parent_path().string()),
                            wxString::FromUTF8(current.filename().string()), wildcardOf(format()),
                            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() == wxID_OK) m_output->SetValue(dialog.GetPath());
    });
    outputRow->Add(m_output, wxSizerFlags(1).CentreVertical());
    outputRow->Add(browse, wxSizerFlags().Border(wxLEFT, FromDIP(4)));
    head->Add(new wxStaticText(this, wxID_ANY, _("Output file:")), wxSizerFlags().CentreVertical());
    head->Add(outputRow, wxSizerFlags().Expand());

    std::optional<std::string> area;
    if (selectedArea) area = areaText(m_doc.map.grid(), *selectedArea);
    m_options = new OptionControls(
        this, [this] { optionsChanged(); }, area);
    m_preview = new PageLayoutPreview(this, m_doc);
    m_layout = new wxStaticText(this, wxID_ANY, "");
    m_layout->SetName("layout");
    auto* previewColumn = new wxBoxSizer(wxVERTICAL);
    previewColumn->Add(m_preview, wxSizerFlags(1).Expand());
    previewColumn->Add(m_layout, wxSizerFlags().Expand().Border(wxTOP, FromDIP(4)));
    auto* body = new wxBoxSizer(wxHORIZONTAL);
    body->Add(m_options, wxSizerFlags(1).Expand());
    body->Add(previewColumn, wxSizerFlags(1).Expand().Border(wxLEFT, FromDIP(10)));

    m_error = errorLine(this);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(head, wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    sizer->Add(body, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT, FromDIP(10)));
    sizer->Add(m_error, wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    sizer->Add(CreateButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    SetSizer(sizer);
    closeOnlyWhenValid(*this, m_error, [this](wxString& why) {
        ExportJobRequest request;
        return readRequest(request, why);
    });
    m_formatChoice->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) { formatChosen(e.GetSelection()); });
    formatChosen(0);
}

bool ExportDialog::selectFormat(const std::string& name) {
    for (std::size_t i = 0; i < m_formats.size(); ++i)
        if (m_formats[i]->name == name) {
            m_formatChoice->SetSelection(static_cast<int>(i));
            formatChosen(static_cast<int>(i));
            return true;
        }
    return false;
}

void ExportDialog::formatChosen(int index) {
    if (m_formats.empty() || index < 0) return;
    const exporters::ExportFormat& previous = format();
    m_format = static_cast<std::size_t>(index);
    m_formatChoice->SetSelection(index);
    const exporters::ExportFormat& f = format();
    // The output follows the format: the document's name at first, then the extension changes.
    fs::path output(m_output->GetValue().utf8_string());
    if (output.empty() && !m_docPath.empty()) output = m_docPath;
    if (!output.empty() && !f.extensions.empty() && (output == m_docPath || hasExtensionOf(output, previous)))
        m_output->ChangeValue(wxString::FromUTF8(output.replace_extension(f.extensions.front()).string()));
    m_options->show(f);
    optionsChanged();
    Layout();
    Fit();
}

std::string ExportDialog::checkOptions(const exporters::OptionValues& values) const {
    for (const auto& [name, value] : values)
        if (const exporters::ExportOption* o = format().option(name))
            if (const std::string why = exporters::checkOptionValue(*o, value); !why.empty())
                return "--" + name + ": " + why;
    return {};
}

void ExportDialog::optionsChanged() {
    const exporters::OptionValues values = m_options->values();
    exporters::ExportDiagnostics found;
    const std::optional<exporters::PrintOptions> print = exporters::readPrintOptions(format(), m_doc, values, found);
    m_preview->Show(print.has_value());
    m_layout->Show(print.has_value());
    if (!print) return;
    std::optional<exporters::SheetPlan> plan;
    if (const std::string why = checkOptions(values); !why.empty()) m_layout->SetLabel(wxString::FromUTF8(why));
    else if ((plan = exporters::printLayout(m_doc, *print, found)))
        m_layout->SetLabel(wxString::FromUTF8(exporters::layoutSummary(m_doc.map, *plan, print->target)));
    else m_layout->SetLabel(found.diagnostics.empty() ? wxString() : wxString::FromUTF8(found.diagnostics[0].message));
    m_preview->setPlan(std::move(plan));
}

wxString ExportDialog::layoutLine() const { return m_layout->IsShown() ? m_layout->GetLabel() : wxString(); }

bool ExportDialog::readRequest(ExportJobRequest& out, wxString& error) const {
    if (m_formats.empty()) {
        error = _("No export format takes this document.");
        return false;
    }
    const std::string output = m_output->GetValue().Trim().Trim(false).utf8_string();
    if (output.empty()) {
        error = _("Output file: give the file to write.");
        return false;
    }
    const exporters::OptionValues values = m_options->values();
    if (const std::string why = checkOptions(values); !why.empty()) {
        error = wxString::FromUTF8(why);
        return false;
    }
    exporters::ExportDiagnostics found;
    if (const auto print = exporters::readPrintOptions(format(), m_doc, values, found))
        (void)exporters::printLayout(m_doc, *print, found);
    for (const engine::Diagnostic& d : found.diagnostics)
        if (d.severity == engine::Severity::Error) {
            error = wxString::FromUTF8(d.message);
            return false;
        }
    out.format = &format();
    out.request.output = output;
    out.request.options = values;
    return true;
}

}  // namespace editor
