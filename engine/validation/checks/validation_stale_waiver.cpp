// validation.stale_waiver: a waiver whose location no longer exists (the unit was deleted, the
// hex label is not on the map) waives nothing and is reported so it can be cleaned up.
#include "engine/validation/checks/builtin_checks.hpp"

namespace engine {
namespace {

class StaleWaiverRule final : public BasicCheck {
public:
    StaleWaiverRule()
        : BasicCheck({"validation.stale_waiver",
                      "a waiver names a location that no longer exists",
                      Severity::Warning,
                      {ScopeKind::Global, 0},
                      kOnAnything,
                      {}}) {}

    void check(const CheckContext& ctx, const ScopeItem&, Emitter& out) const override {
        for (const Waiver& w : ctx.scenario().waivers)
            if (!exists(ctx, w.location))
                out.emit({},
                         "the waiver of " + w.rule + " at `" + w.location + "` names a location that no longer exists",
                         {{"waiver", w.rule + "@" + w.location}});
    }

private:
    static bool hexExists(const CheckContext& ctx, std::string_view label) {
        const auto h = ctx.map().grid().parseLabel(label);
        return h && ctx.map().contains(*h);
    }

    static bool exists(const CheckContext& ctx, const std::string& key) {
        const auto colon = key.find(':');
        if (colon == std::string::npos) return false;
        const std::string_view kind = std::string_view(key).substr(0, colon);
        const std::string_view id = std::string_view(key).substr(colon + 1);
        if (kind == "hex") return hexExists(ctx, id);
        if (kind == "hexside") {
            const auto bar = id.find('|');
            return bar != std::string_view::npos &&
                   (hexExists(ctx, id.substr(0, bar)) || hexExists(ctx, id.substr(bar + 1)));
        }
        if (kind == "unit") return ctx.unit(id) || ctx.leader(id) || !ctx.placementsOf(id).empty();
        if (kind == "leader") return ctx.leader(id) != nullptr;
        if (kind == "formation") return ctx.formation(id) != nullptr;
        if (kind == "row") return ctx.row(id) != nullptr;
        if (kind == "victory-hex") return ctx.victoryHex(id) != nullptr;
        if (kind == "entry-area") return ctx.entryArea(id) != nullptr;
        if (kind == "side") return id.empty() || ctx.hasSide(id);
        return kind == "file";
    }
};

}  // namespace

std::unique_ptr<Check> makeStaleWaiverCheck() { return std::make_unique<StaleWaiverRule>(); }

}  // namespace engine
