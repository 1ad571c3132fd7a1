#include "editor/app/pane_layout.hpp"

#include <wx/aui/dockart.h>
#include <wx/aui/floatpane.h>
#include <wx/config.h>
#include <wx/settings.h>
#include <wx/sizer.h>

#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace editor {

namespace {

const wxString kPerspectiveKey = "/Layout/Perspective";

wxSize bestSizeOf(wxWindow* window) {
    if (auto* scroller = dynamic_cast<PaneScroller*>(window)) return scroller->contentBestSize();
    return window->GetBestSize();
}

}  // namespace

PaneScroller::PaneScroller(wxWindow* parent)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxHSCROLL) {
    SetScrollRate(FromDIP(8), FromDIP(8));
}

void PaneScroller::setContent(wxWindow* content) {
    m_content = content;
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    // Stretched to the pane's width and height, never below its best size (then it scrolls).
    sizer->Add(content, wxSizerFlags(1).Expand());
    SetSizer(sizer);
    FitInside();
}

wxSize PaneScroller::contentBestSize() const {
    // The vertical scroll bar's width too: with it shown, the contents must still fit across.
    const wxSize best = m_content ? m_content->GetBestSize() : wxSize(0, 0);
    return {best.GetWidth() + wxSystemSettings::GetMetric(wxSYS_VSCROLL_X, this), best.GetHeight()};
}

StudioAuiManager::StudioAuiManager() { Bind(wxEVT_PAINT, &StudioAuiManager::paint, this); }

void StudioAuiManager::paint(wxPaintEvent& e) {
    if (paints(repainted())) e.Skip();
}

bool StudioAuiManager::paints(const wxRegion& region) const {
    wxRegion shown(region);
    return shown.Intersect(decorations()) && !shown.IsEmpty();
}

wxRegion StudioAuiManager::repainted() const {
    const wxRegion box = m_frame->GetUpdateRegion();
#ifdef __WXGTK3__
    cairo_t* context = m_frame->GTKPaintContext();
    if (!context) return box;
    cairo_rectangle_list_t* rects = cairo_copy_clip_rectangle_list(context);
    if (rects->status != CAIRO_STATUS_SUCCESS) {
        cairo_rectangle_list_destroy(rects);
        return box;
    }
    wxRegion out;
    for (int i = 0; i < rects->num_rectangles; ++i) {
        const cairo_rectangle_t& r = rects->rectangles[i];
        const int x = static_cast<int>(std::floor(r.x)), y = static_cast<int>(std::floor(r.y));
        out.Union(x, y, static_cast<int>(std::ceil(r.x + r.width)) - x,
                  static_cast<int>(std::ceil(r.y + r.height)) - y);
    }
    cairo_rectangle_list_destroy(rects);
    return out;
#else
    return box;
#endif
}

wxRegion StudioAuiManager::decorations() const {
    wxRegion out;
    const int border = m_art->GetMetric(wxAUI_DOCKART_PANE_BORDER_SIZE);
    for (std::size_t i = 0; i < m_uiParts.GetCount(); ++i) {
        const wxAuiDockUIPart& part = m_uiParts.Item(i);
        switch (part.type) {
        case wxAuiDockUIPart::typePane:
        case wxAuiDockUIPart::typeDock: break;  // a window's own area; a dock's is its parts'
        case wxAuiDockUIPart::typePaneBorder: {
            wxRegion ring(part.rect);
            ring.Subtract(wxRect(part.rect).Deflate(border));
            out.Union(ring);
            break;
        }
        default: out.Union(part.rect);  // captions, grippers, buttons, sashes, backgrounds
        }
    }
    return out;
}

wxAuiFloatingFrame* StudioAuiManager::CreateFloatingFrame(wxWindow* parent, const wxAuiPaneInfo& p) {
    wxAuiFloatingFrame* frame = wxAuiManager::CreateFloatingFrame(parent, p);
    if (m_hook) m_hook(*frame);
    return frame;
}

int StudioAuiManager::docksSize(int direction) const {
    int total = 0;
    for (std::size_t i = 0; i < m_docks.GetCount(); ++i)
        if (m_docks.Item(i).dock_direction == direction && !m_docks.Item(i).panes.IsEmpty())
            total += m_docks.Item(i).size;
    return total;
}

bool StudioAuiManager::growDockOf(const wxAuiPaneInfo& pane, int by) {
    for (std::size_t i = 0; i < m_docks.GetCount(); ++i) {
        wxAuiDockInfo& dock = m_docks.Item(i);
        if (dock.dock_direction == pane.dock_direction && dock.dock_layer == pane.dock_layer &&
            dock.dock_row == pane.dock_row) {
            dock.size += by;
            return true;
        }
    }
    return false;
}

void PaneLayout::add(wxWindow* window, const std::string& name, const wxString& caption, Dock dock) {
    const wxSize best = bestSizeOf(window);
    wxAuiPaneInfo info;
    info.Name(name).Caption(caption).BestSize(best).MinSize(best.GetWidth(), window->FromDIP(60)).CloseButton(true);
    // Panes of one dock share its height in proportion to what their contents need.
    info.dock_proportion = std::max(1, best.GetHeight());
    const bool left = dock == Dock::Left || dock == Dock::LeftWhole;
    int position = 0;
    for (const Pane& p : m_panes)
        if (m_aui.GetPane(p.name).dock_direction == (left ? wxAUI_DOCK_LEFT : wxAUI_DOCK_RIGHT)) ++position;
    // Bottom panes are wide tables: each row the window's width, one above the other.
    // Panes beside each other in a row share its width as their contents need.
    const auto bottom = [&](int row, int at) {
        info.Bottom().Row(row).Position(at).MinSize(window->FromDIP(200), best.GetHeight());
        info.dock_proportion = std::max(1, best.GetWidth());
    };
    switch (dock) {
    // The outer layer: the left dock is not shortened by the rows below the map.
    case Dock::LeftWhole: info.Left().Layer(1).Position(position).MinSize(best); break;
    case Dock::Left: info.Left().Layer(1).Position(position); break;
    case Dock::Right: info.Right().Position(position); break;
    case Dock::Bottom:
    case Dock::BottomGrowing:
        m_bottomPosition = 0;
        bottom(m_bottomRows++, 0);
        if (dock == Dock::BottomGrowing) m_growing = name;
        break;
    case Dock::BottomBeside: bottom(std::max(0, m_bottomRows - 1), ++m_bottomPosition); break;
    }
    m_aui.AddPane(window, info);
    m_panes.push_back({name, caption});
}

void PaneLayout::finish() {
    // A dock is as wide as its widest pane wants: each pane of it asks for that width.
    std::map<int, int> widest;
    for (const Pane& p : m_panes) {
        const wxAuiPaneInfo& info = m_aui.GetPane(p.name);
        widest[info.dock_direction] = std::max(widest[info.dock_direction], info.best_size.GetWidth());
    }
    for (const Pane& p : m_panes) {
        wxAuiPaneInfo& info = m_aui.GetPane(p.name);
        if (info.dock_direction == wxAUI_DOCK_LEFT || info.dock_direction == wxAUI_DOCK_RIGHT)
            info.best_size.SetWidth(widest[info.dock_direction]);
    }
    m_aui.Update();
    m_default = m_aui.SavePerspective();
    if (!restore()) fitBottomRows();
}

void PaneLayout::reset() {
    m_aui.LoadPerspective(m_default, true);
    fitBottomRows();
}

void PaneLayout::fitBottomRows() {
    // The rows below the map may take this share of the map's and their height together.
    constexpr double kBottomShare = 0.5;
    if (m_growing.empty()) return;
    const wxAuiPaneInfo& pane = m_aui.GetPane(m_growing);
    if (!pane.IsOk() || !pane.IsShown() || !pane.IsDocked() || pane.dock_direction != wxAUI_DOCK_BOTTOM) return;
    wxAuiPaneInfoArray& all = m_aui.GetAllPanes();
    const wxWindow* centre = nullptr;
    for (std::size_t i = 0; i < all.GetCount(); ++i)
        if (all.Item(i).dock_direction == wxAUI_DOCK_CENTER) centre = all.Item(i).window;
    if (!centre) return;
    const int rows = m_aui.docksSize(wxAUI_DOCK_BOTTOM);
    const int extra = static_cast<int>(kBottomShare * (centre->GetSize().GetHeight() + rows)) - rows;
    if (extra > 0 && m_aui.growDockOf(pane, extra)) m_aui.Update();
}

void PaneLayout::save() const {
    if (wxConfigBase* config = wxConfigBase::Get()) {
        config->Write(kPerspectiveKey, m_aui.SavePerspective());
        config->Flush();
    }
}

bool PaneLayout::restore() {
    wxConfigBase* config = wxConfigBase::Get();
    wxString saved;
    if (!config || !config->Read(kPerspectiveKey, &saved) || saved.empty()) return false;
    // A layout saved before a pane existed would hide the new one: start from the default then.
    for (const Pane& p : m_panes)
        if (!saved.Contains("name=" + wxString::FromUTF8(p.name) + ";")) return false;
    if (!m_aui.LoadPerspective(saved, false)) return false;
    for (const Pane& p : m_panes) m_aui.GetPane(p.name).Caption(p.caption);  // in today's language
    m_aui.Update();
    return true;
}

bool PaneLayout::shown(const std::string& name) const { return m_aui.GetPane(name).IsShown(); }

void PaneLayout::show(const std::string& name, bool on) {
    wxAuiPaneInfo& info = m_aui.GetPane(name);
    if (!info.IsOk()) return;
    info.Show(on);
    m_aui.Update();
}

}  // namespace editor
