#pragma once
// The validator's report: diagnostics in report order, each held once, shared and immutable.
// Patching the report after an edit then moves pointers, not diagnostics (a diagnostic is four
// strings and a vector: shifting a few thousand of them was most of an incremental update), and a
// copy of the list costs a pointer per diagnostic.
#include "engine/validation/diagnostic.hpp"

#include <boost/iterator/indirect_iterator.hpp>

#include <memory>
#include <vector>

namespace engine {

class Validator;

class DiagnosticList {
public:
    using Shared = std::shared_ptr<const Diagnostic>;
    using value_type = Diagnostic;
    using const_iterator = boost::indirect_iterator<std::vector<Shared>::const_iterator>;

    DiagnosticList() = default;
    explicit DiagnosticList(std::vector<Diagnostic> diagnostics);
    // A list of findings held elsewhere too (a report's, with some replaced), in report order.
    explicit DiagnosticList(std::vector<Shared> items)
        : m_items(std::move(items)) {}

    [[nodiscard]] std::size_t size() const { return m_items.size(); }
    [[nodiscard]] bool empty() const { return m_items.empty(); }
    [[nodiscard]] const Diagnostic& operator[](std::size_t i) const { return *m_items[i]; }
    [[nodiscard]] const Diagnostic& front() const { return *m_items.front(); }
    [[nodiscard]] const Diagnostic& back() const { return *m_items.back(); }
    [[nodiscard]] const_iterator begin() const { return const_iterator(m_items.begin()); }
    [[nodiscard]] const_iterator end() const { return const_iterator(m_items.end()); }
    [[nodiscard]] std::vector<Diagnostic> toVector() const { return {begin(), end()}; }

    // The shared diagnostics themselves (a copy of the list shares them).
    [[nodiscard]] const std::vector<Shared>& items() const { return m_items; }

    // Equal diagnostics in the same order (not the same pointers).
    friend bool operator==(const DiagnosticList& a, const DiagnosticList& b);
    friend bool operator==(const DiagnosticList& a, const std::vector<Diagnostic>& b);

private:
    friend class Validator;  // keeps the list in report order as it patches it
    std::vector<Shared> m_items;
};

}  // namespace engine
