/// \file
/// The shape of a Sudoku and every rule it adds: its size N, its cells, its units — the sets of N cells that must each
/// hold every digit once — and, for killer Sudoku, its cages.
///
/// Cells are numbered row by row: cell = row * N + column, both from 0. Digits are 1..N; 0 is a blank. Units are
/// numbered rows first (0..N-1), then columns (N..2N-1), then boxes or jigsaw regions (2N..3N-1), then the extra units
/// of variants: the two diagonals of X-Sudoku, the windows of windoku. Every unit has exactly N cells.
///
/// A cage (killer Sudoku) is not a unit: it has at most N cells, its digits are all different and add up to its sum.
///
/// Geometries are values: the classic 9×9 one is built once; variants are built from user data by the factory
/// functions below, which report bad data (a region of the wrong size, overlapping cages) as an error string.
///
/// Thread safety: a Geometry is immutable once made: share it read-only between any number of threads (Puzzle holds it
/// by shared_ptr for that). Its factories return errors as values.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace sudoku {

enum class UnitKind : std::uint8_t { row, column, box, region, diagonal, window };

struct Cage {
  std::vector<int> cells;
  int sum = 0;

  bool operator==(const Cage&) const = default;
};

class Geometry;
using GeometryOrError = std::variant<Geometry, std::string>;

class Geometry {
 public:
  static constexpr int kMaxSize = 25;  // digits fit a 32-bit candidate mask; 25×25 is the largest grid people play

  /// An N×N grid with boxes of box_rows × box_cols cells, N = box_rows * box_cols (9×9: 3×3 boxes). Sizes without a
  /// grid (N > 25) are a programming error: std::invalid_argument.
  Geometry(int box_rows, int box_cols);
  static const Geometry& classic();  // 9×9 with 3×3 boxes

  /// The box shape people use for N×N: the most square r × c = N with r <= c (6: 2×3, 12: 3×4); nothing for an N with
  /// no such shape (a prime N > 3, which only jigsaw regions can divide).
  static std::optional<std::pair<int, int>> default_box(int size);

  /// Jigsaw: N regions of N cells each; region_of_cell[cell] in 0..N-1. Regions need not be connected.
  static GeometryOrError jigsaw(int size, std::vector<int> region_of_cell);
  /// X-Sudoku: both main diagonals are units too.
  GeometryOrError with_diagonals() const;
  /// Windoku (hyper): the windows between the boxes are units too — for 9×9 the four 3×3 windows at rows and columns
  /// 2-4 and 6-8 (1-based); for any N = k×k with k×k boxes, the (k-1)² windows one cell in from the boxes.
  GeometryOrError with_windows() const;
  /// Killer: cages of distinct cells, each cell in at most one cage, 1..N cells, a sum some distinct digits can make.
  GeometryOrError with_cages(std::vector<Cage> cages) const;

  int size() const { return size_; }  // N: digits, and cells per row, column, box and region
  int cell_count() const { return size_ * size_; }
  int box_rows() const { return box_rows_; }  // 0 for jigsaw geometries, which have regions instead of boxes
  int box_cols() const { return box_cols_; }
  bool is_jigsaw() const { return box_rows_ == 0; }
  bool has_diagonals() const { return diagonals_; }
  bool has_windows() const { return windows_; }
  const std::vector<Cage>& cages() const { return cages_; }
  bool has_cages() const { return !cages_.empty(); }

  int row_of(int cell) const { return cell / size_; }
  int column_of(int cell) const { return cell % size_; }
  int box_of(int cell) const { return box_of_[static_cast<std::size_t>(cell)]; }  // box or jigsaw region
  int cage_of(int cell) const { return cage_of_[static_cast<std::size_t>(cell)]; }  // -1 when in no cage

  int unit_count() const { return static_cast<int>(unit_kinds_.size()); }
  UnitKind unit_kind(int unit) const { return unit_kinds_[static_cast<std::size_t>(unit)]; }
  int unit_index(int unit) const { return unit_index_[static_cast<std::size_t>(unit)]; }  // which row, column... (0-based)
  std::span<const int> unit_cells(int unit) const {
    return std::span<const int>(unit_cells_).subspan(static_cast<std::size_t>(unit * size_),
                                                     static_cast<std::size_t>(size_));
  }
  /// The units a cell belongs to, in unit order.
  std::span<const int> units_of(int cell) const { return slice(units_of_, units_of_start_, cell); }
  /// The other cells that must differ from `cell`: those sharing a unit or a cage with it, each once, in order.
  std::span<const int> peers(int cell) const { return slice(peers_, peers_start_, cell); }

  /// "row 3", "column 5", "box 7", "region 2", "diagonal 1", "window 4": 1-based, as people count.
  std::string unit_name(int unit) const;
  std::string cage_name(int cage) const { return "cage " + std::to_string(cage + 1); }
  std::string cell_name(int cell) const;  // "r3c5"
  /// "9x9", "6x6 (2x3 boxes)", "9x9 jigsaw", "9x9 X killer": for messages and output headers.
  std::string describe() const;

  bool operator==(const Geometry& other) const {
    return size_ == other.size_ && box_rows_ == other.box_rows_ && box_of_ == other.box_of_ &&
           diagonals_ == other.diagonals_ && windows_ == other.windows_ && cages_ == other.cages_;
  }

 private:
  Geometry() = default;
  void build();  // units, peers and cage lookup from size_, box_of_, the variant flags and cages_
  static std::span<const int> slice(const std::vector<int>& all, const std::vector<int>& start, int index) {
    const auto begin = static_cast<std::size_t>(start[static_cast<std::size_t>(index)]);
    const auto end = static_cast<std::size_t>(start[static_cast<std::size_t>(index) + 1]);
    return std::span<const int>(all).subspan(begin, end - begin);
  }

  int size_ = 0;
  int box_rows_ = 0;
  int box_cols_ = 0;
  bool diagonals_ = false;
  bool windows_ = false;
  std::vector<Cage> cages_;
  std::vector<int> box_of_;         // per cell: box or region
  std::vector<int> cage_of_;        // per cell: cage or -1
  std::vector<UnitKind> unit_kinds_;
  std::vector<int> unit_index_;     // per unit: which row, column, box... (0-based)
  std::vector<int> unit_cells_;     // N cells per unit, unit after unit
  std::vector<int> units_of_;       // per cell, its units (CSR with units_of_start_)
  std::vector<int> units_of_start_;
  std::vector<int> peers_;          // per cell, its peers (CSR with peers_start_)
  std::vector<int> peers_start_;
};

}  // namespace sudoku
