#pragma once
// The one error a reader throws: which file, which line (0 when unknown) and what is wrong.
// what() reads "FILE:LINE: message" (or "FILE: message" without a line).
#include <stdexcept>
#include <string>

namespace engine {

struct LoadError : std::runtime_error {
    LoadError(std::string file, int line, std::string message)
        : std::runtime_error(format(file, line, message)),
          file(std::move(file)),
          line(line),
          message(std::move(message)) {}

    std::string file;
    int line = 0;
    std::string message;

private:
    static std::string format(const std::string& file, int line, const std::string& message) {
        return line > 0 ? file + ":" + std::to_string(line) + ": " + message : file + ": " + message;
    }
};

}  // namespace engine
