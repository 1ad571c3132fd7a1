#include "exporters/export_format.hpp"

#include "engine/io/atomic_file.hpp"
#include "exporters/export_options.hpp"

#include <algorithm>
#include <cctype>
#include <exception>

namespace exporters {

namespace {

engine::Diagnostic make(engine::Severity severity, std::string rule, std::string message,
                        std::vector<engine::Location> where) {
    engine::Diagnostic d;
    d.severity = severity;
    d.rule = std::move(rule);
    d.message = std::move(message);
    d.locations = std::move(where);
    return d;
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

void checkInput(const ExportFormat& format, const engine::Document& doc, ExportResult& out) {
    if (format.accepts(doc)) return;
    out.error("export.input", format.acceptsScenario && !format.acceptsMap
                                  ? "the " + format.name + " format exports a scenario: give a scenario file (.rlscn)"
                                  : "the " + format.name + " format cannot export this document");
}

void checkOptions(const ExportFormat& format, const OptionValues& values, ExportResult& out) {
    for (const auto& [name, value] : values) {
        const ExportOption* option = format.option(name);
        if (!option) {
            out.error("export.option", "the " + format.name + " format has no option --" + name, {{"option", name}});
            continue;
        }
        if (const std::string why = checkOptionValue(*option, value); !why.empty())
            out.error("export.option", "--" + name + ": " + why, {{"option", name}});
    }
}

void checkOutput(const ExportFormat& format, const std::filesystem::path& output, ExportResult& out) {
    if (output.empty()) {
        out.error("export.write", "no output file given");
        return;
    }
    try {
        // Creating (and dropping) the temporary file proves the directory takes the output before
        // any work is done; the target itself is not touched.
        const engine::AtomicFileWriter probe(output);
    } catch (const std::exception& e) {
        out.error("export.write", e.what(), {{"file", output.string()}});
        return;
    }
    const std::string ext = lower(output.extension().string());
    if (!format.extensions.empty() &&
        std::find(format.extensions.begin(), format.extensions.end(), ext) == format.extensions.end())
        out.warning("export.extension",
                    output.filename().string() + " does not end in " + format.extensions.front() + " (format " +
                        format.name + ")",
                    {{"file", output.string()}});
}

}  // namespace

bool ExportDiagnostics::hasErrors() const {
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const engine::Diagnostic& d) { return d.severity == engine::Severity::Error; });
}

void ExportDiagnostics::error(std::string rule, std::string message, std::vector<engine::Location> where) {
    diagnostics.push_back(make(engine::Severity::Error, std::move(rule), std::move(message), std::move(where)));
}

void ExportDiagnostics::warning(std::string rule, std::string message, std::vector<engine::Location> where) {
    diagnostics.push_back(make(engine::Severity::Warning, std::move(rule), std::move(message), std::move(where)));
}

const ExportOption* ExportFormat::option(std::string_view optionName) const {
    const auto it =
        std::find_if(options.begin(), options.end(), [&](const ExportOption& o) { return o.name == optionName; });
    return it == options.end() ? nullptr : &*it;
}

bool ExportFormat::accepts(const engine::Document& doc) const {
    return acceptsMap || (acceptsScenario && doc.scenario.has_value());
}

std::filesystem::path mapFileOf(const engine::Document& doc, const std::filesystem::path& source) {
    if (source.empty() || !doc.scenario) return source;
    return source.parent_path() / doc.scenario->mapPath;
}

ExportResult runExport(const ExportFormat& format, const engine::Document& doc, const ExportRequest& request) {
    ExportResult checks;
    checkInput(format, doc, checks);
    checkOptions(format, request.options, checks);
    if (!checks.hasErrors()) checkOutput(format, request.output, checks);
    if (checks.hasErrors()) return checks;

    ExportResult result;
    try {
        result = format.run(doc, request);
    } catch (const std::exception& e) {
        result = {};
        result.error("export.write", e.what(), {{"file", request.output.string()}});
    }
    if (result.hasErrors() || result.cancelled) result.output.clear();
    result.diagnostics.insert(result.diagnostics.begin(), checks.diagnostics.begin(), checks.diagnostics.end());
    return result;
}

}  // namespace exporters
