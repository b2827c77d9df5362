// Chains, as Sudoku Explainer finds and rates them (its Chaining.java, read for the rules; no code of it here).
//
// A potential is a candidate assumed true ("on") or false ("off"): node = (cell * N + digit - 1) * 2 + on. Links:
//   on  -> off: the other candidates of the cell (a "Y" link, cell rule), and the digit in the cell's peers;
//   off -> on:  the last candidate of a cell with two (Y), the last position of the digit in a unit with two (X).
// From one assumption the consequences are followed breadth first; each consequence remembers the potential that
// caused it first, so the path back to the assumption is the chain (an "entry" per potential reached, with its cause).
//
// Static chains (SE's "Forcing Chains & Cycles", 6.5-7.x) come from three passes: X links only, Y links only (cycles
// only), both. A forcing chain is an assumption that reaches its own opposite; a cycle comes back to its start, and
// removes the digit from every cell that sees both an "on" and an "off" potential of the loop. Every chain found is
// rated: 6.5 for an X- or Y-cycle, 6.6 for an X-chain, 7.0 with both kinds of link, plus SE's bonus for length
// (complexity = distinct potentials; +0.1 past each of 4, 6, 8, 12, 16, 24, 32, ... potentials beyond two); the
// easiest one (then the shortest, then X before Y before both, then the first found) is the step, as SE sorts them.
//
// Dynamic chains (nishio 7.5, multiple 8.0, dynamic 8.5) follow SE's doChaining: "on" potentials first, every "off"
// one removed from a scratch copy of the candidates as it is processed (dynamic), so that later links see a smaller
// grid; a potential made "on" by a link that depends on earlier removals has those removals as extra causes, which
// count in the chain's complexity. Contradictions (an assumption making some potential both on and off) and
// agreements (every value of a cell, every position of a digit in a unit, or both states of an assumption implying
// the same potential) give the steps.
#include <algorithm>
#include <array>
#include <span>
#include <vector>

#include "techniques.hpp"

namespace sudoku::logic {

namespace {

// SE's length bonus, in tenths: complexity counts potentials; past 4 + 2 of them, +0.1 at each ceiling 4, 6, 8, 12,
// 16, 24, 32, 48, ... (alternately x3/2 and x4/3).
int length_bonus(int complexity) {
  int added = 0;
  int ceiling = 4;
  const int length = complexity - 2;
  bool odd = false;
  while (length > ceiling) {
    ++added;
    ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
    odd = !odd;
  }
  return added;
}

struct Entry {
  int node;
  int parent;       // entry index of the first cause, -1 for an assumption
  int extra_begin;  // further causes (dynamic chains): extra_parents_[extra_begin, extra_begin + extra_count)
  int extra_count;
};

// A step found, with SE's sort key.
struct Candidate {
  int difficulty = 0;
  int complexity = 0;
  int sort_key = 0;
  int cell = -1;        // the start's (SE's scan order, after the sort key)
  int digit = 0;
  bool places = false;  // a forcing chain from "off": the cell's other candidates go
  Step step;
  bool better_than(const Candidate& other) const {
    if (difficulty != other.difficulty) return difficulty < other.difficulty;
    if (complexity != other.complexity) return complexity < other.complexity;
    return sort_key < other.sort_key;
  }
};

}  // namespace

// Per digit: the easiest X-cycle or forcing X-chain among the digit's starts (SE's first among equals), or none, and
// how many candidates the board had lost (Board::removed()) when it was found. X links join candidates of one digit
// only, so while the digit loses none it is still the one; a forcing chain from "off" removes the cell's other
// candidates, read again when it is used.
struct ChainMemory::Digits {
  struct Digit {
    bool known = false;
    std::size_t removed_then = 0;
    std::optional<Candidate> best;
    // Whether `best` still holds: the digit lost no candidate since (removed: the board's removals, cell * n + digit
    // - 1).
    bool holds(const std::vector<int>& removed, int digit, int n) const {
      if (!known) return false;
      for (std::size_t k = removed_then; k < removed.size(); ++k) {
        if (removed[k] % n == digit - 1) return false;
      }
      return true;
    }
    void remember(std::size_t removed_now, const std::optional<Candidate>& found) {
      known = true;
      removed_then = removed_now;
      best = found;
    }
  };
  std::vector<Digit> digits;
  std::vector<Digit> nishio;  // the same for nishio chains (X links only, removals of the digit only)
  // The Y pass: Y-cycles go through bivalue cells only, and the cells outside a loop only lose eliminations. What
  // the pass found better than the X pass's best (`cap`, none: anything), with the bivalue cells then, holds while
  // no bivalue cell changes, no cell becomes bivalue, its step keeps its eliminations, and the X pass's best is no
  // worse than `cap` (what beats it then was among what beat `cap`).
  struct YPass {
    bool known = false;
    std::size_t removed_then = 0;
    std::optional<Candidate> cap;
    std::optional<Candidate> best;
    CellSet bivalue;
  } y;
};

ChainMemory::ChainMemory() : digits(std::make_unique<Digits>()) {}
ChainMemory::~ChainMemory() = default;

namespace {

class ChainEngine {
 public:
  ChainEngine(const Board& board, SearchBudget& budget, ChainMemory* memory)
      : board_(board),
        memory_(memory != nullptr ? memory->digits.get() : nullptr),
        shape_(board.shape()),
        n_(board.size()),
        cells_(board.cell_count()),
        budget_(budget),
        candidates_(static_cast<std::size_t>(cells_)) {
    // The entries and the stamped sets come from the thread's pool (an engine per search, hundreds of thousands in a
    // rating), with their stamps: a stamp not yet used stays unused. Fresh ones for another grid size, or long before
    // a stamp could wrap.
    exchange_with(thread_pool());
    const auto size = static_cast<std::size_t>(cells_ * n_);
    if (on_stamp_.size() != size || set_stamp_ > (1U << 31) || node_mark_ > (1U << 31)) {
      on_entry_.assign(size, -1);
      off_entry_.assign(size, -1);
      on_stamp_.assign(size, 0);
      off_stamp_.assign(size, 0);
      node_stamp_.assign(size * 2, 0);
      set_stamp_ = 0;
      node_mark_ = 0;
    }
    for (int cell = 0; cell < cells_; ++cell) candidates_[static_cast<std::size_t>(cell)] = board.candidates(cell);
    const int units = shape_.geometry.unit_count();
    positions_.assign(static_cast<std::size_t>(units * n_), 0);
    for (int unit = 0; unit < units; ++unit) {
      for (int digit = 1; digit <= n_; ++digit) {
        positions_[static_cast<std::size_t>(unit * n_ + digit - 1)] = board.positions(unit, digit);
      }
    }
    board_positions_ = positions_;
  }
  ~ChainEngine() { exchange_with(thread_pool()); }
  ChainEngine(const ChainEngine&) = delete;
  ChainEngine& operator=(const ChainEngine&) = delete;

  std::optional<Step> static_chains();
  bool x_pass(std::vector<int>& closing);
  std::optional<Step> nishio_chains();
  // A step that places a digit (Candidate::places) eliminates its cell's other candidates as they are now (a
  // remembered step's list is from when it was found).
  void eliminations_as_now(Candidate& found) const;
  // Whether every empty cell has two candidates or more (as after the naked singles): a start's cell is then a start
  // whatever its other digits, as the memory assumes.
  bool every_cell_open() const {
    for (int cell = 0; cell < cells_; ++cell) {
      if (board_.value(cell) == 0 && popcount(candidates_[static_cast<std::size_t>(cell)]) < 2) return false;
    }
    return true;
  }
  // Whether the memory's Y pass holds now, with best_ the X pass's best (see ChainMemory::Digits::YPass).
  bool y_pass_remembered() const {
    if (memory_ == nullptr || !memory_->y.known || !every_cell_open()) return false;
    const auto& y = memory_->y;
    if (y.cap && (!best_ || y.cap->better_than(*best_))) return false;  // the X pass's best is worse now
    const std::vector<int>& removed = board_.removed();
    for (std::size_t k = y.removed_then; k < removed.size(); ++k) {
      const int cell = removed[static_cast<std::size_t>(k)] / n_;
      if (y.bivalue.has(cell) || popcount(candidates_[static_cast<std::size_t>(cell)]) == 2) return false;
    }
    if (y.best) {
      for (const Elimination& elimination : y.best->step.eliminations) {
        if (!board_.has(elimination.cell, elimination.digit)) return false;
      }
    }
    return true;
  }
  bool static_start(int pass, int cell, int digit, const std::vector<int>& lengths, std::vector<int>& closing);
  std::optional<Step> multiple_chains(ChainFamily family);

 private:
  // Nodes.
  int node(int cell, int digit, bool on) const { return ((cell * n_ + digit - 1) << 1) | (on ? 1 : 0); }
  int cell_of(int nd) const { return (nd >> 1) / n_; }
  int digit_of(int nd) const { return (nd >> 1) % n_ + 1; }
  static bool is_on(int nd) { return (nd & 1) != 0; }
  int candidate_of(int nd) const { return nd >> 1; }

  // Membership of the current search's on and off sets (stamped, so a new search costs nothing to clear).
  void new_sets() { ++set_stamp_; }
  int on_entry(int candidate) const {
    return on_stamp_[static_cast<std::size_t>(candidate)] == set_stamp_ ? on_entry_[static_cast<std::size_t>(candidate)] : -1;
  }
  int off_entry(int candidate) const {
    return off_stamp_[static_cast<std::size_t>(candidate)] == set_stamp_ ? off_entry_[static_cast<std::size_t>(candidate)] : -1;
  }
  int entry_in_set(int nd) const { return is_on(nd) ? on_entry(candidate_of(nd)) : off_entry(candidate_of(nd)); }
  void put(int entry) {
    const int nd = entries_[static_cast<std::size_t>(entry)].node;
    const auto candidate = static_cast<std::size_t>(candidate_of(nd));
    if (is_on(nd)) {
      on_stamp_[candidate] = set_stamp_;
      on_entry_[candidate] = entry;
    } else {
      off_stamp_[candidate] = set_stamp_;
      off_entry_[candidate] = entry;
    }
  }
  [[gnu::always_inline]] int add_entry(int nd, int parent) {
    // entries_ is grown by hand, a doubling at a time: a push_back per entry was a call (the dynamic chains add
    // millions of entries to the rating of a hard puzzle).
    if (entry_count_ == entries_.size()) [[unlikely]] grow_entries();
    entries_[entry_count_] = {nd, parent, 0, 0};
    return static_cast<int>(entry_count_++);
  }

  bool has(int cell, int digit) const { return (candidates_[static_cast<std::size_t>(cell)] >> (digit - 1)) & 1U; }
  Mask& positions(int unit, int digit) { return positions_[static_cast<std::size_t>(unit * n_ + digit - 1)]; }
  // Dynamic chains: removes a candidate from the scratch grid, logged so that restore() puts it back.
  void remove(int cell, int digit) {
    if (!has(cell, digit)) return;
    candidates_[static_cast<std::size_t>(cell)] &= ~bit(digit - 1);
    // Spans, not the vectors: their size and data are read once, not again after each store to positions_ (which
    // may alias them, as far as the compiler knows).
    const std::span<const int> units(shape_.se_units_of[static_cast<std::size_t>(cell)]);
    const std::span<const int> index(shape_.se_index_of[static_cast<std::size_t>(cell)]);
    for (std::size_t k = 0; k < units.size(); ++k) positions(units[k], digit) &= ~bit(index[k]);
    removed_.push_back(cell * n_ + digit - 1);
  }
  void restore() {
    for (int candidate : removed_) {
      const int cell = candidate / n_;
      const int digit = candidate % n_ + 1;
      candidates_[static_cast<std::size_t>(cell)] |= bit(digit - 1);
      const std::span<const int> units(shape_.se_units_of[static_cast<std::size_t>(cell)]);
      const std::span<const int> index(shape_.se_index_of[static_cast<std::size_t>(cell)]);
      for (std::size_t k = 0; k < units.size(); ++k) positions(units[k], digit) |= bit(index[k]);
    }
    removed_.clear();
  }

  // The consequences of an "on" potential: the off potentials it forces.
  void on_to_off(int nd, bool y_links, std::vector<int>& out);
  // The consequences of an "off" potential: the on potentials it forces, each with the removals it relies on (dynamic).
  struct Forced {
    int node;
    int hidden_begin;
    int hidden_count;
  };
  void off_to_on(int nd, bool y_links, bool x_links, bool dynamic, std::vector<Forced>& out);

  bool ancestor_of(int entry, int nd) const;  // some cause of `entry` (not itself) is `nd`
  int complexity(int entry);                  // distinct potentials among the entry and all its causes
  int complexity(std::span<const int> targets);  // ... of several chains, each counted on its own (SE sums them)
  std::vector<int> path(int entry) const;           // the entry's first-cause chain, assumption first
  std::string chain_text(const std::vector<int>& path) const;
  std::string potential_text(int nd) const;

  // Static chains.
  // For the potentials whose shortest chain to their opposite is the shortest of the pass, its length (potentials on
  // the path); 0 for the others: breadth-first searches for all starts at once, each start a bit of a bitset carried
  // along the links, stopped at the first depth where a start reaches its opposite. X links stay within a digit: that
  // pass is searched digit by digit, with a bitset of a word or two instead of one over the whole grid.
  // ... for the candidates of `digits` (their links must stay among them), into length_of; returns the length.
  int search_lengths(Mask digits, int cap, std::vector<int>& length_of);
  // One such search over the compact graph in lengths_start_, lengths_successors_ and lengths_candidate_at_ (node k*2+1
  // is its k-th candidate on, k*2 off), up to `limit` potentials. Sets length_of[] of the starts that reach their
  // opposite at the first depth where one does, and returns that length, or 0.
  int opposite_search(int nodes, int limit, std::vector<int>& length_of);
  template <int kWords>
  int opposite_search_words(int nodes, int words, int limit, std::vector<int>& length_of);
  std::vector<int> lengths_start_, lengths_successors_, lengths_candidate_at_, lengths_compact_;
  // The pass with both kinds of link, when nothing easier was found and every empty cell has two candidates or more:
  // its shortest forcing chain (potentials), else 0, and per node of the length search's graph whether it lies on a
  // shortest chain from an "on" start to its opposite (see mark_shortest_chains()).
  int shortest_chain_ = 0;
  std::vector<std::uint8_t> on_shortest_;
  void mark_shortest_chains(const std::vector<int>& length_of, int shortest);
  std::vector<int> distance_, queue_;
  std::vector<std::uint64_t> frontier_, reached_, fresh_, done_, hits_;
  // The links of the static passes, worked out once per search. Per node, the cell's part (Y links: the cell's other
  // candidates from an "on" node, the other candidate of a bivalue cell from an "off" one), then the units' part (X
  // links: the digit in the peers from "on", the other position of the digit in a unit with two from "off"). A pass
  // reads the parts its links allow, in the order on_to_off and off_to_on give them.
  enum class Links : std::uint8_t { x_only, y_only, both };
  struct GraphNode {
    int begin;
    int split;  // where the units' part begins
    int end;
  };
  void build_graph();
  std::span<const int> successors(int nd) const {
    const GraphNode& links = graph_[static_cast<std::size_t>(nd)];
    int begin = links.begin;
    int end = links.end;
    if (links_ == Links::x_only) {
      begin = links.split;
    } else if (links_ == Links::y_only && !is_on(nd)) {
      end = links.split;
    }
    return std::span<const int>(graph_successors_.data() + begin, static_cast<std::size_t>(end - begin));
  }
  bool dead_end(int nd) const { return successors(nd).empty(); }
  // The links a cycle search follows in the current pass: successors() less the "off" potentials that force nothing
  // (they can neither close a cycle nor lead on; most are such in the Y pass, where only bivalue cells force).
  void build_cycle_graph();
  std::span<const int> cycle_successors(int nd) const {
    const auto begin = static_cast<std::size_t>(cycle_start_[static_cast<std::size_t>(nd)]);
    const auto end = static_cast<std::size_t>(cycle_end_[static_cast<std::size_t>(nd)]);
    return std::span<const int>(cycle_successors_.data() + begin, end - begin);
  }
  std::vector<int> cycle_start_, cycle_end_, cycle_successors_;
  Links links_ = Links::both;
  std::vector<GraphNode> graph_;
  std::vector<int> graph_successors_;
  // The searches' queues and the links of one potential, kept from one search to the next (a search per candidate).
  std::vector<int> pending_on_, pending_off_, next_, offs_;
  std::vector<Forced> ons_;
  void cycles(int source, int cap, std::vector<int>& found);
  // The eliminations of the cycle closed by `end`: the candidates outside its cells seen by an "on" potential of their
  // digit in the loop and by an "off" one, in cell then digit order. Returns the number of the loop's cells.
  template <class Set>
  int cycle_eliminations(int end, std::vector<Elimination>& eliminations);
  std::vector<int> loop_nodes_;
  int forcing_chain(int source, int cap);
  void consider(Candidate candidate);
  int cap_for(int base, int sort_key) const;

  // Dynamic chains.
  std::pair<int, int> follow(std::vector<int>& pending_on, std::vector<int>& pending_off, bool dynamic, bool y_links);
  struct Outcome {
    std::vector<int> on;   // entries of the potentials found on, in the order found (the assumption first if on)
    std::vector<int> off;  // ... and off
  };
  // The outcome of assuming `nd`, into `outcome` (its vectors cleared, their room kept).
  void assume(int nd, bool dynamic, bool y_links, std::pair<int, int>* contradiction, Outcome& outcome);
  Outcome scratch_, if_off_;  // assume_on()'s search before it is copied, and the "off" assumption's outcome
  // assume() of an "on" potential, computed once per search (region chains assume the other positions of a digit,
  // which are assumed again as their own cell's candidates).
  struct Assumed {
    Outcome outcome;
    std::pair<int, int> contradiction{-1, -1};
    bool done = false;
  };
  const Assumed& assume_on(int nd, bool dynamic, bool y_links);
  std::vector<Assumed> assumed_;  // by candidate
  std::string branches_text(std::span<const int> ends) const;
  // name() and premise() give texts, called only for a step kept (the frequent offers that lose build none).
  template <class Name, class Premise>
  void offer(int base, int sort_key, Technique technique, Name&& name, std::span<const int> ends, int target,
             Premise&& premise);

  const Board& board_;
  ChainMemory::Digits* memory_;
  const BoardShape& shape_;
  int n_;
  int cells_;
  SearchBudget& budget_;
  std::vector<Mask> candidates_;       // the scratch grid (the board's, less what a dynamic chain removed)
  std::vector<Mask> positions_;        // per unit and digit: positions in the scratch grid
  std::vector<Mask> board_positions_;  // ... in the board
  std::vector<int> removed_;           // candidates removed from the scratch grid, to put back
  std::vector<int> todo_;              // complexity()'s stack
  std::vector<Entry> entries_;  // the first entry_count_ are the entries
  std::size_t entry_count_ = 0;
  // What an engine leaves to the thread's next one: the entries' room (a hard puzzle's dynamic chains grow it to
  // hundreds of thousands of entries, a doubling at a time, at every step) and the stamped sets with their stamps.
  struct Pool {
    std::vector<Entry> entries;
    std::vector<int> on_entry, off_entry;
    std::vector<unsigned> on_stamp, off_stamp, node_stamp;
    unsigned set_stamp = 0;
    unsigned node_mark = 0;
  };
  static Pool& thread_pool() {
    static thread_local Pool pool;
    return pool;
  }
  // Takes the pool's entries, stamped sets and stamps (construction), or gives them back (destruction).
  void exchange_with(Pool& pool) {
    entries_.swap(pool.entries);
    on_entry_.swap(pool.on_entry);
    off_entry_.swap(pool.off_entry);
    on_stamp_.swap(pool.on_stamp);
    off_stamp_.swap(pool.off_stamp);
    node_stamp_.swap(pool.node_stamp);
    std::swap(set_stamp_, pool.set_stamp);
    std::swap(node_mark_, pool.node_mark);
  }
  [[gnu::noinline]] void grow_entries() { entries_.resize(std::max<std::size_t>(256, entries_.size() * 2)); }
  std::vector<int> extra_parents_;
  std::vector<int> on_entry_, off_entry_;
  std::vector<unsigned> on_stamp_, off_stamp_;
  unsigned set_stamp_ = 0;
  std::vector<unsigned> node_stamp_;
  unsigned node_mark_ = 0;
  std::optional<Candidate> best_;
};

void ChainEngine::on_to_off(int nd, bool y_links, std::vector<int>& out) {
  out.clear();
  const int cell = cell_of(nd);
  const int digit = digit_of(nd);
  if (y_links) {
    for (Mask rest = candidates_[static_cast<std::size_t>(cell)] & ~bit(digit - 1); rest != 0; rest &= rest - 1) {
      out.push_back(node(cell, lowest(rest) + 1, false));
    }
  }
  if (shape_.se_peers_by_units) {
    // The same peers in the same order, from the scratch positions of the digit in the cell's units (remove() keeps
    // them with the candidates).
    const std::span<const int> units(shape_.se_units_of[static_cast<std::size_t>(cell)]);
    const std::span<const Mask> fresh(shape_.se_fresh_of[static_cast<std::size_t>(cell)]);
    for (std::size_t k = 0; k < units.size(); ++k) {
      const Mask where = positions(units[k], digit) & fresh[k];
      if (where == 0) continue;
      const auto unit_cells = shape_.geometry.unit_cells(units[k]);
      for (Mask rest = where; rest != 0; rest &= rest - 1) {
        out.push_back(node(unit_cells[static_cast<std::size_t>(lowest(rest))], digit, false));
      }
    }
    return;
  }
  const Mask digit_bit = bit(digit - 1);
  for (int other : shape_.se_peers[static_cast<std::size_t>(cell)]) {
    if (candidates_[static_cast<std::size_t>(other)] & digit_bit) out.push_back(node(other, digit, false));
  }
}

void ChainEngine::off_to_on(int nd, bool y_links, bool x_links, bool dynamic, std::vector<Forced>& out) {
  out.clear();
  const int cell = cell_of(nd);
  const int digit = digit_of(nd);
  ++node_mark_;
  auto add = [&](int on_node, auto&& hidden) {
    if (node_stamp_[static_cast<std::size_t>(on_node)] == node_mark_) return;
    node_stamp_[static_cast<std::size_t>(on_node)] = node_mark_;
    const int begin = static_cast<int>(extra_parents_.size());
    if (dynamic) hidden();
    out.push_back({on_node, begin, static_cast<int>(extra_parents_.size()) - begin});
  };
  if (y_links) {
    const Mask here = candidates_[static_cast<std::size_t>(cell)];
    if (popcount(here) == 2) {
      const int other = lowest(here & ~bit(digit - 1)) + 1;
      add(node(cell, other, true), [&] {
        for (Mask gone = board_.candidates(cell) & ~here; gone != 0; gone &= gone - 1) {
          const int entry = off_entry(cell * n_ + lowest(gone));
          if (entry >= 0) extra_parents_.push_back(entry);
        }
      });
    }
  }
  if (x_links) {
    const std::span<const int> units(shape_.se_units_of[static_cast<std::size_t>(cell)]);
    const std::span<const int> index(shape_.se_index_of[static_cast<std::size_t>(cell)]);
    for (std::size_t k = 0; k < units.size(); ++k) {
      const int unit = units[k];
      const Mask others = positions(unit, digit) & ~bit(index[k]);
      if (!single(others)) continue;
      const auto unit_cells = shape_.geometry.unit_cells(unit);
      add(node(unit_cells[static_cast<std::size_t>(lowest(others))], digit, true), [&] {
        for (Mask gone = board_positions_[static_cast<std::size_t>(unit * n_ + digit - 1)] & ~positions(unit, digit);
             gone != 0; gone &= gone - 1) {
          const int entry = off_entry(unit_cells[static_cast<std::size_t>(lowest(gone))] * n_ + digit - 1);
          if (entry >= 0) extra_parents_.push_back(entry);
        }
      });
    }
  }
}

bool ChainEngine::ancestor_of(int entry, int nd) const {
  for (int e = entries_[static_cast<std::size_t>(entry)].parent; e >= 0; e = entries_[static_cast<std::size_t>(e)].parent) {
    if (entries_[static_cast<std::size_t>(e)].node == nd) return true;
  }
  return false;
}

int ChainEngine::complexity(int entry) {
  ++node_mark_;
  int count = 0;
  std::vector<int>& todo = todo_;
  todo.clear();
  todo.push_back(entry);
  while (!todo.empty()) {
    const int e = todo.back();
    todo.pop_back();
    const Entry& item = entries_[static_cast<std::size_t>(e)];
    if (node_stamp_[static_cast<std::size_t>(item.node)] == node_mark_) continue;
    node_stamp_[static_cast<std::size_t>(item.node)] = node_mark_;
    ++count;
    if (item.parent >= 0) todo.push_back(item.parent);
    for (int k = 0; k < item.extra_count; ++k) todo.push_back(extra_parents_[static_cast<std::size_t>(item.extra_begin + k)]);
  }
  return count;
}

int ChainEngine::complexity(std::span<const int> targets) {
  int total = 0;
  for (int target : targets) total += complexity(target);
  return total;
}

std::vector<int> ChainEngine::path(int entry) const {
  std::vector<int> nodes;
  for (int e = entry; e >= 0; e = entries_[static_cast<std::size_t>(e)].parent) {
    nodes.push_back(entries_[static_cast<std::size_t>(e)].node);
  }
  std::reverse(nodes.begin(), nodes.end());
  return nodes;
}

std::string ChainEngine::potential_text(int nd) const {
  return board_.cell_name(cell_of(nd)) + (is_on(nd) ? "=" : "<>") + std::to_string(digit_of(nd));
}

// Eureka notation: candidates (d)rXcY, a weak link '-' (on -> off), a strong link '=' (off -> on); the digit is written
// again only when it changes; two candidates of one cell linked are written (a=b)rXcY.
std::string ChainEngine::chain_text(const std::vector<int>& nodes) const {
  std::string text;
  for (std::size_t k = 0; k < nodes.size(); ++k) {
    const int nd = nodes[k];
    const int cell = cell_of(nd);
    const int digit = digit_of(nd);
    if (k == 0) {
      text = "(" + std::to_string(digit) + ")" + board_.cell_name(cell);
      continue;
    }
    const char link = is_on(nd) ? '=' : '-';
    const int previous = nodes[k - 1];
    if (cell_of(previous) == cell) {
      // (a)rXcY followed by a link in the cell: rewrite the last candidate as (a-b)rXcY.
      const std::string name = board_.cell_name(cell);
      const std::size_t at = text.rfind(name);
      const std::size_t open = text.rfind('(', at);
      if (open != std::string::npos && at != std::string::npos && text.compare(at, std::string::npos, name) == 0 &&
          text[at - 1] == ')' && text.find(link == '=' ? '=' : '-', open) > at) {
        text.insert(at - 1, std::string(1, link) + std::to_string(digit));
        continue;
      }
      text += link + ("(" + std::to_string(digit) + ")" + name);
      continue;
    }
    text += link;
    if (digit != digit_of(previous) || cell_of(previous) == cell) text += "(" + std::to_string(digit) + ")";
    text += board_.cell_name(cell);
  }
  return text;
}

int ChainEngine::cap_for(int base, int sort_key) const {
  if (!best_) return 1 << 20;
  int complexity = 2;
  while (complexity < 4096) {
    Candidate probe;
    probe.difficulty = base + length_bonus(complexity + 1);
    probe.complexity = complexity + 1;
    probe.sort_key = sort_key;
    if (!probe.better_than(*best_)) return complexity;
    ++complexity;
  }
  return complexity;
}

void ChainEngine::consider(Candidate candidate) {
  if (!best_ || candidate.better_than(*best_)) best_ = std::move(candidate);
}

template <class Set>
int ChainEngine::cycle_eliminations(int end, std::vector<Elimination>& eliminations) {
  Set loop_cells;
  Mask digits_on = 0;
  Mask digits_off = 0;
  loop_nodes_.clear();
  for (int e = end; entries_[static_cast<std::size_t>(e)].parent >= 0; e = entries_[static_cast<std::size_t>(e)].parent) {
    const int nd = entries_[static_cast<std::size_t>(e)].node;
    loop_nodes_.push_back(nd);
    loop_cells.add(cell_of(nd));
    (is_on(nd) ? digits_on : digits_off) |= bit(digit_of(nd) - 1);
  }
  eliminations.clear();
  // Most loops remove nothing (SE's cycles are tried from every candidate with a strong link): only a digit with both
  // an "on" and an "off" potential in the loop can.
  for (Mask digits = digits_on & digits_off; digits != 0; digits &= digits - 1) {
    const int digit = lowest(digits) + 1;
    Set seen_on;
    Set seen_off;
    for (int nd : loop_nodes_) {
      if (digit_of(nd) != digit) continue;
      (is_on(nd) ? seen_on : seen_off) |= shape_.peers_as<Set>(cell_of(nd));
    }
    seen_on &= seen_off;
    seen_on -= loop_cells;
    seen_on.for_each([&](int cell) {
      if (has(cell, digit)) eliminations.push_back({cell, digit});
    });
  }
  // Each digit gives its eliminations in cell order: they need sorting only when two digits may give some.
  const auto both = digits_on & digits_off;
  if (eliminations.size() > 1 && (both & (both - 1)) != 0) {
    std::sort(eliminations.begin(), eliminations.end(), [](const Elimination& a, const Elimination& b) {
      return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
    });
  }
  return loop_cells.count();
}

// SE's doCycles: breadth first from an "on" assumption, phases alternating; off potentials may be queued more than
// once (with different causes), never one that is already a cause of the potential it comes from. A cycle is the
// assumption reached again, at half-step 4 or later. Returns the entries that close a cycle, in the order found.
void ChainEngine::cycles(int source, int cap, std::vector<int>& found) {
  found.clear();
  new_sets();
  std::vector<int>& pending_on = pending_on_;
  std::vector<int>& pending_off = pending_off_;
  pending_on.assign(1, add_entry(source, -1));
  pending_off.clear();
  put(pending_on[0]);
  int length = 0;
  while (!pending_on.empty() || !pending_off.empty()) {
    ++length;
    if (length + 1 > cap || !budget_.spend(pending_on.size() + pending_off.size())) return;
    for (int entry : pending_on) {
      for (int off : cycle_successors(entries_[static_cast<std::size_t>(entry)].node)) {
        if (off_entry(candidate_of(off)) >= 0) {
          // Queued again by another cause: when it comes up, its first entry has already put every potential it forces
          // in the on set, so all it can still do is close the cycle. Not queued when it cannot.
          const auto forced = cycle_successors(off);
          if (std::find(forced.begin(), forced.end(), source) == forced.end()) continue;
          // Every cause of an entry is in the off set: a potential not there is no cause.
          if (ancestor_of(entry, off)) continue;
        }
        const int e = add_entry(off, entry);
        pending_off.push_back(e);
        if (off_entry(candidate_of(off)) < 0) put(e);
      }
    }
    pending_on.clear();
    ++length;
    for (int entry : pending_off) {
      for (int on : cycle_successors(entries_[static_cast<std::size_t>(entry)].node)) {
        if (length >= 4 && on == source) found.push_back(add_entry(on, entry));
        if (on_entry(candidate_of(on)) < 0) {
          const int e = add_entry(on, entry);
          put(e);
          pending_on.push_back(e);
        }
      }
    }
    pending_off.clear();
  }
}

// SE's doForcingChains: breadth first from an assumption (on or off) until its opposite is reached; the entry of that
// opposite, or -1. The search stops past `cap` potentials on the path.
int ChainEngine::forcing_chain(int source, int cap) {
  new_sets();
  const int root = add_entry(source, -1);
  put(root);
  std::vector<int>& pending_on = pending_on_;
  std::vector<int>& pending_off = pending_off_;
  pending_on.clear();
  pending_off.clear();
  (is_on(source) ? pending_on : pending_off).push_back(root);
  const int opposite = source ^ 1;
  std::vector<int>& next = next_;
  int depth = 0;  // potentials on the path to the ones being expanded, minus one
  while (!pending_on.empty() || !pending_off.empty()) {
    if (!budget_.spend(pending_on.size() + pending_off.size())) return -1;
    if (depth + 2 > cap) return -1;
    next.clear();
    bool expanded_on = false;
    for (int entry : pending_on) {
      expanded_on = true;
      for (int off : successors(entries_[static_cast<std::size_t>(entry)].node)) {
        if (off_entry(candidate_of(off)) >= 0) continue;
        const int e = add_entry(off, entry);
        if (off == opposite) return e;
        put(e);
        next.push_back(e);
      }
    }
    pending_on.clear();
    if (expanded_on) {
      ++depth;
      pending_off.insert(pending_off.end(), next.begin(), next.end());
      next.clear();
      if (depth + 2 > cap) return -1;
    }
    bool expanded_off = false;
    for (int entry : pending_off) {
      expanded_off = true;
      for (int on : successors(entries_[static_cast<std::size_t>(entry)].node)) {
        if (on_entry(candidate_of(on)) >= 0) continue;
        const int e = add_entry(on, entry);
        if (on == opposite) return e;
        put(e);
        next.push_back(e);
      }
    }
    pending_off.clear();
    if (expanded_off) ++depth;
    pending_on.insert(pending_on.end(), next.begin(), next.end());
  }
  return -1;
}

void ChainEngine::build_graph() {
  graph_.assign(static_cast<std::size_t>(cells_ * n_ * 2), GraphNode{0, 0, 0});
  graph_successors_.clear();
  // Room for a peer link per candidate and peer (a 9x9 grid's rating search has some 5000 links), not grown link by link.
  std::size_t candidates = 0;
  for (int cell = 0; cell < cells_; ++cell) candidates += static_cast<std::size_t>(popcount(candidates_[static_cast<std::size_t>(cell)]));
  graph_successors_.reserve(candidates * shape_.se_peers[0].size());
  for (int cell = 0; cell < cells_; ++cell) {
    const Mask here = candidates_[static_cast<std::size_t>(cell)];
    const std::span<const int> units(shape_.se_units_of[static_cast<std::size_t>(cell)]);
    const std::span<const int> index(shape_.se_index_of[static_cast<std::size_t>(cell)]);
    for (Mask rest = here; rest != 0; rest &= rest - 1) {
      const int digit = lowest(rest) + 1;
      const Mask digit_bit = bit(digit - 1);
      GraphNode& on = graph_[static_cast<std::size_t>(node(cell, digit, true))];
      on.begin = static_cast<int>(graph_successors_.size());
      for (Mask others = here & ~digit_bit; others != 0; others &= others - 1) {
        graph_successors_.push_back(node(cell, lowest(others) + 1, false));
      }
      on.split = static_cast<int>(graph_successors_.size());
      if (shape_.se_peers_by_units) {  // as on_to_off: the peers from the positions, in the same order
        const std::span<const Mask> fresh(shape_.se_fresh_of[static_cast<std::size_t>(cell)]);
        for (std::size_t k = 0; k < units.size(); ++k) {
          const auto unit_cells = shape_.geometry.unit_cells(units[k]);
          for (Mask where = positions(units[k], digit) & fresh[k]; where != 0; where &= where - 1) {
            graph_successors_.push_back(node(unit_cells[static_cast<std::size_t>(lowest(where))], digit, false));
          }
        }
      } else {
        for (int other : shape_.se_peers[static_cast<std::size_t>(cell)]) {
          if (candidates_[static_cast<std::size_t>(other)] & digit_bit) graph_successors_.push_back(node(other, digit, false));
        }
      }
      on.end = static_cast<int>(graph_successors_.size());
      GraphNode& off = graph_[static_cast<std::size_t>(node(cell, digit, false))];
      off.begin = static_cast<int>(graph_successors_.size());
      if (popcount(here) == 2) graph_successors_.push_back(node(cell, lowest(here & ~digit_bit) + 1, true));
      off.split = static_cast<int>(graph_successors_.size());
      for (std::size_t k = 0; k < units.size(); ++k) {
        const Mask others = positions(units[k], digit) & ~bit(index[k]);
        if (!single(others)) continue;
        const int target = node(shape_.geometry.unit_cells(units[k])[static_cast<std::size_t>(lowest(others))], digit, true);
        // The same cell may be the other position in two units (its box and its row, say): one link.
        if (std::find(graph_successors_.begin() + off.split, graph_successors_.end(), target) == graph_successors_.end()) {
          graph_successors_.push_back(target);
        }
      }
      off.end = static_cast<int>(graph_successors_.size());
    }
  }
}

void ChainEngine::build_cycle_graph() {
  cycle_start_.resize(graph_.size());
  cycle_end_.resize(graph_.size());
  cycle_successors_.clear();
  // The "off" nodes first: their links, and whether they force anything (kept in cycle_end_ > cycle_start_), which
  // the "on" nodes' links then read.
  for (int cell = 0; cell < cells_; ++cell) {
    for (Mask rest = candidates_[static_cast<std::size_t>(cell)]; rest != 0; rest &= rest - 1) {
      const int nd = node(cell, lowest(rest) + 1, false);
      cycle_start_[static_cast<std::size_t>(nd)] = static_cast<int>(cycle_successors_.size());
      const auto forced = successors(nd);
      cycle_successors_.insert(cycle_successors_.end(), forced.begin(), forced.end());
      cycle_end_[static_cast<std::size_t>(nd)] = static_cast<int>(cycle_successors_.size());
    }
  }
  for (int cell = 0; cell < cells_; ++cell) {
    for (Mask rest = candidates_[static_cast<std::size_t>(cell)]; rest != 0; rest &= rest - 1) {
      const int nd = node(cell, lowest(rest) + 1, true);
      cycle_start_[static_cast<std::size_t>(nd)] = static_cast<int>(cycle_successors_.size());
      for (int off : successors(nd)) {
        if (cycle_end_[static_cast<std::size_t>(off)] > cycle_start_[static_cast<std::size_t>(off)]) {
          cycle_successors_.push_back(off);
        }
      }
      cycle_end_[static_cast<std::size_t>(nd)] = static_cast<int>(cycle_successors_.size());
    }
  }
}

template <int kWords>
int ChainEngine::opposite_search_words(int nodes, int words_if_variable, int limit, std::vector<int>& length_of) {
  const int words = kWords > 0 ? kWords : words_if_variable;
  const auto size = static_cast<std::size_t>(nodes * words);
  frontier_.assign(size, 0);
  fresh_.assign(size, 0);
  for (int v = 0; v < nodes; ++v) frontier_[static_cast<std::size_t>(v * words + (v >> 6))] = std::uint64_t{1} << (v & 63);
  reached_ = frontier_;
  // Meet in the middle. The links are symmetric under contraposition (u -> w is a link when not-w -> not-u is: the
  // weak and strong links both go either way), so a path from v to not-s is one from s to not-v, as long. After round
  // k, reached_ holds every node within k links of each start; a start s is within 2k - 1 links of not-s exactly when
  // some node v is within k links of it and not-v within k - 1 (cut the path at its middle). The links alternate on
  // and off, so a start is an odd number of links from its opposite: the first round that finds one finds it at
  // 2k - 1 links, 2k potentials, with half the depths of a search from each start alone.
  done_.assign(static_cast<std::size_t>(words), 0);
  hits_.resize(static_cast<std::size_t>(words));
  for (int round = 1; round <= nodes && 2 * round <= limit; ++round) {
    if (!budget_.spend(2 * static_cast<std::uint64_t>(nodes))) return 0;  // two depths of the search it replaces
    // fresh_ is all zero here: the frontier's bits go to the successors, and the frontier is cleared as it is read,
    // to serve as the next round's fresh_.
    for (int u = 0; u < nodes; ++u) {
      std::uint64_t* from = &frontier_[static_cast<std::size_t>(u * words)];
      std::uint64_t any = 0;
      for (int w = 0; w < words; ++w) any |= from[w];
      if (any == 0) continue;
      for (int k = lengths_start_[static_cast<std::size_t>(u)]; k < lengths_start_[static_cast<std::size_t>(u) + 1]; ++k) {
        std::uint64_t* to = &fresh_[static_cast<std::size_t>(lengths_successors_[static_cast<std::size_t>(k)] * words)];
        for (int w = 0; w < words; ++w) to[w] |= from[w];
      }
      for (int w = 0; w < words; ++w) from[w] = 0;
    }
    std::uint64_t moving = 0;
    std::uint64_t* hits = hits_.data();
    for (int w = 0; w < words; ++w) hits[w] = 0;
    // Nodes 2c (off) and 2c + 1 (on) of a candidate together: a start within k links of both and within k - 1 of one
    // of them (not newly reached by both) meets its opposite.
    for (int v = 0; v < nodes; v += 2) {
      std::uint64_t* fresh_off = &fresh_[static_cast<std::size_t>(v * words)];
      std::uint64_t* seen_off = &reached_[static_cast<std::size_t>(v * words)];
      std::uint64_t* fresh_on = fresh_off + words;
      std::uint64_t* seen_on = seen_off + words;
      for (int w = 0; w < words; ++w) {
        fresh_off[w] &= ~seen_off[w];
        seen_off[w] |= fresh_off[w];
        fresh_on[w] &= ~seen_on[w];
        seen_on[w] |= fresh_on[w];
        moving |= fresh_off[w] | fresh_on[w];
        hits[w] |= seen_off[w] & seen_on[w] & ~(fresh_off[w] & fresh_on[w]);
      }
    }
    int found = 0;
    for (int w = 0; w < words; ++w) {
      std::uint64_t fresh_hits = hits[w] & ~done_[static_cast<std::size_t>(w)];
      done_[static_cast<std::size_t>(w)] |= fresh_hits;
      for (; fresh_hits != 0; fresh_hits &= fresh_hits - 1) {
        const int source = w * 64 + std::countr_zero(fresh_hits);
        const int candidate = lengths_candidate_at_[static_cast<std::size_t>(source >> 1)];
        length_of[static_cast<std::size_t>((candidate << 1) | (source & 1))] = 2 * round;
        if (popcount(candidates_[static_cast<std::size_t>(candidate / n_)]) >= 2) found = 2 * round;
      }
    }
    frontier_.swap(fresh_);
    if (found > 0) return found;
    if (moving == 0) return 0;  // every distance is known: a start that meets its opposite has met it by now
  }
  return 0;
}

int ChainEngine::opposite_search(int nodes, int limit, std::vector<int>& length_of) {
  // The words per node a constant where it is small, so that the compiler unrolls the word loops (chain_lengths was a
  // tenth of `dlx rate -j 1` on the first 1000 puzzles of puzzles/qqwing-generated-10000.txt: perf record, 2026-11-25,
  // before 1d3f8a5).
  const int words = (nodes + 63) / 64;
  switch (words) {
    case 1: return opposite_search_words<1>(nodes, words, limit, length_of);
    case 2: return opposite_search_words<2>(nodes, words, limit, length_of);
    case 3: return opposite_search_words<3>(nodes, words, limit, length_of);
    case 4: return opposite_search_words<4>(nodes, words, limit, length_of);
    case 5: return opposite_search_words<5>(nodes, words, limit, length_of);
    case 6: return opposite_search_words<6>(nodes, words, limit, length_of);
    case 7: return opposite_search_words<7>(nodes, words, limit, length_of);
    case 8: return opposite_search_words<8>(nodes, words, limit, length_of);
    default: return opposite_search_words<0>(nodes, words, limit, length_of);
  }
}

int ChainEngine::search_lengths(Mask digits, int cap, std::vector<int>& length_of) {
  lengths_compact_.resize(static_cast<std::size_t>(cells_ * n_));
  lengths_candidate_at_.clear();
  for (int cell = 0; cell < cells_; ++cell) {
    for (Mask rest = candidates_[static_cast<std::size_t>(cell)] & digits; rest != 0; rest &= rest - 1) {
      lengths_compact_[static_cast<std::size_t>(cell * n_ + lowest(rest))] = static_cast<int>(lengths_candidate_at_.size());
      lengths_candidate_at_.push_back(cell * n_ + lowest(rest));
    }
  }
  const int nodes = static_cast<int>(lengths_candidate_at_.size()) * 2;
  lengths_start_.assign(static_cast<std::size_t>(nodes) + 1, 0);
  lengths_successors_.clear();
  for (int v = 0; v < nodes; ++v) {
    const int nd = (lengths_candidate_at_[static_cast<std::size_t>(v >> 1)] << 1) | (v & 1);
    for (int next : successors(nd)) {
      lengths_successors_.push_back(lengths_compact_[static_cast<std::size_t>(candidate_of(next))] * 2 + (next & 1));
    }
    lengths_start_[static_cast<std::size_t>(v) + 1] = static_cast<int>(lengths_successors_.size());
  }
  return nodes == 0 ? 0 : opposite_search(nodes, cap, length_of);
}

// A cycle that removes a candidate z=d implies a forcing chain from z=d at most two potentials longer: z sees an "on"
// potential p of d in the loop and an "off" one q; z=d forces q off, the loop leads from q to p (on), and p forces
// z<>d, so the chain z=d, q, ..., p, z<>d has the loop's nodes from q to p plus two. With every empty cell holding two
// candidates or more, z is a start of this pass, so the loop has at least shortest_chain_ - 2 potentials. At exactly
// that, the chain through the whole loop is one of the shortest (q follows p in the loop), so every node of the loop,
// its start too, lies on a shortest chain from z=d to z<>d: a node x with dist(z=d, x) + dist(x, z<>d) equal to the
// chain's links, where dist(x, z<>d) = dist(z=d, not-x) by contraposition. Marks those nodes (of the length search's
// graph) for every start whose chain is shortest, by a breadth-first search from each.
void ChainEngine::mark_shortest_chains(const std::vector<int>& length_of, int shortest) {
  const int nodes = static_cast<int>(lengths_candidate_at_.size()) * 2;
  on_shortest_.assign(static_cast<std::size_t>(nodes), 0);
  distance_.resize(static_cast<std::size_t>(nodes));
  for (int z = 1; z < nodes; z += 2) {
    if (length_of[static_cast<std::size_t>(lengths_candidate_at_[static_cast<std::size_t>(z >> 1)] * 2 + 1)] != shortest) continue;
    std::fill(distance_.begin(), distance_.end(), -1);
    queue_.assign(1, z);
    distance_[static_cast<std::size_t>(z)] = 0;
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const int u = queue_[head];
      const int next = distance_[static_cast<std::size_t>(u)] + 1;
      if (next > shortest - 1) break;
      for (int k = lengths_start_[static_cast<std::size_t>(u)]; k < lengths_start_[static_cast<std::size_t>(u) + 1]; ++k) {
        const int w = lengths_successors_[static_cast<std::size_t>(k)];
        if (distance_[static_cast<std::size_t>(w)] >= 0) continue;
        distance_[static_cast<std::size_t>(w)] = next;
        queue_.push_back(w);
      }
    }
    for (int x = 1; x < nodes; x += 2) {
      const int to = distance_[static_cast<std::size_t>(x)];
      const int to_opposite = distance_[static_cast<std::size_t>(x ^ 1)];
      if (to >= 0 && to_opposite >= 0 && to + to_opposite == shortest - 1) on_shortest_[static_cast<std::size_t>(x)] = 1;
    }
  }
}

// The cycles and forcing chains from one start (cell, digit) in a static pass, offered to best_. False when the budget
// ran out.
bool ChainEngine::static_start(int pass, int cell, int digit, const std::vector<int>& lengths, std::vector<int>& closing) {
  const bool y_links = pass != 0;
  const bool x_links = pass != 1;
  const bool both = pass == 2;
  const int sort_key = both ? 4 : y_links ? 3 : 2;
  const int cycle_base = both ? 70 : 65;
  const int chain_base = both ? 70 : 66;
  const Mask here = candidates_[static_cast<std::size_t>(cell)];
  const int source = node(cell, digit, true);
  entry_count_ = 0;
  extra_parents_.clear();
  // Only a candidate with a strong link (the other of two candidates of a cell, the other of two positions of its
  // digit in a unit) can be forced on: without one, no cycle closes on it and no chain from its "off" ends. (The
  // units' part of the "off" node's links: the other positions of the digit in a unit with two.)
  const GraphNode& off_links = graph_[static_cast<std::size_t>(node(cell, digit, false))];
  const bool strong = (y_links && popcount(here) == 2) || (x_links && off_links.end > off_links.split);
  closing.clear();
  int cap = cap_for(cycle_base, sort_key);
  bool search = strong;
  if (both && shortest_chain_ > 0) {
    // A cycle that removes something has at least shortest_chain_ - 2 potentials (mark_shortest_chains() says why),
    // and one of more than shortest_chain_ loses to the shortest chain, found in this pass; one of exactly
    // shortest_chain_ - 2 has its start on a shortest chain (on_shortest_). The shorter loops are not worth a look.
    cap = std::min(cap, shortest_chain_);
    if (cap < shortest_chain_ - 2) {
      search = false;
    } else if (cap < shortest_chain_) {
      search = on_shortest_[static_cast<std::size_t>(lengths_compact_[static_cast<std::size_t>(candidate_of(source))] * 2 + 1)] != 0;
    }
  }
  if (search) cycles(source, cap, closing);
  if (budget_.exhausted) return false;
  for (int end : closing) {
    Candidate candidate;
    candidate.complexity = complexity(end);
    if (both && candidate.complexity < shortest_chain_ - 2) continue;  // it removes nothing
    candidate.difficulty = cycle_base + length_bonus(candidate.complexity);
    candidate.sort_key = sort_key;
    candidate.cell = cell;
    candidate.digit = digit;
    if (best_ && !candidate.better_than(*best_)) continue;
    std::vector<Elimination> eliminations;
    const int loop_cell_count = cells_ <= 128 ? cycle_eliminations<SmallCellSet>(end, eliminations)
                                              : cycle_eliminations<CellSet>(end, eliminations);
    if (eliminations.empty()) continue;
    const std::string name = both ? "Bidirectional Cycle"
                             : y_links ? "Bidirectional Y-Cycle"
                             : loop_cell_count == 4 ? "Generalized X-Wing"
                                                    : "Bidirectional X-Cycle";
    candidate.step = make_step(both ? Technique::forcing_chain : Technique::x_cycle, candidate.difficulty, name);
    if (board_.describing()) {
      candidate.step.reason = chain_text(path(end)) + " => " + eliminations_text(board_, eliminations);
    }
    candidate.step.eliminations = std::move(eliminations);
    consider(std::move(candidate));
  }
  if (!x_links) return true;  // forcing Y-chains do not exist (SE)
  for (const bool assume_on : {true, false}) {
    if (!assume_on && !strong) continue;
    const int start = node(cell, digit, assume_on);
    const int length = lengths[static_cast<std::size_t>(start)];
    if (length == 0) continue;
    if (best_) {
      Candidate probe;
      probe.complexity = length;
      probe.difficulty = chain_base + length_bonus(length);
      probe.sort_key = sort_key;
      if (!probe.better_than(*best_)) continue;
    }
    const int end = forcing_chain(start, cap_for(chain_base, sort_key));
    if (budget_.exhausted) return false;
    if (end < 0) continue;
    Candidate candidate;
    candidate.complexity = complexity(end);
    candidate.difficulty = chain_base + length_bonus(candidate.complexity);
    candidate.sort_key = sort_key;
    candidate.cell = cell;
    candidate.digit = digit;
    candidate.places = !assume_on;
    if (best_ && !candidate.better_than(*best_)) continue;
    std::vector<Elimination> eliminations;
    if (assume_on) {
      eliminations.push_back({cell, digit});
    } else {
      for (Mask others = here & ~bit(digit - 1); others != 0; others &= others - 1) {
        eliminations.push_back({cell, lowest(others) + 1});
      }
    }
    const std::string name = both ? "Forcing Chain" : candidate.complexity == 6 ? "Turbot Fish" : "Forcing X-Chain";
    candidate.step = make_step(both ? Technique::forcing_chain : Technique::forcing_x_chain, candidate.difficulty, name);
    if (board_.describing()) {
      candidate.step.reason = chain_text(path(end)) + " => " +
                              (assume_on ? board_.cell_name(cell) + "<>" + std::to_string(digit)
                                         : board_.cell_name(cell) + "=" + std::to_string(digit));
    }
    candidate.step.eliminations = std::move(eliminations);
    consider(std::move(candidate));
  }
  return true;
}

// Of a digit's best and the best of the digits before it, the easier (then SE's scan order: the first cell; the digits
// come in increasing order, so a tie on the cell keeps the least digit).
void keep_easier(std::optional<Candidate>& best, std::optional<Candidate>&& found) {
  if (found && (!best || found->better_than(*best) || (!best->better_than(*found) && found->cell < best->cell))) {
    best = std::move(found);
  }
}

void ChainEngine::eliminations_as_now(Candidate& found) const {
  if (!found.places) return;
  found.step.eliminations.clear();
  for (Mask others = board_.candidates(found.cell) & ~bit(found.digit - 1); others != 0; others &= others - 1) {
    found.step.eliminations.push_back({found.cell, lowest(others) + 1});
  }
}

// Nishio chains (SE's 7.5): contradictions from assuming a candidate on or off, following X links with removals. Both
// stay within the candidate's digit: each digit is searched on its own and remembered while it loses no candidate, and
// the easiest of the digits' bests (then the first cell, the least digit: SE's scan order) is the step.
std::optional<Step> ChainEngine::nishio_chains() {
  const bool remembered = memory_ != nullptr && every_cell_open();
  if (remembered && memory_->nishio.size() != static_cast<std::size_t>(n_)) {
    memory_->nishio.assign(static_cast<std::size_t>(n_), {});
  }
  const std::vector<int>& removed = board_.removed();
  std::optional<Candidate> nishio_best;
  for (int digit = 1; digit <= n_; ++digit) {
    std::optional<Candidate> digit_best;
    ChainMemory::Digits::Digit* slot = remembered ? &memory_->nishio[static_cast<std::size_t>(digit - 1)] : nullptr;
    if (slot != nullptr && slot->holds(removed, digit, n_)) {
      digit_best = slot->best;
    } else {
      best_.reset();
      for (int cell = 0; cell < cells_; ++cell) {
        const Mask here = board_.candidates(cell);
        if (board_.value(cell) != 0 || popcount(here) < 2 || (here & bit(digit - 1)) == 0) continue;
        const int on_node = node(cell, digit, true);
        auto name = [] { return std::string("Nishio Forcing Chain"); };
        const Assumed& assumed = assume_on(on_node, true, false);
        if (budget_.exhausted) return std::nullopt;
        std::pair<int, int> clash = assumed.contradiction;
        if (clash.first >= 0) {
          offer(75, 7, Technique::nishio, name, std::array{clash.first, clash.second}, on_node ^ 1,
                [&] { return "if " + board_.cell_name(cell) + "=" + std::to_string(digit); });
        }
        assume(on_node ^ 1, true, false, &clash, if_off_);
        if (budget_.exhausted) return std::nullopt;
        if (clash.first >= 0) {
          offer(75, 7, Technique::nishio, name, std::array{clash.first, clash.second}, on_node,
                [&] { return "if " + board_.cell_name(cell) + "<>" + std::to_string(digit); });
        }
      }
      digit_best = std::move(best_);
      if (slot != nullptr) slot->remember(removed.size(), digit_best);
    }
    keep_easier(nishio_best, std::move(digit_best));
  }
  if (!nishio_best) return std::nullopt;
  eliminations_as_now(*nishio_best);
  return std::move(nishio_best->step);
}

// SE's X pass: X-cycles and forcing X-chains. X links join candidates of one digit only: each digit is searched on its
// own, and the easiest of the digits' bests (then SE's scan order: the first cell, then the least digit) is the pass's.
// A digit's best is remembered (memory_) while the digit loses no candidate.
bool ChainEngine::x_pass(std::vector<int>& closing) {
  // The memory holds when every empty cell has two candidates or more (as after the naked singles): a start's cell is
  // then a start whatever its other digits.
  const bool remembered = memory_ != nullptr && every_cell_open();
  if (remembered && memory_->digits.size() != static_cast<std::size_t>(n_)) memory_->digits.assign(static_cast<std::size_t>(n_), {});
  const std::vector<int>& removed = board_.removed();
  std::vector<int> lengths(static_cast<std::size_t>(cells_ * n_ * 2), 0);
  std::optional<Candidate> pass_best;
  for (int digit = 1; digit <= n_; ++digit) {
    std::optional<Candidate> digit_best;
    ChainMemory::Digits::Digit* slot = remembered ? &memory_->digits[static_cast<std::size_t>(digit - 1)] : nullptr;
    if (slot != nullptr && slot->holds(removed, digit, n_)) {
      digit_best = slot->best;
    } else {
      best_.reset();
      const int length = search_lengths(bit(digit - 1), 1 << 20, lengths);
      if (budget_.exhausted) return false;
      for (int cell = 0; cell < cells_; ++cell) {
        const Mask here = candidates_[static_cast<std::size_t>(cell)];
        if (board_.value(cell) != 0 || popcount(here) < 2 || (here & bit(digit - 1)) == 0) continue;
        if (!static_start(0, cell, digit, lengths, closing)) return false;
      }
      if (length > 0) {  // the lengths array is used again by the next digit: only this digit's starts were set
        for (int cell = 0; cell < cells_; ++cell) {
          lengths[static_cast<std::size_t>(node(cell, digit, true))] = 0;
          lengths[static_cast<std::size_t>(node(cell, digit, false))] = 0;
        }
      }
      digit_best = std::move(best_);
      if (slot != nullptr) slot->remember(removed.size(), digit_best);
    }
    keep_easier(pass_best, std::move(digit_best));
  }
  best_ = std::move(pass_best);
  if (best_) eliminations_as_now(*best_);
  return true;
}

std::optional<Step> ChainEngine::static_chains() {
  build_graph();
  std::vector<int> closing;
  links_ = Links::x_only;
  build_cycle_graph();
  if (!x_pass(closing)) return std::nullopt;
  if (y_pass_remembered()) {
    const auto& remembered = memory_->y.best;
    if (remembered && (!best_ || remembered->better_than(*best_))) best_ = remembered;
  } else {
    std::optional<Candidate> x_best = best_;
    links_ = Links::y_only;
    build_cycle_graph();
    const std::vector<int> no_lengths;
    for (int cell = 0; cell < cells_; ++cell) {
      const Mask here = candidates_[static_cast<std::size_t>(cell)];
      if (board_.value(cell) != 0 || popcount(here) != 2) continue;  // Y-cycles start in a cell with two candidates
      for (Mask rest = here; rest != 0; rest &= rest - 1) {
        if (!static_start(1, cell, lowest(rest) + 1, no_lengths, closing)) return std::nullopt;
      }
    }
    if (memory_ != nullptr && every_cell_open()) {
      memory_->y.known = true;
      memory_->y.removed_then = board_.removed().size();
      memory_->y.cap = std::move(x_best);
      memory_->y.best.reset();
      if (best_ && best_->sort_key == 3) memory_->y.best = best_;
      memory_->y.bivalue = CellSet();
      for (int cell = 0; cell < cells_; ++cell) {
        if (popcount(candidates_[static_cast<std::size_t>(cell)]) == 2) memory_->y.bivalue.add(cell);
      }
    }
  }
  for (int pass = 2; pass <= 2; ++pass) {  // X and Y links together
    const bool both = pass == 2;
    const int sort_key = both ? 4 : 3;
    const int cycle_base = both ? 70 : 65;
    const int chain_base = both ? 70 : 66;
    if (best_ && best_->difficulty < cycle_base) continue;  // nothing of this pass can be easier
    links_ = both ? Links::both : Links::y_only;
    build_cycle_graph();
    std::vector<int> lengths(static_cast<std::size_t>(cells_ * n_ * 2), 0);
    const bool bounded = !best_ && every_cell_open();
    const int shortest = both ? search_lengths(shape_.all_digits, cap_for(chain_base, sort_key), lengths) : 0;
    if (budget_.exhausted) return std::nullopt;
    if (bounded && shortest > 0) {
      mark_shortest_chains(lengths, shortest);
      shortest_chain_ = shortest;
    }
    for (int cell = 0; cell < cells_; ++cell) {
      const Mask here = candidates_[static_cast<std::size_t>(cell)];
      if (board_.value(cell) != 0 || popcount(here) < 2) continue;
      if (!both && popcount(here) > 2) continue;  // Y-cycles start in a cell with two candidates
      for (Mask rest = here; rest != 0; rest &= rest - 1) {
        if (!static_start(pass, cell, lowest(rest) + 1, lengths, closing)) return std::nullopt;
      }
    }
  }
  if (!best_) return std::nullopt;
  return std::move(best_->step);
}

// SE's doChaining from the potentials queued: "on" ones first, one "off" one at a time, each removed from the scratch
// candidates as it is processed when `dynamic`. Returns the two entries of a potential found both on and off (the on
// one first), or {-1, -1}. The scratch candidates are restored before returning.
[[gnu::flatten]] std::pair<int, int> ChainEngine::follow(std::vector<int>& pending_on, std::vector<int>& pending_off, bool dynamic,
                                        bool y_links) {
  std::vector<int>& offs = offs_;
  std::vector<Forced>& ons = ons_;
  std::size_t next_on = 0;
  std::size_t next_off = 0;
  std::pair<int, int> contradiction{-1, -1};
  while (true) {
    if (!budget_.spend(1)) break;
    if (next_on < pending_on.size()) {
      const int entry = pending_on[next_on++];
      std::span<const int> forced_off;
      if (dynamic) {
        on_to_off(entries_[static_cast<std::size_t>(entry)].node, y_links, offs);
        forced_off = offs;
      } else {
        forced_off = successors(entries_[static_cast<std::size_t>(entry)].node);
      }
      for (int off : forced_off) {
        const int clash = on_entry(candidate_of(off));
        if (clash >= 0) {
          contradiction = {clash, add_entry(off, entry)};
          break;
        }
        if (off_entry(candidate_of(off)) >= 0) continue;
        const int e = add_entry(off, entry);
        put(e);
        pending_off.push_back(e);
      }
      if (contradiction.first >= 0) break;
      continue;
    }
    if (next_off < pending_off.size()) {
      const int entry = pending_off[next_off++];
      const int nd = entries_[static_cast<std::size_t>(entry)].node;
      if (!dynamic) {
        // The static links, as off_to_on gives them without removals: no potential has a hidden cause.
        for (int on : successors(nd)) {
          const int clash = off_entry(candidate_of(on));
          if (clash >= 0) {
            contradiction = {add_entry(on, entry), clash};
            break;
          }
          if (on_entry(candidate_of(on)) >= 0) continue;
          const int e = add_entry(on, entry);
          put(e);
          pending_on.push_back(e);
        }
        if (contradiction.first >= 0) break;
        continue;
      }
      off_to_on(nd, y_links, true, dynamic, ons);
      if (dynamic) remove(cell_of(nd), digit_of(nd));
      for (const Forced& forced : ons) {
        const int e = add_entry(forced.node, entry);
        entries_[static_cast<std::size_t>(e)].extra_begin = forced.hidden_begin;
        entries_[static_cast<std::size_t>(e)].extra_count = forced.hidden_count;
        const int clash = off_entry(candidate_of(forced.node));
        if (clash >= 0) {
          contradiction = {e, clash};
          break;
        }
        if (on_entry(candidate_of(forced.node)) >= 0) continue;
        put(e);
        pending_on.push_back(e);
      }
      if (contradiction.first >= 0) break;
      continue;
    }
    break;
  }
  restore();
  return contradiction;
}

void ChainEngine::assume(int nd, bool dynamic, bool y_links, std::pair<int, int>* contradiction, Outcome& outcome) {
  new_sets();
  outcome.on.clear();
  outcome.off.clear();
  const int root = add_entry(nd, -1);
  put(root);
  (is_on(nd) ? outcome.on : outcome.off).push_back(root);
  const std::pair<int, int> clash = follow(outcome.on, outcome.off, dynamic, y_links);
  if (contradiction != nullptr) *contradiction = clash;
}

const ChainEngine::Assumed& ChainEngine::assume_on(int nd, bool dynamic, bool y_links) {
  if (assumed_.empty()) assumed_.resize(static_cast<std::size_t>(cells_ * n_));
  Assumed& slot = assumed_[static_cast<std::size_t>(candidate_of(nd))];
  if (!slot.done) {
    // Searched in scratch_, whose vectors have room from the searches before, and copied at their size: the outcome's
    // vectors are allocated once, not grown entry by entry.
    assume(nd, dynamic, y_links, &slot.contradiction, scratch_);
    slot.outcome.on.assign(scratch_.on.begin(), scratch_.on.end());
    slot.outcome.off.assign(scratch_.off.begin(), scratch_.off.end());
    slot.done = true;
  }
  return slot;
}

std::string ChainEngine::branches_text(std::span<const int> ends) const {
  std::string text;
  for (int end : ends) {
    if (!text.empty()) text += "; ";
    text += chain_text(path(end));
  }
  return text;
}

// A step whose chains end in `ends` and conclude `target` (an on potential: the cell's other candidates go; off: the
// candidate goes), offered with SE's sort key. Nothing when it would remove nothing.
template <class Name, class Premise>
void ChainEngine::offer(int base, int sort_key, Technique technique, Name&& name, std::span<const int> ends,
                        int target, Premise&& premise) {
  const int cell = cell_of(target);
  const int digit = digit_of(target);
  // Whether it removes anything, before the eliminations are written (only for a step kept).
  const Mask others = board_.candidates(cell) & ~bit(digit - 1);
  if (is_on(target) ? others == 0 : !board_.has(cell, digit)) return;
  Candidate candidate;
  candidate.complexity = complexity(ends);
  candidate.difficulty = base + length_bonus(candidate.complexity);
  candidate.sort_key = sort_key;
  candidate.cell = cell;
  candidate.digit = digit;
  candidate.places = is_on(target);
  if (best_ && !candidate.better_than(*best_)) return;
  std::vector<Elimination> eliminations;
  if (is_on(target)) {
    for (Mask rest = others; rest != 0; rest &= rest - 1) eliminations.push_back({cell, lowest(rest) + 1});
  } else {
    eliminations.push_back({cell, digit});
  }
  candidate.step = make_step(technique, candidate.difficulty, name());
  if (board_.describing()) candidate.step.reason = premise() + ": " + branches_text(ends) + " => " + potential_text(target);
  candidate.step.eliminations = std::move(eliminations);
  best_ = std::move(candidate);
}

std::optional<Step> ChainEngine::multiple_chains(ChainFamily family) {
  const bool nishio = family == ChainFamily::nishio;
  const bool dynamic = family == ChainFamily::nishio || family == ChainFamily::dynamic;
  const bool multiple = family == ChainFamily::multiple || family == ChainFamily::dynamic;
  const bool y_links = !nishio;
  const int base = nishio ? 75 : dynamic ? 85 : 80;
  const Technique technique = nishio ? Technique::nishio
                              : dynamic ? Technique::dynamic_forcing_chain
                                        : Technique::multiple_forcing_chain;
  const std::string prefix = dynamic && !nishio ? "Dynamic " : "";
  // Without removals the links stay those of the board: worked out once (the static passes' graph, all links).
  if (!dynamic) {
    build_graph();
    links_ = y_links ? Links::both : Links::x_only;
  }
  // The entries of one outcome by node (its first for each): index() fills it, unindex() empties it (a new stamp, not a
  // second pass over the outcome), and lookup(nd) reads it (-1: none).
  std::vector<int> lookup_entry(static_cast<std::size_t>(cells_ * n_ * 2), -1);
  std::vector<unsigned> lookup_stamp(static_cast<std::size_t>(cells_ * n_ * 2), 0);
  unsigned stamp = 1;
  auto index = [&](const std::vector<int>& entries) {
    for (int e : entries) {
      const auto nd = static_cast<std::size_t>(entries_[static_cast<std::size_t>(e)].node);
      if (lookup_stamp[nd] != stamp) {
        lookup_stamp[nd] = stamp;
        lookup_entry[nd] = e;
      }
    }
  };
  auto unindex = [&](const std::vector<int>&) { ++stamp; };
  auto lookup = [&](int nd) {
    return lookup_stamp[static_cast<std::size_t>(nd)] == stamp ? lookup_entry[static_cast<std::size_t>(nd)] : -1;
  };
  // Kept from one cell to the next (their room).
  std::vector<const Outcome*> by_value;
  std::vector<const Outcome*> by_position;
  std::vector<int> common;
  std::vector<int> ends;
  for (int cell = 0; cell < cells_; ++cell) {
    const Mask here = board_.candidates(cell);
    const int count = popcount(here);
    if (board_.value(cell) != 0 || !(count > 2 || (count > 1 && dynamic))) continue;
    by_value.clear();  // the "on" assumption of each candidate of the cell, in digit order
    for (Mask rest = here; rest != 0; rest &= rest - 1) {
      const int digit = lowest(rest) + 1;
      const int on_node = node(cell, digit, true);
      auto premise = [&] { return board_.cell_name(cell) + "=" + std::to_string(digit); };
      auto contradiction_name = [&] { return nishio ? "Nishio Forcing Chain" : prefix + "Contradiction Forcing Chain"; };
      auto double_name = [&] { return prefix + "Double Forcing Chain"; };
      auto on_and_off = [&] { return premise() + " on and off"; };
      const Assumed& assumed = assume_on(on_node, dynamic, y_links);
      if (budget_.exhausted) return std::nullopt;
      const Outcome& if_on = assumed.outcome;
      std::pair<int, int> clash = assumed.contradiction;
      if (dynamic && clash.first >= 0) {
        offer(base, 7, technique, contradiction_name, std::array{clash.first, clash.second}, on_node ^ 1,
              [&] { return "if " + premise(); });
      }
      // The "off" assumption serves contradictions and double forcing chains, both dynamic only.
      if (dynamic) {
        assume(on_node ^ 1, dynamic, y_links, &clash, if_off_);
      } else {
        if_off_.on.clear();
        if_off_.off.clear();
      }
      const Outcome& if_off = if_off_;
      if (budget_.exhausted) return std::nullopt;
      if (dynamic && clash.first >= 0) {
        offer(base, 7, technique, contradiction_name, std::array{clash.first, clash.second}, on_node,
              [&] { return "if " + board_.cell_name(cell) + "<>" + std::to_string(digit); });
      }
      if (dynamic && !nishio && count >= 3) {  // double forcing: both states of the assumption agree
        index(if_off.on);
        for (int e : if_on.on) {
          const int other = lookup(entries_[static_cast<std::size_t>(e)].node);
          if (other >= 0) offer(base, 1, technique, double_name, std::array{e, other}, entries_[static_cast<std::size_t>(e)].node, on_and_off);
        }
        unindex(if_off.on);
        index(if_off.off);
        for (int e : if_on.off) {
          const int other = lookup(entries_[static_cast<std::size_t>(e)].node);
          if (other >= 0) offer(base, 1, technique, double_name, std::array{e, other}, entries_[static_cast<std::size_t>(e)].node, on_and_off);
        }
        unindex(if_off.off);
      }
      if (!nishio) {
        // Region forcing chains: every position of the digit in a unit (two, or more for multiple chains) implies the
        // same potential. Done from the unit's first position only.
        for (int unit : shape_.se_units_of[static_cast<std::size_t>(cell)]) {
          const auto unit_cells = shape_.geometry.unit_cells(unit);
          const Mask where = board_.positions(unit, digit);
          const int positions = popcount(where);
          if (!(positions == 2 || (multiple && positions > 2))) continue;
          if (unit_cells[static_cast<std::size_t>(lowest(where))] != cell) continue;
          by_position.clear();
          for (Mask p = where; p != 0; p &= p - 1) {
            const int other = unit_cells[static_cast<std::size_t>(lowest(p))];
            by_position.push_back(&assume_on(node(other, digit, true), dynamic, y_links).outcome);
            if (budget_.exhausted) return std::nullopt;
          }
          for (const bool on_side : {true, false}) {
            const std::vector<int>& first = on_side ? by_position[0]->on : by_position[0]->off;
            common.assign(first.begin(), first.end());
            for (std::size_t k = 1; k < by_position.size() && !common.empty(); ++k) {
              const std::vector<int>& set = on_side ? by_position[k]->on : by_position[k]->off;
              index(set);
              std::erase_if(common, [&](int e) { return lookup(entries_[static_cast<std::size_t>(e)].node) < 0; });
              unindex(set);
            }
            for (int e : common) {
              const int target = entries_[static_cast<std::size_t>(e)].node;
              ends.clear();
              for (const Outcome* outcome : by_position) {
                const std::vector<int>& set = on_side ? outcome->on : outcome->off;
                for (int x : set) {
                  if (entries_[static_cast<std::size_t>(x)].node == target) {
                    ends.push_back(x);
                    break;
                  }
                }
              }
              offer(base, 6, technique, [&] { return prefix + "Region Forcing Chains"; }, ends, target,
                    [&] { return std::to_string(digit) + " in " + shape_.geometry.unit_name(unit); });
            }
          }
        }
      }
      by_value.push_back(&if_on);
    }
    if (nishio || !(count == 2 || multiple)) continue;
    // Cell forcing chains: every candidate of the cell implies the same potential.
    for (const bool on_side : {true, false}) {
      const std::vector<int>& first = on_side ? by_value[0]->on : by_value[0]->off;
      common.assign(first.begin(), first.end());
      for (std::size_t k = 1; k < by_value.size() && !common.empty(); ++k) {
        const std::vector<int>& set = on_side ? by_value[k]->on : by_value[k]->off;
        index(set);
        std::erase_if(common, [&](int e) { return lookup(entries_[static_cast<std::size_t>(e)].node) < 0; });
        unindex(set);
      }
      for (int e : common) {
        const int target = entries_[static_cast<std::size_t>(e)].node;
        ends.clear();
        for (const Outcome* outcome : by_value) {
          for (int x : on_side ? outcome->on : outcome->off) {
            if (entries_[static_cast<std::size_t>(x)].node == target) {
              ends.push_back(x);
              break;
            }
          }
        }
        offer(base, 5, technique, [&] { return prefix + "Cell Forcing Chains"; }, ends, target,
              [&] { return "each candidate of " + board_.cell_name(cell); });
      }
    }
  }
  if (!best_) return std::nullopt;
  return std::move(best_->step);
}

}  // namespace

std::optional<Step> find_chain(const Board& board, ChainFamily family, SearchBudget& budget, ChainMemory* memory) {
  ChainEngine engine(board, budget, memory);
  if (family == ChainFamily::cycles_and_forcing_chains) return engine.static_chains();
  if (family == ChainFamily::nishio) return engine.nishio_chains();
  return engine.multiple_chains(family);
}

}  // namespace sudoku::logic
