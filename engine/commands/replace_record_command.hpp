#pragma once
// Replaces a scenario record in place (an edit in the property panel). Consecutive replaces of
// the same record with the same non-empty merge key (one spin control, one text field) merge
// into one undo step, as Tiled's merge ids do.
#include "engine/commands/command.hpp"
#include "engine/commands/record_traits.hpp"

#include <memory>
#include <string>
#include <string_view>

namespace engine {

template <class Traits>
class ReplaceRecordCommand final : public Command {
public:
    using Record = typename Traits::Record;

    ReplaceRecordCommand(std::size_t index, Record before, Record after, std::string label = {},
                         std::string mergeKey = {})
        : m_index(index),
          m_before(std::move(before)),
          m_after(std::move(after)),
          m_label(label.empty() ? std::string("Edit ") + Traits::kNoun : std::move(label)),
          m_mergeKey(std::move(mergeKey)) {
        requireRecordFits<Traits>(m_after);
    }
    // Replaces the record with `id` by `after` (which may carry a new id); nullptr when there is
    // no such record or `after` equals it.
    static std::unique_ptr<ReplaceRecordCommand> make(const Document& doc, std::string_view id, Record after,
                                                      std::string label = {}, std::string mergeKey = {}) {
        const std::ptrdiff_t i = findRecord<Traits>(scenarioOf(doc), id);
        if (i < 0) return nullptr;
        const auto index = static_cast<std::size_t>(i);
        const Record& before = Traits::records(scenarioOf(doc))[index];
        if (before == after) return nullptr;
        return std::make_unique<ReplaceRecordCommand>(index, before, std::move(after), std::move(label),
                                                      std::move(mergeKey));
    }

    [[nodiscard]] std::string label() const override { return m_label; }
    void apply(Document& doc) override { set(doc, m_before, m_after); }
    void revert(Document& doc) override { set(doc, m_after, m_before); }
    [[nodiscard]] ChangeSet changes() const override {
        ChangeSet c;
        Traits::touch(c, m_before);
        Traits::touch(c, m_after);
        return c.normalize();
    }
    bool mergeWith(const Command& next) override {
        const auto* other = dynamic_cast<const ReplaceRecordCommand*>(&next);
        if (!other || m_mergeKey.empty() || other->m_mergeKey != m_mergeKey || other->m_index != m_index ||
            !(other->m_before == m_after))
            return false;
        m_after = other->m_after;
        return true;
    }

private:
    void set(Document& doc, const Record& from, const Record& to) {
        auto& v = Traits::records(scenarioOf(doc));
        requireInSync(m_index < v.size() && v[m_index].id == from.id, m_label.c_str());
        v[m_index] = to;
    }

    std::size_t m_index;
    Record m_before;
    Record m_after;
    std::string m_label;
    std::string m_mergeKey;
};

#define RIDGELINE_EXTERN_REPLACE(T) extern template class ReplaceRecordCommand<T>;
RIDGELINE_FOR_EACH_RECORD_TRAITS(RIDGELINE_EXTERN_REPLACE)
#undef RIDGELINE_EXTERN_REPLACE

}  // namespace engine
