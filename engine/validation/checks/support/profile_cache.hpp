#pragma once
// Movement profiles compiled once per class and mode and kept with the CheckContext across checks
// and updates: a profile reads the map's hexes live, so only a new grid or new palette entries
// (terrain, feature or hexside ids it has no column for) call for compiling it again. Rules
// running side by side share it (it locks); a profile stays put until the map changes.
#include "engine/mechanics/movement/movement_profile.hpp"
#include "engine/validation/check_context.hpp"

#include <array>
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace engine {

class ProfileCache {
public:
    // nullptr when the ruleset knows no such class or mode.
    [[nodiscard]] const MovementProfile* get(const CheckContext& ctx, const std::string& unitClass,
                                             const std::string& mode);

private:
    std::mutex m_mutex;
    std::array<std::size_t, 5> m_stamp{};  // map epoch, grid size, palette sizes
    std::map<std::string, std::optional<MovementProfile>, std::less<>> m_profiles;  // "class mode"
};

// The context's shared cache.
[[nodiscard]] const MovementProfile* movementProfile(const CheckContext& ctx, const std::string& unitClass,
                                                     const std::string& mode);

}  // namespace engine
