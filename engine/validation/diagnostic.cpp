#include "engine/validation/diagnostic.hpp"

namespace engine {

const char* toString(Severity s) {
    switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
    }
    return "error";
}

bool parseSeverity(std::string_view text, Severity& out) {
    if (text == "error") out = Severity::Error;
    else if (text == "warning") out = Severity::Warning;
    else if (text == "info") out = Severity::Info;
    else return false;
    return true;
}

}  // namespace engine
