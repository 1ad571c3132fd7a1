#include "engine/validation/report/file_report.hpp"

#include "engine/render/map_sketch.hpp"
#include "engine/validation/validator.hpp"

namespace engine {

FileReport reportOf(const Document& doc, std::string file, bool withPicture) {
    FileReport report;
    report.file = std::move(file);
    report.ruleset = doc.ruleset ? doc.ruleset->id : "";
    Validator validator;
    report.diagnostics = validator.validate(doc).toVector();
    for (const Check* c : validator.activeChecks()) report.checksRun.push_back(c->id());
    if (doc.ruleset) report.notChecked = notCheckedValues(*doc.ruleset);
    if (withPicture) report.mapPicture = mapSketchSvg(doc, report.diagnostics);
    return report;
}

}  // namespace engine
