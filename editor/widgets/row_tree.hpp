#pragma once
// A tree of rows with columns that the studio draws itself, over a wxDataViewModel. GTK's tree view
// lays out the text of every cell of every row it shows again whenever a row comes or goes (about
// 90 us a cell here), so a large order of battle cannot follow an edit within a frame. This tree
// keeps each shown row's picture until the model says the row changed, and a row coming or going
// only repaints the rows below it from their pictures. It gives what the studio's panes use of
// wxDataViewCtrl: expanders, multiple selection, keyboard navigation, rename in place, resizable
// column headers, a context menu, dragging rows out and dropping onto rows. Its events carry the
// model's items; what a drag carries and what a drop does are the owner's (setDragAndDrop).
// Unlike GTK's tree it tells screen readers nothing beyond being a focusable window.
#include <wx/dataview.h>
#include <wx/window.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

class wxTextCtrl;

namespace editor {

class RowTreeEvent : public wxCommandEvent {
public:
    RowTreeEvent(wxEventType type, wxWindow* tree, const wxDataViewItem& item);
    [[nodiscard]] const wxDataViewItem& GetItem() const { return m_item; }
    [[nodiscard]] wxEvent* Clone() const override { return new RowTreeEvent(*this); }

private:
    wxDataViewItem m_item;
};

// The user changed the selection (not sent for changes made by calls).
wxDECLARE_EVENT(EVT_ROW_TREE_SELECTION_CHANGED, RowTreeEvent);
// Before a row's children are read to show them, and after they are shown.
wxDECLARE_EVENT(EVT_ROW_TREE_EXPANDING, RowTreeEvent);
wxDECLARE_EVENT(EVT_ROW_TREE_EXPANDED, RowTreeEvent);
wxDECLARE_EVENT(EVT_ROW_TREE_COLLAPSED, RowTreeEvent);
// Right click, the Menu key or Shift+F10; the item is the current row (none: empty space).
wxDECLARE_EVENT(EVT_ROW_TREE_CONTEXT_MENU, RowTreeEvent);

struct RowTreeColumn {
    wxString title;
    unsigned modelColumn = 0;
    int width = 80;
    bool editable = false;  // EditItem may edit it
    bool ellipsize = true;  // a text wider than the column ends in "..." (else it is cut)
};

class RowTree : public wxWindow {
public:
    RowTree(wxWindow* parent, wxWindowID id, bool multipleSelection);
    ~RowTree() override;

    // The tree shows the model's top rows, all closed; nullptr: nothing.
    void AssociateModel(wxDataViewModel* model);
    [[nodiscard]] wxDataViewModel* GetModel() const { return m_model; }
    // The first column holds the expanders.
    void setColumns(std::vector<RowTreeColumn> columns);
    [[nodiscard]] unsigned GetColumnCount() const { return static_cast<unsigned>(m_columns.size()); }
    [[nodiscard]] const RowTreeColumn& column(unsigned i) const { return m_columns.at(i); }
    void setColumnWidth(unsigned i, int width);

    // What a drag of rows carries (nullptr: no drag), whether a drag may drop onto a row, and the
    // drop itself with the text the drag carried. Rows are dragged only when `begin` is set.
    struct DragAndDrop {
        std::function<wxDataObject*(const wxDataViewItem& pressed)> begin;
        std::function<bool(const wxDataViewItem& onto)> canDrop;
        std::function<void(const wxDataViewItem& onto, const wxString& text)> drop;
    };
    void setDragAndDrop(DragAndDrop dnd);

    // Expanding a row shows its children (closed); collapsing hides everything below it.
    void Expand(const wxDataViewItem& item);
    void Collapse(const wxDataViewItem& item);
    [[nodiscard]] bool IsExpanded(const wxDataViewItem& item) const;

    void Select(const wxDataViewItem& item);
    void Unselect(const wxDataViewItem& item);
    void SelectAll();
    void UnselectAll();
    [[nodiscard]] bool IsSelected(const wxDataViewItem& item) const;
    // The selected row (the top one of several); not OK: none.
    [[nodiscard]] wxDataViewItem GetSelection() const;
    // The selected rows, from the top down.
    int GetSelections(wxDataViewItemArray& items) const;
    void SetCurrentItem(const wxDataViewItem& item);
    [[nodiscard]] wxDataViewItem GetCurrentItem() const { return m_current; }
    // Opens the rows above `item` and scrolls it into view.
    void EnsureVisible(const wxDataViewItem& item);
    // Edits the cell in place: Enter or leaving it sets the model's value, Escape abandons it.
    void EditItem(const wxDataViewItem& item, unsigned column);
    [[nodiscard]] bool isEditing() const { return m_editor != nullptr; }
    [[nodiscard]] wxTextCtrl* editor() const { return m_editor; }

    // The cell's area in client coordinates (for the first column, right of the expander); empty
    // when the row is not shown.
    [[nodiscard]] wxRect GetItemRect(const wxDataViewItem& item, unsigned column = 0) const;
    // The row under a point in client coordinates (not OK: none).
    [[nodiscard]] wxDataViewItem HitTest(const wxPoint& point) const;
    // Rows that fit in the window.
    [[nodiscard]] int GetCountPerPage() const;
    // Rows shown (open rows and their children).
    [[nodiscard]] std::size_t shownRowCount() const { return m_rows.size(); }
    [[nodiscard]] int rowHeight() const { return m_rowHeight; }
    [[nodiscard]] int headerHeight() const { return m_headerHeight; }
    // Row pictures laid out since the tree was made (what a repaint had to draw afresh).
    [[nodiscard]] std::size_t picturesDrawn() const { return m_picturesDrawn; }

private:
    class Notifier;
    class DropTarget;
    struct Row {
        wxDataViewItem item;
        int depth = 0;
        bool expanded = false;
    };
    struct Picture {
        wxBitmap bitmap;
        bool selected = false;
        bool focused = false;
    };
    // A text as a cell shows it: most cells of a changed row show what they showed before, and
    // many rows show the same values.
    struct TextLook {
        wxString text;
        int room = -1;  // the width it is cut to with an ellipsis; -1: not cut
        bool bold = false;
        bool italic = false;
        wxUint32 ink = 0;
        wxUint32 back = 0;
        bool operator==(const TextLook&) const = default;
    };
    struct TextLookHash {
        std::size_t operator()(const TextLook& t) const;
    };

    // Model news (Notifier).
    void itemAdded(const wxDataViewItem& parent, const wxDataViewItem& item);
    void itemDeleted(const wxDataViewItem& parent, const wxDataViewItem& item);
    void itemChanged(const wxDataViewItem& item);
    void cleared();

    [[nodiscard]] std::optional<std::size_t> rowIndex(const wxDataViewItem& item) const;
    // One past the last row below row `i` (its shown descendants).
    [[nodiscard]] std::size_t subtreeEnd(std::size_t i) const;
    void insertChildren(std::size_t parentRow);
    // Removes rows [from, to), with their selection and pictures.
    void eraseRows(std::size_t from, std::size_t to);
    void send(wxEventType type, const wxDataViewItem& item);
    void forget(const wxDataViewItem& item);  // drops the row's picture
    void childrenCameOrWent(std::size_t closedRow);

    // Geometry: row i's top in client coordinates, and the scrolled area.
    [[nodiscard]] int rowTop(std::size_t i) const;
    [[nodiscard]] int bodyHeight() const;
    [[nodiscard]] int totalWidth() const;
    [[nodiscard]] int columnLeft(unsigned column) const;  // in content coordinates
    [[nodiscard]] int indentOf(const Row& row) const;     // content x where column 0's cell starts
    // Clamps the scroll position to the rows; the scrollbars follow after the current event.
    void updateScrollbars();
    void setScrollbars();
    void scrollTo(int x, int y);
    void refreshFrom(std::size_t row);  // repaint row `row` and everything below it
    void refreshRow(std::size_t row);
    void scrollRowIntoView(std::size_t row);

    // Painting (row_tree_paint.cpp).
    void onPaint(wxPaintEvent&);
    [[nodiscard]] const wxBitmap& pictureOf(std::size_t row);
    void drawRow(wxDC& dc, const Row& row, bool selected);
    void drawCell(wxDC& dc, const Row& row, unsigned column, const wxRect& cell, bool selected, const wxColour& back);
    // The picture of a text laid out in `dc`'s font (set by the caller), made on first use.
    [[nodiscard]] const wxBitmap& textPicture(wxDC& dc, const TextLook& look);
    void drawHeader(wxDC& dc);
    [[nodiscard]] bool hasExpander(const Row& row) const;
    void dropFarPictures();
    void measure();

    // Input (row_tree_input.cpp).
    void bindInput();
    void onLeftDown(wxMouseEvent& e);
    void onLeftUp(wxMouseEvent& e);
    void onMotion(wxMouseEvent& e);
    void onDoubleClick(wxMouseEvent& e);
    void onWheel(wxMouseEvent& e);
    void onKey(wxKeyEvent& e);
    void onScroll(wxScrollWinEvent& e);
    // The selection as a click with these modifiers on row `i` makes it; tells the owner.
    void clickSelect(std::size_t i, bool ctrl, bool shift);
    void moveCurrent(std::size_t to, bool extend);
    void selectOnly(std::size_t i);
    void selectRange(std::size_t from, std::size_t to);
    [[nodiscard]] std::optional<unsigned> columnBorderAt(int x) const;  // a header border to drag
    [[nodiscard]] bool onExpander(std::size_t row, int x) const;
    void startDrag();
    void finishEdit(bool keep, bool refocus);
    void setDropRow(std::optional<std::size_t> row);

    wxDataViewModel* m_model = nullptr;
    std::unique_ptr<Notifier> m_notifier;  // owned by the model once associated
    Notifier* m_notifierInModel = nullptr;
    std::vector<RowTreeColumn> m_columns;
    bool m_multiple;
    DragAndDrop m_dnd;

    std::vector<Row> m_rows;  // shown rows, top down
    mutable std::unordered_map<void*, std::size_t> m_index;
    mutable bool m_indexStale = true;
    std::unordered_set<void*> m_selected;
    wxDataViewItem m_current;
    wxDataViewItem m_anchor;  // where a Shift selection starts
    std::unordered_map<void*, Picture> m_pictures;
    std::size_t m_picturesDrawn = 0;
    std::unordered_map<TextLook, wxBitmap, TextLookHash> m_texts;

    int m_textHeight = 16;
    int m_rowHeight = 20;
    int m_headerHeight = 24;
    int m_indent = 16;
    int m_scrollX = 0;
    int m_scrollY = 0;
    bool m_scrollbarsQueued = false;
    wxSize m_laidOutSize;  // the client size the rows were last drawn for
    wxFont m_font;
    wxFont m_bold;

    // Input state.
    std::optional<wxPoint> m_pressAt;         // left button down on a row, a drag may start
    std::optional<std::size_t> m_selectOnUp;  // a press on a selected row of several: select it alone on release
    std::optional<unsigned> m_resizing;       // the column whose right border is being dragged
    int m_resizeFrom = 0;                     // its width when the drag started, minus the press x
    std::optional<std::size_t> m_dropRow;     // a drag over the tree would drop here
    wxTextCtrl* m_editor = nullptr;
    wxDataViewItem m_editItem;
    unsigned m_editColumn = 0;
    bool m_finishing = false;
    bool m_resizeCursor = false;  // the pointer is on a header border
};

}  // namespace editor
