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

// What the registry says of each print format besides its options.
struct PrintFormatText {
    PrintTarget target;
    const char* name;
    const char* title;
    const char* extension;
    const char* example;
};

constexpr PrintFormatText kPrintFormats[] = {
    {PrintTarget::Pdf, "pdf", "Print map (PDF, tiled over pages)", ".pdf",
     "ridgeline export samples/sss-mcpherson-ridge/scenario.rlscn --format pdf --page a4 -o ridge.pdf"},
    {PrintTarget::Svg, "svg", "Map picture (SVG)", ".svg",
     "ridgeline export samples/hs-devils-den/map.rlmap --format svg -o devils-den.svg"},
    {PrintTarget::Png, "png", "Map picture (PNG)", ".png",
     "ridgeline export samples/lfm-cornfield/map.rlmap --format png --dpi 150 --area 0401:1008 -o cornfield.png"},
};

ExportFormat printFormat(const PrintFormatText& text) {
    ExportFormat f;
    f.name = text.name;
    f.title = text.title;
    f.extensions = {text.extension};
    f.example = text.example;
    f.acceptsMap = true;
    f.acceptsScenario = true;
    f.options = text.target == PrintTarget::Pdf ? pdfOptions() : commonOptions();
    if (text.target == PrintTarget::Png)
        f.options.insert(f.options.begin() + 1,
                         ExportOption{"dpi", Kind::Number, "300", {}, "resolution in dots per inch"});
    return f;
}

}  // namespace

std::vector<ExportFormat> printFormats() {
    std::vector<ExportFormat> formats;
    for (const PrintFormatText& text : kPrintFormats) {
        formats.push_back(printFormat(text));
        formats.back().run = [&text](const engine::Document& doc, const ExportRequest& r) {
            return runPrint(text.target, printFormat(text), doc, r);
        };
    }
    return formats;
}

std::optional<PrintOptions> readPrintOptions(const ExportFormat& format, const engine::Document& doc,
                                             const OptionValues& values, ExportDiagnostics& out) {
    for (const PrintFormatText& text : kPrintFormats)
        if (format.name == text.name) return readOptions(text.target, format, doc, values, out);
    return std::nullopt;
}

}  // namespace exporters
