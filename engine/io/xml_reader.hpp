#pragma once
// Typed, checked access to tinyxml2 elements, for every XML reader (the native files in engine/io,
// the importers' mapping templates). Every failure is a LoadError
// naming the file, the element's line and what is wrong; nothing is defaulted silently except
// attributes the format documents as optional. tinyxml2 is only forward-declared here.
#include "engine/io/load_error.hpp"
#include "engine/model/value_rules.hpp"
#include "engine/util/words.hpp"

#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
}  // namespace tinyxml2

namespace engine {

using XmlElement = tinyxml2::XMLElement;

class XmlReader {
public:
    explicit XmlReader(std::string fileName)
        : m_fileName(std::move(fileName)) {}
    [[nodiscard]] const std::string& fileName() const { return m_fileName; }

    // Parses `xml` into `doc` and returns the root, checking its name and format="1".
    const XmlElement& parseRoot(tinyxml2::XMLDocument& doc, std::string_view xml, std::string_view rootName) const;
    // The two halves of parseRoot: parse (any root), then check the root's name and format= and
    // every element's and attribute's name.
    const XmlElement& parseDocument(tinyxml2::XMLDocument& doc, std::string_view xml) const;
    void checkRoot(const XmlElement& root, std::string_view rootName) const;
    // Refuses bytes and character references that are not XML characters (malformed UTF-8, NUL
    // and other control characters, &#0;), and an & that starts no reference: tinyxml2 would pass
    // some on, cut text at others and garble the text around a bare &.
    // Every reader goes through parseDocument, so every value read is text a writer can write.
    void checkCharacters(std::string_view xml) const;

    [[noreturn]] void fail(const XmlElement& e, const std::string& message) const;
    [[noreturn]] void fail(int line, const std::string& message) const;

    // Rejects attributes outside `allowed` (typos must not pass as defaults).
    void allowOnly(const XmlElement& e, std::initializer_list<std::string_view> allowed) const;
    // Rejects child elements (and non-blank text) where none belong.
    void noChildren(const XmlElement& e) const;
    [[noreturn]] void unexpected(const XmlElement& child, std::string_view parent) const;

    [[nodiscard]] static std::optional<std::string_view> find(const XmlElement& e, const char* name);
    [[nodiscard]] static std::string text(const XmlElement& e, const char* name, std::string_view fallback = {});
    [[nodiscard]] std::string required(const XmlElement& e, const char* name) const;
    [[nodiscard]] long long integer(const XmlElement& e, const char* name, long long fallback, long long min,
                                    long long max) const;
    [[nodiscard]] long long requiredInteger(const XmlElement& e, const char* name, long long min, long long max) const;
    // The same with a range the writers share (engine/model/value_rules.hpp).
    [[nodiscard]] long long integer(const XmlElement& e, const char* name, long long fallback, IntRange range) const;
    [[nodiscard]] long long requiredInteger(const XmlElement& e, const char* name, IntRange range) const;
    [[nodiscard]] std::optional<double> optionalNumber(const XmlElement& e, const char* name) const;
    [[nodiscard]] double number(const XmlElement& e, const char* name, double fallback) const;
    [[nodiscard]] bool boolean(const XmlElement& e, const char* name, bool fallback) const;
    // A length ("200yd"), in metres, within the range value_rules allows.
    [[nodiscard]] std::optional<double> optionalLength(const XmlElement& e, const char* name) const;
    // Whitespace-separated tokens.
    [[nodiscard]] static std::vector<std::string> list(const XmlElement& e, const char* name);
    // The element's text content ("" when none); rejects child elements.
    [[nodiscard]] std::string content(const XmlElement& e) const;

private:
    // Refuses element and attribute names the writer cannot write (XmlWriter::isName). tinyxml2
    // also takes ':' and non-ASCII letters, and the readers that keep attributes as written (a
    // unit's ratings, a policy's records) would pass such a name on.
    void checkNames(const XmlElement& root) const;

    std::string m_fileName;
};

// A parsed document that owns its elements; tinyxml2 stays inside the engine.
class XmlDocument {
public:
    XmlDocument();
    ~XmlDocument();
    XmlDocument(const XmlDocument&) = delete;
    XmlDocument& operator=(const XmlDocument&) = delete;
    // XmlReader::parseDocument on this document: the root element, or LoadError.
    const XmlElement& parse(const XmlReader& reader, std::string_view xml);

private:
    std::unique_ptr<tinyxml2::XMLDocument> m_doc;
};

[[nodiscard]] int lineOf(const XmlElement& e);
[[nodiscard]] const char* nameOf(const XmlElement& e);
[[nodiscard]] const XmlElement* firstChild(const XmlElement& e, const char* name = nullptr);
[[nodiscard]] const XmlElement* nextSibling(const XmlElement& e, const char* name = nullptr);

}  // namespace engine
