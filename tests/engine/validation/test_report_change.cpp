// The validator's record of what each publication changed is exactly the difference, by identity,
// between the report before and after it, in report order: views follow it instead of comparing
// thousands of findings themselves.
#include "tests/engine/commands/command_fixture.hpp"
#include "validation_fixture.hpp"

#include "engine/validation/validator.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace engine;

namespace {

using Shared = DiagnosticList::Shared;

// The findings of `of` whose objects `other` does not hold, in `of`'s order.
std::vector<Shared> missingFrom(const std::vector<Shared>& of, const std::vector<Shared>& other) {
    std::vector<Shared> out;
    for (const Shared& d : of)
        if (std::none_of(other.begin(), other.end(), [&](const Shared& o) { return o.get() == d.get(); }))
            out.push_back(d);
    return out;
}

bool sameObjects(const std::vector<Shared>& a, const std::vector<Shared>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const Shared& x, const Shared& y) { return x.get() == y.get(); });
}

}  // namespace

TEST_CASE("the validator's last report change is what left and came, by identity and in report order",
          "[validation][incremental]") {
    int changed = 0, kept = 0;
    for (const std::string rulesetId : {"sss", "cwb", "hs", "lfm"}) {
        for (int seed = 0; seed < 10; ++seed) {
            INFO("ruleset " << rulesetId << " seed " << seed);
            std::mt19937 rng = valtest::sequenceRng(rulesetId, seed + 7000);
            Document doc = valtest::sequenceDocument(rulesetId);
            Validator v;
            v.validate(doc);
            CHECK(v.lastReportChange().removed.empty());
            CHECK(sameObjects(v.lastReportChange().added, v.diagnostics().items()));
            std::vector<std::unique_ptr<Command>> done;
            for (int i = 0; i < 20; ++i) {
                const std::vector<Shared> before = v.diagnostics().items();
                const std::uint64_t from = v.reportGeneration();
                const std::string label = valtest::stepSequence(doc, v, done, rng, 5, [&] {
                    return rng() % 2 ? cmdtest::randomAuthoringCommand(doc, rng) : cmdtest::randomCommand(doc, rng);
                });
                if (label.empty()) continue;
                INFO("step " << i << ": " << label);
                const std::vector<Shared>& after = v.diagnostics().items();
                if (v.reportGeneration() == from) {
                    CHECK(sameObjects(before, after));
                    ++kept;
                    continue;
                }
                ++changed;
                const ReportChange& c = v.lastReportChange();
                CHECK(c.bridges(from, v.reportGeneration()));
                CHECK(v.reportGeneration() == from + 1);
                CHECK(sameObjects(c.removed, missingFrom(before, after)));
                CHECK(sameObjects(c.added, missingFrom(after, before)));
            }
            // A full validation makes every finding anew.
            const std::vector<Shared> before = v.diagnostics().items();
            v.validate(doc);
            CHECK(sameObjects(v.lastReportChange().removed, before));
            CHECK(sameObjects(v.lastReportChange().added, v.diagnostics().items()));
        }
    }
    CHECK(changed > 100);
    CHECK(kept > 20);
}
