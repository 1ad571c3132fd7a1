#include "exporters/export_options.hpp"

#include "engine/model/value_rules.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace exporters {

namespace {

// A finite decimal number, the whole text ("inf" and "nan" are not sizes or resolutions).
bool parseNumber(std::string_view text, double& out) {
    if (text.empty()) return false;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && ptr == text.data() + text.size() && std::isfinite(out);
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        std::string item = text.substr(start, comma - start);
        item.erase(0, item.find_first_not_of(' '));
        item.erase(item.find_last_not_of(' ') + 1);
        if (!item.empty()) items.push_back(std::move(item));
        start = comma + 1;
    }
    return items;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
    return out;
}

}  // namespace

bool parseLengthMm(std::string_view text, double& mm, std::string* error) {
    struct Unit {
        std::string_view suffix;
        double mm;
    };
    static constexpr Unit kUnits[] = {{"mm", 1.0}, {"cm", 10.0}, {"in", 25.4}, {"pt", 25.4 / 72.0}};
    for (const Unit& u : kUnits) {
        if (text.size() <= u.suffix.size() || text.substr(text.size() - u.suffix.size()) != u.suffix) continue;
        double value = 0;
        if (parseNumber(text.substr(0, text.size() - u.suffix.size()), value) && value >= 0) {
            mm = value * u.mm;
            return true;
        }
        break;
    }
    if (error) *error = "`" + std::string(text) + "` is not a length (a number with mm, cm, in or pt: 16mm, 0.63in)";
    return false;
}

bool parseHexRange(std::string_view text, const engine::HexGrid& grid, HexRange& out, std::string* error) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        if (error) *error = "`" + std::string(text) + "` is not a hex range (FIRST:LAST, e.g. A0101:A1010)";
        return false;
    }
    std::string why;
    const auto a = grid.parseLabel(text.substr(0, colon), &why);
    const auto b = a ? grid.parseLabel(text.substr(colon + 1), &why) : std::nullopt;
    if (!a || !b || !grid.contains(*a) || !grid.contains(*b)) {
        if (error) *error = "`" + std::string(text) + "`: " + (why.empty() ? "a hex is off the map" : why);
        return false;
    }
    const engine::OffsetCoord p = grid.offset(*a), q = grid.offset(*b);
    out = {{std::min(p.col, q.col), std::min(p.row, q.row)}, {std::max(p.col, q.col), std::max(p.row, q.row)}};
    return true;
}

std::string checkOptionValue(const ExportOption& option, const std::string& value) {
    using Kind = ExportOption::Kind;
    const auto known = [&](const std::string& v) {
        return std::find(option.choices.begin(), option.choices.end(), v) != option.choices.end();
    };
    switch (option.kind) {
    case Kind::Choice:
        if (!known(value)) return "must be one of " + joined(option.choices) + " (got `" + value + "`)";
        break;
    case Kind::List:
        for (const std::string& item : splitList(value))
            if (!known(item)) return "`" + item + "` is not one of " + joined(option.choices);
        break;
    case Kind::Flag:
        if (value != "true" && value != "false") return "must be true or false (got `" + value + "`)";
        break;
    case Kind::Number: {
        double n = 0;
        if (!value.empty() && !parseNumber(value, n)) return "`" + value + "` is not a finite number";
        break;
    }
    case Kind::Length: {
        double mm = 0;
        std::string why;
        if (!value.empty() && !parseLengthMm(value, mm, &why)) return why;
        break;
    }
    case Kind::HexRange:
        if (!value.empty() && value.find(':') == std::string::npos)
            return "`" + value + "` is not a hex range (FIRST:LAST, e.g. A0101:A1010)";
        break;
    case Kind::Text:  // printed into PDF, SVG and TMX text: what a file can hold
        if (const std::string problem = engine::textProblem(value); !problem.empty()) return "the text " + problem;
        break;
    }
    return {};
}

OptionReader::OptionReader(const ExportFormat& format, const OptionValues& values, ExportDiagnostics& out)
    : m_format(format),
      m_values(values),
      m_out(out) {}

const ExportOption& OptionReader::spec(std::string_view name) const {
    if (const ExportOption* o = m_format.option(name)) return *o;
    throw std::logic_error("format " + m_format.name + " reads an option it does not declare: " + std::string(name));
}

bool OptionReader::isSet(std::string_view name) const { return m_values.find(std::string(name)) != m_values.end(); }

std::string OptionReader::text(std::string_view name) const {
    const auto it = m_values.find(std::string(name));
    return it == m_values.end() ? spec(name).defaultValue : it->second;
}

std::string OptionReader::checked(std::string_view name) const {
    const ExportOption& o = spec(name);
    const std::string value = text(name);
    if (const std::string why = checkOptionValue(o, value); !why.empty()) {
        fail(name, "--" + o.name + ": " + why);
        return o.defaultValue;
    }
    return value;
}

void OptionReader::fail(std::string_view name, const std::string& message) const {
    m_out.error("export.option", message, {{"option", std::string(name)}});
}

std::string OptionReader::choice(std::string_view name) const { return checked(name); }

std::vector<std::string> OptionReader::list(std::string_view name) const { return splitList(checked(name)); }

bool OptionReader::flag(std::string_view name) const { return checked(name) == "true"; }

std::optional<double> OptionReader::number(std::string_view name) const {
    const std::string v = checked(name);
    double n = 0;
    if (v.empty() || !parseNumber(v, n)) return std::nullopt;
    return n;
}

std::optional<double> OptionReader::lengthMm(std::string_view name) const {
    const std::string v = checked(name);
    double mm = 0;
    if (v.empty() || !parseLengthMm(v, mm)) return std::nullopt;
    return mm;
}

std::optional<HexRange> OptionReader::hexRange(std::string_view name, const engine::HexGrid& grid) const {
    const std::string v = checked(name);
    if (v.empty()) return std::nullopt;
    HexRange range;
    std::string why;
    if (!parseHexRange(v, grid, range, &why)) {
        fail(name, "--" + std::string(name) + ": " + why);
        return std::nullopt;
    }
    return range;
}

}  // namespace exporters
