#pragma once
// A command builder refuses an edit it cannot make with std::invalid_argument carrying the
// reason, which the studio and the CLI show as it is.
#include <stdexcept>
#include <string>

namespace engine {

inline void require(bool ok, const std::string& why) {
    if (!ok) throw std::invalid_argument(why);
}

}  // namespace engine
