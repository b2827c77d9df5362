// The shape of a Sudoku: its size N, its cells, and its units (rows, columns, boxes) — the sets of N cells that must
// each hold every digit once.
//
// Cells are numbered row by row: cell = row * N + column, both from 0. Digits are 1..N; 0 is a blank. Units are
// numbered rows first (0..N-1), then columns (N..2N-1), then boxes (2N..3N-1), boxes row by row.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sudoku {

enum class UnitKind : std::uint8_t { row, column, box };

class Geometry {
 public:
  static constexpr int kMaxSize = 25;  // digits fit a 32-bit candidate mask; 25×25 is the largest grid people play

  // An N×N grid with boxes of box_rows × box_cols cells, N = box_rows * box_cols (9×9: 3×3 boxes).
  Geometry(int box_rows, int box_cols);
  static const Geometry& classic();  // 9×9 with 3×3 boxes

  int size() const { return size_; }                  // N: digits, and cells per row, column and box
  int cell_count() const { return size_ * size_; }
  int box_rows() const { return box_rows_; }
  int box_cols() const { return box_cols_; }

  int row_of(int cell) const { return cell / size_; }
  int column_of(int cell) const { return cell % size_; }
  int box_of(int cell) const { return box_of_[static_cast<std::size_t>(cell)]; }

  int unit_count() const { return 3 * size_; }
  UnitKind unit_kind(int unit) const { return static_cast<UnitKind>(unit / size_); }
  int unit_index(int unit) const { return unit % size_; }  // which row, column or box
  std::span<const int> unit_cells(int unit) const {
    return std::span<const int>(unit_cells_).subspan(static_cast<std::size_t>(unit * size_),
                                                     static_cast<std::size_t>(size_));
  }
  // The units a cell belongs to: its row, column and box.
  std::span<const int> units_of(int cell) const {
    return std::span<const int>(units_of_).subspan(static_cast<std::size_t>(cell * 3), 3);
  }
  // The other cells sharing a unit with `cell`, each once (20 for 9×9).
  std::span<const int> peers(int cell) const {
    return std::span<const int>(peers_).subspan(static_cast<std::size_t>(cell * peer_count_),
                                                static_cast<std::size_t>(peer_count_));
  }

  // "row 3", "column 5", "box 7": 1-based, as people count.
  std::string unit_name(int unit) const;
  // "r3c5": 1-based.
  std::string cell_name(int cell) const;

 private:
  int size_;
  int box_rows_;
  int box_cols_;
  int peer_count_ = 0;
  std::vector<int> box_of_;
  std::vector<int> unit_cells_;
  std::vector<int> units_of_;
  std::vector<int> peers_;
};

}  // namespace sudoku
