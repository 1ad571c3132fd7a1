#include "editor/layers_panel.hpp"

#include "editor/main_frame.hpp"

#include <wx/checkbox.h>
#include <wx/sizer.h>

namespace editor {

LayersPanel::LayersPanel(wxWindow* parent, std::function<void(engine::Layer, bool)> onToggle) : wxPanel(parent) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    for (int i = 0; i < engine::kLayerCount; ++i) {
        const auto layer = static_cast<engine::Layer>(i);
        auto* box = new wxCheckBox(this, wxID_ANY, wxGetTranslation(layerTitle(layer)));
        box->SetValue(true);
        box->Bind(wxEVT_CHECKBOX, [onToggle, layer](wxCommandEvent& e) { onToggle(layer, e.IsChecked()); });
        sizer->Add(box, wxSizerFlags().Border(wxALL, FromDIP(3)));
        m_boxes[static_cast<std::size_t>(i)] = box;
    }
    SetSizer(sizer);
}

void LayersPanel::sync(const engine::LayerVisibility& layers) {
    for (int i = 0; i < engine::kLayerCount; ++i) m_boxes[static_cast<std::size_t>(i)]->SetValue(layers.visible(static_cast<engine::Layer>(i)));
}

}  // namespace editor
