#pragma once
// A side's colour on the map comes from its identity, not its place in the file: the colour the
// scenario gives it, else the one its name or id calls for (Union blue; Confederate grey), else
// one of a few distinct colours by its place among the sides.
#include "engine/model/scenario.hpp"
#include "engine/render/draw_list.hpp"

#include <string_view>

namespace engine {

inline constexpr Rgba kUnionBlue{40, 70, 150, 255};
inline constexpr Rgba kConfederateGrey{150, 150, 150, 255};

enum class SideIdentity : std::uint8_t { Union, Confederate, Other };
// By its id and name: "Army of the Potomac", "usa", "Federal" are Union; "csa", "Army of Northern
// Virginia", "Confederate" are Confederate.
[[nodiscard]] SideIdentity sideIdentity(const Side& side);
// The colour `side` (at `index` among the scenario's sides) is drawn in.
[[nodiscard]] Rgba sideColor(const Side& side, std::size_t index);
// `sideId`'s colour in `scenario` (a neutral grey-brown for an unknown side).
[[nodiscard]] Rgba sideColor(const Scenario& scenario, std::string_view sideId);
// Black or white, whichever reads better on `fill`.
[[nodiscard]] Rgba textColorOn(Rgba fill);
// "#rrggbb".
[[nodiscard]] std::string toHex(Rgba color);

}  // namespace engine
