#include "command_fixture.hpp"

#include "engine/commands/record_commands.hpp"

#include <catch2/catch.hpp>

using namespace engine;
using namespace cmdtest;

namespace {

// A new record of each kind, and an edit of an existing one.
template <class Record>
Record fresh(const Document& doc);
template <>
Side fresh(const Document&) {
    return {"prussia", "Prussia"};
}
template <>
Formation fresh(const Document&) {
    return {"ii", "II Corps", "corps", "usa", "", ""};
}
template <>
Leader fresh(const Document&) {
    return {"doubleday", "Doubleday", "usa", "i-1", "division", {{"rating", "1"}}};
}
template <>
Unit fresh(const Document&) {
    return {"meredith", "Meredith", "usa", "i-1", "infantry", {{"strength", "6"}}};
}
template <>
ReinforcementRow fresh(const Document& doc) {
    return {"r3", 5, "usa", {"meredith"}, {}, hexAt(doc, 0, 2), "", "column", "if the road is clear", "", {}};
}
template <>
VictoryHex fresh(const Document& doc) {
    return {"vp3", hexAt(doc, 9, 2), "usa", 2, 0, 8};
}
template <>
EntryArea fresh(const Document& doc) {
    return {"north", "Carlisle Road", {hexAt(doc, 6, 0), hexAt(doc, 7, 0)}};
}
template <>
VictoryCondition fresh(const Document&) {
    return {"vc2", "usa", "Hold Cemetery Hill."};
}

template <class Record>
void edit(Record& r) {
    r.name += " (edited)";
}
template <>
void edit(ReinforcementRow& r) {
    r.turn += 1;
}
template <>
void edit(VictoryHex& r) {
    r.vp += 1;
}
template <>
void edit(VictoryCondition& r) {
    r.text += " Or else.";
}

template <class Traits>
std::vector<std::string> ids(const Document& doc) {
    std::vector<std::string> out;
    for (const auto& r : Traits::records(*doc.scenario)) out.push_back(r.id);
    return out;
}

}  // namespace

TEMPLATE_TEST_CASE("Record commands: add, remove, replace", "[commands]", SideTraits, FormationTraits, LeaderTraits,
                   UnitTraits, ScheduleRowTraits, VictoryHexTraits, EntryAreaTraits, VictoryConditionTraits) {
    using Traits = TestType;
    using Record = typename Traits::Record;
    Document doc = makeDocument();
    const std::vector<std::string> before = ids<Traits>(doc);
    REQUIRE_FALSE(before.empty());
    const std::string noun = Traits::kNoun;

    SECTION("add at the end") {
        AddRecordCommand<Traits> cmd(fresh<Record>(doc));
        CHECK(cmd.label() == "Add " + noun);
        checkRoundTrip(doc, cmd);
        cmd.apply(doc);
        auto expected = before;
        expected.push_back(cmd.record().id);
        CHECK(ids<Traits>(doc) == expected);
        ChangeSet expectedChanges;
        Traits::touch(expectedChanges, cmd.record());
        CHECK(cmd.changes() == expectedChanges.normalize());
        CHECK_FALSE(cmd.changes().empty());
    }
    SECTION("add at the front") {
        AddRecordCommand<Traits> cmd(fresh<Record>(doc), 0);
        checkRoundTrip(doc, cmd);
        cmd.apply(doc);
        CHECK(ids<Traits>(doc).front() == cmd.record().id);
    }
    SECTION("remove each record: revert puts it back at its index") {
        for (const std::string& id : before) {
            auto cmd = RemoveRecordCommand<Traits>::make(doc, id);
            REQUIRE(cmd);
            CHECK(cmd->label() == "Remove " + noun);
            checkRoundTrip(doc, *cmd);
            cmd->apply(doc);
            CHECK(findRecord<Traits>(*doc.scenario, id) < 0);
            cmd->revert(doc);
            CHECK(ids<Traits>(doc) == before);
        }
        CHECK(RemoveRecordCommand<Traits>::make(doc, "no-such-id") == nullptr);
    }
    SECTION("replace keeps the index") {
        const std::string id = before.back();
        Record after = Traits::records(*doc.scenario).back();
        edit(after);
        auto cmd = ReplaceRecordCommand<Traits>::make(doc, id, after);
        REQUIRE(cmd);
        CHECK(cmd->label() == "Edit " + noun);
        checkRoundTrip(doc, *cmd);
        cmd->apply(doc);
        CHECK(Traits::records(*doc.scenario).back() == after);
        CHECK(ReplaceRecordCommand<Traits>::make(doc, id, after) == nullptr);  // no change
        CHECK(ReplaceRecordCommand<Traits>::make(doc, "no-such-id", after) == nullptr);
    }
    SECTION("replace with a new id reports both ids") {
        Record after = Traits::records(*doc.scenario).front();
        after.id = "renamed";
        auto cmd = ReplaceRecordCommand<Traits>::make(doc, before.front(), after, "Change Id");
        REQUIRE(cmd);
        CHECK(cmd->label() == "Change Id");
        checkRoundTrip(doc, *cmd);
    }
    SECTION("a command out of step with the document throws instead of corrupting it") {
        auto cmd = RemoveRecordCommand<Traits>::make(doc, before.front());
        cmd->apply(doc);
        CHECK_THROWS_AS(cmd->apply(doc), std::logic_error);
    }
}

TEST_CASE("Record commands: labels name the record kind", "[commands]") {
    Document doc = makeDocument();
    CHECK(AddVictoryHexCommand(fresh<VictoryHex>(doc)).label() == "Add Victory Hex");
    CHECK(RemoveUnitCommand::make(doc, "iron")->label() == "Remove Unit");
    CHECK(AddScheduleRowCommand(fresh<ReinforcementRow>(doc)).label() == "Add Reinforcement");
    CHECK(RemoveEntryAreaCommand::make(doc, "south")->label() == "Remove Entry Area");
}

TEST_CASE("Record commands: change sets name the hexes to redraw", "[commands]") {
    Document doc = makeDocument();
    const ChangeSet vp = RemoveVictoryHexCommand::make(doc, "vp2")->changes();
    CHECK(vp.victoryHexes == std::vector<std::string>{"vp2"});
    CHECK(vp.hexes == std::vector<HexCoord>{hexAt(doc, 2, 8)});
    const ChangeSet area = RemoveEntryAreaCommand::make(doc, "south")->changes();
    CHECK(area.entryAreas == std::vector<std::string>{"south"});
    CHECK(area.hexes.size() == 2);
    const ChangeSet row = RemoveScheduleRowCommand::make(doc, "r1")->changes();
    CHECK(row.scheduleRows == std::vector<std::string>{"r1"});
    CHECK(row.hexes == std::vector<HexCoord>{hexAt(doc, 0, 5)});
    CHECK(RemoveVictoryConditionCommand::make(doc, "vc1")->changes().settings);
}

TEST_CASE("Record commands: edits with one merge key merge", "[commands]") {
    Document doc = makeDocument();
    const Scenario start = *doc.scenario;
    Unit u = *doc.scenario->findUnit("iron");
    u.attributes["strength"] = "8";
    auto first = ReplaceUnitCommand::make(doc, "iron", u, {}, "strength");
    first->apply(doc);
    u.attributes["strength"] = "7";
    auto second = ReplaceUnitCommand::make(doc, "iron", u, {}, "strength");
    second->apply(doc);
    CHECK(first->mergeWith(*second));
    first->revert(doc);
    CHECK(*doc.scenario == start);
    first->apply(doc);
    CHECK(doc.scenario->findUnit("iron")->attributes.at("strength") == "7");

    u.name = "Iron Brigade";
    auto other = ReplaceUnitCommand::make(doc, "iron", u, {}, "name");
    CHECK_FALSE(first->mergeWith(*other));
    auto unkeyed = ReplaceUnitCommand::make(doc, "iron", u);
    CHECK_FALSE(unkeyed->mergeWith(*other));
}
