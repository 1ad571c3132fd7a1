#include "editor/panels/oob_model.hpp"

#include "editor/panels/oob_icons.hpp"
#include "engine/model/number_text.hpp"

#include <wx/artprov.h>
#include <wx/settings.h>

#include <algorithm>

namespace editor {

namespace {

std::string keyOf(const OobRow& row) { return std::to_string(static_cast<int>(row.kind)) + ':' + row.id; }

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

wxString plural(int n, const wxString& one, const wxString& many) {
    return wxString::Format("%d %s", n, n == 1 ? one : many);
}

}  // namespace

void OobModel::reset(const engine::Document* doc, const engine::DiagnosticList* diagnostics, std::uint64_t generation) {
    m_doc = doc;
    m_diagnostics = diagnostics;
    m_generation = generation;
    m_outline = doc ? std::make_unique<engine::OobOutline>(*doc) : nullptr;
    m_attributes = m_outline ? m_outline->schema().keyAttributes : std::vector<const engine::AttributeDef*>{};
    countProblems();
    computeVisible();
    m_sides.clear();
    m_byId.clear();
    std::vector<std::unique_ptr<Node>> gone;
    sync(nullptr, m_sides, wantedBelow(nullptr), gone, false);
    Cleared();
}

void OobModel::setFilter(const std::string& text) {
    m_filter = lower(text);
    reset(m_doc, m_diagnostics);
}

void OobModel::update(const engine::ChangeSet& change, std::uint64_t generation, const engine::ReportChange* delta) {
    if (!m_doc) return;
    // Rows whose text may change: the records the edit names and the formations above them, as
    // they were and as they are; and every row whose problems changed.
    std::unordered_set<std::string> touched;
    for (const auto* ids : {&change.units, &change.leaders, &change.formations, &change.placements})
        touched.insert(ids->begin(), ids->end());
    const auto ancestorsInto = [this](const std::unordered_set<std::string>& ids, std::unordered_set<Node*>& out) {
        for (const std::string& id : ids)
            if (const auto it = m_byId.find(id); it != m_byId.end())
                for (Node* n = it->second; n; n = n->parent) out.insert(n);
    };
    const bool everyRow = change.settings || !change.scheduleRows.empty() || !change.sides.empty();
    std::unordered_set<Node*> before;
    ancestorsInto(touched, before);
    std::vector<std::string> beforeIds;
    for (Node* n : before) beforeIds.push_back(n->row.id);
    // An edit of leaders and units alone changes the children of the rows that held them and of
    // those that hold them now; anything else (formations can lift one another out of a parent
    // cycle, a filter keeps ancestors) brings the whole tree up to date.
    const bool piecesOnly = change.formations.empty() && change.sides.empty() && m_filter.empty();
    std::vector<OobRow> parents;
    const auto heldBy = [&](const std::vector<std::string>& ids, OobKind kind) {
        for (const std::string& id : ids)
            if (const auto it = m_byId.find(id);
                it != m_byId.end() && it->second->row.kind == kind && it->second->parent)
                parents.push_back(it->second->parent->row);
    };
    if (piecesOnly) {
        heldBy(change.units, OobKind::Unit);
        heldBy(change.leaders, OobKind::Leader);
    }

    if (!m_outline->follow(change)) m_outline = std::make_unique<engine::OobOutline>(*m_doc);
    // The problems are counted again only when the findings changed (milliseconds on a large scenario).
    if (generation != m_generation && delta && delta->bridges(m_generation, generation)) {
        m_generation = generation;
        countProblems(delta->removed, -1, &touched);
        countProblems(delta->added, 1, &touched);
    } else if (generation != m_generation) {
        m_generation = generation;
        const auto oldProblems = std::move(m_problems);
        countProblems();
        for (const auto& [id, p] : oldProblems)
            if (problemsOf(id) != p) touched.insert(id);
        for (const auto& [id, p] : m_problems)
            if (!oldProblems.contains(id)) touched.insert(id);
    }
    computeVisible();
    std::vector<std::unique_ptr<Node>> gone;
    if (piecesOnly && sameSides()) {
        for (const std::string& id : change.units)
            if (const auto row = holderOf(OobKind::Unit, id)) parents.push_back(*row);
        for (const std::string& id : change.leaders)
            if (const auto row = holderOf(OobKind::Leader, id)) parents.push_back(*row);
        std::unordered_set<std::string> done;
        for (const OobRow& row : parents) {
            if (!done.insert(keyOf(row)).second) continue;
            const wxDataViewItem item = itemOf(row.kind, row.id);
            if (Node* n = nodeOf(item)) sync(n, n->children, wantedBelow(n), gone, heardOf(n), false);
        }
    } else {
        sync(nullptr, m_sides, wantedBelow(nullptr), gone, true);
    }

    std::unordered_set<Node*> rows;
    ancestorsInto(touched, rows);
    for (const std::string& id : beforeIds)
        if (const auto it = m_byId.find(id); it != m_byId.end()) rows.insert(it->second);
    if (everyRow) {
        std::vector<Node*> open;
        for (auto& s : m_sides) open.push_back(s.get());
        while (!open.empty()) {
            Node* n = open.back();
            open.pop_back();
            rows.insert(n);
            if (n->expanded)
                for (auto& c : n->children) open.push_back(c.get());
        }
    }
    for (auto& s : m_sides) rows.insert(s.get());  // a side's totals
    // An edit of the settings, the schedule or the sides tells every open row: no row is compared.
    for (Node* n : rows) tellChanged(n, !everyRow);
    // `gone` is freed here, after the view was told about each removed row.
}

void OobModel::tellChanged(Node* node, bool compare) {
    // A row the view does not show is drawn from the model when it is shown.
    if (!shown(node->parent) || !heardOf(node)) {
        node->told.reset();
        return;
    }
    // The view lays out a row told changed afresh: a row whose texts are as the view was last told
    // (a side's totals after most edits) is not told again.
    if (compare) {
        std::string texts = rowTexts(node);
        if (node->told == texts) return;
        node->told = std::move(texts);
    } else {
        node->told.reset();
    }
    ItemChanged(wxDataViewItem(node));
}

std::string OobModel::rowTexts(Node* node) const {
    std::string out;
    const wxDataViewItem item(node);
    for (unsigned column = 0; column < GetColumnCount(); ++column) {
        out += text(item, column).utf8_string();
        out += '\x1f';
    }
    return out;
}

bool OobModel::built(const Node* parent) {
    for (const Node* n = parent; n; n = n->parent)
        if (n->parent && !n->parent->expanded) return false;
    return true;
}

bool OobModel::shown(const Node* parent) {
    for (const Node* n = parent; n; n = n->parent)
        if (!n->open) return false;
    return true;
}

bool OobModel::heardOf(const Node* node) {
    for (const Node* n = node; n; n = n->parent)
        if (!n->heard) return false;
    return true;
}

void OobModel::expanding(const wxDataViewItem& item) {
    Node* n = nodeOf(item);
    if (!n) return;
    tellHeld(n);
    // Expanding every row below (a shifted click) asks about each without saying it expanded them.
    n->expanded = n->open = true;
}

void OobModel::expanded(const wxDataViewItem& item) {
    if (Node* n = nodeOf(item)) n->expanded = n->open = true;
}

void OobModel::collapsed(const wxDataViewItem& item) {
    std::vector<Node*> open{nodeOf(item)};
    while (!open.empty()) {
        Node* n = open.back();
        open.pop_back();
        if (!n) continue;
        n->open = false;
        for (auto& c : n->children) open.push_back(c.get());
    }
}

void OobModel::tellHeld(Node* node) {
    if (!node->viewChildren) return;
    const std::vector<Node*> known = std::move(*node->viewChildren);
    node->viewChildren.reset();
    std::unordered_set<const Node*> now;
    for (const auto& c : node->children) now.insert(c.get());
    for (Node* old : known)
        if (!now.contains(old)) ItemDeleted(wxDataViewItem(node), wxDataViewItem(old));
    const std::unordered_set<const Node*> before(known.begin(), known.end());
    for (const auto& c : node->children)
        if (!before.contains(c.get())) {
            c->heard = true;  // the view builds what is below it from the model
            ItemAdded(wxDataViewItem(node), wxDataViewItem(c.get()));
        }
    node->heldGone.clear();
}

std::vector<OobRow> OobModel::wantedBelow(const Node* node) const {
    std::vector<OobRow> out;
    if (!m_outline) return out;
    const engine::OobOutline& o = *m_outline;
    const auto add = [this, &out](OobKind kind, const std::string& id) {
        OobRow row{kind, id};
        if (m_filter.empty() || m_visible.contains(keyOf(row))) out.push_back(std::move(row));
    };
    if (!node) {
        for (const std::string& side : o.sides()) add(OobKind::Side, side);
    } else if (node->row.kind == OobKind::Side) {
        for (const auto* f : o.topFormations(node->row.id)) add(OobKind::Formation, f->id);
        for (const auto* l : o.unattachedLeaders(node->row.id)) add(OobKind::Leader, l->id);
        for (const auto* u : o.unattachedUnits(node->row.id)) add(OobKind::Unit, u->id);
    } else if (node->row.kind == OobKind::Formation) {
        for (const auto* f : o.subFormations(node->row.id)) add(OobKind::Formation, f->id);
        for (const auto* l : o.leadersOf(node->row.id)) add(OobKind::Leader, l->id);
        for (const auto* u : o.unitsOf(node->row.id)) add(OobKind::Unit, u->id);
    }
    return out;
}

void OobModel::computeVisible() {
    m_visible.clear();
    if (m_filter.empty() || !m_outline) return;
    // A row stays when it matches, when something below it does, or when a formation above it
    // matches (a matching brigade shows its regiments).
    Node probe;
    const auto rowMatches = [this, &probe](const OobRow& row) {
        probe.row = row;
        for (unsigned column : {kName, kId, kType, kStatus})
            if (lower(text(wxDataViewItem(&probe), column).utf8_string()).find(m_filter) != std::string::npos)
                return true;
        return false;
    };
    std::function<bool(const OobRow&, bool)> visit = [&](const OobRow& row, bool shownAbove) {
        const bool self = rowMatches(row);
        const bool keepAll = shownAbove || (self && row.kind != OobKind::Side);
        bool any = self || shownAbove;
        probe.row = row;
        const auto saved = std::move(m_filter);  // list every child while visiting
        m_filter.clear();
        const std::vector<OobRow> below = wantedBelow(&probe);
        m_filter = saved;
        for (const OobRow& child : below) any = visit(child, keepAll) || any;
        if (any) m_visible.insert(keyOf(row));
        return any;
    };
    for (const std::string& side : m_outline->sides()) visit({OobKind::Side, side}, false);
}

bool OobModel::sameSides() const {
    const std::vector<std::string>& sides = m_outline->sides();
    if (sides.size() != m_sides.size()) return false;
    for (std::size_t i = 0; i < sides.size(); ++i)
        if (sides[i] != m_sides[i]->row.id) return false;
    return true;
}

std::optional<OobRow> OobModel::holderOf(OobKind kind, const std::string& id) const {
    const engine::OobOutline& o = *m_outline;
    const engine::Unit* u = kind == OobKind::Unit ? o.unit(id) : nullptr;
    const engine::Leader* l = kind == OobKind::Leader ? o.leader(id) : nullptr;
    if (!u && !l) return std::nullopt;
    const engine::OobOutline::Holder h = u ? o.holderOf(u->formation, u->side) : o.holderOf(l->formation, l->side);
    return OobRow{h.formation ? OobKind::Formation : OobKind::Side, h.id};
}

void OobModel::sync(Node* node, std::vector<std::unique_ptr<Node>>& children, const std::vector<OobRow>& wanted,
                    std::vector<std::unique_ptr<Node>>& gone, bool known, bool deep) {
    const bool tell = known && built(node) && heardOf(node);
    // Below a collapsed row the view has built, rows that come and go are told when it expands.
    const bool hold = tell && node && !shown(node);
    if (hold && !node->viewChildren) {
        node->viewChildren.emplace();
        for (const auto& c : children) node->viewChildren->push_back(c.get());
    }
    std::unordered_map<std::string, std::size_t> wantedAt;
    for (std::size_t i = 0; i < wanted.size(); ++i) wantedAt.emplace(keyOf(wanted[i]), i);
    // Rows no longer wanted, or out of their new order, go (a moved row goes and comes).
    std::unordered_map<std::string, std::unique_ptr<Node>> kept;
    std::size_t last = 0;
    bool any = false;
    for (std::size_t i = 0; i < children.size();) {
        Node* c = children[i].get();
        const auto at = wantedAt.find(keyOf(c->row));
        if (at != wantedAt.end() && (!any || at->second > last)) {
            last = at->second;
            any = true;
            ++i;
            continue;
        }
        (hold ? node->heldGone : gone).push_back(std::move(children[i]));
        children.erase(children.begin() + static_cast<std::ptrdiff_t>(i));
        unindex(c);
        if (tell && !hold) ItemDeleted(wxDataViewItem(node), wxDataViewItem(c));
    }
    for (auto& c : children) kept.emplace(keyOf(c->row), std::move(c));
    children.clear();
    std::vector<Node*> added;
    for (const OobRow& row : wanted) {
        if (auto it = kept.find(keyOf(row)); it != kept.end()) {
            children.push_back(std::move(it->second));
            if (deep)
                sync(children.back().get(), children.back()->children, wantedBelow(children.back().get()), gone, known);
            continue;
        }
        children.push_back(std::make_unique<Node>());
        Node* n = children.back().get();
        n->parent = node;
        n->row = row;
        n->heard = !hold;
        index(n);
        sync(n, n->children, wantedBelow(n), gone, false);  // its rows exist before the view hears of it
        added.push_back(n);
    }
    if (tell && !hold)
        for (Node* n : added) ItemAdded(wxDataViewItem(node), wxDataViewItem(n));
    // Whether a row has children decides its expander: that news cannot wait.
    if (hold && node->viewChildren->empty() != children.empty()) tellHeld(node);
}

void OobModel::index(Node* node) {
    if (node->row.kind != OobKind::Side) m_byId[node->row.id] = node;
}

void OobModel::unindex(Node* node) {
    if (node->row.kind != OobKind::Side) {
        const auto it = m_byId.find(node->row.id);
        if (it != m_byId.end() && it->second == node) m_byId.erase(it);
    }
    for (auto& c : node->children) unindex(c.get());
}

void OobModel::countProblems() {
    m_problems.clear();
    if (m_diagnostics) countProblems(m_diagnostics->items(), 1, nullptr);
}

void OobModel::countProblems(const std::vector<engine::DiagnosticList::Shared>& findings, int by,
                             std::unordered_set<std::string>* named) {
    for (const auto& d : findings) {
        if (d->waived || (d->severity != engine::Severity::Error && d->severity != engine::Severity::Warning)) continue;
        for (const engine::Location& l : d->locations) {
            if (l.kind != "unit" && l.kind != "leader" && l.kind != "formation") continue;
            Problems& p = m_problems[l.id];
            (d->severity == engine::Severity::Error ? p.errors : p.warnings) += by;
            if (p == Problems{}) m_problems.erase(l.id);  // as a count from scratch leaves it
            if (named) named->insert(l.id);
        }
    }
}

OobModel::Problems OobModel::problemsOf(const std::string& id) const {
    const auto it = m_problems.find(id);
    return it == m_problems.end() ? Problems{} : it->second;
}

wxDataViewItem OobModel::itemOf(OobKind kind, const std::string& id) const {
    if (kind == OobKind::Side) {
        for (const auto& s : m_sides)
            if (s->row.id == id) return wxDataViewItem(s.get());
        return {};
    }
    const auto it = m_byId.find(id);
    return it != m_byId.end() && it->second->row.kind == kind ? wxDataViewItem(it->second) : wxDataViewItem();
}

std::optional<OobRow> OobModel::rowOf(const wxDataViewItem& item) const {
    if (!item.IsOk()) return std::nullopt;
    return nodeOf(item)->row;
}

std::vector<wxDataViewItem> OobModel::ancestorsOf(const wxDataViewItem& item) const {
    std::vector<wxDataViewItem> out;
    for (Node* n = item.IsOk() ? nodeOf(item)->parent : nullptr; n; n = n->parent) out.emplace_back(n);
    std::reverse(out.begin(), out.end());
    return out;
}

std::vector<wxDataViewItem> OobModel::sideItems() const {
    std::vector<wxDataViewItem> out;
    for (const auto& s : m_sides) out.emplace_back(s.get());
    return out;
}

const engine::Side* OobModel::sideOf(const std::string& id) const {
    if (!m_doc || !m_doc->scenario) return nullptr;
    for (const engine::Side& s : m_doc->scenario->sides)
        if (s.id == id) return &s;
    return nullptr;
}

wxString OobModel::text(const wxDataViewItem& item, unsigned column) const {
    const Node* n = nodeOf(item);
    if (!n || !m_outline) return {};
    const engine::OobOutline& o = *m_outline;
    const std::string& id = n->row.id;
    const auto named = [](const std::string& name, const std::string& fallback) {
        return wxString::FromUTF8(name.empty() ? fallback : name);
    };
    const auto totalsText = [](const engine::FormationTotals& t) {
        wxString s = plural(t.units, _("unit"), _("units"));
        if (t.leaders) s += ", " + plural(t.leaders, _("leader"), _("leaders"));
        for (const auto& by : t.strengthByAttribute)
            if (by.total > 0)
                s += wxString::Format(", %s %s", wxString::FromUTF8(by.attribute->name),
                                      wxString::FromUTF8(engine::formatNumber(by.total)));
        return s;
    };
    const auto inPlayText = [](const engine::FormationTotals& t) {
        wxString s;
        if (t.setUp) s = wxString::Format(_("%d set up"), t.setUp);
        if (t.arriving) s += (s.empty() ? "" : ", ") + wxString::Format(_("%d arriving"), t.arriving);
        return s.empty() ? wxString(_("not in play")) : s;
    };
    const auto problemsText = [this, &id] {
        const Problems p = problemsOf(id);
        wxString s;
        if (p.errors) s = plural(p.errors, _("error"), _("errors"));
        if (p.warnings) s += (s.empty() ? "" : ", ") + plural(p.warnings, _("warning"), _("warnings"));
        return s;
    };
    switch (n->row.kind) {
    case OobKind::Side: {
        const engine::Side* side = sideOf(id);
        engine::FormationTotals sum;
        for (const auto* f : o.topFormations(id)) {
            const auto& t = o.totals(f->id);
            sum.units += t.units, sum.leaders += t.leaders;
            sum.setUp += t.setUp, sum.arriving += t.arriving;
        }
        sum.units += static_cast<int>(o.unattachedUnits(id).size());
        sum.leaders += static_cast<int>(o.unattachedLeaders(id).size());
        switch (column) {
        case kName: return id.empty() ? wxString(_("(no side)")) : named(side ? side->name : "", id);
        case kId: return wxString::FromUTF8(id);
        case kType: return _("side");
        case kTotals: return totalsText(sum);
        default: return {};
        }
    }
    case OobKind::Formation: {
        const engine::Formation* f = o.formation(id);
        if (!f) return {};
        const auto& t = o.totals(id);
        switch (column) {
        case kName: return named(f->name, f->id);
        case kId: return wxString::FromUTF8(f->id);
        case kType: return wxString::FromUTF8(f->kind);
        case kTotals: return totalsText(t);
        case kStatus: return inPlayText(t);
        case kProblems: return problemsText();
        default: return {};
        }
    }
    case OobKind::Leader: {
        const engine::Leader* l = o.leader(id);
        if (!l) return {};
        switch (column) {
        case kName: return named(l->name, l->id);
        case kId: return wxString::FromUTF8(l->id);
        case kType: return l->rank.empty() ? wxString(_("leader")) : wxString::Format(_("leader (%s)"), l->rank);
        case kStatus: return wxString::FromUTF8(o.status(id).text);
        case kProblems: return problemsText();
        default: return {};
        }
    }
    case OobKind::Unit: {
        const engine::Unit* u = o.unit(id);
        if (!u) return {};
        if (column >= kFirstAttribute && column - kFirstAttribute < m_attributes.size()) {
            const auto* def = m_attributes[column - kFirstAttribute];
            const auto it = u->attributes.find(def->id);
            return it == u->attributes.end() ? wxString() : wxString::FromUTF8(it->second);
        }
        switch (column) {
        case kName: return named(u->name, u->id);
        case kId: return wxString::FromUTF8(u->id);
        case kType: return wxString::FromUTF8(u->unitClass);
        case kStatus: return wxString::FromUTF8(o.status(id).text);
        case kProblems: return problemsText();
        default: return {};
        }
    }
    }
    return {};
}

unsigned int OobModel::GetColumnCount() const { return kFirstAttribute + static_cast<unsigned>(m_attributes.size()); }

wxString OobModel::GetColumnType(unsigned int column) const {
    return column == kName || column == kProblems ? "wxDataViewIconText" : "string";
}

void OobModel::GetValue(wxVariant& value, const wxDataViewItem& item, unsigned int column) const {
    const Node* n = nodeOf(item);
    if (column == kName && n && m_outline) {
        const engine::Unit* u = n->row.kind == OobKind::Unit ? m_outline->unit(n->row.id) : nullptr;
        const engine::Formation* f = n->row.kind == OobKind::Formation ? m_outline->formation(n->row.id) : nullptr;
        value << wxDataViewIconText(
            text(item, column), oobIcon(n->row.kind, u ? u->unitClass : std::string(), f ? f->kind : std::string()));
        return;
    }
    if (column == kProblems && n) {
        const Problems p = problemsOf(n->row.id);
        wxBitmapBundle icon;
        if (p.errors) icon = wxArtProvider::GetBitmapBundle(wxART_ERROR, wxART_LIST);
        else if (p.warnings) icon = wxArtProvider::GetBitmapBundle(wxART_WARNING, wxART_LIST);
        value << wxDataViewIconText(text(item, column), icon);
        return;
    }
    value = text(item, column);
}

bool OobModel::SetValue(const wxVariant& value, const wxDataViewItem& item, unsigned int column) {
    const Node* n = nodeOf(item);
    if (!n || column != kName || !m_rename) return false;
    wxDataViewIconText typed;
    typed << value;
    const std::string name = typed.GetText().Strip(wxString::both).utf8_string();
    if (!name.empty() && name != text(item, kName).utf8_string()) m_rename(n->row, name);
    return false;  // the edit's own update tells the view
}

bool OobModel::GetAttr(const wxDataViewItem& item, unsigned int column, wxDataViewItemAttr& attr) const {
    const Node* n = nodeOf(item);
    if (!n) return false;
    if (n->row.kind == OobKind::Side || n->row.kind == OobKind::Formation) {
        attr.SetBold(column == kName);
        return column == kName;
    }
    if (column == kStatus && m_outline && m_outline->stateOf(n->row.id) == engine::PieceStatus::State::NotInPlay) {
        attr.SetColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
        return true;
    }
    return false;
}

wxDataViewItem OobModel::GetParent(const wxDataViewItem& item) const {
    const Node* n = nodeOf(item);
    return wxDataViewItem(n ? n->parent : nullptr);
}

bool OobModel::IsContainer(const wxDataViewItem& item) const {
    const Node* n = nodeOf(item);
    return !n || n->row.kind == OobKind::Side || n->row.kind == OobKind::Formation;
}

unsigned int OobModel::GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const {
    const Node* n = nodeOf(item);
    const auto& list = n ? n->children : m_sides;
    for (const auto& c : list) children.Add(wxDataViewItem(c.get()));
    return static_cast<unsigned int>(list.size());
}

}  // namespace editor
