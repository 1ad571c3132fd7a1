// The print formats (pdf, svg, png) as the registry shows them: their options as data, and the
// reading of option values into PrintOptions.
#include "exporters/print/print_export.hpp"

namespace exporters {

namespace {

using Kind = ExportOption::Kind;

std::string defaultLayers() {
    std::string text;
    for (const std::string& n : printLayerNames())
        if (n != "setup" && n != "underlay") text += (text.empty() ? "" : ",") + n;
    return text;
}

std::vector<ExportOption> commonOptions() {
    return {
        {"hex-size",
         Kind::Length,
         "",
         {},
         "hex size on paper, flat to flat (default: the ruleset's, 16mm for the four built in)"},
        {"layers", Kind::List, defaultLayers(), printLayerNames(),
         "what to draw; setup (the set-up counters of a scenario) and underlay (the map's underlay images) are off "
         "unless listed"},
        {"area", Kind::HexRange, "", {}, "only this rectangle of hexes, e.g. 0101:1210 (default: the whole map)"},
        {"margin", Kind::Length, "10mm", {}, "white border on every side (labels and marks are drawn in it)"},
        {"key", Kind::Flag, "true", {}, "the Terrain Effects Chart from the ruleset"},
        {"scale-bar", Kind::Flag, "true", {}, "a scale bar in yards (and a north arrow on georeferenced maps)"},
        {"title-block", Kind::Flag, "true", {}, "title, ruleset and scale in a box"},
        {"title", Kind::Text, "", {}, "the title printed (default: the scenario's name, else the map's title)"},
    };
}

std::vector<ExportOption> pdfOptions() {
    std::vector<ExportOption> o = commonOptions();
    o.insert(
        o.begin() + 1,
        {{"page", Kind::Choice, "letter", paperSizeNames(), "paper size; custom takes --page-width and --page-height"},
         {"page-width", Kind::Length, "", {}, "custom paper width"},
         {"page-height", Kind::Length, "", {}, "custom paper height"},
         {"orientation", Kind::Choice, "portrait", {"portrait", "landscape"}, "paper orientation"},
         {"overlap", Kind::Length, "10mm", {}, "what neighbouring sheets share"},
         {"marks", Kind::Flag, "true", {}, "cut and registration marks in the margins"},
         {"index", Kind::Flag, "true", {}, "a first page showing how the sheets assemble, with the title block"},
         {"by-section", Kind::Flag, "true", {}, "one page set per map section (SSS A-D, CWB sheets)"}});
    return o;
}

// Paper of the options; an error (and Letter) when custom lacks its size.
PageSetup pageOf(const OptionReader& read, PrintTarget target) {
    PageSetup page;
    page.marginMm = read.lengthMm("margin").value_or(10);
    if (target != PrintTarget::Pdf) return page;
    page.overlapMm = read.lengthMm("overlap").value_or(10);
    const std::string name = read.choice("page");
    if (name == "custom") {
        const auto w = read.lengthMm("page-width"), h = read.lengthMm("page-height");
        if (!w || !h) read.fail("page", "--page custom needs --page-width and --page-height");
        page.widthMm = w.value_or(215.9);
        page.heightMm = h.value_or(279.4);
    } else if (const auto paper = paperSize(name)) {
        page.widthMm = paper->widthMm;
        page.heightMm = paper->heightMm;
    }
    const bool landscape = read.choice("orientation") == "landscape";
    if (landscape != (page.widthMm > page.heightMm)) std::swap(page.widthMm, page.heightMm);
    return page;
}

PrintOptions readOptions(PrintTarget target, const ExportFormat& format, const engine::Document& doc,
                         const OptionValues& values, ExportDiagnostics& out) {
    const OptionReader read(format, values, out);
    PrintOptions o;
    o.target = target;
    o.hexSizeMm = read.lengthMm("hex-size");
    o.page = pageOf(read, target);
    o.area = read.hexRange("area", doc.map.grid());
    o.layers = printLayers(read.list("layers"));
    o.key = read.flag("key");
    o.scaleBar = read.flag("scale-bar");
    o.titleBlock = read.flag("title-block");
    o.title = read.text("title");
    if (target == PrintTarget::Pdf) {
        o.marks = read.flag("marks");
        o.indexPage = read.flag("index");
        o.bySection = read.flag("by-section");
    }
    if (target == PrintTarget::Png) o.dpi = read.number("dpi").value_or(300);
    return o;
}

ExportResult runPrint(PrintTarget target, const ExportFormat& format, const engine::Document& doc,
                      const ExportRequest& request) {
    ExportResult result;
    PrintOptions o = readOptions(target, format, doc, request.options, result);
    o.progress = request.progress;
    o.mapFile = mapFileOf(doc, request.source);
    if (result.hasErrors()) return result;
    return exportPrint(doc, request.output, o);
}

constexpr PrintTarget kTargets[] = {PrintTarget::Pdf, PrintTarget::Svg, PrintTarget::Png};

ExportFormat printFormat(PrintTarget target) {
    ExportFormat f;
    f.acceptsMap = true;
    f.acceptsScenario = true;
    switch (target) {
    case PrintTarget::Pdf:
        f.name = "pdf";
        f.title = "Print map (PDF, tiled over pages)";
        f.extensions = {".pdf"};
        f.options = pdfOptions();
        f.example = "ridgeline export samples/sss-mcpherson-ridge/scenario.rlscn --format pdf --page a4 -o ridge.pdf";
        break;
    case PrintTarget::Svg:
        f.name = "svg";
        f.title = "Map picture (SVG)";
        f.extensions = {".svg"};
        f.options = commonOptions();
        f.example = "ridgeline export samples/hs-devils-den/map.rlmap --format svg -o devils-den.svg";
        break;
    case PrintTarget::Png:
        f.name = "png";
        f.title = "Map picture (PNG)";
        f.extensions = {".png"};
        f.options = commonOptions();
        f.options.insert(f.options.begin() + 1,
                         ExportOption{"dpi", Kind::Number, "300", {}, "resolution in dots per inch"});
        f.example =
            "ridgeline export samples/lfm-cornfield/map.rlmap --format png --dpi 150 --area 0401:1008 "
            "-o cornfield.png";
        break;
    }
    return f;
}

}  // namespace

std::vector<ExportFormat> printFormats() {
    std::vector<ExportFormat> formats;
    for (const PrintTarget t : kTargets) {
        formats.push_back(printFormat(t));
        formats.back().run = [t](const engine::Document& doc, const ExportRequest& r) {
            return runPrint(t, printFormat(t), doc, r);
        };
    }
    return formats;
}

std::optional<PrintOptions> readPrintOptions(const ExportFormat& format, const engine::Document& doc,
                                             const OptionValues& values, ExportDiagnostics& out) {
    for (const PrintTarget t : kTargets)
        if (printFormat(t).name == format.name) return readOptions(t, format, doc, values, out);
    return std::nullopt;
}

}  // namespace exporters
