#pragma once
// Sets a group of document-wide fields (scenario settings, map settings) from before to after.
// `Settings` is a value type with:
//   static Settings of(const Document&);  void applyTo(Document&) const;
//   static void touch(ChangeSet&);        bool operator==(const Settings&) const;
// Consecutive edits with the same non-empty merge key (typing in one field, one spin control)
// merge into one undo step.
#include "engine/commands/command.hpp"

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>

namespace engine {

template <class Settings>
class SetSettingsCommand final : public Command {
public:
    SetSettingsCommand(std::string label, Settings before, Settings after, std::string mergeKey = {})
        : m_label(std::move(label)),
          m_before(std::move(before)),
          m_after(std::move(after)),
          m_mergeKey(std::move(mergeKey)) {
        // Settings that can say what is wrong with them are refused here, before any change.
        if constexpr (requires(const Settings& s) { s.problem(); }) {
            if (const std::string problem = m_after.problem(); !problem.empty())
                throw std::invalid_argument(m_label + ": " + problem);
        }
    }

    [[nodiscard]] std::string label() const override { return m_label; }
    void apply(Document& doc) override { m_after.applyTo(doc); }
    void revert(Document& doc) override { m_before.applyTo(doc); }
    [[nodiscard]] ChangeSet changes() const override {
        ChangeSet c;
        Settings::touch(c);
        return c;
    }
    bool mergeWith(const Command& next) override {
        const auto* other = dynamic_cast<const SetSettingsCommand*>(&next);
        if (!other || m_mergeKey.empty() || other->m_mergeKey != m_mergeKey || !(other->m_before == m_after))
            return false;
        m_after = other->m_after;
        return true;
    }

private:
    std::string m_label;
    Settings m_before;
    Settings m_after;
    std::string m_mergeKey;
};

// `edit` changes a copy of the current settings; nullptr when it changes nothing.
template <class Settings>
std::unique_ptr<SetSettingsCommand<Settings>> editSettings(const Document& doc, std::string label,
                                                           const std::function<void(Settings&)>& edit,
                                                           std::string mergeKey = {}) {
    Settings before = Settings::of(doc);
    Settings after = before;
    edit(after);
    if (after == before) return nullptr;
    return std::make_unique<SetSettingsCommand<Settings>>(std::move(label), std::move(before), std::move(after),
                                                          std::move(mergeKey));
}

}  // namespace engine
