#include "engine/commands/change_set.hpp"

#include <algorithm>

namespace engine {
namespace {

template <class T>
void append(std::vector<T>& to, const std::vector<T>& from) {
    to.insert(to.end(), from.begin(), from.end());
}

template <class T>
void sortUnique(std::vector<T>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

}  // namespace

ChangeSet& ChangeSet::merge(const ChangeSet& other) {
    append(hexes, other.hexes);
    append(hexsides, other.hexsides);
    append(sides, other.sides);
    append(units, other.units);
    append(leaders, other.leaders);
    append(formations, other.formations);
    append(placements, other.placements);
    append(scheduleRows, other.scheduleRows);
    append(victoryHexes, other.victoryHexes);
    append(entryAreas, other.entryAreas);
    settings = settings || other.settings;
    mapSettings = mapSettings || other.mapSettings;
    return normalize();
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
