#include "engine/validation/checks/support/command_at_start.hpp"

#include "engine/validation/checks/support/profile_cache.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>

namespace engine {
namespace {

void collect(const CheckContext& ctx, const PolicySection* policy, const Formation& f,
             std::vector<std::string_view>& seen, std::vector<Subordinate>& out,
             std::vector<std::string_view>& looked) {
    if (std::find(seen.begin(), seen.end(), f.id) != seen.end())
        return;  // parent cycles are oob.unknown_parent's business
    seen.push_back(f.id);
    const std::string unitRole = policy ? commandRole(*policy, "unit") : "unit";
    for (const Unit* u : ctx.unitsIn(f.id)) out.push_back(Subordinate{u->id, false, {unitRole, u->unitClass}});
    for (const Formation* child : ctx.childrenOf(f.id)) {
        looked.push_back(child->id);
        if (!child->commander.empty()) looked.push_back(child->commander);  // a leader of that id may come
        if (!child->commander.empty() && ctx.leader(child->commander))
            out.push_back(
                Subordinate{child->commander, true, {policy ? commandRole(*policy, child->kind) : child->kind}});
        else collect(ctx, policy, *child, seen, out, looked);
    }
}

// Reach arrays reused from one trace to the next: a trace settles a few hundred hexes of a map
// that may hold a million.
ReachResult& scratch(int which) {
    thread_local ReachResult results[2];
    return results[which];
}

const MovementProfile& profileOf(const CheckContext& ctx, const std::string& cls) {
    if (const MovementProfile* kept = movementProfile(ctx, cls, {})) return *kept;
    (void)MovementProfile(ctx.ruleset(), ctx.map(), cls);  // throws, naming the unknown class
    throw std::invalid_argument("no movement profile for class `" + cls + "`");
}

}  // namespace

std::vector<Subordinate> directSubordinates(const CheckContext& ctx, const Formation& formation,
                                            std::vector<std::string_view>* looked) {
    std::vector<Subordinate> out;
    std::vector<std::string_view> seen, children;
    collect(ctx, ctx.ruleset().section("command"), formation, seen, out, children);
    if (looked) {
        looked->push_back(formation.id);
        looked->insert(looked->end(), children.begin(), children.end());
    }
    return out;
}

std::string commandRole(const PolicySection& policy, const std::string& role) {
    const Param* roles = policy.param("range-roles");
    std::istringstream pairs(roles ? roles->value : std::string());
    for (std::string pair; pairs >> pair;)
        if (const auto colon = pair.find(':');
            colon != std::string::npos && pair.compare(0, colon, role) == 0 && colon == role.size())
            return pair.substr(colon + 1);
    return role;
}

const Record* commandRangeRecord(const PolicySection& policy, const std::string& from,
                                 const std::vector<std::string>& to) {
    for (const Record& r : policy.records) {
        if (r.kind != "range" || r.get("from") != from) continue;
        const std::string target = r.get("to");
        if (target.empty() || std::find(to.begin(), to.end(), target) != to.end()) return &r;
    }
    return nullptr;
}

std::optional<double> commandRange(const CheckContext& ctx, const Record& record, const Leader& leader,
                                   Provenanced& source) {
    source = record;
    std::optional<double> range = record.number("mp");
    if (!range) range = record.number("command");
    if (!range) range = record.number("hexes");
    const std::string optionId = record.get("option");
    if (optionId.empty()) return range;
    const std::string value = ctx.option(optionId);
    const RulesetOption* option = ctx.ruleset().findOption(optionId);
    if (const auto x = value.find("xcr"); x != std::string::npos) {
        const auto rating = leader.ratings.find("command-rating");
        if (rating == leader.ratings.end()) return std::nullopt;
        if (option) source.assumed = source.assumed || option->assumed;
        return std::strtod(value.substr(0, x).c_str(), nullptr) * std::strtod(rating->second.c_str(), nullptr);
    }
    char* end = nullptr;
    const double v = std::strtod(value.c_str(), &end);
    if (end == value.c_str()) return range;
    if (option) source.assumed = source.assumed || option->assumed;
    return v;
}

namespace {

// The set-up as a board, kept while it stays as it was: trace rules are made on it per trace.
struct TraceBoardCache {
    std::mutex mutex;
    std::array<std::size_t, 4> stamp{};
    std::shared_ptr<const BoardState> board;
};

}  // namespace

std::shared_ptr<const CommandTraceRules> commandTraceRules(const CheckContext& ctx, const std::string& side) {
    auto& cache = ctx.ruleCache<TraceBoardCache>("command-trace-board");
    std::shared_ptr<const BoardState> board;
    {
        const std::lock_guard<std::mutex> lock(cache.mutex);
        const std::array<std::size_t, 4> stamp{ctx.setupEpoch(), ctx.setupEdits().size(),
                                               static_cast<std::size_t>(ctx.mapEpoch()), ctx.map().grid().size()};
        if (stamp != cache.stamp || !cache.board) {
            cache.stamp = stamp;
            cache.board = std::make_shared<const BoardState>(ctx.map(), ctx.ruleset(), &ctx.scenario());
        }
        board = cache.board;
    }
    // The rules find zones lazily (one object per thread) and keep the board they read alive.
    struct Owned {
        std::shared_ptr<const BoardState> board;
        CommandTraceRules rules;
        Owned(std::shared_ptr<const BoardState> b, const std::string& s)
            : board(std::move(b)),
              rules(*board, s) {}
    };
    auto owned = std::make_shared<const Owned>(board, side);
    return std::shared_ptr<const CommandTraceRules>(owned, &owned->rules);
}

CommandTrace::CommandTrace(const CheckContext& ctx, const std::string& measureClass, HexCoord from, std::string side,
                           double budget, const std::vector<HexCoord>& targets)
    : m_ctx(ctx),
      m_profile(profileOf(ctx, measureClass)),
      m_from(from),
      m_side(std::move(side)),
      m_free(scratch(0)),
      m_blocked(scratch(1)) {
    for (HexCoord h : targets)
        if (ctx.map().contains(h)) m_targets.push_back(static_cast<std::uint32_t>(ctx.map().grid().index(h)));
    m_options.budget = budget;
    m_options.until = &m_targets;
    computeReach(m_profile, m_from, m_options, m_free);
}

void CommandTrace::lookAround(HexCoord hex) {
    const int reach = m_rules ? m_rules->reachOfPieces() : 1;
    const HexGrid& grid = m_ctx.map().grid();
    for (int dq = -reach; dq <= reach; ++dq)
        for (int dr = std::max(-reach, -dq - reach); dr <= std::min(reach, -dq + reach); ++dr) {
            const HexCoord h{hex.q + dq, hex.r + dr};
            if (grid.contains(h) && m_looked.insert(h).second) m_lookedAt.push_back(h);
        }
}

std::optional<double> CommandTrace::distanceTo(HexCoord to) {
    if (!m_free.reached(to)) return std::nullopt;  // the enemy only lengthens paths
    if (!m_rules) m_rules = commandTraceRules(m_ctx, m_side);
    bool affected = false;
    for (const PathStep& step : m_free.pathTo(to)) {
        lookAround(step.hex);
        affected = affected || (step.hex != m_from && m_rules->affects(step.hex));
    }
    if (!affected) return m_free.cost(to);
    if (!m_blockedTraced) {
        m_blockedTraced = true;
        ReachOptions blocked = m_options;
        blocked.rules = m_rules.get();
        computeReach(m_profile, m_from, blocked, m_blocked);
        for (const std::uint32_t i : m_blocked.touched()) lookAround(m_ctx.map().grid().at(i));
    }
    if (!m_blocked.reached(to)) return std::nullopt;
    return m_blocked.cost(to);
}

std::vector<HexCoord> CommandTrace::searched() const {
    std::vector<HexCoord> out;
    for (const std::uint32_t i : m_free.touched()) out.push_back(m_ctx.map().grid().at(i));
    return out;
}

}  // namespace engine
