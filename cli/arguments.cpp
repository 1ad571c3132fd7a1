#include "cli/arguments.hpp"

#include <cctype>
#include <iostream>

namespace cli {

std::optional<Arguments> Arguments::parse(const std::vector<std::string>& args, const ArgSpec& spec) {
    Arguments out;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--help" || a == "-h") {
            std::cout << spec.usage;
            return std::nullopt;
        }
        std::string name = a, value;
        const bool hasInlineValue = a.rfind("--", 0) == 0 && a.find('=') != std::string::npos;
        if (hasInlineValue) {
            name = a.substr(0, a.find('='));
            value = a.substr(a.find('=') + 1);
        }
        if (spec.valued.count(name)) {
            if (!hasInlineValue) {
                if (i + 1 >= args.size()) throw UsageError(name + " needs a value");
                value = args[++i];
            }
            out.m_values[name] = value;
            out.m_repeated[name].push_back(value);
        } else if (spec.flags.count(name) && !hasInlineValue) {
            out.m_flags.insert(name);
        } else if (a.size() > 1 && a[0] == '-' &&
                   !(a.size() > 1 && (std::isdigit(static_cast<unsigned char>(a[1])) || a[1] == '.'))) {
            throw UsageError("unknown option " + name);
        } else {
            out.m_positional.push_back(a);
        }
    }
    if (out.m_positional.size() < spec.minPositional) throw UsageError("missing arguments");
    if (out.m_positional.size() > spec.maxPositional)
        throw UsageError("too many arguments: " + out.m_positional.back());
    return out;
}

std::string Arguments::get(const std::string& name, const std::string& fallback) const {
    auto it = m_values.find(name);
    return it == m_values.end() ? fallback : it->second;
}

std::vector<std::string> Arguments::all(const std::string& name) const {
    auto it = m_repeated.find(name);
    return it == m_repeated.end() ? std::vector<std::string>{} : it->second;
}

std::string Arguments::choice(const std::string& name, const std::vector<std::string>& choices) const {
    const std::string v = get(name, choices.front());
    for (const auto& c : choices)
        if (c == v) return v;
    std::string list;
    for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
    throw UsageError(name + " must be one of " + list + " (got `" + v + "`)");
}

}  // namespace cli
