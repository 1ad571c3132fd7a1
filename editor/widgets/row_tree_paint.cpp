// Painting the tree: each shown row is laid out once into a picture, kept until the model says the
// row changed (or its selection, the focus or a column width did); a paint only copies pictures.
#include "editor/widgets/row_tree.hpp"

#include <wx/control.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/renderer.h>
#include <wx/settings.h>

#include <algorithm>

namespace editor {

namespace {

wxColour mix(const wxColour& a, const wxColour& b, double t) {
    const auto channel = [t](unsigned char x, unsigned char y) {
        return static_cast<unsigned char>(x + (y - x) * t + 0.5);
    };
    return {channel(a.Red(), b.Red()), channel(a.Green(), b.Green()), channel(a.Blue(), b.Blue())};
}

}  // namespace

void RowTree::measure() {
    m_font = GetFont();
    m_bold = m_font.Bold();
    m_textHeight = GetCharHeight();
    m_rowHeight = std::max(m_textHeight + FromDIP(5), FromDIP(16) + FromDIP(5));
    m_headerHeight = std::max(wxRendererNative::Get().GetHeaderButtonHeight(this), m_textHeight + FromDIP(8));
    m_indent = FromDIP(16);
}

bool RowTree::hasExpander(const Row& row) const {
    if (!m_model || !m_model->IsContainer(row.item)) return false;
    if (row.expanded) return true;
    wxDataViewItemArray children;
    return m_model->GetChildren(row.item, children) > 0;
}

const wxBitmap& RowTree::pictureOf(std::size_t i) {
    const Row& row = m_rows[i];
    const bool selected = IsSelected(row.item), focused = selected && HasFocus();
    Picture& p = m_pictures[row.item.GetID()];
    const int width = std::max(totalWidth(), 1);
    if (p.bitmap.IsOk() && p.selected == selected && p.focused == focused && p.bitmap.GetWidth() == width &&
        p.bitmap.GetHeight() == m_rowHeight)
        return p.bitmap;
    if (!p.bitmap.IsOk() || p.bitmap.GetWidth() != width || p.bitmap.GetHeight() != m_rowHeight)
        p.bitmap = wxBitmap(width, m_rowHeight, 24);
    p.selected = selected;
    p.focused = focused;
    {
        wxMemoryDC dc(p.bitmap);
        drawRow(dc, row, selected);
    }
    ++m_picturesDrawn;
    return p.bitmap;
}

void RowTree::drawRow(wxDC& dc, const Row& row, bool selected) {
    const wxColour back = wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOX);
    const wxColour highlight = wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT);
    const wxColour fill = !selected ? back : HasFocus() ? highlight : mix(back, highlight, 0.35);
    dc.SetBackground(wxBrush(fill));
    dc.Clear();
    // A hairline under each row instead of alternate row colours: a row's picture must not depend
    // on how many rows are above it.
    dc.SetPen(wxPen(mix(back, wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOXTEXT), 0.08)));
    dc.DrawLine(0, m_rowHeight - 1, dc.GetSize().x, m_rowHeight - 1);
    int x = 0;
    for (unsigned c = 0; c < m_columns.size(); ++c) {
        drawCell(dc, row, c, wxRect(x, 0, m_columns[c].width, m_rowHeight - 1), selected, fill);
        x += m_columns[c].width;
    }
}

void RowTree::drawCell(wxDC& dc, const Row& row, unsigned column, const wxRect& cell, bool selected,
                       const wxColour& back) {
    const RowTreeColumn& col = m_columns[column];
    const int pad = FromDIP(4);
    wxDCClipper clip(dc, cell);
    const wxColour ink = selected && HasFocus() ? wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHTTEXT)
                                                : wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOXTEXT);
    int x = cell.x + pad;
    if (column == 0) {
        if (hasExpander(row)) {
            // A triangle, pointing right when closed and down when open.
            const int s = m_indent / 4, cx = cell.x + row.depth * m_indent + m_indent / 2 + FromDIP(2),
                      cy = cell.y + cell.height / 2;
            const wxPoint closed[] = {{cx - s / 2, cy - s}, {cx + s, cy}, {cx - s / 2, cy + s}};
            const wxPoint open[] = {{cx - s, cy - s / 2}, {cx + s, cy - s / 2}, {cx, cy + s}};
            dc.SetPen(wxPen(ink));
            dc.SetBrush(wxBrush(ink));
            dc.DrawPolygon(3, row.expanded ? open : closed);
        }
        x = cell.x + indentOf(row);
    }
    wxVariant value;
    m_model->GetValue(value, row.item, col.modelColumn);
    wxString text;
    if (value.GetType() == "wxDataViewIconText") {
        wxDataViewIconText iconText;
        iconText << value;
        text = iconText.GetText();
        if (const wxBitmapBundle& icon = iconText.GetBitmapBundle(); icon.IsOk()) {
            const wxBitmap bitmap = icon.GetBitmapFor(this);
            dc.DrawBitmap(bitmap, x, cell.y + (cell.height - bitmap.GetHeight()) / 2, true);
            x += bitmap.GetWidth() + pad;
        }
    } else {
        text = value.GetString();
    }
    if (text.empty()) return;
    wxDataViewItemAttr attr;
    const bool styled = m_model->GetAttr(row.item, col.modelColumn, attr);
    TextLook look;
    look.text = text;
    look.bold = styled && attr.GetBold();
    look.italic = styled && attr.GetItalic();
    look.ink = (styled && attr.HasColour() && !(selected && HasFocus()) ? attr.GetColour() : ink).GetRGB();
    look.back = back.GetRGB();
    if (col.ellipsize) look.room = cell.GetRight() - pad - x;
    const wxBitmap& picture = textPicture(dc, look);
    if (picture.IsOk()) dc.DrawBitmap(picture, x, cell.y + (cell.height - picture.GetHeight()) / 2);
}

std::size_t RowTree::TextLookHash::operator()(const TextLook& t) const {
    std::size_t h = wxStringHash()(t.text);
    for (const std::size_t v : {std::size_t(t.room + 1), std::size_t(t.bold) | std::size_t(t.italic) << 1,
                                std::size_t(t.ink), std::size_t(t.back)})
        h = h * 1000003u ^ v;
    return h;
}

const wxBitmap& RowTree::textPicture(wxDC& dc, const TextLook& look) {
    if (const auto at = m_texts.find(look); at != m_texts.end()) return at->second;
    if (m_texts.size() > 4096) m_texts.clear();  // a bound, not a cache policy: rows repeat values
    wxFont font = look.bold ? m_bold : m_font;
    if (look.italic) font.MakeItalic();
    dc.SetFont(font);
    const wxString text = look.room >= 0 ? wxControl::Ellipsize(look.text, dc, wxELLIPSIZE_END, look.room) : look.text;
    const wxSize size = dc.GetTextExtent(text);
    wxBitmap& picture = m_texts[look];
    if (text.empty() || size.x <= 0 || size.y <= 0) return picture;
    picture = wxBitmap(size.x, size.y, 24);
    wxMemoryDC paint(picture);
    paint.SetBackground(wxBrush(wxColour(look.back)));
    paint.Clear();
    paint.SetFont(font);
    paint.SetTextForeground(wxColour(look.ink));
    paint.DrawText(text, 0, 0);
    return picture;
}

void RowTree::drawHeader(wxDC& dc) {
    const int width = GetClientSize().x;
    wxRendererNative& renderer = wxRendererNative::Get();
    int x = -m_scrollX;
    for (const RowTreeColumn& col : m_columns) {
        if (x + col.width > 0 && x < width) {
            wxHeaderButtonParams params;
            params.m_labelText = col.title;
            params.m_labelFont = m_font;
            renderer.DrawHeaderButton(this, dc, wxRect(x, 0, col.width, m_headerHeight), 0, wxHDR_SORT_ICON_NONE,
                                      &params);
        }
        x += col.width;
    }
    if (x < width) renderer.DrawHeaderButton(this, dc, wxRect(x, 0, width - x, m_headerHeight));
}

void RowTree::onPaint(wxPaintEvent&) {
    wxPaintDC dc(this);
    const wxSize client = GetClientSize();
    const wxRect dirty = GetUpdateRegion().GetBox();
    const wxColour back = wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOX);
    if (dirty.GetBottom() >= m_headerHeight && m_model) {
        const int from = std::max(dirty.y, m_headerHeight) - m_headerHeight + m_scrollY;
        for (std::size_t i = static_cast<std::size_t>(std::max(from, 0) / m_rowHeight);
             i < m_rows.size() && rowTop(i) <= dirty.GetBottom(); ++i)
            dc.DrawBitmap(pictureOf(i), -m_scrollX, rowTop(i));
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(back));
        const int below = std::max(rowTop(m_rows.size()), m_headerHeight);
        if (below < client.y) dc.DrawRectangle(0, below, client.x, client.y - below);
        const int right = totalWidth() - m_scrollX;
        if (right < client.x && client.y > m_headerHeight)
            dc.DrawRectangle(right, m_headerHeight, client.x - right, client.y - m_headerHeight);
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        if (const auto current = rowIndex(m_current); current && HasFocus()) {
            dc.SetPen(wxPen(wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOXTEXT), 1, wxPENSTYLE_DOT));
            dc.DrawRectangle(0, rowTop(*current), std::min(client.x, totalWidth() - m_scrollX), m_rowHeight - 1);
        }
        if (m_dropRow && *m_dropRow < m_rows.size()) {
            dc.SetPen(wxPen(wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT), FromDIP(2)));
            dc.DrawRectangle(1, rowTop(*m_dropRow) + 1, client.x - 2, m_rowHeight - 2);
        }
    }
    if (dirty.y < m_headerHeight) drawHeader(dc);
    dropFarPictures();
}

void RowTree::dropFarPictures() {
    const std::size_t page = static_cast<std::size_t>(GetCountPerPage()) + 1;
    if (m_pictures.size() <= 4 * page + 64) return;
    // Keep the pictures of the rows within a page of the window.
    const std::size_t first = static_cast<std::size_t>(m_scrollY / std::max(m_rowHeight, 1));
    const std::size_t lo = first > page ? first - page : 0, hi = first + 2 * page;
    for (auto p = m_pictures.begin(); p != m_pictures.end();) {
        const auto row = rowIndex(wxDataViewItem(p->first));
        if (!row || *row < lo || *row > hi) p = m_pictures.erase(p);
        else ++p;
    }
}

}  // namespace editor
