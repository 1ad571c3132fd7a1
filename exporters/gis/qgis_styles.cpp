#include "exporters/gis/qgis_styles.hpp"

#include "engine/io/xml_writer.hpp"
#include "engine/render/draw_list.hpp"

#include <gdal_priv.h>
#include <ogrsf_frmts.h>

#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

namespace exporters {
namespace {

constexpr const char* kQgisVersion = "3.22.16";  // Debian 12's QGIS reads these
constexpr const char* kOutline = "90,90,90,255";
constexpr const char* kHexOutlineWidth = "0.15";  // millimetres on screen
constexpr const char* kSideWidth = "0.6";

std::string qgisColor(const std::string& hex) {
    const engine::Rgba c = engine::parseColor(hex, {128, 128, 128, 255});
    return std::to_string(c.r) + "," + std::to_string(c.g) + "," + std::to_string(c.b) + "," + std::to_string(c.a);
}

using Props = std::vector<std::pair<std::string, std::string>>;

// A symbol with one symbol layer, its properties written both ways QGIS 3 reads them.
void symbol(engine::XmlWriter& xml, const std::string& name, const char* type, const char* layerClass,
            const Props& props) {
    xml.open("symbol");
    xml.attr("type", type);
    xml.attr("name", name);
    xml.attr("alpha", "1");
    xml.attr("clip_to_extent", "1");
    xml.attr("force_rhr", "0");
    xml.endOpen();
    xml.open("layer");
    xml.attr("class", layerClass);
    xml.attr("enabled", "1");
    xml.attr("locked", "0");
    xml.attr("pass", "0");
    xml.endOpen();
    xml.open("Option");
    xml.attr("type", "Map");
    xml.endOpen();
    for (const auto& [k, v] : props) {
        xml.open("Option");
        xml.attr("type", "QString");
        xml.attr("name", k);
        xml.attr("value", v);
        xml.endEmpty();
    }
    xml.close("Option");
    for (const auto& [k, v] : props) {
        xml.open("prop");
        xml.attr("k", k);
        xml.attr("v", v);
        xml.endEmpty();
    }
    xml.close("layer");
    xml.close("symbol");
}

void begin(engine::XmlWriter& xml, const char* type, const char* attribute) {
    xml.open("qgis");
    xml.attr("version", kQgisVersion);
    xml.attr("styleCategories", "Symbology");
    xml.endOpen();
    xml.open("renderer-v2");
    xml.attr("type", type);
    if (attribute) xml.attr("attr", attribute);
    xml.attr("forceraster", "0");
    xml.attr("symbollevels", "0");
    xml.attr("enableorderby", "0");
    xml.endOpen();
}

std::string end(engine::XmlWriter& xml, const char* geometryType) {
    xml.close("renderer-v2");
    xml.open("layerGeometryType");
    xml.endText("layerGeometryType", geometryType);
    xml.close("qgis");
    return xml.take();
}

}  // namespace

std::string hexesQml(const engine::Ruleset& ruleset) {
    engine::XmlWriter xml;
    begin(xml, "categorizedSymbol", "terrain");
    xml.open("categories");
    xml.endOpen();
    for (std::size_t i = 0; i < ruleset.terrain.size(); ++i) {
        xml.open("category");
        xml.attr("render", "true");
        xml.attr("value", ruleset.terrain[i].id);
        xml.attr("label", ruleset.terrain[i].name.empty() ? ruleset.terrain[i].id : ruleset.terrain[i].name);
        xml.attr("symbol", std::to_string(i));
        xml.endEmpty();
    }
    xml.close("categories");
    xml.open("symbols");
    xml.endOpen();
    for (std::size_t i = 0; i < ruleset.terrain.size(); ++i)
        symbol(xml, std::to_string(i), "fill", "SimpleFill",
               {{"color", qgisColor(ruleset.terrain[i].color)},
                {"joinstyle", "bevel"},
                {"outline_color", kOutline},
                {"outline_style", "solid"},
                {"outline_width", kHexOutlineWidth},
                {"outline_width_unit", "MM"},
                {"style", "solid"}});
    xml.close("symbols");
    return end(xml, "2");
}

std::string hexsidesQml(const engine::Ruleset& ruleset) {
    engine::XmlWriter xml;
    begin(xml, "RuleRenderer", nullptr);
    xml.open("rules");
    xml.attr("key", "{ridgeline-hexsides}");
    xml.endOpen();
    for (std::size_t i = 0; i < ruleset.hexsides.size(); ++i) {
        const auto& t = ruleset.hexsides[i];
        xml.open("rule");
        xml.attr("key", "{ridgeline-" + t.id + "}");
        xml.attr("filter", "array_contains(string_to_array(\"features\", ' '), '" + t.id + "')");
        xml.attr("label", t.name.empty() ? t.id : t.name);
        xml.attr("symbol", std::to_string(i));
        xml.endEmpty();
    }
    xml.close("rules");
    xml.open("symbols");
    xml.endOpen();
    for (std::size_t i = 0; i < ruleset.hexsides.size(); ++i)
        symbol(xml, std::to_string(i), "line", "SimpleLine",
               {{"capstyle", "round"},
                {"joinstyle", "round"},
                {"line_color", qgisColor(ruleset.hexsides[i].color)},
                {"line_style", ruleset.hexsides[i].kind == "crossing" ? "dash" : "solid"},
                {"line_width", kSideWidth},
                {"line_width_unit", "MM"}});
    xml.close("symbols");
    return end(xml, "1");
}

void writeQgisStyles(GDALDataset& ds, const engine::Ruleset& ruleset) {
    const auto fail = [](const std::string& what) {
        throw std::runtime_error("layer_styles " + what + ": " + CPLGetLastErrorMsg());
    };
    char** options = CSLSetNameValue(nullptr, "FID", "id");
    OGRLayer* styles = ds.CreateLayer("layer_styles", nullptr, wkbNone, options);
    CSLDestroy(options);
    if (!styles) fail("cannot be created");
    // The columns QGIS creates (QgsOgrProviderMetadata::saveStyle).
    const std::vector<std::pair<const char*, int>> text{
        {"f_table_catalog", 256}, {"f_table_schema", 256}, {"f_table_name", 256}, {"f_geometry_column", 256},
        {"styleName", 30},        {"styleQML", 0},         {"styleSLD", 0}};
    for (const auto& [name, width] : text) {
        OGRFieldDefn f(name, OFTString);
        f.SetWidth(width);
        if (styles->CreateField(&f) != OGRERR_NONE) fail(std::string("cannot take ") + name);
    }
    OGRFieldDefn useAsDefault("useAsDefault", OFTInteger);
    useAsDefault.SetSubType(OFSTBoolean);
    OGRFieldDefn description("description", OFTString);
    OGRFieldDefn owner("owner", OFTString);
    owner.SetWidth(30);
    OGRFieldDefn ui("ui", OFTString);
    ui.SetWidth(30);
    OGRFieldDefn updated("update_time", OFTDateTime);
    updated.SetDefault("CURRENT_TIMESTAMP");
    for (OGRFieldDefn* f : {&useAsDefault, &description, &owner, &ui, &updated})
        if (styles->CreateField(f) != OGRERR_NONE) fail(std::string("cannot take ") + f->GetNameRef());

    const char* geometryColumn = "geom";  // GDAL's GeoPackage default
    for (const auto& [layer, qml] : {std::pair<std::string, std::string>{"hexes", hexesQml(ruleset)},
                                     std::pair<std::string, std::string>{"hexsides", hexsidesQml(ruleset)}}) {
        if (OGRLayer* target = ds.GetLayerByName(layer.c_str())) geometryColumn = target->GetGeometryColumn();
        std::unique_ptr<OGRFeature> f(OGRFeature::CreateFeature(styles->GetLayerDefn()));
        f->SetField("f_table_catalog", "");
        f->SetField("f_table_schema", "");
        f->SetField("f_table_name", layer.c_str());
        f->SetField("f_geometry_column", geometryColumn);
        f->SetField("styleName", layer.c_str());
        f->SetField("styleQML", qml.c_str());
        f->SetField("styleSLD", "");
        f->SetField("useAsDefault", 1);
        f->SetField("description", ("Ridgeline: " + ruleset.name + " " + layer).c_str());
        f->SetField("owner", "");
        if (styles->CreateFeature(f.get()) != OGRERR_NONE) fail("refused the style of " + layer);
    }
}

}  // namespace exporters
