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
    AtomicFileWriter file(path);
    file.write(content);
    file.commit();
}

AtomicFileWriter::AtomicFileWriter(std::filesystem::path target, Mode mode)
    : m_target(std::move(target)) {
    namespace fs = std::filesystem;
    if (m_target.empty()) throw std::runtime_error("cannot save: empty file name");
    std::error_code ec;
    if (fs::is_directory(m_target, ec))
        throw std::runtime_error("cannot save " + m_target.string() + ": it is a directory");
    const fs::path dir = m_target.has_parent_path() ? m_target.parent_path() : fs::path(".");
    std::random_device random;
    for (int attempt = 0;; ++attempt) {
        m_temp = dir / ("." + m_target.filename().string() + ".tmp" + std::to_string(random() % 1000000));
        m_fd = ::open(m_temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (m_fd >= 0 || errno != EEXIST || attempt == 8) break;
    }
    if (m_fd < 0)
        throw std::runtime_error("cannot save " + m_target.string() + ": cannot create " + m_temp.string() + ": " +
                                 systemError());
    // Keep the permissions of the file we replace.
    struct stat old {};
    if (::stat(m_target.c_str(), &old) == 0) (void)::fchmod(m_fd, old.st_mode & 07777);
    if (mode == Mode::Reserved) {
        ::close(m_fd);
        m_fd = -1;
        ::unlink(m_temp.c_str());
    }
}

AtomicFileWriter::~AtomicFileWriter() {
    if (m_committed) return;
    if (m_fd >= 0) ::close(m_fd);
    ::unlink(m_temp.c_str());
}

void AtomicFileWriter::write(std::string_view bytes) {
    if (m_fd < 0 || m_committed) throw std::logic_error("AtomicFileWriter::write on a file not open for writing");
    if (!writeAll(m_fd, bytes))
        throw std::runtime_error("cannot save " + m_target.string() + ": write failed: " + systemError() +
                                 " (the old file is unchanged)");
}

void AtomicFileWriter::commit() {
    if (m_committed) return;
    std::string failure;
    // A library that wrote by path left no descriptor of ours: open its file to fsync it.
    const int fd = m_fd >= 0 ? m_fd : ::open(m_temp.c_str(), O_RDONLY | O_CLOEXEC);
    m_fd = -1;
    if (fd < 0) {
        failure = "nothing was written to " + m_temp.string() + ": " + systemError();
    } else {
        if (::fsync(fd) != 0) failure = "fsync failed: " + systemError();
        if (::close(fd) != 0 && failure.empty()) failure = "close failed: " + systemError();
    }
    if (failure.empty() && ::rename(m_temp.c_str(), m_target.c_str()) != 0) failure = "rename failed: " + systemError();
    if (!failure.empty()) {
        ::unlink(m_temp.c_str());
        m_committed = true;  // nothing left to clean up
        throw std::runtime_error("cannot save " + m_target.string() + ": " + failure + " (the old file is unchanged)");
    }
    m_committed = true;
    // Make the rename itself durable.
    const std::filesystem::path dir = m_target.has_parent_path() ? m_target.parent_path() : ".";
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
