#pragma once
// What a check reports: severity, a stable rule id, the rule it enforces (citation), a message
// with the numbers in it, and where, as stable ids (never pointers) that the studio can jump to.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace engine {

enum class Severity : std::uint8_t { Error, Warning, Info };
[[nodiscard]] const char* toString(Severity s);  // "error" | "warning" | "info"
[[nodiscard]] bool parseSeverity(std::string_view text, Severity& out);

struct Location {
    std::string kind;  // hex, hexside, unit, leader, formation, side, row, victory-hex, entry-area, file
    std::string id;    // hex label, "A0101|A0102" for a hexside, or the record id
    [[nodiscard]] std::string key() const { return kind + ":" + id; }  // the waiver key
    bool operator==(const Location&) const = default;
};

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string rule;      // "oob.duplicate_id"
    std::string citation;  // "SSS 25.22"
    std::string message;   // ends with "(relies on an assumed value)" when `assumed`
    std::vector<Location> locations;
    bool waived = false;
    std::string waiverComment;
    bool assumed = false;  // the check relied on a ruleset value marked assumed="true"
    bool operator==(const Diagnostic&) const = default;
};

// Report order: severity, rule, first location, message, then the rest (a total order).
[[nodiscard]] bool reportOrder(const Diagnostic& a, const Diagnostic& b);

}  // namespace engine
