#pragma once
// The booklet typeset as a PDF with cairo and pango: headings, the turn track and the victory
// hexes as tables, the deployment list and the order of arrival in the LFM 29 typography
// (commanders bold, artillery marked and italic), pages numbered in the footer.
#include "exporters/booklet/booklet_content.hpp"
#include "exporters/print/cairo_output.hpp"
#include "exporters/print/sheet_plan.hpp"

namespace exporters {

// Writes the PDF through `sink`; returns the number of pages, or -1 when cairo failed.
int writeBookletPdf(const Booklet& booklet, CairoSink& sink, const PageSetup& page);

}  // namespace exporters
