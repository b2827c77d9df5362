// XY-Wing and XYZ-Wing (SE 4.2, 4.4), and aligned pair and triple exclusion (SE 6.2, 7.5), as SE finds them.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {

// A wing reads the candidates of its three cells; its eliminations can only have shrunk since. So a new one has a cell
// that lost a candidate.
std::optional<Step> find_xy_wing(const Board& board, bool xyz, const Changes* changes) {
  const BoardShape& shape = board.shape();
  const Geometry& geometry = shape.geometry;
  const int pivot_size = xyz ? 3 : 2;
  std::vector<int> bivalue;  // per pivot, reused
  for (int pivot = 0; pivot < shape.cells; ++pivot) {
    const Mask xy = board.candidates(pivot);
    if (popcount(xy) != pivot_size) continue;
    if (changes != nullptr && !changes->cells.has(pivot)) {
      CellSet near = shape.peer_set[static_cast<std::size_t>(pivot)];
      near &= changes->cells;
      if (near.empty()) continue;  // neither the pivot nor a wing can have changed
    }
    // The pivot's peers with two candidates, in peer order: the wings' cells are among them.
    bivalue.clear();
    for (int peer : geometry.peers(pivot)) {
      if (popcount(board.candidates(peer)) == 2) bivalue.push_back(peer);
    }
    const bool pivot_changed = changes == nullptr || changes->cells.has(pivot);
    if (!pivot_changed) {
      bool any = false;
      for (int cell : bivalue) any = any || changes->cells.has(cell);
      if (!any) continue;
    }
    for (int xz_cell : bivalue) {
      const Mask xz = board.candidates(xz_cell);
      if (popcount(xy & ~xz) != 1) continue;
      for (int yz_cell : bivalue) {
        const Mask yz = board.candidates(yz_cell);
        if (yz_cell == xz_cell) continue;
        if (!pivot_changed && !changes->cells.has(xz_cell) && !changes->cells.has(yz_cell)) continue;
        if (popcount(xy | xz | yz) != 3) continue;
        if (popcount(xy & xz & yz) != (xyz ? 1 : 0)) continue;
        const Mask z = xz & yz;
        if (popcount(z) != 1) continue;
        const int digit = lowest(z) + 1;
        std::vector<Elimination> eliminations;
        for (int cell = 0; cell < shape.cells; ++cell) {
          if (cell == pivot || cell == xz_cell || cell == yz_cell || !board.has(cell, digit)) continue;
          if (!shape.sees(cell, xz_cell) || !shape.sees(cell, yz_cell)) continue;
          if (xyz && !shape.sees(cell, pivot)) continue;
          eliminations.push_back({cell, digit});
        }
        if (eliminations.empty()) continue;
        Step step = xyz ? make_step(Technique::xyz_wing, 44, "XYZ-Wing") : make_step(Technique::xy_wing, 42, "XY-Wing");
        step.reason = board.cell_name(pivot) + digits_text(xy) + " with " + board.cell_name(xz_cell) + digits_text(xz) +
                      " and " + board.cell_name(yz_cell) + digits_text(yz) + " => " +
                      eliminations_text(board, eliminations);
        step.eliminations = std::move(eliminations);
        return step;
      }
    }
  }
  return std::nullopt;
}

namespace {

// SE's base cells for aligned exclusion: two or more candidates, no peer with a single candidate, and some bivalue
// peer (for pairs; a peer with 2..degree candidates for triples).
template <class Set>
struct ExclusionBase {
  int cell;
  Set excluders;
};

template <class Set>
std::vector<ExclusionBase<Set>> exclusion_bases(const Board& board, int degree) {
  std::vector<ExclusionBase<Set>> bases;
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    if (popcount(board.candidates(cell)) < 2) continue;
    bool naked_single = false;
    bool any = false;
    Set excluders;
    for (int peer : board.geometry().peers(cell)) {
      const int count = popcount(board.candidates(peer));
      if (count == 1) {
        naked_single = true;
        break;
      }
      if (count >= 2 && count <= degree) {
        excluders.add(peer);
        any = true;
      }
    }
    if (!naked_single && any) bases.push_back({cell, excluders});
  }
  return bases;
}

template <class Set>
std::optional<Step> aligned_exclusion(const Board& board, int degree, const Changes* changes) {
  const BoardShape& shape = board.shape();
  const std::vector<ExclusionBase<Set>> bases = exclusion_bases<Set>(board, degree);
  const int count = static_cast<int>(bases.size());
  if (count < degree) return std::nullopt;
  // Every combination of `degree` base cells with at least two common excluders. A combination of digits is allowed
  // when no two equal digits sit in cells that see each other and no excluder has all its candidates taken by it.
  auto try_cells = [&](std::array<int, 3> cells, const Set& excluder_cells) -> std::optional<Step> {
    std::array<Mask, 32> blocking{};
    int blockers = 0;
    excluder_cells.for_each([&](int cell) {
      if (blockers < 32) blocking[static_cast<std::size_t>(blockers++)] = board.candidates(cell);
    });
    auto blocked = [&](Mask used) {
      for (int k = 0; k < blockers; ++k) {
        if ((blocking[static_cast<std::size_t>(k)] & ~used) == 0) return true;
      }
      return false;
    };
    std::array<Mask, 3> candidates{};
    std::array<Mask, 3> allowed{};
    for (int k = 0; k < degree; ++k) candidates[static_cast<std::size_t>(k)] = board.candidates(cells[static_cast<std::size_t>(k)]);
    const bool sees01 = shape.sees(cells[0], cells[1]);
    const bool sees02 = degree == 3 && shape.sees(cells[0], cells[2]);
    const bool sees12 = degree == 3 && shape.sees(cells[1], cells[2]);
    if (degree == 2) {
      // A pair (x, y) is blocked by an excluder whose two candidates are exactly x and y: x survives in one cell
      // when some y of the other cell is neither blocked with it nor the same digit in a cell it sees.
      for (int k = 0; k < 2; ++k) {
        const Mask mine = candidates[static_cast<std::size_t>(k)];
        const Mask theirs = candidates[static_cast<std::size_t>(1 - k)];
        for (Mask rest = mine; rest != 0; rest &= rest - 1) {
          const Mask x = rest & (~rest + 1);
          Mask partners = theirs;
          if (sees01) partners &= ~x;
          for (int j = 0; j < blockers; ++j) {
            const Mask blocker = blocking[static_cast<std::size_t>(j)];
            if ((blocker & x) != 0 && popcount(blocker) == 2) partners &= ~(blocker & ~x);
          }
          if (partners != 0) allowed[static_cast<std::size_t>(k)] |= x;
        }
      }
    }
    for (Mask r0 = degree == 2 ? 0 : candidates[0]; r0 != 0; r0 &= r0 - 1) {
      const Mask d0 = r0 & (~r0 + 1);
      for (Mask r1 = candidates[1]; r1 != 0; r1 &= r1 - 1) {
        const Mask d1 = r1 & (~r1 + 1);
        if (d0 == d1 && sees01) continue;
        if (degree == 2) {
          if (((allowed[0] & d0) && (allowed[1] & d1)) || blocked(d0 | d1)) continue;
          allowed[0] |= d0;
          allowed[1] |= d1;
          continue;
        }
        for (Mask r2 = candidates[2]; r2 != 0; r2 &= r2 - 1) {
          const Mask d2 = r2 & (~r2 + 1);
          if ((d0 == d2 && sees02) || (d1 == d2 && sees12)) continue;
          if ((allowed[0] & d0) && (allowed[1] & d1) && (allowed[2] & d2)) continue;  // adds nothing new
          if (blocked(d0 | d1 | d2)) continue;
          allowed[0] |= d0;
          allowed[1] |= d1;
          allowed[2] |= d2;
          // Every candidate allowed: nothing to remove, whatever the other combinations give.
          if (allowed[0] == candidates[0] && allowed[1] == candidates[1] && allowed[2] == candidates[2]) {
            return std::nullopt;
          }
        }
      }
    }
    std::vector<Elimination> eliminations;
    for (int k = 0; k < degree; ++k) {
      for (Mask rest = candidates[static_cast<std::size_t>(k)] & ~allowed[static_cast<std::size_t>(k)]; rest != 0;
           rest &= rest - 1) {
        eliminations.push_back({cells[static_cast<std::size_t>(k)], lowest(rest) + 1});
      }
    }
    if (eliminations.empty()) return std::nullopt;
    Step step = degree == 2 ? make_step(Technique::aligned_pair_exclusion, 62, "Aligned Pair Exclusion")
                            : make_step(Technique::aligned_triple_exclusion, 75, "Aligned Triple Exclusion");
    std::vector<int> excluders;
    excluder_cells.for_each([&](int cell) { excluders.push_back(cell); });
    step.reason = cells_text(board, std::span<const int>(cells.data(), static_cast<std::size_t>(degree))) + " against " +
                  cells_text(board, excluders) + " => " + eliminations_text(board, eliminations);
    step.eliminations = std::move(eliminations);
    return step;
  };
  std::vector<Set> near;  // per base: its changed peers
  std::vector<std::uint8_t> changed;
  if (changes != nullptr) {
    Set changed_cells;
    changes->cells.for_each([&](int cell) { changed_cells.add(cell); });
    for (const ExclusionBase<Set>& base : bases) {
      Set peers = board.shape().template peers_as<Set>(base.cell);
      peers &= changed_cells;
      near.push_back(peers);
      changed.push_back(changed_cells.has(base.cell) ? 1 : 0);
    }
  }
  if (degree == 2) {
    // Given the changes: a pair's exclusion reads the candidates of its two cells and of their common excluders (the
    // bivalue cells seeing both), and with no naked single on the board, a cell is a base as soon as it has an
    // excluder. A pair none of whose cells changed was tried when the finder last found nothing, on the same
    // candidates: only a pair with a changed cell, or a changed cell seeing both, is tried again.
    for (int a = 0; a < count; ++a) {
      for (int b = a + 1; b < count; ++b) {
        if (changes != nullptr && changed[static_cast<std::size_t>(a)] == 0 && changed[static_cast<std::size_t>(b)] == 0) {
          Set common = near[static_cast<std::size_t>(a)];
          common &= near[static_cast<std::size_t>(b)];
          if (common.empty()) continue;
        }
        Set both = bases[static_cast<std::size_t>(a)].excluders;
        both &= bases[static_cast<std::size_t>(b)].excluders;
        if (!both.several()) continue;
        if (auto step = try_cells({bases[static_cast<std::size_t>(a)].cell, bases[static_cast<std::size_t>(b)].cell, 0},
                                  both)) {
          return step;
        }
      }
    }
    return std::nullopt;
  }
  // SE's triples: two base cells, and a third among the excluders of either that is a base cell itself.
  Set base_cells;
  std::vector<int> base_of(static_cast<std::size_t>(shape.cells), -1);
  for (int k = 0; k < count; ++k) {
    base_cells.add(bases[static_cast<std::size_t>(k)].cell);
    base_of[static_cast<std::size_t>(bases[static_cast<std::size_t>(k)].cell)] = k;
  }
  std::vector<std::uint64_t> tried((static_cast<std::size_t>(count) * static_cast<std::size_t>(count) *
                                        static_cast<std::size_t>(count) + 63) / 64, 0);
  for (int a = 0; a < count; ++a) {
    for (int b = a + 1; b < count; ++b) {
      Set ab = bases[static_cast<std::size_t>(a)].excluders;
      ab &= bases[static_cast<std::size_t>(b)].excluders;
      if (!ab.several()) continue;
      Set twin = bases[static_cast<std::size_t>(a)].excluders;
      twin |= bases[static_cast<std::size_t>(b)].excluders;
      twin &= base_cells;
      std::optional<Step> found;
      twin.for_each([&](int third) {
        const int c = base_of[static_cast<std::size_t>(third)];
        if (found || c == a || c == b) return;
        // Fewer than two excluders common to the three: not tried, from whichever of its pairs it is reached.
        Set abc = ab;
        abc &= bases[static_cast<std::size_t>(c)].excluders;
        if (!abc.several()) return;
        // Given the changes, as for pairs: a triple none of whose cells changed, nor any cell seeing all three, was
        // tried when the finder last found nothing (its exclusion does not depend on the order of its cells).
        if (changes != nullptr && changed[static_cast<std::size_t>(a)] == 0 && changed[static_cast<std::size_t>(b)] == 0 &&
            changed[static_cast<std::size_t>(c)] == 0) {
          Set common = near[static_cast<std::size_t>(a)];
          common &= near[static_cast<std::size_t>(b)];
          common &= near[static_cast<std::size_t>(c)];
          if (common.empty()) return;
        }
        // A triple reached again from another of its pairs was tried already (and removed nothing).
        std::array<int, 3> key{a, b, c};
        std::sort(key.begin(), key.end());
        const std::size_t index = (static_cast<std::size_t>(key[0]) * static_cast<std::size_t>(count) +
                                   static_cast<std::size_t>(key[1])) * static_cast<std::size_t>(count) +
                                  static_cast<std::size_t>(key[2]);
        if ((tried[index >> 6] >> (index & 63)) & 1U) return;
        tried[index >> 6] |= std::uint64_t{1} << (index & 63);
        found = try_cells({bases[static_cast<std::size_t>(a)].cell, bases[static_cast<std::size_t>(b)].cell, third}, abc);
      });
      if (found) return found;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Step> find_aligned_exclusion(const Board& board, int degree, const Changes* changes) {
  if (board.cell_count() <= 128) return aligned_exclusion<SmallCellSet>(board, degree, changes);
  return aligned_exclusion<CellSet>(board, degree, changes);
}

}  // namespace sudoku::logic
