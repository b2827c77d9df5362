/// \file
/// How the digits of a grid are written: the symbol sets the readers detect or are told (ReaderOptions::symbols) and
/// the writers use.
///
/// For N <= 9 the digits 1..N; beyond, 1-9 then A-Z by default (A = 10), hex 0-F for 16×16 (SymbolSet::hex, 0 = 1),
/// A-Y for 25×25 (SymbolSet::letters), or white-space separated numbers (SymbolSet::numbers). A blank is `.`, `0`,
/// `_`, `*` or `-` — per line, the one such symbol that is not a digit of the symbol set; two different ones in one
/// line are an error, except `.` with `0` for N <= 9. Letters may be in either case. Automatic detection, over all
/// the cells of a record (all the rows of a block grid):
///   - numbers: white-space separated tokens, each a number 0..99 (0 a blank) or one blank symbol; in a block row,
///     only when some number has two digits (else symbol by symbol reads the same). A line whose first token is not a
///     whole grid is read as numbers when its leading numbers are one; what follows them is the comment.
///   - hex: a 16×16 grid with a `0`, no `G`, and either another blank symbol or no more zeros than 16 (a full grid).
///   - letters: any size, when the cells hold letters and not one digit 1-9. A = 1 when every letter is among the
///     first N; otherwise the letters the grid uses are its alphabet in alphabetical order (QRSTUVWXY: Q = 1, as
///     jlaire/dlx-cpp's tests write 9x9 grids), completed, when fewer than N appear, by the letters that follow the
///     last one (then from A). More than N different letters is an error.
///   - otherwise digits then A-Z. Forced sets: digits reads as the default; hex applies to any N <= 16 (0 = 1);
///     letters to any N.
/// (The detection is detail::choose_symbols, in src/cell_text.cpp.) The set a record was read in is
/// PuzzleRecord::symbols, and the command line writes that record's answers in it: a round trip keeps the notation.
///
/// Thread safety: plain values and pure functions.
#pragma once

#include <array>
#include <cstdint>

namespace sudoku {

struct SymbolSet {
  enum Kind : std::uint8_t { automatic, digits, hex, letters, numbers };
  /// A letter alphabet: alphabet[d - 1] is the letter of digit d. Empty (all zero) means A, B, C, ...
  using Alphabet = std::array<char, 26>;

  constexpr SymbolSet() = default;
  constexpr SymbolSet(Kind set) : kind(set) {}  // NOLINT: a Kind is a SymbolSet with the default alphabet
  static constexpr SymbolSet letters_from(const Alphabet& letters) {
    SymbolSet set(SymbolSet::letters);
    set.alphabet = letters;
    return set;
  }
  bool operator==(const SymbolSet&) const = default;

  Kind kind = automatic;
  Alphabet alphabet{};
};

/// The symbol of `digit` (1..size) in a grid of `size` written with `symbols` (automatic: digits, then A-Z; a dot for 0;
/// numbers, which have no one-character symbol beyond 9, as automatic).
char symbol_of(int digit, int size, SymbolSet symbols);

}  // namespace sudoku
