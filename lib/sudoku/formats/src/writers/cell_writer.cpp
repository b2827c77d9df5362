#include "cell_writer.hpp"

namespace sudoku {

char symbol_of(int digit, int size, SymbolSet symbols) {
  if (digit == 0) return '.';
  if (symbols == SymbolSet::hex && size <= 16) return "0123456789ABCDEF"[digit - 1];
  if (symbols.kind == SymbolSet::letters) {
    return symbols.alphabet[0] != 0 && digit <= 26 ? symbols.alphabet[static_cast<std::size_t>(digit - 1)]
                                                   : static_cast<char>('A' + digit - 1);
  }
  return static_cast<char>(digit <= 9 ? '0' + digit : 'A' + digit - 10);
}

namespace detail {

void append_cell(int digit, int size, SymbolSet symbols, std::size_t width, std::string& out) {
  if (symbols != SymbolSet::numbers) {
    out += digit == 0 ? '.' : symbol_of(digit, size, symbols);
    return;
  }
  const std::string text = digit == 0 ? "." : std::to_string(digit);
  out.append(width > text.size() ? width - text.size() : 0, ' ');
  out += text;
}

}  // namespace detail

}  // namespace sudoku
