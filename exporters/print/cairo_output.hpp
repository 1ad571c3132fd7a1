#pragma once
// Cairo's output streams into an atomic file: PDF pages, SVG and PNG bytes go to the temporary
// file as cairo produces them, and an I/O failure stops cairo with the reason kept.
#include "engine/io/atomic_file.hpp"

#include <cairo.h>

#include <exception>
#include <string>

namespace exporters {

inline constexpr double kPtPerMm = 72.0 / 25.4;

class CairoSink {
public:
    explicit CairoSink(engine::AtomicFileWriter& file)
        : m_file(file) {}
    [[nodiscard]] const std::string& error() const { return m_error; }

    // A cairo_write_func_t; `closure` is the CairoSink.
    static cairo_status_t write(void* closure, const unsigned char* data, unsigned int length) {
        auto* self = static_cast<CairoSink*>(closure);
        if (!self->m_error.empty()) return CAIRO_STATUS_WRITE_ERROR;
        try {
            self->m_file.write({reinterpret_cast<const char*>(data), length});
            return CAIRO_STATUS_SUCCESS;
        } catch (const std::exception& e) {
            self->m_error = e.what();
            return CAIRO_STATUS_WRITE_ERROR;
        }
    }

private:
    engine::AtomicFileWriter& m_file;
    std::string m_error;
};

}  // namespace exporters
