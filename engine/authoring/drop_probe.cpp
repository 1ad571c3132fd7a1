#include "engine/authoring/drop_probe.hpp"

#include "engine/authoring/oob_schema.hpp"
#include "engine/commands/compound_command.hpp"
#include "engine/commands/set_placement_command.hpp"
#include "engine/mechanics/stacking/stacking_policy.hpp"
#include "engine/mechanics/stacking/stacking_support.hpp"
#include "engine/model/oob_subtree.hpp"
#include "engine/validation/check_context.hpp"
#include "engine/validation/checks/support/command_at_start.hpp"
#include "engine/validation/checks/support/prohibited_entry.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace engine {

struct DropProbe::Piece {
    PieceAt at;
    bool placed = false;
};

namespace {

std::string describeMeasures(const StackingResult& side) {
    std::string counts;
    for (const StackMeasure& m : side.measures) {
        counts += (counts.empty() ? "" : ", ") + stacking::num(m.total) + " " + m.what;
        if (m.limit) counts += " (limit " + stacking::num(*m.limit) + ")";
    }
    return counts;
}

}  // namespace

std::string DropVerdict::describe() const {
    if (problems.empty()) return "legal";
    std::string out;
    for (const DropProblem& p : problems)
        out += (out.empty() ? "" : "\n") + p.message + (p.cite.empty() ? "" : " [" + p.cite + "]");
    return out;
}

DropProbe::DropProbe(const Document& doc)
    : m_doc(doc),
      m_ctx(std::make_unique<CheckContext>(doc)),
      m_stacking(doc.ruleset ? makeStackingPolicy(*doc.ruleset) : nullptr) {
    m_ctx->buildIndexes();
}

DropProbe::~DropProbe() = default;

std::vector<std::string> DropProbe::piecesOf(const std::vector<std::string>& dragged) const {
    if (dragged == m_lastDragged) return m_lastPieces;  // the first ask, of nothing, is nothing too
    const Scenario& s = m_ctx->scenario();
    const OobSubtree tree = oobSubtree(s, dragged);
    std::vector<std::string> out;
    for (std::size_t i : tree.leaders) out.push_back(s.leaders[i].id);
    for (std::size_t i : tree.units) out.push_back(s.units[i].id);
    m_lastDragged = dragged;
    m_lastPieces = out;
    return out;
}

std::vector<DropProbe::Piece> DropProbe::resolve(const std::vector<std::string>& ids) const {
    std::vector<Piece> out;
    for (const std::string& id : ids) {
        Piece p;
        if (const Unit* u = m_ctx->unit(id)) p.at = PieceAt{u->id, u->side, u->unitClass, "", -1, u, nullptr};
        else if (const Leader* l = m_ctx->leader(id)) p.at = PieceAt{l->id, l->side, kLeaderClass, "", -1, nullptr, l};
        else continue;
        if (const auto& at = m_ctx->placementsOf(id); !at.empty()) {
            p.at.mode = at.front()->mode;
            p.at.facing = at.front()->facing;
            p.placed = true;
        }
        out.push_back(std::move(p));
    }
    return out;
}

namespace {

// The pieces set up in `hex`, but those being dragged.
std::vector<PieceAt> occupants(const CheckContext& ctx, HexCoord hex, const std::unordered_set<std::string>& dragged) {
    std::vector<PieceAt> out;
    for (const Placement* p : ctx.placementsAt(hex)) {
        if (dragged.contains(p->piece)) continue;
        if (const Unit* u = ctx.unit(p->piece))
            out.push_back(PieceAt{u->id, u->side, u->unitClass, p->mode, p->facing, u, nullptr});
        else if (const Leader* l = ctx.leader(p->piece))
            out.push_back(PieceAt{l->id, l->side, kLeaderClass, p->mode, p->facing, nullptr, l});
    }
    return out;
}

}  // namespace

std::optional<DropProblem> DropProbe::overStacked(const std::vector<Piece>& pieces, HexCoord hex) const {
    if (!m_stacking || pieces.empty()) return std::nullopt;
    std::unordered_set<std::string> dragged;
    for (const Piece& p : pieces) dragged.insert(p.at.id);
    std::vector<PieceAt> all = occupants(*m_ctx, hex, dragged);
    for (const Piece& p : pieces) all.push_back(p.at);
    BoardState rules(m_doc.map, *m_doc.ruleset);
    rules.scenario = &m_ctx->scenario();
    const HexStacking stacking = checkHexStacking(rules, *m_stacking, hex, all);
    for (const StackingResult& side : stacking.sides) {
        if (side.side != pieces.front().at.side || side.verdict != StackVerdict::Over) continue;
        DropProblem out{DropProblem::Kind::OverStacked, "stacking.over_limit", {}, {}, side.assumed(), {}};
        for (const Reason& r : side.reasons)
            if (out.cite.empty()) out.cite = r.cite;
        for (const Piece& p : pieces) out.pieces.push_back(p.at.id);
        out.message = side.side + " stack in " + stacking::terrainHex(rules, hex) +
                      " would be over the limit: " + describeMeasures(side);
        return out;
    }
    return std::nullopt;
}

std::optional<DropProblem> DropProbe::prohibited(const Piece& piece, HexCoord hex) const {
    const auto entry = prohibitedEntry(*m_doc.ruleset, m_doc.map, piece.at.unitClass, piece.at.mode, hex);
    if (!entry) return std::nullopt;
    return DropProblem{DropProblem::Kind::ProhibitedTerrain,
                       "setup.prohibited_terrain",
                       piece.at.id + " may not enter " + m_ctx->label(hex) + ": " + entry->describe(),
                       entry->reasons.empty() ? std::string() : entry->reasons.front().cite,
                       entry->assumed(),
                       {piece.at.id}};
}

std::optional<DropProblem> DropProbe::enemyIn(const Piece& piece, HexCoord hex) const {
    std::vector<std::string> enemies;
    for (const PieceAt& p : occupants(*m_ctx, hex, {piece.at.id}))
        if (p.side != piece.at.side) enemies.push_back(p.id);
    if (enemies.empty()) return std::nullopt;
    DropProblem out{DropProblem::Kind::EnemyOccupied, "setup.both_sides", {}, {}, false, {piece.at.id}};
    std::string names;
    for (const std::string& id : enemies) names += (names.empty() ? "" : ", ") + id;
    out.message = m_ctx->label(hex) + " is held by the enemy (" + names + ")";
    if (const PolicySection* section = m_doc.ruleset->section("stacking")) {
        const Reason r = stacking::paramReason(*section, "enemy-units-share-hex", out.message, hex);
        out.cite = r.cite;
        out.assumed = r.assumed;
    }
    return out;
}

std::optional<DropProblem> DropProbe::outOfCommand(const Piece& piece, HexCoord hex) const {
    const PolicySection* policy = m_doc.ruleset->section("command");
    if (!policy || (policy->policy != "mp" && policy->policy != "hexes")) return std::nullopt;
    if (const Param* radius = policy->param("command-radius"); radius && radius->value == "none") return std::nullopt;
    // The formation whose commander commands the piece: its own (or, for the leader commanding
    // it, the one above), else the nearest above with a commander.
    std::string formation = piece.at.unit ? piece.at.unit->formation : piece.at.leader->formation;
    const Formation* f = m_ctx->formation(formation);
    if (f && piece.at.leader && f->commander == piece.at.id) f = m_ctx->formation(f->parent);
    for (std::size_t depth = 0; f && (f->commander.empty() || f->commander == piece.at.id); ++depth) {
        if (depth > m_ctx->scenario().formations.size()) return std::nullopt;  // a parent cycle
        f = m_ctx->formation(f->parent);
    }
    const Leader* leader = f ? m_ctx->leader(f->commander) : nullptr;
    if (!leader || m_ctx->placementsOf(leader->id).empty()) return std::nullopt;
    const HexCoord from = m_ctx->placementsOf(leader->id).front()->hex;
    if (!m_doc.map.contains(from)) return std::nullopt;
    const std::vector<Subordinate> subs = directSubordinates(*m_ctx, *f);
    const auto sub = std::find_if(subs.begin(), subs.end(), [&](const Subordinate& s) { return s.id == piece.at.id; });
    if (sub == subs.end()) return std::nullopt;
    const Record* record = commandRangeRecord(*policy, commandRole(*policy, f->kind), sub->roles);
    Provenanced source;
    const auto range = record ? commandRange(*m_ctx, *record, *leader, source) : std::nullopt;
    if (!range) return std::nullopt;
    std::optional<double> distance;
    std::string unit = " hexes";
    if (policy->policy == "mp") {
        const Param* cls = policy->param("measure-class");
        CommandTrace trace(*m_ctx, cls ? cls->value : std::string(kLeaderClass), from, f->side, *range, {hex});
        distance = trace.distanceTo(hex);
        unit = " MP";
        if (distance && *distance <= *range + kMpTolerance) return std::nullopt;
    } else {
        distance = hexDistance(from, hex);
        if (*distance <= *range) return std::nullopt;
    }
    const std::string far = distance ? stacking::num(*distance) + unit : "more than " + stacking::num(*range) + unit;
    return DropProblem{DropProblem::Kind::OutOfCommand,
                       "setup.out_of_command",
                       piece.at.id + " at " + m_ctx->label(hex) + " would be " + far + " from its commander " +
                           leader->id + " at " + m_ctx->label(from) + ", range " + stacking::num(*range) + unit,
                       source.cite,
                       source.assumed,
                       {piece.at.id}};
}

std::vector<DropProblem> DropProbe::problemsAt(const std::vector<Piece>& pieces, HexCoord hex,
                                               bool judgeCommand) const {
    std::vector<DropProblem> out;
    if (pieces.empty()) return out;
    if (!m_doc.map.contains(hex)) {
        out.push_back({DropProblem::Kind::OffMap, "setup.off_map", "the hex is not on the map", {}, false, {}});
        return out;
    }
    if (auto p = overStacked(pieces, hex)) out.push_back(std::move(*p));
    for (const Piece& piece : pieces) {
        if (auto p = prohibited(piece, hex)) out.push_back(std::move(*p));
        if (auto p = enemyIn(piece, hex)) out.push_back(std::move(*p));
        if (judgeCommand)
            if (auto p = outOfCommand(piece, hex)) out.push_back(std::move(*p));
    }
    return out;
}

DropPlan DropProbe::plan(const std::vector<std::string>& dragged, HexCoord hex) const {
    const std::vector<Piece> pieces = resolve(piecesOf(dragged));
    DropPlan out;
    std::unordered_map<HexCoord, std::vector<Piece>, HexCoordHash> planned;
    const std::vector<HexCoord> spiral = hexSpiral(hex, kSpreadRadius);
    for (const Piece& piece : pieces) {
        std::optional<HexCoord> at;
        for (HexCoord h : spiral) {
            if (!m_doc.map.contains(h)) continue;
            std::vector<Piece> stack = planned[h];
            stack.push_back(piece);
            if (overStacked(stack, h) || prohibited(piece, h) || enemyIn(piece, h)) continue;
            at = h;
            break;
        }
        if (!at) {
            at = hex;
            out.crowded.push_back(piece.at.id);
        }
        planned[*at].push_back(piece);
        out.placements.push_back(Placement{piece.at.id, *at, piece.at.facing, piece.at.mode});
    }
    return out;
}

DropVerdict DropProbe::check(const std::vector<std::string>& dragged, HexCoord hex) const {
    DropVerdict out;
    const std::vector<std::string> ids = piecesOf(dragged);
    if (ids.size() <= 1) {
        out.problems = problemsAt(resolve(ids), hex, true);
    } else if (!m_doc.map.contains(hex)) {
        out.problems = problemsAt(resolve(ids), hex, false);
    } else {
        const DropPlan p = plan(dragged, hex);
        std::unordered_set<HexCoord, HexCoordHash> hexes;
        int here = 0;
        for (const Placement& placed : p.placements) {
            hexes.insert(placed.hex);
            if (placed.hex == hex) ++here;
        }
        out.note = std::to_string(p.placements.size()) + " pieces: " + std::to_string(here) + " here";
        if (hexes.size() > 1)
            out.note += ", " + std::to_string(static_cast<int>(p.placements.size()) - here) + " on " +
                        std::to_string(hexes.size() - 1) + " nearby hex" + (hexes.size() > 2 ? "es" : "");
        if (!p.crowded.empty()) out.problems = problemsAt(resolve(p.crowded), hex, false);
    }
    out.legal = out.problems.empty();
    return out;
}

std::unique_ptr<Command> placeDropped(const Document& doc, const DropPlan& plan) {
    std::vector<std::unique_ptr<Command>> parts;
    Document scratch;  // placements only: each part sees the set-up as the earlier parts leave it
    scratch.scenario = Scenario{};
    scratch.scenario->setup = scenarioOf(doc).setup;
    scratch.ruleset = doc.ruleset;
    for (const Placement& p : plan.placements) {
        auto part = placePiece(scratch, p);
        if (!part) continue;
        part->apply(scratch);
        parts.push_back(std::move(part));
    }
    if (parts.empty()) return nullptr;
    const std::string label = plan.placements.size() > 1 ? "Place Pieces" : parts.front()->label();
    return std::make_unique<CompoundCommand>(label, std::move(parts));
}

}  // namespace engine
