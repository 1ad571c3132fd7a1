#include "engine/validation/report/json_report.hpp"

#include "engine/util/json_writer.hpp"

namespace engine {
namespace {

void writeDiagnostic(JsonWriter& json, const Diagnostic& d) {
    json.beginObject().field("severity", toString(d.severity)).field("rule", d.rule).field("citation", d.citation);
    json.field("message", d.message).field("assumed", d.assumed).key("locations").beginArray();
    for (const Location& l : d.locations) json.beginObject().field("kind", l.kind).field("id", l.id).endObject();
    json.endArray().field("waived", d.waived);
    if (d.waived) json.field("waiver_comment", d.waiverComment);
    json.endObject();
}

void writeFile(JsonWriter& json, const FileReport& r) {
    json.beginObject().field("file", r.file).field("ruleset", r.ruleset);
    if (!r.loadError.empty()) json.field("load_error", r.loadError);
    json.key("rules").beginArray();
    for (const std::string& id : r.checksRun) json.value(id);
    json.endArray().key("not_checked").beginArray();
    for (const NotChecked& n : r.notChecked)
        json.beginObject().field("value", n.what).field("citation", n.cite).field("why", n.why).endObject();
    json.endArray().key("diagnostics").beginArray();
    for (const Diagnostic& d : r.diagnostics) writeDiagnostic(json, d);
    const ReportCounts c = countDiagnostics(r.diagnostics);
    json.endArray().key("summary").beginObject().field("errors", c.errors).field("warnings", c.warnings);
    json.field("infos", c.infos).field("waived", c.waived).endObject().endObject();
}

}  // namespace

std::string jsonReport(const ValidationReport& report) {
    JsonWriter json;
    json.beginObject().field("tool", report.tool).field("fail_on", toString(report.failOn));
    json.key("severities").beginArray();
    for (const Severity s : {Severity::Error, Severity::Warning, Severity::Info}) json.value(toString(s));
    json.endArray().key("files").beginArray();
    for (const FileReport& file : report.files) writeFile(json, file);
    json.endArray().endObject();
    return json.str();
}

}  // namespace engine
