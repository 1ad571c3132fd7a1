#pragma once
// File > Add Underlay as a background job: the image is warped into the map's CRS once on a
// worker thread (importers::warpUnderlay) to check it lands on the map, as `ridgeline underlay`
// does; then the underlay record (source, opacity, GCPs) is added to the map as one undo step.
#include "editor/jobs/import_task.hpp"
#include "engine/model/hex_map.hpp"
#include "importers/underlay/underlay_warp.hpp"

#include <filesystem>

namespace editor {

struct UnderlayRequest {
    std::string image;  // as the user chose it
    double opacity = 0.5;
    std::vector<engine::GroundControlPoint> gcps;  // empty: the image's own georeference or world file
};

class UnderlayTask final : public ImportTask {
public:
    UnderlayTask(const StudioDocument& doc, UnderlayRequest request);
    [[nodiscard]] std::string title() const override { return "Add Underlay"; }
    void run(const importers::ProgressFn& progress) override;
    ImportOutcome finish(StudioDocument& doc) override;

private:
    UnderlayRequest m_request;
    engine::HexMap m_map;
    importers::UnderlayResult m_result;
};

// The path a map holds in memory for an image: absolute (saveMap writes it relative to the map file).
[[nodiscard]] std::string underlaySource(const std::string& image);

}  // namespace editor
