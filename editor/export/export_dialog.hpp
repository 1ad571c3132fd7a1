#pragma once
// File > Export...: every format of the exporters' registry that takes the open document (a map:
// the map formats; a scenario: all of them), the output file, and the chosen format's options as
// controls built from its description. For the print formats a page-layout preview beside the
// options shows the sheets over the map and a line says how many sheets at what scale, or what is
// wrong with an option, as the options change.
#include "editor/export/export_task.hpp"
#include "exporters/export_options.hpp"

#include <wx/dialog.h>

#include <optional>
#include <vector>

class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace editor {

class OptionControls;
class PageLayoutPreview;

class ExportDialog : public wxDialog {
public:
    // `selectedArea`: the area selected on the canvas, which the print formats' Area starts from.
    ExportDialog(wxWindow* parent, const StudioDocument& doc,
                 const std::optional<exporters::HexRange>& selectedArea = std::nullopt);
    // Chooses a format by name (as the list would); false when the document does not take it.
    bool selectFormat(const std::string& name);
    [[nodiscard]] const exporters::ExportFormat& format() const { return *m_formats[m_format]; }
    [[nodiscard]] OptionControls& options() { return *m_options; }
    [[nodiscard]] const PageLayoutPreview& preview() const { return *m_preview; }
    // The line under the preview: sheets and scale, or the first problem with the options.
    [[nodiscard]] wxString layoutLine() const;
    // Reads and checks the form: false with `error` naming the field and the problem.
    bool readRequest(ExportJobRequest& out, wxString& error) const;

private:
    void formatChosen(int index);
    void optionsChanged();
    [[nodiscard]] std::string checkOptions(const exporters::OptionValues& values) const;

    const engine::Document& m_doc;
    std::filesystem::path m_docPath;
    std::vector<const exporters::ExportFormat*> m_formats;
    std::size_t m_format = 0;
    wxChoice* m_formatChoice = nullptr;
    wxTextCtrl* m_output = nullptr;
    OptionControls* m_options = nullptr;
    PageLayoutPreview* m_preview = nullptr;
    wxStaticText* m_layout = nullptr;
    wxStaticText* m_error = nullptr;
};

}  // namespace editor
