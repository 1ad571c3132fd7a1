#pragma once
// The layers pane: one visibility checkbox per draw-list layer.
#include "engine/render/draw_list.hpp"

#include <wx/panel.h>

#include <array>
#include <functional>

class wxCheckBox;

namespace editor {

class LayersPanel : public wxPanel {
public:
    LayersPanel(wxWindow* parent, std::function<void(engine::Layer, bool)> onToggle);
    void sync(const engine::LayerVisibility& layers);

private:
    std::array<wxCheckBox*, engine::kLayerCount> m_boxes{};
};

}  // namespace editor
