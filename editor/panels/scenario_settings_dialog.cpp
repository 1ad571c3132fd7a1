#include "editor/panels/scenario_settings_dialog.hpp"

#include "editor/panels/form_helpers.hpp"
#include "engine/commands/record_commands.hpp"
#include "engine/commands/schedule_commands.hpp"
#include "engine/commands/set_scenario_settings_command.hpp"
#include "engine/commands/victory_commands.hpp"
#include "engine/validation/diagnostic.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/notebook.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tokenzr.h>

#include <algorithm>
#include <set>
#include <sstream>

namespace editor {

namespace {

constexpr const char* kSeverities[] = {"error", "warning", "info", "ignore"};

std::string trimmed(const wxString& s) { return wxString(s).Trim().Trim(false).utf8_string(); }

std::string joinParagraphs(const std::vector<std::string>& texts) {
    std::string out;
    for (const std::string& t : texts) out += (out.empty() ? "" : "\n\n") + t;
    return out;
}

bool parseInt(const wxString& text, int& out) {
    long v = 0;
    if (!wxString(text).Trim().Trim(false).ToLong(&v) || v < 0 || v > 100000) return false;
    out = static_cast<int>(v);
    return true;
}

}  // namespace

std::vector<std::string> paragraphs(const std::string& text) {
    std::vector<std::string> out;
    std::string current;
    std::istringstream in(text);
    std::string line;
    const auto flush = [&] {
        const std::string t = trimmed(wxString::FromUTF8(current));
        if (!t.empty()) out.push_back(t);
        current.clear();
    };
    while (std::getline(in, line)) {
        if (trimmed(wxString::FromUTF8(line)).empty()) flush();
        else current += (current.empty() ? "" : "\n") + line;
    }
    flush();
    return out;
}

wxTextCtrl* ScenarioSettingsDialog::text(wxWindow* parent, const std::string& name, const std::string& value,
                                         long style) {
    auto* t = new wxTextCtrl(parent, wxID_ANY, wxString::FromUTF8(value), wxDefaultPosition, wxDefaultSize, style);
    t->SetName(wxString::FromUTF8(name));
    m_fields[name] = t;
    if (style & wxTE_MULTILINE) t->SetMinSize(FromDIP(wxSize(420, 90)));
    return t;
}

ScenarioSettingsDialog::ScenarioSettingsDialog(wxWindow* parent, const engine::Document& doc)
    : wxDialog(parent, wxID_ANY, _("Scenario Settings"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_doc(doc) {
    const engine::Scenario& s = *doc.scenario;
    auto* book = new wxNotebook(this, wxID_ANY);

    // A tab holding a form grid.
    const auto page = [&](const wxString& title) {
        auto* panel = new wxPanel(book);
        wxFlexGridSizer* grid = formGrid(panel);
        auto* sizer = new wxBoxSizer(wxVERTICAL);
        sizer->Add(grid, 1, wxEXPAND | wxALL, FromDIP(8));
        panel->SetSizer(sizer);
        book->AddPage(panel, title);
        return std::pair(panel, grid);
    };
    const auto [general, g] = page(_("General"));
    addRow(g, general, _("Name"), text(general, "name", s.name));
    addRow(g, general, _("Id"), text(general, "id", s.id));
    for (const engine::Side& side : s.sides)
        addRow(g, general, wxString::Format(_("Side %s"), wxString::FromUTF8(side.id)),
               text(general, "side." + side.id, side.name));
    addRow(g, general, _("Date of the first turn"), text(general, "date", s.turns.date))->SetToolTip("YYYY-MM-DD");
    addRow(g, general, _("Start time"), text(general, "start", s.turns.startTime))->SetToolTip("HH:MM");
    addRow(g, general, _("Minutes per turn"), text(general, "minutes", std::to_string(s.turns.turnMinutes)));
    addRow(g, general, _("First turn"), text(general, "first", std::to_string(s.turns.firstTurn)));
    addRow(g, general, _("Last turn"), text(general, "last", std::to_string(s.turns.lastTurn)));
    std::string nights;
    for (int n : s.turns.nightTurns) nights += (nights.empty() ? "" : " ") + std::to_string(n);
    addRow(g, general, _("Night turns"), text(general, "night", nights))->SetToolTip(_("Turn numbers, e.g. 10 11"));

    const auto [rules, r] = page(_("Rules"));
    for (const engine::RulesetOption& o : doc.ruleset ? doc.ruleset->options : std::vector<engine::RulesetOption>{}) {
        auto* choice = new wxChoice(rules, wxID_ANY);
        choice->SetName(wxString::FromUTF8("option." + o.id));
        choice->Append(wxString::Format(_("ruleset default (%s)"), wxString::FromUTF8(o.defaultValue)));
        int chosen = 0;
        const auto it = s.options.find(o.id);
        for (std::size_t i = 0; i < o.values.size(); ++i) {
            choice->Append(wxString::FromUTF8(o.values[i]));
            if (it != s.options.end() && it->second == o.values[i]) chosen = static_cast<int>(i) + 1;
        }
        choice->SetSelection(chosen);
        choice->SetToolTip(wxString::FromUTF8(o.description + (o.cite.empty() ? "" : " (" + o.cite + ")")));
        m_fields["option." + o.id] = choice;
        addRow(r, rules, wxString::FromUTF8(o.id), choice);
    }
    std::string overrides;
    for (const auto& [rule, severity] : s.severityOverrides) overrides += rule + " " + severity + "\n";
    addRow(r, rules, _("Severity overrides"), text(rules, "severity", overrides, wxTE_MULTILINE))
        ->SetToolTip(_("One a line: rule id and error, warning, info or ignore"));
    addRow(r, rules, _("Special rules"), text(rules, "special-rules", s.specialRules, wxTE_MULTILINE));

    const auto [victory, v] = page(_("Victory"));
    const auto conditionsOf = [&](const std::string& side) {
        std::vector<std::string> texts;
        for (const engine::VictoryCondition& c : s.victoryConditions)
            if (c.side == side) texts.push_back(c.text);
        return joinParagraphs(texts);
    };
    for (const engine::Side& side : s.sides)
        addRow(v, victory, wxString::FromUTF8(side.name.empty() ? side.id : side.name),
               text(victory, "victory." + side.id, conditionsOf(side.id), wxTE_MULTILINE));
    addRow(v, victory, _("Either side"), text(victory, "victory.", conditionsOf(""), wxTE_MULTILINE));
    v->Add(0, 0);
    v->Add(new wxStaticText(victory, wxID_ANY, _("One condition a paragraph; a blank line starts the next.")));

    m_error = layOutForm(*this, book);
    closeOnlyWhenValid(*this, m_error, [this](wxString& why) {
        std::vector<CommandBuilder> unused;
        return edits(unused, why);
    });
}

wxWindow* ScenarioSettingsDialog::field(const std::string& name) const {
    const auto it = m_fields.find(name);
    return it == m_fields.end() ? nullptr : it->second;
}

bool ScenarioSettingsDialog::edits(std::vector<CommandBuilder>& out, wxString& error) const {
    const engine::Scenario& s = *m_doc.scenario;
    const auto value = [&](const std::string& name) {
        return trimmed(static_cast<wxTextCtrl*>(field(name))->GetValue());
    };
    engine::TurnTrack turns = s.turns;
    turns.date = value("date");
    turns.startTime = value("start");
    if (!parseInt(value("minutes"), turns.turnMinutes)) return error = _("Minutes per turn: a whole number"), false;
    if (!parseInt(value("first"), turns.firstTurn)) return error = _("First turn: a whole number"), false;
    if (!parseInt(value("last"), turns.lastTurn)) return error = _("Last turn: a whole number"), false;
    if (turns.lastTurn < turns.firstTurn) return error = _("The last turn comes before the first"), false;
    turns.nightTurns.clear();
    wxStringTokenizer nights(wxString::FromUTF8(value("night")), " ,", wxTOKEN_STRTOK);
    while (nights.HasMoreTokens()) {
        int n = 0;
        const wxString word = nights.GetNextToken();
        if (!parseInt(word, n)) return error = wxString::Format(_("Night turns: `%s` is not a turn"), word), false;
        turns.nightTurns.push_back(n);
    }
    std::sort(turns.nightTurns.begin(), turns.nightTurns.end());
    turns.nightTurns.erase(std::unique(turns.nightTurns.begin(), turns.nightTurns.end()), turns.nightTurns.end());

    std::map<std::string, std::string> overrides;
    std::istringstream lines(value("severity"));
    for (std::string line; std::getline(lines, line);) {
        std::istringstream words(line);
        std::string rule, severity, extra;
        if (!(words >> rule)) continue;
        const bool known = (words >> severity) &&
                           std::find(std::begin(kSeverities), std::end(kSeverities), severity) != std::end(kSeverities);
        if (!known || (words >> extra))
            return error = wxString::Format(_("Severity overrides: `%s` is not a rule id and error, warning, info "
                                              "or ignore"),
                                            wxString::FromUTF8(line)),
                   false;
        overrides[rule] = severity;
    }

    const std::string name = value("name"), id = value("id");
    out.push_back([name](engine::Document& d) { return engine::setScenarioName(d, name); });
    out.push_back([id](engine::Document& d) { return engine::setScenarioId(d, id); });
    for (const engine::Side& side : s.sides) {
        const std::string sideName = value("side." + side.id);
        out.push_back([id = side.id, sideName](engine::Document& d) -> std::unique_ptr<engine::Command> {
            const engine::Side* now = d.scenario->findSide(id);
            if (!now || now->name == sideName) return nullptr;
            engine::Side renamed = *now;
            renamed.name = sideName;
            return engine::ReplaceSideCommand::make(d, id, renamed, "Rename Side");
        });
    }
    out.push_back([turns](engine::Document& d) { return engine::setTurnTrack(d, turns); });
    if (m_doc.ruleset)
        for (const engine::RulesetOption& o : m_doc.ruleset->options) {
            const int chosen = static_cast<wxChoice*>(field("option." + o.id))->GetSelection();
            const std::string v = chosen > 0 ? o.values[static_cast<std::size_t>(chosen - 1)] : std::string();
            out.push_back([oid = o.id, v](engine::Document& d) { return engine::setOption(d, oid, v); });
        }
    std::set<std::string> rules;
    for (const auto& [rule, severity] : s.severityOverrides) rules.insert(rule);
    for (const auto& [rule, severity] : overrides) rules.insert(rule);
    for (const std::string& rule : rules) {
        const auto it = overrides.find(rule);
        const std::string severity = it == overrides.end() ? std::string() : it->second;
        out.push_back([rule, severity](engine::Document& d) { return engine::setSeverityOverride(d, rule, severity); });
    }
    const std::string special = static_cast<wxTextCtrl*>(field("special-rules"))->GetValue().utf8_string();
    out.push_back([special](engine::Document& d) { return engine::setSpecialRules(d, special); });
    std::vector<std::string> sides{""};
    for (const engine::Side& side : s.sides) sides.push_back(side.id);
    for (const std::string& side : sides) {
        const std::vector<std::string> texts = paragraphs(value("victory." + side));
        out.push_back([side, texts](engine::Document& d) { return engine::setVictoryConditions(d, side, texts); });
    }
    return true;
}

}  // namespace editor
