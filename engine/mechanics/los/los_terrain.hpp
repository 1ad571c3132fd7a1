#pragma once
// What every LOS algorithm reads about the ground: levels, the obstacle height of the hex's terrain
// and features (from the ruleset's los-height values), the combat units standing there, and the
// ruleset's los policy parameters with their citations.
#include "engine/mechanics/los/line_of_sight.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace engine::los {

// The tallest terrain or feature in a hex for LOS purposes.
struct Obstacle {
    double height = 0;  // levels above the ground
    std::string id;     // terrain or feature id ("woods")
    std::string cite;
    bool assumed = false;
};

class LosTerrain {
public:
    explicit LosTerrain(const BoardState& ctx);

    [[nodiscard]] const BoardState& context() const { return m_ctx; }
    [[nodiscard]] bool contains(HexCoord h) const { return m_ctx.map.contains(h); }
    // The ground level; a hex without a level counts as level 0.
    [[nodiscard]] int level(HexCoord h) const;
    [[nodiscard]] Obstacle obstacle(HexCoord h) const;
    [[nodiscard]] std::string_view terrain(HexCoord h) const { return m_ctx.map.terrain(h); }
    // Combat units (leaders are not obstacles) standing in h.
    [[nodiscard]] bool hasUnits(HexCoord h) const;
    [[nodiscard]] bool hasFriendly(HexCoord h, std::string_view side) const;
    [[nodiscard]] bool hasEnemy(HexCoord h, std::string_view side) const;
    [[nodiscard]] bool hasHexsideKind(HexCoord a, HexCoord b, const std::vector<std::string>& ids) const;
    [[nodiscard]] std::string label(HexCoord h) const { return m_ctx.map.grid().label(h); }

private:
    const BoardState& m_ctx;
    std::vector<Obstacle> m_byTerrain;  // by terrain palette index
    std::vector<Obstacle> m_byFeature;  // by feature palette bit
};

// The ruleset's <policy name="los"> parameters, read with their citations.
class LosPolicy {
public:
    explicit LosPolicy(const Ruleset& ruleset);
    [[nodiscard]] double number(std::string_view name, double fallback) const;
    [[nodiscard]] std::string text(std::string_view name, std::string_view fallback = {}) const;
    [[nodiscard]] bool flag(std::string_view name, bool fallback) const;
    [[nodiscard]] std::vector<std::string> words(std::string_view name) const;  // space-separated value
    [[nodiscard]] std::string cite(std::string_view name, std::string_view fallback) const;
    [[nodiscard]] bool assumed(std::string_view name) const;
    [[nodiscard]] const PolicySection* section() const { return m_section; }

private:
    const PolicySection* m_section = nullptr;
};

// The line between two hexes as the rules examine it on this map: a spine step with one side off
// the map is a hex step through its other side. The map does not end in phantom level-0 ground
// beside a line that runs along its edge.
[[nodiscard]] HexLine lineOnMap(const LosTerrain& terrain, HexCoord from, HexCoord to);

// A reason in one line.
[[nodiscard]] Reason makeReason(std::string message, std::string cite, bool assumed = false,
                                std::vector<HexCoord> hexes = {}, std::vector<HexsideId> hexsides = {});
// "2719" or "2719|2720" for a spine step, for messages.
[[nodiscard]] std::string stepLabel(const LosTerrain& terrain, const LineStep& step);
// The hexes of a step: one, or both sides of a spine.
[[nodiscard]] std::vector<HexCoord> stepHexes(const LineStep& step);
// Text formatting of a level value: "2" or "2.5".
[[nodiscard]] std::string levelText(double level);

}  // namespace engine::los
