#include "engine/io/document_file.hpp"

#include "engine/io/atomic_file.hpp"
#include "engine/io/element_readers.hpp"
#include "engine/io/map_file.hpp"
#include "engine/io/scenario_file.hpp"

#include <tinyxml2.h>

namespace engine {

namespace fs = std::filesystem;

namespace {

std::string readOrThrow(const fs::path& path) {
    try {
        return readTextFile(path);
    } catch (const std::runtime_error& error) {
        throw LoadError(path.string(), 0, error.what());
    }
}

FileKind kindOfRoot(std::string_view name) {
    if (name == kMapRoot) return FileKind::Map;
    if (name == kScenarioRoot) return FileKind::Scenario;
    if (name == kRulesetRoot) return FileKind::Ruleset;
    return FileKind::Unknown;
}

}  // namespace

const char* toString(FileKind kind) {
    switch (kind) {
    case FileKind::Map: return "map";
    case FileKind::Scenario: return "scenario";
    case FileKind::Ruleset: return "ruleset";
    case FileKind::Unknown: break;
    }
    return "unknown";
}

FileKind fileKind(const fs::path& path) {
    std::string text;
    try {
        text = readTextFile(path);
    } catch (const std::runtime_error&) {
        text.clear();
    }
    tinyxml2::XMLDocument doc;
    if (!text.empty() && doc.Parse(text.data(), text.size()) == tinyxml2::XML_SUCCESS && doc.RootElement())
        return kindOfRoot(doc.RootElement()->Name());
    const fs::path ext = path.extension();
    if (ext == kMapExtension) return FileKind::Map;
    if (ext == kScenarioExtension) return FileKind::Scenario;
    return FileKind::Unknown;
}

FileKind requireFileKind(const fs::path& path) {
    const std::string text = readOrThrow(path);
    const XmlReader reader(path.string());
    tinyxml2::XMLDocument doc;
    const XmlElement& root = reader.parseDocument(doc, text);
    const FileKind kind = kindOfRoot(root.Name());
    if (kind == FileKind::Unknown)
        reader.fail(root, "the root element is <" + std::string(root.Name()) + ">, not <" + kMapRoot + ">, <" +
                              kScenarioRoot + "> or <" + kRulesetRoot + ">: not a Ridgeline file");
    return kind;
}

Document loadDocument(const fs::path& path, RulesetLibrary& rulesets) {
    const std::string text = readOrThrow(path);
    const XmlReader reader(path.string());
    tinyxml2::XMLDocument doc;
    const XmlElement& root = reader.parseDocument(doc, text);
    Document document;
    switch (kindOfRoot(root.Name())) {
    case FileKind::Map: {
        reader.checkRoot(root, kMapRoot);
        const XmlElement& mapRoot = root;
        document.map = readMapElement(mapRoot, reader);
        resolveMapReferences(document.map, path);
        if (document.map.rulesetId().empty())
            reader.fail(mapRoot, "the map names no ruleset (ruleset= on <ridgeline-map>)");
        document.ruleset = rulesets.resolve(document.map.rulesetId(), path, lineOf(mapRoot));
        return document;
    }
    case FileKind::Scenario: {
        reader.checkRoot(root, kScenarioRoot);
        const XmlElement& scnRoot = root;
        const ScenarioRefs refs = readScenarioRefs(scnRoot, reader);
        fs::path mapPath(refs.mapHref);
        if (mapPath.is_relative()) mapPath = path.parent_path() / mapPath;
        std::error_code ec;
        if (!fs::is_regular_file(mapPath, ec))
            reader.fail(refs.mapLine, "map \"" + refs.mapHref + "\" not found (looked for " + mapPath.string() + ")");
        const std::string mapText = readOrThrow(mapPath);
        const XmlReader mapReader(mapPath.string());
        tinyxml2::XMLDocument mapDoc;
        document.map = readMapElement(mapReader.parseRoot(mapDoc, mapText, kMapRoot), mapReader);
        resolveMapReferences(document.map, mapPath);
        if (!refs.rulesetRef.empty()) {
            document.ruleset = rulesets.resolve(refs.rulesetRef, path, refs.rulesetLine);
        } else if (!document.map.rulesetId().empty()) {
            document.ruleset = rulesets.resolve(document.map.rulesetId(), mapPath, lineOf(*mapDoc.RootElement()));
        } else {
            reader.fail(scnRoot, "neither the scenario (<ruleset ref=...>) nor its map names a ruleset");
        }
        document.scenario = readScenarioElement(scnRoot, reader, document.map.grid(), document.ruleset.get());
        return document;
    }
    case FileKind::Ruleset:
        reader.fail(root, "this is a ruleset file; open a map (" + std::string(kMapExtension) + ") or a scenario (" +
                              std::string(kScenarioExtension) + ")");
    case FileKind::Unknown: break;
    }
    reader.fail(root, "<" + std::string(root.Name()) + "> is not a Ridgeline map or scenario");
}

}  // namespace engine
