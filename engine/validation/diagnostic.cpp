#include "engine/validation/diagnostic.hpp"

#include <tuple>

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

bool reportOrder(const Diagnostic& a, const Diagnostic& b) {
    static const Location kNone{};
    const Location& la = a.locations.empty() ? kNone : a.locations.front();
    const Location& lb = b.locations.empty() ? kNone : b.locations.front();
    return std::tie(a.severity, a.rule, la.kind, la.id, a.message) < std::tie(b.severity, b.rule, lb.kind, lb.id, b.message);
}

}  // namespace engine
