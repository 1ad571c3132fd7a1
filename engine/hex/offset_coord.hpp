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

// Red Blob Games conversions, inline: path searches convert millions of times. `x & 1` is the
// parity for negative numbers too (two's complement), and `x - (x & 1)` / `x + (x & 1)` are even,
// so the halving is exact.
[[nodiscard]] constexpr HexCoord offsetToAxial(OffsetCoord o, GridShape shape) {
    const bool odd = shape.stagger == Stagger::Odd;
    if (shape.orientation == Orientation::FlatTop) {
        const int shift = odd ? (o.col - (o.col & 1)) / 2 : (o.col + (o.col & 1)) / 2;
        return {o.col, o.row - shift};
    }
    const int shift = odd ? (o.row - (o.row & 1)) / 2 : (o.row + (o.row & 1)) / 2;
    return {o.col - shift, o.row};
}

[[nodiscard]] constexpr OffsetCoord axialToOffset(HexCoord h, GridShape shape) {
    const bool odd = shape.stagger == Stagger::Odd;
    if (shape.orientation == Orientation::FlatTop) {
        const int shift = odd ? (h.q - (h.q & 1)) / 2 : (h.q + (h.q & 1)) / 2;
        return {h.q, h.r + shift};
    }
    const int shift = odd ? (h.r - (h.r & 1)) / 2 : (h.r + (h.r & 1)) / 2;
    return {h.q + shift, h.r};
}

[[nodiscard]] const char* toString(Orientation o);  // "flat" | "pointy"
[[nodiscard]] const char* toString(Stagger s);      // "odd" | "even"
[[nodiscard]] bool parseOrientation(std::string_view text, Orientation& out);
[[nodiscard]] bool parseStagger(std::string_view text, Stagger& out);

}  // namespace engine
