#pragma once
// Ids the studio and the importers give new records: readable and stable, made from the name the
// designer typed ("26th North Carolina" -> "26-nc", "Archer's Brigade" -> "archers-bde"), and made
// unique within their kind by a numeric suffix ("26-nc-2"). Formations, leaders and units share
// one id space (a set-up or schedule entry names a piece without saying which kind).
#include "engine/model/scenario.hpp"

#include <string>
#include <string_view>
#include <unordered_set>

namespace engine {

// Lower case ASCII words joined by '-': ordinals lose their suffix, US state names become their
// postal codes, filler words ("the", "of", "infantry", "volunteers") go, unit words are
// abbreviated (brigade bde, division div, battery bty, cavalry cav, artillery art). At most 40
// characters, cut at a word; "" when the name has no letters or digits.
[[nodiscard]] std::string idFromName(std::string_view name);

// Whether `id` can be written as an id: not empty, no spaces (lists of ids are space-separated),
// no characters XML cannot carry.
[[nodiscard]] bool validId(std::string_view id);

// The kinds of record that have their own id space.
enum class IdSpace : std::uint8_t { Pieces, Sides, ScheduleRows, EntryAreas, VictoryHexes, VictoryConditions };

class IdAllocator {
public:
    IdAllocator(const Scenario& scenario, IdSpace space);
    [[nodiscard]] bool taken(std::string_view id) const { return m_taken.contains(std::string(id)); }
    // `base` when free, else base-2, base-3...; "x" stands for an empty base. The id is then taken.
    std::string fresh(std::string_view base);
    void reserve(std::string id) { m_taken.insert(std::move(id)); }

private:
    std::unordered_set<std::string> m_taken;
};

}  // namespace engine
