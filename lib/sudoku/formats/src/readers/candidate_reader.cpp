// Candidate grids on one line (pencilmarks; the "sukaku" format of SukakuExplainer): N³ characters, N per cell in row
// order, the d-th of a cell's N being digit d when d is a candidate there and a blank (`.` or `0`) when it is not. A
// 9x9 grid is 729 characters; 6x6 (216) and 8x8 (512) are read the same way.
//
//   line  := space* cell{N²} (end | comment)
//   cell  := place{N}            place d := digit d | blank
//
// A cell with one candidate is a given too (Puzzle::givens); a cell with none is an error, as is a digit at another
// digit's place. What follows the cells after white space, `,`, `;`, `:` or `#` is the puzzle's name.
#include "candidate_reader.hpp"

namespace sudoku::detail {

void read_candidate_line(ReaderContext& context, const InputLine& line, const LineShape& shape, PuzzleRecord& record) {
  const std::string_view text = line.text;
  const int n = shape.size;
  RecordBuilder& builder = context.builder;
  const std::vector<RawCell>& cells = builder.cells();  // scanned by classify: N³ digits and blanks
  Puzzle& puzzle = reuse_puzzle(record);
  if (auto error = builder.start_plain_puzzle(n, line.number, cells.front().column, puzzle)) {
    return fail(record, std::move(*error));
  }
  puzzle.candidates.assign(static_cast<std::size_t>(n * n), 0);
  record.symbols = SymbolSet::automatic;
  for (int cell = 0; cell < n * n; ++cell) {
    std::uint32_t mask = 0;
    for (int place = 0; place < n; ++place) {
      const RawCell& at = cells[static_cast<std::size_t>(cell * n + place)];
      if (is_blank_symbol(at.symbol) || at.symbol == '0') continue;
      if (at.symbol - '0' != place + 1) {
        return fail(record, ReadError{line.number, at.column,
                                      std::string("'") + at.symbol + "' at place " + std::to_string(place + 1) +
                                          " of cell r" + std::to_string(cell / n + 1) + "c" +
                                          std::to_string(cell % n + 1) + "'s candidates (place d holds digit d or a "
                                                                         "blank)"});
      }
      mask |= 1U << place;
    }
    if (mask == 0) {
      return fail(record, ReadError{line.number, cells[static_cast<std::size_t>(cell * n)].column,
                                    "cell r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1) +
                                        " has no candidate (its " + std::to_string(n) + " places are all blank)"});
    }
    puzzle.candidates[static_cast<std::size_t>(cell)] = mask;
    if ((mask & (mask - 1)) == 0) puzzle.givens.set(cell, std::countr_zero(mask) + 1);
  }
  std::size_t at = shape.cells_end;
  while (at < text.size() && ends_cells(text[at])) ++at;
  const std::string_view name = trim(text.substr(at));
  if (!name.empty()) puzzle.name.assign(name);
}

}  // namespace sudoku::detail
