#pragma once
// What the record commands (add / remove / replace) need to know about each kind of scenario
// record: the vector that holds it, its name for labels, and what a change to it touches.
// Every record has a string `id`, unique within its vector.
#include "engine/commands/change_set.hpp"
#include "engine/model/record_rules.hpp"
#include "engine/model/scenario.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

struct SideTraits {
    using Record = Side;
    static constexpr const char* kNoun = "Side";
    static std::vector<Side>& records(Scenario& s) { return s.sides; }
    static const std::vector<Side>& records(const Scenario& s) { return s.sides; }
    static void touch(ChangeSet& c, const Side& r) { c.sides.push_back(r.id); }
};

struct FormationTraits {
    using Record = Formation;
    static constexpr const char* kNoun = "Formation";
    static std::vector<Formation>& records(Scenario& s) { return s.formations; }
    static const std::vector<Formation>& records(const Scenario& s) { return s.formations; }
    static void touch(ChangeSet& c, const Formation& r) { c.formations.push_back(r.id); }
};

struct LeaderTraits {
    using Record = Leader;
    static constexpr const char* kNoun = "Leader";
    static std::vector<Leader>& records(Scenario& s) { return s.leaders; }
    static const std::vector<Leader>& records(const Scenario& s) { return s.leaders; }
    static void touch(ChangeSet& c, const Leader& r) { c.leaders.push_back(r.id); }
};

struct UnitTraits {
    using Record = Unit;
    static constexpr const char* kNoun = "Unit";
    static std::vector<Unit>& records(Scenario& s) { return s.units; }
    static const std::vector<Unit>& records(const Scenario& s) { return s.units; }
    static void touch(ChangeSet& c, const Unit& r) { c.units.push_back(r.id); }
};

struct ScheduleRowTraits {
    using Record = ReinforcementRow;
    static constexpr const char* kNoun = "Reinforcement";
    static std::vector<ReinforcementRow>& records(Scenario& s) { return s.schedule; }
    static const std::vector<ReinforcementRow>& records(const Scenario& s) { return s.schedule; }
    static void touch(ChangeSet& c, const ReinforcementRow& r) {
        c.scheduleRows.push_back(r.id);
        if (r.entryHex) c.hexes.push_back(*r.entryHex);  // its entry marker is redrawn
    }
};

struct VictoryHexTraits {
    using Record = VictoryHex;
    static constexpr const char* kNoun = "Victory Hex";
    static std::vector<VictoryHex>& records(Scenario& s) { return s.victoryHexes; }
    static const std::vector<VictoryHex>& records(const Scenario& s) { return s.victoryHexes; }
    static void touch(ChangeSet& c, const VictoryHex& r) {
        c.victoryHexes.push_back(r.id);
        c.hexes.push_back(r.hex);
    }
};

struct EntryAreaTraits {
    using Record = EntryArea;
    static constexpr const char* kNoun = "Entry Area";
    static std::vector<EntryArea>& records(Scenario& s) { return s.entryAreas; }
    static const std::vector<EntryArea>& records(const Scenario& s) { return s.entryAreas; }
    static void touch(ChangeSet& c, const EntryArea& r) {
        c.entryAreas.push_back(r.id);
        c.hexes.insert(c.hexes.end(), r.hexes.begin(), r.hexes.end());
    }
};

// Victory conditions are scenario-wide text, so they count as settings.
struct VictoryConditionTraits {
    using Record = VictoryCondition;
    static constexpr const char* kNoun = "Victory Condition";
    static std::vector<VictoryCondition>& records(Scenario& s) { return s.victoryConditions; }
    static const std::vector<VictoryCondition>& records(const Scenario& s) { return s.victoryConditions; }
    static void touch(ChangeSet& c, const VictoryCondition&) { c.settings = true; }
};

// Index of the record with `id` in its vector, or -1.
template <class Traits>
[[nodiscard]] std::ptrdiff_t findRecord(const Scenario& s, std::string_view id) {
    const auto& v = Traits::records(s);
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v[i].id == id) return static_cast<std::ptrdiff_t>(i);
    return -1;
}

// Throws std::invalid_argument when `record` breaks engine/model/record_rules.hpp: a command
// never puts into the scenario what its file could not hold.
template <class Traits>
void requireRecordFits(const typename Traits::Record& record) {
    if (const std::string problem = recordProblem(record); !problem.empty())
        throw std::invalid_argument(std::string(Traits::kNoun) + " " + record.id + ": " + problem);
}

// X-macro over every traits type, for explicit instantiations of the record command templates.
#define RIDGELINE_FOR_EACH_RECORD_TRAITS(X) \
    X(SideTraits)                           \
    X(FormationTraits)                      \
    X(LeaderTraits)                         \
    X(UnitTraits)                           \
    X(ScheduleRowTraits)                    \
    X(VictoryHexTraits)                     \
    X(EntryAreaTraits)                      \
    X(VictoryConditionTraits)

}  // namespace engine
