#pragma once
// Edit ▸ Rules Not Checked…: the rules of the open document's ruleset that validation cannot check
// (engine::notCheckedValues: rules of play, or rules that need data a scenario does not hold), each
// with its citation and the template's reason, so a clean Validation pane is not read as more than it is.
#include "engine/model/ruleset.hpp"
#include "engine/validation/not_checked.hpp"

#include <wx/dialog.h>

#include <vector>

class wxDataViewListCtrl;

namespace editor {

class NotCheckedDialog : public wxDialog {
public:
    NotCheckedDialog(wxWindow* parent, const engine::Ruleset& ruleset);

    [[nodiscard]] const std::vector<engine::NotChecked>& values() const { return m_values; }
    [[nodiscard]] wxDataViewListCtrl& list() { return *m_list; }

private:
    std::vector<engine::NotChecked> m_values;
    wxDataViewListCtrl* m_list = nullptr;
};

}  // namespace editor
