#include "engine/io/atomic_file.hpp"
#include "engine/io/load_error.hpp"
#include "io_test_support.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

using namespace engine;
namespace fs = std::filesystem;

TEST_CASE("LoadError formats FILE:LINE: message", "[io]") {
    CHECK(std::string(LoadError("a.rlmap", 12, "bad").what()) == "a.rlmap:12: bad");
    CHECK(std::string(LoadError("a.rlmap", 0, "bad").what()) == "a.rlmap: bad");
}

TEST_CASE("atomic writes replace the file and leave no temporary behind", "[io]") {
    iotest::TempDir dir;
    const fs::path path = dir / "x.rlmap";
    writeFileAtomically(path, "first");
    CHECK(readTextFile(path) == "first");
    writeFileAtomically(path, std::string(100000, 'y'));
    CHECK(readTextFile(path) == std::string(100000, 'y'));
    writeFileAtomically(path, "");
    CHECK(readTextFile(path).empty());
    int entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path())) ++entries;
    CHECK(entries == 1);
}

TEST_CASE("a failed atomic write says why and keeps the old file", "[io]") {
    iotest::TempDir dir;
    const fs::path path = dir / "keep.rlscn";
    writeFileAtomically(path, "old");
    SECTION("the directory does not exist") {
        try {
            writeFileAtomically(dir / "no-such-dir" / "x.rlscn", "new");
            FAIL("no error");
        } catch (const std::runtime_error& e) {
            CHECK(std::string(e.what()).find("no-such-dir") != std::string::npos);
        }
    }
    SECTION("the target is a directory") {
        fs::create_directory(dir / "sub");
        CHECK_THROWS_AS(writeFileAtomically(dir / "sub", "new"), std::runtime_error);
        CHECK(fs::is_directory(dir / "sub"));
    }
    CHECK(readTextFile(path) == "old");
}

TEST_CASE("readTextFile errors name the path", "[io]") {
    iotest::TempDir dir;
    try {
        (void)readTextFile(dir / "absent.rlmap");
        FAIL("no error");
    } catch (const std::runtime_error& e) {
        CHECK(std::string(e.what()).find("absent.rlmap") != std::string::npos);
    }
    CHECK_THROWS_AS(readTextFile(dir.path()), std::runtime_error);
}

TEST_CASE("a streamed atomic file appears only on commit", "[io]") {
    iotest::TempDir dir;
    const fs::path path = dir / "map.pdf";
    writeFileAtomically(path, "old");
    {
        AtomicFileWriter file(path);
        file.write("new ");
        file.write("content");
        CHECK(readTextFile(path) == "old");
        for (const auto& entry : fs::directory_iterator(dir.path()))  // a temporary, if named yet, is hidden
            CHECK((entry.path() == path || entry.path().filename().string().starts_with(".map.pdf.tmp-")));
        file.commit();
    }
    CHECK(readTextFile(path) == "new content");
    int entries = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir.path())) ++entries;
    CHECK(entries == 1);
}

TEST_CASE("a streamed atomic file left without commit leaves the target and no temporary", "[io]") {
    iotest::TempDir dir;
    const fs::path path = dir / "map.svg";
    writeFileAtomically(path, "old");
    fs::path temp;
    {
        AtomicFileWriter file(path);
        temp = file.temporaryPath();
        file.write("half of a");
    }
    CHECK(!fs::exists(temp));
    CHECK(readTextFile(path) == "old");
}

TEST_CASE("a reserved atomic file is written by path and committed", "[io]") {
    iotest::TempDir dir;
    const fs::path path = dir / "layers.gpkg";
    AtomicFileWriter file(path, AtomicFileWriter::Mode::Reserved);
    CHECK(!fs::exists(file.temporaryPath()));
    SECTION("written by another writer") {
        writeFileAtomically(file.temporaryPath(), "by path");
        file.commit();
        CHECK(readTextFile(path) == "by path");
    }
    SECTION("nothing written: commit fails and names the target") {
        try {
            file.commit();
            FAIL("no error");
        } catch (const std::runtime_error& e) {
            CHECK(std::string(e.what()).find("layers.gpkg") != std::string::npos);
        }
        CHECK(!fs::exists(path));
    }
}

TEST_CASE("a streamed atomic file into a missing directory fails at once", "[io]") {
    iotest::TempDir dir;
    CHECK_THROWS_AS(AtomicFileWriter(dir / "absent" / "x.png"), std::runtime_error);
}

TEST_CASE("a save removes temporaries a killed writer left, and only those", "[io]") {
    iotest::TempDir dir;
    const fs::path path = dir / "x.rlmap";
    const pid_t gone = ::fork();
    if (gone == 0) ::_exit(0);
    int status = 0;
    ::waitpid(gone, &status, 0);
    const fs::path stale = dir / (".x.rlmap.tmp-" + std::to_string(gone) + "-42");
    const fs::path live = dir / (".x.rlmap.tmp-" + std::to_string(::getpid()) + "-43");
    const fs::path other = dir / (".y.rlmap.tmp-" + std::to_string(gone) + "-44");
    for (const fs::path& p : {stale, live, other}) iotest::writeText(p, "partial");
    writeFileAtomically(path, "new");
    CHECK(readTextFile(path) == "new");
    CHECK_FALSE(fs::exists(stale));
    CHECK(fs::exists(live));   // its writer may still be writing
    CHECK(fs::exists(other));  // another file's
}
