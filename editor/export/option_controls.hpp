#pragma once
// A format's options (exporters::ExportOption, options as data) as controls, built from their
// description so every format of the registry gets its dialog: a choice, a list of check boxes, a
// check box, or a text field showing the default. Each control is named after its option, as the
// CLI spells it (--hex-size: "hex-size"), so tests and the dialog find it by name. A hex range
// (--area) offers the whole map, the area selected on the canvas, or a range typed in.
#include "exporters/export_format.hpp"

#include <wx/scrolwin.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace editor {

class OptionControls : public wxScrolledWindow {
public:
    // `changed` is called whenever the user changes a value; `selectedArea` is the canvas's area
    // as a hex range option spells it ("0401:1008"), which hex-range options start from.
    OptionControls(wxWindow* parent, std::function<void()> changed, std::optional<std::string> selectedArea = {});
    // Replaces the controls with `format`'s options at their defaults.
    void show(const exporters::ExportFormat& format);
    // The values that differ from the defaults (what the CLI would be given).
    [[nodiscard]] exporters::OptionValues values() const;
    // Sets one option's control from text as the CLI takes it (a flag: "true"/"false"; a list:
    // "a,b"); false when the format has no such option or the value is not one of its choices.
    bool set(const std::string& name, const std::string& value);

private:
    [[nodiscard]] std::string valueOf(const exporters::ExportOption& option) const;

    std::function<void()> m_changed;
    std::optional<std::string> m_selectedArea;
    std::vector<exporters::ExportOption> m_options;
    std::vector<wxWindow*> m_controls;  // one per option, in order
};

}  // namespace editor
