#include "editor/app/studio_icon.hpp"

#include "studio_icon_svg.hpp"

#include <wx/bmpbndl.h>

namespace editor {

wxIcon studioIcon(int pixels) {
    const wxBitmapBundle svg = wxBitmapBundle::FromSVG(kStudioIconSvg, wxSize(pixels, pixels));
    wxIcon icon;
    icon.CopyFromBitmap(svg.GetBitmap(wxSize(pixels, pixels)));
    return icon;
}

wxIconBundle studioIcons() {
    wxIconBundle icons;
    for (const int pixels : {16, 24, 32, 48, 64, 128, 256}) icons.AddIcon(studioIcon(pixels));
    return icons;
}

}  // namespace editor
