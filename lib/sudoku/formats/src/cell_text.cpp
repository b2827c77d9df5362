#include "cell_text.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "sudoku/geometry.hpp"

namespace sudoku::detail {

std::string_view trim(std::string_view text) {
  std::size_t begin = 0;
  std::size_t end = text.size();
  while (begin < end && is_space(text[begin])) ++begin;
  while (end > begin && is_space(text[end - 1])) --end;
  return text.substr(begin, end - begin);
}

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [&](char x, char y) { return lower(x) == lower(y); });
}

std::size_t skip_spaces(std::string_view text, std::size_t from) {
  while (from < text.size() && is_space(text[from])) ++from;
  return from;
}

bool is_grid_size(int n) { return n >= 4 && n <= Geometry::kMaxSize && Geometry::default_box(n).has_value(); }

int size_for_cell_count(std::size_t cells, bool any_size) {
  for (int n = 1; n <= Geometry::kMaxSize; ++n) {
    if (static_cast<std::size_t>(n * n) == cells) return any_size || is_grid_size(n) ? n : 0;
  }
  return 0;
}

namespace {

// The sizes of the whole grids just below and just above `cells` (0 where there is none).
std::pair<int, int> sizes_around(std::size_t cells, bool any_size) {
  int below = 0;
  int above = 0;
  for (int n = 1; n <= Geometry::kMaxSize; ++n) {
    if (!any_size && !is_grid_size(n)) continue;
    const auto whole = static_cast<std::size_t>(n * n);
    if (whole < cells) below = n;
    if (whole > cells && above == 0) above = n;
  }
  return {below, above};
}

std::size_t distance(std::size_t cells, int n) {
  const auto whole = static_cast<std::size_t>(n * n);
  return whole > cells ? whole - cells : cells - whole;
}

}  // namespace

std::string a_grid(int n) {
  const bool vowel_sound = n == 8 || n == 11 || n == 18;
  return (vowel_sound ? "an " : "a ") + std::to_string(n) + "x" + std::to_string(n) + " grid";
}

int nearest_size(std::size_t cells, bool any_size) {
  const auto [below, above] = sizes_around(cells, any_size);
  if (below == 0 || above == 0) return below == 0 ? above : below;
  return distance(cells, above) < distance(cells, below) ? above : below;
}

std::string describe_cell_count(std::size_t cells, bool any_size) {
  const auto [below, above] = sizes_around(cells, any_size);
  auto grid = [](int n) { return std::to_string(n) + "x" + std::to_string(n) + " has " + std::to_string(n * n); };
  const int nearest = nearest_size(cells, any_size);
  const bool tie = below != 0 && above != 0 && distance(cells, below) == distance(cells, above);
  std::string near = tie ? grid(below) + ", " + grid(above) : grid(nearest);
  if (below == 0) near = "the smallest grid, " + grid(above);  // fewer cells than any grid: no "nearest" to speak of
  if (above == 0) near = "the largest grid, " + grid(below);
  return std::to_string(cells) + (cells == 1 ? " cell" : " cells") + ": not a whole grid (" + near + ")";
}

std::size_t scan_compact(std::string_view text, std::size_t from, std::vector<RawCell>& cells) {
  std::size_t at = from;
  for (; at < text.size() && is_cell_symbol(text[at]); ++at) {
    cells.push_back(RawCell{static_cast<std::int32_t>(at + 1), text[at], 0});
  }
  return at;
}

void scan_groups(std::string_view text, std::size_t from, std::vector<RawCell>& cells,
                 std::vector<CellGroupEnd>& group_ends) {
  group_ends.clear();
  std::size_t at = from;
  for (;;) {
    while (at < text.size() && (is_space(text[at]) || text[at] == '|')) ++at;
    std::size_t end = at;
    while (end < text.size() && !is_space(text[end]) && text[end] != '|') ++end;
    if (end == at) return;
    for (std::size_t k = at; k < end; ++k) {
      if (!is_cell_symbol(text[k])) return;  // a word: the comment starts here
    }
    for (std::size_t k = at; k < end; ++k) cells.push_back(RawCell{static_cast<std::int32_t>(k + 1), text[k], 0});
    group_ends.push_back(CellGroupEnd{cells.size(), end});
    at = end;
  }
}

std::size_t scan_numbers(std::string_view text, std::size_t from, std::vector<RawCell>& cells, bool& two_digits) {
  two_digits = false;
  std::size_t at = from;
  for (;;) {
    while (at < text.size() && (is_space(text[at]) || text[at] == '|')) ++at;
    if (at == text.size()) return at;
    std::size_t end = at;
    while (end < text.size() && !is_space(text[end]) && text[end] != '|') ++end;
    const std::string_view token = text.substr(at, end - at);
    RawCell cell{static_cast<std::int32_t>(at + 1), 0, 0};
    if (token.size() <= 2 && is_digit(token[0]) && is_digit(token.back())) {
      const int value = token.size() == 1 ? token[0] - '0' : (token[0] - '0') * 10 + (token[1] - '0');
      two_digits = two_digits || token.size() == 2;
      cell.symbol = kNumberToken;  // 0 is a blank
      cell.number = static_cast<std::uint8_t>(value);
    } else if (token.size() <= 2 && is_blank_symbol(token[0]) && token.back() == token[0]) {
      cell.symbol = token[0];  // a blank, perhaps written as wide as a two-digit number ("..", "--")
    } else {
      return at;
    }
    cells.push_back(cell);
    at = end;
  }
}

namespace {

// The cells between `|`s of a row, when every group has as many (and there are at least two groups); else 0.
int equal_box_columns(std::string_view text, std::span<const RawCell> cells) {
  int width = -1;
  int in_group = 0;
  std::size_t next_cell = 0;
  auto close_group = [&]() {
    if (width == -1) width = in_group;
    const bool equal = width == in_group;
    in_group = 0;
    return equal;
  };
  bool any_bar = false;
  for (std::size_t at = 0; at < text.size(); ++at) {
    while (next_cell < cells.size() && static_cast<std::size_t>(cells[next_cell].column - 1) < at) {
      ++next_cell;
      ++in_group;
    }
    if (text[at] == '|' && in_group > 0) {
      any_bar = true;
      if (!close_group()) return 0;
    }
  }
  in_group += static_cast<int>(cells.size() - next_cell);
  if (!any_bar || in_group == 0 || !close_group()) return 0;
  return width;
}

}  // namespace

std::size_t scan_row(std::string_view text, std::vector<RawCell>& cells, int& box_columns) {
  const std::size_t start = cells.size();
  bool two_digits = false;
  // Numbers notation only when some number has two digits: otherwise reading symbol by symbol gives the same cells
  // and lets the symbol set be chosen (a 16x16 row of 0-F).
  if (scan_numbers(text, 0, cells, two_digits) != text.size() || !two_digits) {
    cells.resize(start);
    for (std::size_t at = 0; at < text.size(); ++at) {
      const char c = text[at];
      if (is_cell_symbol(c)) {
        cells.push_back(RawCell{static_cast<std::int32_t>(at + 1), c, 0});
      } else if (!is_space(c) && c != '|') {
        return at;
      }
    }
  }
  box_columns = equal_box_columns(text, std::span<const RawCell>(cells).subspan(start));
  return std::string_view::npos;
}

namespace {

char upper(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

// The letters of a grid written in letters: A = 1 when every letter is among the first N; else the letters used, in
// alphabetical order, completed when fewer than N appear (a digit with no given) by the letters most likely meant:
// those missing inside the run from the first used to the last, then those after it, then those before it (Q-X used
// and Y absent, or S-Z used and R absent, both give the nine letters of a run). With more than N different letters
// the first N are the alphabet, and decode_cells reports the first letter beyond them.
SymbolSet letter_alphabet(std::span<const RawCell> cells, int n) {
  std::array<bool, 26> used{};
  for (const RawCell& cell : cells) {
    if (is_letter(cell.symbol)) used[static_cast<std::size_t>(upper(cell.symbol) - 'A')] = true;
  }
  const auto used_at = [&](int k) { return used[static_cast<std::size_t>(k)]; };
  int first = 26;
  int last = -1;
  for (int k = 0; k < 26; ++k) {
    if (used_at(k)) {
      first = std::min(first, k);
      last = k;
    }
  }
  if (last < n || n > 26) return SymbolSet::letters;
  SymbolSet::Alphabet alphabet{};
  int size = 0;
  auto add = [&](int k) {
    if (size < n) alphabet[static_cast<std::size_t>(size++)] = static_cast<char>('A' + k);
  };
  for (int k = first; k <= last; ++k) {
    if (used_at(k)) add(k);
  }
  for (int k = first + 1; k < last; ++k) {
    if (!used_at(k)) add(k);
  }
  for (int k = last + 1; k < 26; ++k) add(k);
  for (int k = first - 1; k >= 0; --k) add(k);
  std::sort(alphabet.begin(), alphabet.begin() + size);  // digit d is the d-th letter of the alphabet
  return SymbolSet::letters_from(alphabet);
}

}  // namespace

SymbolSet choose_symbols(std::span<const RawCell> cells, int n, SymbolSet requested) {
  if (requested == SymbolSet::digits) return SymbolSet::automatic;  // the same symbols, and letters beyond 9
  if (requested == SymbolSet::hex && n > 16) return SymbolSet::automatic;
  if (requested.kind == SymbolSet::letters) return letter_alphabet(cells, n);
  if (requested != SymbolSet::automatic) return requested;
  // Read as numbers: answered (and echoed) as numbers, the notation of the input.
  if (std::any_of(cells.begin(), cells.end(), [](const RawCell& cell) { return cell.symbol == kNumberToken; })) {
    return SymbolSet::numbers;
  }
  bool has_g = false;
  bool has_digit = false;  // 1-9
  bool has_letter = false;
  bool has_other_blank = false;
  std::size_t zeros = 0;
  for (const RawCell& cell : cells) {
    const char c = cell.symbol;
    if (c == '0') {
      ++zeros;
    } else if (is_digit(c)) {
      has_digit = true;
    } else if (is_letter(c)) {
      has_letter = true;
      has_g = has_g || c == 'G' || c == 'g';
    } else if (c != kNumberToken) {
      has_other_blank = true;
    }
  }
  // 16x16 in hex: 0 is a digit. It is one when another symbol is the blank (0 and . cannot both be blanks beyond
  // 9x9), or when there are no more zeros than a full grid has ones and no G (which hex lacks).
  if (n == 16 && !has_g && zeros > 0 && (has_other_blank || zeros <= 16)) return SymbolSet::hex;
  // Letters for 1..N: letters and not a single digit 1-9 (no grid written 1-9 then A-Z lacks them all).
  if (has_letter && !has_digit) return letter_alphabet(cells, n);
  return SymbolSet::automatic;
}

namespace {

bool is_blank_in(char c, SymbolSet symbols) {
  return c == '0' ? symbols != SymbolSet::hex : c != kNumberToken && is_blank_symbol(c);
}

// The digit a symbol stands for (possibly beyond N, which the caller reports), or 0 when the set has no such symbol.
int symbol_value(char c, SymbolSet symbols) {
  switch (symbols.kind) {
    case SymbolSet::hex:
      return is_digit(c) ? c - '0' + 1 : upper(c) - 'A' + 11;
    case SymbolSet::letters: {
      if (!is_letter(c)) return 0;
      if (symbols.alphabet[0] == 0) return upper(c) - 'A' + 1;
      const auto at = std::find(symbols.alphabet.begin(), symbols.alphabet.end(), upper(c));
      return at == symbols.alphabet.end() ? 0 : static_cast<int>(at - symbols.alphabet.begin()) + 1;
    }
    default:
      return is_digit(c) ? c - '0' : upper(c) - 'A' + 10;
  }
}

std::string range_text(int n, SymbolSet symbols) {
  auto span = [](char first, char last) {
    return first == last ? std::string(1, first) : std::string(1, first) + "-" + last;
  };
  switch (symbols.kind) {
    case SymbolSet::numbers:
      return "1-" + std::to_string(n);
    case SymbolSet::letters: {
      if (symbols.alphabet[0] == 0) return span('A', static_cast<char>('A' + n - 1));
      const std::string letters(symbols.alphabet.data(), static_cast<std::size_t>(n));
      const bool run = letters.back() - letters.front() == n - 1;
      return run ? span(letters.front(), letters.back()) : letters;
    }
    case SymbolSet::hex:
      return n <= 10 ? span('0', static_cast<char>('0' + n - 1)) : "0-9, " + span('A', static_cast<char>('A' + n - 11));
    default:
      return n <= 9 ? span('1', static_cast<char>('0' + n)) : "1-9, " + span('A', static_cast<char>('A' + n - 10));
  }
}

std::string grid_name(int n) { return std::to_string(n) + "x" + std::to_string(n); }

}  // namespace

std::optional<CellError> decode_cells(std::span<const RawCell> cells, int first_cell, int n, SymbolSet symbols,
                                      Grid& grid) {
  const bool dot_and_zero_allowed = n <= 9;
  char blank = 0;
  std::int32_t blank_column = 0;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    const RawCell& cell = cells[k];
    const int target = first_cell + static_cast<int>(k);
    if (cell.symbol == kNumberToken) {
      if (cell.number == 0) continue;
      if (cell.number > n) {
        return CellError{cell.column, "number " + std::to_string(cell.number) + " is out of range for " + grid_name(n) +
                                          " (" + range_text(n, SymbolSet::numbers) + ")"};
      }
      grid.set(target, cell.number);
      continue;
    }
    if (is_blank_in(cell.symbol, symbols)) {
      if (blank == 0) {
        blank = cell.symbol;
        blank_column = cell.column;
      } else if (cell.symbol != blank && !(dot_and_zero_allowed && (cell.symbol == '.' || cell.symbol == '0') &&
                                           (blank == '.' || blank == '0'))) {
        return CellError{cell.column, std::string("mixed blank symbols: '") + cell.symbol + "' here, '" + blank +
                                          "' at column " + std::to_string(blank_column)};
      }
      continue;
    }
    const int value = symbol_value(cell.symbol, symbols);
    if (value < 1 || value > n) {
      return CellError{cell.column, std::string("symbol '") + cell.symbol + "' is out of range for " + grid_name(n) +
                                        " (" + range_text(n, symbols) + ")"};
    }
    grid.set(target, value);
  }
  return std::nullopt;
}

std::size_t utf8_length_at(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(at);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned least = 0;  // the smallest code point that needs this many bytes: shorter encodings are invalid
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2;
    least = 0x80;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    least = 0x800;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    least = 0x10000;
  } else {
    return 0;
  }
  if (at + length > text.size()) return 0;
  unsigned code = lead & (0x3f >> (length - 1));
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(at + k) & 0xc0) != 0x80) return 0;
    code = (code << 6) | (byte(at + k) & 0x3f);
  }
  if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return 0;
  return length;
}

std::string describe_byte(char byte) {
  const auto value = static_cast<unsigned char>(byte);
  if (value >= 0x21 && value < 0x7f) return std::string("'") + byte + "'";
  if (byte == ' ') return "a space";
  if (byte == '\t') return "a tab";
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "\\x%02x", value);
  return std::string("byte ") + buffer;
}

std::string describe_symbol_at(std::string_view text, std::size_t at) {
  const std::size_t length = utf8_length_at(text, at);
  if (length > 1) return "'" + std::string(text.substr(at, length)) + "'";
  return describe_byte(text[at]);
}

std::string bad_symbol_message(std::string_view text, std::size_t at) {
  return "bad symbol " + describe_symbol_at(text, at) + " (a cell is a digit, a letter, or a blank . 0 _ * -)";
}

}  // namespace sudoku::detail
