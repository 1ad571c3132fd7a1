// ridgeline export: a map or scenario written in another format (print, booklet, GIS, Tiled)
// through the exporters' registry; each format's options become this command's options.
#include "cli/arguments.hpp"
#include "cli/context.hpp"
#include "cli/subcommands.hpp"
#include "exporters/format_registry.hpp"

#include <iostream>

namespace cli {
namespace {

std::string formatList() {
    std::string text;
    for (const exporters::ExportFormat& f : exporters::exportFormats()) {
        std::string exts;
        for (const std::string& e : f.extensions) exts += (exts.empty() ? "" : " ") + e;
        text += "  " + f.name + std::string(f.name.size() < 14 ? 14 - f.name.size() : 1, ' ') + f.title + " (" + exts +
                (f.acceptsMap ? "; map or scenario" : "; scenario") + ")\n";
    }
    return text;
}

std::string optionHelp(const exporters::ExportOption& o) {
    using Kind = exporters::ExportOption::Kind;
    std::string head = "  --" + o.name;
    switch (o.kind) {
    case Kind::Flag: head = "  --" + o.name + " | --no-" + o.name; break;
    case Kind::Choice:
    case Kind::List: {
        std::string values;
        for (const std::string& c : o.choices) values += (values.empty() ? "" : o.kind == Kind::List ? "," : "|") + c;
        head += " " + values;
        break;
    }
    case Kind::Number: head += " N"; break;
    case Kind::Length: head += " LENGTH"; break;
    case Kind::HexRange: head += " FIRST:LAST"; break;
    case Kind::Text: head += " TEXT"; break;
    }
    std::string text = head + "\n      " + o.help;
    if (!o.defaultValue.empty()) text += " (default " + o.defaultValue + ")";
    return text + "\n";
}

const char* const kUsage =
    "usage: ridgeline export MAP|SCENARIO [--format FORMAT] [format options] -o OUT\n\n"
    "Writes the map (of a map file, or of a scenario) or the scenario in another format. Without\n"
    "--format the format follows OUT's extension. The output is written atomically: on a bad option,\n"
    "an unwritable OUT or any error nothing is written and the exit code is 2.\n"
    "'ridgeline export --format FORMAT --help' lists that format's options.\n\n";

ArgSpec specFor(const exporters::ExportFormat* format) {
    ArgSpec spec{kUsage, {"--format", "-o"}, {}, 1, 1};
    if (!format) {
        spec.usage +=
            "formats:\n" + formatList() +
            "\nexample: ridgeline export samples/sss-mcpherson-ridge/scenario.rlscn --format pdf -o ridge.pdf\n";
        return spec;
    }
    spec.usage += "format " + format->name + ": " + format->title + "\n";
    for (const exporters::ExportOption& o : format->options) {
        spec.usage += optionHelp(o);
        if (o.kind == exporters::ExportOption::Kind::Flag) {
            spec.flags.insert("--" + o.name);
            spec.flags.insert("--no-" + o.name);
        } else {
            spec.valued.insert("--" + o.name);
        }
    }
    if (format->options.empty()) spec.usage += "  (no options)\n";
    spec.usage += "\nexample: " + format->example + "\n";
    return spec;
}

// The format named by --format (either spelling), else by the extension of -o's value.
const exporters::ExportFormat* chosenFormat(const Args& argv) {
    std::string name, out;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& a = argv[i];
        if (a.rfind("--format=", 0) == 0) name = a.substr(9);
        else if (a == "--format" && i + 1 < argv.size()) name = argv[i + 1];
        else if (a == "-o" && i + 1 < argv.size()) out = argv[i + 1];
    }
    if (!name.empty()) {
        const exporters::ExportFormat* f = exporters::findExportFormat(name);
        if (!f) throw UsageError("unknown format `" + name + "`; formats:\n" + formatList());
        return f;
    }
    return out.empty() ? nullptr : exporters::formatForPath(out);
}

void printDiagnostics(const exporters::ExportResult& result) {
    for (const engine::Diagnostic& d : result.diagnostics)
        std::cerr << engine::toString(d.severity) << ": " << d.message << " [" << d.rule << "]\n";
}

}  // namespace

int runExport(const Args& argv) {
    const exporters::ExportFormat* format = chosenFormat(argv);
    const auto parsed = Arguments::parse(argv, specFor(format));
    if (!parsed) return kExitOk;
    const Arguments& args = *parsed;
    if (!format)
        throw UsageError(args.has("-o") ? "cannot tell the format from " + args.get("-o") + ": give --format"
                                        : "give --format FORMAT and -o OUT");
    if (!args.has("-o")) throw UsageError("-o OUT is required");

    exporters::ExportRequest request;
    request.output = args.get("-o");
    request.source = args.positional()[0];
    for (const exporters::ExportOption& o : format->options) {
        if (o.kind == exporters::ExportOption::Kind::Flag) {
            if (args.has("--" + o.name)) request.options[o.name] = "true";
            if (args.has("--no-" + o.name)) request.options[o.name] = "false";
        } else if (args.has("--" + o.name)) {
            request.options[o.name] = args.get("--" + o.name);
        }
    }
    const engine::Document doc = openDocument(args.positional()[0]);
    const exporters::ExportResult result = exporters::runExport(*format, doc, request);
    printDiagnostics(result);
    if (result.hasErrors()) return kExitUsage;
    std::cout << "wrote " << result.output.string() << " (" << format->name << ")"
              << (result.summary.empty() ? "" : ": " + result.summary) << "\n";
    return kExitOk;
}

}  // namespace cli
