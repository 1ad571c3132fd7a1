#include "cli/fidelity_report.hpp"

#include "engine/util/json_writer.hpp"
#include "importers/fidelity/fidelity_layer.hpp"

#include <cstdio>
#include <sstream>

namespace cli {
namespace {

std::string percent(int part, int whole) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %%", whole > 0 ? 100.0 * part / whole : 0.0);
    return text;
}

std::string hexsideLabel(const engine::HexMap& map, const engine::HexsideId& s) {
    const auto [a, b] = engine::hexesOf(s);
    return map.grid().label(a) + "|" + (map.contains(b) ? map.grid().label(b) : "off-map");
}

const char* const kVerdicts[] = {"clear", "partial", "blocked"};
const char* const kTruths[] = {"sees", "hidden"};

}  // namespace

std::string fidelityText(const engine::HexMap& map, const importers::FidelityResult& r, int top) {
    std::ostringstream out;
    out << importers::fidelityHeadline(r) << "\n";
    if (r.skipped) out << "  (" << r.skipped << " drawn pairs left the raster's data and were drawn again)\n";
    out << "                 rules clear   partial   blocked\n";
    for (std::size_t t = 0; t < 2; ++t) {
        char row[96];
        std::snprintf(row, sizeof row, "  ground %-7s %11d %9d %9d\n", kTruths[t], r.matrix[t][0], r.matrix[t][1],
                      r.matrix[t][2]);
        out << row;
    }
    out << "by distance:";
    for (const auto& b : r.bands)
        out << "  " << b.minRange << "-" << b.maxRange << ": " << percent(b.agreeing, b.pairs) << " of " << b.pairs;
    out << "\nhexes most involved in disagreements (blamed / lines through that the rules get wrong / lines "
           "through):\n";
    for (const auto& h : r.mostBlamed(static_cast<std::size_t>(top)))
        out << "  " << map.grid().label(h.hex) << " level " << map.level(h.hex) << ": " << h.blamed << " / " << h.lies
            << " / " << h.lines << "\n";
    out << "hexsides most involved:";
    for (std::size_t k = 0; k < r.hexsides.size() && k < static_cast<std::size_t>(top); ++k) {
        const auto& s = r.hexsides[k];
        const auto types = map.hexsideFeatures(s.side);
        out << (k % 4 == 0 ? "\n " : "") << " " << hexsideLabel(map, s.side) << " ";
        for (const auto& t : types) out << t << " ";
        out << "(" << s.blamed << ")";
    }
    out << "\n";
    return out.str();
}

std::string fidelityJson(const engine::HexMap& map, const importers::FidelityResult& r, int top) {
    engine::JsonWriter out;
    const auto& o = r.options;
    out.beginObject().field("ruleset", r.rulesetId).field("pairs", r.pairs.size()).field("agreeing", r.agreeing());
    out.field("agreement", r.agreement()).field("skipped", r.skipped);
    out.key("options").beginObject().field("min_range", o.minRange).field("max_range", o.maxRange);
    out.field("eye_metres", o.eyeMetres).field("seed", static_cast<long long>(o.seed));
    out.field("include_terrain", o.includeTerrain).endObject();
    out.key("matrix").beginObject();
    for (std::size_t t = 0; t < 2; ++t) {
        out.key(std::string("ground_") + kTruths[t]).beginObject();
        for (std::size_t v = 0; v < 3; ++v) out.field(kVerdicts[v], r.matrix[t][v]);
        out.endObject();
    }
    out.endObject().key("bands").beginArray();
    for (const auto& b : r.bands)
        out.beginObject()
            .field("min_range", b.minRange)
            .field("max_range", b.maxRange)
            .field("pairs", b.pairs)
            .field("agreeing", b.agreeing)
            .endObject();
    out.endArray().key("hexes").beginArray();
    for (const auto& h : r.mostBlamed(static_cast<std::size_t>(top)))
        out.beginObject()
            .field("hex", map.grid().label(h.hex))
            .field("level", map.level(h.hex))
            .field("blamed", h.blamed)
            .field("lies", h.lies)
            .field("lines", h.lines)
            .endObject();
    out.endArray().key("hexsides").beginArray();
    for (std::size_t k = 0; k < r.hexsides.size() && k < static_cast<std::size_t>(top); ++k) {
        out.beginObject().field("hexside", hexsideLabel(map, r.hexsides[k].side));
        out.key("types").beginArray();
        for (const auto& t : map.hexsideFeatures(r.hexsides[k].side)) out.value(t);
        out.endArray().field("blamed", r.hexsides[k].blamed).endObject();
    }
    out.endArray().endObject();
    return out.str() + "\n";
}

}  // namespace cli
