// The explainer: SE's loop. Try the techniques in order; the first that finds a step gives it; apply it; start again
// from the singles. The order is SE 1.2.1's (Solver.java: direct hint producers, indirect ones, then the chains), with
// the killer techniques where their difficulty puts them.
#include <chrono>

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

  std::optional<Step> find() {
    using namespace logic;
    // Each entry: the least technique it can give, and the finder.
    struct Entry {
      Technique least;
      std::optional<Step> (*find)(State&);
    };
    static constexpr Entry kOrder[] = {
        {Technique::full_house, [](State& s) { return find_hidden_single(s.board); }},
        {Technique::direct_pointing, [](State& s) { return find_direct_locking(s.board); }},
        {Technique::direct_hidden_pair, [](State& s) { return find_direct_hidden_set(s.board, 2); }},
        {Technique::cage_sum, [](State& s) { return find_cage_sum(s.board); }},
        {Technique::naked_single, [](State& s) { return find_naked_single(s.board); }},
        {Technique::direct_hidden_triple, [](State& s) { return find_direct_hidden_set(s.board, 3); }},
        {Technique::cage_combination, [](State& s) { return find_cage_combination(s.board); }},
        {Technique::pointing, [](State& s) { return find_locking(s.board); }},
        {Technique::innies_outies, [](State& s) { return find_innies_outies(s.board); }},
        {Technique::naked_pair, [](State& s) { return find_naked_set(s.board, 2); }},
        {Technique::x_wing, [](State& s) { return find_fish(s.board, 2); }},
        {Technique::hidden_pair, [](State& s) { return find_hidden_set(s.board, 2); }},
        {Technique::naked_triple, [](State& s) { return find_naked_set(s.board, 3); }},
        {Technique::swordfish, [](State& s) { return find_fish(s.board, 3); }},
        {Technique::hidden_triple, [](State& s) { return find_hidden_set(s.board, 3); }},
        {Technique::xy_wing, [](State& s) { return find_xy_wing(s.board, false); }},
        {Technique::xyz_wing, [](State& s) { return find_xy_wing(s.board, true); }},
        {Technique::unique_rectangle,
         [](State& s) { return s.options.assume_unique ? find_unique_loop(s.board) : std::nullopt; }},
        {Technique::naked_quad, [](State& s) { return find_naked_set(s.board, 4); }},
        {Technique::jellyfish, [](State& s) { return find_fish(s.board, 4); }},
        {Technique::hidden_quad, [](State& s) { return find_hidden_set(s.board, 4); }},
        {Technique::bivalue_universal_grave,
         [](State& s) { return s.options.assume_unique ? find_bug(s.board) : std::nullopt; }},
        {Technique::aligned_pair_exclusion, [](State& s) { return find_aligned_exclusion(s.board, 2); }},
        {Technique::x_cycle,
         [](State& s) { return find_chain(s.board, ChainFamily::cycles_and_forcing_chains, s.budget); }},
        {Technique::aligned_triple_exclusion, [](State& s) { return find_aligned_exclusion(s.board, 3); }},
        {Technique::nishio, [](State& s) { return find_chain(s.board, ChainFamily::nishio, s.budget); }},
        {Technique::multiple_forcing_chain,
         [](State& s) { return find_chain(s.board, ChainFamily::multiple, s.budget); }},
        {Technique::dynamic_forcing_chain,
         [](State& s) { return find_chain(s.board, ChainFamily::dynamic, s.budget); }},
        {Technique::by_search, [](State& s) { return find_by_search(s.board, s.budget); }},
    };
    for (const Entry& entry : kOrder) {
      if (!allowed(entry.least)) break;
      if (auto step = entry.find(*this)) {
        if (allowed(step->technique)) return step;
      }
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
