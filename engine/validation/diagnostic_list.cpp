#include "engine/validation/diagnostic_list.hpp"

#include <algorithm>

namespace engine {

DiagnosticList::DiagnosticList(std::vector<Diagnostic> diagnostics) {
    m_items.reserve(diagnostics.size());
    for (Diagnostic& d : diagnostics) m_items.push_back(std::make_shared<const Diagnostic>(std::move(d)));
}

bool operator==(const DiagnosticList& a, const DiagnosticList& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

bool operator==(const DiagnosticList& a, const std::vector<Diagnostic>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

}  // namespace engine
