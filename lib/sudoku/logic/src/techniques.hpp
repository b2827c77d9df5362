// The finders: each looks for one technique on a board and returns the first step it finds in SE's scan order (for
// unique loops and chains, the easiest it finds, as SE sorts those), or nothing. A finder never changes the board.
//
// SE's scan order matters beyond taste: the rating of a puzzle is the hardest step of the path the explainer takes,
// and the path is made of the first step found by the first technique that finds one.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "board.hpp"

namespace sudoku::logic {

// What the board lost since a finder last scanned it and found nothing: the cells that lost a candidate (a placed cell
// loses them all), the digits that lost one somewhere, and the units holding such a cell. The explainer runs every
// technique again after each step, though a step removes a few candidates: a finder given the changes scans only
// where a step of its kind can have appeared since, in its usual order, so the first step it finds is the first its
// whole scan would find. Which part counts is the finder's (its comment says why that part suffices).
struct Changes {
  CellSet cells;
  Mask digits = 0;
  std::vector<std::uint8_t> units;  // per unit: 1 when one of `cells` is in it
  bool has_unit(int unit) const { return units[static_cast<std::size_t>(unit)] != 0; }
};

// Each finder with a `changes` argument takes nullptr for a whole scan.
std::optional<Step> find_hidden_single(const Board& board, const Changes* changes);  // full house (1.0), hidden singles
std::optional<Step> find_naked_single(const Board& board, const Changes* changes);
std::optional<Step> find_direct_locking(const Board& board, const Changes* changes);  // direct pointing 1.7, claiming 1.9
std::optional<Step> find_direct_hidden_set(const Board& board, int degree, const Changes* changes);  // pair 2.0, triple 2.5
std::optional<Step> find_locking(const Board& board, const Changes* changes);  // pointing 2.6, claiming 2.8
std::optional<Step> find_naked_set(const Board& board, int degree, const Changes* changes);
std::optional<Step> find_hidden_set(const Board& board, int degree, const Changes* changes);
std::optional<Step> find_fish(const Board& board, int degree, const Changes* changes);
std::optional<Step> find_xy_wing(const Board& board, bool xyz, const Changes* changes);
std::optional<Step> find_unique_loop(const Board& board);
std::optional<Step> find_bug(const Board& board);
// `changes` only where no empty cell has a single candidate (as after the naked singles).
std::optional<Step> find_aligned_exclusion(const Board& board, int degree, const Changes* changes);

// Killer: cages whose sums leave one digit, and digits that no combination of a cage's sum (or of a unit's innies or
// outies) allows.
std::optional<Step> find_cage_sum(const Board& board);
std::optional<Step> find_cage_combination(const Board& board);
std::optional<Step> find_innies_outies(const Board& board);

// The work a chain search may do before it gives up: nodes visited, a deadline, a cancel flag. Chains are where a
// step can take long; every other finder is bounded by the grid's size.
struct SearchBudget {
  std::uint64_t nodes_left = ~std::uint64_t{0};
  std::int64_t deadline_ns = 0;  // steady_clock nanoseconds; 0: none
  const std::atomic<bool>* cancel = nullptr;
  bool exhausted = false;  // set when a finder stopped for the budget (its "nothing found" means "gave up")
  // False (and exhausted) when the budget is gone. Inline where there is no deadline (the chains spend a node per
  // potential they follow): the same checks as spend_checked(), which reads the clock too.
  bool spend(std::uint64_t nodes) {
    if (exhausted || nodes > nodes_left || deadline_ns != 0) return spend_checked(nodes);
    nodes_left -= nodes;
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
      exhausted = true;
      return false;
    }
    return true;
  }
  bool spend_checked(std::uint64_t nodes);
};

enum class ChainFamily : std::uint8_t {
  cycles_and_forcing_chains,  // SE's "Forcing Chains & Cycles": X-, Y- and XY-cycles and forcing chains, 6.5-7.x
  nishio,                     // 7.5+
  multiple,                   // cell and region forcing chains, 8.0+
  dynamic,                    // dynamic forcing chains, 8.5+
};
// What a static chain search leaves for the next one on the same board (see chains.cpp), owned by the explainer.
class ChainMemory {
 public:
  ChainMemory();
  ~ChainMemory();
  ChainMemory(const ChainMemory&) = delete;
  ChainMemory& operator=(const ChainMemory&) = delete;
  struct Digits;
  std::unique_ptr<Digits> digits;
};
// `memory`: nullptr, or one kept with the board (only Board::removed() may change it between searches).
std::optional<Step> find_chain(const Board& board, ChainFamily family, SearchBudget& budget,
                               ChainMemory* memory = nullptr);

// The last resort: the digit of one cell, by trial and error (a depth-first search of the board's candidates). Nothing
// when the board has no solution or the budget ran out.
std::optional<Step> find_by_search(const Board& board, SearchBudget& budget);
// The board's solution by the same search, if it has one (the first it finds); budget as above.
std::optional<Grid> search_solution(const Board& board, SearchBudget& budget);

// A step's common fields: technique, difficulty and name.
Step make_step(Technique technique, int difficulty, std::string name);

}  // namespace sudoku::logic
