// What extended lines and JSON objects both describe: the pieces of a variant puzzle (givens, box, regions, cages
// and sums, variant, solution, name, count), and one function that makes the puzzle from them. The two readers only
// collect the pieces; the meaning of each key is here.
#include "variant_draft.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>
#include <tuple>
#include <vector>

namespace sudoku::detail {

using nlohmann::json;

std::optional<FieldText>* slot_of(VariantDraft& draft, std::string_view key) {
  if (key == "givens") return &draft.givens;
  if (key == "box") return &draft.box;
  if (key == "regions") return &draft.regions;
  if (key == "cages") return &draft.cages;
  if (key == "sums") return &draft.sums;
  if (key == "variant") return &draft.variant;
  if (key == "solution") return &draft.solution;
  if (key == "name" || key == "id") return &draft.name;  // either names the record
  if (key == "count") return &draft.count;
  return nullptr;
}

std::string shown(std::string_view text) {
  constexpr std::size_t kShown = 24;
  std::size_t end = std::min(text.size(), kShown);
  while (end < text.size() && end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;  // whole characters
  std::string out = "'";
  for (const char c : text.substr(0, end)) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7f) {  // a control character (a JSON key may hold \u0000): never written raw
      static constexpr char kHex[] = "0123456789abcdef";
      out += {'\\', 'x', kHex[byte >> 4], kHex[byte & 15]};
    } else {
      out += c;
    }
  }
  return out + (end < text.size() ? "...'" : "'");
}

namespace {

struct Label {
  std::string_view name;
  std::int64_t column = 0;
};

// One label per cell: single characters (printable, not `,` `;` `=` `#`), or words separated by commas when the
// field has a comma (for more labels than there are characters).
std::optional<ReadError> parse_labels(const FieldText& field, std::int64_t line, std::string_view key,
                                      std::vector<Label>& labels) {
  labels.clear();
  const std::string_view text = field.text;
  if (text.find(',') == std::string_view::npos) {
    for (std::size_t at = 0; at < text.size(); ++at) {
      const char c = text[at];
      if (c <= ' ' || c >= 0x7f || c == '=') {
        return ReadError{line, field.column_at(at),
                         std::string(key) + "=: bad label " + describe_symbol_at(text, at) +
                             " (a label is one printable character, or labels are separated by commas)"};
      }
      labels.push_back(Label{text.substr(at, 1), field.column_at(at)});
    }
    return std::nullopt;
  }
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    const FieldText label = FieldText{text.substr(start, end - start), field.column_at(start), field.exact}.trimmed();
    if (label.text.empty()) return ReadError{line, label.column, std::string(key) + "=: an empty label"};
    labels.push_back(Label{label.text, label.column});
    start = end + 1;
  }
  return std::nullopt;
}

// The size a field of labels gives the grid, checked against the size known so far (0: none yet).
std::optional<ReadError> size_from_labels(const std::vector<Label>& labels, const FieldText& field, std::int64_t line,
                                          std::string_view key, bool any_size, int& n) {
  if (n == 0) {
    n = size_for_cell_count(labels.size(), any_size);
    if (n == 0) {
      return ReadError{line, field.column, std::string(key) + "=: " + describe_cell_count(labels.size(), any_size)};
    }
  } else if (labels.size() != static_cast<std::size_t>(n * n)) {
    return ReadError{line, field.column,
                     std::string(key) + "=: " + std::to_string(labels.size()) + " labels; " + a_grid(n) + " has " +
                         std::to_string(n * n) + " cells"};
  }
  return std::nullopt;
}

// Jigsaw regions: the labels in sorted order are regions 0..N-1 (so A-I are regions 1-9, as people count them).
std::optional<ReadError> regions_from_labels(const std::vector<Label>& labels, const FieldText& field,
                                             std::int64_t line, int n, std::vector<int>& regions) {
  std::vector<std::string_view> names;
  for (const Label& label : labels) {
    if (label.name == ".") return ReadError{line, label.column, "regions=: every cell needs a region, not '.'"};
    names.push_back(label.name);
  }
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  if (names.size() != static_cast<std::size_t>(n)) {
    return ReadError{line, field.column,
                     "regions=: " + std::to_string(names.size()) + " different labels; " + a_grid(n) + " has " +
                         std::to_string(n) + " regions"};
  }
  regions.clear();
  for (const Label& label : labels) {
    regions.push_back(static_cast<int>(std::lower_bound(names.begin(), names.end(), label.name) - names.begin()));
  }
  return std::nullopt;
}

bool parse_int(std::string_view text, int& value) {
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && !text.empty();
}

// Killer cages from cell labels and `sums=A:12,B:9`: the cages in the order of the sums, their cells in cell order.
std::optional<ReadError> cages_from_labels(const std::vector<Label>& labels, const FieldText& sums_field,
                                           std::int64_t line, std::vector<Cage>& cages) {
  struct Sum {
    std::string_view label;
    std::int64_t column;
  };
  std::vector<Sum> sums;
  cages.clear();
  const std::string_view text = sums_field.text;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    const FieldText entry =
        FieldText{text.substr(start, end - start), sums_field.column_at(start), sums_field.exact}.trimmed();
    start = end + 1;
    if (entry.text.empty() && end == text.size() && !sums.empty()) break;  // a trailing comma
    const auto colon = entry.text.find(':');
    if (colon == std::string_view::npos) {
      return ReadError{line, entry.column, "sums=: expected LABEL:SUM, found " + shown(entry.text)};
    }
    const std::string_view label = trim(entry.text.substr(0, colon));
    const std::string_view number = trim(entry.text.substr(colon + 1));
    Cage cage;
    if (label.empty()) return ReadError{line, entry.column, "sums=: a sum without a label"};
    if (!parse_int(number, cage.sum)) {
      return ReadError{line, entry.column_at(colon + 1),
                       "sums=: " + shown(number) + " is not a number (the sum of cage '" + std::string(label) + "')"};
    }
    for (const Sum& earlier : sums) {
      if (earlier.label == label) {
        return ReadError{line, entry.column, "sums=: cage '" + std::string(label) + "' has two sums"};
      }
    }
    sums.push_back(Sum{label, entry.column});
    cages.push_back(std::move(cage));
  }
  for (std::size_t cell = 0; cell < labels.size(); ++cell) {
    const Label& label = labels[cell];
    if (label.name == ".") continue;
    const auto found = std::find_if(sums.begin(), sums.end(), [&](const Sum& sum) { return sum.label == label.name; });
    if (found == sums.end()) {
      return ReadError{line, label.column, "cages=: cage '" + std::string(label.name) + "' has no sum in sums="};
    }
    cages[static_cast<std::size_t>(found - sums.begin())].cells.push_back(static_cast<int>(cell));
  }
  for (std::size_t k = 0; k < sums.size(); ++k) {
    if (cages[k].cells.empty()) {
      return ReadError{line, sums[k].column, "sums=: no cell is in cage '" + std::string(sums[k].label) + "'"};
    }
  }
  return std::nullopt;
}

// "r3c5" (1-based, either case) in an N×N grid.
bool parse_cell_name(std::string_view name, int n, int& cell) {
  if (name.size() < 4 || (name[0] != 'r' && name[0] != 'R')) return false;
  const auto c = name.find_first_of("cC");
  int row = 0;
  int column = 0;
  if (c == std::string_view::npos || !parse_int(name.substr(1, c - 1), row) || !parse_int(name.substr(c + 1), column)) {
    return false;
  }
  if (row < 1 || row > n || column < 1 || column > n) return false;
  cell = (row - 1) * n + column - 1;
  return true;
}

// JSON's cages: [{"sum": 15, "cells": ["r1c1", "r1c2"]}, ...], in the order given.
std::optional<ReadError> cages_from_list(const json& list, std::int64_t line, std::int64_t column, int n,
                                         std::vector<Cage>& cages) {
  cages.clear();
  const std::string grid = std::to_string(n) + "x" + std::to_string(n);
  for (std::size_t k = 0; k < list.size(); ++k) {
    const std::string cage_name = "cages: cage " + std::to_string(k + 1);
    const json& entry = list[k];
    const auto sum = entry.is_object() ? entry.find("sum") : entry.end();
    const auto cells = entry.is_object() ? entry.find("cells") : entry.end();
    if (!entry.is_object() || sum == entry.end() || cells == entry.end() || !sum->is_number_integer() ||
        !cells->is_array()) {
      return ReadError{line, column, cage_name + " is not {\"sum\": SUM, \"cells\": [\"r1c1\", ...]}"};
    }
    const auto value = sum->get<std::int64_t>();
    if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max()) {
      return ReadError{line, column, cage_name + ": no cage sums to " + std::to_string(value)};
    }
    Cage cage;
    cage.sum = static_cast<int>(value);  // Geometry says which sums the cage's size allows
    for (const json& cell : *cells) {
      int index = 0;
      if (!cell.is_string() || !parse_cell_name(cell.get_ref<const std::string&>(), n, index)) {
        return ReadError{
            line, column,
            cage_name + ": " + (cell.is_string() ? shown(cell.get_ref<const std::string&>()) : cell.dump()) +
                " is not a cell of " + grid + " (r1c1 to r" + std::to_string(n) + "c" + std::to_string(n) + ")"};
      }
      cage.cells.push_back(index);
    }
    cages.push_back(std::move(cage));
  }
  return std::nullopt;
}

bool parse_variant(std::string_view text, bool& diagonals, bool& windows) {
  if (equals_ignoring_case(text, "x")) {
    diagonals = true;
  } else if (equals_ignoring_case(text, "windoku")) {
    windows = true;
  } else if (equals_ignoring_case(text, "x+windoku") || equals_ignoring_case(text, "windoku+x")) {
    diagonals = true;
    windows = true;
  } else {
    return false;
  }
  return true;
}

// The size of the grid and the labels of regions= and cages=.
struct DraftSize {
  int n = 0;
  std::optional<std::pair<int, int>> box;  // box=
  std::vector<Label> region_labels;
  std::vector<Label> cage_labels;
};

// The size from the box, the givens (read into `givens`), the regions or the cage labels: the first that is there;
// the others must agree.
std::optional<ReadError> size_grid(const VariantDraft& draft, RecordBuilder& builder, Grid& givens, DraftSize& size) {
  const std::int64_t line = draft.line;
  int& n = size.n;
  if (draft.box) {
    std::pair<int, int> box{0, 0};
    if (!parse_box(draft.box->text, box)) {
      return ReadError{line, draft.box->column,
                       "box=: expected ROWSxCOLUMNS of at most 25 cells, such as 3x3 or 2x3; found " +
                           shown(draft.box->text)};
    }
    size.box = box;
    n = box.first * box.second;
  }
  const bool jigsaw = draft.regions.has_value();
  if (draft.givens) {
    if (auto error = builder.read_grid(*draft.givens, line, n, jigsaw, givens)) return error;
    n = givens.size();
  }
  for (auto [field, key, labels] : {std::tuple(&draft.regions, "regions", &size.region_labels),
                                    std::tuple(&draft.cages, "cages", &size.cage_labels)}) {
    if (!*field) continue;
    auto error = parse_labels(**field, line, key, *labels);
    if (!error) error = size_from_labels(*labels, **field, line, key, jigsaw, n);
    if (error) return error;
  }
  if (n == 0) return ReadError{line, 1, "no givens= (nor regions= or cages=) to tell the size of the grid"};
  if (!draft.givens) givens.reset(n);
  return std::nullopt;
}

// The spec of the geometry, in builder.spec(): regions or boxes, the variant, the cages.
std::optional<ReadError> make_spec(const VariantDraft& draft, RecordBuilder& builder, const DraftSize& size) {
  const std::int64_t line = draft.line;
  const int n = size.n;
  GeometrySpec& spec = builder.spec();
  if (draft.regions) {
    spec.reset(1, n);
    spec.diagonals = builder.options().diagonals;
    spec.windows = builder.options().windows;
    if (auto error = regions_from_labels(size.region_labels, *draft.regions, line, n, spec.regions)) return error;
  } else if (auto error = builder.plain_spec(n, size.box)) {
    return ReadError{line, draft.givens ? draft.givens->column : draft.cages ? draft.cages->column : 1, *error};
  }
  if (draft.variant && !parse_variant(draft.variant->text, spec.diagonals, spec.windows)) {
    return ReadError{line, draft.variant->column,
                     "variant=: expected x, windoku or x+windoku; found " + shown(draft.variant->text)};
  }
  if (draft.cages) return cages_from_labels(size.cage_labels, *draft.sums, line, spec.cages);
  if (draft.cage_list) return cages_from_list(*draft.cage_list, line, draft.cage_list_column, n, spec.cages);
  return std::nullopt;
}

// Where what Geometry's factories say is wrong goes: at the key whose data it is about.
std::int64_t geometry_error_column(const VariantDraft& draft, const std::string& error) {
  if (error.starts_with("windows") && draft.variant) return draft.variant->column;
  if (error.find("cage") != std::string::npos) return draft.cages ? draft.cages->column : draft.cage_list_column;
  if (draft.regions) return draft.regions->column;
  return draft.givens ? draft.givens->column : 1;
}

// What the input says about the answer: the solution, the name, the number of solutions.
std::optional<ReadError> read_answer(const VariantDraft& draft, RecordBuilder& builder, int n, Puzzle& puzzle) {
  if (draft.solution) {
    puzzle.solution.emplace(n);
    if (auto error = builder.read_solution(*draft.solution, draft.line, n, *puzzle.solution)) return error;
  }
  if (draft.name) puzzle.name = std::string(draft.name->text);
  if (draft.count) {
    std::uint64_t count = 0;
    const std::string_view text = draft.count->text;
    const auto [end, status] = std::from_chars(text.data(), text.data() + text.size(), count);
    if (status != std::errc() || end != text.data() + text.size() || text.empty()) {
      return ReadError{draft.line, draft.count->column, "count=: " + shown(text) + " is not a number of solutions"};
    }
    puzzle.count = count;
  }
  if (draft.count_value) puzzle.count = draft.count_value;
  return std::nullopt;
}

}  // namespace

void build_variant_puzzle(const VariantDraft& draft, RecordBuilder& builder, PuzzleRecord& record) {
  const std::int64_t line = draft.line;
  if (draft.cages.has_value() != draft.sums.has_value()) {
    return fail(record, draft.cages ? ReadError{line, draft.cages->column, "cages= needs sums= (each cage's sum)"}
                                    : ReadError{line, draft.sums->column, "sums= needs cages= (each cell's cage)"});
  }
  if (draft.box && draft.regions) {
    return fail(record, ReadError{line, draft.box->column, "box= and regions= exclude each other"});
  }
  Puzzle& puzzle = reuse_puzzle(record);
  DraftSize size;
  if (auto error = size_grid(draft, builder, puzzle.givens, size)) return fail(record, std::move(*error));
  if (draft.givens) record.symbols = builder.last_symbols();
  if (auto error = make_spec(draft, builder, size)) return fail(record, std::move(*error));
  auto geometry = builder.geometry(builder.spec());
  if (auto* error = std::get_if<std::string>(&geometry)) {
    return fail(record, ReadError{line, geometry_error_column(draft, *error), std::move(*error)});
  }
  puzzle.geometry = std::get<std::shared_ptr<const Geometry>>(std::move(geometry));
  if (auto error = read_answer(draft, builder, size.n, puzzle)) return fail(record, std::move(*error));
}

}  // namespace sudoku::detail
