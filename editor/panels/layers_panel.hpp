#pragma once
// The layers pane: one visibility checkbox per draw-list layer.
#include "engine/render/draw_list.hpp"

#include <wx/panel.h>

#include <array>
#include <functional>

class wxCheckBox;
class wxSlider;

namespace editor {

class LayersPanel : public wxPanel {
public:
    LayersPanel(wxWindow* parent, std::function<void(engine::Layer, bool)> onToggle,
                std::function<void(double)> onOpacity);
    void sync(const engine::LayerVisibility& layers);
    void syncOpacity(double opacity);  // 0..1
    // Beside the Map fidelity box's title: the measurement's agreement (`detail` as its tooltip);
    // empty, the title alone.
    void setFidelitySummary(const wxString& text, const wxString& detail = {});

private:
    std::array<wxCheckBox*, engine::kLayerCount> m_boxes{};
    wxSlider* m_opacity = nullptr;
};

}  // namespace editor
