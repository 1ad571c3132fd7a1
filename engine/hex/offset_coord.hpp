#pragma once
// Offset (column, row) coordinates of a rectangular map, and the grid shape that converts them to
// and from axial. Columns grow eastward, rows grow southward; printed labels may count differently
// (see numbering_scheme.hpp), offsets never do.
#include "engine/hex/hex_coord.hpp"

#include <string_view>

namespace engine {

enum class Orientation : std::uint8_t { FlatTop, PointyTop };
// Which columns (flat-top) or rows (pointy-top) are shoved half a hex south (east): the odd ones
// or the even ones (0-based). Same meaning as Tiled's StaggerIndex and Red Blob's odd-q/even-q.
enum class Stagger : std::uint8_t { Odd, Even };

struct OffsetCoord {
    int col = 0;
    int row = 0;
    constexpr auto operator<=>(const OffsetCoord&) const = default;
};

struct GridShape {
    Orientation orientation = Orientation::FlatTop;
    Stagger stagger = Stagger::Odd;
    constexpr bool operator==(const GridShape&) const = default;
};

[[nodiscard]] HexCoord offsetToAxial(OffsetCoord o, GridShape shape);
[[nodiscard]] OffsetCoord axialToOffset(HexCoord h, GridShape shape);

[[nodiscard]] const char* toString(Orientation o);  // "flat" | "pointy"
[[nodiscard]] const char* toString(Stagger s);      // "odd" | "even"
[[nodiscard]] bool parseOrientation(std::string_view text, Orientation& out);
[[nodiscard]] bool parseStagger(std::string_view text, Stagger& out);

}  // namespace engine
