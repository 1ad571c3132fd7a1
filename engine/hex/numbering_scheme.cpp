#include "engine/hex/numbering_scheme.hpp"

namespace engine {

const char* toString(RowDirection d) { return d == RowDirection::Down ? "down" : "up"; }

bool parseRowDirection(std::string_view text, RowDirection& out) {
    if (text == "down") {
        out = RowDirection::Down;
        return true;
    }
    if (text == "up") {
        out = RowDirection::Up;
        return true;
    }
    return false;
}

bool numberingPreset(std::string_view name, NumberingScheme& out) {
    NumberingScheme n;    // defaults: 2-digit CCRR counted from the top-left, first index 1
    if (name == "sss") {  // A1053
        n.sectionPrefix = true;
    } else if (name == "sss-slash") {  // A/4814
        n.sectionPrefix = true;
        n.sectionSeparator = "/";
    } else if (name == "cwb") {  // A29.17, rows counted up from each sheet's lower-left corner
        n.sectionPrefix = true;
        n.separator = ".";
        n.rows = RowDirection::Up;
    } else if (name != "ccrr") {  // HS 2719, LFM 2444
        return false;
    }
    out = n;
    return true;
}

}  // namespace engine
