#include "editor/widgets/row_tree.hpp"

#include <wx/dcclient.h>
#include <wx/settings.h>
#include <wx/textctrl.h>

#include <algorithm>

namespace editor {

wxDEFINE_EVENT(EVT_ROW_TREE_SELECTION_CHANGED, RowTreeEvent);
wxDEFINE_EVENT(EVT_ROW_TREE_EXPANDING, RowTreeEvent);
wxDEFINE_EVENT(EVT_ROW_TREE_EXPANDED, RowTreeEvent);
wxDEFINE_EVENT(EVT_ROW_TREE_COLLAPSED, RowTreeEvent);
wxDEFINE_EVENT(EVT_ROW_TREE_CONTEXT_MENU, RowTreeEvent);

RowTreeEvent::RowTreeEvent(wxEventType type, wxWindow* tree, const wxDataViewItem& item)
    : wxCommandEvent(type, tree ? tree->GetId() : wxID_ANY),
      m_item(item) {
    SetEventObject(tree);
}

class RowTree::Notifier final : public wxDataViewModelNotifier {
public:
    explicit Notifier(RowTree& tree)
        : m_tree(tree) {}
    bool ItemAdded(const wxDataViewItem& parent, const wxDataViewItem& item) override {
        m_tree.itemAdded(parent, item);
        return true;
    }
    bool ItemDeleted(const wxDataViewItem& parent, const wxDataViewItem& item) override {
        m_tree.itemDeleted(parent, item);
        return true;
    }
    bool ItemChanged(const wxDataViewItem& item) override {
        m_tree.itemChanged(item);
        return true;
    }
    bool ValueChanged(const wxDataViewItem& item, unsigned int) override {
        m_tree.itemChanged(item);
        return true;
    }
    bool Cleared() override {
        m_tree.cleared();
        return true;
    }
    void Resort() override { m_tree.cleared(); }

private:
    RowTree& m_tree;
};

RowTree::RowTree(wxWindow* parent, wxWindowID id, bool multipleSelection)
    : wxWindow(parent, id, wxDefaultPosition, wxDefaultSize, wxWANTS_CHARS | wxVSCROLL | wxHSCROLL | wxBORDER_THEME),
      m_multiple(multipleSelection) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    measure();
    Bind(wxEVT_PAINT, &RowTree::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        // GTK allocates the window again whenever a scrollbar's range changes; only a new size
        // needs the rows drawn again.
        if (GetClientSize() != m_laidOutSize) {
            m_laidOutSize = GetClientSize();
            updateScrollbars();
            Refresh();
        }
        e.Skip();
    });
    const auto focusChanged = [this](wxFocusEvent& e) {
        // Selected rows are drawn in another colour without the focus.
        for (void* id : m_selected) m_pictures.erase(id);
        Refresh();
        e.Skip();
    };
    Bind(wxEVT_SET_FOCUS, focusChanged);
    Bind(wxEVT_KILL_FOCUS, focusChanged);
    Bind(wxEVT_SYS_COLOUR_CHANGED, [this](wxSysColourChangedEvent& e) {
        m_pictures.clear();
        Refresh();
        e.Skip();
    });
    bindInput();
}

RowTree::~RowTree() {
    m_finishing = true;  // the editor going away must not set a value
    AssociateModel(nullptr);
}

void RowTree::AssociateModel(wxDataViewModel* model) {
    if (m_model) {
        m_model->RemoveNotifier(m_notifierInModel);  // deletes it
        m_model->DecRef();
    }
    m_model = model;
    m_notifierInModel = nullptr;
    if (m_model) {
        m_model->IncRef();
        m_notifierInModel = new Notifier(*this);
        m_model->AddNotifier(m_notifierInModel);
    }
    if (!IsBeingDeleted()) cleared();
}

void RowTree::setColumns(std::vector<RowTreeColumn> columns) {
    m_columns = std::move(columns);
    // Every title readable.
    for (RowTreeColumn& c : m_columns) c.width = std::max(c.width, GetTextExtent(c.title).x + FromDIP(20));
    m_pictures.clear();
    updateScrollbars();
    Refresh();
}

void RowTree::setColumnWidth(unsigned i, int width) {
    if (i >= m_columns.size() || m_columns[i].width == std::max(width, FromDIP(16))) return;
    m_columns[i].width = std::max(width, FromDIP(16));
    m_pictures.clear();
    updateScrollbars();
    Refresh();
}

void RowTree::setDragAndDrop(DragAndDrop dnd) { m_dnd = std::move(dnd); }

// ---- model news ----

std::optional<std::size_t> RowTree::rowIndex(const wxDataViewItem& item) const {
    if (m_indexStale) {
        m_index.clear();
        m_index.reserve(m_rows.size());
        for (std::size_t i = 0; i < m_rows.size(); ++i) m_index.emplace(m_rows[i].item.GetID(), i);
        m_indexStale = false;
    }
    const auto at = m_index.find(item.GetID());
    if (at == m_index.end()) return std::nullopt;
    return at->second;
}

std::size_t RowTree::subtreeEnd(std::size_t i) const {
    std::size_t end = i + 1;
    while (end < m_rows.size() && m_rows[end].depth > m_rows[i].depth) ++end;
    return end;
}

void RowTree::itemAdded(const wxDataViewItem& parent, const wxDataViewItem& item) {
    if (!m_model) return;
    std::optional<std::size_t> parentRow;
    if (parent.IsOk()) {
        parentRow = rowIndex(parent);
        if (!parentRow) return;
        if (!m_rows[*parentRow].expanded) {
            childrenCameOrWent(*parentRow);  // read when it opens
            return;
        }
    }
    // Before the first later sibling that is shown, else after the parent's last row.
    wxDataViewItemArray siblings;
    m_model->GetChildren(parent, siblings);
    std::size_t at = parentRow ? subtreeEnd(*parentRow) : m_rows.size();
    const auto self = std::find(siblings.begin(), siblings.end(), item);
    if (self != siblings.end())
        for (auto next = self + 1; next != siblings.end(); ++next)
            if (const auto row = rowIndex(*next)) {
                at = *row;
                break;
            }
    m_rows.insert(m_rows.begin() + static_cast<std::ptrdiff_t>(at),
                  Row{item, parentRow ? m_rows[*parentRow].depth + 1 : 0, false});
    m_indexStale = true;
    updateScrollbars();
    refreshFrom(at);
}

void RowTree::itemDeleted(const wxDataViewItem& parent, const wxDataViewItem& item) {
    if (const auto parentRow = rowIndex(parent); parentRow && !m_rows[*parentRow].expanded)
        childrenCameOrWent(*parentRow);
    const auto row = rowIndex(item);
    if (!row) return;
    if (m_editor && m_editItem == item) finishEdit(false, false);
    eraseRows(*row, subtreeEnd(*row));
    updateScrollbars();
    refreshFrom(*row);
}

void RowTree::itemChanged(const wxDataViewItem& item) {
    forget(item);
    if (const auto row = rowIndex(item)) refreshRow(*row);
}

void RowTree::cleared() {
    if (m_editor) finishEdit(false, false);
    m_rows.clear();
    m_selected.clear();
    m_pictures.clear();
    m_current = m_anchor = wxDataViewItem();
    m_indexStale = true;
    if (m_model) {
        wxDataViewItemArray top;
        m_model->GetChildren(wxDataViewItem(), top);
        for (const wxDataViewItem& item : top) m_rows.push_back(Row{item, 0, false});
    }
    m_scrollY = 0;
    updateScrollbars();
    Refresh();
}

void RowTree::eraseRows(std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i) {
        void* id = m_rows[i].item.GetID();
        m_selected.erase(id);
        m_pictures.erase(id);
        if (m_current.GetID() == id) m_current = wxDataViewItem();
        if (m_anchor.GetID() == id) m_anchor = wxDataViewItem();
    }
    m_rows.erase(m_rows.begin() + static_cast<std::ptrdiff_t>(from), m_rows.begin() + static_cast<std::ptrdiff_t>(to));
    m_indexStale = true;
}

void RowTree::forget(const wxDataViewItem& item) { m_pictures.erase(item.GetID()); }

void RowTree::childrenCameOrWent(std::size_t closedRow) {
    // A closed row shows its triangle only while it has children; an open one always does.
    forget(m_rows[closedRow].item);
    refreshRow(closedRow);
}

void RowTree::send(wxEventType type, const wxDataViewItem& item) {
    RowTreeEvent e(type, this, item);
    ProcessWindowEvent(e);
}

// ---- opening and closing rows ----

void RowTree::insertChildren(std::size_t parentRow) {
    wxDataViewItemArray children;
    m_model->GetChildren(m_rows[parentRow].item, children);
    std::vector<Row> rows;
    rows.reserve(children.size());
    for (const wxDataViewItem& c : children) rows.push_back(Row{c, m_rows[parentRow].depth + 1, false});
    m_rows.insert(m_rows.begin() + static_cast<std::ptrdiff_t>(parentRow + 1), rows.begin(), rows.end());
    m_indexStale = true;
}

void RowTree::Expand(const wxDataViewItem& item) {
    auto row = rowIndex(item);
    if (!row || m_rows[*row].expanded || !m_model || !m_model->IsContainer(item)) return;
    send(EVT_ROW_TREE_EXPANDING, item);  // the owner may bring the rows below up to date
    row = rowIndex(item);
    if (!row) return;
    m_rows[*row].expanded = true;
    insertChildren(*row);
    forget(item);
    updateScrollbars();
    refreshFrom(*row);
    send(EVT_ROW_TREE_EXPANDED, item);
}

void RowTree::Collapse(const wxDataViewItem& item) {
    const auto row = rowIndex(item);
    if (!row || !m_rows[*row].expanded) return;
    const std::size_t selected = m_selected.size();
    const bool hadCurrent = m_current.IsOk();
    eraseRows(*row + 1, subtreeEnd(*row));  // forgets the current row when it was below
    m_rows[*row].expanded = false;
    if (hadCurrent && !m_current.IsOk()) m_current = item;
    forget(item);
    updateScrollbars();
    refreshFrom(*row);
    send(EVT_ROW_TREE_COLLAPSED, item);
    if (m_selected.size() != selected) send(EVT_ROW_TREE_SELECTION_CHANGED, item);
}

bool RowTree::IsExpanded(const wxDataViewItem& item) const {
    const auto row = rowIndex(item);
    return row && m_rows[*row].expanded;
}

// ---- selection ----

void RowTree::Select(const wxDataViewItem& item) {
    const auto row = rowIndex(item);
    if (!row) return;
    if (!m_multiple) UnselectAll();
    if (m_selected.insert(item.GetID()).second) {
        forget(item);
        refreshRow(*row);
    }
    if (!m_anchor.IsOk()) m_anchor = item;
}

void RowTree::Unselect(const wxDataViewItem& item) {
    if (m_selected.erase(item.GetID()) == 0) return;
    forget(item);
    if (const auto row = rowIndex(item)) refreshRow(*row);
}

void RowTree::SelectAll() {
    if (!m_multiple) return;
    for (const Row& r : m_rows)
        if (m_selected.insert(r.item.GetID()).second) forget(r.item);
    Refresh();
}

void RowTree::UnselectAll() {
    for (void* id : m_selected) {
        m_pictures.erase(id);
        if (const auto row = rowIndex(wxDataViewItem(id))) refreshRow(*row);
    }
    m_selected.clear();
}

bool RowTree::IsSelected(const wxDataViewItem& item) const { return m_selected.count(item.GetID()) != 0; }

wxDataViewItem RowTree::GetSelection() const {
    if (m_selected.size() == 1) return wxDataViewItem(*m_selected.begin());
    wxDataViewItemArray items;
    return GetSelections(items) ? items.front() : wxDataViewItem();
}

int RowTree::GetSelections(wxDataViewItemArray& items) const {
    items.clear();
    if (m_selected.empty()) return 0;
    for (const Row& r : m_rows)
        if (m_selected.count(r.item.GetID())) items.push_back(r.item);
    return static_cast<int>(items.size());
}

void RowTree::SetCurrentItem(const wxDataViewItem& item) {
    const auto before = rowIndex(m_current);
    m_current = item;
    m_anchor = item;
    if (before) refreshRow(*before);
    if (const auto row = rowIndex(item)) refreshRow(*row);
}

void RowTree::EnsureVisible(const wxDataViewItem& item) {
    if (!m_model || !item.IsOk()) return;
    std::vector<wxDataViewItem> above;
    for (wxDataViewItem p = m_model->GetParent(item); p.IsOk(); p = m_model->GetParent(p)) above.push_back(p);
    for (auto a = above.rbegin(); a != above.rend(); ++a) Expand(*a);
    if (const auto row = rowIndex(item)) scrollRowIntoView(*row);
}

// ---- geometry and scrolling ----

int RowTree::rowTop(std::size_t i) const { return m_headerHeight + static_cast<int>(i) * m_rowHeight - m_scrollY; }

int RowTree::bodyHeight() const { return std::max(0, GetClientSize().y - m_headerHeight); }

int RowTree::totalWidth() const {
    int w = 0;
    for (const RowTreeColumn& c : m_columns) w += c.width;
    return w;
}

int RowTree::columnLeft(unsigned column) const {
    int x = 0;
    for (unsigned i = 0; i < column && i < m_columns.size(); ++i) x += m_columns[i].width;
    return x;
}

int RowTree::indentOf(const Row& row) const { return row.depth * m_indent + m_indent + FromDIP(4); }

wxRect RowTree::GetItemRect(const wxDataViewItem& item, unsigned column) const {
    const auto row = rowIndex(item);
    if (!row || column >= m_columns.size()) return {};
    int left = columnLeft(column), width = m_columns[column].width;
    if (column == 0) {
        const int indent = std::min(indentOf(m_rows[*row]), width);
        left += indent;
        width -= indent;
    }
    return {left - m_scrollX, rowTop(*row), width, m_rowHeight};
}

wxDataViewItem RowTree::HitTest(const wxPoint& point) const {
    if (point.y < m_headerHeight || m_rowHeight <= 0) return {};
    const int i = (point.y - m_headerHeight + m_scrollY) / m_rowHeight;
    if (i < 0 || static_cast<std::size_t>(i) >= m_rows.size()) return {};
    return m_rows[static_cast<std::size_t>(i)].item;
}

int RowTree::GetCountPerPage() const { return m_rowHeight > 0 ? bodyHeight() / m_rowHeight : 0; }

void RowTree::updateScrollbars() {
    const int contentHeight = static_cast<int>(m_rows.size()) * m_rowHeight;
    m_scrollY = std::clamp(m_scrollY, 0, std::max(0, contentHeight - bodyHeight()));
    m_scrollX = std::clamp(m_scrollX, 0, std::max(0, totalWidth() - GetClientSize().x));
    // The scrollbars follow once the edit is done: a change of their range makes GTK lay out the
    // window again, and a row moved is a row deleted and one added.
    if (m_scrollbarsQueued) return;
    m_scrollbarsQueued = true;
    CallAfter([this] {
        m_scrollbarsQueued = false;
        setScrollbars();
    });
}

void RowTree::setScrollbars() {
    const int contentHeight = static_cast<int>(m_rows.size()) * m_rowHeight;
    const wxSize client = GetClientSize();
    const int page = bodyHeight();
    // A window too small for two rows (a pane being laid out) gets no scrollbars: GTK cannot fit
    // them into it.
    const bool room = client.y >= m_headerHeight + 2 * m_rowHeight && client.x >= FromDIP(80);
    const auto set = [this, room](int orientation, int position, int thumb, int range) {
        if (!room) position = thumb = range = 0;
        if (GetScrollPos(orientation) != position || GetScrollRange(orientation) != range ||
            GetScrollThumb(orientation) != thumb)
            SetScrollbar(orientation, position, thumb, range);
    };
    set(wxVERTICAL, m_scrollY, page, contentHeight);
    set(wxHORIZONTAL, m_scrollX, client.x, totalWidth());
}

void RowTree::scrollTo(int x, int y) {
    const int oldX = m_scrollX, oldY = m_scrollY;
    m_scrollX = x;
    m_scrollY = y;
    updateScrollbars();
    if (m_scrollX == oldX && m_scrollY == oldY) return;
    setScrollbars();
    if (m_editor) finishEdit(true, false);
    // Every shown row is drawn from its picture; the header moves only sideways.
    if (m_scrollX != oldX) Refresh();
    else RefreshRect(wxRect(0, m_headerHeight, GetClientSize().x, bodyHeight()), false);
}

void RowTree::scrollRowIntoView(std::size_t row) {
    const int top = static_cast<int>(row) * m_rowHeight;
    int y = m_scrollY;
    if (top < y) y = top;
    else if (top + m_rowHeight > y + bodyHeight()) y = top + m_rowHeight - bodyHeight();
    scrollTo(m_scrollX, y);
}

void RowTree::refreshFrom(std::size_t row) {
    const wxSize client = GetClientSize();
    const int top = std::max(rowTop(row), m_headerHeight);
    if (top < client.y) RefreshRect(wxRect(0, top, client.x, client.y - top), false);
}

void RowTree::refreshRow(std::size_t row) {
    const int top = rowTop(row);
    if (top + m_rowHeight > m_headerHeight && top < GetClientSize().y)
        RefreshRect(wxRect(0, top, GetClientSize().x, m_rowHeight), false);
}

}  // namespace editor
