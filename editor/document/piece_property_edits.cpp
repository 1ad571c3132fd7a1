#include "editor/document/piece_property_edits.hpp"

#include "engine/commands/oob_commands.hpp"
#include "engine/model/value_rules.hpp"

#include <algorithm>
#include <stdexcept>

namespace editor {

namespace {

// Runs an engine builder: its refusal (std::invalid_argument) becomes the pane's.
template <class Build>
PropertyEdit guarded(Build build) {
    try {
        return {build(), {}};
    } catch (const std::invalid_argument& e) {
        return PropertyEdit::refused(e.what());
    }
}

}  // namespace

PropertyEdit editFormationField(const engine::Document& doc, const std::string& formationId, FormationField field,
                                const std::string& value) {
    const engine::Formation* f = doc.scenario ? doc.scenario->findFormation(formationId) : nullptr;
    if (!f) return PropertyEdit::refused("there is no formation `" + formationId + "`");
    engine::Formation after = *f;
    switch (field) {
    case FormationField::Name:
        if (value.empty()) return PropertyEdit::refused("Name of formation `" + formationId + "`: it needs a name");
        return guarded([&] { return engine::renameRecord(doc, engine::RecordKind::Formation, formationId, value); });
    case FormationField::Kind: {
        const auto& kinds = doc.ruleset->formationKinds;
        if (std::find(kinds.begin(), kinds.end(), value) == kinds.end())
            return PropertyEdit::refused("Kind of " + f->name + ": `" + value + "` is not a formation kind of " +
                                         doc.ruleset->name);
        after.kind = value;
        break;
    }
    case FormationField::Commander:
        if (!value.empty() && !doc.scenario->findLeader(value))
            return PropertyEdit::refused("Commander of " + f->name + ": `" + value +
                                         "` is not a leader of the scenario");
        after.commander = value;
        break;
    case FormationField::Color:
        if (const std::string problem = engine::colorProblem(value); !problem.empty())
            return PropertyEdit::refused("Band colour of " + f->name + ": " + problem);
        after.color = value;
        break;
    }
    return {engine::ReplaceFormationCommand::make(doc, formationId, after), {}};
}

PropertyEdit editLeaderField(const engine::Document& doc, const std::string& leaderId, LeaderField field,
                             const std::string& value) {
    const engine::Leader* l = doc.scenario ? doc.scenario->findLeader(leaderId) : nullptr;
    if (!l) return PropertyEdit::refused("there is no leader `" + leaderId + "`");
    if (field == LeaderField::Name) {
        if (value.empty()) return PropertyEdit::refused("Name of leader `" + leaderId + "`: a leader needs a name");
        return guarded([&] { return engine::renameRecord(doc, engine::RecordKind::Leader, leaderId, value); });
    }
    engine::Leader after = *l;
    after.rank = value;
    return {engine::ReplaceLeaderCommand::make(doc, leaderId, after), {}};
}

PropertyEdit editPieceAttribute(const engine::Document& doc, const std::string& pieceId, const std::string& attribute,
                                const std::string& value) {
    return guarded([&] { return engine::setPieceAttribute(doc, pieceId, attribute, value); });
}

}  // namespace editor
