#include "editor/panels/layers_panel.hpp"

#include "editor/app/main_frame.hpp"

#include <wx/checkbox.h>
#include <wx/sizer.h>
#include <wx/slider.h>
#include <wx/stattext.h>

#include <cmath>

namespace editor {

LayersPanel::LayersPanel(wxWindow* parent, std::function<void(engine::Layer, bool)> onToggle,
                         std::function<void(double)> onOpacity)
    : wxPanel(parent) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    for (int i = 0; i < engine::kLayerCount; ++i) {
        const auto layer = static_cast<engine::Layer>(i);
        auto* box = new wxCheckBox(this, wxID_ANY, wxGetTranslation(layerTitle(layer)));
        box->SetName(wxString("layer-") + engine::toString(layer));  // tests find each box by name
        box->SetValue(true);
        if (layer == engine::Layer::Fidelity) box->SetToolTip(_("Tools > Map Fidelity... measures it"));
        box->Bind(wxEVT_CHECKBOX, [onToggle, layer](wxCommandEvent& e) { onToggle(layer, e.IsChecked()); });
        sizer->Add(box, wxSizerFlags().Border(wxALL, FromDIP(3)));
        m_boxes[static_cast<std::size_t>(i)] = box;
    }
    sizer->Add(new wxStaticText(this, wxID_ANY, _("Underlay opacity")), wxSizerFlags().Border(wxALL, FromDIP(3)));
    m_opacity = new wxSlider(this, wxID_ANY, 50, 0, 100);
    m_opacity->Bind(wxEVT_SLIDER, [this, onOpacity](wxCommandEvent&) { onOpacity(m_opacity->GetValue() / 100.0); });
    sizer->Add(m_opacity, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, FromDIP(3)));
    SetSizer(sizer);
}

void LayersPanel::syncOpacity(double opacity) { m_opacity->SetValue(static_cast<int>(std::lround(opacity * 100))); }

void LayersPanel::setFidelitySummary(const wxString& text, const wxString& detail) {
    wxCheckBox* box = m_boxes[static_cast<std::size_t>(engine::Layer::Fidelity)];
    const wxString title = wxGetTranslation(layerTitle(engine::Layer::Fidelity));
    box->SetLabel(text.empty() ? title : title + ": " + text);
    box->SetToolTip(text.empty() ? _("Tools > Map Fidelity... measures it") : detail);
    Layout();
    if (wxWindow* parent = GetParent()) parent->Layout();
}

void LayersPanel::sync(const engine::LayerVisibility& layers) {
    for (int i = 0; i < engine::kLayerCount; ++i)
        m_boxes[static_cast<std::size_t>(i)]->SetValue(layers.visible(static_cast<engine::Layer>(i)));
}

}  // namespace editor
