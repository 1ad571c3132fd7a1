// BackgroundJob on its own (no wx): the work's ProgressFn records progress and turns false once
// cancel() is asked for; a throw is kept as failure() instead of ending the program.
#include "editor/jobs/background_job.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

using editor::BackgroundJob;

TEST_CASE("background job: progress never runs backwards, cancel reaches the work, throws are kept", "[studio][job]") {
    SECTION("progress and cancel") {
        std::atomic<bool> reported{false};
        std::atomic<int> callsAfterCancel{0};
        BackgroundJob job([&](const importers::ProgressFn& progress) {
            CHECK(progress(0.6, "sampling"));
            CHECK(progress(0.4, ""));  // a slower worker thread reporting late
            reported = true;
            while (progress(0.7, "sampling")) std::this_thread::sleep_for(std::chrono::milliseconds(1));
            ++callsAfterCancel;
        });
        while (!reported) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        CHECK(job.progress().fraction >= 0.6);
        CHECK(job.progress().message == "sampling");
        CHECK_FALSE(job.cancelRequested());
        job.cancel();
        job.wait();
        CHECK(job.finished());
        CHECK(callsAfterCancel == 1);
        CHECK(job.failure().empty());
    }
    SECTION("a throw is a failure, not a crash") {
        BackgroundJob job([](const importers::ProgressFn&) { throw std::runtime_error("field.tif: truncated"); });
        job.wait();
        CHECK(job.finished());
        CHECK(job.failure() == "field.tif: truncated");
    }
}
