// The tree's mouse and keyboard: selection as list views make it (click, Ctrl toggles, Shift
// extends), expanders, header borders to resize columns, the context menu, rename in place,
// dragging rows out and dropping onto rows.
#include "editor/widgets/row_tree.hpp"

#include <wx/app.h>
#include <wx/dnd.h>
#include <wx/settings.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <climits>
#include <cstdlib>

namespace editor {

class RowTree::DropTarget final : public wxDropTarget {
public:
    explicit DropTarget(RowTree& tree)
        : wxDropTarget(new wxTextDataObject),
          m_tree(tree) {}

    wxDragResult OnDragOver(wxCoord x, wxCoord y, wxDragResult def) override {
        // Near the top or bottom edge the tree scrolls, so a drop can reach any row.
        const int edge = m_tree.m_rowHeight;
        if (y < m_tree.m_headerHeight + edge) m_tree.scrollTo(m_tree.m_scrollX, m_tree.m_scrollY - edge / 2);
        else if (y > m_tree.GetClientSize().y - edge) m_tree.scrollTo(m_tree.m_scrollX, m_tree.m_scrollY + edge / 2);
        const wxDataViewItem item = m_tree.HitTest({x, y});
        const bool ok = item.IsOk() && m_tree.m_dnd.canDrop && m_tree.m_dnd.canDrop(item);
        m_tree.setDropRow(ok ? m_tree.rowIndex(item) : std::nullopt);
        return ok ? def : wxDragNone;
    }
    void OnLeave() override { m_tree.setDropRow(std::nullopt); }
    bool OnDrop(wxCoord x, wxCoord y) override { return m_tree.HitTest({x, y}).IsOk() && m_tree.m_dnd.drop; }
    wxDragResult OnData(wxCoord x, wxCoord y, wxDragResult def) override {
        m_tree.setDropRow(std::nullopt);
        const wxDataViewItem item = m_tree.HitTest({x, y});
        if (!item.IsOk() || !GetData()) return wxDragNone;
        const wxString text = static_cast<wxTextDataObject*>(GetDataObject())->GetText();
        m_tree.m_dnd.drop(item, text);
        return def;
    }

private:
    RowTree& m_tree;
};

void RowTree::bindInput() {
    Bind(wxEVT_LEFT_DOWN, &RowTree::onLeftDown, this);
    Bind(wxEVT_LEFT_UP, &RowTree::onLeftUp, this);
    Bind(wxEVT_MOTION, &RowTree::onMotion, this);
    Bind(wxEVT_LEFT_DCLICK, &RowTree::onDoubleClick, this);
    Bind(wxEVT_MOUSEWHEEL, &RowTree::onWheel, this);
    Bind(wxEVT_KEY_DOWN, &RowTree::onKey, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, [this](wxMouseCaptureLostEvent&) { m_resizing.reset(); });
    for (const auto& type :
         {wxEVT_SCROLLWIN_TOP, wxEVT_SCROLLWIN_BOTTOM, wxEVT_SCROLLWIN_LINEUP, wxEVT_SCROLLWIN_LINEDOWN,
          wxEVT_SCROLLWIN_PAGEUP, wxEVT_SCROLLWIN_PAGEDOWN, wxEVT_SCROLLWIN_THUMBTRACK, wxEVT_SCROLLWIN_THUMBRELEASE})
        Bind(type, &RowTree::onScroll, this);
    // Right click (after the press) and the Menu key or Shift+F10 (no position).
    Bind(wxEVT_CONTEXT_MENU, [this](wxContextMenuEvent& e) {
        wxDataViewItem item = m_current;
        if (e.GetPosition() != wxDefaultPosition) {
            item = HitTest(ScreenToClient(e.GetPosition()));
            if (const auto row = rowIndex(item); row && !IsSelected(item)) clickSelect(*row, false, false);
        }
        send(EVT_ROW_TREE_CONTEXT_MENU, item);
    });
    SetDropTarget(new DropTarget(*this));
}

std::optional<unsigned> RowTree::columnBorderAt(int x) const {
    const int grip = FromDIP(4);
    int right = -m_scrollX;
    for (unsigned c = 0; c < m_columns.size(); ++c) {
        right += m_columns[c].width;
        if (std::abs(x - right) <= grip) return c;
    }
    return std::nullopt;
}

bool RowTree::onExpander(std::size_t row, int x) const {
    const int left = m_rows[row].depth * m_indent - m_scrollX;
    return x >= left && x < left + m_indent + FromDIP(4) && hasExpander(m_rows[row]);
}

void RowTree::onLeftDown(wxMouseEvent& e) {
    SetFocus();
    if (m_editor) finishEdit(true, false);
    const wxPoint p = e.GetPosition();
    if (p.y < m_headerHeight) {
        if (const auto border = columnBorderAt(p.x)) {
            m_resizing = border;
            m_resizeFrom = m_columns[*border].width - p.x;
            CaptureMouse();
        }
        return;
    }
    const auto row = rowIndex(HitTest(p));
    if (!row) {
        if (!e.ControlDown() && !e.ShiftDown() && !m_selected.empty()) {
            UnselectAll();
            send(EVT_ROW_TREE_SELECTION_CHANGED, wxDataViewItem());
        }
        return;
    }
    if (onExpander(*row, p.x)) {
        const wxDataViewItem item = m_rows[*row].item;
        m_rows[*row].expanded ? Collapse(item) : Expand(item);
        return;
    }
    // Pressing one of several selected rows keeps them all selected, to drag them together.
    if (IsSelected(m_rows[*row].item) && m_selected.size() > 1 && !e.ControlDown() && !e.ShiftDown())
        m_selectOnUp = *row;
    else clickSelect(*row, e.ControlDown(), e.ShiftDown());
    if (m_dnd.begin) m_pressAt = p;
}

void RowTree::onLeftUp(wxMouseEvent&) {
    if (m_resizing) {
        m_resizing.reset();
        if (HasCapture()) ReleaseMouse();
    }
    if (m_selectOnUp && *m_selectOnUp < m_rows.size()) clickSelect(*m_selectOnUp, false, false);
    m_selectOnUp.reset();
    m_pressAt.reset();
}

void RowTree::onMotion(wxMouseEvent& e) {
    const wxPoint p = e.GetPosition();
    if (m_resizing) {
        setColumnWidth(*m_resizing, m_resizeFrom + p.x);
        return;
    }
    if (m_pressAt && e.LeftIsDown()) {
        const int dx = std::max(wxSystemSettings::GetMetric(wxSYS_DRAG_X, this), 3),
                  dy = std::max(wxSystemSettings::GetMetric(wxSYS_DRAG_Y, this), 3);
        if (std::abs(p.x - m_pressAt->x) > dx || std::abs(p.y - m_pressAt->y) > dy) startDrag();
        return;
    }
    const bool onBorder = p.y < m_headerHeight && columnBorderAt(p.x).has_value();
    if (onBorder == m_resizeCursor) return;
    m_resizeCursor = onBorder;
    SetCursor(onBorder ? wxCursor(wxCURSOR_SIZEWE) : wxNullCursor);
}

void RowTree::onDoubleClick(wxMouseEvent& e) {
    const auto row = rowIndex(HitTest(e.GetPosition()));
    if (!row) return;
    const wxDataViewItem item = m_rows[*row].item;
    if (hasExpander(m_rows[*row])) m_rows[*row].expanded ? Collapse(item) : Expand(item);
}

void RowTree::onWheel(wxMouseEvent& e) {
    const int steps = e.GetWheelRotation() / std::max(e.GetWheelDelta(), 1);
    if (e.GetWheelAxis() == wxMOUSE_WHEEL_HORIZONTAL) scrollTo(m_scrollX + steps * FromDIP(40), m_scrollY);
    else scrollTo(m_scrollX, m_scrollY - steps * e.GetLinesPerAction() * m_rowHeight);
}

void RowTree::onScroll(wxScrollWinEvent& e) {
    const bool vertical = e.GetOrientation() == wxVERTICAL;
    int pos = vertical ? m_scrollY : m_scrollX;
    const int line = vertical ? m_rowHeight : FromDIP(20);
    const int page = vertical ? std::max(bodyHeight() - m_rowHeight, m_rowHeight) : GetClientSize().x * 9 / 10;
    const wxEventType type = e.GetEventType();
    if (type == wxEVT_SCROLLWIN_TOP) pos = 0;
    else if (type == wxEVT_SCROLLWIN_BOTTOM) pos = INT_MAX / 2;
    else if (type == wxEVT_SCROLLWIN_LINEUP) pos -= line;
    else if (type == wxEVT_SCROLLWIN_LINEDOWN) pos += line;
    else if (type == wxEVT_SCROLLWIN_PAGEUP) pos -= page;
    else if (type == wxEVT_SCROLLWIN_PAGEDOWN) pos += page;
    else pos = e.GetPosition();
    vertical ? scrollTo(m_scrollX, pos) : scrollTo(pos, m_scrollY);
}

void RowTree::onKey(wxKeyEvent& e) {
    if (m_rows.empty()) {
        e.Skip();
        return;
    }
    const auto current = rowIndex(m_current);
    const std::size_t i = current.value_or(0), last = m_rows.size() - 1;
    const std::size_t page = static_cast<std::size_t>(std::max(GetCountPerPage() - 1, 1));
    const bool shift = e.ShiftDown();
    switch (e.GetKeyCode()) {
    case WXK_UP: moveCurrent(current && i > 0 ? i - 1 : 0, shift); break;
    case WXK_DOWN: moveCurrent(current ? std::min(i + 1, last) : 0, shift); break;
    case WXK_HOME: moveCurrent(0, shift); break;
    case WXK_END: moveCurrent(last, shift); break;
    case WXK_PAGEUP: moveCurrent(i > page ? i - page : 0, shift); break;
    case WXK_PAGEDOWN: moveCurrent(std::min(i + page, last), shift); break;
    case WXK_LEFT:
        if (m_rows[i].expanded) Collapse(m_rows[i].item);
        else
            for (std::size_t p = i; p-- > 0;)
                if (m_rows[p].depth < m_rows[i].depth) {
                    moveCurrent(p, false);
                    break;
                }
        break;
    case WXK_RIGHT:
        if (!m_rows[i].expanded && hasExpander(m_rows[i])) Expand(m_rows[i].item);
        else if (m_rows[i].expanded && i < last) moveCurrent(i + 1, false);
        break;
    case '+':
    case WXK_ADD:
    case WXK_NUMPAD_ADD: Expand(m_rows[i].item); break;
    case '-':
    case WXK_SUBTRACT:
    case WXK_NUMPAD_SUBTRACT: Collapse(m_rows[i].item); break;
    case WXK_SPACE: clickSelect(i, e.ControlDown(), false); break;
    case WXK_RETURN:
    case WXK_NUMPAD_ENTER:
        if (hasExpander(m_rows[i])) m_rows[i].expanded ? Collapse(m_rows[i].item) : Expand(m_rows[i].item);
        break;
    default:
        if (e.GetModifiers() == wxMOD_CONTROL && e.GetKeyCode() == 'A' && m_multiple) {
            SelectAll();
            send(EVT_ROW_TREE_SELECTION_CHANGED, m_current);
        } else {
            e.Skip();
        }
    }
}

void RowTree::selectOnly(std::size_t i) {
    UnselectAll();
    Select(m_rows[i].item);
}

void RowTree::selectRange(std::size_t from, std::size_t to) {
    for (std::size_t k = std::min(from, to); k <= std::max(from, to); ++k) Select(m_rows[k].item);
}

void RowTree::clickSelect(std::size_t i, bool ctrl, bool shift) {
    const wxDataViewItem item = m_rows[i].item;
    if (shift && m_multiple) {
        const std::size_t anchor = rowIndex(m_anchor).value_or(i);
        if (!ctrl) UnselectAll();
        selectRange(anchor, i);
    } else if (ctrl && m_multiple) {
        IsSelected(item) ? Unselect(item) : Select(item);
        m_anchor = item;
    } else {
        selectOnly(i);
        m_anchor = item;
    }
    const auto before = rowIndex(m_current);
    m_current = item;
    if (before) refreshRow(*before);
    refreshRow(i);
    send(EVT_ROW_TREE_SELECTION_CHANGED, item);
}

void RowTree::moveCurrent(std::size_t to, bool extend) {
    if (extend && m_multiple) {
        const std::size_t anchor = rowIndex(m_anchor).value_or(to);
        UnselectAll();
        selectRange(anchor, to);
    } else {
        selectOnly(to);
        m_anchor = m_rows[to].item;
    }
    const auto before = rowIndex(m_current);
    m_current = m_rows[to].item;
    if (before) refreshRow(*before);
    scrollRowIntoView(to);
    refreshRow(to);
    send(EVT_ROW_TREE_SELECTION_CHANGED, m_current);
}

void RowTree::startDrag() {
    const wxDataViewItem item = HitTest(*m_pressAt);
    m_pressAt.reset();
    m_selectOnUp.reset();
    if (!item.IsOk() || !m_dnd.begin) return;
    const std::unique_ptr<wxDataObject> data(m_dnd.begin(item));
    if (!data) return;
    wxDropSource source(*data, this);
    source.DoDragDrop(wxDrag_AllowMove);  // the drop may change the rows: nothing below reads them
}

void RowTree::setDropRow(std::optional<std::size_t> row) {
    if (row == m_dropRow) return;
    if (m_dropRow && *m_dropRow < m_rows.size()) refreshRow(*m_dropRow);
    m_dropRow = row;
    if (m_dropRow) refreshRow(*m_dropRow);
}

// ---- rename in place ----

void RowTree::EditItem(const wxDataViewItem& item, unsigned column) {
    if (!m_model || column >= m_columns.size() || !m_columns[column].editable) return;
    if (m_editor) finishEdit(true, false);
    EnsureVisible(item);
    if (!rowIndex(item)) return;
    wxRect cell = GetItemRect(item, column);
    wxVariant value;
    m_model->GetValue(value, item, m_columns[column].modelColumn);
    wxString text = value.GetString();
    if (value.GetType() == "wxDataViewIconText") {
        wxDataViewIconText iconText;
        iconText << value;
        text = iconText.GetText();
        if (iconText.GetBitmapBundle().IsOk()) {
            const int icon = iconText.GetBitmapBundle().GetBitmapFor(this).GetWidth() + FromDIP(4);
            cell.x += icon;
            cell.width -= icon;
        }
    }
    m_editItem = item;
    m_editColumn = column;
    m_editor = new wxTextCtrl(this, wxID_ANY, text, cell.GetPosition(), cell.GetSize(), wxTE_PROCESS_ENTER);
    // Keys typed into the editor are its own: the owner's shortcuts (Delete, Ctrl+C...) must not see them.
    m_editor->Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_ESCAPE) finishEdit(false, true);
        else if (e.GetKeyCode() == WXK_RETURN || e.GetKeyCode() == WXK_NUMPAD_ENTER) finishEdit(true, true);
        else {
            e.Skip();             // to the editor itself...
            e.StopPropagation();  // ...and to no window above it
        }
    });
    m_editor->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        finishEdit(true, false);
        e.Skip();
    });
    m_editor->SetFocus();
    m_editor->SelectAll();
}

void RowTree::finishEdit(bool keep, bool refocus) {
    if (!m_editor || m_finishing) return;
    m_finishing = true;
    wxTextCtrl* editor = m_editor;
    m_editor = nullptr;
    const wxString text = editor->GetValue();
    editor->Hide();
    wxTheApp->ScheduleForDestruction(editor);  // it may be inside one of its own handlers
    m_finishing = false;
    if (refocus) SetFocus();
    if (!keep || !m_model || !rowIndex(m_editItem)) return;
    const unsigned column = m_columns[m_editColumn].modelColumn;
    wxVariant old, typed;
    m_model->GetValue(old, m_editItem, column);
    if (old.GetType() == "wxDataViewIconText") {
        wxDataViewIconText iconText;
        iconText << old;
        iconText.SetText(text);
        typed << iconText;
    } else {
        typed = text;
    }
    m_model->ChangeValue(typed, m_editItem, column);
}

}  // namespace editor
