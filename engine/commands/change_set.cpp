#include "engine/commands/change_set.hpp"

#include <algorithm>

namespace engine {
namespace {

template <class T>
void appendAll(std::vector<T>& to, const std::vector<T>& from) {
    to.insert(to.end(), from.begin(), from.end());
}

template <class T>
void sortUnique(std::vector<T>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

}  // namespace

ChangeSet& ChangeSet::merge(const ChangeSet& other) { return append(other).normalize(); }

ChangeSet& ChangeSet::append(const ChangeSet& other) {
    appendAll(hexes, other.hexes);
    appendAll(hexsides, other.hexsides);
    appendAll(sides, other.sides);
    appendAll(units, other.units);
    appendAll(leaders, other.leaders);
    appendAll(formations, other.formations);
    appendAll(placements, other.placements);
    appendAll(scheduleRows, other.scheduleRows);
    appendAll(victoryHexes, other.victoryHexes);
    appendAll(entryAreas, other.entryAreas);
    settings = settings || other.settings;
    mapSettings = mapSettings || other.mapSettings;
    return *this;
}

ChangeSet& ChangeSet::normalize() {
    sortUnique(hexes);
    sortUnique(hexsides);
    sortUnique(sides);
    sortUnique(units);
    sortUnique(leaders);
    sortUnique(formations);
    sortUnique(placements);
    sortUnique(scheduleRows);
    sortUnique(victoryHexes);
    sortUnique(entryAreas);
    return *this;
}

bool ChangeSet::empty() const {
    return hexes.empty() && hexsides.empty() && sides.empty() && units.empty() && leaders.empty() &&
           formations.empty() && placements.empty() && scheduleRows.empty() && victoryHexes.empty() &&
           entryAreas.empty() && !settings && !mapSettings;
}

}  // namespace engine
