#include "engine/io/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <random>
#include <stdexcept>

namespace engine {

namespace {

std::string systemError() { return std::strerror(errno); }

// Writes all of `content` to fd, retrying on short writes and EINTR.
bool writeAll(int fd, std::string_view content) {
    const char* data = content.data();
    std::size_t left = content.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, left);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        data += n;
        left -= static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace

void writeFileAtomically(const std::filesystem::path& path, std::string_view content) {
    namespace fs = std::filesystem;
    if (path.empty()) throw std::runtime_error("cannot save: empty file name");
    std::error_code ec;
    if (fs::is_directory(path, ec)) throw std::runtime_error("cannot save " + path.string() + ": it is a directory");

    const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
    std::random_device random;
    const fs::path temp = dir / ("." + path.filename().string() + ".tmp" + std::to_string(random() % 1000000));

    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        throw std::runtime_error("cannot save " + path.string() + ": cannot create " + temp.string() + ": " +
                                 systemError());

    // Keep the permissions of the file we replace.
    struct stat old {};
    if (::stat(path.c_str(), &old) == 0) (void)::fchmod(fd, old.st_mode & 07777);

    std::string failure;
    if (!writeAll(fd, content)) {
        failure = "write failed: " + systemError();
    } else if (::fsync(fd) != 0) {
        failure = "fsync failed: " + systemError();
    }
    if (::close(fd) != 0 && failure.empty()) failure = "close failed: " + systemError();
    if (failure.empty() && ::rename(temp.c_str(), path.c_str()) != 0) failure = "rename failed: " + systemError();
    if (!failure.empty()) {
        ::unlink(temp.c_str());
        throw std::runtime_error("cannot save " + path.string() + ": " + failure + " (the old file is unchanged)");
    }
    // Make the rename itself durable.
    const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        (void)::fsync(dirFd);
        ::close(dirFd);
    }
}

std::string readTextFile(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) throw std::runtime_error("cannot read " + path.string() + ": no such file");
    if (std::filesystem::is_directory(path, ec))
        throw std::runtime_error("cannot read " + path.string() + ": it is a directory");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string() + ": " + systemError());
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) throw std::runtime_error("cannot read " + path.string() + ": read error");
    return text;
}

}  // namespace engine
