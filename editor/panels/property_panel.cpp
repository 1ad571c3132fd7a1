#include "editor/panels/property_panel.hpp"

#include "editor/document/piece_property_edits.hpp"
#include "engine/model/number_text.hpp"
#include "engine/render/counter_faces.hpp"
#include "engine/render/formation_colors.hpp"
#include "engine/render/side_colors.hpp"
#include "engine/validation/attribute_checks.hpp"

#include <wx/propgrid/propgrid.h>
#include <wx/propgrid/props.h>
#include <wx/sizer.h>

#include <algorithm>
#include <cmath>

namespace editor {

namespace {

constexpr std::size_t kMaxFlags = 31;  // wxPGChoices values are ints

struct Named {
    std::string id;
    std::string name;
};

template <class T>
std::vector<Named> namedOf(const std::vector<T>& items) {
    std::vector<Named> out;
    for (const T& t : items) out.push_back({t.id, t.name.empty() ? t.id : t.name});
    return out;
}

// An enum property over `items`; `none` (when not empty) is a first entry meaning "".
struct EnumChoice {
    std::vector<std::string> ids;
    wxPGChoices choices;
    int current = -1;
};

EnumChoice enumOf(const std::vector<Named>& items, const std::string& current, const wxString& none = {}) {
    EnumChoice c;
    const auto add = [&c, &current](const std::string& id, const wxString& label) {
        if (id == current) c.current = static_cast<int>(c.ids.size());
        c.choices.Add(label, static_cast<int>(c.ids.size()));
        c.ids.push_back(id);
    };
    if (!none.empty()) add("", none);
    for (const Named& n : items) add(n.id, wxString::FromUTF8(n.name));
    return c;
}

wxPGProperty* enumProperty(const wxString& label, const wxString& name, const EnumChoice& c) {
    wxPGChoices choices = c.choices;  // shared, reference counted
    auto* p = new wxEnumProperty(label, name, choices, c.current < 0 ? 0 : c.current);
    if (c.current < 0) p->SetValueToUnspecified();
    return p;
}

// The chosen id of an enum property's value.
template <class Fn>
auto byChoice(std::vector<std::string> ids, Fn fn) {
    return [ids = std::move(ids), fn](const wxVariant& v) {
        const long i = v.IsNull() ? -1 : v.GetLong();
        return i >= 0 && static_cast<std::size_t>(i) < ids.size() ? fn(ids[static_cast<std::size_t>(i)])
                                                                  : PropertyEdit{};
    };
}

// A flags property over (at most 31 of) `items`, with those `has` set.
template <class Has>
wxPGProperty* flagsProperty(const wxString& label, const wxString& name, const std::vector<Named>& items, Has has) {
    wxPGChoices choices;
    long value = 0;
    for (std::size_t i = 0; i < items.size() && i < kMaxFlags; ++i) {
        choices.Add(wxString::FromUTF8(items[i].name), 1 << i);
        if (has(items[i].id)) value |= 1L << i;
    }
    return new wxFlagsProperty(label, name, choices, value);
}

std::vector<std::string> idsInMask(const std::vector<Named>& items, long mask) {
    std::vector<std::string> on;
    for (std::size_t i = 0; i < items.size() && i < kMaxFlags; ++i)
        if (mask & (1L << i)) on.push_back(items[i].id);
    return on;
}

std::string textOf(const wxVariant& v) {
    if (v.IsNull()) return {};
    if (v.GetType() == "long") return std::to_string(v.GetLong());
    if (v.GetType() == "double") return engine::formatNumber(v.GetDouble());
    return v.GetString().utf8_string();
}

wxString helpOf(const engine::Provenanced& p) {
    wxString help = wxString::FromUTF8(p.cite);
    if (p.assumed) help += _(" (value assumed: the rulebook does not state it)");
    return help;
}

}  // namespace

PropertyPanel::PropertyPanel(wxWindow* parent, Callbacks callbacks, bool interactive)
    : wxPanel(parent),
      m_callbacks(std::move(callbacks)),
      m_interactive(interactive) {
    m_grid = new wxPropertyGrid(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxPG_DEFAULT_STYLE);
    m_grid->SetExtraStyle(wxPG_EX_HELP_AS_TOOLTIPS);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(m_grid, wxSizerFlags(1).Expand());
    SetSizer(sizer);
    m_grid->Bind(wxEVT_PG_CHANGING, [this](wxPropertyGridEvent& e) {
        ++m_inEvent;
        wxPGProperty* p = e.GetProperty();
        if (editedProperty(p) == p) {  // a single flag is checked when its set changes
            PropertyEdit edit = evaluate(p, e.GetValue());
            if (!edit.refusal.empty()) {
                e.SetValidationFailureMessage(m_lastRefusal);
                e.SetValidationFailureBehavior(m_interactive ? wxPG_VFB_STAY_IN_PROPERTY | wxPG_VFB_BEEP |
                                                                   wxPG_VFB_MARK_CELL | wxPG_VFB_SHOW_MESSAGEBOX
                                                             : wxPG_VFB_MARK_CELL);
                e.Veto();
            } else {
                m_pending = std::move(edit.command);
            }
        }
        --m_inEvent;
    });
    m_grid->Bind(wxEVT_PG_CHANGED, [this](wxPropertyGridEvent& e) {
        ++m_inEvent;
        wxPGProperty* p = editedProperty(e.GetProperty());
        std::unique_ptr<engine::Command> command =
            p == e.GetProperty() && m_pending ? std::move(m_pending) : evaluate(p, p->GetValue()).command;
        m_pending.reset();
        if (command && m_callbacks.apply) m_callbacks.apply(std::move(command));
        else rebuild();  // refused or unchanged: show the document's values again
        --m_inEvent;
    });
}

wxPGProperty* PropertyPanel::editedProperty(wxPGProperty* p) const {
    while (p && p->GetParent() && !p->GetParent()->IsCategory() && !p->GetParent()->IsRoot()) p = p->GetParent();
    return p;
}

PropertyEdit PropertyPanel::evaluate(wxPGProperty* p, const wxVariant& value) {
    const auto it = p ? m_editors.find(p->GetName()) : m_editors.end();
    if (it == m_editors.end() || !m_doc) return {};
    PropertyEdit edit = it->second(value);
    m_lastRefusal = wxString::FromUTF8(edit.refusal);
    if (!edit.refusal.empty() && m_callbacks.refused) m_callbacks.refused(m_lastRefusal);
    return edit;
}

bool PropertyPanel::change(const wxString& name, const wxVariant& value) {
    if (!m_grid->GetPropertyByName(name)) {
        m_lastRefusal = wxString::Format(_("there is no property %s"), name);
        return false;
    }
    m_lastRefusal.clear();
    return m_grid->ChangePropertyValue(name, value) && m_lastRefusal.empty();
}

void PropertyPanel::show(StudioDocument* doc, const Selection& selection) {
    m_doc = doc;
    m_selection = selection;
    if (m_inEvent == 0) {
        rebuild();
        return;
    }
    // Clearing the grid inside its own event would delete the property being handled.
    if (m_rebuildQueued) return;
    m_rebuildQueued = true;
    CallAfter([this] {
        m_rebuildQueued = false;
        rebuild();
    });
}

void PropertyPanel::rebuild() {
    if (m_inEvent > 0) {
        show(m_doc, m_selection);
        return;
    }
    m_grid->Freeze();
    m_grid->Clear();
    m_editors.clear();
    m_pending.reset();
    if (m_doc && m_selection.kind == Selection::Kind::Piece && m_doc->doc().scenario && m_doc->doc().ruleset) {
        addPiece(m_selection.id);
    } else if (m_doc && !m_selection.empty() && m_doc->doc().map.contains(m_selection.hex)) {
        const engine::HexMap& map = m_doc->doc().map;
        if (m_selection.kind == Selection::Kind::Hexside) {
            const auto [a, b] = engine::hexesOf(m_selection.hexside);
            const wxString label = wxString::FromUTF8(map.grid().label(a) + " | " + map.grid().label(b));
            m_grid->Append(new wxPropertyCategory(_("Hexside"), "hexside-category"));
            addHexside(m_selection.hexside, label, "hexside");
        } else {
            addHex(m_selection.hex);
            if (m_doc->doc().scenario) {
                for (const engine::Placement& p : m_doc->doc().scenario->setup)
                    if (p.hex == m_selection.hex)
                        if (const engine::Unit* u = m_doc->doc().scenario->findUnit(p.piece)) addUnit(*u, &p);
                for (const engine::VictoryHex& v : m_doc->doc().scenario->victoryHexes)
                    if (v.hex == m_selection.hex) addVictoryHex(v);
            }
            const wxString focus =
                m_selection.kind == Selection::Kind::Unit         ? "unit/" + wxString::FromUTF8(m_selection.id)
                : m_selection.kind == Selection::Kind::VictoryHex ? "victory/" + wxString::FromUTF8(m_selection.id)
                                                                  : wxString();
            if (!focus.empty() && m_grid->GetPropertyByName(focus)) m_grid->EnsureVisible(focus);
        }
    }
    // Every label in full (rows that differ only at their ends must not read alike); the values
    // get the rest of the width.
    m_grid->SetSplitterLeft(true);
    m_grid->Thaw();
}

wxPGProperty* PropertyPanel::add(wxPGProperty* property, Editor editor) {
    m_grid->Append(property);
    if (editor) m_editors[property->GetName()] = std::move(editor);
    else m_grid->SetPropertyReadOnly(property, true);
    return property;
}

void PropertyPanel::addHex(engine::HexCoord hex) {
    const engine::HexMap& map = m_doc->doc().map;
    const auto ruleset = m_doc->doc().ruleset;
    m_grid->Append(new wxPropertyCategory(_("Hex"), "hex-category"));
    add(new wxStringProperty(_("Label"), "hex/label", wxString::FromUTF8(map.grid().label(hex))));
    if (!ruleset) return;
    const EnumChoice terrain = enumOf(namedOf(ruleset->terrain), std::string(map.terrain(hex)));
    add(enumProperty(_("Terrain"), "hex/terrain", terrain), byChoice(terrain.ids, [this, hex](const std::string& id) {
            return m_doc->build([&](engine::Document& d) { return editTerrain(d, hex, id); });
        }));
    auto* level = add(new wxIntProperty(_("Level"), "hex/level", map.hasLevel(hex) ? map.level(hex) : 0),
                      [this, hex](const wxVariant& v) {
                          return v.IsNull() ? PropertyEdit{} : editLevel(m_doc->doc(), hex, v.GetLong());
                      });
    if (!map.hasLevel(hex)) level->SetValueToUnspecified();
    // As stored (a float): "174.3", not the double it widens to ("174.3000030517578").
    const float e = map.cell(hex).elevation;
    add(new wxStringProperty(_("Elevation (m)"), "hex/elevation",
                             std::isnan(e) ? wxString() : wxString::FromUTF8(engine::formatNumber(e))),
        [this, hex](const wxVariant& v) { return editElevation(m_doc->doc(), hex, textOf(v)); })
        ->SetHelpString(_("Metres; empty for no data"));
    if (!ruleset->hexFeatures.empty()) {
        const std::vector<Named> features = namedOf(ruleset->hexFeatures);
        add(flagsProperty(_("Features"), "hex/features", features,
                          [&](const std::string& id) { return map.hasFeature(hex, id); }),
            [this, hex, features](const wxVariant& v) {
                return m_doc->build(
                    [&](engine::Document& d) { return editHexFeatures(d, hex, idsInMask(features, v.GetLong())); });
            });
    }
    m_grid->Append(new wxPropertyCategory(_("Hexsides"), "hexsides-category"));
    for (int dir = 0; dir < 6; ++dir) {
        const engine::HexCoord other = engine::neighbor(hex, dir);
        const std::string compass(engine::compassName(map.grid().shape().orientation, dir));
        const wxString label =
            wxString::FromUTF8(compass + (map.contains(other) ? " (" + map.grid().label(other) + ")" : std::string()));
        addHexside(engine::hexsideOf(hex, dir), label, wxString::Format("hexside/%d", dir));
    }
}

void PropertyPanel::addHexside(engine::HexsideId side, const wxString& label, const wxString& name) {
    if (!m_doc->doc().ruleset) return;
    const engine::HexMap& map = m_doc->doc().map;
    const std::vector<Named> types = namedOf(m_doc->doc().ruleset->hexsides);
    add(flagsProperty(label, name, types, [&](const std::string& id) { return map.hasHexsideFeature(side, id); }),
        [this, side, types](const wxVariant& v) {
            return m_doc->build(
                [&](engine::Document& d) { return editHexsideFeatures(d, side, idsInMask(types, v.GetLong())); });
        });
}

void PropertyPanel::addUnit(const engine::Unit& unit, const engine::Placement* placement) {
    const engine::Scenario& s = *m_doc->doc().scenario;
    const engine::Ruleset& rs = *m_doc->doc().ruleset;
    const std::string id = unit.id;
    const wxString base = "unit/" + wxString::FromUTF8(id);
    m_grid->Append(new wxPropertyCategory(wxString::Format(_("Unit: %s"), wxString::FromUTF8(unit.name)), base));
    add(new wxStringProperty(_("Id"), base + "/id", wxString::FromUTF8(id)));
    add(new wxStringProperty(_("Name"), base + "/name", wxString::FromUTF8(unit.name)),
        [this, id](const wxVariant& v) { return editUnitField(m_doc->doc(), id, UnitField::Name, textOf(v)); });
    const auto field = [this, id](UnitField f) {
        return [this, id, f](const std::string& value) { return editUnitField(m_doc->doc(), id, f, value); };
    };
    const EnumChoice sides = enumOf(namedOf(s.sides), unit.side);
    add(enumProperty(_("Side"), base + "/side", sides), byChoice(sides.ids, field(UnitField::Side)));
    const EnumChoice formations = enumOf(namedOf(s.formations), unit.formation);
    add(enumProperty(_("Formation"), base + "/formation", formations),
        byChoice(formations.ids, field(UnitField::Formation)));
    const EnumChoice classes = enumOf(namedOf(rs.unitClasses), unit.unitClass);
    add(enumProperty(_("Class"), base + "/class", classes), byChoice(classes.ids, field(UnitField::Class)));
    const engine::UnitClass* cls = nullptr;
    for (const engine::UnitClass& c : rs.unitClasses)
        if (c.id == unit.unitClass) cls = &c;
    if (placement) {
        const EnumChoice modes =
            enumOf(cls ? namedOf(cls->modes) : std::vector<Named>{}, placement->mode, _("(default)"));
        add(enumProperty(_("Mode"), base + "/mode", modes),
            byChoice(modes.ids, [this, id](const std::string& mode) { return editUnitMode(m_doc->doc(), id, mode); }));
        add(new wxStringProperty(_("Set-up hex"), base + "/hex",
                                 wxString::FromUTF8(m_doc->doc().map.grid().label(placement->hex))),
            [this, id](const wxVariant& v) { return editUnitHex(m_doc->doc(), id, textOf(v)); });
    }

    using Type = engine::AttributeDef::Type;
    for (const engine::AttributeDef& def : rs.unitAttributes) {
        if (!engine::attributeAppliesTo(def, unit.unitClass)) continue;
        const auto it = unit.attributes.find(def.id);
        const std::string value = it == unit.attributes.end() ? std::string() : it->second;
        const wxString label =
            wxString::FromUTF8((def.name.empty() ? def.id : def.name) + " (" + describeRange(def) + ")");
        const wxString name = base + "/" + wxString::FromUTF8(def.id);
        const std::string attr = def.id;
        const auto set = [this, id, attr](const std::string& v) {
            return editUnitAttribute(m_doc->doc(), id, attr, v);
        };
        wxPGProperty* p = nullptr;
        if (def.type == Type::Enum || def.type == Type::Bool) {
            std::vector<Named> values;
            for (const std::string& v : def.type == Type::Bool ? std::vector<std::string>{"true", "false"} : def.values)
                values.push_back({v, v});
            const EnumChoice c = enumOf(values, value, _("(none)"));
            p = add(enumProperty(label, name, c), byChoice(c.ids, set));
        } else if (def.type == Type::Int && def.tokens.empty() && (value.empty() || engine::parseInteger(value))) {
            p = add(new wxIntProperty(label, name, value.empty() ? 0 : static_cast<long>(*engine::parseInteger(value))),
                    [set](const wxVariant& v) { return set(textOf(v)); });
            if (value.empty()) p->SetValueToUnspecified();
        } else {
            p = add(new wxStringProperty(label, name, wxString::FromUTF8(value)),
                    [set](const wxVariant& v) { return set(textOf(v)); });
        }
        p->SetHelpString(helpOf(def));
    }
    for (const auto& [key, value] : unit.attributes)
        if (!rs.findUnitAttribute(key))
            add(new wxStringProperty(wxString::Format(_("%s (not in the ruleset)"), wxString::FromUTF8(key)),
                                     base + "/" + wxString::FromUTF8(key), wxString::FromUTF8(value)));
}

void PropertyPanel::addPiece(const std::string& id) {
    const engine::Scenario& s = *m_doc->doc().scenario;
    if (const engine::Formation* f = s.findFormation(id)) addFormation(*f);
    else if (const engine::Leader* l = s.findLeader(id)) addLeader(*l);
    else if (const engine::Unit* u = s.findUnit(id)) {
        const engine::Placement* placed = nullptr;
        for (const engine::Placement& p : s.setup)
            if (p.piece == id) placed = &p;
        addUnit(*u, placed);
    }
}

void PropertyPanel::addFormation(const engine::Formation& formation) {
    const engine::Scenario& s = *m_doc->doc().scenario;
    const std::string id = formation.id;
    const wxString base = "formation/" + wxString::FromUTF8(id);
    m_grid->Append(
        new wxPropertyCategory(wxString::Format(_("Formation: %s"), wxString::FromUTF8(formation.name)), base));
    add(new wxStringProperty(_("Id"), base + "/id", wxString::FromUTF8(id)));
    const auto field = [this, id](FormationField f) {
        return [this, id, f](const std::string& value) { return editFormationField(m_doc->doc(), id, f, value); };
    };
    add(new wxStringProperty(_("Name"), base + "/name", wxString::FromUTF8(formation.name)),
        [field](const wxVariant& v) { return field(FormationField::Name)(textOf(v)); });
    std::vector<Named> kinds;
    for (const std::string& k : m_doc->doc().ruleset->formationKinds) kinds.push_back({k, k});
    const EnumChoice kind = enumOf(kinds, formation.kind);
    add(enumProperty(_("Kind"), base + "/kind", kind), byChoice(kind.ids, field(FormationField::Kind)));
    std::vector<Named> leaders;
    for (const engine::Leader& l : s.leaders)
        if (l.side == formation.side) leaders.push_back({l.id, l.name.empty() ? l.id : l.name});
    const EnumChoice commander = enumOf(leaders, formation.commander, _("(none)"));
    add(enumProperty(_("Commander"), base + "/commander", commander),
        byChoice(commander.ids, field(FormationField::Commander)));
    // Where the ruleset's counters band this kind of formation (engine/render/counter_faces).
    const std::vector<std::string> banded = engine::counterLayout(*m_doc->doc().ruleset).bandKinds;
    if (std::find(banded.begin(), banded.end(), formation.kind) != banded.end()) {
        add(new wxStringProperty(_("Band colour"), base + "/color", wxString::FromUTF8(formation.color)),
            [field](const wxVariant& v) { return field(FormationField::Color)(textOf(v)); })
            ->SetHelpString(wxString::Format(_("#rrggbb; empty for %s, by its place among its kind"),
                                             engine::toHex(engine::formationColor(s, formation.id))));
    }
    add(new wxStringProperty(_("Side"), base + "/side", wxString::FromUTF8(formation.side)));
}

void PropertyPanel::addLeader(const engine::Leader& leader) {
    const engine::Ruleset& rs = *m_doc->doc().ruleset;
    const std::string id = leader.id;
    const wxString base = "leader/" + wxString::FromUTF8(id);
    m_grid->Append(new wxPropertyCategory(wxString::Format(_("Leader: %s"), wxString::FromUTF8(leader.name)), base));
    add(new wxStringProperty(_("Id"), base + "/id", wxString::FromUTF8(id)));
    add(new wxStringProperty(_("Name"), base + "/name", wxString::FromUTF8(leader.name)),
        [this, id](const wxVariant& v) { return editLeaderField(m_doc->doc(), id, LeaderField::Name, textOf(v)); });
    add(new wxStringProperty(_("Rank"), base + "/rank", wxString::FromUTF8(leader.rank)),
        [this, id](const wxVariant& v) { return editLeaderField(m_doc->doc(), id, LeaderField::Rank, textOf(v)); });
    add(new wxStringProperty(_("Formation"), base + "/formation", wxString::FromUTF8(leader.formation)));
    for (const engine::AttributeDef& def : rs.leaderAttributes) {
        const auto it = leader.ratings.find(def.id);
        const wxString label =
            wxString::FromUTF8((def.name.empty() ? def.id : def.name) + " (" + describeRange(def) + ")");
        const std::string attr = def.id;
        add(new wxStringProperty(label, base + "/" + wxString::FromUTF8(def.id),
                                 wxString::FromUTF8(it == leader.ratings.end() ? std::string() : it->second)),
            [this, id, attr](const wxVariant& v) { return editPieceAttribute(m_doc->doc(), id, attr, textOf(v)); })
            ->SetHelpString(helpOf(def));
    }
}

void PropertyPanel::addVictoryHex(const engine::VictoryHex& v) {
    const std::string id = v.id;
    const wxString base = "victory/" + wxString::FromUTF8(id);
    m_grid->Append(new wxPropertyCategory(wxString::Format(_("Victory hex: %s"), wxString::FromUTF8(id)), base));
    const auto number = [this, id](VictoryField f) {
        return [this, id, f](const wxVariant& value) {
            return value.IsNull() ? PropertyEdit{} : editVictoryNumber(m_doc->doc(), id, f, value.GetLong());
        };
    };
    add(new wxIntProperty(_("Points"), base + "/vp", v.vp), number(VictoryField::Points));
    const EnumChoice sides = enumOf(namedOf(m_doc->doc().scenario->sides), v.side, _("(either)"));
    add(enumProperty(_("Scored by"), base + "/side", sides),
        byChoice(sides.ids, [this, id](const std::string& side) { return editVictorySide(m_doc->doc(), id, side); }));
    add(new wxIntProperty(_("From turn (0: start)"), base + "/from", v.fromTurn), number(VictoryField::FromTurn));
    add(new wxIntProperty(_("To turn (0: end)"), base + "/to", v.toTurn), number(VictoryField::ToTurn));
}

}  // namespace editor
