#include "exporters/booklet/booklet_export.hpp"

#include "engine/io/atomic_file.hpp"
#include "exporters/booklet/booklet_content.hpp"
#include "exporters/booklet/booklet_pdf.hpp"
#include "exporters/booklet/booklet_text.hpp"
#include "exporters/export_options.hpp"

namespace exporters {

namespace {

std::size_t piecesSetUp(const Booklet& booklet) {
    std::size_t pieces = 0;
    for (const SideBlocks& s : booklet.setup)
        for (const PieceBlock& b : s.blocks) pieces += b.pieces.size();
    return pieces;
}

ExportResult runBooklet(BookletKind kind, const engine::Document& doc, const ExportRequest& request) {
    static const ExportFormat pdf = bookletFormats().front();
    ExportResult result;
    BookletOptions o;
    o.kind = kind;
    o.progress = request.progress;
    if (kind == BookletKind::Pdf) {
        const OptionReader read(pdf, request.options, result);
        if (const auto paper = paperSize(read.choice("page"))) {
            o.page.widthMm = paper->widthMm;
            o.page.heightMm = paper->heightMm;
        }
        o.page.marginMm = read.lengthMm("margin").value_or(18);
        if (o.page.contentWidthMm() < 60 || o.page.contentHeightMm() < 60)
            read.fail("margin", "--margin leaves less than 60 mm of the page for text");
        if (result.hasErrors()) return result;
    }
    return exportBooklet(doc, request.output, o);
}

}  // namespace

ExportResult exportBooklet(const engine::Document& doc, const std::filesystem::path& output,
                           const BookletOptions& options) {
    ExportResult result;
    if (!doc.scenario) {
        result.error("export.input", "a booklet is made from a scenario: give a scenario file (.rlscn)");
        return result;
    }
    if (!keepGoing(options.progress, 0.0, "collecting the scenario")) {
        result.cancelled = true;
        return result;
    }
    const Booklet booklet = buildBooklet(doc);
    if (!keepGoing(options.progress, 0.5, "writing the booklet")) {
        result.cancelled = true;
        return result;
    }
    std::string pages;
    if (options.kind == BookletKind::Pdf) {
        engine::AtomicFileWriter file(output);
        CairoSink sink(file);
        const int n = writeBookletPdf(booklet, sink, options.page);
        if (n < 0 || !sink.error().empty()) {
            result.error("export.write", sink.error().empty() ? "cairo could not write the PDF" : sink.error(),
                         {{"file", output.string()}});
            return result;
        }
        file.commit();
        pages = std::to_string(n) + " pages, ";
    } else {
        engine::writeFileAtomically(
            output, options.kind == BookletKind::Html ? bookletHtml(booklet) : bookletMarkdown(booklet));
    }
    keepGoing(options.progress, 1.0, "done");
    result.output = output;
    result.summary = pages + std::to_string(booklet.turns.size()) + " turns, " + std::to_string(piecesSetUp(booklet)) +
                     " pieces set up, " + std::to_string(booklet.arrivals.size()) + " arrival turns";
    return result;
}

std::vector<ExportFormat> bookletFormats() {
    const auto run = [](BookletKind kind) {
        return [kind](const engine::Document& doc, const ExportRequest& request) {
            return runBooklet(kind, doc, request);
        };
    };
    std::vector<std::string> papers = paperSizeNames();
    papers.pop_back();  // no custom booklets
    return {
        {"booklet-pdf",
         "Scenario booklet (PDF)",
         {".pdf"},
         false,
         true,
         {{"page", ExportOption::Kind::Choice, "letter", papers, "paper size"},
          {"margin", ExportOption::Kind::Length, "18mm", {}, "white border on every side"}},
         "ridgeline export samples/lfm-cornfield/scenario.rlscn --format booklet-pdf --page a4 -o "
         "cornfield-booklet.pdf",
         run(BookletKind::Pdf)},
        {"booklet-md",
         "Scenario booklet (Markdown)",
         {".md", ".markdown"},
         false,
         true,
         {},
         "ridgeline export samples/lfm-cornfield/scenario.rlscn --format booklet-md -o cornfield.md",
         run(BookletKind::Markdown)},
        {"booklet-html",
         "Scenario booklet (HTML page)",
         {".html", ".htm"},
         false,
         true,
         {},
         "ridgeline export samples/lfm-cornfield/scenario.rlscn --format booklet-html -o cornfield.html",
         run(BookletKind::Html)},
    };
}

}  // namespace exporters
