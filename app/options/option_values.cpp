#include "options/option_values.hpp"

namespace dlx {

std::span<const Named<OutputFormat>> output_format_names() {
  static constexpr Named<OutputFormat> kNames[] = {
      {"text", OutputFormat::text}, {"line", OutputFormat::line},     {"grid", OutputFormat::grid},
      {"csv", OutputFormat::csv},   {"ndjson", OutputFormat::ndjson}, {"dlx", OutputFormat::dlx}};
  return kNames;
}

std::span<const Named<sudoku::InputFormat>> input_format_names() {
  static constexpr Named<sudoku::InputFormat> kNames[] = {
      {"auto", sudoku::InputFormat::automatic}, {"line", sudoku::InputFormat::line},
      {"block", sudoku::InputFormat::block},    {"csv", sudoku::InputFormat::csv},
      {"json", sudoku::InputFormat::json}};
  return kNames;
}

std::span<const Named<sudoku::SymbolSet>> symbol_set_names() {
  static constexpr Named<sudoku::SymbolSet> kNames[] = {
      {"auto", sudoku::SymbolSet::automatic}, {"digits", sudoku::SymbolSet::digits}, {"hex", sudoku::SymbolSet::hex},
      {"letters", sudoku::SymbolSet::letters}, {"numbers", sudoku::SymbolSet::numbers}};
  return kNames;
}

std::span<const Named<Variant>> variant_names() {
  static constexpr Named<Variant> kNames[] = {
      {"x", Variant::x}, {"windoku", Variant::windoku}, {"x+windoku", Variant::x_windoku},
      {"windoku+x", Variant::x_windoku, false}};
  return kNames;
}

}  // namespace dlx
