#pragma once
// File > Import Vectors...: the options of `ridgeline import-vector` for the open map: the source
// (anything OGR opens), the mapping template (the built-in templates/mappings or any file), the
// ruleset from the document. Shows the mapping's rules for that ruleset and checks everything
// before the import starts: a missing source, a mapping that does not load or names targets
// the ruleset lacks, a map without georeference.
#include "editor/import/vector_import_task.hpp"

#include <wx/dialog.h>

#include <filesystem>
#include <vector>

class wxChoice;
class wxStaticText;
class wxTextCtrl;

namespace editor {

class StudioDocument;

// Where mapping templates are found: $RIDGELINE_MAPPINGS (colon separated), then the
// templates/mappings directory beside the built-in rulesets. Sorted by file name.
[[nodiscard]] std::vector<std::filesystem::path> mappingTemplates();

class ImportVectorsDialog : public wxDialog {
public:
    ImportVectorsDialog(wxWindow* parent, const StudioDocument& doc);
    // Reads and checks the form: false with `error` naming the field and the problem.
    bool readRequest(VectorImportRequest& out, wxString& error) const;

private:
    [[nodiscard]] std::string mappingPath() const;
    void showMappingRules();

    const engine::HexMap& m_map;
    std::shared_ptr<const engine::Ruleset> m_ruleset;
    std::vector<std::filesystem::path> m_templates;
    wxTextCtrl* m_source = nullptr;
    wxChoice* m_mapping = nullptr;
    wxTextCtrl* m_mappingFile = nullptr;
    wxTextCtrl* m_rules = nullptr;
    wxStaticText* m_error = nullptr;
};

}  // namespace editor
