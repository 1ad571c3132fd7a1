#include "importers/elevation/derivation_choices.hpp"

namespace importers {
namespace {

const engine::Param* derivationParam(const engine::Ruleset& rs, const char* name) {
    const auto* d = rs.section("derivation");
    return d ? d->param(name) : nullptr;
}

engine::Reason fromParam(const engine::Param& p, const std::string& message) {
    return {message, p.cite, p.assumed, {}, {}};
}

}  // namespace

bool chooseRidges(const engine::Ruleset& rs, const std::optional<RidgeLevels>& option, RidgeLevels& out,
                  engine::Reason& reason, std::string& error) {
    if (option) {
        out = *option;
        reason = {std::string("ridges ") + toString(out) + " given for this import", {}, false, {}, {}};
        return true;
    }
    const engine::Param* p = derivationParam(rs, "ridge-levels");
    if (!p) {
        out = RidgeLevels::Raise;
        reason = {"ridges raise: the default (the " + rs.id + " derivation names no ridge-levels)", {}, false, {}, {}};
        return true;
    }
    if (!parseRidges(p->value, out)) {
        error = "the " + rs.id + " derivation's ridge-levels `" + p->value + "` is not off, raise or brows";
        return false;
    }
    reason = fromParam(*p, "ridges " + p->value + " from the " + rs.id + " derivation ridge-levels");
    return true;
}

bool chooseSlopes(const engine::Ruleset& rs, const std::optional<SlopeHexsides>& option, SlopeHexsides& out,
                  engine::Reason& reason, std::string& error) {
    const engine::Param* p = derivationParam(rs, "brow-slope");
    const engine::HexsideType* type = p ? rs.findHexside(p->value) : nullptr;
    if (p && (!type || type->kind != "slope")) {
        error = "the " + rs.id + " derivation's brow-slope `" + p->value + "` is not one of its slope hexside types";
        return false;
    }
    out = option.value_or(type ? SlopeHexsides::Brows : SlopeHexsides::Gradient);
    if (out == SlopeHexsides::Brows && !type) {
        error = "the " + rs.id +
                " ruleset names no slope type for brows (its derivation has no brow-slope): use slopes gradient";
        return false;
    }
    if (option) reason = {std::string("slopes ") + toString(out) + " given for this import", {}, false, {}, {}};
    else if (type)
        reason =
            fromParam(*p, "slopes brows: brows marked " + type->name + " (the " + rs.id + " derivation brow-slope)");
    else reason = {"slopes gradient: the " + rs.id + " derivation names no brow-slope type", {}, false, {}, {}};
    return true;
}

}  // namespace importers
