#pragma once
// Each subcommand takes its own arguments (after the subcommand name) and returns the exit code:
// 0 success, 1 the file has errors (validation), 2 usage or I/O error.
#include <string>
#include <vector>

namespace cli {

using Args = std::vector<std::string>;

inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitUsage = 2;

int runNew(const Args& args);
int runNewScenario(const Args& args);
int runInfo(const Args& args);
int runFormat(const Args& args);
int runHex(const Args& args);
int runDump(const Args& args);
int runApply(const Args& args);
int runValidate(const Args& args);
int runStack(const Args& args);
int runLos(const Args& args);
int runFidelity(const Args& args);
int runImportVector(const Args& args);
int runUnderlay(const Args& args);
int runReach(const Args& args);
int runReachability(const Args& args);
int runImportDem(const Args& args);
int runMakeTerrain(const Args& args);
int runImportOob(const Args& args);
int runExportOob(const Args& args);
int runExport(const Args& args);

}  // namespace cli
