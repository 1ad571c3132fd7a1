// victory.duplicate_hex: two victory hex records for the same hex and scoring side.
#include "engine/validation/checks/builtin_checks.hpp"

#include <map>

namespace engine {
namespace {

class DuplicateVictoryHexRule final : public BasicCheck {
public:
    DuplicateVictoryHexRule()
        : BasicCheck({"victory.duplicate_hex",
                      "two victory hexes name the same hex for the same side",
                      Severity::Error,
                      {ScopeKind::Global, 0},
                      kOnVictory,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        std::map<std::pair<HexCoord, std::string_view>, std::vector<const VictoryHex*>> byHex;
        for (const VictoryHex& v : ctx.scenario().victoryHexes) byHex[{v.hex, v.side}].push_back(&v);
        for (const auto& [key, list] : byHex) {
            if (list.size() < 2) continue;
            std::vector<Location> where{{"hex", ctx.label(key.first)}};
            std::string ids;
            for (const VictoryHex* v : list) {
                where.push_back({"victory-hex", v->id});
                ids += (ids.empty() ? "" : ", ") + v->id;
            }
            out.emit(ruleCite(ctx.ruleset(), id(), {}),
                     "hex " + ctx.label(key.first) + " is a victory hex " + std::to_string(list.size()) + " times (" +
                         ids + ")" + (key.second.empty() ? std::string() : " for " + std::string(key.second)),
                     std::move(where));
        }
    }
};

}  // namespace

std::unique_ptr<Check> makeDuplicateVictoryHexCheck() { return std::make_unique<DuplicateVictoryHexRule>(); }

}  // namespace engine
