// An outline brought up to date edit by edit (follow, or built again when it refuses) says what
// an outline built afresh says: the tree, every piece's status, every formation's totals. The
// edits are random commands of every kind, with many reparents (some reordering the file), moves
// and ratings, the edits follow() takes on.
#include "tests/engine/commands/command_fixture.hpp"
#include "tests/engine/validation/validation_fixture.hpp"

#include "engine/authoring/oob_outline.hpp"
#include "engine/commands/oob_commands.hpp"
#include "engine/commands/set_placement_command.hpp"

#include <catch2/catch.hpp>

#include <memory>
#include <sstream>

using namespace engine;

namespace {

// Everything the tree reads of the outline, as text.
std::string dump(const OobOutline& o, const Scenario& s) {
    std::ostringstream out;
    const auto pieces = [&](const auto& list) {
        for (const auto* p : list) out << "  " << p->id << ": " << o.status(p->id).text << '\n';
    };
    const auto formation = [&](const auto& self, const Formation* f) -> void {
        const FormationTotals& t = o.totals(f->id);
        out << f->id << " [" << t.formations << ' ' << t.leaders << ' ' << t.units << ' ' << t.setUp << ' '
            << t.arriving << ' ' << t.strength << "]\n";
        pieces(o.leadersOf(f->id));
        pieces(o.unitsOf(f->id));
        for (const Formation* c : o.subFormations(f->id)) self(self, c);
    };
    for (const std::string& side : o.sides()) {
        out << "side " << side << '\n';
        for (const Formation* f : o.topFormations(side)) formation(formation, f);
        pieces(o.unattachedLeaders(side));
        pieces(o.unattachedUnits(side));
    }
    for (const Unit& u : s.units)
        out << u.id << ' ' << static_cast<int>(o.stateOf(u.id)) << ' ' << o.pathTo(u.id).size() << '\n';
    for (const Leader& l : s.leaders) out << l.id << ' ' << static_cast<int>(o.stateOf(l.id)) << '\n';
    return out.str();
}

template <class T>
const T& pick(const std::vector<T>& v, std::mt19937& rng) {
    return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)];
}

// A reparent to a formation (before a sibling, now and then), a move, or a rating: what follow()
// takes on; nullptr when the draw cannot be made.
std::unique_ptr<Command> followable(const Document& doc, std::mt19937& rng) {
    const Scenario& s = *doc.scenario;
    if (s.units.empty() || s.formations.empty()) return nullptr;
    const Unit& u = pick(s.units, rng);
    const Formation& f = pick(s.formations, rng);
    try {
        switch (rng() % 4) {
        case 0: return reparentPieces(doc, {u.id}, {"", f.id});
        case 1: return reparentPieces(doc, {u.id}, {"", f.id}, pick(s.units, rng).id);
        case 2:
            return movePiece(doc, u.id,
                             cmdtest::hexAt(doc, static_cast<int>(rng() % 12), static_cast<int>(rng() % 10)));
        default: return setPieceAttribute(doc, u.id, "strength", std::to_string(1 + rng() % 12));
        }
    } catch (const std::invalid_argument&) {
        return nullptr;
    }
}

}  // namespace

TEST_CASE("an outline that follows each edit equals one built afresh", "[authoring][outline]") {
    Document doc = cmdtest::makeDocument();
    doc.ruleset = valtest::templateRuleset("sss");
    auto outline = std::make_unique<OobOutline>(doc);
    std::mt19937 rng(1863);
    int followed = 0, rebuilt = 0;
    for (int step = 0; step < 600; ++step) {
        std::unique_ptr<Command> cmd = rng() % 3 == 0 ? cmdtest::randomCommand(doc, rng) : followable(doc, rng);
        if (!cmd) continue;
        cmd->apply(doc);
        const ChangeSet change = cmd->changes();
        if (outline->follow(change)) {
            ++followed;
        } else {
            ++rebuilt;
            outline = std::make_unique<OobOutline>(doc);
        }
        INFO("step " << step << ": " << cmd->label());
        REQUIRE(dump(*outline, *doc.scenario) == dump(OobOutline(doc), *doc.scenario));
    }
    // Both paths ran, the one under test most.
    CHECK(followed > 200);
    CHECK(rebuilt > 20);
}
