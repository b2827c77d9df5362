// The pieces of a variant puzzle as extended lines and JSON objects give them, and the one function that makes the
// puzzle from them (variant_draft.cpp).
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "../record_builder.hpp"

namespace sudoku::detail {

// The pieces of a variant puzzle, each with where it was found.
struct VariantDraft {
  std::int64_t line = 0;
  std::optional<FieldText> givens, box, regions, cages, sums, variant, solution, name, count;
  const nlohmann::json* cage_list = nullptr;  // JSON lists its cages instead of labelling cells
  std::int64_t cage_list_column = 1;
  std::optional<std::uint64_t> count_value;
};

// The piece a key names (givens, box, regions, cages, sums, variant, solution, name, count); nullptr for no key.
std::optional<FieldText>* slot_of(VariantDraft& draft, std::string_view key);

// Makes the puzzle from the pieces (or the error of the first piece that is wrong).
void build_variant_puzzle(const VariantDraft& draft, RecordBuilder& builder, PuzzleRecord& record);

// Text from the input shown in a message, cut short when long.
std::string shown(std::string_view text);

}  // namespace sudoku::detail
