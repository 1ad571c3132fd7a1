#pragma once
// The map canvas: paints the engine's DrawList for the visible part of the map, pans (middle drag
// or space + drag), zooms on the wheel about the cursor, and hands clicks and drags to the current
// tool, which keeps the mouse until the release (a lost capture ends the tool's gesture). A view of
// the document: after an edit only the rectangle the ChangeSet covers is repainted.
#include "editor/canvas/composed_picture.hpp"
#include "editor/canvas/dynamic_damage.hpp"
#include "editor/canvas/layer_cache.hpp"
#include "editor/canvas/map_view.hpp"
#include "editor/canvas/underlay_images.hpp"
#include "editor/document/document_views.hpp"
#include "editor/tools/tool.hpp"
#include "engine/render/counters.hpp"

#include <wx/window.h>

#include <functional>
#include <optional>

namespace editor {

// How opaque hex labels are at a zoom where a hex is `hexPixels` across (0 to 1).
[[nodiscard]] double labelOpacityAt(double hexPixels);

class MapCanvas : public wxWindow, public DocumentView {
public:
    explicit MapCanvas(wxWindow* parent);

    void setDocument(const StudioDocument* doc);
    // DocumentView: a new document is fitted to the window; an edit repaints what it changed, and
    // once committed everything (validation markers may have moved anywhere).
    void documentReplaced(const StudioDocument* doc) override { setDocument(doc); }
    void documentChanged(const engine::ChangeSet& change, bool committed) override;
    void setTool(Tool* tool) { m_tool = tool; }
    [[nodiscard]] const engine::LayerVisibility& layers() const { return m_layers; }
    void setLayerVisible(engine::Layer layer, bool on);
    // Loads the document's underlays; returns what could not be loaded.
    std::vector<std::string> loadUnderlays();
    [[nodiscard]] const UnderlayImages& underlays() const { return m_underlays; }
    void setUnderlayOpacity(double opacity);
    // The Map Fidelity layer's shading (owned by the caller; null for none).
    void setFidelity(const engine::FidelityShading* shading);
    [[nodiscard]] const engine::FidelityShading* fidelity() const { return m_fidelity; }
    // The Reachability layer's turns and path (owned by the caller; null for none).
    void setReachability(const engine::ReachMarks* marks);
    [[nodiscard]] double underlayOpacity() const { return m_underlayOpacity; }
    [[nodiscard]] MapView& view() { return m_view; }
    [[nodiscard]] const MapView& view() const { return m_view; }
    void setSelection(std::optional<engine::HexCoord> hex);
    [[nodiscard]] std::optional<engine::HexCoord> selection() const { return m_selection; }
    // The selected area (a rectangle of hexes), outlined; nullopt for none.
    void setArea(std::optional<exporters::HexRange> area);
    [[nodiscard]] const std::optional<exporters::HexRange>& area() const { return m_area; }
    // Text dropped on the map (pieces from the order-of-battle tree, a schedule row): handed to
    // each handler in the order added, with the hex under the drop, until one takes it. The
    // canvas's one drop target (PieceDropTarget, which also judges each hex a dragged piece
    // enters) hands every drop here.
    using TextDropHandler = std::function<bool(std::optional<engine::HexCoord>, const wxString&)>;
    void addTextDropHandler(TextDropHandler handler) { m_dropHandlers.push_back(std::move(handler)); }
    // What a drop of `text` at client point `at` does; false when no handler took it.
    bool dropText(wxPoint at, const wxString& text);
    // Hexes outlined in green (where a turn's reinforcements enter); none by default.
    void setHighlight(std::vector<engine::HexCoord> hexes);
    [[nodiscard]] const std::vector<engine::HexCoord>& highlight() const { return m_highlight; }
    // Called with the hex under the cursor (nullopt off the map) as the mouse moves.
    void onHover(std::function<void(std::optional<engine::HexCoord>)> fn) { m_hover = std::move(fn); }

    void zoomToFit();
    void zoomBy(double factor);  // about the window centre
    void centreOn(engine::HexCoord hex);
    // Arrow keys: the map moves under the view (Left shows what lies west). False for other keys.
    bool panByKey(int keyCode, bool page);
    // Repaints what `change` covers (everything for map-wide changes).
    void refreshChange(const engine::ChangeSet& change);
    // Repaints one hex's area, with a hex of margin (an outline drawn over it moved).
    void refreshHex(engine::HexCoord hex);
    // Draws the whole visible map into a bitmap of the canvas size (tests, screenshots).
    [[nodiscard]] wxBitmap renderToBitmap();
    // Painted over the map at every repaint (probe lines and shading), in screen coordinates.
    void setOverlay(std::function<void(wxGraphicsContext&, const MapView&)> paint);
    // wxWindow: an area repainted (or the whole window) is also composed again from the document.
    void Refresh(bool eraseBackground = true, const wxRect* rect = nullptr) override;
    // Repaints the window for a change of its overlays only (selection outlines, highlights, probe
    // drawings): the composed picture is copied again, not composed again.
    void refreshOverlays();
    [[nodiscard]] const LayerCache& layerCache() const { return m_cache; }
    [[nodiscard]] const ComposedPicture& composedPicture() const { return m_composed; }
    // How many paint events have been handled: tests wait for it to move before a screenshot.
    [[nodiscard]] int paintCount() const { return m_paintCount; }

private:
    void paint(wxDC& dc, const wxRect& area);
    [[nodiscard]] StaticLayers staticLayers();
    // Where `plane` (a hex's bounds, or several) shows on screen, with a hex of margin around it.
    [[nodiscard]] wxRect hexArea(const engine::PlaneRect& plane) const;
    [[nodiscard]] ToolInput inputAt(const wxPoint& p) const;
    void onMouse(wxMouseEvent& e);

    const StudioDocument* m_doc = nullptr;
    Tool* m_tool = nullptr;
    MapView m_view;
    engine::LayerVisibility m_layers;
    UnderlayImages m_underlays;
    double m_underlayOpacity = 0.5;
    const engine::FidelityShading* m_fidelity = nullptr;
    const engine::ReachMarks* m_reach = nullptr;
    std::optional<engine::HexCoord> m_selection;
    std::optional<exporters::HexRange> m_area;
    std::vector<engine::HexCoord> m_highlight;
    std::vector<TextDropHandler> m_dropHandlers;
    std::function<void(std::optional<engine::HexCoord>)> m_hover;
    std::optional<wxPoint> m_panFrom;
    bool m_spaceDown = false;
    LayerCache m_cache;
    ComposedPicture m_composed;
    DynamicDamage m_damage;
    // Kept from paint to paint (its index of the scenario's pieces is the costly part) until an
    // edit is repainted whole or names a piece the style does not know.
    std::optional<engine::CounterStyle> m_counters;
    std::function<void(wxGraphicsContext&, const MapView&)> m_overlay;
    int m_paintCount = 0;
};

}  // namespace editor
