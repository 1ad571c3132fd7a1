// ridgeline validate: run the validation rules (engine/validation) over maps and scenarios, as
// text for people or JSON for CI. See docs/validation.md for every rule and the JSON format.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "engine/io/load_error.hpp"
#include "engine/util/json_writer.hpp"
#include "engine/validation/validator.hpp"

#include <iostream>

namespace cli {
namespace {

const ArgSpec kSpec{
    "usage: ridgeline validate FILE... [--format text|json] [--fail-on error|warning] [--show-waived]\n\n"
    "Runs every validation rule that applies to each map or scenario's ruleset (map data, order of\n"
    "battle, set-up, reinforcements, victory hexes, turn track; docs/validation.md lists them).\n"
    "Text lines read\n"
    "  FILE:LOCATION: severity rule-id: message [citation]\n"
    "then a count per file. Waived diagnostics are counted apart and listed only with --show-waived\n"
    "(JSON always lists them, marked \"waived\"). Exit code 1 when a diagnostic that is not waived\n"
    "remains at or above --fail-on (default error), 2 when a file cannot be read or parsed, 0 otherwise.\n\n"
    "example: ridgeline validate samples/*/scenario.rlscn --format json --fail-on warning > report.json\n",
    {"--format", "--fail-on"},
    {"--show-waived"},
    1,
    SIZE_MAX};

struct FileReport {
    std::string file;
    std::string ruleset;
    std::string loadError;  // set when the file could not be loaded
    std::vector<engine::Diagnostic> diagnostics;
    std::vector<std::string> rulesRun;
};

struct Counts {
    int errors = 0, warnings = 0, infos = 0, waived = 0;
    explicit Counts(const std::vector<engine::Diagnostic>& ds) {
        for (const auto& d : ds) {
            if (d.waived) ++waived;
            else
                (d.severity == engine::Severity::Error     ? errors
                 : d.severity == engine::Severity::Warning ? warnings
                                                           : infos)++;
        }
    }
};

FileReport check(const std::string& path) {
    FileReport report{path, {}, {}, {}, {}};
    try {
        const engine::Document doc = openDocument(path);
        report.ruleset = doc.ruleset ? doc.ruleset->id : "";
        engine::Validator validator;
        report.diagnostics = validator.validate(doc).toVector();
        for (const engine::Check* r : validator.activeChecks()) report.rulesRun.push_back(r->id());
    } catch (const std::exception& e) {
        report.loadError = e.what();
    }
    return report;
}

std::string where(const engine::Diagnostic& d) { return d.locations.empty() ? "file" : d.locations.front().key(); }

void printText(const FileReport& r, const Counts& c, bool showWaived) {
    if (!r.loadError.empty()) {
        std::cout << r.loadError << "\n" << r.file << ": could not be loaded\n";
        return;
    }
    for (const auto& d : r.diagnostics) {
        if (d.waived && !showWaived) continue;
        std::cout << r.file << ":" << where(d) << ": " << engine::toString(d.severity) << " " << d.rule << ": "
                  << d.message;
        if (!d.citation.empty()) std::cout << " [" << d.citation << "]";
        if (d.waived) std::cout << " (waived: " << d.waiverComment << ")";
        std::cout << "\n";
    }
    std::cout << r.file << ": " << c.errors << " errors, " << c.warnings << " warnings, " << c.infos << " infos, "
              << c.waived << " waived"
              << (r.ruleset.empty() ? ""
                                    : " (ruleset " + r.ruleset + ", " + std::to_string(r.rulesRun.size()) + " rules)")
              << "\n";
}

void writeJson(engine::JsonWriter& json, const FileReport& r, const Counts& c) {
    json.beginObject().field("file", r.file).field("ruleset", r.ruleset);
    if (!r.loadError.empty()) json.field("load_error", r.loadError);
    json.key("rules").beginArray();
    for (const auto& id : r.rulesRun) json.value(id);
    json.endArray().key("diagnostics").beginArray();
    for (const auto& d : r.diagnostics) {
        json.beginObject()
            .field("severity", engine::toString(d.severity))
            .field("rule", d.rule)
            .field("citation", d.citation);
        json.field("message", d.message).field("assumed", d.assumed).key("locations").beginArray();
        for (const auto& l : d.locations) json.beginObject().field("kind", l.kind).field("id", l.id).endObject();
        json.endArray().field("waived", d.waived);
        if (d.waived) json.field("waiver_comment", d.waiverComment);
        json.endObject();
    }
    json.endArray()
        .key("summary")
        .beginObject()
        .field("errors", c.errors)
        .field("warnings", c.warnings)
        .field("infos", c.infos);
    json.field("waived", c.waived).endObject().endObject();
}

}  // namespace

int runValidate(const Args& argv) {
    const auto parsed = Arguments::parse(argv, kSpec);
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    const bool json = args.choice("--format", {"text", "json"}) == "json";
    const std::string failOn = args.choice("--fail-on", {"error", "warning"});
    const bool showWaived = args.has("--show-waived");

    engine::JsonWriter out;
    out.beginObject().field("tool", "ridgeline validate").field("fail_on", failOn).key("severities").beginArray();
    out.value("error").value("warning").value("info").endArray().key("files").beginArray();
    bool unreadable = false, failing = false;
    for (const std::string& path : args.positional()) {
        const FileReport report = check(path);
        const Counts counts(report.diagnostics);
        unreadable |= !report.loadError.empty();
        failing |= counts.errors > 0 || (failOn == "warning" && counts.warnings > 0);
        json ? writeJson(out, report, counts) : printText(report, counts, showWaived);
    }
    out.endArray().endObject();
    if (json) std::cout << out.str() << "\n";
    return unreadable ? kExitUsage : failing ? kExitFindings : kExitOk;
}

}  // namespace cli
