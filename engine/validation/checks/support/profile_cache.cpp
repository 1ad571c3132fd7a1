#include "engine/validation/checks/support/profile_cache.hpp"

#include <stdexcept>

namespace engine {

const MovementProfile* ProfileCache::get(const CheckContext& ctx, const std::string& unitClass,
                                         const std::string& mode) {
    const std::lock_guard<std::mutex> lock(m_mutex);
    const HexMap& map = ctx.map();
    const std::array<std::size_t, 5> stamp{static_cast<std::size_t>(ctx.mapEpoch()), map.grid().size(),
                                           static_cast<std::size_t>(map.terrainPalette().size()),
                                           static_cast<std::size_t>(map.featurePalette().size()),
                                           static_cast<std::size_t>(map.hexsidePalette().size())};
    if (stamp != m_stamp) {
        m_profiles.clear();
        m_stamp = stamp;
    }
    const std::string key = unitClass + " " + mode;
    auto it = m_profiles.find(key);
    if (it == m_profiles.end()) {
        std::optional<MovementProfile> profile;
        try {
            profile.emplace(ctx.ruleset(), map, unitClass, mode);
        } catch (const std::invalid_argument&) {}
        it = m_profiles.emplace(key, std::move(profile)).first;
    }
    return it->second ? &*it->second : nullptr;
}

const MovementProfile* movementProfile(const CheckContext& ctx, const std::string& unitClass, const std::string& mode) {
    return ctx.ruleCache<ProfileCache>("movement-profiles").get(ctx, unitClass, mode);
}

}  // namespace engine
