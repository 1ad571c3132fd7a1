#include "engine/hex/offset_coord.hpp"

namespace engine {

// Red Blob Games conversions. `x & 1` is the parity for negative numbers too (two's complement),
// and `x - (x & 1)` / `x + (x & 1)` are even, so the halving is exact.
HexCoord offsetToAxial(OffsetCoord o, GridShape shape) {
    const bool odd = shape.stagger == Stagger::Odd;
    if (shape.orientation == Orientation::FlatTop) {
        const int shift = odd ? (o.col - (o.col & 1)) / 2 : (o.col + (o.col & 1)) / 2;
        return {o.col, o.row - shift};
    }
    const int shift = odd ? (o.row - (o.row & 1)) / 2 : (o.row + (o.row & 1)) / 2;
    return {o.col - shift, o.row};
}

OffsetCoord axialToOffset(HexCoord h, GridShape shape) {
    const bool odd = shape.stagger == Stagger::Odd;
    if (shape.orientation == Orientation::FlatTop) {
        const int shift = odd ? (h.q - (h.q & 1)) / 2 : (h.q + (h.q & 1)) / 2;
        return {h.q, h.r + shift};
    }
    const int shift = odd ? (h.r - (h.r & 1)) / 2 : (h.r + (h.r & 1)) / 2;
    return {h.q + shift, h.r};
}

const char* toString(Orientation o) { return o == Orientation::FlatTop ? "flat" : "pointy"; }
const char* toString(Stagger s) { return s == Stagger::Odd ? "odd" : "even"; }

bool parseOrientation(std::string_view text, Orientation& out) {
    if (text == "flat") {
        out = Orientation::FlatTop;
        return true;
    }
    if (text == "pointy") {
        out = Orientation::PointyTop;
        return true;
    }
    return false;
}

bool parseStagger(std::string_view text, Stagger& out) {
    if (text == "odd") {
        out = Stagger::Odd;
        return true;
    }
    if (text == "even") {
        out = Stagger::Even;
        return true;
    }
    return false;
}

}  // namespace engine
