#pragma once
// Command-line arguments of one subcommand: options that take a value, flags, positionals.
// Anything unexpected is a UsageError, which main turns into exit code 2.
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace cli {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct ArgSpec {
    std::string usage;             // the usage line and option list, shown by --help
    std::set<std::string> valued;  // "--format", "-o"
    std::set<std::string> flags;   // "-q"
    std::size_t minPositional = 0;
    std::size_t maxPositional = 0;  // SIZE_MAX = unlimited
};

class Arguments {
public:
    // Returns nullopt when --help was asked for (usage already printed).
    static std::optional<Arguments> parse(const std::vector<std::string>& args, const ArgSpec& spec);

    [[nodiscard]] const std::vector<std::string>& positional() const { return m_positional; }
    [[nodiscard]] bool has(const std::string& name) const { return m_values.count(name) || m_flags.count(name); }
    [[nodiscard]] std::string get(const std::string& name, const std::string& fallback = {}) const;
    // Every value of an option given more than once, in order (get() answers the last).
    [[nodiscard]] std::vector<std::string> all(const std::string& name) const;
    // The value of an option that must be one of `choices`.
    [[nodiscard]] std::string choice(const std::string& name, const std::vector<std::string>& choices) const;

private:
    std::vector<std::string> m_positional;
    std::map<std::string, std::string> m_values;
    std::map<std::string, std::vector<std::string>> m_repeated;
    std::set<std::string> m_flags;
};

}  // namespace cli
