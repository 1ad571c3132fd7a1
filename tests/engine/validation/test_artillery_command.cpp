// Who commands artillery (setup.out_of_command with the command section's artillery-commanded-by):
// CWB measures artillery from its corps HQ, not from the division leader above it (CWB 10.5a); LFM
// puts artillery in command within range of any commander of its corps or division, or of the army
// commander (LFM R20.7); SSS gives artillery to its division and corps commanders and corps artillery
// to every division commander of the corps (SSS 26.31). Each test quotes its rule and includes the
// case where it does not apply.
#include "validation_fixture.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace engine;

namespace {

// A flat clear map of the ruleset, and a Union force whose formations and leaders the test adds.
struct Force {
    Document doc;
    Scenario s;
    explicit Force(const std::string& ruleset) {
        doc.ruleset = valtest::appliedOnly(*valtest::templateRuleset(ruleset));
        const Ruleset& rs = *doc.ruleset;
        doc.map = HexMap(HexGrid(rs.gridShape, 30, 12, {}, rs.numbering), rs.scale.hexSizeMetres);
        for (std::size_t i = 0; i < doc.map.grid().size(); ++i) {
            doc.map.setTerrain(doc.map.grid().at(i), "clear");
            doc.map.setLevel(doc.map.grid().at(i), 0);
        }
        s.id = "artillery-command";
        s.turns = {"1863-07-01", "07:00", 60, 1, 4, {}};
        s.sides = {{"usa", "Union"}, {"csa", "Confederate"}};
    }
    // A formation of `kind` under `parent` with its commander placed at column `col` of row 5.
    void formation(const std::string& id, const std::string& kind, const std::string& parent, int col) {
        s.formations.push_back({id, id, kind, "usa", parent, id + "-cdr"});
        s.leaders.push_back({id + "-cdr", id, "usa", id, kind, {{"command-rating", "3"}, {"rating", "2"}}});
        s.setup.push_back({id + "-cdr", at(col), -1, ""});
    }
    void unit(const std::string& id, const std::string& cls, const std::string& formation, int col) {
        s.units.push_back({id, id, "usa", formation, cls, {{"sp", "2"}, {"fire-level", "A"}, {"gun-points", "2"}}});
        s.setup.push_back({id, at(col), -1, ""});
    }
    [[nodiscard]] HexCoord at(int col) const { return doc.map.grid().fromOffset({col, 5}); }
    // The pieces setup.out_of_command flags.
    std::set<std::string> flagged() {
        doc.scenario = s;
        Validator validator;
        std::set<std::string> out;
        for (const Diagnostic& d : valtest::ofRule(validator.validate(doc), "setup.out_of_command"))
            for (const Location& l : d.locations)
                if (l.kind == "unit" || l.kind == "leader") out.insert(l.id);
        return out;
    }
};

}  // namespace

TEST_CASE("CWB 10.5a: artillery is measured from its corps HQ, not from its division leader",
          "[validation][command][cwb][artillery]") {
    // "B. Division Leaders, Artillery Units to Corps HQ Radius. At a range of 8 MPs or less from their
    // corps HQ, these units and their subordinates function normally." (CWB 10.5a)
    Force f("cwb");
    f.formation("corps", "corps", "", 10);
    f.formation("div", "division", "corps", 16);  // 6 MP from the corps HQ: within 8
    f.formation("bde", "brigade", "div", 18);
    f.unit("inf", "infantry", "bde", 18);

    SECTION("a battery 4 MP from its division leader but 10 MP from the corps HQ is out of command") {
        f.unit("bat", "artillery", "div", 20);
        const auto out = f.flagged();
        CHECK(out.contains("bat"));
        CHECK_FALSE(out.contains("div-cdr"));
    }
    SECTION("a battery 7 MP from the corps HQ is in command, 13 MP from its division leader") {
        // Not applying: the division leader's 4-MP radius (brigades) does not measure artillery.
        f.unit("bat", "artillery", "div", 3);
        CHECK_FALSE(f.flagged().contains("bat"));
    }
}

TEST_CASE("LFM R20.7: artillery is in command in range of any commander of its corps or division, or the army's",
          "[validation][command][lfm][artillery]") {
    // "Artillery units are in command if they are in range of any in-command commander in their corps or
    // division, or the army commander." "Brigade commanders may only put regiments of their own brigade
    // and artillery of their division, or corps in command." (LFM R20.7)
    Force f("lfm");
    f.formation("army", "army", "", 0);
    f.formation("corps", "corps", "army", 4);  // 4 hexes from the army commander: within 8
    f.formation("div", "division", "corps", 9);
    f.formation("bde", "brigade", "div", 13);
    f.unit("inf", "infantry", "bde", 13);

    SECTION("two hexes from a brigade commander of its division, out of its division commander's range") {
        f.unit("bat", "artillery", "div", 15);  // 6 from the division, 11 from the corps, 2 from the brigade
        CHECK_FALSE(f.flagged().contains("bat"));
    }
    SECTION("within the army commander's 8 hexes, far from every commander of its corps") {
        f.s.setup[1].hex = f.at(20);           // the corps commander moves away
        f.s.setup[2].hex = f.at(28);           // and the division commander
        f.unit("bat", "artillery", "div", 7);  // 7 from the army, 13 from the corps
        CHECK_FALSE(f.flagged().contains("bat"));
    }
    SECTION("not applying: out of every such commander's range, the battery is out of command") {
        f.unit("bat", "artillery", "div", 19);  // 6 from the brigade (range 2), 10 from the division (5)
        CHECK(f.flagged().contains("bat"));
    }
    SECTION("not applying: a regiment is not commanded by another brigade's commander") {
        f.formation("bde2", "brigade", "div", 20);
        f.unit("inf2", "infantry", "bde", 21);  // of bde, next to bde2's commander, 8 from its own
        CHECK(f.flagged().contains("inf2"));
    }
}

TEST_CASE(
    "SSS 26.31: artillery is commanded by its division's and corps' commanders, corps artillery by any "
    "division commander of the corps, the Artillery Reserve by corps commanders",
    "[validation][command][sss][artillery]") {
    // "Confederate divisional commanders may command artillery attached to their division, as well as
    // any of their corps artillery. Confederate corps commanders may command any of their subordinate
    // divisional or corps artillery. Union divisional commanders may command corps artillery. Union
    // corps commanders may also command artillery Reserve units within their Command range." (SSS 26.31)
    Force f("sss");
    f.formation("army", "army", "", 0);
    f.formation("corps", "corps", "army", 2);
    f.formation("div", "division", "corps", 10);
    f.formation("div2", "division", "corps", 20);

    SECTION("corps artillery far from its corps commander, 6 MP from a division commander of the corps") {
        f.unit("bat", "artillery", "corps", 26);  // 24 from the corps commander (12), 6 from div2's (8)
        CHECK_FALSE(f.flagged().contains("bat"));
    }
    SECTION("not applying: corps artillery out of every division commander's and the corps commander's range") {
        f.unit("bat", "artillery", "corps", 29);  // 9 from div2's commander, 27 from the corps commander
        CHECK(f.flagged().contains("bat"));
    }
    SECTION("divisional artillery 10 MP from its division commander, within its corps commander's 12") {
        f.unit("bat", "artillery", "div", 0);  // 2 from the corps commander
        CHECK_FALSE(f.flagged().contains("bat"));
    }
    SECTION("not applying: divisional artillery next to another division's commander") {
        f.unit("bat", "artillery", "div", 21);  // 11 from its own (8), 19 from the corps commander (12)
        CHECK(f.flagged().contains("bat"));
    }
    SECTION("the Artillery Reserve within a corps commander's range") {
        f.formation("reserve", "brigade", "army", 27);
        f.unit("res", "artillery", "reserve", 12);  // 10 from the corps commander
        CHECK_FALSE(f.flagged().contains("res"));
    }
    SECTION("not applying: the Artillery Reserve next to a division commander, far from every corps commander") {
        f.formation("reserve", "brigade", "army", 27);
        f.unit("res", "artillery", "reserve", 21);  // 1 from div2's commander, 19 from the corps commander
        CHECK(f.flagged().contains("res"));
    }
}

TEST_CASE("SSS 22.22: the army's artillery officer commands any friendly artillery within 12 MP, or 3 x his rating",
          "[validation][command][sss][artillery]") {
    // "Each army artillery officer may command any friendly artillery units. They have a command range
    // of 12 MP." (SSS 22.22) "Army artillery leaders may command any friendly artillery units within a
    // command range equal to 3x their command rating." (SSS 31.84; the option army-artillery-range)
    Force f("sss");
    f.formation("army", "army", "", 0);
    f.formation("corps", "corps", "army", 2);
    f.formation("reserve", "brigade", "army", 27);
    // The Artillery Reserve, 23 MP from the only corps commander (12): out of his range.
    f.unit("res", "artillery", "reserve", 25);
    const auto officer = [&f](int col) {
        f.s.leaders.push_back(
            {"hunt", "Hunt", "usa", "army", "army", {{"command-rating", "3"}, {"leader-type", "army-artillery"}}});
        f.s.setup.push_back({"hunt", f.at(col), -1, ""});
    };

    SECTION("not applying: without the officer, the Reserve is out of command") { CHECK(f.flagged().contains("res")); }
    SECTION("the officer of its army 10 MP away commands it") {
        officer(15);
        CHECK_FALSE(f.flagged().contains("res"));
    }
    SECTION("not applying: the officer 13 MP away") {
        officer(12);
        CHECK(f.flagged().contains("res"));
    }
    SECTION("under SSS 31.84's reading his range is 3 x his rating of 3: 10 MP is out of it") {
        officer(15);
        f.s.options["army-artillery-range"] = "3xcr";
        CHECK(f.flagged().contains("res"));
    }
}
