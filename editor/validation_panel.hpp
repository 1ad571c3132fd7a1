#pragma once
// The validation pane: the validator's diagnostics in report order (severity, then rule), with
// rule, citation, message and location. Selecting one hands it to onSelect (the frame centres
// the map on it).
#include "engine/validation/diagnostic.hpp"

#include <wx/panel.h>

#include <functional>
#include <vector>

class wxListCtrl;

namespace editor {

class ValidationPanel : public wxPanel {
public:
    explicit ValidationPanel(wxWindow* parent);
    void setDiagnostics(const std::vector<engine::Diagnostic>& diagnostics);
    void onSelect(std::function<void(const engine::Diagnostic&)> fn) { m_onSelect = std::move(fn); }
    [[nodiscard]] int count() const;
    [[nodiscard]] const std::vector<engine::Diagnostic>& diagnostics() const { return m_diagnostics; }
    // Selects row `index` as a click would.
    void select(int index);
    [[nodiscard]] wxString rowText(int index, int column) const;

private:
    wxListCtrl* m_list = nullptr;
    std::vector<engine::Diagnostic> m_diagnostics;
    std::function<void(const engine::Diagnostic&)> m_onSelect;
};

}  // namespace editor
