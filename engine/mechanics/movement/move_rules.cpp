#include "engine/mechanics/movement/move_rules.hpp"

#include "engine/mechanics/policy_param.hpp"
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "engine/mechanics/stacking/stacking_support.hpp"
#include "engine/mechanics/zoc/zone_model.hpp"
#include "engine/util/words.hpp"

#include <algorithm>
#include <sstream>

namespace engine {
namespace {

bool is(const std::optional<Param>& p, std::string_view value) { return p && p->value == value; }

Reason because(const Provenanced& p, std::string message, HexCoord hex) {
    return {std::move(message), p.cite, p.assumed, {hex}, {}};
}

bool listed(const std::string& words, const std::string& word) {
    const auto all = splitWords(words);
    return std::find(all.begin(), all.end(), word) != all.end();
}

// "infantry:column cavalry:mounted": whether class:mode is one of the pairs.
bool inPairs(const std::string& pairs, const std::string& cls, const std::string& mode) {
    for (const std::string& pair : splitWords(pairs)) {
        const auto colon = pair.find(':');
        if (pair.substr(0, colon) == cls && (colon == std::string::npos || pair.substr(colon + 1) == mode)) return true;
    }
    return false;
}

// Cavalry and horse artillery move through full hexes under SSS 25.31; the rest do not.
bool mountedClass(const std::string& cls) {
    return cls.find("cavalry") != std::string::npos || cls == "horse-artillery";
}

// A piece's mode, its class's first when the set-up gives none.
std::string modeOf(const Ruleset& rs, const PieceAt& p) {
    if (!p.mode.empty()) return p.mode;
    const UnitClass* c = rs.findClass(p.unitClass);
    return c && !c->modes.empty() ? c->modes.front().id : std::string();
}

bool inSkirmishOrder(const PieceAt& p) {
    if (p.mode == "skirmish") return true;
    if (!p.unit) return false;
    const auto it = p.unit->attributes.find("skirmish-order");
    return it != p.unit->attributes.end() && it->second == "true";
}

std::string mp(double v) {
    std::ostringstream s;
    s << v;
    return s.str();
}

}  // namespace

void applyRuled(const RuledStep& ruled, StepCost& out) {
    if (ruled.prohibited) out.mp = kProhibitedMove;
    else out.mp += ruled.extraMp;
    out.prohibited = out.mp == kProhibitedMove;
    for (const Reason& why : out.reasons) out.assumed = out.assumed || why.assumed;
}

MoveRules::MoveRules(const BoardState& ctx, const MovementProfile& profile, const EnemyPresence* enemies,
                     MovingStack mover, HexCoord start)
    : m_ctx(&ctx),
      m_profile(&profile),
      m_mover(std::move(mover)),
      m_start(start),
      m_flags(ctx.map.grid().size(), 0) {
    const Ruleset& rs = ctx.ruleset;
    const HexGrid& grid = ctx.map.grid();
    if (m_mover.side.empty() && enemies) m_mover.side = enemies->side();
    if (m_mover.side.empty() && !m_mover.pieces.empty()) m_mover.side = m_mover.pieces.front().side;
    m_night = ctx.nightTurn();

    const Palette& sides = ctx.map.hexsidePalette();
    for (int i = 0; i < sides.size() && i < 32; ++i)
        if (const HexsideType* t = rs.findHexside(sides.at(i)); t && t->kind == "road")
            m_roadKind |= FeatureMask{1} << i;

    // Orders and the turn.
    if (!m_mover.orders.empty())
        if (const PolicySection* zoc = rs.section("zoc"))
            for (const Record& r : zoc->records)
                if (r.kind == "order-entry" && r.get("order") == m_mover.orders) m_orderEntry = r;
    if (auto p = policyParam(rs, "zoc", "engage-forbidden-orders"); p && listed(p->value, m_mover.orders)) m_engage = p;
    if (m_night) {
        if (auto p = policyParam(rs, "zoc", "zoc-entry-at-night"); is(p, "false")) m_nightZoc = p;
        if (auto p = policyParam(rs, "movement", "night-movement"); is(p, "roads-only")) m_nightRoads = p;
    }

    // The enemy: zones, and what standing next to an enemy unit means.
    if (auto p = policyParam(rs, "movement", "enemy-adjacent-to-skirmisher-extra-mp"); p && p->number()) {
        m_skirmish = p;
        m_skirmishMp = *p->number();
    }
    if (enemies) {
        for (std::size_t i = 0; i < m_flags.size(); ++i) {
            const HexCoord h = grid.at(i);
            if (enemies->inZoc(h)) m_flags[i] |= kZoc;
            if (enemies->inZoi(h)) m_flags[i] |= kZoi;
        }
        m_startInZoc = enemies->inZoc(start);
        const bool noInfantryZoc = m_orderEntry && m_orderEntry->get("zoc") == "no-infantry";
        const auto model = noInfantryZoc ? makeZoneModel(rs) : nullptr;
        for (const auto& [at, pieces] : ctx.occupancy.all()) {
            for (const PieceAt& piece : pieces) {
                if (piece.side == m_mover.side || stacking::isLeader(piece)) continue;
                markNeighbours(at, kNextToEnemy);
                if (inSkirmishOrder(piece)) markNeighbours(at, kNextToSkirmisher);
                if (model && piece.unitClass == "infantry")
                    for (const HexCoord h : zoneOf(ctx, *model, at, piece, ZoneKind::Zoc).hexes)
                        m_flags[grid.index(h)] |= kInfantryZoc;
            }
        }
        if (m_startInZoc) {
            m_leaveZoc = policyParam(rs, "zoc", "leave-zoc");
            m_zocToZoc = policyParam(rs, "zoc", "zoc-to-zoc");
        }
        if (auto p = policyParam(rs, "movement", "road-rate-bars-zoc-entry"); is(p, "true")) {
            m_roadBarsZoc = p;
            m_roadBitMatters = true;
        }
    }
    compileFriendly(profile);
}

MoveRules::~MoveRules() = default;

void MoveRules::markNeighbours(HexCoord at, std::uint16_t flag) {
    const HexGrid& grid = m_ctx->map.grid();
    for (int d = 0; d < 6; ++d)
        if (const HexCoord n = neighbor(at, d); grid.contains(n)) m_flags[grid.index(n)] |= flag;
}

void MoveRules::compileFriendly(const MovementProfile& profile) {
    const Ruleset& rs = m_ctx->ruleset;
    const HexGrid& grid = m_ctx->map.grid();
    const std::string& cls = profile.unitClass();
    // Which stacking rule governs this mover while it moves.
    std::optional<Param> rule = policyParam(
        rs, "stacking", mountedClass(cls) ? "enforced-cavalry-horse-artillery" : "enforced-infantry-artillery");
    std::uint16_t full = 0;
    if (is(rule, "always-including-passing-through")) full = kFullForPassing;
    else if (is(rule, "end-of-move")) full = kFullForEnding;
    if (full == kFullForPassing) m_passing = rule;
    if (full == kFullForEnding) m_ending = rule;
    if (auto over = policyParam(rs, "stacking", "move-through-over-limit")) {
        if (over->value == "false") {
            full = kFullForPassing;
            m_passing = over;
        } else {
            m_throughFriendly = over;
        }
    }
    if (auto free = policyParam(rs, "movement", "move-through-friendly"); is(free, "free")) m_throughFriendly = free;

    std::vector<PieceAt> moving = m_mover.pieces;
    if (moving.empty()) moving.push_back({"(moving unit)", m_mover.side, cls, profile.mode(), -1, nullptr, nullptr});
    const auto movingOne = [&](const PieceAt& p) {
        return std::any_of(moving.begin(), moving.end(), [&](const PieceAt& m) { return m.id == p.id; });
    };
    const std::unique_ptr<StackingPolicy> policy = full ? makeStackingPolicy(rs) : nullptr;

    // CWB 12.2: a road mover in column may not end stacked with another one still in column.
    const auto roadModes = policyParam(rs, "movement", "road-modes");
    if (auto p = policyParam(rs, "stacking", "road-move-end-stacked-in-road-formation");
        is(p, "false") && roadModes && inPairs(roadModes->value, cls, profile.mode()))
        m_roadEndStacked = p;

    for (const auto& [at, pieces] : m_ctx->occupancy.all()) {
        if (!grid.contains(at)) continue;
        std::vector<PieceAt> stack = moving;
        bool friends = false;
        for (const PieceAt& p : pieces) {
            if (p.side != m_mover.side || movingOne(p)) continue;
            friends = true;
            stack.push_back(p);
            if (m_roadEndStacked && !stacking::isLeader(p) && inPairs(roadModes->value, p.unitClass, modeOf(rs, p))) {
                m_flags[grid.index(at)] |= kRoadColumnFriend;
                m_roadBitMatters = true;
            }
        }
        if (friends && policy && policy->check(*m_ctx, {at, stack, false}).verdict == StackVerdict::Over)
            m_flags[grid.index(at)] |= full;
    }
}

bool MoveRules::has(HexCoord h, std::uint16_t flag) const {
    const HexGrid& grid = m_ctx->map.grid();
    return grid.contains(h) && (m_flags[grid.index(h)] & flag) != 0;
}

RuledStep MoveRules::step(HexCoord from, int dir, std::uint8_t state, bool roadRate, bool firstStep) const {
    return evaluate<false>(from, dir, state, roadRate, firstStep, nullptr);
}

RuledStep MoveRules::explain(HexCoord from, HexCoord to, std::uint8_t state, bool roadRate, bool firstStep,
                             StepCost& out) const {
    const RuledStep r = evaluate<true>(from, directionTo(from, to), state, roadRate, firstStep, &out);
    applyRuled(r, out);
    return r;
}

std::vector<Reason> MoveRules::startReasons() const {
    std::vector<Reason> out;
    const std::string where = m_ctx->map.grid().label(m_start);
    if (is(m_leaveZoc, "withdrawal-or-retreat-only"))
        out.push_back(because(*m_leaveZoc,
                              "the unit starts in an enemy ZOC in " + where +
                                  ": units leave a ZOC only by voluntary withdrawal or retreat, not by normal movement",
                              m_start));
    else if (is(m_leaveZoc, "first-hex-free-of-other-zoc"))
        out.push_back(because(*m_leaveZoc,
                              "the unit starts in an EZOC in " + where +
                                  ": it may leave, but the first hex entered must be free of another EZOC "
                                  "(or a close combat)",
                              m_start));
    return out;
}

template <bool kExplain>
RuledStep MoveRules::evaluate(HexCoord from, int dir, std::uint8_t state, bool roadRate, bool firstStep,
                              StepCost* out) const {
    RuledStep r;
    r.state = state | ((roadRate && m_roadBitMatters) ? kUsedRoad : 0);
    const HexCoord to = neighbor(from, dir);
    const HexGrid& grid = m_ctx->map.grid();
    if (!grid.contains(to)) return r;
    const std::string where = grid.label(to);
    const auto bar = [&](const Provenanced& p, const std::string& message) {
        r.prohibited = true;
        if constexpr (kExplain) out->reasons.push_back(because(p, message, to));
    };
    const bool zoc = has(to, kZoc), zoi = has(to, kZoi);

    if (firstStep && m_startInZoc) {
        if (is(m_leaveZoc, "withdrawal-or-retreat-only"))
            bar(*m_leaveZoc, "the unit is in an enemy ZOC: it leaves only by voluntary withdrawal or retreat");
        else if (is(m_leaveZoc, "first-hex-free-of-other-zoc") && zoc)
            bar(*m_leaveZoc, "leaving an EZOC, the first hex entered (" + where + ") must be free of another EZOC");
        else if constexpr (kExplain) {
            if (m_zocToZoc && zoc)
                out->reasons.push_back(because(*m_zocToZoc,
                                               "from a ZOC into another ZOC hex (" + where +
                                                   "): the unit stops and becomes disorganized (" + m_zocToZoc->value +
                                                   ")",
                                               to));
        }
    }
    if (m_orderEntry) {
        const std::string orders = "under " + m_mover.orders + " orders";
        const std::string zocEntry = m_orderEntry->get("zoc"), zoiEntry = m_orderEntry->get("zoi");
        if (zoc && zocEntry == "no") bar(*m_orderEntry, orders + " a unit may not enter the enemy ZOC in " + where);
        else if (zocEntry == "no-infantry" && has(to, kInfantryZoc))
            bar(*m_orderEntry, orders + " a unit may not enter the ZOC of enemy infantry in " + where);
        else if (zoi && !zoc && zoiEntry == "no")
            bar(*m_orderEntry, orders + " a unit may not enter the enemy ZOI in " + where);
    }
    if (m_engage && has(to, kNextToEnemy))
        bar(*m_engage,
            "under " + m_mover.orders + " orders a unit may not engage (move next to) an enemy unit in " + where);
    if (m_nightZoc && zoc) bar(*m_nightZoc, "night turn: no unit may enter a ZOC (" + where + ")");
    if (m_nightRoads) {
        const FeatureMask mask = m_ctx->map.hexsideMask(hexsideOf(from, dir));
        if ((mask & m_roadKind) == 0) bar(*m_nightRoads, "night turn: movement is along roads only");
        else if constexpr (kExplain)
            out->reasons.push_back(because(*m_nightRoads, "night turn: this step follows a road", to));
    }
    if (m_roadBarsZoc && zoc && (state & kUsedRoad))
        bar(*m_roadBarsZoc, "the unit used the road rate earlier in this move: it may not enter the ZOC in " + where);
    if constexpr (kExplain) {
        if (m_roadBarsZoc && roadRate && !(state & kUsedRoad))
            out->reasons.push_back(
                because(*m_roadBarsZoc, "the road rate used here bars entering a ZOC for the rest of the move", to));
    }
    if (m_passing && has(to, kFullForPassing))
        bar(*m_passing, m_profile->unitClass() + " may not pass through the fully stacked hex " + where);
    if (m_ending && has(to, kFullForEnding)) {
        r.mayEnd = false;
        if constexpr (kExplain)
            out->reasons.push_back(because(*m_ending,
                                           m_profile->unitClass() + " may pass through the fully stacked hex " + where +
                                               " but not end its move there",
                                           to));
    }
    if (m_roadEndStacked && (r.state & kUsedRoad) && has(to, kRoadColumnFriend)) {
        r.mayEnd = false;
        if constexpr (kExplain) {
            Reason why = because(*m_roadEndStacked,
                                 "moving on the road, the unit may not end stacked in " + where +
                                     " with a friendly unit still in column, mounted or limbered (taken as "
                                     "having moved on the road this phase: the scenario does not record it)",
                                 to);
            why.assumed = true;
            out->reasons.push_back(std::move(why));
        }
    }
    if constexpr (kExplain) {
        const auto& here = m_ctx->occupancy.at(to);
        if (m_throughFriendly &&
            std::any_of(here.begin(), here.end(), [&](const PieceAt& p) { return p.side == m_mover.side; }))
            out->reasons.push_back(because(
                *m_throughFriendly, "friendly units in " + where + ": moved through at no cost, over the limit", to));
    }
    if (m_skirmish && has(to, kNextToSkirmisher) && !r.prohibited) {
        r.extraMp += m_skirmishMp;
        if constexpr (kExplain)
            out->reasons.push_back(because(
                *m_skirmish,
                where + " is next to an enemy unit in Skirmish Order: +" + mp(m_skirmishMp) + " MP to enter it", to));
    }
    return r;
}

}  // namespace engine
