#pragma once
// Set-up by drag: pieces dragged from the order-of-battle tree onto the map. While the drag is
// over the canvas, each hex the cursor enters is judged by the engine's DropProbe (the stacking,
// prohibited-terrain, enemy and command-range services the validator uses) and outlined green
// (legal) or red, with the verdict and its citations told to the frame's status bar. The drop is
// one undo step (engine::placeDropped: a formation spreads onto the nearest hexes that can take
// it); an illegal drop is allowed and the validator shows it at once. It is the canvas's one drop
// target: the drop's text goes to the canvas's text-drop handlers (MapCanvas::addTextDropHandler),
// dropText among them.
#include "editor/canvas/map_view.hpp"
#include "editor/document/studio_document.hpp"
#include "engine/authoring/drop_probe.hpp"

#include <wx/dnd.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

class wxGraphicsContext;

namespace editor {

class MapCanvas;

// One drag's state over the map, free of wx: built when the drag enters, with the probe.
class SetupDrag {
public:
    SetupDrag(const engine::Document& doc, std::vector<std::string> pieces);
    // The cursor is over `hex` (nullopt: off the map); true when that is another hex than before
    // (its verdict is then new).
    bool over(std::optional<engine::HexCoord> hex);
    [[nodiscard]] const std::optional<engine::HexCoord>& hex() const { return m_hex; }
    [[nodiscard]] const engine::DropVerdict& verdict() const { return m_verdict; }
    [[nodiscard]] const std::vector<std::string>& pieces() const { return m_pieces; }
    // The drop on `hex` as one command (nullptr when nothing moves).
    [[nodiscard]] std::unique_ptr<engine::Command> drop(engine::HexCoord hex) const;

private:
    const engine::Document& m_doc;
    std::vector<std::string> m_pieces;
    engine::DropProbe m_probe;
    std::optional<engine::HexCoord> m_hex;
    engine::DropVerdict m_verdict;
};

// Outlines the hex under the cursor in the verdict's colour.
void paintDropFeedback(wxGraphicsContext& gc, const MapView& view, const engine::HexMap& map, const SetupDrag& drag);

class PieceDropTarget : public wxDropTarget {
public:
    struct Callbacks {
        std::function<const StudioDocument*()> document;
        std::function<void(std::unique_ptr<engine::Command>)> apply;
        std::function<void(const wxString&)> told;  // the verdict on the hex entered ("" when it leaves)
    };
    PieceDropTarget(MapCanvas& canvas, Callbacks callbacks);

    // The drag in progress over the canvas (nullptr: none), for painting its feedback.
    [[nodiscard]] const SetupDrag* drag() const { return m_drag.get(); }

    wxDragResult OnEnter(wxCoord x, wxCoord y, wxDragResult def) override;
    wxDragResult OnDragOver(wxCoord x, wxCoord y, wxDragResult def) override;
    void OnLeave() override;
    wxDragResult OnData(wxCoord x, wxCoord y, wxDragResult def) override;
    // The drop itself, once its data is read: false when nothing was placed.
    bool dropAt(engine::HexCoord hex, const std::vector<std::string>& pieces);
    // The canvas's text-drop handler for set-up: pieces (piecesDragText) dropped on a hex.
    bool dropText(std::optional<engine::HexCoord> hex, const wxString& text);

private:
    [[nodiscard]] std::optional<engine::HexCoord> hexAt(wxCoord x, wxCoord y) const;
    void end();

    MapCanvas& m_canvas;
    Callbacks m_callbacks;
    std::unique_ptr<SetupDrag> m_drag;
};

}  // namespace editor
