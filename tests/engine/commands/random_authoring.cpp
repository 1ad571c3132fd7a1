// Random order-of-battle, set-up and schedule edits of the authoring builders, for the property
// tests (command_fixture.hpp).
#include "command_fixture.hpp"

#include "engine/commands/change_id.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/schedule_commands.hpp"
#include "engine/commands/set_placement_command.hpp"

#include <stdexcept>

using namespace engine;

namespace cmdtest {
namespace {

int roll(std::mt19937& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

template <class T>
std::string anyId(const std::vector<T>& v, std::mt19937& rng) {
    return v.empty() ? std::string("none")
                     : v[static_cast<std::size_t>(roll(rng, 0, static_cast<int>(v.size()) - 1))].id;
}

std::string anyPiece(const Scenario& s, std::mt19937& rng) {
    switch (roll(rng, 0, 2)) {
    case 0: return anyId(s.formations, rng);
    case 1: return anyId(s.leaders, rng);
    default: return anyId(s.units, rng);
    }
}

std::vector<std::string> somePieces(const Scenario& s, std::mt19937& rng) {
    std::vector<std::string> out;
    for (int i = roll(rng, 1, 3); i > 0; --i) out.push_back(anyPiece(s, rng));
    return out;
}

HexCoord anyHex(const Document& doc, std::mt19937& rng) {
    return hexAt(doc, roll(rng, 0, doc.map.grid().columns() - 1), roll(rng, 0, doc.map.grid().rows() - 1));
}

std::string anyKind(const Document& doc, std::mt19937& rng) {
    const auto& kinds = doc.ruleset->formationKinds;
    return kinds.empty() ? "brigade"
                         : kinds[static_cast<std::size_t>(roll(rng, 0, static_cast<int>(kinds.size()) - 1))];
}

std::unique_ptr<Command> draw(Document& doc, std::mt19937& rng) {
    const Scenario& s = *doc.scenario;
    const std::string name = "Name " + std::to_string(roll(rng, 1, 30));
    switch (roll(rng, 0, 19)) {
    case 0:
        return addFormation(doc, {"", name, anyKind(doc, rng), anyId(s.sides, rng),
                                  roll(rng, 0, 1) ? anyId(s.formations, rng) : "", ""});
    case 1: return addLeader(doc, {"", name, anyId(s.sides, rng), anyId(s.formations, rng), "brigade", {}});
    case 2:
        return addUnit(doc, {"", name, anyId(s.sides, rng), anyId(s.formations, rng), "infantry", {{"strength", "4"}}});
    case 3: return deletePieces(doc, somePieces(s, rng));
    case 4: return renameRecord(doc, RecordKind::Formation, anyId(s.formations, rng), name);
    case 5: {
        const ParentTarget target{anyId(s.sides, rng), roll(rng, 0, 3) ? anyId(s.formations, rng) : ""};
        return reparentPieces(doc, somePieces(s, rng), target, roll(rng, 0, 1) ? anyPiece(s, rng) : "");
    }
    case 6: return duplicateFormation(doc, anyId(s.formations, rng));
    case 7: return changePieceId(doc, anyPiece(s, rng), "id" + std::to_string(roll(rng, 0, 60)));
    case 8: return changeId(doc, RecordKind::Side, anyId(s.sides, rng), "side" + std::to_string(roll(rng, 0, 3)));
    case 9:
        return changeId(doc, RecordKind::EntryArea, anyId(s.entryAreas, rng), "area" + std::to_string(roll(rng, 0, 3)));
    case 10: return rotateFacing(doc, anyPiece(s, rng), roll(rng, -2, 2));
    case 11: return cycleMode(doc, anyPiece(s, rng));
    case 12: {
        ArrivalEntry entry;
        if (roll(rng, 0, 1) || s.entryAreas.empty()) entry.hex = anyHex(doc, rng);
        else entry.area = anyId(s.entryAreas, rng);
        return scheduleArrival(doc, somePieces(s, rng), roll(rng, 1, 14), entry);
    }
    case 13: return setArrivalTurn(doc, anyId(s.schedule, rng), roll(rng, 1, 14));
    case 14: return unschedulePieces(doc, somePieces(s, rng));
    case 15: return deleteScheduleRow(doc, anyId(s.schedule, rng));
    case 16:
        return roll(rng, 0, 1) ? addEntryArea(doc, name, {anyHex(doc, rng)})
                               : deleteEntryArea(doc, anyId(s.entryAreas, rng));
    case 17: return setNightTurn(doc, roll(rng, 1, 14), roll(rng, 0, 1) == 1);
    case 18: return deleteSide(doc, roll(rng, 0, 5) == 0 ? anyId(s.sides, rng) : "none");
    default: return placePiece(doc, {anyPiece(s, rng), anyHex(doc, rng), roll(rng, -1, 5), ""});
    }
}

}  // namespace

std::unique_ptr<Command> randomAuthoringCommand(Document& doc, std::mt19937& rng) {
    try {
        return draw(doc, rng);
    } catch (const std::invalid_argument&) {
        return nullptr;  // a draw the builders refuse (two sides, a taken id, a cycle...)
    }
}

}  // namespace cmdtest
