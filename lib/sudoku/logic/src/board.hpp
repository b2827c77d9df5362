// The state the techniques read: per cell its digit (0 when empty) and its candidates (bit d-1 for digit d; 0 in a
// filled cell, as in SE, so that "cells with two candidates" never counts a filled one), over a Geometry whose units,
// peers and cages it looks up in tables built once per geometry (BoardShape).
//
// A placement removes the digit from the peers' candidates, as a player's pencil does; nothing else happens by itself
// (a naked single is a step of its own, rated 2.3, as SE rates it).
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "sudoku/geometry.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/step.hpp"

namespace sudoku::logic {

using Mask = std::uint32_t;  // digits (bit d-1) or positions in a unit (bit k for the unit's k-th cell)

// The number of bits of each 9-bit mask (the digits of a 9x9 grid), for popcount().
inline constexpr auto kBitsOf9 = [] {
  std::array<std::uint8_t, 512> bits{};
  for (std::size_t mask = 1; mask < bits.size(); ++mask) bits[mask] = static_cast<std::uint8_t>(bits[mask >> 1] + (mask & 1));
  return bits;
}();

// The POPCNT instruction where the build has it (-Dnative=true on a machine with it). The default build targets
// baseline x86-64, where std::popcount is a library call: there masks of a 9x9 grid are read from a table, since the
// finders count digits and positions everywhere and the arithmetic below was 9 % of `dlx rate -j 1` on the first 1000
// puzzles of puzzles/qqwing-generated-10000.txt (perf record, 2026-11-25, before 19460a6).
inline int popcount(Mask mask) {
#if defined(__POPCNT__)
  return std::popcount(mask);
#else
  if (mask < kBitsOf9.size()) return kBitsOf9[mask];
  mask = mask - ((mask >> 1) & 0x55555555U);
  mask = (mask & 0x33333333U) + ((mask >> 2) & 0x33333333U);
  return static_cast<int>((((mask + (mask >> 4)) & 0x0F0F0F0FU) * 0x01010101U) >> 24);
#endif
}
inline bool single(Mask mask) { return mask != 0 && (mask & (mask - 1)) == 0; }
inline int lowest(Mask mask) { return std::countr_zero(mask); }
inline Mask bit(int index) { return Mask{1} << index; }

// A set of cells in Words 64-bit words: CellSet (640 bits) holds a 25x25 grid; SmallCellSet (128 bits) up to 11x11,
// for the hot loops of the common sizes.
template <int Words>
class BasicCellSet {
 public:
  static constexpr int kWords = Words;
  void add(int cell) { words_[static_cast<std::size_t>(cell >> 6)] |= std::uint64_t{1} << (cell & 63); }
  void remove(int cell) { words_[static_cast<std::size_t>(cell >> 6)] &= ~(std::uint64_t{1} << (cell & 63)); }
  bool has(int cell) const { return (words_[static_cast<std::size_t>(cell >> 6)] >> (cell & 63)) & 1U; }
  BasicCellSet& operator&=(const BasicCellSet& other) {
    for (int k = 0; k < Words; ++k) words_[static_cast<std::size_t>(k)] &= other.words_[static_cast<std::size_t>(k)];
    return *this;
  }
  BasicCellSet& operator|=(const BasicCellSet& other) {
    for (int k = 0; k < Words; ++k) words_[static_cast<std::size_t>(k)] |= other.words_[static_cast<std::size_t>(k)];
    return *this;
  }
  BasicCellSet& operator-=(const BasicCellSet& other) {
    for (int k = 0; k < Words; ++k) words_[static_cast<std::size_t>(k)] &= ~other.words_[static_cast<std::size_t>(k)];
    return *this;
  }
  int count() const {
    int total = 0;
    for (std::uint64_t word : words_) {
      word = word - ((word >> 1) & 0x5555555555555555ULL);
      word = (word & 0x3333333333333333ULL) + ((word >> 2) & 0x3333333333333333ULL);
      total += static_cast<int>((((word + (word >> 4)) & 0x0F0F0F0F0F0F0F0FULL) * 0x0101010101010101ULL) >> 56);
    }
    return total;
  }
  // count() >= 2, without counting (the aligned exclusions ask it of every pair of base cells).
  bool several() const {
    bool any = false;
    for (std::uint64_t word : words_) {
      if (word == 0) continue;
      if (any || (word & (word - 1)) != 0) return true;
      any = true;
    }
    return false;
  }
  bool empty() const {
    for (auto word : words_) {
      if (word != 0) return false;
    }
    return true;
  }
  template <class F>
  void for_each(F&& visit) const {
    for (int k = 0; k < Words; ++k) {
      for (std::uint64_t word = words_[static_cast<std::size_t>(k)]; word != 0; word &= word - 1) {
        visit(k * 64 + std::countr_zero(word));
      }
    }
  }

 private:
  std::array<std::uint64_t, Words> words_{};
};
using CellSet = BasicCellSet<10>;
using SmallCellSet = BasicCellSet<2>;

// What the techniques look up about a geometry, built once.
struct BoardShape {
  explicit BoardShape(std::shared_ptr<const Geometry> geometry);

  std::shared_ptr<const Geometry> owner;  // keeps the geometry alive as long as the boards that use it
  const Geometry& geometry;
  int size;
  int cells;
  Mask all_digits;
  std::vector<CellSet> peer_set;    // per cell: its peers (units and cage)
  std::vector<SmallCellSet> small_peer_set;  // the same in 128 bits, for grids of up to 128 cells (else empty)
  // The peer sets in the width a finder works with (SmallCellSet only up to 128 cells).
  template <class Set>
  const Set& peers_as(int cell) const {
    if constexpr (Set::kWords == SmallCellSet::kWords) {
      return small_peer_set[static_cast<std::size_t>(cell)];
    } else {
      return peer_set[static_cast<std::size_t>(cell)];
    }
  }
  std::vector<int> boxes, rows, columns, extras;  // unit numbers by kind (extras: diagonals, windows)
  std::vector<int> se_units;        // box, row, column, extra units: the order SE scans its regions
  std::vector<int> scan_order;      // boxes, columns, rows, extra units: SE's order for singles and sets
  std::vector<Mask> inside;         // [a * unit_count + b]: the positions of unit a (bit k: its k-th cell) in unit b
  bool crosses(int a, int b) const { return within(a, b) != 0; }
  Mask within(int a, int b) const { return inside[static_cast<std::size_t>(a * geometry.unit_count() + b)]; }
  // The pairs of unit kinds SE checks for locked candidates, in its order: (box, column), (box, row), (column, box),
  // (row, box); then, for the variants, extra units against the others both ways.
  std::vector<std::pair<const std::vector<int>*, const std::vector<int>*>> locking_kinds;
  // For locking_kinds[p] = (kind1, kind2): the units of kind2 crossing a unit, and of kind1 crossing a unit, in their
  // kind's order ([p * unit_count + unit]); the locking finders go through these instead of every unit of the kind.
  std::vector<std::vector<int>> second_crossing, first_crossing;
  std::vector<std::vector<int>> se_units_of;  // per cell: its box, row, column, then extra units (SE's order)
  std::vector<std::vector<int>> se_index_of;  // per cell: its position in each of those units
  // Per cell: its peers in the order SE's chains visit them: the cells of its units in se_units_of order, then of its
  // cage, each once.
  std::vector<std::vector<int>> se_peers;
  // Per cell and each of its se_units_of: the positions in that unit of the cell's peers se_peers visits there first
  // (not the cell, not a cell of an earlier unit), so that se_peers less the cage's own is these units' cells in
  // order. se_peers_by_units: whether that is all of se_peers (no cage adds a peer).
  std::vector<std::vector<Mask>> se_fresh_of;
  bool se_peers_by_units = true;
  std::vector<int> box_of_cell, row_of_cell, column_of_cell;  // unit numbers
  std::vector<CellSet> unit_set;    // per unit: its cells
  bool sees(int a, int b) const { return peer_set[static_cast<std::size_t>(a)].has(b); }
  int index_in(int unit, int cell) const;  // the position of `cell` in `unit`, or -1
  bool uniqueness_allowed;  // unique rectangles and BUG: plain or jigsaw grids (no extra unit, no cage)
};

class Board {
 public:
  Board(std::shared_ptr<const BoardShape> shape, const Grid& givens, std::span<const std::uint32_t> candidates);

  const BoardShape& shape() const { return *shape_; }
  const Geometry& geometry() const { return shape_->geometry; }
  int size() const { return shape_->size; }
  int cell_count() const { return shape_->cells; }

  int value(int cell) const { return values_[static_cast<std::size_t>(cell)]; }
  Mask candidates(int cell) const { return candidates_[static_cast<std::size_t>(cell)]; }
  bool has(int cell, int digit) const { return (candidates(cell) >> (digit - 1)) & 1U; }
  int empty_cells() const { return empty_; }
  bool solved() const { return empty_ == 0; }

  // Positions of `digit` among the candidates of `unit`'s cells (bit k: the unit's k-th cell).
  Mask positions(int unit, int digit) const {
    return positions_[static_cast<std::size_t>(unit * shape_->size + digit - 1)];
  }
  int empty_in(int unit) const { return empty_in_[static_cast<std::size_t>(unit)]; }

  void place(int cell, int digit);  // and remove `digit` from the peers
  void eliminate(int cell, int digit);
  void apply(const Step& step);
  // Every candidate removed so far, in order (cell * size() + digit - 1): what changed since a given count of them.
  const std::vector<int>& removed() const { return removed_; }

  // A cell with no candidate and no digit, or a unit missing a digit it cannot place: the state is contradictory.
  bool broken() const;

  Grid grid() const;
  std::string cell_name(int cell) const { return geometry().cell_name(cell); }
  // Whether steps get their reason in words (a rating needs none; the frequent steps skip the text then).
  bool describing() const { return describing_; }
  void set_describing(bool describing) { describing_ = describing; }

 private:
  std::shared_ptr<const BoardShape> shape_;
  std::vector<std::uint8_t> values_;
  std::vector<Mask> candidates_;
  int empty_ = 0;
  // positions() of every unit and digit, kept up to date by place() and eliminate(): the finders ask for them again and
  // again while the board stays the same.
  std::vector<Mask> positions_;
  std::vector<int> empty_in_;  // per unit: its empty cells
  std::vector<int> removed_;
  bool describing_ = true;
};

// The shape of `geometry`, shared: the last one made on this thread is reused while the geometry is the same (a batch
// of puzzles of one geometry builds it once).
std::shared_ptr<const BoardShape> shape_of(const std::shared_ptr<const Geometry>& geometry);

// Text helpers shared by the techniques: "r3c7=5", "r3c7<>5", "r3c7<>5, r3c8<>5", "{r1c1 r1c5}", "{2 7}".
std::string placement_text(const Board& board, int cell, int digit);
std::string eliminations_text(const Board& board, const std::vector<Elimination>& eliminations);
std::string digits_text(Mask digits);
std::string cells_text(const Board& board, std::span<const int> cells);
std::string unit_short_name(const Geometry& geometry, int unit);  // "r3", "c5", "b7", "j2", "d1", "w4"

}  // namespace sudoku::logic
