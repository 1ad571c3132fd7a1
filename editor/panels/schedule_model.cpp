#include "editor/panels/schedule_model.hpp"

#include "engine/authoring/turn_track_outline.hpp"

#include <wx/settings.h>

#include <set>

namespace editor {

namespace {

std::string joined(const std::vector<std::string>& parts, const char* separator) {
    std::string out;
    for (const std::string& p : parts) out += (out.empty() ? "" : separator) + p;
    return out;
}

std::string groupText(const engine::TurnSummary& t, const engine::Scenario& s) {
    std::string text = "Turn " + std::to_string(t.turn);
    if (!t.time.empty()) text += "  " + t.time;
    if (t.night) text += "  night";
    if (!t.onTrack) text += "  (not on the turn track)";
    for (const engine::Side& side : s.sides)
        if (const auto it = t.arrivals.find(side.id); it != t.arrivals.end())
            text += "  " + side.id + " " + std::to_string(it->second);
    return text;
}

}  // namespace

void ScheduleModel::update(const engine::Document* doc, const engine::DiagnosticList* diagnostics,
                           const std::vector<engine::TurnSummary>& outline) {
    m_doc = doc && doc->scenario ? doc : nullptr;
    const engine::Scenario* s = m_doc ? &*m_doc->scenario : nullptr;
    std::map<std::string, std::string> problems;
    if (s && diagnostics)
        for (const engine::Diagnostic& d : *diagnostics)
            for (const engine::Location& l : d.locations)
                if (l.kind == "row") {
                    std::string& p = problems[l.id];
                    p += (p.empty() ? "" : "\n") + std::string(engine::toString(d.severity)) + ": " + d.message +
                         (d.waived ? " (waived)" : "");
                }
    std::map<std::string, const engine::ReinforcementRow*> rows;
    if (s)
        for (const engine::ReinforcementRow& r : s->schedule) rows.emplace(r.id, &r);

    // Rows that went, or moved to another turn, leave their group first.
    for (auto it = m_rows.begin(); it != m_rows.end();) {
        const auto now = rows.find(it->first);
        if (now != rows.end() && now->second->turn == it->second->turn) {
            ++it;
            continue;
        }
        Node* row = it->second.get();
        ItemDeleted(wxDataViewItem(group(row->turn)), wxDataViewItem(row));
        it = m_rows.erase(it);
    }
    std::set<int> turnsWithRows;
    for (const auto& [id, r] : rows) turnsWithRows.insert(r->turn);
    for (auto it = m_groups.begin(); it != m_groups.end();) {
        if (turnsWithRows.contains(it->first)) {
            ++it;
            continue;
        }
        ItemDeleted(wxDataViewItem(), wxDataViewItem(it->second.get()));
        it = m_groups.erase(it);
    }
    if (!s) return;
    for (const engine::TurnSummary& t : outline) {
        if (!turnsWithRows.contains(t.turn)) continue;
        const std::string text = groupText(t, *s);
        auto& g = m_groups[t.turn];
        if (!g) {
            g = std::make_unique<Node>(Node{t.turn, {}, {}, {}, text});
            ItemAdded(wxDataViewItem(), wxDataViewItem(g.get()));
        } else if (g->groupText != text) {
            g->groupText = text;
            ItemChanged(wxDataViewItem(g.get()));
        }
    }
    // In file order, so rows of one turn keep the order the file gives them.
    for (const engine::ReinforcementRow& r : s->schedule) {
        const std::string& p = problems[r.id];
        auto& node = m_rows[r.id];
        if (!node) {
            node = std::make_unique<Node>(Node{r.turn, r.id, r, p, {}});
            ItemAdded(wxDataViewItem(group(r.turn)), wxDataViewItem(node.get()));
        } else if (!(node->shown == r) || node->problems != p) {
            node->shown = r;
            node->problems = p;
            ItemChanged(wxDataViewItem(node.get()));
        }
    }
}

ScheduleModel::Node* ScheduleModel::group(int turn) const {
    const auto it = m_groups.find(turn);
    return it == m_groups.end() ? nullptr : it->second.get();
}

wxDataViewItem ScheduleModel::itemOfRow(const std::string& row) const {
    const auto it = m_rows.find(row);
    return wxDataViewItem(it == m_rows.end() ? nullptr : it->second.get());
}

wxDataViewItem ScheduleModel::itemOfTurn(int turn) const { return wxDataViewItem(group(turn)); }

std::string ScheduleModel::rowOf(const wxDataViewItem& item) const { return item ? nodeOf(item)->row : std::string(); }

std::optional<int> ScheduleModel::turnOf(const wxDataViewItem& item) const {
    if (!item) return std::nullopt;
    return nodeOf(item)->turn;
}

std::vector<wxDataViewItem> ScheduleModel::groups() const {
    std::vector<wxDataViewItem> out;
    for (const auto& [turn, g] : m_groups) out.emplace_back(g.get());
    return out;
}

std::string ScheduleModel::problemsOf(const std::string& row) const {
    const auto it = m_rows.find(row);
    return it == m_rows.end() ? std::string() : it->second->problems;
}

std::string ScheduleModel::piecesText(const engine::ReinforcementRow& row) const {
    std::vector<std::string> parts = row.formations;
    parts.insert(parts.end(), row.units.begin(), row.units.end());
    return joined(parts, ", ");
}

std::string ScheduleModel::entryText(const engine::ReinforcementRow& row) const {
    if (row.entryHex) return m_doc ? m_doc->map.grid().label(*row.entryHex) : std::string();
    return row.entryArea;
}

wxString ScheduleModel::text(const wxDataViewItem& item, unsigned column) const {
    if (!item) return {};
    const Node& n = *nodeOf(item);
    if (n.row.empty()) return column == kTurn ? wxString::FromUTF8(n.groupText) : wxString();
    const engine::ReinforcementRow& r = n.shown;
    switch (static_cast<Column>(column)) {
    case kTurn: return wxString::Format("%d", r.turn);
    case kSide: return wxString::FromUTF8(r.side);
    case kPieces: return wxString::FromUTF8(piecesText(r));
    case kEntry: return wxString::FromUTF8(entryText(r));
    case kMode: return wxString::FromUTF8(r.mode);
    case kCondition: return wxString::FromUTF8(r.condition);
    case kRoll: return wxString::FromUTF8(r.roll);
    case kProblems: {
        // One line in the tree; the whole list is the row's tooltip.
        const auto end = n.problems.find('\n');
        return wxString::FromUTF8(end == std::string::npos ? n.problems : n.problems.substr(0, end) + " ...");
    }
    case kColumnCount: break;
    }
    return {};
}

void ScheduleModel::GetValue(wxVariant& value, const wxDataViewItem& item, unsigned int column) const {
    value = text(item, column);
}

bool ScheduleModel::SetValue(const wxVariant& value, const wxDataViewItem& item, unsigned int column) {
    if (!item || !m_onEdit || !IsEnabled(item, column)) return false;
    const std::string typed = value.GetString().Trim().Trim(false).utf8_string();
    if (typed == text(item, column).utf8_string()) return false;
    // The edit comes back through update() once the document has it (or not, when refused).
    m_onEdit(nodeOf(item)->row, static_cast<Column>(column), typed);
    return false;
}

bool ScheduleModel::IsEnabled(const wxDataViewItem& item, unsigned int column) const {
    if (!item || nodeOf(item)->row.empty()) return false;
    switch (static_cast<Column>(column)) {
    case kTurn:
    case kEntry:
    case kMode:
    case kCondition:
    case kRoll: return true;
    default: return false;
    }
}

bool ScheduleModel::GetAttr(const wxDataViewItem& item, unsigned int column, wxDataViewItemAttr& attr) const {
    if (!item) return false;
    const Node& n = *nodeOf(item);
    if (n.row.empty()) {
        attr.SetBold(true);
        return true;
    }
    if (column == kProblems && !n.problems.empty()) {
        attr.SetColour(n.problems.starts_with("error") ? *wxRED : wxColour(160, 100, 0));
        return true;
    }
    return false;
}

wxDataViewItem ScheduleModel::GetParent(const wxDataViewItem& item) const {
    if (!item || nodeOf(item)->row.empty()) return {};
    return wxDataViewItem(group(nodeOf(item)->turn));
}

bool ScheduleModel::IsContainer(const wxDataViewItem& item) const { return !item || nodeOf(item)->row.empty(); }

unsigned int ScheduleModel::GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const {
    if (!item) {
        for (const auto& [turn, g] : m_groups) children.Add(wxDataViewItem(g.get()));
        return static_cast<unsigned>(children.size());
    }
    const Node& n = *nodeOf(item);
    if (!n.row.empty() || !m_doc) return 0;
    for (const engine::ReinforcementRow& r : m_doc->scenario->schedule)
        if (r.turn == n.turn)
            if (const auto it = m_rows.find(r.id); it != m_rows.end()) children.Add(wxDataViewItem(it->second.get()));
    return static_cast<unsigned>(children.size());
}

}  // namespace editor
