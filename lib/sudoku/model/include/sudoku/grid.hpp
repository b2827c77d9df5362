/// \file
/// A Sudoku grid: N×N cells, each blank (0) or holding a digit 1..N. Plain data; what the cells must satisfy is in
/// rules.hpp, how they are read and written in formats.hpp.
///
/// Thread safety: a plain value; const use from many threads is safe.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace sudoku {

class Grid {
 public:
  explicit Grid(int size = 9) : size_(size), cells_(static_cast<std::size_t>(size * size), 0) {}

  int size() const { return size_; }
  int cell_count() const { return size_ * size_; }

  int operator[](int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  /// A digit outside 0..size() is a programming error (parsers never make one): it throws std::out_of_range, so that
  /// no solver ever sees it.
  void set(int cell, int digit) {
    if (digit < 0 || digit > size_) throw std::out_of_range("sudoku::Grid::set: digit " + std::to_string(digit));
    cells_.at(static_cast<std::size_t>(cell)) = static_cast<std::uint8_t>(digit);
  }
  std::span<const std::uint8_t> cells() const { return cells_; }
  /// Sets every cell at once: `digits` holds cell_count() digits, each 0..size(); anything else throws as set() does.
  /// For solvers that write a whole solution (81 set() calls, each checked, cost a solver 3 % of its time on easy
  /// puzzles: callgrind of sudoku_bench, 2026-11-27).
  void assign(std::span<const std::uint8_t> digits) {
    if (digits.size() != cells_.size()) {
      throw std::out_of_range("sudoku::Grid::assign: " + std::to_string(digits.size()) + " cells");
    }
    std::uint8_t largest = 0;
    for (const std::uint8_t digit : digits) largest = digit > largest ? digit : largest;
    if (largest > size_) throw std::out_of_range("sudoku::Grid::assign: digit " + std::to_string(largest));
    std::copy(digits.begin(), digits.end(), cells_.begin());
  }

  /// Makes this an empty grid of the given size, reusing its storage.
  void reset(int size) {
    size_ = size;
    cells_.assign(static_cast<std::size_t>(size * size), 0);
  }

  int given_count() const {
    int count = 0;
    for (auto digit : cells_) count += digit != 0;
    return count;
  }
  bool is_full() const { return given_count() == cell_count(); }

  bool operator==(const Grid&) const = default;

 private:
  int size_;
  std::vector<std::uint8_t> cells_;
};

}  // namespace sudoku
