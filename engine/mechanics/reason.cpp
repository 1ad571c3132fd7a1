#include "engine/mechanics/reason.hpp"

namespace engine {

std::string describe(const Reason& r) {
    std::string out = r.message;
    if (!r.cite.empty()) out += " [" + r.cite + "]";
    if (r.assumed) out += " (relies on an assumed value)";
    return out;
}

}  // namespace engine
