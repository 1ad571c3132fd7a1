#include "editor/panels/oob_icons.hpp"

#include <wx/dcmemory.h>
#include <wx/graphics.h>

#include <map>
#include <memory>

namespace editor {

namespace {

constexpr int kSize = 16;

enum class Glyph : std::uint8_t { Frame, Infantry, Cavalry, Artillery, Leader, Side };

Glyph glyphOf(OobKind kind, const std::string& unitClass) {
    switch (kind) {
    case OobKind::Side: return Glyph::Side;
    case OobKind::Leader: return Glyph::Leader;
    case OobKind::Formation: return Glyph::Infantry;
    case OobKind::Unit: break;
    }
    if (unitClass.find("cav") != std::string::npos) return Glyph::Cavalry;
    if (unitClass.find("art") != std::string::npos || unitClass.find("gun") != std::string::npos)
        return Glyph::Artillery;
    if (unitClass.find("inf") != std::string::npos) return Glyph::Infantry;
    return Glyph::Frame;
}

// The size mark of a formation kind: how many X's (brigade 1 ... army 4; wing 4).
int sizeMark(const std::string& kind) {
    if (kind == "brigade") return 1;
    if (kind == "division") return 2;
    if (kind == "corps") return 3;
    if (kind == "wing" || kind == "army") return 4;
    return 0;
}

wxBitmap draw(Glyph glyph, int marks) {
    wxImage image(kSize, kSize);
    image.InitAlpha();
    std::fill_n(image.GetAlpha(), kSize * kSize, 0);
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(image));
    const wxColour ink(30, 30, 30);
    gc->SetPen(wxPen(ink, 1));
    gc->SetBrush(*wxTRANSPARENT_BRUSH);
    const double top = marks > 0 ? 5.5 : 3.5, left = 1.5, right = kSize - 1.5, bottom = kSize - 2.5;
    switch (glyph) {
    case Glyph::Side:
        gc->SetBrush(wxBrush(wxColour(90, 90, 90)));
        gc->DrawRectangle(2.5, 2.5, kSize - 5, kSize - 5);
        break;
    case Glyph::Leader: {
        gc->StrokeLine(4.5, 1.5, 4.5, kSize - 1.5);
        gc->SetBrush(wxBrush(wxColour(200, 40, 40)));
        wxGraphicsPath flag = gc->CreatePath();
        flag.MoveToPoint(5, 2);
        flag.AddLineToPoint(kSize - 2, 5);
        flag.AddLineToPoint(5, 8);
        flag.CloseSubpath();
        gc->FillPath(flag);
        break;
    }
    default:
        gc->SetBrush(wxBrush(wxColour(235, 235, 225)));
        gc->DrawRectangle(left, top, right - left, bottom - top);
        if (glyph == Glyph::Infantry) {
            gc->StrokeLine(left, top, right, bottom);
            gc->StrokeLine(left, bottom, right, top);
        } else if (glyph == Glyph::Cavalry) {
            gc->StrokeLine(left, bottom, right, top);
        } else if (glyph == Glyph::Artillery) {
            gc->SetBrush(wxBrush(ink));
            gc->DrawEllipse(kSize / 2.0 - 2, (top + bottom) / 2 - 2, 4, 4);
        }
        break;
    }
    // The size mark: small x's above the frame.
    for (int i = 0; i < marks; ++i) {
        const double x = kSize / 2.0 - marks * 2.0 + i * 4.0 + 0.5;
        gc->StrokeLine(x, 0.5, x + 3, 3.5);
        gc->StrokeLine(x, 3.5, x + 3, 0.5);
    }
    gc.reset();
    return wxBitmap(image);
}

}  // namespace

wxBitmapBundle oobIcon(OobKind kind, const std::string& unitClass, const std::string& formationKind) {
    static std::map<std::pair<Glyph, int>, wxBitmapBundle> cache;
    const Glyph glyph = glyphOf(kind, unitClass);
    const int marks = kind == OobKind::Formation ? sizeMark(formationKind) : 0;
    auto [it, fresh] = cache.try_emplace({glyph, marks});
    if (fresh) it->second = wxBitmapBundle(draw(glyph, marks));
    return it->second;
}

}  // namespace editor
