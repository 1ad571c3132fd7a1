#include "engine/util/json_writer.hpp"

#include <catch2/catch.hpp>

using namespace engine;

TEST_CASE("JsonWriter places commas, escapes strings and writes null for NaN", "[util]") {
    JsonWriter json(false);
    json.beginObject().field("name", "Devil's \"Den\"\n").field("level", 3).field("x", 1.5);
    json.key("none").value(std::nan("")).key("list").beginArray().value(true).value("a").endArray();
    json.key("empty").beginObject().endObject().endObject();
    CHECK(json.str() == R"({"name":"Devil's \"Den\"\n","level":3,"x":1.5,"none":null,"list":[true,"a"],"empty":{}})");
}

TEST_CASE("JsonWriter escapes control characters", "[util]") {
    CHECK(jsonEscape(std::string("a\x01") + "b") == "a\\u0001b");
}
