#include "engine/io/xml_reader.hpp"

#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"

#include <tinyxml2.h>
#include <algorithm>
#include <cstring>

namespace engine {

namespace {

std::string quoted(const char* name, std::string_view value) {
    return std::string(name) + "=\"" + std::string(value) + "\"";
}

bool isBlank(const char* text) {
    for (; text && *text; ++text) {
        if (!std::strchr(" \t\r\n", *text)) return false;
    }
    return true;
}

}  // namespace

int lineOf(const XmlElement& e) { return e.GetLineNum(); }
const char* nameOf(const XmlElement& e) { return e.Name(); }
const XmlElement* firstChild(const XmlElement& e, const char* name) { return e.FirstChildElement(name); }
const XmlElement* nextSibling(const XmlElement& e, const char* name) { return e.NextSiblingElement(name); }

const XmlElement& XmlReader::parseRoot(tinyxml2::XMLDocument& doc, std::string_view xml,
                                       std::string_view rootName) const {
    const XmlElement& root = parseDocument(doc, xml);
    checkRoot(root, rootName);
    return root;
}

const XmlElement& XmlReader::parseDocument(tinyxml2::XMLDocument& doc, std::string_view xml) const {
    if (doc.Parse(xml.data(), xml.size()) != tinyxml2::XML_SUCCESS) {
        std::string message = doc.ErrorStr() ? doc.ErrorStr() : "malformed XML";
        // tinyxml2 prefixes "Error=XML_ERROR_... ErrorID=n (0x..) Line number=n: "; keep what follows.
        const auto colon = message.find(": ");
        if (message.starts_with("Error=") && colon != std::string::npos) message = message.substr(colon + 2);
        fail(doc.ErrorLineNum(), "malformed XML: " + message);
    }
    const XmlElement* root = doc.RootElement();
    if (!root) fail(0, "no root element");
    return *root;
}

void XmlReader::checkRoot(const XmlElement& root, std::string_view rootName) const {
    if (rootName != root.Name())
        fail(root, "root element is <" + std::string(root.Name()) + ">, expected <" + std::string(rootName) + ">");
    const auto format = find(root, "format");
    if (!format) fail(root, "missing format= on <" + std::string(rootName) + "> (this reader knows format=\"1\")");
    if (*format != "1") fail(root, quoted("format", *format) + " is not supported (this reader knows format=\"1\")");
}

void XmlReader::fail(const XmlElement& e, const std::string& message) const { fail(e.GetLineNum(), message); }

void XmlReader::fail(int line, const std::string& message) const { throw LoadError(m_fileName, line, message); }

void XmlReader::allowOnly(const XmlElement& e, std::initializer_list<std::string_view> allowed) const {
    for (const tinyxml2::XMLAttribute* a = e.FirstAttribute(); a; a = a->Next()) {
        if (std::find(allowed.begin(), allowed.end(), std::string_view(a->Name())) == allowed.end())
            fail(e, "unknown attribute " + std::string(a->Name()) + "= on <" + e.Name() + ">");
    }
}

void XmlReader::noChildren(const XmlElement& e) const {
    if (const XmlElement* child = e.FirstChildElement()) unexpected(*child, e.Name());
    if (!isBlank(e.GetText())) fail(e, std::string("unexpected text in <") + e.Name() + ">");
}

void XmlReader::unexpected(const XmlElement& child, std::string_view parent) const {
    fail(child, "unexpected <" + std::string(child.Name()) + "> in <" + std::string(parent) + ">");
}

std::optional<std::string_view> XmlReader::find(const XmlElement& e, const char* name) {
    const char* value = e.Attribute(name);
    if (!value) return std::nullopt;
    return std::string_view(value);
}

std::string XmlReader::text(const XmlElement& e, const char* name, std::string_view fallback) {
    const char* value = e.Attribute(name);
    return std::string(value ? std::string_view(value) : fallback);
}

std::string XmlReader::required(const XmlElement& e, const char* name) const {
    const char* value = e.Attribute(name);
    if (!value) fail(e, std::string("missing ") + name + "= on <" + e.Name() + ">");
    if (!*value) fail(e, std::string(name) + "= on <" + e.Name() + "> is empty");
    return value;
}

long long XmlReader::integer(const XmlElement& e, const char* name, long long fallback, long long min,
                             long long max) const {
    const auto text = find(e, name);
    if (!text) return fallback;
    const auto value = parseInteger(*text);
    if (!value) fail(e, quoted(name, *text) + " is not an integer");
    if (*value < min || *value > max)
        fail(e, quoted(name, *text) + " is out of range (" + std::to_string(min) + ".." + std::to_string(max) + ")");
    return *value;
}

long long XmlReader::requiredInteger(const XmlElement& e, const char* name, long long min, long long max) const {
    (void)required(e, name);
    return integer(e, name, 0, min, max);
}

std::optional<double> XmlReader::optionalNumber(const XmlElement& e, const char* name) const {
    const auto text = find(e, name);
    if (!text) return std::nullopt;
    const auto value = parseDouble(*text);
    if (!value) fail(e, quoted(name, *text) + " is not a number");
    return value;
}

double XmlReader::number(const XmlElement& e, const char* name, double fallback) const {
    return optionalNumber(e, name).value_or(fallback);
}

bool XmlReader::boolean(const XmlElement& e, const char* name, bool fallback) const {
    const auto text = find(e, name);
    if (!text) return fallback;
    if (*text == "true") return true;
    if (*text == "false") return false;
    fail(e, quoted(name, *text) + " is not true or false");
}

std::optional<double> XmlReader::optionalLength(const XmlElement& e, const char* name) const {
    const auto text = find(e, name);
    if (!text) return std::nullopt;
    double metres = 0;
    std::string error;
    if (!parseLength(*text, metres, &error)) fail(e, std::string(name) + "=: " + error);
    return metres;
}

std::vector<std::string> XmlReader::list(const XmlElement& e, const char* name) {
    const char* value = e.Attribute(name);
    return value ? splitWords(value) : std::vector<std::string>{};
}

std::string XmlReader::content(const XmlElement& e) const {
    if (const XmlElement* child = e.FirstChildElement()) unexpected(*child, e.Name());
    std::string out;
    for (const tinyxml2::XMLNode* n = e.FirstChild(); n; n = n->NextSibling()) {
        if (const tinyxml2::XMLText* t = n->ToText()) out += t->Value();
    }
    return out;
}

}  // namespace engine
