// The values an option can take, as enums, each with the table of its names: the command line is parsed into these
// once, and nothing after parsing looks at an option's text again.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "sudoku/formats.hpp"

namespace dlx {

// How a batch command writes its records (each command allows some of them; see RecordWriter).
enum class OutputFormat : std::uint8_t {
  line,    // solve: the solution on one line; count: the puzzle and its count
  grid,    // solve: the solution as a block with box borders
  csv,     // one row per record, after a header
  ndjson,  // one JSON object per record
  dlx,     // encode (and solve --format dlx): the puzzle as an exact-cover problem
  text,    // validate: "FILE:LINE: verdict: detail"
};

// --variant: rules added to every puzzle.
enum class Variant : std::uint8_t { x, windoku, x_windoku };

template <class Value>
struct Named {
  std::string_view name;
  Value value;
  bool listed = true;  // false: an accepted alias that messages and help do not list
};

// The value of that name in `table`, if there is one.
template <class Value>
std::optional<Value> value_named(std::span<const Named<Value>> table, std::string_view name) {
  for (const Named<Value>& entry : table) {
    if (entry.name == name) return entry.value;
  }
  return std::nullopt;
}

// The (first) name of `value` in `table`.
template <class Value>
std::string_view name_of(std::span<const Named<Value>> table, Value value) {
  for (const Named<Value>& entry : table) {
    if (entry.value == value) return entry.name;
  }
  return {};
}

// The listed names of `table`'s entries whose value is in `allowed` (every entry when `allowed` is empty), joined:
// "line|csv|ndjson" with separator "|", "line, csv or ndjson" with separator ", " and last " or ".
template <class Value>
std::string names_of(std::span<const Named<Value>> table, std::type_identity_t<std::span<const Value>> allowed,
                     std::string_view separator,
                     std::string_view last) {
  std::string joined;
  std::size_t left = 0;
  auto wanted = [&](const Named<Value>& entry) {
    if (!entry.listed) return false;
    if (allowed.empty()) return true;
    for (Value value : allowed) {
      if (value == entry.value) return true;
    }
    return false;
  };
  for (const Named<Value>& entry : table) left += wanted(entry);
  for (const Named<Value>& entry : table) {
    if (!wanted(entry)) continue;
    --left;
    joined += entry.name;
    if (left > 1) joined += separator;
    if (left == 1) joined += last;
  }
  return joined;
}

std::span<const Named<OutputFormat>> output_format_names();
std::span<const Named<sudoku::InputFormat>> input_format_names();
std::span<const Named<sudoku::SymbolSet>> symbol_set_names();
std::span<const Named<Variant>> variant_names();

}  // namespace dlx
