#pragma once
// Whole-file text I/O. Saving is atomic: the text goes to an unnamed file in the target's
// directory (O_TMPFILE where the file system has it), is fsync'ed, gets a hidden temporary name,
// the directory is fsync'ed, the temporary is renamed over the target and the directory fsync'ed
// again. A crash, a kill or a full disk leaves either the old file or the complete new one, and no
// temporary under the target's name (one left by a process killed between naming and renaming is
// removed by the next save of the same target).
#include <filesystem>
#include <string>
#include <string_view>

namespace engine {

// Throws std::runtime_error naming the path and the reason; the old file stays intact.
void writeFileAtomically(const std::filesystem::path& path, std::string_view content);
// Throws std::runtime_error naming the path and the reason (missing, a directory, unreadable).
[[nodiscard]] std::string readTextFile(const std::filesystem::path& path);

// The same guarantee for output written piece by piece (a PDF streamed page by page) or by a
// library that writes to a path itself (GDAL): everything goes to a temporary file (unnamed until
// commit() where the file system allows, else temporaryPath()), and only commit() puts it in
// place. Destroyed without commit(), the temporary file is removed and the target is untouched. Constructing throws std::runtime_error when the directory is not writable.
class AtomicFileWriter {
public:
    // Open: the temporary file is created and write() appends to it. Reserved: only its name,
    // temporaryPath(), is chosen (nothing exists there), for a library that must create the file
    // itself.
    enum class Mode { Open, Reserved };
    explicit AtomicFileWriter(std::filesystem::path target, Mode mode = Mode::Open);
    ~AtomicFileWriter();
    AtomicFileWriter(const AtomicFileWriter&) = delete;
    AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;

    [[nodiscard]] const std::filesystem::path& target() const { return m_target; }
    [[nodiscard]] const std::filesystem::path& temporaryPath() const { return m_temp; }
    // Throws std::runtime_error (disk full...) naming the target; Open mode only.
    void write(std::string_view bytes);
    // fsyncs the temporary file, renames it over the target and makes the rename durable. Throws
    // std::runtime_error naming the target and the reason; the old file is then unchanged.
    void commit();

private:
    std::filesystem::path m_target;
    std::filesystem::path m_temp;
    int m_fd = -1;
    bool m_unnamed = false;  // m_fd is an O_TMPFILE file, named m_temp only on commit()
    bool m_committed = false;
};

}  // namespace engine
