#include "engine/io/xml_reader.hpp"

#include "engine/io/xml_writer.hpp"
#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"
#include "engine/model/value_rules.hpp"

#include <tinyxml2.h>
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

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

// 1-based column of byte `offset` in `line`, counting characters (not UTF-8 continuation bytes).
std::size_t columnOf(std::string_view line, std::size_t offset) {
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset && i < line.size(); ++i)
        if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
    return column;
}

// The code point of the character reference at line[amp] ("&#65;", "&#x41;"), or nullopt when
// it is not one (tinyxml2 then reads it as text or refuses it).
std::optional<std::uint32_t> characterReference(std::string_view line, std::size_t amp) {
    std::size_t i = amp + 2;
    const bool hex = i < line.size() && (line[i] == 'x' || line[i] == 'X');
    if (hex) ++i;
    std::uint64_t value = 0;
    std::size_t digits = 0;
    for (; i < line.size() && line[i] != ';'; ++i, ++digits) {
        const char c = line[i];
        int d = -1;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (hex && c >= 'a' && c <= 'f') d = c - 'a' + 10;
        else if (hex && c >= 'A' && c <= 'F') d = c - 'A' + 10;
        if (d < 0) return std::nullopt;
        value = value * (hex ? 16 : 10) + static_cast<std::uint64_t>(d);
        if (value > 0x7FFFFFFF) value = 0x7FFFFFFF;  // far beyond U+10FFFF: refused all the same
    }
    if (digits == 0 || i >= line.size()) return std::nullopt;
    return static_cast<std::uint32_t>(value);
}

// Whether the `&` at line[amp] starts one of XML's five entities.
bool startsEntity(std::string_view line, std::size_t amp) {
    const std::string_view rest = line.substr(amp + 1);
    for (const std::string_view entity : {"amp;", "lt;", "gt;", "quot;", "apos;"})
        if (rest.starts_with(entity)) return true;
    return false;
}

// Where the scan of a document stands: in text, inside a tag or one of its quoted values, or in
// markup that keeps `&` and `<` as they are (comments, CDATA, processing instructions, <!...>).
enum class Markup { Text, Tag, Value, Comment, CData, Instruction, Declaration };

// Where markup that ends at a fixed string ends.
std::string_view closingOf(Markup m) {
    switch (m) {
    case Markup::Comment: return "-->";
    case Markup::CData: return "]]>";
    case Markup::Instruction: return "?>";
    default: return ">";
    }
}

}  // namespace

XmlDocument::XmlDocument()
    : m_doc(std::make_unique<tinyxml2::XMLDocument>()) {}
XmlDocument::~XmlDocument() = default;

const XmlElement& XmlDocument::parse(const XmlReader& reader, std::string_view xml) {
    return reader.parseDocument(*m_doc, xml);
}

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

void XmlReader::checkCharacters(std::string_view xml) const {
    if (xml.starts_with("\xEF\xBB\xBF")) xml.remove_prefix(3);  // a UTF-8 byte-order mark
    Markup markup = Markup::Text;
    std::string valueEnds = "\"&<";  // what stops the scan inside a value: its quote, & and <
    int lineNumber = 1;
    for (std::size_t start = 0; start < xml.size(); ++lineNumber) {
        std::size_t end = xml.find('\n', start);
        if (end == std::string_view::npos) end = xml.size();
        const std::string_view line = xml.substr(start, end - start);
        const auto column = [&](std::size_t i) { return "column " + std::to_string(columnOf(line, i)) + ": "; };
        std::size_t bad = 0;
        if (const std::string problem = textProblem(line, &bad); !problem.empty())
            fail(lineNumber, column(bad) + "the text " + problem + ", which no XML file may hold");
        for (std::size_t i = 0; i < line.size();) {
            if (markup == Markup::Tag) {
                i = line.find_first_of("\"'>", i);
                if (i == std::string_view::npos) break;
                if (line[i] == '>') markup = Markup::Text;
                else markup = Markup::Value, valueEnds[0] = line[i];
                ++i;
                continue;
            }
            if (markup != Markup::Text && markup != Markup::Value) {
                const std::string_view close = closingOf(markup);
                const std::size_t closed = line.find(close, i);
                if (closed == std::string_view::npos) break;
                markup = Markup::Text;
                i = closed + close.size();
                continue;
            }
            i = line.find_first_of(markup == Markup::Value ? std::string_view(valueEnds) : std::string_view("<&"), i);
            if (i == std::string_view::npos) break;
            const std::string_view rest = line.substr(i);
            const char c = line[i++];
            if (c == valueEnds[0] && markup == Markup::Value) {
                markup = Markup::Tag;
            } else if (c == '<' && markup == Markup::Value) {
                // tinyxml2 takes it, but a < inside a value is no XML, and here it would have
                // started markup that hid what follows from these checks.
                fail(lineNumber, column(i - 1) + "a < inside an attribute value (it is written &lt;)");
            } else if (c == '<') {
                markup = rest.starts_with("<!--")        ? Markup::Comment
                         : rest.starts_with("<![CDATA[") ? Markup::CData
                         : rest.starts_with("<?")        ? Markup::Instruction
                         : rest.starts_with("<!")        ? Markup::Declaration
                                                         : Markup::Tag;
            } else {
                // tinyxml2 keeps a bare & but, once a reference or a line end earlier in the same
                // value has shortened the text, writes a stale byte in its place ("&amp; A & B" came
                // back as "& A ; B"): refused, as the XML specification has it.
                const std::size_t amp = i - 1;
                const auto code =
                    amp + 1 < line.size() && line[amp + 1] == '#' ? characterReference(line, amp) : std::nullopt;
                if (!code && !startsEntity(line, amp))
                    fail(lineNumber, column(amp) +
                                         "an & that starts no entity or character reference (an ampersand "
                                         "is written &amp;)");
                if (code)
                    if (const std::string problem = characterProblem(*code); !problem.empty())
                        fail(lineNumber,
                             column(amp) + "the character reference " + problem + ", which no XML file may hold");
            }
        }
        start = end + 1;
    }
}

const XmlElement& XmlReader::parseDocument(tinyxml2::XMLDocument& doc, std::string_view xml) const {
    checkCharacters(xml);
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
    checkNames(root);
}

void XmlReader::checkNames(const XmlElement& root) const {
    static const std::string kNames = "(ASCII letters, digits, -, . and _, starting with a letter or _)";
    std::vector<const XmlElement*> todo{&root};
    while (!todo.empty()) {
        const XmlElement& e = *todo.back();
        todo.pop_back();
        if (!XmlWriter::isName(e.Name()))
            fail(e, "<" + std::string(e.Name()) + "> is not an element name a Ridgeline file may hold " + kNames);
        for (const tinyxml2::XMLAttribute* a = e.FirstAttribute(); a; a = a->Next())
            if (!XmlWriter::isName(a->Name()))
                fail(e, std::string(a->Name()) + "= on <" + e.Name() +
                            "> is not an attribute name a Ridgeline file may hold " + kNames);
        for (const XmlElement* child = e.FirstChildElement(); child; child = child->NextSiblingElement())
            todo.push_back(child);
    }
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

long long XmlReader::integer(const XmlElement& e, const char* name, long long fallback, IntRange range) const {
    return integer(e, name, fallback, range.min, range.max);
}

long long XmlReader::requiredInteger(const XmlElement& e, const char* name, IntRange range) const {
    return requiredInteger(e, name, range.min, range.max);
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
    if (const std::string problem = lengthProblem(metres); !problem.empty())
        fail(e, quoted(name, *text) + ": " + problem);
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
