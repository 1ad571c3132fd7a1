#include "importers/fidelity/map_fidelity.hpp"

#include "importers/fidelity/ground_raster.hpp"
#include "importers/fidelity/ground_sight.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace importers {
namespace {

// SplitMix64: the same pairs from the same seed on every platform (the standard distributions
// are not specified bit for bit).
struct PairRandom {
    std::uint64_t state;
    std::uint64_t next() {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

// Hex k (0 <= k < 6d) of the ring at distance d around `centre`.
engine::HexCoord ringHex(engine::HexCoord centre, int d, int k) {
    const int side = k / d, along = k % d;
    engine::HexCoord h = centre + engine::kHexDirections[4] * d;
    for (int s = 0; s < side; ++s) h = h + engine::kHexDirections[static_cast<std::size_t>(s)] * d;
    return h + engine::kHexDirections[static_cast<std::size_t>(side)] * along;
}

// The map as the measurement judges it: without its terrain and in-hex features unless asked.
engine::HexMap groundOnly(const engine::HexMap& map, bool includeTerrain) {
    engine::HexMap out = map;
    if (includeTerrain) return out;
    for (std::size_t i = 0; i < out.grid().size(); ++i) {
        const engine::HexCoord h = out.grid().at(i);
        engine::HexCell c = out.cell(h);
        c.terrain = engine::kNoTerrain;
        c.features = 0;
        out.setCell(h, c);
    }
    return out;
}

std::vector<FidelityBand> makeBands(int minRange, int maxRange) {
    const int span = maxRange - minRange + 1, width = std::max(1, (span + 3) / 4);
    std::vector<FidelityBand> bands;
    for (int lo = minRange; lo <= maxRange; lo += width) bands.push_back({lo, std::min(maxRange, lo + width - 1)});
    return bands;
}

class Tally {
public:
    Tally(const engine::HexMap& map, FidelityResult& r)
        : m_map(map),
          m_layout(map.layout()),
          m_r(r) {
        r.hexes.resize(map.grid().size());
        for (std::size_t i = 0; i < map.grid().size(); ++i) r.hexes[i].hex = map.grid().at(i);
    }

    void add(const FidelityPair& p, const engine::LosResult& los, const GroundProfile& profile,
             const GroundSight& sight) {
        const bool lie = !p.agrees();
        for (const auto& step : los.line.steps)
            for (engine::HexCoord h : {step.hex, step.other}) {
                if (step.kind == engine::LineStep::Kind::Hex && h == step.other) continue;
                if (!m_map.contains(h)) continue;
                FidelityHex& fh = m_r.hexes[m_map.grid().index(h)];
                ++fh.lines;
                if (lie) ++fh.lies;
            }
        if (!lie) return;
        std::set<engine::HexCoord> hexes;
        std::set<engine::HexsideId> sides;
        if (p.truth == GroundTruth::Hidden) {  // the rules see past ground that blocks: blame the crest
            const engine::HexCoord crest = m_layout.toHex(sight.at(profile));
            if (m_map.contains(crest)) hexes.insert(crest);
            if (const auto side = crossingNearest(profile, sight.worstAlong)) sides.insert(*side);
        } else {  // the rules block where the ground does not: blame what they block on
            for (const auto& reason : los.reasons) {
                for (engine::HexCoord h : reason.hexes)
                    if (h != p.from && h != p.to && m_map.contains(h)) hexes.insert(h);
                for (const auto& s : reason.hexsides) sides.insert(s);
                engine::HexsideId s;
                if (reason.hexes.size() == 2 && engine::hexsideBetween(reason.hexes[0], reason.hexes[1], s))
                    sides.insert(s);
            }
        }
        for (engine::HexCoord h : hexes) ++m_r.hexes[m_map.grid().index(h)].blamed;
        for (const auto& s : sides) ++m_sides[s];
    }

    void finish() {
        for (const auto& [side, n] : m_sides) m_r.hexsides.push_back({side, n});
        std::sort(m_r.hexsides.begin(), m_r.hexsides.end(), [](const FidelityHexside& a, const FidelityHexside& b) {
            return a.blamed != b.blamed ? a.blamed > b.blamed : a.side < b.side;
        });
    }

private:
    // The hexside the line crosses nearest `along` (0..1), if it crosses one between two hexes.
    std::optional<engine::HexsideId> crossingNearest(const GroundProfile& profile, double along) const {
        std::optional<engine::HexsideId> best;
        double bestGap = INFINITY;
        engine::HexCoord previous = m_layout.toHex(profile.from);
        const auto point = [&](double t) {
            return engine::Point{profile.from.x + (profile.to.x - profile.from.x) * t,
                                 profile.from.y + (profile.to.y - profile.from.y) * t};
        };
        for (std::size_t k = 1; k < profile.along.size(); ++k) {
            const engine::HexCoord h = m_layout.toHex(point(profile.along[k]));
            if (h == previous) continue;
            engine::HexsideId side;
            const double t = (profile.along[k - 1] + profile.along[k]) / 2;
            if (engine::hexsideBetween(previous, h, side) && std::fabs(t - along) < bestGap) {
                bestGap = std::fabs(t - along);
                best = side;
            }
            previous = h;
        }
        return best;
    }

    const engine::HexMap& m_map;
    engine::HexLayout m_layout;
    FidelityResult& m_r;
    std::map<engine::HexsideId, int> m_sides;
};

}  // namespace

int FidelityResult::agreeing() const {
    return static_cast<int>(
        std::count_if(pairs.begin(), pairs.end(), [](const FidelityPair& p) { return p.agrees(); }));
}

double FidelityResult::agreement() const {
    return pairs.empty() ? 0.0 : static_cast<double>(agreeing()) / static_cast<double>(pairs.size());
}

std::vector<FidelityHex> FidelityResult::mostBlamed(std::size_t n) const {
    std::vector<FidelityHex> out;
    for (const auto& h : hexes)
        if (h.blamed > 0) out.push_back(h);
    std::sort(out.begin(), out.end(), [](const FidelityHex& a, const FidelityHex& b) {
        return a.blamed != b.blamed ? a.blamed > b.blamed : a.hex < b.hex;
    });
    if (out.size() > n) out.resize(n);
    return out;
}

FidelityResult measureFidelity(const engine::HexMap& map, const engine::Ruleset& ruleset, const std::string& rasterPath,
                               const FidelityOptions& options) {
    try {
        const GroundRaster ground(rasterPath, map, options.verticalMetresPerUnit);
        return measureFidelity(map, ruleset, ground, options);
    } catch (const std::exception& e) {
        FidelityResult r;
        r.rulesetId = ruleset.id;
        r.options = options;
        r.diagnostics.push_back(
            {engine::Severity::Error, "import.raster", {}, e.what(), {{"file", rasterPath}}, false, {}});
        return r;
    }
}

FidelityResult measureFidelity(const engine::HexMap& map, const engine::Ruleset& ruleset, const GroundRaster& ground,
                               const FidelityOptions& o) {
    FidelityResult r;
    r.rulesetId = ruleset.id;
    r.options = o;
    const auto fail = [&](const std::string& rule, const std::string& message) {
        r.diagnostics.push_back({engine::Severity::Error, rule, {}, message, {}, false, {}});
        return std::move(r);
    };
    const auto los = engine::makeLineOfSight(ruleset);
    if (!los) return fail("fidelity.ruleset", "ruleset `" + ruleset.id + "` has no known line-of-sight algorithm");
    if (o.pairs <= 0 || o.minRange < 1 || o.maxRange < o.minRange)
        return fail("fidelity.pairs", "want at least one pair and a range MIN-MAX with 1 <= MIN <= MAX");
    const engine::HexMap judged = groundOnly(map, o.includeTerrain);
    const engine::BoardState ctx(judged, ruleset);
    const engine::HexLayout layout = map.layout();
    std::vector<engine::HexCoord> eligible;
    for (std::size_t i = 0; i < map.grid().size(); ++i)
        if (map.hasLevel(map.grid().at(i))) eligible.push_back(map.grid().at(i));
    if (eligible.size() < 2) return fail("fidelity.pairs", "the map has fewer than two hexes with a level");

    r.bands = makeBands(o.minRange, o.maxRange);
    Tally tally(map, r);
    PairRandom random{o.seed};
    const long long attempts = 50LL * o.pairs;
    for (long long attempt = 0; attempt < attempts && static_cast<int>(r.pairs.size()) < o.pairs; ++attempt) {
        if (o.progress && attempt % 64 == 0 &&
            !o.progress(static_cast<double>(r.pairs.size()) / o.pairs, "measuring lines of sight")) {
            r.cancelled = true;
            return r;
        }
        const engine::HexCoord a = eligible[static_cast<std::size_t>(random.below(static_cast<int>(eligible.size())))];
        const int d = o.minRange + random.below(o.maxRange - o.minRange + 1);
        const engine::HexCoord b = ringHex(a, d, random.below(6 * d));
        if (!map.contains(b) || !map.hasLevel(b)) continue;
        const GroundProfile profile =
            groundProfile(ground, layout.toPoint(a), layout.toPoint(b), o.eyeMetres, o.eyeMetres);
        if (!profile.complete()) {
            ++r.skipped;
            continue;
        }
        const GroundSight sight = sightOver(profile);
        const engine::LosResult verdict = los->trace(ctx, engine::LosQuery{a, b, {}, {}});
        FidelityPair p{
            a, b, d, sight.sees ? GroundTruth::Sees : GroundTruth::Hidden, verdict.verdict, sight.worstMetres};
        r.matrix[static_cast<std::size_t>(p.truth)][static_cast<std::size_t>(p.verdict)]++;
        for (auto& band : r.bands)
            if (d >= band.minRange && d <= band.maxRange) {
                ++band.pairs;
                if (p.agrees()) ++band.agreeing;
            }
        tally.add(p, verdict, profile, sight);
        r.pairs.push_back(p);
    }
    tally.finish();
    if (r.pairs.empty()) return fail("fidelity.pairs", "no pair of hexes in range lies on the raster's data");
    if (o.progress) o.progress(1, "done");
    return r;
}

}  // namespace importers
