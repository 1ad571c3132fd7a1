#include "editor/panels/legend_panel.hpp"

#include "editor/canvas/draw_list_painter.hpp"
#include "engine/render/draw_list.hpp"
#include "engine/render/side_colors.hpp"

#include <wx/clrpicker.h>
#include <wx/dcmemory.h>
#include <wx/graphics.h>
#include <wx/sizer.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>

#include <algorithm>
#include <limits>
#include <memory>

namespace editor {

namespace {

// The section titles engine::buildLegend uses, as the pane shows them.
wxString sectionTitle(const std::string& section) {
    if (section == "Terrain") return _("Terrain");
    if (section == "Levels") return _("Levels");
    if (section == "Elevation") return _("Elevation");
    if (section == "Hexsides") return _("Hexside features");
    if (section == "Markers") return _("Markers");
    if (section == "Sides") return _("Sides");
    if (section == "Fidelity") return _("Map fidelity");
    if (section == "Reachability") return _("Reachability");
    return wxString::FromUTF8(section);
}

}  // namespace

wxBitmap paintLegendSample(const engine::DrawList& sample, wxSize size) {
    wxBitmap bitmap(size, 24);
    wxMemoryDC dc(bitmap);
    dc.SetBackground(*wxWHITE_BRUSH);
    dc.Clear();
    if (std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc)); gc) {
        MapView view;
        view.setViewport(size.GetWidth(), size.GetHeight());
        view.fit(sample.visible);
        paintDrawList(*gc, sample, view);
    }
    dc.SelectObject(wxNullBitmap);
    return bitmap;
}

LegendPanel::LegendPanel(wxWindow* parent, std::function<void(const std::string&, const std::string&)> onSideColor)
    : wxPanel(parent),
      m_onSideColor(std::move(onSideColor)) {
    m_rows = new wxBoxSizer(wxVERTICAL);
    SetSizer(m_rows);
}

void LegendPanel::documentReplaced(const StudioDocument* doc) {
    m_doc = doc;
    show(doc ? &doc->doc() : nullptr);
}

void LegendPanel::documentChanged(const engine::ChangeSet& change, bool committed) {
    if (committed && m_doc && outdatedBy(change)) show(&m_doc->doc());
}

bool LegendPanel::outdatedBy(const engine::ChangeSet& change) const {
    if (change.mapSettings || !change.sides.empty()) return true;
    const engine::HexMap& map = m_doc->doc().map;
    return std::any_of(change.hexes.begin(), change.hexes.end(), [&](engine::HexCoord h) {
        return map.contains(h) && map.hasLevel(h) && (map.level(h) < m_lowestLevel || map.level(h) > m_highestLevel);
    });
}

void LegendPanel::setMeasured(const engine::LegendLayers& measured) {
    m_measured = measured;
    show(m_doc ? &m_doc->doc() : nullptr);
}

void LegendPanel::show(const engine::Document* doc) {
    Freeze();
    m_rows->Clear(true);
    m_entries = doc ? engine::buildLegend(*doc, m_measured) : std::vector<engine::LegendEntry>{};
    m_lowestLevel = std::numeric_limits<int>::max();
    m_highestLevel = std::numeric_limits<int>::lowest();
    if (doc)
        for (std::size_t i = 0; i < doc->map.grid().size(); ++i)
            if (const engine::HexCoord h = doc->map.grid().at(i); doc->map.hasLevel(h)) {
                m_lowestLevel = std::min(m_lowestLevel, doc->map.level(h));
                m_highestLevel = std::max(m_highestLevel, doc->map.level(h));
            }
    const wxSize sampleSize = FromDIP(wxSize(44, 30));
    const int gap = FromDIP(4);
    std::string section;
    for (const engine::LegendEntry& e : m_entries) {
        if (e.section != section) {
            section = e.section;
            auto* title = new wxStaticText(this, wxID_ANY, sectionTitle(section));
            title->SetFont(title->GetFont().Bold());
            m_rows->Add(title, wxSizerFlags().Border(wxLEFT | wxRIGHT | wxTOP, gap));
        }
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        auto* picture = new wxStaticBitmap(this, wxID_ANY, paintLegendSample(e.sample, sampleSize));
        row->Add(picture, wxSizerFlags().CentreVertical());
        auto* label = new wxStaticText(this, wxID_ANY, wxString::FromUTF8(e.label));
        if (!e.cite.empty()) {
            label->SetToolTip(wxString::FromUTF8(e.cite));
            picture->SetToolTip(wxString::FromUTF8(e.cite));
        }
        row->Add(label, wxSizerFlags(1).CentreVertical().Border(wxLEFT, gap));
        if (!e.sideId.empty()) {
            const engine::Rgba fill = e.sample.counters.front().fill;
            auto* picker = new wxColourPickerCtrl(this, wxID_ANY, wxColour(fill.r, fill.g, fill.b));
            picker->SetName(wxString::FromUTF8("side-color/" + e.sideId));
            picker->SetToolTip(_("The colour of this side's counters"));
            picker->Bind(wxEVT_COLOURPICKER_CHANGED, [this, id = e.sideId](wxColourPickerEvent& ev) {
                const wxColour c = ev.GetColour();
                if (m_onSideColor) m_onSideColor(id, engine::toHex(engine::Rgba{c.Red(), c.Green(), c.Blue(), 255}));
            });
            row->Add(picker, wxSizerFlags().CentreVertical().Border(wxLEFT, gap));
        }
        m_rows->Add(row, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, gap));
    }
    m_rows->AddSpacer(gap);
    Thaw();
    Layout();
    // The pane around it (a scroller) learns the new size.
    if (wxWindow* parent = GetParent()) {
        parent->Layout();
        parent->FitInside();
    }
}

}  // namespace editor
