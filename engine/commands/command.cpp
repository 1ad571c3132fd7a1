#include "engine/commands/command.hpp"

#include <stdexcept>
#include <string>

namespace engine {

Command::~Command() = default;

Scenario& scenarioOf(Document& doc) {
    if (!doc.scenario) throw std::logic_error("scenario command on a document without a scenario");
    return *doc.scenario;
}

const Scenario& scenarioOf(const Document& doc) {
    if (!doc.scenario) throw std::logic_error("scenario command on a document without a scenario");
    return *doc.scenario;
}

void requireInSync(bool ok, const char* what) {
    if (!ok) throw std::logic_error(std::string("undo history out of sync with the document: ") + what);
}

}  // namespace engine
