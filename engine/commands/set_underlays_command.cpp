#include "engine/commands/set_underlays_command.hpp"

#include <algorithm>

namespace engine {

template class SetSettingsCommand<MapUnderlays>;

MapUnderlays MapUnderlays::of(const Document& doc) { return {doc.map.underlays()}; }

std::string MapUnderlays::problem() const {
    for (const Underlay& u : list)
        if (const std::string problem = underlayProblem(u); !problem.empty()) return u.source + ": " + problem;
    return {};
}

void MapUnderlays::applyTo(Document& doc) const { doc.map.setUnderlays(list); }

namespace {
using Edit = std::function<void(MapUnderlays&)>;
}

std::unique_ptr<SetUnderlaysCommand> addUnderlay(const Document& doc, Underlay underlay) {
    return editSettings<MapUnderlays>(doc, "Add Underlay", Edit([&](MapUnderlays& m) {
                                          std::erase_if(m.list,
                                                        [&](const Underlay& u) { return u.source == underlay.source; });
                                          m.list.push_back(underlay);
                                      }));
}

std::unique_ptr<SetUnderlaysCommand> setUnderlayOpacity(const Document& doc, double opacity) {
    const double clamped = std::clamp(opacity, 0.0, 1.0);
    return editSettings<MapUnderlays>(doc, "Underlay Opacity", Edit([&](MapUnderlays& m) {
                                          for (Underlay& u : m.list) u.opacity = clamped;
                                      }),
                                      "underlay-opacity");
}

}  // namespace engine
