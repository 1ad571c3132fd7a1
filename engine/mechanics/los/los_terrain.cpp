#include "engine/mechanics/los/los_terrain.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace engine::los {

namespace {
// An obstacle from a terrain or feature definition (TerrainType / HexFeatureType); none when the
// ruleset does not define the id.
template <class Definition>
Obstacle obstacleOf(const std::string& id, const Definition* def) {
    Obstacle o;
    o.id = id;
    if (def) {
        o.height = def->losHeight;
        o.cite = def->cite;
        o.assumed = def->assumed;
    }
    return o;
}
}  // namespace

LosTerrain::LosTerrain(const BoardState& ctx)
    : m_ctx(ctx) {
    for (const std::string& id : ctx.map.terrainPalette().ids())
        m_byTerrain.push_back(obstacleOf(id, ctx.ruleset.findTerrain(id)));
    for (const std::string& id : ctx.map.featurePalette().ids())
        m_byFeature.push_back(obstacleOf(id, ctx.ruleset.findFeature(id)));
}

int LosTerrain::level(HexCoord h) const {
    if (!contains(h)) return 0;
    const int l = m_ctx.map.cell(h).level;
    return l == kNoLevel ? 0 : l;
}

Obstacle LosTerrain::obstacle(HexCoord h) const {
    if (!contains(h)) return {};
    const HexCell& c = m_ctx.map.cell(h);
    Obstacle best;
    if (c.terrain != kNoTerrain && c.terrain < m_byTerrain.size()) best = m_byTerrain[c.terrain];
    for (std::size_t bit = 0; bit < m_byFeature.size(); ++bit)
        if ((c.features >> bit) & 1U)
            if (m_byFeature[bit].height > best.height) best = m_byFeature[bit];
    return best;
}

namespace {
template <class Pred>
bool anyUnit(const Occupancy& occ, HexCoord h, Pred pred) {
    if (occ.all().empty()) return false;
    const auto& here = occ.at(h);
    return std::any_of(here.begin(), here.end(), [&](const PieceAt& p) { return p.unitClass != "leader" && pred(p); });
}
}  // namespace

bool LosTerrain::hasUnits(HexCoord h) const {
    return anyUnit(m_ctx.occupancy, h, [](const PieceAt&) { return true; });
}
bool LosTerrain::hasFriendly(HexCoord h, std::string_view side) const {
    return anyUnit(m_ctx.occupancy, h, [&](const PieceAt& p) { return !side.empty() && p.side == side; });
}
bool LosTerrain::hasEnemy(HexCoord h, std::string_view side) const {
    return anyUnit(m_ctx.occupancy, h, [&](const PieceAt& p) { return !side.empty() && p.side != side; });
}

bool LosTerrain::hasHexsideKind(HexCoord a, HexCoord b, const std::vector<std::string>& ids) const {
    HexsideId side;
    if (!hexsideBetween(a, b, side) || !m_ctx.map.hasHexside(side)) return false;
    const FeatureMask mask = m_ctx.map.hexsideMask(side);
    if (!mask) return false;
    return std::any_of(ids.begin(), ids.end(),
                       [&](const std::string& id) { return (mask & m_ctx.map.hexsideBit(id)) != 0; });
}

LosPolicy::LosPolicy(const Ruleset& ruleset)
    : m_section(ruleset.section("los")) {}

double LosPolicy::number(std::string_view name, double fallback) const {
    const auto v = m_section ? m_section->number(name) : std::nullopt;
    return v ? *v : fallback;
}
std::string LosPolicy::text(std::string_view name, std::string_view fallback) const {
    const Param* p = m_section ? m_section->param(name) : nullptr;
    return p ? p->value : std::string(fallback);
}
bool LosPolicy::flag(std::string_view name, bool fallback) const {
    const Param* p = m_section ? m_section->param(name) : nullptr;
    return p ? p->value == "true" : fallback;
}
std::vector<std::string> LosPolicy::words(std::string_view name) const {
    std::istringstream in(text(name));
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}
std::string LosPolicy::cite(std::string_view name, std::string_view fallback) const {
    const Param* p = m_section ? m_section->param(name) : nullptr;
    return p && !p->cite.empty() ? p->cite : std::string(fallback);
}
bool LosPolicy::assumed(std::string_view name) const {
    const Param* p = m_section ? m_section->param(name) : nullptr;
    return p && p->assumed;
}

HexLine lineOnMap(const LosTerrain& terrain, HexCoord from, HexCoord to) {
    HexLine line = hexLine(from, to);
    for (LineStep& step : line.steps) {
        if (step.kind != LineStep::Kind::Spine) continue;
        const bool hexOn = terrain.contains(step.hex), otherOn = terrain.contains(step.other);
        if (hexOn == otherOn) continue;
        if (!hexOn) step.hex = step.other;
        step.kind = LineStep::Kind::Hex;
        step.other = {};
        step.side = {};
    }
    return line;
}

Reason makeReason(std::string message, std::string cite, bool assumed, std::vector<HexCoord> hexes,
                  std::vector<HexsideId> hexsides) {
    return Reason{std::move(message), std::move(cite), assumed, std::move(hexes), std::move(hexsides)};
}

std::string stepLabel(const LosTerrain& terrain, const LineStep& step) {
    if (step.kind == LineStep::Kind::Hex) return terrain.label(step.hex);
    return terrain.label(step.hex) + "|" + terrain.label(step.other);
}

std::vector<HexCoord> stepHexes(const LineStep& step) {
    if (step.kind == LineStep::Kind::Hex) return {step.hex};
    return {step.hex, step.other};
}

std::string levelText(double level) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", level);
    return buf;
}

}  // namespace engine::los
