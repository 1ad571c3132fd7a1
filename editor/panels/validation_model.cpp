#include "editor/panels/validation_model.hpp"

#include <wx/artprov.h>
#include <wx/settings.h>

#include <algorithm>
#include <unordered_map>

namespace editor {

namespace {

wxArtID iconOf(engine::Severity s) {
    switch (s) {
    case engine::Severity::Error: return wxART_ERROR;
    case engine::Severity::Warning: return wxART_WARNING;
    case engine::Severity::Info: return wxART_INFORMATION;
    }
    return wxART_INFORMATION;
}

wxString groupTitle(engine::Severity s, std::size_t n) {
    switch (s) {
    case engine::Severity::Error: return wxString::Format(wxPLURAL("%zu error", "%zu errors", n), n);
    case engine::Severity::Warning: return wxString::Format(wxPLURAL("%zu warning", "%zu warnings", n), n);
    case engine::Severity::Info: return wxString::Format(wxPLURAL("%zu note", "%zu notes", n), n);
    }
    return {};
}

wxString locationsText(const engine::Diagnostic& d) {
    wxString where;
    for (const engine::Location& l : d.locations) where += (where.empty() ? "" : ", ") + wxString::FromUTF8(l.key());
    return where;
}

}  // namespace

void ValidationModel::reset(engine::DiagnosticList diagnostics) {
    m_diagnostics = std::move(diagnostics);
    m_roots.clear();
    m_leaves.assign(m_diagnostics.size(), nullptr);
    Node* severity = nullptr;
    Node* rule = nullptr;
    for (std::size_t i = 0; i < m_diagnostics.size(); ++i) {
        const engine::Diagnostic& d = m_diagnostics[i];
        if (!severity || severity->severity != d.severity) {
            m_roots.push_back(std::make_unique<Node>(Node{nullptr, {}, d.severity, {}, {}}));
            severity = m_roots.back().get();
            rule = nullptr;
        }
        if (!rule || rule->rule != d.rule) {
            severity->children.push_back(std::make_unique<Node>(Node{severity, {}, d.severity, d.rule, {}}));
            rule = severity->children.back().get();
        }
        rule->children.push_back(std::make_unique<Node>(Node{rule, {}, d.severity, d.rule, i}));
        m_leaves[i] = rule->children.back().get();
    }
    countLeaves();
    Cleared();
}

void ValidationModel::update(engine::DiagnosticList diagnostics) {
    // Both lists in report order: one walk pairs the problems still reported, old index to new.
    // A problem reported again at the same place (its severity, rule and locations) with other
    // words keeps its row, told it changed: a row that goes makes the view repaint itself whole.
    std::vector<std::optional<std::size_t>> keptAt(m_diagnostics.size());
    std::vector<bool> kept(diagnostics.size(), false);
    std::vector<std::size_t> reworded;  // new indexes
    std::size_t changes = 0;
    const auto samePlace = [](const engine::Diagnostic& a, const engine::Diagnostic& b) {
        return a.severity == b.severity && a.rule == b.rule && a.locations == b.locations;
    };
    // Only a problem alone at its place in both reports is paired so: of several, which is which
    // is not known. Those at one place are listed near one another (the same rule and first place).
    const auto alone = [&samePlace](const engine::DiagnosticList& list, std::size_t k) {
        const auto near = [&](std::size_t x) {
            return list[x].severity == list[k].severity && list[x].rule == list[k].rule &&
                   (list[x].locations.empty()
                        ? list[k].locations.empty()
                        : !list[k].locations.empty() && list[x].locations.front() == list[k].locations.front());
        };
        for (std::size_t x = k; x-- > 0 && near(x);)
            if (samePlace(list[x], list[k])) return false;
        for (std::size_t x = k + 1; x < list.size() && near(x); ++x)
            if (samePlace(list[x], list[k])) return false;
        return true;
    };
    for (std::size_t i = 0, j = 0; i < m_diagnostics.size() || j < diagnostics.size();) {
        if (i < m_diagnostics.size() && j < diagnostics.size() &&
            (m_diagnostics.items()[i] == diagnostics.items()[j] || m_diagnostics[i] == diagnostics[j])) {
            keptAt[i++] = j;
            kept[j++] = true;
        } else if (i < m_diagnostics.size() && j < diagnostics.size() && samePlace(m_diagnostics[i], diagnostics[j]) &&
                   alone(m_diagnostics, i) && alone(diagnostics, j)) {
            reworded.push_back(j);
            keptAt[i++] = j;
            kept[j++] = true;
            ++changes;
        } else if (j == diagnostics.size() ||
                   (i < m_diagnostics.size() && engine::reportOrder(m_diagnostics[i], diagnostics[j]))) {
            ++i, ++changes;  // went
        } else {
            ++j, ++changes;  // came (a changed problem went and came)
        }
    }
    // A problem that went and one that came about the same first place, of the same rule, where
    // the rows on either side stayed (a unit out of command of another leader after a reparent),
    // take the same row: it is told it changed rather than going, which repaints the view whole.
    for (std::size_t i = 0; i < keptAt.size(); ++i) {
        if (keptAt[i] || (i > 0 && !keptAt[i - 1])) continue;
        const std::size_t j = i == 0 ? 0 : *keptAt[i - 1] + 1;
        const bool lastBoth = i + 1 == keptAt.size() && j + 1 == diagnostics.size();
        if (j >= diagnostics.size() || kept[j] || !(lastBoth || (i + 1 < keptAt.size() && keptAt[i + 1] == j + 1)))
            continue;
        const engine::Diagnostic &was = m_diagnostics[i], &now = diagnostics[j];
        if (was.severity != now.severity || was.rule != now.rule || was.locations.empty() || now.locations.empty() ||
            was.locations.front() != now.locations.front())
            continue;
        reworded.push_back(j);
        keptAt[i] = j;
        kept[j] = true;
        --changes;  // counted as one that went and one that came
    }
    if (m_roots.empty() || changes * 4 > diagnostics.size() + m_diagnostics.size()) {
        reset(std::move(diagnostics));
        return;
    }
    // Group rows show counts (and a rule row its first problem's citation): those whose text
    // changes are told, after.
    const auto groupTexts = [this] {
        std::unordered_map<void*, wxString> out;
        for (const wxDataViewItem& g : groups())
            for (unsigned c = 0; c < kColumnCount; ++c) out[g.GetID()] += text(g, c) + '\n';
        return out;
    };
    const auto groupsBefore = groupTexts();
    for (std::size_t i = 0; i < m_diagnostics.size(); ++i)
        if (!keptAt[i]) removeLeaf(m_leaves[i]);
    m_diagnostics = std::move(diagnostics);
    std::vector<Node*> leaves(m_diagnostics.size(), nullptr);
    for (std::size_t i = 0; i < keptAt.size(); ++i)
        if (keptAt[i]) {
            m_leaves[i]->diagnostic = *keptAt[i];
            leaves[*keptAt[i]] = m_leaves[i];
        }
    m_leaves = std::move(leaves);
    for (std::size_t j = 0; j < m_diagnostics.size(); ++j)
        if (!kept[j]) addLeaf(j);
    countLeaves();
    for (std::size_t j : reworded) ItemChanged(wxDataViewItem(m_leaves[j]));
    for (const auto& [group, texts] : groupTexts())
        if (const auto was = groupsBefore.find(group); was != groupsBefore.end() && was->second != texts)
            ItemChanged(wxDataViewItem(group));
}

void ValidationModel::removeLeaf(Node* leaf) {
    // Unlinked first, told after, freed last: the view may still look the item up by its id.
    Node* node = leaf;
    while (node) {
        Node* parent = node->parent;
        auto& siblings = parent ? parent->children : m_roots;
        const auto at = std::find_if(siblings.begin(), siblings.end(), [&](const auto& c) { return c.get() == node; });
        std::unique_ptr<Node> gone = std::move(*at);
        siblings.erase(at);
        ItemDeleted(wxDataViewItem(parent), wxDataViewItem(node));
        if (!parent || !parent->children.empty()) break;
        node = parent;  // an emptied group goes too
    }
}

ValidationModel::Node* ValidationModel::groupFor(const engine::Diagnostic& d) {
    const auto severityAt = std::lower_bound(m_roots.begin(), m_roots.end(), d.severity,
                                             [](const auto& n, engine::Severity s) { return n->severity < s; });
    Node* severity = severityAt != m_roots.end() && (*severityAt)->severity == d.severity ? severityAt->get() : nullptr;
    if (!severity) {
        severity = m_roots.insert(severityAt, std::make_unique<Node>(Node{nullptr, {}, d.severity, {}, {}}))->get();
        ItemAdded(wxDataViewItem(nullptr), wxDataViewItem(severity));
    }
    auto& rules = severity->children;
    const auto ruleAt = std::lower_bound(rules.begin(), rules.end(), d.rule,
                                         [](const auto& n, const std::string& r) { return n->rule < r; });
    if (ruleAt != rules.end() && (*ruleAt)->rule == d.rule) return ruleAt->get();
    Node* rule = rules.insert(ruleAt, std::make_unique<Node>(Node{severity, {}, d.severity, d.rule, {}}))->get();
    ItemAdded(wxDataViewItem(severity), wxDataViewItem(rule));
    return rule;
}

void ValidationModel::addLeaf(std::size_t index) {
    Node* rule = groupFor(m_diagnostics[index]);
    auto& leaves = rule->children;
    const auto at = std::lower_bound(leaves.begin(), leaves.end(), index,
                                     [](const auto& n, std::size_t i) { return *n->diagnostic < i; });
    Node* leaf = leaves.insert(at, std::make_unique<Node>(Node{rule, {}, rule->severity, rule->rule, index}))->get();
    m_leaves[index] = leaf;
    ItemAdded(wxDataViewItem(rule), wxDataViewItem(leaf));
}

wxDataViewItem ValidationModel::itemOf(std::size_t index) const {
    return index < m_leaves.size() ? wxDataViewItem(m_leaves[index]) : wxDataViewItem();
}

std::optional<std::size_t> ValidationModel::indexOf(const wxDataViewItem& item) const {
    if (!item.IsOk()) return std::nullopt;
    return nodeOf(item)->diagnostic;
}

std::vector<wxDataViewItem> ValidationModel::groups() const {
    std::vector<wxDataViewItem> out;
    for (const auto& s : m_roots) {
        out.emplace_back(s.get());
        for (const auto& r : s->children) out.emplace_back(r.get());
    }
    return out;
}

void ValidationModel::countLeaves() {
    for (const auto& severity : m_roots) {
        severity->leaves = severity->waived = 0;
        for (const auto& rule : severity->children) {
            rule->leaves = rule->children.size();
            rule->waived = static_cast<std::size_t>(
                std::count_if(rule->children.begin(), rule->children.end(),
                              [this](const auto& leaf) { return m_diagnostics[*leaf->diagnostic].waived; }));
            severity->leaves += rule->leaves;
            severity->waived += rule->waived;
        }
    }
}

wxString ValidationModel::text(const wxDataViewItem& item, unsigned column) const {
    const Node* n = nodeOf(item);
    if (!n) return {};
    if (n->diagnostic) {
        const engine::Diagnostic& d = m_diagnostics[*n->diagnostic];
        switch (column) {
        case kProblem: {
            wxString message = wxString::FromUTF8(d.message);
            if (d.waived) message += wxString::Format(_(" (waived: %s)"), wxString::FromUTF8(d.waiverComment));
            return message;
        }
        case kCitation: return wxString::FromUTF8(d.citation);
        case kLocation: return locationsText(d);
        default: return {};
        }
    }
    if (column != kProblem) {
        // A rule row shows its citation; a severity row nothing.
        if (column == kCitation && !n->rule.empty() && !n->children.empty())
            return wxString::FromUTF8(m_diagnostics[*n->children.front()->diagnostic].citation);
        return {};
    }
    const std::size_t count = n->leaves, waived = n->waived;
    const wxString title = n->rule.empty() ? groupTitle(n->severity, count)
                                           : wxString::Format("%s (%zu)", wxString::FromUTF8(n->rule), count);
    return waived == 0 ? title : title + wxString::Format(_(", %zu waived"), waived);
}

wxString ValidationModel::GetColumnType(unsigned int column) const {
    return column == kProblem ? "wxDataViewIconText" : "string";
}

void ValidationModel::GetValue(wxVariant& value, const wxDataViewItem& item, unsigned int column) const {
    if (column != kProblem) {
        value = text(item, column);
        return;
    }
    const Node* n = nodeOf(item);
    // Severity rows and problems carry the severity's icon; rule rows only their name.
    wxBitmapBundle icon;
    if (n && (n->rule.empty() || n->diagnostic)) icon = wxArtProvider::GetBitmapBundle(iconOf(n->severity), wxART_LIST);
    value << wxDataViewIconText(text(item, column), icon);
}

bool ValidationModel::GetAttr(const wxDataViewItem& item, unsigned int, wxDataViewItemAttr& attr) const {
    const Node* n = nodeOf(item);
    if (!n) return false;
    if (!n->diagnostic) {
        attr.SetBold(true);
        return true;
    }
    if (!m_diagnostics[*n->diagnostic].waived) return false;
    attr.SetColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    attr.SetItalic(true);
    return true;
}

wxDataViewItem ValidationModel::GetParent(const wxDataViewItem& item) const {
    const Node* n = nodeOf(item);
    return wxDataViewItem(n ? n->parent : nullptr);
}

bool ValidationModel::IsContainer(const wxDataViewItem& item) const {
    const Node* n = nodeOf(item);
    return !n || !n->diagnostic;
}

unsigned int ValidationModel::GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const {
    const Node* n = nodeOf(item);
    const auto& list = n ? n->children : m_roots;
    for (const auto& c : list) children.Add(wxDataViewItem(c.get()));
    return static_cast<unsigned int>(list.size());
}

}  // namespace editor
