#pragma once
// The Legend pane: the map's key (engine::buildLegend), each symbol painted by the map's own
// painter beside its name, grouped by section; a side's colour can be changed here.
#include "editor/document/document_views.hpp"
#include "engine/model/document.hpp"
#include "engine/render/legend.hpp"

#include <wx/panel.h>

#include <functional>
#include <string>

class wxBoxSizer;

namespace editor {

class LegendPanel : public wxPanel, public DocumentView {
public:
    // `onSideColor(sideId, "#rrggbb")` when the user picks a side's colour.
    LegendPanel(wxWindow* parent, std::function<void(const std::string&, const std::string&)> onSideColor);

    // DocumentView: the key is rebuilt for another document, and after an edit that changes what
    // it shows (the sides, the map as a whole, a level beyond the ones it spans).
    void documentReplaced(const StudioDocument* doc) override;
    void documentChanged(const engine::ChangeSet& change, bool committed) override;

    // Rebuilds the key for `doc` (nullptr: empty).
    void show(const engine::Document* doc);
    [[nodiscard]] const std::vector<engine::LegendEntry>& entries() const { return m_entries; }
    // The measurements shown on the map (Map Fidelity), keyed too.
    void setMeasured(const engine::LegendLayers& measured);

private:
    [[nodiscard]] bool outdatedBy(const engine::ChangeSet& change) const;

    const StudioDocument* m_doc = nullptr;
    std::function<void(const std::string&, const std::string&)> m_onSideColor;
    std::vector<engine::LegendEntry> m_entries;
    engine::LegendLayers m_measured;
    wxBoxSizer* m_rows = nullptr;
    int m_lowestLevel = 0;
    int m_highestLevel = -1;
};

// A legend sample painted into a bitmap of `size` pixels, as the canvas paints the map.
[[nodiscard]] wxBitmap paintLegendSample(const engine::DrawList& sample, wxSize size);

}  // namespace editor
