#include "engine/io/atomic_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <random>
#include <stdexcept>

namespace engine {

namespace fs = std::filesystem;

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

fs::path directoryOf(const fs::path& path) { return path.has_parent_path() ? path.parent_path() : fs::path("."); }

// Flushes the directory entry changes (a new link, a rename) in `dir` to the disk.
void syncDirectory(const fs::path& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    (void)::fsync(fd);
    ::close(fd);
}

// ".NAME.tmp-PID-RANDOM": hidden, and the writing process is known, so a temporary left by a
// process that was killed between naming and renaming can be recognised and removed.
std::string tempPrefix(const fs::path& path) { return "." + path.filename().string() + ".tmp-"; }

fs::path tempName(const fs::path& dir, const fs::path& path) {
    std::random_device random;
    return dir / (tempPrefix(path) + std::to_string(::getpid()) + "-" + std::to_string(random() % 1000000));
}

// Removes temporaries of `path` whose writer no longer runs.
void removeStaleTemporaries(const fs::path& dir, const fs::path& path) {
    const std::string prefix = tempPrefix(path);
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (!name.starts_with(prefix)) continue;
        const std::string rest = name.substr(prefix.size());
        const auto dash = rest.find('-');
        if (dash == std::string::npos || dash == 0) continue;
        pid_t pid = 0;
        try {
            pid = static_cast<pid_t>(std::stol(rest.substr(0, dash)));
        } catch (const std::exception&) {
            continue;
        }
        if (pid > 0 && ::kill(pid, 0) != 0 && errno == ESRCH) {
            std::error_code ignored;
            fs::remove(it->path(), ignored);
        }
    }
}

// An unnamed file in `dir` (O_TMPFILE): a process killed while writing it leaves nothing behind.
// -1 when the file system cannot make one.
// It is named later through /proc/self/fd, so without /proc there is none either.
int openUnnamed(const fs::path& dir) {
#ifdef O_TMPFILE
    if (::access("/proc/self/fd", X_OK) != 0) return -1;
    return ::open(dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644);
#else
    (void)dir;
    errno = EOPNOTSUPP;
    return -1;
#endif
}

}  // namespace

void writeFileAtomically(const fs::path& path, std::string_view content) {
    AtomicFileWriter file(path);
    file.write(content);
    file.commit();
}

AtomicFileWriter::AtomicFileWriter(fs::path target, Mode mode)
    : m_target(std::move(target)) {
    if (m_target.empty()) throw std::runtime_error("cannot save: empty file name");
    std::error_code ec;
    if (fs::is_directory(m_target, ec))
        throw std::runtime_error("cannot save " + m_target.string() + ": it is a directory");
    const fs::path dir = directoryOf(m_target);
    if (!fs::is_directory(dir, ec))
        throw std::runtime_error("cannot save " + m_target.string() + ": the folder " + dir.string() +
                                 " does not exist");
    removeStaleTemporaries(dir, m_target);
    m_temp = tempName(dir, m_target);
    if (mode == Mode::Open) {
        m_fd = openUnnamed(dir);
        m_unnamed = m_fd >= 0;
    }
    for (int attempt = 0; m_fd < 0; ++attempt) {
        m_fd = ::open(m_temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (m_fd >= 0 || errno != EEXIST || attempt == 8) break;
        m_temp = tempName(dir, m_target);
    }
    if (m_fd < 0)
        throw std::runtime_error("cannot save " + m_target.string() + ": cannot create a file in " + dir.string() +
                                 ": " + systemError());
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
    if (!m_unnamed) ::unlink(m_temp.c_str());
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
        if (::fsync(fd) != 0) {
            failure = "fsync failed: " + systemError();
        } else if (m_unnamed) {
            // Only a complete, synced file ever gets a name.
            const std::string self = "/proc/self/fd/" + std::to_string(fd);
            if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, m_temp.c_str(), AT_SYMLINK_FOLLOW) != 0)
                failure = "cannot name the new file: " + systemError();
        }
        if (::close(fd) != 0 && failure.empty()) failure = "close failed: " + systemError();
    }
    const fs::path dir = directoryOf(m_target);
    if (failure.empty()) {
        syncDirectory(dir);  // the complete temporary is on disk before it replaces anything
        if (::rename(m_temp.c_str(), m_target.c_str()) != 0) failure = "rename failed: " + systemError();
    }
    m_committed = true;  // from here on nothing is left to clean up but a failed temporary
    if (!failure.empty()) {
        ::unlink(m_temp.c_str());
        throw std::runtime_error("cannot save " + m_target.string() + ": " + failure + " (the old file is unchanged)");
    }
    syncDirectory(dir);  // the rename itself is durable
}

std::string readTextFile(const fs::path& path) {
    std::error_code ec;
    if (!fs::exists(path, ec)) throw std::runtime_error("cannot read " + path.string() + ": no such file");
    if (fs::is_directory(path, ec)) throw std::runtime_error("cannot read " + path.string() + ": it is a directory");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string() + ": " + systemError());
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) throw std::runtime_error("cannot read " + path.string() + ": read error");
    return text;
}

}  // namespace engine
