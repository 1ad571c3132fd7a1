#include "editor/tools/los_probe_tool.hpp"

namespace editor {

void LosProbeTool::onMouseDown(const ToolInput& in) {
    if (!in.hex || !m_host.document()) return;
    if (!m_from || m_to) {
        m_from = in.hex;
        m_to.reset();
        m_result.reset();
        m_error.clear();
    } else if (*in.hex == *m_from) {
        // A line needs two ends: the probe waits for another hex.
        m_error = "a line of sight needs two different hexes: click a target other than the observer's hex";
    } else {
        m_to = in.hex;
        trace();
    }
    notify();
}

void LosProbeTool::refresh() {
    if (!m_from || !m_to) return;
    trace();
    notify();
}

void LosProbeTool::clear() {
    m_from.reset();
    m_to.reset();
    m_result.reset();
    m_error.clear();
    notify();
}

void LosProbeTool::trace() {
    m_result.reset();
    const engine::Document* probedDoc = probed({*m_from, *m_to});
    if (!probedDoc) return;
    const engine::Document& d = *probedDoc;
    const auto los = engine::makeLineOfSight(*d.ruleset);
    if (!los) {
        m_error = "ruleset " + d.ruleset->id + " names no known line-of-sight policy";
        return;
    }
    const engine::BoardState ctx(d.map, *d.ruleset, d.scenario ? &*d.scenario : nullptr);
    engine::LosQuery query;
    query.from = *m_from;
    query.to = *m_to;
    // The observer is whoever stands in the first hex: whose pieces block depends on the side.
    if (const auto& pieces = ctx.occupancy.at(*m_from); !pieces.empty()) {
        query.side = pieces.front().side;
        query.unitClass = pieces.front().unitClass;
    }
    m_result = los->trace(ctx, query);
}

}  // namespace editor
