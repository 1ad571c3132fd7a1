#include "engine/mechanics/movement/movement_profile.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace engine {
namespace {

using Entry = MovementProfile::Entry;

// "a:b c:d" pairs of a class:mode list param.
std::vector<std::pair<std::string, std::string>> classModePairs(const Param& p) {
    std::vector<std::pair<std::string, std::string>> out;
    std::istringstream in(p.value);
    std::string word;
    while (in >> word) {
        const auto colon = word.find(':');
        out.emplace_back(word.substr(0, colon), colon == std::string::npos ? "*" : word.substr(colon + 1));
    }
    return out;
}

std::string formatMp(double mp) {
    std::ostringstream s;
    s << mp;
    return s.str();
}

// The most specific row for a target: exact class beats "*", then exact mode beats "*".
Entry findRow(const Ruleset& rs, const std::string& cls, const std::string& mode, MoveCost::Target target,
              const std::string& id, MoveCost::Slope slope) {
    const MoveCost* best = nullptr;
    int bestScore = -1;
    for (const MoveCost& row : rs.movement) {
        if (row.target != target || row.id != id || row.slope != slope) continue;
        const bool classExact = row.unitClass == cls;
        const bool modeExact = !mode.empty() && row.mode == mode;
        if (!classExact && row.unitClass != "*") continue;
        if (!modeExact && row.mode != "*") continue;
        const int score = (classExact ? 2 : 0) + (modeExact ? 1 : 0);
        if (score > bestScore) {
            best = &row;
            bestScore = score;
        }
    }
    if (!best) return {};
    return Entry{best->prohibited ? kProhibitedMove : best->mp, best->prohibited, true, best};
}

Reason entryReason(const Entry& e, const std::string& what, const HexCoord hex) {
    Reason r;
    r.message = what + (e.prohibited ? ": prohibited" : ": " + formatMp(e.mp) + " MP");
    if (e.row) {
        r.cite = e.row->cite;
        r.assumed = e.row->assumed;
    }
    r.hexes = {hex};
    return r;
}

Reason paramReason(const Param& p, std::string message, std::vector<HexCoord> hexes = {}) {
    return Reason{std::move(message), p.cite, p.assumed, std::move(hexes), {}};
}

template <class F>
void forEachBit(FeatureMask mask, F&& f) {
    while (mask != 0) {
        const int bit = std::countr_zero(mask);
        f(bit);
        mask &= mask - 1;
    }
}

// A step pays its hex's terrain row (or the baseline) plus feature and hexside costs, or a road
// rate instead: the least terrain, road or baseline cost bounds it, unless some cost is negative.
double leastStepCost(const Ruleset& ruleset, const std::string& cls, const std::string& mode, double baseline) {
    double least = baseline;
    for (const MoveCost& row : ruleset.movement) {
        if ((row.unitClass != "*" && row.unitClass != cls) || (row.mode != "*" && row.mode != mode) || row.prohibited)
            continue;
        if (row.mp < 0) return 0;
        if (row.target == MoveCost::Target::Terrain || row.target == MoveCost::Target::Road)
            least = std::min(least, row.mp);
    }
    return std::max(least, 0.0);
}

}  // namespace

MovementProfile::MovementProfile(const Ruleset& ruleset, const HexMap& map, const std::string& unitClass,
                                 const std::string& mode)
    : m_ruleset(&ruleset),
      m_map(&map),
      m_class(unitClass),
      m_mode(mode) {
    const UnitClass* cls = ruleset.findClass(unitClass);
    if (!cls) {
        std::string valid;
        for (const UnitClass& c : ruleset.unitClasses) valid += (valid.empty() ? "" : ", ") + c.id;
        throw std::invalid_argument("unknown unit class '" + unitClass + "' in ruleset " + ruleset.id +
                                    " (valid: " + valid + ")");
    }
    if (m_mode.empty() && !cls->modes.empty()) m_mode = cls->modes.front().id;
    if (!m_mode.empty() && !cls->hasMode(m_mode)) {
        std::string valid;
        for (const UnitMode& m : cls->modes) valid += (valid.empty() ? "" : ", ") + m.id;
        throw std::invalid_argument("unknown mode '" + m_mode + "' for class " + unitClass + " in ruleset " +
                                    ruleset.id +
                                    " (valid: " + (valid.empty() ? "none; the class has no modes" : valid) + ")");
    }

    const PolicySection* policy = ruleset.section("movement");
    auto param = [&](std::string_view name) -> const Param* { return policy ? policy->param(name) : nullptr; };
    if (const Param* p = param("immobile-modes")) {
        for (const auto& [c, m] : classModePairs(*p))
            if (c == m_class && (m == "*" || m == m_mode)) m_immobile = *p;
    }
    if (const Param* p = param("road-modes")) {
        bool listed = false, allowed = false;
        for (const auto& [c, m] : classModePairs(*p)) {
            if (c != m_class) continue;
            listed = true;
            allowed = allowed || m == "*" || m == m_mode;
        }
        if (listed && !allowed) m_roadModesBar = *p;
    }
    if (const Param* p = param("slope-and-contour")) m_payHigherSlope = p->value == "pay-higher-only";
    if (const Param* p = param("road-rate-replaces-other-costs")) m_roadReplaces = p->value != "false";
    if (const Param* p = param("bridge-negates-water")) m_bridgeNegatesWater = p->value == "true";
    const Param* reduction = param("slope-downhill-reduction");
    const Param* baseline = param("baseline-mp-per-hex");

    // Terrain: a hex whose type has no row (or no terrain at all) pays the stated baseline, else 1 MP
    // as a default of ours.
    m_unpainted = Entry{baseline ? baseline->number().value_or(1) : 1.0, false, false, nullptr};
    m_cheapestStep = leastStepCost(ruleset, m_class, m_mode, m_unpainted.mp);
    const Palette& terrain = map.terrainPalette();
    for (int i = 0; i < terrain.size(); ++i) {
        Entry e = findRow(ruleset, m_class, m_mode, MoveCost::Target::Terrain, terrain.at(i), MoveCost::Slope::Any);
        m_terrain.push_back(e.present ? e : m_unpainted);
    }
    const Palette& features = map.featurePalette();
    for (int i = 0; i < features.size(); ++i)
        m_features.push_back(
            findRow(ruleset, m_class, m_mode, MoveCost::Target::Feature, features.at(i), MoveCost::Slope::Any));

    const Palette& sides = map.hexsidePalette();
    for (int i = 0; i < sides.size(); ++i) {
        SideEntry s;
        s.id = sides.at(i);
        const HexsideType* type = ruleset.findHexside(s.id);
        s.kind = type ? type->kind : "";
        s.any = findRow(ruleset, m_class, m_mode, MoveCost::Target::Hexside, s.id, MoveCost::Slope::Any);
        s.uphill = findRow(ruleset, m_class, m_mode, MoveCost::Target::Hexside, s.id, MoveCost::Slope::Uphill);
        s.downhill = findRow(ruleset, m_class, m_mode, MoveCost::Target::Hexside, s.id, MoveCost::Slope::Downhill);
        if (s.uphill.present && !s.downhill.present && reduction && !s.uphill.prohibited) {
            s.downhill = s.uphill;
            s.downhill.mp = std::max(0.0, s.uphill.mp - reduction->number().value_or(0));
        }
        s.road = findRow(ruleset, m_class, m_mode, MoveCost::Target::Road, s.id, MoveCost::Slope::Any);
        const FeatureMask bit = FeatureMask{1} << i;
        if (s.road.present && !s.road.prohibited && !m_roadModesBar) m_roadMask |= bit;
        if (s.kind == "water") m_waterMask |= bit;
        if (s.kind == "crossing") m_crossingMask |= bit;
        if (s.kind == "slope") m_slopeMask |= bit;
        m_sides.push_back(std::move(s));
    }
    if (const Param* p = param("elevation-change-hexside")) {
        m_levelChangeParam = *p;
        m_levelChangeSide = sides.find(p->value);
        m_levelChange = findRow(ruleset, m_class, m_mode, MoveCost::Target::Hexside, p->value, MoveCost::Slope::Any);
    }
}

double MovementProfile::cost(HexCoord from, int dir) const { return evaluate<false>(from, dir, nullptr, true); }

double MovementProfile::costOffRoad(HexCoord from, int dir) const { return evaluate<false>(from, dir, nullptr, false); }

bool MovementProfile::usesRoadRate(HexCoord from, int dir) const {
    return m_roadReplaces && !m_immobile && m_map->grid().contains(neighbor(from, dir)) &&
           (m_map->hexsideMask(hexsideOf(from, dir)) & m_roadMask) != 0;
}

StepCost MovementProfile::explain(HexCoord from, HexCoord to) const { return explainStep(from, to, true); }

StepCost MovementProfile::explainOffRoad(HexCoord from, HexCoord to) const { return explainStep(from, to, false); }

StepCost MovementProfile::explainStep(HexCoord from, HexCoord to, bool roadAllowed) const {
    const int dir = directionTo(from, to);
    if (dir < 0)
        throw std::invalid_argument("hexes " + m_map->grid().label(from) + " and " + m_map->grid().label(to) +
                                    " are not adjacent");
    StepCost out;
    out.mp = evaluate<true>(from, dir, &out, roadAllowed);
    out.prohibited = out.mp == kProhibitedMove;
    out.assumed = std::any_of(out.reasons.begin(), out.reasons.end(), [](const Reason& r) { return r.assumed; });
    return out;
}

template <bool kExplain>
double MovementProfile::evaluate(HexCoord from, int dir, StepCost* out, bool roadAllowed) const {
    const HexCoord to = neighbor(from, dir);
    const HexGrid& grid = m_map->grid();
    if (!grid.contains(to)) {
        if constexpr (kExplain)
            out->reasons.push_back({"hex " + grid.label(to) + " is off the map", "", false, {to}, {}});
        return kProhibitedMove;
    }
    if (m_immobile) {
        if constexpr (kExplain)
            out->reasons.push_back(paramReason(*m_immobile, m_class + " in mode " + m_mode + " may not move", {from}));
        return kProhibitedMove;
    }
    const HexsideId side = hexsideOf(from, dir);
    // Hexside kinds the map gained after this profile was compiled are not known to it (recompile):
    // they are left out rather than read past the compiled table.
    const FeatureMask known = m_sides.size() >= 32 ? ~FeatureMask{0} : (FeatureMask{1} << m_sides.size()) - 1;
    const FeatureMask mask = m_map->hexsideMask(side) & known;

    // Road rate across a road hexside replaces everything else.
    if ((mask & m_roadMask) != 0 && m_roadReplaces && roadAllowed) {
        const SideEntry* best = nullptr;
        forEachBit(mask & m_roadMask, [&](int bit) {
            const SideEntry& s = m_sides[static_cast<std::size_t>(bit)];
            if (!best || s.road.mp < best->road.mp) best = &s;
        });
        if constexpr (kExplain) {
            Reason r =
                entryReason(best->road, "road rate along the " + best->id + " crossing into " + grid.label(to), to);
            r.hexsides = {side};
            out->reasons.push_back(std::move(r));
        }
        return best->road.mp;
    }
    if constexpr (kExplain) {
        if (m_roadModesBar && mask != 0) {
            forEachBit(mask, [&](int bit) {
                if (m_sides[static_cast<std::size_t>(bit)].kind == "road")
                    out->reasons.push_back(
                        paramReason(*m_roadModesBar, "no road rate for " + m_class + " in mode " + m_mode, {to}));
            });
        }
    }

    const HexCell& cell = m_map->cell(to);
    const Entry& terrain = cell.terrain < m_terrain.size() ? m_terrain[cell.terrain] : m_unpainted;
    double total = terrain.mp;
    bool prohibited = terrain.prohibited;
    if constexpr (kExplain) {
        const std::string id(m_map->terrain(to));
        Reason r = entryReason(terrain, (id.empty() ? "unpainted hex" : "terrain " + id) + " in " + grid.label(to), to);
        if (!terrain.row) {
            r.message += " (no cost row for this class and mode: baseline)";
            const PolicySection* policy = m_ruleset->section("movement");
            const Param* baseline = policy ? policy->param("baseline-mp-per-hex") : nullptr;
            r.cite = baseline ? baseline->cite : "";
            r.assumed = baseline ? baseline->assumed : true;
        }
        out->reasons.push_back(std::move(r));
    }
    forEachBit(cell.features, [&](int bit) {
        const Entry& f =
            bit < static_cast<int>(m_features.size()) ? m_features[static_cast<std::size_t>(bit)] : Entry{};
        if (!f.present) return;
        total += f.mp;
        prohibited = prohibited || f.prohibited;
        if constexpr (kExplain)
            out->reasons.push_back(entryReason(f, m_map->featurePalette().at(bit) + " in " + grid.label(to), to));
    });

    // Hexside costs. Slope direction comes from the two hexes' levels.
    const int levelFrom = m_map->cell(from).level, levelTo = cell.level;
    const int climb =
        (levelFrom == kNoLevel || levelTo == kNoLevel) ? 0 : (levelTo > levelFrom) - (levelTo < levelFrom);
    FeatureMask sides = mask & ~m_roadMask;
    if (m_bridgeNegatesWater && (sides & m_crossingMask) != 0 && (sides & m_waterMask) != 0) {
        if constexpr (kExplain) {
            const PolicySection* policy = m_ruleset->section("movement");
            if (const Param* p = policy ? policy->param("bridge-negates-water") : nullptr)
                out->reasons.push_back(paramReason(*p, "the crossing cancels the water hexside's cost", {to}));
        }
        sides &= ~m_waterMask;
    }
    double slopeMax = 0;
    auto addSide = [&](const Entry& e, bool isSlope, const std::string& what) {
        if (!e.present) return;
        prohibited = prohibited || e.prohibited;
        if (isSlope && m_payHigherSlope) slopeMax = std::max(slopeMax, e.mp);
        else total += e.mp;
        if constexpr (kExplain) {
            Reason r = entryReason(e, what, to);
            r.hexsides = {side};
            out->reasons.push_back(std::move(r));
        }
    };
    forEachBit(sides, [&](int bit) {
        const SideEntry& s = m_sides[static_cast<std::size_t>(bit)];
        const bool directed = s.uphill.present || s.downhill.present;
        const bool isSlope = ((FeatureMask{1} << bit) & m_slopeMask) != 0;
        if (!directed) {
            addSide(s.any, isSlope, s.id + " hexside");
            return;
        }
        const bool downhill = climb < 0;
        if constexpr (kExplain) {
            if (climb == 0)
                out->reasons.push_back(
                    {"levels on both sides of the " + s.id + " hexside are equal or unknown: charged as uphill",
                     s.uphill.row ? s.uphill.row->cite : "",
                     true,
                     {from, to},
                     {side}});
        }
        addSide(downhill ? s.downhill : s.uphill, isSlope, s.id + " hexside, " + (downhill ? "downhill" : "uphill"));
    });
    if (m_levelChangeParam && climb != 0 &&
        (m_levelChangeSide < 0 || (sides & (FeatureMask{1} << m_levelChangeSide)) == 0)) {
        if constexpr (kExplain)
            out->reasons.push_back(
                paramReason(*m_levelChangeParam, "levels differ: the elevation change applies", {from, to}));
        addSide(m_levelChange, true, m_levelChangeParam->value + " (elevation change)");
    }
    if (m_payHigherSlope && slopeMax > 0) {
        total += slopeMax;
        if constexpr (kExplain) {
            const PolicySection* policy = m_ruleset->section("movement");
            if (const Param* p = policy ? policy->param("slope-and-contour") : nullptr)
                out->reasons.push_back(paramReason(
                    *p, "slope and elevation change: only the higher, " + formatMp(slopeMax) + " MP, is paid", {to}));
        }
    }
    return prohibited ? kProhibitedMove : total;
}

}  // namespace engine
