#pragma once
// Conventions every exporter follows (GDAL style, as the importers): an options struct in, a
// result plus diagnostics out, and a progress callback that can cancel. Exporters read a document
// and never change it; they write only the file they are given, atomically (a cancelled or failed
// export leaves no file and the old one intact).
//
// Each format also describes itself for the shared front door: its name, file extensions, what it
// accepts (a map, a scenario) and its options as data, so the CLI (`ridgeline export`) and the
// studio (File > Export...) offer every format the same way. The typed library function of a
// format (exportPrint, exportBooklet...) stays the primary API; a format's `run` adapts the
// generic option values to it.
#include "engine/model/document.hpp"
#include "engine/util/progress.hpp"
#include "engine/validation/diagnostic.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace exporters {

using engine::ProgressFn;

// What an export found besides its file, and whether it was cancelled. Rule ids "export.*";
// "export.option" names a bad option (location kind "option"), "export.write" an I/O failure.
struct ExportDiagnostics {
    std::vector<engine::Diagnostic> diagnostics;
    bool cancelled = false;
    [[nodiscard]] bool hasErrors() const;
    void error(std::string rule, std::string message, std::vector<engine::Location> where = {});
    void warning(std::string rule, std::string message, std::vector<engine::Location> where = {});
};

struct ExportResult : ExportDiagnostics {
    std::filesystem::path output;  // the file written ("" when nothing was)
    std::string summary;           // one line for people: "12 pages (4 x 3 sheets), A4 portrait"
};

// One option of a format, as the CLI (--NAME VALUE, or --NAME for a flag) and the studio's
// export dialog show it. Values travel as text; the format's reader checks and converts them.
struct ExportOption {
    enum class Kind : std::uint8_t {
        Choice,    // one of `choices`
        List,      // comma-separated subset of `choices` ("" = none)
        Flag,      // "true" / "false"; on the CLI present = true
        Number,    // a decimal number
        Length,    // a number with a unit: 16mm, 1.6cm, 0.63in, 45pt
        Text,      // free text
        HexRange,  // two hex labels "A0101:A1010" (a rectangle of the grid), "" = whole map
    };
    std::string name;  // "page": the CLI's --page
    Kind kind = Kind::Text;
    std::string defaultValue;  // "" where the default depends on the document (said in `help`)
    std::vector<std::string> choices;
    std::string help;  // one line
};

using OptionValues = std::map<std::string, std::string>;  // option name -> value; absent = default

struct ExportRequest {
    std::filesystem::path output;
    OptionValues options;
    ProgressFn progress;  // may be empty
    // The file the document was read from ("" for one never saved): files the document names
    // (underlay images) are found relative to it.
    std::filesystem::path source = {};
};

// The map file of a document read from `source`: the scenario's map for a scenario, else `source`.
[[nodiscard]] std::filesystem::path mapFileOf(const engine::Document& doc, const std::filesystem::path& source);

struct ExportFormat {
    std::string name;                     // "pdf": --format pdf
    std::string title;                    // "Print map (PDF)": the studio's format list
    std::vector<std::string> extensions;  // ".pdf"; the first is the default
    bool acceptsMap = false;              // a map file, or the map of a scenario
    bool acceptsScenario = false;         // needs a scenario (a booklet)
    std::vector<ExportOption> options;
    std::string example;  // a command line for docs and --help
    std::function<ExportResult(const engine::Document&, const ExportRequest&)> run;

    [[nodiscard]] const ExportOption* option(std::string_view optionName) const;
    [[nodiscard]] bool accepts(const engine::Document& doc) const;
};

// The front door: checks that the format takes this document, that every option is one of the
// format's and well formed, that the output path is usable, then runs the format. Never throws
// for bad input: problems come back as error diagnostics (and no file).
[[nodiscard]] ExportResult runExport(const ExportFormat& format, const engine::Document& doc,
                                     const ExportRequest& request);

// Reports progress and asks whether to go on; a missing callback always goes on.
inline bool keepGoing(const ProgressFn& progress, double fraction, std::string_view message) {
    return !progress || progress(fraction, message);
}

}  // namespace exporters
