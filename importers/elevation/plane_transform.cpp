#include "importers/elevation/plane_transform.hpp"

#include <cpl_conv.h>

#include <cmath>
#include <stdexcept>
#include <vector>

namespace importers {

PlaneTransform::PlaneTransform(const OGRSpatialReference* from, const OGRSpatialReference* to) {
    if (!from || !to || from->IsSame(to)) return;
    OGRSpatialReference a(*from), b(*to);
    a.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    b.SetAxisMappingStrategy(OAMS_TRADITIONAL_GIS_ORDER);
    CPLErrorReset();
    m_ct.reset(OGRCreateCoordinateTransformation(&a, &b));
    if (!m_ct)
        throw std::runtime_error(std::string("no coordinate transformation from `") +
                                 (a.GetName() ? a.GetName() : "?") + "` to `" + (b.GetName() ? b.GetName() : "?") +
                                 "` (" + CPLGetLastErrorMsg() + ")");
}

bool PlaneTransform::apply(int n, double* x, double* y) const {
    if (!m_ct || n <= 0) return true;
    thread_local std::vector<int> ok;
    ok.assign(static_cast<std::size_t>(n), 0);
    const bool all = m_ct->Transform(n, x, y, nullptr, ok.data());
    for (int i = 0; i < n; ++i)
        if (!ok[static_cast<std::size_t>(i)]) x[i] = y[i] = std::nan("");
    return all;
}

std::string crsText(const OGRSpatialReference& srs) {
    OGRSpatialReference copy(srs);
    const char* auth = copy.GetAuthorityName(nullptr);
    const char* code = copy.GetAuthorityCode(nullptr);
    if (!(auth && code)) {
        copy.AutoIdentifyEPSG();
        auth = copy.GetAuthorityName(nullptr);
        code = copy.GetAuthorityCode(nullptr);
    }
    if (auth && code) return std::string(auth) + ":" + code;
    char* wkt = nullptr;
    copy.exportToWkt(&wkt);
    std::string out = wkt ? wkt : "";
    CPLFree(wkt);
    return out;
}

}  // namespace importers
