#include "engine/hex/offset_coord.hpp"

namespace engine {

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
