#include "exporters/png_encoding.hpp"

#include <png.h>
#include <zlib.h>

#include <bit>
#include <csetjmp>
#include <stdexcept>

namespace exporters {
namespace {

struct Picture {
    const std::uint8_t* pixels;
    int width;
    int height;
    std::ptrdiff_t stride;
    PixelOrder order;
};

void append(png_structp png, png_bytep data, png_size_t length) {
    static_cast<std::string*>(png_get_io_ptr(png))->append(reinterpret_cast<const char*>(data), length);
}

void noFlush(png_structp) {}

void writePicture(png_structp png, png_infop info, const Picture& p) {
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, Z_BEST_SPEED);
    const bool rgba = p.order == PixelOrder::Rgba;
    png_set_IHDR(png, info, static_cast<png_uint_32>(p.width), static_cast<png_uint_32>(p.height), 8,
                 rgba ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    if (!rgba) {
        // In memory B, G, R, X (little-endian) or X, R, G, B (big-endian): libpng drops the X and,
        // where the bytes run backwards, swaps them to R, G, B.
        const bool little = std::endian::native == std::endian::little;
        png_set_filler(png, 0, little ? PNG_FILLER_AFTER : PNG_FILLER_BEFORE);
        if (little) png_set_bgr(png);
    }
    for (int y = 0; y < p.height; ++y)
        png_write_row(png, const_cast<png_bytep>(p.pixels + static_cast<std::ptrdiff_t>(y) * p.stride));
    png_write_end(png, nullptr);
}

// libpng reports failure by longjmp: it lands here, in a frame holding nothing to clean up.
bool writeGuarded(png_structp png, png_infop info, const Picture& p) {
    if (setjmp(png_jmpbuf(png))) return false;
    writePicture(png, info, p);
    return true;
}

}  // namespace

std::string encodePng(const std::uint8_t* pixels, int width, int height, std::ptrdiff_t stride, PixelOrder order) {
    std::string out;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    png_infop info = png ? png_create_info_struct(png) : nullptr;
    bool written = false;
    if (info) {
        png_set_write_fn(png, &out, append, noFlush);
        written = writeGuarded(png, info, {pixels, width, height, stride, order});
    }
    png_destroy_write_struct(&png, info ? &info : nullptr);
    if (!written)
        throw std::runtime_error("libpng could not encode a " + std::to_string(width) + " x " + std::to_string(height) +
                                 " PNG (out of memory?)");
    return out;
}

}  // namespace exporters
