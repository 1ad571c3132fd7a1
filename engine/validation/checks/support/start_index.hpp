#pragma once
// Where each side's pieces can start moving from, by unit class, with the turns they have on the
// map: set-up pieces every turn of the track, reinforcements the turns left after their row's
// arrival. Kept with a rule's cache and brought up to date from CheckContext::setupEdits() (a
// moved or edited piece or an edited row replaces its own entries; an edited piece also those of
// the rows that may bring it), rebuilt when any other record changes. For victory.unreachable.
#include "engine/validation/check_context.hpp"

#include <cstddef>
#include <map>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace engine {

// (hex, turns), sorted by hex and, within a hex, most turns first; one entry per piece or row
// there, so the first entry of a hex is the most turns any piece has at it.
using Starts = std::vector<std::pair<HexCoord, int>>;

[[nodiscard]] int turnsAt(const Starts& starts, HexCoord hex);  // 0 when no piece starts there

class StartIndex {
public:
    struct ClassStarts {
        Starts starts;
        std::size_t revision = 0;  // changes whenever `starts` does
    };
    using ByClass = std::map<std::string, ClassStarts>;

    // Brings the index up to date with the context's records.
    void update(const CheckContext& ctx);
    // The side's starts by class (some may be empty); nullptr when nothing of the side is ever on
    // the map.
    [[nodiscard]] const ByClass* side(const std::string& side) const;

private:
    struct Entry {
        std::string side, unitClass;
        HexCoord hex;
        int turns = 0;
    };
    void rebuild(const CheckContext& ctx);
    void place(const CheckContext& ctx, const std::string& piece);   // the piece's set-up entries, afresh
    void schedule(const CheckContext& ctx, const std::string& row);  // the row's entries, afresh
    void replace(std::vector<Entry>& entries, std::vector<Entry> now);
    void add(const Entry& e);
    void remove(const Entry& e);

    std::size_t m_setupEpoch = static_cast<std::size_t>(-1);
    std::size_t m_editsSeen = 0;
    std::size_t m_revisions = 0;
    bool m_bulk = false;  // rebuilding: entries are appended, then sorted
    std::map<std::string, ByClass> m_sides;
    std::unordered_map<std::string, std::vector<Entry>> m_ofPiece;  // set-up pieces' entries
    std::unordered_map<std::string, std::vector<Entry>> m_ofRow;    // reinforcement rows' entries, by row id
};

}  // namespace engine
