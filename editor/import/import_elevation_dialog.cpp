#include "editor/import/import_elevation_dialog.hpp"

#include "editor/document/studio_document.hpp"
#include "editor/import/grid_preview_panel.hpp"
#include "editor/panels/form_helpers.hpp"
#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/value_rules.hpp"
#include "importers/elevation/elevation_into_map.hpp"
#include "importers/elevation/elevation_options.hpp"
#include "importers/elevation/elevation_placement.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <cctype>

namespace editor {

namespace {

const char* const kHexUnits[] = {"yd", "m", "ft"};
const char* const kSamplings[] = {"", "center", "mean", "median"};  // "" = the ruleset's derivation
const char* const kDatums[] = {"lowest-hex", "sea-level"};          // importers::parseDatum
const char* const kRidges[] = {"", "raise", "brows", "off"};        // importers::parseRidges; "" = the ruleset's
const char* const kSlopes[] = {"", "gradient", "brows"};            // importers::parseSlopes; "" = the ruleset's

wxSpinCtrl* spin(wxWindow* parent, const char* name, int min, int max, int value) {
    auto* s = new wxSpinCtrl(parent, wxID_ANY, wxString::Format("%d", value), wxDefaultPosition, wxDefaultSize,
                             wxSP_ARROW_KEYS, min, max, value);
    s->SetName(name);
    return s;
}

wxChoice* choice(wxWindow* parent, const char* name, std::initializer_list<wxString> items) {
    auto* c = new wxChoice(parent, wxID_ANY);
    c->SetName(name);
    for (const wxString& item : items) c->Append(item);
    c->SetSelection(0);
    return c;
}

// An optional length field ("20ft", "150yd", "183m", metres when bare): nullopt when empty.
bool readLength(const wxTextCtrl* field, const wxString& what, std::optional<double>& out, wxString& error) {
    const std::string text = field->GetValue().Strip(wxString::both).utf8_string();
    out.reset();
    if (text.empty()) return true;
    double metres = 0;
    std::string why;
    if (!engine::parseLength(text, metres, &why)) {
        error = wxString::Format(_("%s: %s"), what, wxString::FromUTF8(why));
        return false;
    }
    out = metres;
    return true;
}

// The field each option the importer names is typed in (importers/elevation/elevation_options.hpp).
wxString fieldOf(std::string_view option) {
    namespace op = importers::option;
    const std::pair<std::string_view, wxString> fields[] = {{op::kHexSize, _("Hex size")},
                                                            {op::kGridCrs, _("Grid CRS")},
                                                            {op::kBbox, _("Bounding box")},
                                                            {op::kGrid, _("Columns x rows")},
                                                            {op::kGridOrigin, _("Origin")},
                                                            {op::kSections, _("Sheets")},
                                                            {op::kInterval, _("Level interval")},
                                                            {op::kVerticalUnit, _("Vertical unit")},
                                                            {op::kBase, _("Base of level 0")},
                                                            {op::kDatum, _("Level datum")},
                                                            {op::kRidges, _("Ridge hexes")},
                                                            {op::kSlopes, _("Slope hexsides")},
                                                            {op::kFitLevels, _("Fit levels")},
                                                            {op::kPixelSize, _("Pixel size")},
                                                            {op::kRasterOrigin, _("Top-left corner")},
                                                            {op::kThreads, _("Threads")},
                                                            {op::kTerrain, _("Terrain")},
                                                            {op::kMaxHexes, _("Most hexes")}};
    for (const auto& [key, label] : fields)
        if (key == option) return label;
    return wxString::FromUTF8(std::string(option));
}

// The key of a choice's selected item; "" when none is selected.
template <std::size_t N>
const char* chosen(const wxChoice* c, const char* const (&keys)[N]) {
    const int i = c->GetSelection();
    return i >= 0 && static_cast<std::size_t>(i) < N ? keys[i] : "";
}

bool readPoint(const wxTextCtrl* field, const wxString& what, std::optional<engine::Point>& out, wxString& error) {
    const auto v = engine::parseNumberList(field->GetValue().utf8_string(), 2);
    if (!v) {
        error = wxString::Format(_("%s wants X,Y (got \"%s\")"), what, field->GetValue());
        return false;
    }
    out = engine::Point{(*v)[0], (*v)[1]};
    return true;
}

}  // namespace

ImportElevationDialog::ImportElevationDialog(wxWindow* parent, const StudioDocument& doc)
    : wxDialog(parent, wxID_ANY, _("Import Elevation"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_ruleset(doc.doc().ruleset),
      m_map(&doc.doc().map) {
    auto* form = new wxBoxSizer(wxVERTICAL);
    form->Add(buildResultBox(), wxSizerFlags().Expand());
    form->Add(buildRasterBox(), wxSizerFlags().Expand().Border(wxTOP, FromDIP(6)));
    form->Add(buildGridBox(), wxSizerFlags().Expand().Border(wxTOP, FromDIP(6)));
    form->Add(buildLevelsBox(), wxSizerFlags().Expand().Border(wxTOP, FromDIP(6)));

    auto* previewColumn = new wxBoxSizer(wxVERTICAL);
    m_preview = new GridPreviewPanel(this);
    m_placementText = new wxStaticText(this, wxID_ANY, "");
    m_placementText->SetName("placement");
    auto* refresh = new wxButton(this, wxID_ANY, _("&Preview"));
    refresh->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { updatePreview(); });
    previewColumn->Add(m_preview, wxSizerFlags(1).Expand());
    previewColumn->Add(m_placementText, wxSizerFlags().Expand().Border(wxTOP, FromDIP(4)));
    previewColumn->Add(refresh, wxSizerFlags().Right().Border(wxTOP, FromDIP(4)));

    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    columns->Add(form, wxSizerFlags().Expand());
    columns->Add(previewColumn, wxSizerFlags(1).Expand().Border(wxLEFT, FromDIP(10)));

    m_error = errorLine(this);
    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(columns, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(10)));
    top->Add(m_error, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, FromDIP(10)));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, FromDIP(10)));
    SetSizerAndFit(top);

    fillDefaults(doc);
    closeOnlyWhenValid(*this, m_error, [this](wxString& error) {
        ElevationImportRequest request;
        return readRequest(request, error);
    });
    // A new raster or extent mode: show where the grid goes at once.
    m_raster->Bind(wxEVT_KILL_FOCUS, [this](wxFocusEvent& e) {
        updatePreview();
        e.Skip();
    });
    m_extent->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) {
        enableExtentFields();
        updatePreview();
    });
}

wxSizer* ImportElevationDialog::buildRasterBox() {
    auto* box = new wxStaticBoxSizer(wxVERTICAL, this, _("Raster"));
    wxWindow* p = box->GetStaticBox();
    wxFlexGridSizer* grid = formGrid(p);
    grid->Add(new wxStaticText(p, wxID_ANY, _("File:")), wxSizerFlags().CentreVertical());
    grid->Add(pathField(p, "raster", rasterWildcard(), m_raster), wxSizerFlags().Expand());
    m_verticalUnit = static_cast<wxChoice*>(addRow(grid, p, _("Vertical unit:"), verticalUnitChoice(p)));
    m_pixelSize = static_cast<wxTextCtrl*>(
        addRow(grid, p, _("Pixel size:"), namedText(p, "pixel-size", "", _("only for a raster without georeference"))));
    m_rasterOrigin =
        static_cast<wxTextCtrl*>(addRow(grid, p, _("Top-left corner:"), namedText(p, "raster-origin", "", "X,Y")));
    box->Add(grid, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));
    return box;
}

wxSizer* ImportElevationDialog::buildGridBox() {
    auto* box = new wxStaticBoxSizer(wxVERTICAL, this, _("Grid"));
    wxWindow* p = box->GetStaticBox();
    wxFlexGridSizer* grid = formGrid(p);
    grid->Add(new wxStaticText(p, wxID_ANY, _("Ruleset:")), wxSizerFlags().CentreVertical());
    grid->Add(new wxStaticText(
        p, wxID_ANY,
        m_ruleset ? wxString::FromUTF8(m_ruleset->name + " (" + m_ruleset->id + ")") : wxString(_("none"))));
    auto* size = new wxBoxSizer(wxHORIZONTAL);
    m_hexSize = namedText(p, "hex-size", "");
    m_hexUnit = choice(p, "hex-unit", {"yd", "m", "ft"});
    size->Add(m_hexSize, wxSizerFlags(1));
    size->Add(m_hexUnit, wxSizerFlags().Border(wxLEFT, FromDIP(4)));
    grid->Add(new wxStaticText(p, wxID_ANY, _("Hex size:")), wxSizerFlags().CentreVertical());
    grid->Add(size, wxSizerFlags().Expand());
    m_crs = static_cast<wxTextCtrl*>(
        addRow(grid, p, _("Grid CRS:"), namedText(p, "crs", "", _("EPSG:N; empty: the raster's, or its UTM zone"))));
    auto* sections = new wxBoxSizer(wxHORIZONTAL);
    m_sectionsAcross = spin(p, "sections-across", 0, 26, 0);
    m_sectionsDown = spin(p, "sections-down", 0, 26, 0);
    sections->Add(m_sectionsAcross, wxSizerFlags(1));
    sections->Add(new wxStaticText(p, wxID_ANY, " x "), wxSizerFlags().CentreVertical());
    sections->Add(m_sectionsDown, wxSizerFlags(1));
    grid->Add(new wxStaticText(p, wxID_ANY, _("Sheets (0: the ruleset's):")), wxSizerFlags().CentreVertical());
    grid->Add(sections, wxSizerFlags().Expand());
    box->Add(grid, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));

    const wxString modes[] = {_("Largest grid inside the data"), _("Bounding box"), _("Columns x rows from an origin")};
    m_extent = new wxRadioBox(p, wxID_ANY, _("Extent"), wxDefaultPosition, wxDefaultSize, WXSIZEOF(modes), modes, 1);
    m_extent->SetName("extent");
    box->Add(m_extent, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));
    wxFlexGridSizer* extent = formGrid(p);
    m_bbox = static_cast<wxTextCtrl*>(
        addRow(extent, p, _("Bounding box:"), namedText(p, "bbox", "", "XMIN,YMIN,XMAX,YMAX")));
    m_bboxCrs = static_cast<wxTextCtrl*>(
        addRow(extent, p, _("Bounding box CRS:"), namedText(p, "bbox-crs", "", _("empty: the grid CRS"))));
    auto* size2 = new wxBoxSizer(wxHORIZONTAL);
    m_columns = spin(p, "columns", 1, 5000, 30);
    m_rows = spin(p, "rows", 1, 5000, 20);
    size2->Add(m_columns, wxSizerFlags(1));
    size2->Add(new wxStaticText(p, wxID_ANY, " x "), wxSizerFlags().CentreVertical());
    size2->Add(m_rows, wxSizerFlags(1));
    extent->Add(new wxStaticText(p, wxID_ANY, _("Columns x rows:")), wxSizerFlags().CentreVertical());
    extent->Add(size2, wxSizerFlags().Expand());
    m_origin =
        static_cast<wxTextCtrl*>(addRow(extent, p, _("Origin (hex 0,0 centre):"), namedText(p, "origin", "", "X,Y")));
    box->Add(extent, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));
    return box;
}

wxSizer* ImportElevationDialog::buildLevelsBox() {
    auto* box = new wxStaticBoxSizer(wxVERTICAL, this, _("Elevation and levels"));
    wxWindow* p = box->GetStaticBox();
    wxFlexGridSizer* grid = formGrid(p);
    m_sampling = static_cast<wxChoice*>(addRow(
        grid, p, _("Sampling:"), choice(p, "sampling", {_("the ruleset's"), _("centre"), _("mean"), _("median")})));
    m_interval = static_cast<wxTextCtrl*>(
        addRow(grid, p, _("Level interval:"), namedText(p, "interval", "", _("e.g. 20ft; empty: the ruleset's"))));
    m_base = static_cast<wxTextCtrl*>(
        addRow(grid, p, _("Base of level 0:"), namedText(p, "base", "", _("empty: from the level datum"))));
    m_datum = static_cast<wxChoice*>(addRow(
        grid, p, _("Level datum:"), choice(p, "datum", {_("the lowest hex"), _("sea level (round elevations)")})));
    m_datum->SetToolTip(
        _("Where level 0 starts when no base is given: at the lowest hex, or at the multiple of the level "
          "interval at or below it, so every level boundary is a round elevation as printed maps trace their "
          "contours (import-dem --datum)."));
    m_ridges = static_cast<wxChoice*>(
        addRow(grid, p, _("Ridge hexes:"),
               choice(p, "ridges",
                      {_("the ruleset's"), _("raised a level above their neighbours"),
                       _("raised, and convex brows too"), _("off: the elevation's bands alone")})));
    m_ridges->SetToolTip(
        _("A hex higher than both its neighbours along an axis is a crest: raised, it stands a level above "
          "them, so relief of less than a level stays on the map and blocks line of sight; with brows, a hex "
          "more than 2 m above the line between its two neighbours on an axis is raised a level too; off, "
          "levels are the elevation's bands alone. The ruleset's: its derivation ridge-levels, else raised "
          "(import-dem --ridges)."));
    m_slopes = static_cast<wxChoice*>(
        addRow(grid, p, _("Slope hexsides:"),
               choice(p, "slopes",
                      {_("the ruleset's"), _("from the gradient between hex centres"), _("also at convex brows")})));
    m_slopes->SetToolTip(
        _("Slope hexsides come from the level change and the steepest gradient between the hex centres; "
          "at brows, a level change whose rise exceeds the rise beyond it by more than 2 m is also marked "
          "with the ruleset's brow-slope type (SSS Minor Slope). The ruleset's: brows when it names a "
          "brow-slope type (import-dem --slopes)."));
    m_threads = static_cast<wxSpinCtrl*>(
        addRow(grid, p, _("Threads (0: all cores):"), spin(p, "threads", 0, importers::kMostThreads, 0)));
    // The hex cap, in millions: raising it is deliberate (a map above 16 million hexes needs it
    // again to open).
    m_maxHexes =
        static_cast<wxSpinCtrl*>(addRow(grid, p, _("Most hexes (millions):"),
                                        spin(p, "max-hexes", 1, 400, static_cast<int>(engine::maxHexes() / 1000000))));
    box->Add(grid, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));
    m_fillNoData = new wxCheckBox(p, wxID_ANY, _("Fill hexes without data from their neighbours"));
    m_fillNoData->SetName("fill-nodata");
    box->Add(m_fillNoData, wxSizerFlags().Border(wxALL, FromDIP(4)));
    m_fitLevels = new wxCheckBox(p, wxID_ANY, _("Fit levels to the ground's line of sight (slow)"));
    m_fitLevels->SetName("fit-levels");
    m_fitLevels->SetToolTip(
        _("Sets each hex's level, within a level of the one derived, to whatever makes the ruleset's line "
          "of sight agree with the raster's ground on the most of 80,000 sampled lines: minutes for a few "
          "thousand hexes; CWB, HS and LFM only (import-dem --fit-levels)."));
    box->Add(m_fitLevels, wxSizerFlags().Border(wxALL, FromDIP(4)));
    return box;
}

void ImportElevationDialog::fillDefaults(const StudioDocument& doc) {
    // The ruleset's hex size, in the unit that states it exactly.
    const std::string size =
        m_ruleset && m_ruleset->scale.hexSizeMetres > 0 ? engine::printLength(m_ruleset->scale.hexSizeMetres) : "150yd";
    const std::size_t unitAt = size.find_first_not_of("0123456789.");
    m_hexSize->SetValue(wxString::FromUTF8(size.substr(0, unitAt)));
    const std::string unit = unitAt == std::string::npos ? "m" : size.substr(unitAt);
    for (unsigned i = 0; i < WXSIZEOF(kHexUnits); ++i)
        if (unit == kHexUnits[i]) m_hexUnit->SetSelection(static_cast<int>(i));

    // A georeferenced map offers its own grid, so an import can land on the hexes it has; a
    // scenario's units are placed on that grid, so it is the default there.
    const engine::HexMap& map = doc.doc().map;
    m_columns->SetValue(map.grid().columns());
    m_rows->SetValue(map.grid().rows());
    if (!map.georef().crs.empty()) {
        m_crs->SetValue(wxString::FromUTF8(map.georef().crs));
        m_origin->SetValue(wxString::Format("%.3f,%.3f", map.georef().origin.x, map.georef().origin.y));
        if (doc.doc().scenario) m_extent->SetSelection(kGrid);
    }
    // A georeferenced map takes the elevation into itself (its terrain stays); another gets a new
    // map, its hexes of the ruleset's first terrain (usually clear) rather than none.
    m_result->SetSelection(map.georef().crs.empty() ? kNewMap : kIntoOpenMap);
    m_result->Enable(kIntoOpenMap, !map.georef().crs.empty());
    enableExtentFields();
}

void ImportElevationDialog::enableExtentFields() {
    // Into the open map, the grid is the map's: nothing to choose.
    const bool newMap = m_result->GetSelection() == kNewMap;
    m_baseTerrain->Enable(newMap);
    for (wxWindow* w : {static_cast<wxWindow*>(m_hexSize), static_cast<wxWindow*>(m_hexUnit),
                        static_cast<wxWindow*>(m_crs), static_cast<wxWindow*>(m_sectionsAcross),
                        static_cast<wxWindow*>(m_sectionsDown), static_cast<wxWindow*>(m_extent)})
        w->Enable(newMap);
    const int mode = newMap ? m_extent->GetSelection() : -1;
    for (wxWindow* w : {static_cast<wxWindow*>(m_bbox), static_cast<wxWindow*>(m_bboxCrs)}) w->Enable(mode == kBbox);
    for (wxWindow* w :
         {static_cast<wxWindow*>(m_columns), static_cast<wxWindow*>(m_rows), static_cast<wxWindow*>(m_origin)})
        w->Enable(mode == kGrid);
}

bool ImportElevationDialog::readRequest(ElevationImportRequest& out, wxString& error) const {
    out = {};
    importers::ElevationImportOptions& o = out.options;
    out.raster = m_raster->GetValue().Strip(wxString::both).utf8_string();
    if (out.raster.empty()) {
        error = _("Raster: choose the elevation raster to import.");
        return false;
    }
    if (!gdalPathExists(out.raster)) {
        error = wxString::Format(_("Raster: %s does not exist."), wxString::FromUTF8(out.raster));
        return false;
    }
    if (!m_ruleset) {
        error = _("The document has no ruleset: the import needs its hex size, levels and slope rules.");
        return false;
    }

    double size = 0;
    const std::string sizeText =
        m_hexSize->GetValue().Strip(wxString::both).utf8_string() + kHexUnits[m_hexUnit->GetSelection()];
    if (!m_hexSize->GetValue().ToCDouble(&size) || !(size > 0) || !engine::parseLength(sizeText, o.hexSizeMetres)) {
        error = wxString::Format(_("Hex size: \"%s\" is not a positive number."), m_hexSize->GetValue());
        return false;
    }
    o.gridCrs = m_crs->GetValue().Strip(wxString::both).utf8_string();

    switch (m_extent->GetSelection()) {
    case kBbox: {
        const auto v = engine::parseNumberList(m_bbox->GetValue().utf8_string(), 4);
        if (!v) {
            error = wxString::Format(_("Bounding box wants XMIN,YMIN,XMAX,YMAX (got \"%s\")."), m_bbox->GetValue());
            return false;
        }
        o.bbox = importers::ImportBbox{(*v)[0], (*v)[1], (*v)[2], (*v)[3],
                                       m_bboxCrs->GetValue().Strip(wxString::both).utf8_string()};
        break;
    }
    case kGrid:
        if (!readPoint(m_origin, _("Origin"), o.origin, error)) return false;
        o.columns = m_columns->GetValue();
        o.rows = m_rows->GetValue();
        break;
    default: break;
    }

    o.sectionsAcross = m_sectionsAcross->GetValue();
    o.sectionsDown = m_sectionsDown->GetValue();
    if (const char* s = kSamplings[m_sampling->GetSelection()]; *s) {
        importers::ElevationSampling sampling{};
        (void)importers::parseSampling(s, sampling);
        o.sampling = sampling;
    }
    if (!readLength(m_interval, _("Level interval"), o.intervalMetres, error)) return false;
    if (!readLength(m_base, _("Base of level 0"), o.baseMetres, error)) return false;
    if (!importers::parseDatum(chosen(m_datum, kDatums), o.datum)) {
        error = _("Level datum: choose the lowest hex or sea level.");
        return false;
    }
    if (const char* r = chosen(m_ridges, kRidges); *r) {
        importers::RidgeLevels ridges{};
        (void)importers::parseRidges(r, ridges);
        o.ridges = ridges;
    }
    if (const char* sl = chosen(m_slopes, kSlopes); *sl) {
        importers::SlopeHexsides slopes{};
        (void)importers::parseSlopes(sl, slopes);
        o.slopes = slopes;
    }
    o.verticalMetresPerUnit = chosenVerticalUnit(*m_verticalUnit);

    if (!m_pixelSize->GetValue().Strip(wxString::both).empty()) {
        double pixel = 0;
        if (!m_pixelSize->GetValue().ToCDouble(&pixel)) {
            error = wxString::Format(_("Pixel size: \"%s\" is not a number."), m_pixelSize->GetValue());
            return false;
        }
        o.pixelSize = pixel;
    }
    if (!m_rasterOrigin->GetValue().Strip(wxString::both).empty() &&
        !readPoint(m_rasterOrigin, _("Top-left corner"), o.rasterOrigin, error))
        return false;
    o.threads = m_threads->GetValue();
    o.maxHexes = static_cast<long long>(m_maxHexes->GetValue()) * 1000000;
    o.fillNoData = m_fillNoData->GetValue();
    o.fitLevels = m_fitLevels->GetValue();
    if (!readResult(out, error)) return false;
    // What the values mean together, checked as the CLI checks them.
    for (const engine::Diagnostic& d : importers::checkElevationOptions(o)) {
        const auto options = importers::optionsNamed(d);
        std::string message = d.message;
        message[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(message[0])));
        error = (options.empty() ? wxString() : fieldOf(options.front()) + ": ") + wxString::FromUTF8(message) + ".";
        return false;
    }
    return true;
}

bool ImportElevationDialog::readResult(ElevationImportRequest& out, wxString& error) const {
    importers::ElevationImportOptions& o = out.options;
    if (m_result->GetSelection() == kNewMap) {
        const int terrain = m_baseTerrain->GetSelection();
        if (terrain >= 0 && static_cast<std::size_t>(terrain) < m_terrainIds.size())
            o.baseTerrain = m_terrainIds[static_cast<std::size_t>(terrain)];
        return true;
    }
    // Into the open map: on exactly its grid, so every hex keeps its terrain.
    std::string why;
    if (!importers::layOnMapGrid(*m_map, o, why)) {
        error = _("Into the open map: ") + wxString::FromUTF8(why) + _("; import it as a new map.");
        return false;
    }
    out.intoOpenMap = true;
    return true;
}

wxSizer* ImportElevationDialog::buildResultBox() {
    auto* box = new wxStaticBoxSizer(wxVERTICAL, this, _("Result"));
    wxWindow* p = box->GetStaticBox();
    const wxString modes[] = {_("Into the open map: elevation, levels and slopes replaced; terrain kept"),
                              _("A new map on the grid below")};
    m_result = new wxRadioBox(p, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, WXSIZEOF(modes), modes, 1);
    m_result->SetName("result");
    box->Add(m_result, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));
    wxFlexGridSizer* grid = formGrid(p);
    m_baseTerrain = new wxChoice(p, wxID_ANY);
    m_baseTerrain->SetName("base-terrain");
    if (m_ruleset)
        for (const engine::TerrainType& t : m_ruleset->terrain) {
            m_baseTerrain->Append(wxString::FromUTF8(t.name.empty() ? t.id : t.name));
            m_terrainIds.push_back(t.id);
        }
    m_baseTerrain->SetSelection(m_terrainIds.empty() ? wxNOT_FOUND : 0);
    addRow(grid, p, _("Every hex of the new map:"), m_baseTerrain);
    box->Add(grid, wxSizerFlags().Expand().Border(wxALL, FromDIP(4)));
    m_result->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { enableExtentFields(); });
    return box;
}

bool ImportElevationDialog::updatePreview() {
    ElevationImportRequest request;
    wxString error;
    if (!readRequest(request, error)) {
        m_preview->setMessage(error);
        m_placementText->SetLabel("");
        return false;
    }
    importers::ElevationPlacement placement =
        importers::placeElevationGrid(request.raster, *m_ruleset, request.options);
    if (placement.hasErrors()) {
        m_preview->setMessage(wxString::FromUTF8(describeDiagnostics(placement)));
        m_placementText->SetLabel("");
        return false;
    }
    m_placementText->SetLabel(wxString::Format(
        _("%d x %d hexes of %s, grid CRS %s\nraster %d x %d cells of %.1f m"), placement.columns, placement.rows,
        wxString::FromUTF8(engine::printLength(placement.hexSizeMetres)),
        placement.gridCrs.empty() ? wxString(_("none (local)")) : wxString::FromUTF8(placement.gridCrs),
        placement.rasterWidth, placement.rasterHeight, placement.cellMetres));
    m_preview->setPlacement(std::move(placement));
    m_error->SetLabel("");
    Layout();
    return true;
}

}  // namespace editor
