#include "editor/canvas/setup_drop.hpp"

#include "editor/canvas/map_canvas.hpp"
#include "editor/document/piece_drag.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/set_placement_command.hpp"

#include <wx/brush.h>
#include <wx/graphics.h>
#include <wx/pen.h>

namespace editor {

SetupDrag::SetupDrag(const engine::Document& doc, std::vector<std::string> pieces)
    : m_doc(doc),
      m_pieces(std::move(pieces)),
      m_probe(doc) {}

bool SetupDrag::over(std::optional<engine::HexCoord> hex) {
    if (hex == m_hex) return false;
    m_hex = hex;
    m_verdict = hex ? m_probe.check(m_pieces, *hex) : engine::DropVerdict{};
    return true;
}

std::unique_ptr<engine::Command> SetupDrag::drop(engine::HexCoord hex) const {
    // One unit or leader goes where it is dropped, legal or not; a formation spreads by the plan.
    if (m_doc.scenario && m_pieces.size() == 1 &&
        engine::pieceKind(*m_doc.scenario, m_pieces.front()) != engine::RecordKind::Formation) {
        if (auto move = engine::movePiece(m_doc, m_pieces.front(), hex)) return move;
        return engine::placePiece(m_doc, {m_pieces.front(), hex, -1, {}});
    }
    return engine::placeDropped(m_doc, m_probe.plan(m_pieces, hex));
}

void paintDropFeedback(wxGraphicsContext& gc, const MapView& view, const engine::HexMap& map, const SetupDrag& drag) {
    if (!drag.hex() || !map.contains(*drag.hex())) return;
    const auto corners = map.layout().corners(*drag.hex());
    wxGraphicsPath path = gc.CreatePath();
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const ScreenPoint s = view.toScreen(corners[i]);
        if (i == 0) path.MoveToPoint(s.x, s.y);
        else path.AddLineToPoint(s.x, s.y);
    }
    path.CloseSubpath();
    const wxColour colour = drag.verdict().legal ? wxColour(20, 160, 40) : wxColour(210, 30, 30);
    gc.SetBrush(wxBrush(wxColour(colour.Red(), colour.Green(), colour.Blue(), 70)));
    gc.SetPen(wxPen(colour, 4));
    gc.DrawPath(path);
}

PieceDropTarget::PieceDropTarget(MapCanvas& canvas, Callbacks callbacks)
    : wxDropTarget(new wxTextDataObject),
      m_canvas(canvas),
      m_callbacks(std::move(callbacks)) {}

std::optional<engine::HexCoord> PieceDropTarget::hexAt(wxCoord x, wxCoord y) const {
    const StudioDocument* doc = m_callbacks.document();
    if (!doc) return std::nullopt;
    const engine::Point p = m_canvas.view().toPlane({static_cast<double>(x), static_cast<double>(y)});
    const engine::HexCoord h = doc->doc().map.layout().toHex(p);
    return doc->doc().map.contains(h) ? std::optional(h) : std::nullopt;
}

wxDragResult PieceDropTarget::OnEnter(wxCoord x, wxCoord y, wxDragResult def) {
    const StudioDocument* doc = m_callbacks.document();
    m_drag.reset();
    if (doc && doc->doc().scenario && !draggedPieces().empty())
        m_drag = std::make_unique<SetupDrag>(doc->doc(), draggedPieces());
    return OnDragOver(x, y, def);
}

wxDragResult PieceDropTarget::OnDragOver(wxCoord x, wxCoord y, wxDragResult def) {
    if (!m_drag) return m_callbacks.document() ? wxDragCopy : wxDragNone;  // another studio's pieces
    const auto hex = hexAt(x, y);
    const std::optional<engine::HexCoord> was = m_drag->hex();
    if (m_drag->over(hex)) {
        if (m_callbacks.told)
            m_callbacks.told(hex ? wxString::FromUTF8(m_drag->verdict().describe()) : wxString(_("off the map")));
        // The outline moves: the hex it leaves and the hex it enters are repainted.
        for (const std::optional<engine::HexCoord>& h : {was, hex})
            if (h) m_canvas.refreshHex(*h);
    }
    (void)def;
    return hex ? wxDragCopy : wxDragNone;
}

void PieceDropTarget::OnLeave() { end(); }

void PieceDropTarget::end() {
    m_drag.reset();
    if (m_callbacks.told) m_callbacks.told({});
    m_canvas.refreshOverlays();  // the drop feedback is an overlay
}

wxDragResult PieceDropTarget::OnData(wxCoord x, wxCoord y, wxDragResult def) {
    if (!GetData()) {
        end();
        return wxDragNone;
    }
    // Every drop goes through the canvas's handlers: set-up (dropAt) is one, a schedule row another.
    const auto* text = static_cast<wxTextDataObject*>(GetDataObject());
    const bool taken = m_canvas.dropText({x, y}, text->GetText());
    end();
    setDraggedPieces({});
    return taken ? def : wxDragNone;
}

bool PieceDropTarget::dropText(std::optional<engine::HexCoord> hex, const wxString& text) {
    const std::vector<std::string> pieces = piecesOfDragText(text.utf8_string());
    return hex && !pieces.empty() && dropAt(*hex, pieces);
}

bool PieceDropTarget::dropAt(engine::HexCoord hex, const std::vector<std::string>& pieces) {
    const StudioDocument* doc = m_callbacks.document();
    std::unique_ptr<engine::Command> command;
    if (doc && doc->doc().scenario && doc->doc().map.contains(hex)) {
        if (m_drag && m_drag->pieces() == pieces) command = m_drag->drop(hex);
        else if (!pieces.empty()) command = SetupDrag(doc->doc(), pieces).drop(hex);
    }
    end();
    setDraggedPieces({});
    if (!command) return false;
    m_callbacks.apply(std::move(command));
    return true;
}

}  // namespace editor
