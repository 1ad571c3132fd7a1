#include "exporters/print/print_export.hpp"

#include "engine/io/atomic_file.hpp"
#include "exporters/png_encoding.hpp"
#include "exporters/print/cairo_output.hpp"
#include "exporters/print/map_painting.hpp"
#include "exporters/print/print_decorations.hpp"
#include "exporters/print/print_underlays.hpp"
#include "exporters/print/terrain_key.hpp"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace exporters {

namespace {

constexpr double kFallbackHexSizeMm = 16;
constexpr double kPanelWidthMm = 110;  // beside the map on SVG and PNG: title, scale, key
constexpr double kMaxPngPixels = 400e6;

const std::vector<std::string> kLayerNames{"terrain", "elevation", "levels",  "hachures", "hexsides",
                                           "numbers", "places",    "victory", "setup",    "underlay"};

std::string titleOf(const engine::Document& doc, const PrintOptions& o) {
    if (!o.title.empty()) return o.title;
    if (doc.scenario && !doc.scenario->name.empty()) return doc.scenario->name;
    return doc.map.title();
}

std::string mm(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", std::round(v * 10) / 10);
    return std::string(buf) + " mm";
}

std::vector<std::string> titleLines(const engine::Document& doc, const SheetPlan& plan, std::size_t pages) {
    std::vector<std::string> lines;
    if (doc.ruleset) lines.push_back("Ruleset: " + doc.ruleset->name);
    lines.push_back(scaleText(doc.map, plan.mmPerUnit));
    const engine::HexGrid& g = doc.map.grid();
    lines.push_back("Map: " + std::to_string(g.columns()) + " x " + std::to_string(g.rows()) + " hexes, " +
                    g.label(g.at(0)) + " to " + g.label(g.at(g.size() - 1)));
    if (pages > 0)
        lines.push_back(std::to_string(plan.sheets.size()) + " sheets on " + mm(plan.page.widthMm) + " x " +
                        mm(plan.page.heightMm) + " paper, overlap " + mm(plan.page.overlapMm));
    if (!doc.map.georef().crs.empty()) lines.push_back("Grid north of " + doc.map.georef().crs);
    return lines;
}

// The SVG/PNG side panel and the PDF index page share these: title block, scale bar, north arrow.
double drawLegendHead(cairo_t* cr, const engine::Document& doc, const PrintOptions& o, const SheetPlan& plan,
                      std::size_t pages, double x, double y, double width) {
    double cy = y;
    if (o.titleBlock) cy += drawTitleBlock(cr, titleOf(doc, o), titleLines(doc, plan, pages), x, cy, width) + 4;
    const bool north = !doc.map.georef().crs.empty();
    if (o.scaleBar) {
        const double h = drawScaleBar(cr, doc.map, plan.mmPerUnit, x, cy, width - (north ? 20 : 0));
        if (north) drawNorthArrow(cr, x + width - 8, cy - 2, 16);
        cy += std::max(h, north ? 16.0 : 0.0) + 4;
    } else if (north) {
        drawNorthArrow(cr, x + width - 8, cy, 16);
        cy += 20;
    }
    return cy - y;
}

double hexSizeOf(const engine::Document& doc, const PrintOptions& o) {
    return o.hexSizeMm.value_or(defaultHexSizeMm(doc.ruleset.get()));
}

void failOption(ExportDiagnostics& out, const std::string& option, const std::string& message) {
    out.error("export.option", message, {{"option", option}});
}

// What exportPrint refuses before drawing anything.
bool checkPrintOptions(const engine::Document& doc, const PrintOptions& o, ExportDiagnostics& out) {
    const PageSetup& p = o.page;
    if (!(hexSizeOf(doc, o) >= 1)) failOption(out, "hex-size", "--hex-size must be at least 1 mm");
    if (o.target == PrintTarget::Pdf) {
        if (p.contentWidthMm() < 20 || p.contentHeightMm() < 20)
            failOption(out, "margin",
                       "--margin " + mm(p.marginMm) + " leaves less than 20 mm of a " + mm(p.widthMm) + " x " +
                           mm(p.heightMm) + " page");
        else if (p.overlapMm < 0 || p.overlapMm * 2 > std::min(p.contentWidthMm(), p.contentHeightMm()))
            failOption(out, "overlap", "--overlap " + mm(p.overlapMm) + " must be less than half the printable width");
    }
    if (o.target == PrintTarget::Png && (o.dpi < 10 || o.dpi > 2400))
        failOption(out, "dpi", "--dpi must be between 10 and 2400");
    return !out.hasErrors();
}

std::string sheetsSummary(const SheetPlan& plan) {
    std::string text = std::to_string(plan.sheets.size()) + " sheets";
    for (const SheetSet& set : plan.sets)
        text += std::string(set.section.empty() ? ": " : "; " + set.section + ": ") + std::to_string(set.rows) + " x " +
                std::to_string(set.columns);
    return text;
}

class PrintJob {
public:
    PrintJob(const engine::Document& doc, const PrintOptions& o, ExportResult& result)
        : m_doc(doc),
          m_o(o),
          m_result(result),
          m_draw(printDrawOptions(doc, o.layers)) {}

    [[nodiscard]] bool check() {
        const auto plan = printLayout(m_doc, m_o, m_result);
        if (!plan) return false;
        m_plan = *plan;
        if (m_o.key && !m_doc.ruleset)
            m_result.warning("export.key", "the map's ruleset is not loaded: no Terrain Effects Chart");
        if (m_o.layers.underlay) {
            if (m_doc.map.underlays().empty()) m_result.warning("export.underlay", "the map has no underlay to print");
            else m_underlays.emplace(m_doc.map, m_o.mapFile, m_result);
        }
        return true;
    }

    // Fills `file` with the chosen format; false when cancelled or failed (result says which).
    bool write(engine::AtomicFileWriter& file) {
        CairoSink sink(file);
        switch (m_o.target) {
        case PrintTarget::Pdf: writePdf(sink); break;
        case PrintTarget::Svg: writeCanvas(sink, false); break;
        case PrintTarget::Png: writeCanvas(sink, true); break;
        }
        if (m_result.cancelled) return false;
        if (!sink.error().empty()) m_result.error("export.write", sink.error(), {{"file", file.target().string()}});
        return !m_result.hasErrors();
    }

private:
    bool progress(double fraction, const std::string& message) {
        if (!keepGoing(m_o.progress, fraction, message)) m_result.cancelled = true;
        return !m_result.cancelled;
    }

    // Paints the underlays over a band's terrain fill; empty when they are not printed.
    [[nodiscard]] std::function<void()> underlayPainter(cairo_t* cr, const PaperTransform& to) const {
        if (!m_underlays || m_underlays->empty()) return {};
        return [this, cr, &to] { m_underlays->paint(cr, to); };
    }

    [[nodiscard]] bool keyOnItsPage() const { return m_o.key && m_doc.ruleset; }

    void writePdf(CairoSink& sink) {
        const PageSetup& p = m_plan.page;
        cairo_surface_t* surface =
            cairo_pdf_surface_create_for_stream(CairoSink::write, &sink, p.widthMm * kPtPerMm, p.heightMm * kPtPerMm);
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, titleOf(m_doc, m_o).c_str());
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Ridgeline");
        cairo_t* cr = cairo_create(surface);
        cairo_scale(cr, kPtPerMm, kPtPerMm);
        const int front = (m_o.indexPage ? 1 : 0) + (keyOnItsPage() ? 1 : 0);
        const int pages = front + static_cast<int>(m_plan.sheets.size());
        if (m_o.indexPage) {
            indexPage(cr, front + 1, static_cast<std::size_t>(pages));
            cairo_show_page(cr);
        }
        if (keyOnItsPage()) {
            keyPage(cr);
            cairo_show_page(cr);
        }
        const std::string title = titleOf(m_doc, m_o);
        const double total = static_cast<double>(m_plan.sheets.size());
        for (std::size_t i = 0; i < m_plan.sheets.size() && !m_result.cancelled; ++i) {
            const Sheet& s = m_plan.sheets[i];
            if (!progress(static_cast<double>(i) / total,
                          "sheet " + std::to_string(i + 1) + " of " + std::to_string(m_plan.sheets.size())))
                break;
            const PaperTransform to{s.plane, p.marginMm, p.marginMm, m_plan.mmPerUnit};
            const auto drawn = paintMapArea(
                cr, m_doc, m_draw, to, s.printed,
                [&](double f) {
                    return progress((static_cast<double>(i) + f) / total, "sheet " + std::to_string(i + 1));
                },
                underlayPainter(cr, to));
            if (drawn) m_hexesDrawn += *drawn;
            drawSheetFrame(cr, m_plan, s, title, front + static_cast<int>(i) + 1, pages, m_o.marks);
            cairo_show_page(cr);
        }
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        if (const cairo_status_t st = cairo_surface_status(surface); st != CAIRO_STATUS_SUCCESS && sink.error().empty())
            m_result.error("export.write", std::string("cairo: ") + cairo_status_to_string(st));
        cairo_surface_destroy(surface);
        if (m_result.cancelled) return;
        m_result.summary = std::to_string(pages) + " pages (" + (m_o.indexPage ? "index, " : "") +
                           (keyOnItsPage() ? "key, " : "") + sheetsSummary(m_plan) + "), " + mm(p.widthMm) + " x " +
                           mm(p.heightMm) + ", " + scaleText(m_doc.map, m_plan.mmPerUnit);
    }

    void indexPage(cairo_t* cr, int firstSheetPage, std::size_t pages) {
        const PageSetup& p = m_plan.page;
        const double x = p.marginMm, w = p.contentWidthMm();
        double y = p.marginMm;
        y += drawLegendHead(cr, m_doc, m_o, m_plan, pages, x, y, w);
        cairo_set_source_rgb(cr, 0, 0, 0);
        paperText(cr, "How the sheets assemble (numbers are pages)", x, y + 4, 3.5, true);
        y += 7;
        drawSheetIndex(cr, m_doc, m_plan, firstSheetPage, x, y, w, p.heightMm - p.marginMm - y);
    }

    void keyPage(cairo_t* cr) {
        const PageSetup& p = m_plan.page;
        drawTerrainKey(cr, terrainKey(*m_doc.ruleset), p.marginMm, p.marginMm, p.contentWidthMm());
        cairo_set_source_rgb(cr, 0, 0, 0);
        paperText(cr, m_doc.ruleset->name, p.marginMm, p.heightMm - p.marginMm / 2, 3);
    }

    // The canvas is opaque (painted white first): written as RGB, read in place from cairo's pixels.
    void writePng(cairo_surface_t* surface, CairoSink& sink) {
        cairo_surface_flush(surface);
        std::string bytes;
        try {
            bytes = encodePng(cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
                              cairo_image_surface_get_height(surface), cairo_image_surface_get_stride(surface),
                              PixelOrder::CairoRgb24);
        } catch (const std::exception& e) {
            m_result.error("export.write", e.what());
            return;
        }
        if (CairoSink::write(&sink, reinterpret_cast<const unsigned char*>(bytes.data()),
                             static_cast<unsigned int>(bytes.size())) != CAIRO_STATUS_SUCCESS &&
            sink.error().empty())
            m_result.error("export.write", "the PNG could not be written");
    }

    // SVG and PNG: the whole area on one canvas, the legend beside it.
    void writeCanvas(CairoSink& sink, bool png) {
        const double m = m_o.page.marginMm, k = m_plan.mmPerUnit;
        const engine::PlaneRect& area = m_plan.area;
        const double mapW = (area.maxX - area.minX) * k, mapH = (area.maxY - area.minY) * k;
        const bool panel = m_o.key || m_o.titleBlock || m_o.scaleBar;
        // The panel is drawn first on a recording surface to learn its height.
        cairo_surface_t* legend = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr);
        double panelH = 0;
        if (panel) {
            cairo_t* lc = cairo_create(legend);
            panelH = drawLegendHead(lc, m_doc, m_o, m_plan, 0, 0, 0, kPanelWidthMm);
            if (keyOnItsPage()) panelH += drawTerrainKey(lc, terrainKey(*m_doc.ruleset), 0, panelH, kPanelWidthMm);
            cairo_destroy(lc);
        }
        const double width = m + mapW + (panel ? m + kPanelWidthMm : 0) + m;
        const double height = m + std::max(mapH, panelH) + m;
        const double scale = png ? m_o.dpi / 25.4 : kPtPerMm;
        const double pxW = std::ceil(width * scale), pxH = std::ceil(height * scale);
        if (png && pxW * pxH > kMaxPngPixels) {
            m_result.error("export.size", "the image would be " + std::to_string(static_cast<long long>(pxW)) + " x " +
                                              std::to_string(static_cast<long long>(pxH)) +
                                              " pixels: choose a smaller --area, --dpi or --hex-size");
            cairo_surface_destroy(legend);
            return;
        }
        cairo_surface_t* surface =
            png ? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, static_cast<int>(pxW), static_cast<int>(pxH))
                : cairo_svg_surface_create_for_stream(CairoSink::write, &sink, width * kPtPerMm, height * kPtPerMm);
        cairo_t* cr = cairo_create(surface);
        cairo_scale(cr, scale, scale);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        const PaperTransform to{area, m, m, k};
        const auto drawn = paintMapArea(
            cr, m_doc, m_draw, to, area, [&](double f) { return progress(f * 0.95, "drawing the map"); },
            underlayPainter(cr, to));
        if (drawn) {
            m_hexesDrawn = *drawn;
            if (panel) {
                cairo_set_source_surface(cr, legend, m + mapW + m, m);
                cairo_paint(cr);
            }
        }
        cairo_destroy(cr);
        cairo_surface_destroy(legend);
        if (drawn && png) writePng(surface, sink);
        cairo_surface_finish(surface);
        cairo_surface_destroy(surface);
        if (!drawn) return;
        m_result.summary = std::to_string(m_hexesDrawn) + " hexes, " + mm(width) + " x " + mm(height) +
                           (png ? " at " + std::to_string(static_cast<int>(m_o.dpi)) + " dpi (" +
                                      std::to_string(static_cast<long long>(pxW)) + " x " +
                                      std::to_string(static_cast<long long>(pxH)) + " pixels)"
                                : std::string()) +
                           ", " + scaleText(m_doc.map, k);
    }

    const engine::Document& m_doc;
    const PrintOptions& m_o;
    ExportResult& m_result;
    engine::DrawOptions m_draw;
    SheetPlan m_plan;
    std::optional<PrintUnderlays> m_underlays;
    std::size_t m_hexesDrawn = 0;
};

}  // namespace

const std::vector<std::string>& printLayerNames() { return kLayerNames; }

PrintLayers printLayers(const std::vector<std::string>& names) {
    PrintLayers l{false, false, false, false, false, false, false, false, false, false};
    for (const std::string& n : names) {
        if (n == "terrain") l.terrain = true;
        else if (n == "elevation") l.elevation = true;
        else if (n == "levels") l.levels = true;
        else if (n == "hachures") l.hachures = true;
        else if (n == "hexsides") l.hexsides = true;
        else if (n == "numbers") l.numbers = true;
        else if (n == "places") l.places = true;
        else if (n == "victory") l.victory = true;
        else if (n == "setup") l.setup = true;
        else if (n == "underlay") l.underlay = true;
    }
    return l;
}

double defaultHexSizeMm(const engine::Ruleset* ruleset) {
    if (ruleset)
        if (const engine::PolicySection* map = ruleset->section("map"))
            if (const engine::Param* p = map->param("print-hex-size")) {
                double v = 0;
                if (parseLengthMm(p->value, v) && v > 0) return v;
            }
    return kFallbackHexSizeMm;
}

std::optional<SheetPlan> printLayout(const engine::Document& doc, const PrintOptions& options, ExportDiagnostics& out) {
    if (!checkPrintOptions(doc, options, out)) return std::nullopt;
    SheetPlan plan = planSheets(doc.map, options.page, hexSizeOf(doc, options), options.area,
                                options.target == PrintTarget::Pdf && options.bySection);
    if (options.target != PrintTarget::Pdf) {
        // SVG and PNG: one canvas the size of the area, whatever the paper.
        plan.sets = {{"", 1, 1, plan.area}};
        plan.sheets = {{0, "", 0, 0, plan.area, plan.area}};
    }
    return plan;
}

std::string layoutSummary(const engine::HexMap& map, const SheetPlan& plan, PrintTarget target) {
    const std::string scale = scaleText(map, plan.mmPerUnit);
    if (target == PrintTarget::Pdf)
        return sheetsSummary(plan) + " on " + mm(plan.page.widthMm) + " x " + mm(plan.page.heightMm) + " paper; " +
               scale;
    const engine::PlaneRect& a = plan.area;
    return "the map " + mm((a.maxX - a.minX) * plan.mmPerUnit) + " x " + mm((a.maxY - a.minY) * plan.mmPerUnit) +
           " on one picture; " + scale;
}

ExportResult exportPrint(const engine::Document& doc, const std::filesystem::path& output,
                         const PrintOptions& options) {
    ExportResult result;
    PrintJob job(doc, options, result);
    if (!job.check()) return result;
    engine::AtomicFileWriter file(output);
    if (!job.write(file)) return result;  // the temporary file goes with `file`
    file.commit();
    keepGoing(options.progress, 1.0, "done");
    result.output = output;
    return result;
}

}  // namespace exporters
