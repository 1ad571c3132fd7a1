#pragma once
// Map fidelity: how often the ruleset's line of sight on a hex map tells the truth about the real
// ground. Hex pairs are drawn deterministically; for each, the true line of sight on the elevation
// raster (a sight line from an eye above one hex centre to an eye above the other, over the ground
// between) is set beside the ruleset's verdict on the map. The answer: the agreement, the confusion
// matrix (partial its own class), agreement by distance band, and the hexes and hexsides most
// involved where the two disagree. See docs/fidelity.md for the method.
#include "engine/hex/hexside.hpp"
#include "engine/mechanics/los/line_of_sight.hpp"
#include "engine/model/hex_map.hpp"
#include "engine/model/ruleset.hpp"
#include "importers/import_diagnostics.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace importers {

class GroundRaster;

struct FidelityOptions {
    int pairs = 2000;
    int minRange = 2, maxRange = 15;  // hexes apart, inclusive
    double eyeMetres = 2;             // eye above the ground at both ends (no ruleset gives one)
    std::uint64_t seed = 1;
    bool includeTerrain = false;                  // false: every hex taken as clear terrain, the ground alone judged
    std::optional<double> verticalMetresPerUnit;  // override the raster's vertical unit
    ProgressFn progress;
};

enum class GroundTruth : std::uint8_t { Sees, Hidden };

struct FidelityPair {
    engine::HexCoord from, to;
    int distance = 0;
    GroundTruth truth = GroundTruth::Sees;
    engine::LosVerdict verdict = engine::LosVerdict::Clear;
    double worstMetres = 0;  // ground above (> 0) or below the sight line at its nearest point
    // Clear and partial both grant a line of sight (partial: some paths obstructed, or obscured).
    [[nodiscard]] bool agrees() const {
        return (truth == GroundTruth::Hidden) == (verdict == engine::LosVerdict::Blocked);
    }
};

struct FidelityBand {
    int minRange = 0, maxRange = 0;
    int pairs = 0, agreeing = 0;
};

// Per hex: lines that pass through it, how many of them the rules get wrong, and for how many of
// those this hex is where the disagreement lies (the crest the rules miss, the hex they block on).
struct FidelityHex {
    engine::HexCoord hex;
    int lines = 0, lies = 0, blamed = 0;
};

struct FidelityHexside {
    engine::HexsideId side;
    int blamed = 0;
};

struct FidelityResult : ImportDiagnostics {
    std::string rulesetId;
    FidelityOptions options;
    std::vector<FidelityPair> pairs;
    int skipped = 0;  // drawn pairs whose profile left the raster's data
    // [ground sees, ground hidden][rules clear, partial, blocked]
    std::array<std::array<int, 3>, 2> matrix{};
    std::vector<FidelityBand> bands;
    std::vector<FidelityHex> hexes;         // one per hex of the grid, dense index order
    std::vector<FidelityHexside> hexsides;  // blamed hexsides, most blamed first

    [[nodiscard]] int agreeing() const;
    [[nodiscard]] double agreement() const;  // 0..1; 0 without pairs
    // Hexes with at least one blame, most blamed first, at most `n`.
    [[nodiscard]] std::vector<FidelityHex> mostBlamed(std::size_t n) const;
};

// Measures `map` (with levels and hexsides, e.g. from importElevation) against `rasterPath`.
// Errors (import.raster, import.crs, fidelity.ruleset, fidelity.pairs) are diagnostics.
[[nodiscard]] FidelityResult measureFidelity(const engine::HexMap& map, const engine::Ruleset& ruleset,
                                             const std::string& rasterPath, const FidelityOptions& options);
// The same against a raster already open (to measure several maps of one raster).
[[nodiscard]] FidelityResult measureFidelity(const engine::HexMap& map, const engine::Ruleset& ruleset,
                                             const GroundRaster& ground, const FidelityOptions& options);

}  // namespace importers
