// One cell as the writers write it: its symbol (symbol_of), `.` for a blank, or with SymbolSet::numbers its number
// right-aligned in `width` columns.
#pragma once

#include <cstddef>
#include <string>

#include "sudoku/symbols.hpp"

namespace sudoku::detail {

void append_cell(int digit, int size, SymbolSet symbols, std::size_t width, std::string& out);

}  // namespace sudoku::detail
