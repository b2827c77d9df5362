#include "killer_cages.hpp"

#include <algorithm>
#include <array>

namespace sudoku::generation {

namespace {

constexpr std::array<std::array<int, 2>, 4> kSteps{{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};

template <class Visit>
void for_neighbours(int size, int cell, Visit visit) {
  for (const auto& step : kSteps) {
    const int row = cell / size + step[0];
    const int column = cell % size + step[1];
    if (row >= 0 && row < size && column >= 0 && column < size) visit(row * size + column);
  }
}

int sum_of(const std::vector<int>& cells, const Grid& solution) {
  int sum = 0;
  for (int cell : cells) sum += solution[cell];
  return sum;
}

// The connected pieces (4-neighbours) of `cells`.
std::vector<std::vector<int>> pieces_of(const std::vector<int>& cells, int size) {
  std::vector<std::vector<int>> pieces;
  std::vector<int> left = cells;
  while (!left.empty()) {
    std::vector<int> piece{left.back()};
    left.pop_back();
    for (std::size_t k = 0; k < piece.size(); ++k) {
      for_neighbours(size, piece[k], [&](int next) {
        auto found = std::find(left.begin(), left.end(), next);
        if (found != left.end()) {
          piece.push_back(next);
          left.erase(found);
        }
      });
    }
    std::sort(piece.begin(), piece.end());
    pieces.push_back(std::move(piece));
  }
  return pieces;
}

}  // namespace

std::vector<Cage> random_cages(int size, const Grid& solution, SeededRandom& random) {
  const int cells = size * size;
  std::vector<int> cage_of(static_cast<std::size_t>(cells), -1);
  std::vector<std::vector<int>> cages;
  std::vector<int> order(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) order[static_cast<std::size_t>(cell)] = cell;
  random.shuffle(std::span<int>(order));
  std::vector<int> frontier;
  for (int start : order) {
    if (cage_of[static_cast<std::size_t>(start)] >= 0) continue;
    const int target = std::min(size, random.chance(1, 8) ? 5 : 2 + random.below(3));
    const int id = static_cast<int>(cages.size());
    std::vector<int> cage{start};
    std::uint32_t digits = 1U << solution[start];
    cage_of[static_cast<std::size_t>(start)] = id;
    while (static_cast<int>(cage.size()) < target) {
      frontier.clear();
      for (int member : cage) {
        for_neighbours(size, member, [&](int next) {
          if (cage_of[static_cast<std::size_t>(next)] < 0 && (digits & (1U << solution[next])) == 0 &&
              std::find(frontier.begin(), frontier.end(), next) == frontier.end()) {
            frontier.push_back(next);
          }
        });
      }
      if (frontier.empty()) break;
      std::sort(frontier.begin(), frontier.end());  // the random pick must not depend on discovery order quirks
      const int next = frontier[static_cast<std::size_t>(random.below(static_cast<int>(frontier.size())))];
      cage.push_back(next);
      digits |= 1U << solution[next];
      cage_of[static_cast<std::size_t>(next)] = id;
    }
    cages.push_back(std::move(cage));
  }
  // A one-cell cage is a given in disguise: let it join a neighbouring cage of at most 4 cells without its digit.
  for (std::size_t id = 0; id < cages.size(); ++id) {
    if (cages[id].size() != 1) continue;
    const int cell = cages[id][0];
    int best = -1;
    for_neighbours(size, cell, [&](int next) {
      const int other = cage_of[static_cast<std::size_t>(next)];
      if (other == static_cast<int>(id) || cages[static_cast<std::size_t>(other)].size() >= 5) return;
      for (int member : cages[static_cast<std::size_t>(other)]) {
        if (solution[member] == solution[cell]) return;
      }
      if (best < 0 || cages[static_cast<std::size_t>(other)].size() < cages[static_cast<std::size_t>(best)].size()) {
        best = other;
      }
    });
    if (best < 0) continue;
    cages[static_cast<std::size_t>(best)].push_back(cell);
    cages[id].clear();
    cage_of[static_cast<std::size_t>(cell)] = best;
  }
  std::vector<Cage> result;
  for (auto& cells_of_cage : cages) {
    if (cells_of_cage.empty()) continue;
    std::sort(cells_of_cage.begin(), cells_of_cage.end());
    result.push_back({cells_of_cage, sum_of(cells_of_cage, solution)});
  }
  std::sort(result.begin(), result.end(), [](const Cage& a, const Cage& b) { return a.cells.front() < b.cells.front(); });
  return result;
}

bool split_cage(std::vector<Cage>& cages, int size, int cell, const Grid& solution, SeededRandom& random) {
  auto holding = std::find_if(cages.begin(), cages.end(), [&](const Cage& cage) {
    return std::find(cage.cells.begin(), cage.cells.end(), cell) != cage.cells.end();
  });
  if (holding == cages.end() || holding->cells.size() < 2) return false;
  const std::vector<int> all = holding->cells;
  // Grow a part from `cell` through the cage, to about half of it, in random order.
  const std::size_t half = all.size() / 2;
  std::vector<int> part{cell};
  while (part.size() < half) {
    std::vector<int> frontier;
    for (int member : part) {
      for_neighbours(size, member, [&](int next) {
        if (std::find(all.begin(), all.end(), next) != all.end() &&
            std::find(part.begin(), part.end(), next) == part.end() &&
            std::find(frontier.begin(), frontier.end(), next) == frontier.end()) {
          frontier.push_back(next);
        }
      });
    }
    if (frontier.empty()) break;
    std::sort(frontier.begin(), frontier.end());
    part.push_back(frontier[static_cast<std::size_t>(random.below(static_cast<int>(frontier.size())))]);
  }
  std::vector<int> rest;
  for (int member : all) {
    if (std::find(part.begin(), part.end(), member) == part.end()) rest.push_back(member);
  }
  std::sort(part.begin(), part.end());
  cages.erase(holding);
  cages.push_back({part, sum_of(part, solution)});
  for (auto& piece : pieces_of(rest, size)) cages.push_back({piece, sum_of(piece, solution)});
  std::sort(cages.begin(), cages.end(), [](const Cage& a, const Cage& b) { return a.cells.front() < b.cells.front(); });
  return true;
}

}  // namespace sudoku::generation
