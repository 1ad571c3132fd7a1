#pragma once
// A small streaming JSON writer for reports (validate, dump, hex). It keeps track of commas and
// indentation so callers only say what they write.
#include <string>
#include <string_view>
#include <vector>

namespace engine {

class JsonWriter {
public:
    explicit JsonWriter(bool pretty = true)
        : m_pretty(pretty) {}

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);
    JsonWriter& value(std::string_view text);
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
    JsonWriter& value(double number);  // NaN and infinities are written as null
    JsonWriter& value(int number);
    JsonWriter& value(long long number);
    JsonWriter& value(std::size_t number) { return value(static_cast<long long>(number)); }
    JsonWriter& value(bool flag);
    JsonWriter& null();

    // key + value in one call
    template <typename T>
    JsonWriter& field(std::string_view name, const T& v) {
        return key(name).value(v);
    }

    [[nodiscard]] const std::string& str() const { return m_out; }

private:
    void beforeValue();
    void newline();
    JsonWriter& close(char bracket);

    std::string m_out;
    bool m_pretty;
    bool m_afterKey = false;
    std::vector<bool> m_hasItems;  // per open container: something written already
};

[[nodiscard]] std::string jsonEscape(std::string_view text);

}  // namespace engine
