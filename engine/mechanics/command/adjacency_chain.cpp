#include "engine/mechanics/command/adjacency_chain.hpp"

#include <algorithm>
#include <deque>

namespace engine {

const ChainedCommand* ChainAnswer::find(const std::string& id) const {
    auto it = std::find_if(members.begin(), members.end(), [&](const ChainedCommand& m) { return m.id == id; });
    return it == members.end() ? nullptr : &*it;
}

ChainAnswer chainCommand(const BoardState& ctx, const CommandQuery& commander,
                         const std::vector<ChainMember>& regiments) {
    ChainAnswer out;
    const PolicySection* policy = ctx.ruleset.section("command");
    const Param* chain = policy ? policy->param("regiment-chain-adjacent-same-brigade") : nullptr;
    out.chainApplies = chain && chain->value == "true";
    if (out.chainApplies)
        out.reasons.push_back({"command passes to a regiment adjacent to an in-command regiment of its own brigade",
                               chain->cite,
                               chain->assumed,
                               {},
                               {}});
    else
        out.reasons.push_back(
            {"ruleset `" + ctx.ruleset.id + "` passes no command along adjacent units: the range alone decides",
             "",
             false,
             {},
             {}});

    const HexGrid& grid = ctx.map.grid();
    std::deque<std::size_t> frontier;
    for (const ChainMember& m : regiments) {
        CommandQuery q = commander;
        q.subordinateHex = m.hex;
        const CommandRangeAnswer range = checkCommandRange(ctx, q);
        ChainedCommand c{m.id, m.hex, range.applies && range.within, {}, range.reasons};
        if (c.inCommand) frontier.push_back(out.members.size());
        out.members.push_back(std::move(c));
    }
    if (!out.chainApplies) return out;
    // Flood fill: each in-command regiment passes command to its out-of-command neighbours.
    while (!frontier.empty()) {
        const ChainedCommand& from = out.members[frontier.front()];
        frontier.pop_front();
        const std::string fromId = from.id;
        const HexCoord fromHex = from.hex;
        for (std::size_t i = 0; i < out.members.size(); ++i) {
            ChainedCommand& m = out.members[i];
            if (m.inCommand || hexDistance(m.hex, fromHex) > 1) continue;
            m.inCommand = true;
            m.via = fromId;
            m.reasons.push_back({"unit " + m.id + " in " + grid.label(m.hex) + " is adjacent to in-command unit " +
                                     fromId + " in " + grid.label(fromHex) + " of the same brigade: in command",
                                 chain->cite,
                                 chain->assumed,
                                 {m.hex, fromHex},
                                 {}});
            frontier.push_back(i);
        }
    }
    return out;
}

std::vector<ChainMember> formationMembers(const BoardState& ctx, const std::string& formationId) {
    std::vector<ChainMember> out;
    for (const auto& [hex, pieces] : ctx.occupancy.all())
        for (const PieceAt& p : pieces)
            if (p.unit && p.unit->formation == formationId) out.push_back({p.id, hex});
    std::sort(out.begin(), out.end(), [](const ChainMember& a, const ChainMember& b) { return a.id < b.id; });
    return out;
}

}  // namespace engine
