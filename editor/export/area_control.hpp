#pragma once
// The control of a hex-range option (the print formats' --area): Whole map, Selection (the area
// selected on the canvas, when there is one; then chosen at first) or Hex range with a field for
// FIRST:LAST. Its value is the option's text as the CLI takes it: "" for the whole map.
#include <wx/panel.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

class wxChoice;
class wxTextCtrl;

namespace editor {

class AreaControl : public wxPanel {
public:
    enum class Scope : std::uint8_t { WholeMap, Selection, HexRange };
    // `selection` is the canvas's area as --area spells it; `changed` is called on every change.
    AreaControl(wxWindow* parent, const std::string& name, std::optional<std::string> selection,
                std::function<void()> changed);
    [[nodiscard]] std::string value() const;
    // From the option's text: "" the whole map, the selection's text the selection, else a range.
    void set(const std::string& value);
    [[nodiscard]] Scope scope() const;

private:
    void scopeChosen();

    std::optional<std::string> m_selection;
    std::function<void()> m_changed;
    wxChoice* m_scope = nullptr;    // named NAME-scope
    wxTextCtrl* m_range = nullptr;  // named NAME-range
};

}  // namespace editor
