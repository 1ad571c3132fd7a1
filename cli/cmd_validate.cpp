// ridgeline validate: check map and scenario files, as text for people or JSON for CI.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/load_error.hpp"
#include "engine/util/json_writer.hpp"
#include "engine/validation/file_checks.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline validate FILE... [--format text|json] [--fail-on error|warning]\n\n"
    "Checks each map or scenario: it parses, its references resolve, ids are unique, every id is\n"
    "known to the ruleset, every placed hex is on the map. Text lines read\n"
    "  FILE:LOCATION: severity rule-id: message [citation]\n"
    "then a count per file. Exit code 1 when a diagnostic at or above --fail-on (default error)\n"
    "remains, 2 when a file cannot be read or parsed, 0 otherwise.\n\n"
    "example: ridgeline validate scenarios/*.rlscn --format json > report.json\n",
    {"--format", "--fail-on"},
    {},
    1,
    SIZE_MAX};

struct FileReport {
    std::string file;
    std::string ruleset;
    std::string loadError;  // set when the file could not be loaded
    std::vector<engine::Diagnostic> diagnostics;
};

struct Counts {
    int errors = 0, warnings = 0, infos = 0;
    void add(const engine::Diagnostic& d) {
        (d.severity == engine::Severity::Error ? errors : d.severity == engine::Severity::Warning ? warnings : infos)++;
    }
};

FileReport check(const std::string& path) {
    FileReport report{path, {}, {}, {}};
    try {
        const engine::Document doc = openDocument(path);
        report.ruleset = doc.ruleset ? doc.ruleset->id : "";
        report.diagnostics = engine::checkDocumentFile(doc);
    } catch (const std::exception& e) {
        report.loadError = e.what();
    }
    return report;
}

std::string where(const engine::Diagnostic& d) { return d.locations.empty() ? "file" : d.locations.front().key(); }

void printText(const FileReport& r, const Counts& c) {
    if (!r.loadError.empty()) {
        std::cout << r.loadError << "\n" << r.file << ": could not be loaded\n";
        return;
    }
    for (const auto& d : r.diagnostics) {
        std::cout << r.file << ":" << where(d) << ": " << engine::toString(d.severity) << " " << d.rule << ": " << d.message;
        if (!d.citation.empty()) std::cout << " [" << d.citation << "]";
        std::cout << "\n";
    }
    std::cout << r.file << ": " << c.errors << " errors, " << c.warnings << " warnings, " << c.infos << " infos"
              << (r.ruleset.empty() ? "" : " (ruleset " + r.ruleset + ")") << "\n";
}

void writeJson(engine::JsonWriter& json, const FileReport& r, const Counts& c) {
    json.beginObject().field("file", r.file).field("ruleset", r.ruleset);
    if (!r.loadError.empty()) json.field("load_error", r.loadError);
    json.key("diagnostics").beginArray();
    for (const auto& d : r.diagnostics) {
        json.beginObject().field("severity", engine::toString(d.severity)).field("rule", d.rule).field("citation", d.citation);
        json.field("message", d.message).key("locations").beginArray();
        for (const auto& l : d.locations) json.beginObject().field("kind", l.kind).field("id", l.id).endObject();
        json.endArray().field("waived", d.waived).endObject();
    }
    json.endArray().key("summary").beginObject().field("errors", c.errors).field("warnings", c.warnings).field("infos", c.infos);
    json.endObject().endObject();
}

}  // namespace

int runValidate(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool json = args.choice("--format", {"text", "json"}) == "json";
    const bool failOnWarning = args.choice("--fail-on", {"error", "warning"}) == "warning";

    engine::JsonWriter out;
    out.beginObject().field("tool", "ridgeline validate").key("severities").beginArray().value("error").value("warning").value("info");
    out.endArray().key("files").beginArray();
    bool unreadable = false, failing = false;
    for (const std::string& path : args.positional()) {
        const FileReport report = check(path);
        Counts counts;
        for (const auto& d : report.diagnostics)
            if (!d.waived) counts.add(d);
        unreadable |= !report.loadError.empty();
        failing |= counts.errors > 0 || (failOnWarning && counts.warnings > 0);
        json ? writeJson(out, report, counts) : printText(report, counts);
    }
    out.endArray().endObject();
    if (json) std::cout << out.str() << "\n";
    return unreadable ? kExitUsage : failing ? kExitFindings : kExitOk;
}

}  // namespace cli
