// map.road_dead_end: a road that stops inside the map (one road hexside on a hex that is not on
// the map edge) is usually a digitising gap (SSS 26.24, HS 3.2b).
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class RoadDeadEndRule final : public BasicCheck {
public:
    RoadDeadEndRule()
        : BasicCheck({"map.road_dead_end",
                      "a road ends inside the map",
                      Severity::Warning,
                      {ScopeKind::Hex, 0},
                      kOnHexes | kOnHexsides,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem& item, Emitter& out) const override {
        const HexMap& map = ctx.map();
        if (isOnMapEdge(map, item.hex)) return;
        int roads = 0;
        std::string road;
        for (const HexsideId& side : hexsidesOf(item.hex)) {
            if (map.hexsideMask(side) == 0) continue;
            for (const std::string& f : map.hexsideFeatures(side)) {
                const HexsideType* t = ctx.ruleset().findHexside(f);
                if (t && t->kind == "road") {
                    ++roads;
                    road = f;
                    break;
                }
            }
        }
        if (roads != 1) return;
        const Ruleset& rs = ctx.ruleset();
        const Provenanced cite =
            citeOf(rs, "movement", "road-rate-needs-road-hexside",
                   citeOf(rs, "movement", "road-rate-needs-connection", elementCite(rs, "hexsides")));
        out.emit(cite, "the " + road + " ends in hex " + ctx.label(item.hex) + ", inside the map",
                 {{"hex", ctx.label(item.hex)}});
    }
};

}  // namespace

std::unique_ptr<Check> makeRoadDeadEndCheck() { return std::make_unique<RoadDeadEndRule>(); }

}  // namespace engine
