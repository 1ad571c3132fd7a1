#include "engine/model/length.hpp"
#include "engine/model/number_text.hpp"

#include <catch2/catch.hpp>

#include <random>

using namespace engine;

TEST_CASE("parseLength reads yards, metres, feet and bare metres", "[model]") {
    CHECK(parseLength("200yd") == Approx(182.88));
    CHECK(parseLength("183m") == 183.0);
    CHECK(parseLength("40ft") == Approx(12.192));
    CHECK(parseLength("182.88") == 182.88);
    CHECK(parseLength("250 yards") == Approx(228.6));
    CHECK(parseLength("1.5km") == 1500.0);
    CHECK(parseLength("0") == 0.0);
}

TEST_CASE("parseLength rejects what is not a length, saying why", "[model]") {
    for (const char* bad : {"", "abc", "yd", "-5m", "5 furlongs", "1e400m", "nan", "inf", "+3m", "3 m m"}) {
        double metres = -1;
        std::string error;
        INFO(bad);
        CHECK_FALSE(parseLength(bad, metres, &error));
        CHECK_FALSE(error.empty());
        CHECK(metres == -1);
        CHECK_THROWS_AS(parseLength(std::string_view(bad)), std::invalid_argument);
    }
    std::string error;
    double metres = 0;
    CHECK_FALSE(parseLength("12 parsecs", metres, &error));
    CHECK(error.find("12 parsecs") != std::string::npos);
}

TEST_CASE("printLength picks a unit that gives the value back exactly", "[model]") {
    CHECK(printLength(parseLength("200yd")) == "200yd");
    CHECK(printLength(parseLength("150yd")) == "150yd");
    CHECK(printLength(parseLength("40ft")) == "40ft");
    CHECK(printLength(parseLength("183m")) == "183m");
    CHECK(printLength(parseLength("182.5")) == "182.5m");
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> dist(0.001, 5000);
    for (int i = 0; i < 2000; ++i) {
        const double metres = dist(rng);
        const std::string text = printLength(metres);
        INFO(text);
        REQUIRE(parseLength(text) == metres);
        REQUIRE(printLength(parseLength(text)) == text);
    }
}

TEST_CASE("numbers print in shortest round-trip form and parse strictly", "[model]") {
    CHECK(formatNumber(0.1) == "0.1");
    CHECK(formatNumber(-0.0) == "0");
    CHECK(formatNumber(152.3f) == "152.3");
    CHECK(formatNumber(1e21) == "1e+21");
    CHECK(formatNumber(42LL) == "42");
    CHECK(parseDouble("1.25") == 1.25);
    CHECK_FALSE(parseDouble("1.25x"));
    CHECK_FALSE(parseDouble(" 1"));
    CHECK_FALSE(parseDouble("nan"));
    CHECK_FALSE(parseDouble(""));
    CHECK(parseInteger("-12") == -12);
    CHECK_FALSE(parseInteger("12.5"));
    CHECK_FALSE(parseInteger("99999999999999999999"));
}
