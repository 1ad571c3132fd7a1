#pragma once
// Adds a scenario record (unit, leader, formation, side, schedule row, victory hex, entry area,
// victory condition) at an index, by default at the end. See record_traits.hpp.
#include "engine/commands/command.hpp"
#include "engine/commands/record_traits.hpp"

#include <algorithm>
#include <limits>
#include <string>

namespace engine {

template <class Traits>
class AddRecordCommand final : public Command {
public:
    using Record = typename Traits::Record;
    static constexpr std::size_t kAtEnd = std::numeric_limits<std::size_t>::max();

    explicit AddRecordCommand(Record record, std::size_t index = kAtEnd)
        : m_record(std::move(record)),
          m_index(index) {
        requireRecordFits<Traits>(m_record);
    }

    [[nodiscard]] std::string label() const override { return std::string("Add ") + Traits::kNoun; }
    void apply(Document& doc) override {
        auto& v = Traits::records(scenarioOf(doc));
        m_at = std::min(m_index, v.size());
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(m_at), m_record);
    }
    void revert(Document& doc) override {
        auto& v = Traits::records(scenarioOf(doc));
        requireInSync(m_at < v.size() && v[m_at].id == m_record.id, label().c_str());
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(m_at));
    }
    [[nodiscard]] ChangeSet changes() const override {
        ChangeSet c;
        Traits::touch(c, m_record);
        return c.normalize();
    }
    [[nodiscard]] const Record& record() const { return m_record; }

private:
    Record m_record;
    std::size_t m_index;   // as asked (may be kAtEnd)
    std::size_t m_at = 0;  // where apply() put it
};

#define RIDGELINE_EXTERN_ADD(T) extern template class AddRecordCommand<T>;
RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_EXTERN_ADD)
#undef RIDGELINE_EXTERN_ADD

}  // namespace engine
