// The explainer: SE's loop. Try the techniques in order; the first that finds a step gives it; apply it; start again
// from the singles. The order is SE 1.2.1's (Solver.java: direct hint producers, indirect ones, then the chains), with
// the killer techniques where their difficulty puts them.
#include <array>
#include <chrono>
#include <iterator>

#include "sudoku/explain.hpp"
#include "techniques.hpp"

namespace sudoku {

using logic::Board;
using logic::BoardShape;
using logic::SearchBudget;

struct Explainer::State {
  ExplainOptions options;
  Board board;
  SearchBudget budget;
  ExplainEnd end = ExplainEnd::solved;
  bool ended = false;
  std::optional<Step> pending;  // found by peek(), not yet applied

  State(const Puzzle& puzzle, const ExplainOptions& explain_options)
      : options(explain_options),
        board(logic::shape_of(puzzle.geometry), puzzle.givens, puzzle.candidates) {
    board.set_describing(options.describe_steps);
    budget.nodes_left = options.node_budget;
    budget.cancel = options.cancel;
    if (options.time_budget != std::chrono::steady_clock::duration::max()) {
      budget.deadline_ns = (std::chrono::steady_clock::now() + options.time_budget).time_since_epoch().count();
    }
    if (board.broken()) {
      end = ExplainEnd::contradiction;
      ended = true;
    }
  }

  bool allowed(Technique technique) const { return technique <= options.hardest_allowed; }

  // Per entry of find()'s order: whether the finder found nothing when it last ran, and how many candidates the board
  // had lost then (Board::removed()). A finder that takes the changes since then scans only where they are.
  struct FinderMemory {
    bool found_nothing = false;
    std::size_t removed_then = 0;
  };
  static constexpr std::size_t kFinders = 29;
  std::array<FinderMemory, kFinders> memory{};
  logic::Changes changes;
  logic::ChainMemory chain_memory;
  std::size_t changes_from = ~std::size_t{0};  // the removals `changes` holds: [changes_from, changes_to)
  std::size_t changes_to = 0;

  const logic::Changes& changes_since(std::size_t from) {
    const std::vector<int>& removed = board.removed();
    if (changes_from != from || changes_to != removed.size()) {
      const BoardShape& shape = board.shape();
      changes.cells = logic::CellSet();
      changes.digits = 0;
      changes.units.assign(static_cast<std::size_t>(shape.geometry.unit_count()), 0);
      for (std::size_t k = from; k < removed.size(); ++k) {
        const int cell = removed[k] / shape.size;
        changes.cells.add(cell);
        changes.digits |= logic::bit(removed[k] % shape.size);
        for (int unit : shape.se_units_of[static_cast<std::size_t>(cell)]) changes.units[static_cast<std::size_t>(unit)] = 1;
      }
      changes_from = from;
      changes_to = removed.size();
    }
    return changes;
  }

  std::optional<Step> find() {
    using namespace logic;
    // Each entry: the least technique it can give, and the finder (given the changes since it last found nothing, or
    // nullptr; a finder that scans everything anyway ignores them).
    struct Entry {
      Technique least;
      std::optional<Step> (*find)(State&, const Changes*);
      bool takes_changes;
    };
    static constexpr Entry kOrder[] = {
        {Technique::full_house, [](State& s, const Changes* c) { return find_hidden_single(s.board, c); }, true},
        {Technique::direct_pointing, [](State& s, const Changes* c) { return find_direct_locking(s.board, c); }, true},
        {Technique::direct_hidden_pair,
         [](State& s, const Changes* c) { return find_direct_hidden_set(s.board, 2, c); }, true},
        {Technique::cage_sum, [](State& s, const Changes*) { return find_cage_sum(s.board); }, false},
        {Technique::naked_single, [](State& s, const Changes* c) { return find_naked_single(s.board, c); }, true},
        {Technique::direct_hidden_triple,
         [](State& s, const Changes* c) { return find_direct_hidden_set(s.board, 3, c); }, true},
        {Technique::cage_combination, [](State& s, const Changes*) { return find_cage_combination(s.board); }, false},
        {Technique::pointing, [](State& s, const Changes* c) { return find_locking(s.board, c); }, true},
        {Technique::innies_outies, [](State& s, const Changes*) { return find_innies_outies(s.board); }, false},
        {Technique::naked_pair, [](State& s, const Changes* c) { return find_naked_set(s.board, 2, c); }, true},
        {Technique::x_wing, [](State& s, const Changes* c) { return find_fish(s.board, 2, c); }, true},
        {Technique::hidden_pair, [](State& s, const Changes* c) { return find_hidden_set(s.board, 2, c); }, true},
        {Technique::naked_triple, [](State& s, const Changes* c) { return find_naked_set(s.board, 3, c); }, true},
        {Technique::swordfish, [](State& s, const Changes* c) { return find_fish(s.board, 3, c); }, true},
        {Technique::hidden_triple, [](State& s, const Changes* c) { return find_hidden_set(s.board, 3, c); }, true},
        {Technique::xy_wing, [](State& s, const Changes* c) { return find_xy_wing(s.board, false, c); }, true},
        {Technique::xyz_wing, [](State& s, const Changes* c) { return find_xy_wing(s.board, true, c); }, true},
        {Technique::unique_rectangle,
         [](State& s, const Changes*) { return s.options.assume_unique ? find_unique_loop(s.board) : std::nullopt; },
         false},
        {Technique::naked_quad, [](State& s, const Changes* c) { return find_naked_set(s.board, 4, c); }, true},
        {Technique::jellyfish, [](State& s, const Changes* c) { return find_fish(s.board, 4, c); }, true},
        {Technique::hidden_quad, [](State& s, const Changes* c) { return find_hidden_set(s.board, 4, c); }, true},
        {Technique::bivalue_universal_grave,
         [](State& s, const Changes*) { return s.options.assume_unique ? find_bug(s.board) : std::nullopt; }, false},
        // Aligned exclusions are reached only after the naked singles found none, as their changes require.
        {Technique::aligned_pair_exclusion,
         [](State& s, const Changes* c) { return find_aligned_exclusion(s.board, 2, c); }, true},
        {Technique::x_cycle,
         [](State& s, const Changes*) {
           return find_chain(s.board, ChainFamily::cycles_and_forcing_chains, s.budget, &s.chain_memory);
         },
         false},
        {Technique::aligned_triple_exclusion,
         [](State& s, const Changes* c) { return find_aligned_exclusion(s.board, 3, c); }, true},
        {Technique::nishio,
         [](State& s, const Changes*) { return find_chain(s.board, ChainFamily::nishio, s.budget, &s.chain_memory); },
         false},
        {Technique::multiple_forcing_chain,
         [](State& s, const Changes*) { return find_chain(s.board, ChainFamily::multiple, s.budget); }, false},
        {Technique::dynamic_forcing_chain,
         [](State& s, const Changes*) { return find_chain(s.board, ChainFamily::dynamic, s.budget); }, false},
        {Technique::by_search, [](State& s, const Changes*) { return find_by_search(s.board, s.budget); }, false},
    };
    static_assert(std::size(kOrder) == kFinders);
    for (std::size_t k = 0; k < kFinders; ++k) {
      const Entry& entry = kOrder[k];
      if (!allowed(entry.least)) break;
      FinderMemory& seen = memory[k];
      const Changes* since = entry.takes_changes && seen.found_nothing ? &changes_since(seen.removed_then) : nullptr;
      std::optional<Step> step = entry.find(*this, since);
      seen.found_nothing = !step.has_value() && !budget.exhausted;
      seen.removed_then = board.removed().size();
      if (step && allowed(step->technique)) return step;
      if (budget.exhausted) return std::nullopt;
    }
    return std::nullopt;
  }

  // Why the search gave nothing: a budget, or being stuck.
  void stop() {
    ended = true;
    if (board.solved()) {
      end = ExplainEnd::solved;
    } else if (options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed)) {
      end = ExplainEnd::cancelled;
    } else if (budget.exhausted && budget.nodes_left == 0) {
      end = ExplainEnd::node_budget;
    } else if (budget.exhausted) {
      end = ExplainEnd::time_budget;
    } else if (board.broken()) {
      end = ExplainEnd::contradiction;
    } else {
      end = ExplainEnd::stuck;
    }
  }

  // Finds the next step unless one is pending; whether there is one.
  bool prepare() {
    if (pending) return true;
    if (ended) return false;
    if (board.solved() || !budget.spend(0)) {
      stop();
      return false;
    }
    pending = find();
    if (!pending) stop();
    return pending.has_value();
  }
};

Explainer::Explainer(const Puzzle& puzzle, const ExplainOptions& options)
    : state_(std::make_unique<State>(puzzle, options)) {}
Explainer::~Explainer() = default;
Explainer::Explainer(Explainer&&) noexcept = default;
Explainer& Explainer::operator=(Explainer&&) noexcept = default;

std::optional<Step> Explainer::peek() { return state_->prepare() ? state_->pending : std::nullopt; }

std::optional<Step> Explainer::next() {
  if (!state_->prepare()) return std::nullopt;
  std::optional<Step> step = std::move(state_->pending);
  state_->pending.reset();
  state_->board.apply(*step);
  return step;
}

bool Explainer::solved() const { return state_->board.solved(); }
ExplainEnd Explainer::end() const { return state_->ended ? state_->end : ExplainEnd::solved; }
Grid Explainer::grid() const { return state_->board.grid(); }

std::vector<std::uint32_t> Explainer::candidates() const {
  std::vector<std::uint32_t> result(static_cast<std::size_t>(state_->board.cell_count()));
  for (int cell = 0; cell < state_->board.cell_count(); ++cell) {
    result[static_cast<std::size_t>(cell)] = state_->board.candidates(cell);
  }
  return result;
}

Explanation explain(const Puzzle& puzzle, const ExplainOptions& options) {
  Explainer explainer(puzzle, options);
  Explanation explanation;
  while (auto step = explainer.next()) explanation.steps.push_back(std::move(*step));
  explanation.end = explainer.end();
  explanation.grid = explainer.grid();
  return explanation;
}

}  // namespace sudoku
