#pragma once
// Removes a scenario record; revert puts it back at its original index, so the file (and any
// order the designer chose) comes back unchanged. References to the record (placements, schedule
// rows) are left alone: the validator reports them, and an editor action that removes them too
// groups the commands in a Transaction.
#include "engine/commands/command.hpp"
#include "engine/commands/record_traits.hpp"

#include <memory>
#include <string>
#include <string_view>

namespace engine {

template <class Traits>
class RemoveRecordCommand final : public Command {
public:
    using Record = typename Traits::Record;

    RemoveRecordCommand(std::size_t index, Record record)
        : m_index(index),
          m_record(std::move(record)) {}
    // nullptr when there is no record with `id`.
    static std::unique_ptr<RemoveRecordCommand> make(const Document& doc, std::string_view id) {
        const std::ptrdiff_t i = findRecord<Traits>(scenarioOf(doc), id);
        if (i < 0) return nullptr;
        const auto index = static_cast<std::size_t>(i);
        return std::make_unique<RemoveRecordCommand>(index, Traits::records(scenarioOf(doc))[index]);
    }

    [[nodiscard]] std::string label() const override { return std::string("Remove ") + Traits::kNoun; }
    void apply(Document& doc) override {
        auto& v = Traits::records(scenarioOf(doc));
        requireInSync(m_index < v.size() && v[m_index].id == m_record.id, label().c_str());
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(m_index));
    }
    void revert(Document& doc) override {
        auto& v = Traits::records(scenarioOf(doc));
        requireInSync(m_index <= v.size(), label().c_str());
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(m_index), m_record);
    }
    [[nodiscard]] ChangeSet changes() const override {
        ChangeSet c;
        Traits::touch(c, m_record);
        return c.normalize();
    }
    [[nodiscard]] const Record& record() const { return m_record; }

private:
    std::size_t m_index;
    Record m_record;
};

#define RIDGELINE_EXTERN_REMOVE(T) extern template class RemoveRecordCommand<T>;
RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_EXTERN_REMOVE)
#undef RIDGELINE_EXTERN_REMOVE

}  // namespace engine
