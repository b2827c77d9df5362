#include "jigsaw_regions.hpp"

#include <array>
#include <cstddef>

#include "sudoku/geometry.hpp"

namespace sudoku::generation {

namespace {

constexpr std::array<std::array<int, 2>, 4> kSteps{{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};

// Calls f(next) for each 4-neighbour `next` of `cell`, in kSteps' order.
template <typename F>
void for_each_neighbour(int size, int cell, F&& f) {
  for (const auto& step : kSteps) {
    const int row = cell / size + step[0];
    const int column = cell % size + step[1];
    if (row >= 0 && row < size && column >= 0 && column < size) f(row * size + column);
  }
}

// Whether the cells of `region` form one piece (4-neighbours), from one of its cells. `mark` is scratch space of
// size*size.
bool connected(const std::vector<int>& region_of, int size, int region, int start, std::vector<int>& mark, int stamp,
               std::vector<int>& stack) {
  int reached = 0;
  stack.assign(1, start);
  mark[static_cast<std::size_t>(start)] = stamp;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    for_each_neighbour(size, cell, [&](int next) {
      if (region_of[static_cast<std::size_t>(next)] != region || mark[static_cast<std::size_t>(next)] == stamp) return;
      mark[static_cast<std::size_t>(next)] = stamp;
      stack.push_back(next);
    });
  }
  return reached == size;
}

}  // namespace

std::vector<int> start_regions(int size) {
  std::vector<int> region_of(static_cast<std::size_t>(size * size));
  const auto box = Geometry::default_box(size);
  for (int cell = 0; cell < size * size; ++cell) {
    const int row = cell / size;
    const int column = cell % size;
    region_of[static_cast<std::size_t>(cell)] =
        box ? (row / box->first) * (size / box->second) + column / box->second : row;
  }
  return region_of;
}

std::vector<int> random_regions(int size, SeededRandom& random) {
  const int cells = size * size;
  std::vector<int> region_of = start_regions(size);
  if (size < 3) return region_of;
  std::vector<int> mark(static_cast<std::size_t>(cells), 0);
  std::vector<int> stack;
  int stamp = 0;
  std::vector<int> candidates;
  const int moves = 30 * cells;
  for (int attempt = 0; attempt < moves; ++attempt) {
    // A cell of region a next to region b moves to b, and a cell of b next to a (another one) moves to a.
    const int cell = random.below(cells);
    const auto& step = kSteps[static_cast<std::size_t>(random.below(4))];
    const int row = cell / size + step[0];
    const int column = cell % size + step[1];
    if (row < 0 || row >= size || column < 0 || column >= size) continue;
    const int a = region_of[static_cast<std::size_t>(cell)];
    const int b = region_of[static_cast<std::size_t>(row * size + column)];
    if (a == b) continue;
    candidates.clear();
    for (int other = 0; other < cells; ++other) {
      if (region_of[static_cast<std::size_t>(other)] != b) continue;
      bool touches_a = false;
      for_each_neighbour(size, other, [&](int next) {
        touches_a |= next != cell && region_of[static_cast<std::size_t>(next)] == a;
      });
      if (touches_a) candidates.push_back(other);
    }
    if (candidates.empty()) continue;
    const int other = candidates[static_cast<std::size_t>(random.below(static_cast<int>(candidates.size())))];
    region_of[static_cast<std::size_t>(cell)] = b;
    region_of[static_cast<std::size_t>(other)] = a;
    if (!connected(region_of, size, a, other, mark, ++stamp, stack) ||
        !connected(region_of, size, b, cell, mark, ++stamp, stack)) {
      region_of[static_cast<std::size_t>(cell)] = a;
      region_of[static_cast<std::size_t>(other)] = b;
    }
  }
  return region_of;
}

void walk_regions(const Grid& grid, int tries_per_cell, SeededRandom& random, std::vector<int>& region_of) {
  const int size = grid.size();
  const int cells = size * size;
  if (size < 3) return;
  // cell_of[region * size + digit - 1]: the cell of the region holding the digit.
  std::vector<int> cell_of(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    cell_of[static_cast<std::size_t>(region_of[static_cast<std::size_t>(cell)] * size +
                                     grid[cell] - 1)] = cell;
  }
  std::vector<int> mark(static_cast<std::size_t>(cells), 0);
  std::vector<int> stack;
  int stamp = 0;
  std::vector<int> path;            // regions R0, R1, ...: the digit's cell of each moves to the next
  std::vector<int> position(static_cast<std::size_t>(size), -1);  // of a region in `path`, -1 when not in it
  std::vector<int> next_regions;
  const int tries = tries_per_cell * cells;
  for (int attempt = 0; attempt < tries; ++attempt) {
    // A digit, and a walk from region to region: from R, to a region that the digit's cell in R touches. When the
    // walk comes back to a region of it, the cycle from there on moves: the digit's cell of each region of it goes
    // to the next one (a cycle of two is a swap).
    const int digit = random.below(size) + 1;
    path.assign(1, random.below(size));
    position[static_cast<std::size_t>(path[0])] = 0;
    int cycle_start = -1;
    while (cycle_start < 0) {
      const int cell = cell_of[static_cast<std::size_t>(path.back() * size + digit - 1)];
      next_regions.clear();
      for_each_neighbour(size, cell, [&](int next) {
        const int region = region_of[static_cast<std::size_t>(next)];
        if (region != path.back()) next_regions.push_back(region);
      });
      if (next_regions.empty()) break;
      const int region = next_regions[static_cast<std::size_t>(random.below(static_cast<int>(next_regions.size())))];
      if (position[static_cast<std::size_t>(region)] >= 0) {
        cycle_start = position[static_cast<std::size_t>(region)];
      } else {
        position[static_cast<std::size_t>(region)] = static_cast<int>(path.size());
        path.push_back(region);
      }
    }
    for (const int region : path) position[static_cast<std::size_t>(region)] = -1;
    if (cycle_start < 0) continue;
    const auto first = path.begin() + cycle_start;
    const auto length = static_cast<std::size_t>(path.end() - first);
    auto cell_in = [&](std::size_t k) { return cell_of[static_cast<std::size_t>(first[k] * size + digit - 1)]; };
    for (std::size_t k = 0; k < length; ++k) region_of[static_cast<std::size_t>(cell_in(k))] = first[(k + 1) % length];
    bool whole = true;
    for (std::size_t k = 0; k < length && whole; ++k) {  // region first[k] now holds the cell of first[k - 1]
      whole = connected(region_of, size, first[k], cell_in((k + length - 1) % length), mark, ++stamp, stack);
    }
    if (whole) {
      const int moved = cell_in(length - 1);
      for (std::size_t k = length - 1; k > 0; --k) {
        cell_of[static_cast<std::size_t>(first[k] * size + digit - 1)] = cell_in(k - 1);
      }
      cell_of[static_cast<std::size_t>(first[0] * size + digit - 1)] = moved;
    } else {
      for (std::size_t k = 0; k < length; ++k) region_of[static_cast<std::size_t>(cell_in(k))] = first[k];
    }
  }
}

}  // namespace sudoku::generation
