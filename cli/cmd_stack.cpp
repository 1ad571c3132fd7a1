// ridgeline stack: who stands in a hex, what each counts for stacking, the totals against the
// limit, the verdict and the rule.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "engine/model/number_text.hpp"
#include "engine/util/json_writer.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline stack SCENARIO HEX [--road] [--format text|json]\n\n"
    "The pieces set up in HEX (id, class, what each counts for stacking), each side's totals against\n"
    "the ruleset's limits, the verdict and the rule, with assumed values flagged. --road judges the\n"
    "stack as moving at a road / March Column rate. Exit 0 within limits, 1 over (or undecidable).\n\n"
    "example: ridgeline stack samples/sss-mcpherson-ridge/scenario.rlscn A1006\n",
    {"--format"},
    {"--road"},
    2,
    2};

void writeJson(const engine::HexStacking& s, const std::string& label) {
    engine::JsonWriter out;
    out.beginObject().field("hex", label).field("verdict", std::string(engine::toString(s.verdict())));
    out.field("mixed_sides", s.mixedSides).key("sides").beginArray();
    for (const engine::StackingResult& r : s.sides) {
        out.beginObject()
            .field("side", r.side)
            .field("verdict", std::string(engine::toString(r.verdict)))
            .field("assumed", r.assumed());
        out.key("pieces").beginArray();
        for (const engine::StackedPiece& p : r.pieces)
            out.beginObject()
                .field("id", p.id)
                .field("class", p.unitClass)
                .field("counts", p.counts)
                .field("artillery", p.artillery)
                .field("value", p.value)
                .field("shown", p.shown)
                .endObject();
        out.endArray().key("measures").beginArray();
        for (const engine::StackMeasure& m : r.measures) {
            out.beginObject().field("what", m.what).field("total", m.total);
            m.limit ? out.field("limit", *m.limit) : out.key("limit").null();
            out.field("over", m.over()).endObject();
        }
        out.endArray();
        r.combatValue ? out.field("combat_value", *r.combatValue) : out.key("combat_value").null();
        out.key("reasons").beginArray();
        for (const engine::Reason& why : r.reasons)
            out.beginObject()
                .field("message", why.message)
                .field("cite", why.cite)
                .field("assumed", why.assumed)
                .endObject();
        out.endArray().endObject();
    }
    out.endArray().key("reasons").beginArray();
    for (const engine::Reason& why : s.reasons)
        out.beginObject()
            .field("message", why.message)
            .field("cite", why.cite)
            .field("assumed", why.assumed)
            .endObject();
    out.endArray().endObject();
    std::cout << out.str() << "\n";
}

void writeText(const engine::HexStacking& s, const std::string& label) {
    std::cout << "hex " << label << ": " << engine::toString(s.verdict()) << "\n";
    if (s.sides.empty()) std::cout << "  no pieces\n";
    for (const engine::StackingResult& r : s.sides) {
        std::cout << "  side " << r.side << ": " << engine::toString(r.verdict) << "\n";
        for (const engine::StackedPiece& p : r.pieces)
            std::cout << "    " << p.id << " (" << p.unitClass << "): " << p.shown << "\n";
        if (r.combatValue) std::cout << "    counts in combat: " << engine::formatNumber(*r.combatValue) << "\n";
        for (const engine::Reason& why : r.reasons) std::cout << "    - " << engine::describe(why) << "\n";
    }
    for (const engine::Reason& why : s.reasons) std::cout << "  - " << engine::describe(why) << "\n";
}

}  // namespace

int runStack(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool json = args.choice("--format", {"text", "json"}) == "json";
    const engine::Document doc = openDocumentWithRuleset(args.positional()[0]);
    if (!doc.scenario) throw UsageError(args.positional()[0] + ": not a scenario (stack needs a set-up)");
    const std::string& label = args.positional()[1];
    std::string why;
    const auto hex = doc.map.grid().parseLabel(label, &why);
    if (!hex) throw UsageError(label + ": " + why);
    if (!doc.map.contains(*hex)) throw UsageError(label + ": not on the map");
    const auto policy = engine::makeStackingPolicy(*doc.ruleset);
    if (!policy) throw UsageError("ruleset " + doc.ruleset->id + " has no stacking policy this version knows");

    const engine::BoardState ctx(doc.map, *doc.ruleset, &*doc.scenario);
    const engine::HexStacking result = engine::checkHexStacking(ctx, *policy, *hex, args.has("--road"));
    const std::string canonical = doc.map.grid().label(*hex);
    json ? writeJson(result, canonical) : writeText(result, canonical);
    return result.verdict() == engine::StackVerdict::Ok ? kExitOk : kExitFindings;
}

}  // namespace cli
