#pragma once
// Moves a scenario record to another index of its vector (the order the tree and the file show),
// as a drag within the order-of-battle tree does; nothing else about it changes.
#include "engine/commands/command.hpp"
#include "engine/commands/record_traits.hpp"

#include <string>

namespace engine {

template <class Traits>
class MoveRecordCommand final : public Command {
public:
    using Record = typename Traits::Record;

    // `record` is the one at `from` when the command applies (its id is checked, its fields name
    // what the change touches).
    MoveRecordCommand(std::size_t from, std::size_t to, Record record)
        : m_from(from),
          m_to(to),
          m_record(std::move(record)) {}

    [[nodiscard]] std::string label() const override { return std::string("Move ") + Traits::kNoun; }
    void apply(Document& doc) override { move(doc, m_from, m_to); }
    void revert(Document& doc) override { move(doc, m_to, m_from); }
    [[nodiscard]] ChangeSet changes() const override {
        ChangeSet c;
        Traits::touch(c, m_record);
        return c.normalize();
    }

private:
    void move(Document& doc, std::size_t from, std::size_t to) {
        auto& v = Traits::records(scenarioOf(doc));
        requireInSync(from < v.size() && to < v.size() && v[from].id == m_record.id, label().c_str());
        Record r = std::move(v[from]);
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(from));
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(to), std::move(r));
    }

    std::size_t m_from;
    std::size_t m_to;
    Record m_record;
};

#define RIDGELINE_EXTERN_MOVE(T) extern template class MoveRecordCommand<T>;
RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_EXTERN_MOVE)
#undef RIDGELINE_EXTERN_MOVE

}  // namespace engine
