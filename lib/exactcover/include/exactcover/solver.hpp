/// \file
/// Algorithm X on dancing links: finds, counts or visits the solutions of a Problem.
///
/// A Solver builds its node array once from a Problem and keeps it: every search restores the structure exactly when it
/// ends, however it ends, so the same Solver answers any number of searches with different forced options (a Sudoku
/// template of 324 items and 729 options serves every puzzle; the givens are its forced options). A search among
/// some options only (search_among) leaves its lists for the next such search to build over, and any other use of the
/// Solver copies the structure as built back first.
///
/// Thread safety: a Solver holds the links its searches move, so one Solver serves one thread at a time; give each
/// thread its own (copy one, or build one from a shared Problem). SearchLimits::cancel may be set from any thread. Cost:
/// building is linear in the problem's size; a search restores the structure exactly, however it ends.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

#include "exactcover/problem.hpp"

namespace exactcover {

namespace detail {
class Links;
class SearchContext;
}

/// How the search picks the item to branch on. Both pick a primary item with the fewest remaining options.
enum class ChoiceRule : std::uint8_t {
  /// Knuth's rule in DLX1: among the items with fewest options, the one added first. The search tree is then the same
  /// as DLX1's, node for node, which makes our statistics comparable with his.
  leftmost_fewest,
  /// Stops scanning at the first item with 0 or 1 options; ties go to whichever the scan meets first. Never a bigger
  /// search for an item with one option (it is forced either way), cheaper to choose; the tree can differ from DLX1's.
  /// In SearchTree::pruned, when the problem gets the uniform layout (every option of 3 or 4 items, no colors or
  /// multiplicities, fewer than 8,192 primary items: Links) and every item is primary, an item that the last commit
  /// left with one option is taken without a scan (the last such one), so the tree can differ from leftmost_fewest's
  /// there too: smaller on Sudoku (links.hpp, "Items left with one option"), not necessarily elsewhere.
  first_fewest,
  /// Among the items with fewest options, one picked at random (reproducibly, from SearchLimits::seed): for sampling.
  random_fewest,
};

/// Which search tree the search walks. Both find the same solutions; they differ in what they count as nodes and in
/// how much work a dead end costs.
enum class SearchTree : std::uint8_t {
  /// Knuth's DLX1: after committing to an option, the search chooses the next item even when one was left with no
  /// option; that item is chosen (it has the fewest), and this dead end is a node of the tree. With
  /// ChoiceRule::leftmost_fewest the nodes and updates are DLX1's, node for node.
  dlx1,
  /// Dead ends are cut while committing, as Knuth's SSXCC does: committing to an option stops as soon as it leaves a
  /// primary item with no option, undoes what it did, and goes on with the next option; a dead end is no node. The
  /// nodes are DLX1's tree's (same rule) less its dead ends; the updates fewer, since a commit stops half-way.
  /// Problems with multiplicities (Algorithm M) are always searched as dlx1 (SearchStats::tree says so).
  pruned,
};

/// A snapshot of a long search, for progress reports.
struct SearchProgress {
  std::uint64_t nodes = 0;
  std::uint64_t solutions = 0;
  std::int32_t level = 0;       // choices currently made
  double fraction_done = 0;     // Knuth's estimate: choice k of d at each level counts (k-1)/d of what is left
};

/// Work sharing inside a running count, for the engine's own use (parallel_count, parallel.hpp): when `wanted()` says
/// that a thread has nothing to do, a count in Algorithm X or C gives away the untried options of its shallowest
/// level that has any: `give(prefix, item, from)` receives them as the solutions that contain every option of
/// `prefix` and one of `item`'s options from option `from` on, in the order the search tries them (Solver::
/// count_from counts those). The giving count then stops that level before `from`. Asked every 1,024 nodes or so,
/// when the search polls its stop flags, from the searching thread.
struct WorkSharing {
  /// Whether some thread is idle now.
  std::function<bool()> wanted;
  /// Takes a part given away (called at most once per `wanted()` that said true).
  std::function<void(std::vector<OptionId> prefix, ItemId item, OptionId from)> give;
};

struct SearchLimits {
  static constexpr std::uint64_t unlimited = std::numeric_limits<std::uint64_t>::max();

  std::uint64_t max_solutions = unlimited;  // stop once this many solutions were found
  std::uint64_t visit_limit = unlimited;    // search(): pass only the first this many to the visitor, count the rest
  std::uint64_t node_budget = unlimited;    // stop before visiting more search-tree nodes than this
  std::chrono::steady_clock::duration time_budget = std::chrono::steady_clock::duration::max();
  const std::atomic<bool>* cancel = nullptr;  // polled now and then; the search stops when it reads true
  const std::atomic<bool>* stop = nullptr;    // a second such flag, for the engine's own use (parallel counting)
  WorkSharing* sharing = nullptr;             // for the engine's own use (parallel counting); see WorkSharing
  ChoiceRule choice_rule = ChoiceRule::leftmost_fewest;
  SearchTree tree = SearchTree::dlx1;
  std::uint64_t seed = 0;                       // for ChoiceRule::random_fewest
  /// Called about every `progress_interval` during the search (from the searching thread), when set.
  std::function<void(const SearchProgress&)> progress;
  std::chrono::steady_clock::duration progress_interval = std::chrono::seconds(1);
  /// When set, receives Knuth's profile of the search tree: (*profile)[l] grows by the number of nodes at level l
  /// (the root is level 0; a solution's leaf is one level below its last choice), counted as SearchStats::nodes is,
  /// so the entries add up to it. The vector is lengthened as needed (it may end in zeros: levels never reached) and
  /// added to, never cleared.
  std::vector<std::uint64_t>* profile = nullptr;
};

struct SearchStats {
  std::uint64_t nodes = 0;      // search-tree nodes: times an item was chosen to branch on (Knuth's "nodes")
  std::uint64_t updates = 0;    // item removals plus node unlinks (Knuth's "updates"), by the search: forcing options
                                /// is not counted
  std::uint64_t solutions = 0;  // solutions found (reported to the visitor, if any)
  SearchTree tree = SearchTree::dlx1;  ///< the tree the search walked, which says what `nodes` counts
};

enum class SearchEnd : std::uint8_t {
  exhausted,           // the whole tree was searched: `solutions` is the exact number
  solution_limit,      // stopped on reaching SearchLimits::max_solutions: there are at least that many
  stopped_by_visitor,  // the visitor returned false
  node_budget,         // SearchLimits::node_budget ran out
  time_budget,         // SearchLimits::time_budget ran out
  cancelled,           // SearchLimits::cancel became true
  forced_conflict,     // two forced options share an item: no solution, nothing searched
};

struct SearchResult {
  SearchEnd end = SearchEnd::exhausted;
  SearchStats stats;

  /// True when `stats.solutions` is the exact number of solutions.
  bool complete() const { return end == SearchEnd::exhausted || end == SearchEnd::forced_conflict; }
  /// True when the search was cut short by a budget, a deadline or cancellation (not by a cap or the visitor).
  bool ran_out() const {
    return end == SearchEnd::node_budget || end == SearchEnd::time_budget || end == SearchEnd::cancelled;
  }
};

/// Receives each solution as the options chosen: the forced options first, in the order given, then one per level of
/// the search. The span is valid only during the call. Return true to go on, false to stop the search. An exception
/// thrown by the visitor also stops the search: the structure is restored, then the exception propagates from
/// search(). Like std::function_ref, a SolutionVisitor refers to its callable, which must outlive it (pass the
/// lambda directly to search()).
class SolutionVisitor {
 public:
  template <typename F>
    requires std::is_invocable_r_v<bool, F&, std::span<const OptionId>>
  SolutionVisitor(F&& visitor)  // NOLINT(google-explicit-constructor): a visitor is written as a lambda at the call
      : object_(const_cast<void*>(static_cast<const void*>(std::addressof(visitor)))),
        call_([](void* object, std::span<const OptionId> options) {
          return static_cast<bool>((*static_cast<std::remove_reference_t<F>*>(object))(options));
        }) {}

  bool operator()(std::span<const OptionId> options) const { return call_(object_, options); }

 private:
  void* object_;
  bool (*call_)(void*, std::span<const OptionId>);
};

struct SolverOptions {
  /// Non-zero: each option goes to a random place in its items' lists, so options are tried in another order,
  /// reproducibly per seed (for sampling solutions; the set of solutions does not change).
  std::uint64_t shuffle_seed = 0;
  /// Restore the structure after a search by copying back a pristine copy kept since construction, instead of
  /// undoing the forced options (and the choices of a search stopped early) one by one. Pays for small structures
  /// searched many times with many forced options (Sudoku: 324 items, a puzzle's givens): the copy is a few
  /// kilobytes, the undoing tens of thousands of instructions. Not for problems with multiplicities (ignored).
  bool restore_by_copy = false;
};

/// The first branching of a search: what the search would do at its root with the given forced options.
struct Branch {
  enum class Kind : std::uint8_t {
    conflict,  // the forced options conflict
    solution,  // the forced options already are a solution
    dead_end,  // the item to branch on has no option left: no solution here
    options,   // the search would try each of `options` in turn; their subtrees partition the solutions
  };
  Kind kind = Kind::conflict;
  std::vector<OptionId> options;
  /// The updates the search makes at this node (dead_end and options): covering the item, committing to each option's
  /// other items. With them a split count adds up to the serial search's statistics exactly.
  std::uint64_t updates = 0;
  /// Whether the search counts this node: false only for a dead end in SearchTree::pruned, where a dead end is no
  /// node.
  bool counted = true;
};

class Solver {
 public:
  /// Builds the node array. A problem with multiplicities is searched with Algorithm M, one with colors with
  /// Algorithm C, any other with Algorithm X; all three share the structure and the interface.
  explicit Solver(const Problem& problem, const SolverOptions& options = {});
  Solver(const Solver& other);
  Solver& operator=(const Solver& other);
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;
  ~Solver();

  /// Searches for the solutions that contain every option in `forced`, passing each to `visit`. Forced options are
  /// chosen before the search starts; two that share an item end it at once with SearchEnd::forced_conflict. A forced
  /// option id out of range is a programming error and throws std::out_of_range.
  SearchResult search(std::span<const OptionId> forced, SolutionVisitor visit, const SearchLimits& limits = {});

  /// Counts the solutions that contain every forced option, without visiting them. With limits.max_solutions = K the
  /// count stops at K and the result says so (end == solution_limit).
  SearchResult count(std::span<const OptionId> forced, const SearchLimits& limits = {});

  /// Searches as search(forced, ...) does, but among the `allowed` options only: finds the solutions made of every
  /// forced option and options of `allowed` (those that share an item with a forced option are left out). Instead of
  /// forcing options into the whole structure, the lists are built anew from the allowed options alone, which costs
  /// less when they are few: a Sudoku puzzle's givens forced, its blank cells' candidates allowed. With `allowed` the
  /// options that forcing `forced` leaves, in ascending order, the search is search(forced, ...)'s, node for node and
  /// update for update. The solver keeps a copy of the structure as built (as SolverOptions::restore_by_copy does) and
  /// copies it back only before a search of another kind: searches among options follow one another with no restore.
  /// Algorithm X only: a problem with colors or multiplicities, or a solver built with a shuffle seed (whose lists
  /// are in another order), throws std::logic_error, as do limits with work sharing (the engine's own); `allowed`
  /// not strictly ascending throws std::invalid_argument, an id out of range std::out_of_range.
  SearchResult search_among(std::span<const OptionId> forced, std::span<const OptionId> allowed,
                            SolutionVisitor visit, const SearchLimits& limits = {});
  /// count() among the `allowed` options only, as search_among() searches.
  SearchResult count_among(std::span<const OptionId> forced, std::span<const OptionId> allowed,
                           const SearchLimits& limits = {});
  /// Counts what the search with `prefix` forced does from the point where it branches on `item` and reaches option
  /// `from` of its list: the solutions that contain every option of `prefix` and an option of `item` that comes at or
  /// after `from` in that list (the options that the search tries from there on). The node that branches on `item`
  /// and its cover are not counted: the search that gave this part away counted them (WorkSharing), so the parts add
  /// up to its statistics. Not for problems with multiplicities (std::logic_error); `from` must contain `item` and be
  /// in its list after forcing `prefix` (std::invalid_argument).
  SearchResult count_from(std::span<const OptionId> prefix, ItemId item, OptionId from,
                          const SearchLimits& limits = {});

  /// The item the search would branch on first, as a list of its options (leftmost_fewest rule). Forcing each option
  /// in turn splits the search into subproblems whose solutions partition the whole (see parallel.hpp). In
  /// SearchTree::pruned the options whose commit meets a dead end are left out, as that search skips them (their
  /// updates are counted). Not for problems with multiplicities (std::logic_error).
  Branch branch(std::span<const OptionId> forced, SearchTree tree = SearchTree::dlx1);

  /// The debug check: walks every list and link of the structure; true when it is intact. Between searches it always
  /// is, and every item has its original length.
  bool links_consistent() const;
  std::int32_t item_length(ItemId item) const;

  std::int32_t item_count() const;
  std::int32_t option_count() const;

 private:
  // resume_item/resume_option >= 0: count_from's start instead of a search from the root.
  SearchResult run(std::span<const OptionId> forced, SolutionVisitor* visit, const SearchLimits& limits,
                   ItemId resume_item = -1, OptionId resume_option = -1);
  SearchResult run_among(std::span<const OptionId> forced, std::span<const OptionId> allowed, SolutionVisitor* visit,
                         const SearchLimits& limits);
  // The search proper, once the forced options are in (and the start of count_from found).
  void search_prepared(detail::SearchContext& context, SolutionVisitor* visit, const SearchLimits& limits,
                       bool resumed);
  // After a search among options: copies the structure as built back (see search_among). Const because it changes
  // nothing that the structure means between searches (a Solver serves one thread at a time, const calls included);
  // every other entry point calls it first.
  void settle() const;
  void copy_pristine() const;
  void check_ids(std::span<const OptionId> options, const char* what) const;
  bool force(std::span<const OptionId> forced, std::size_t& done);
  void unforce(std::span<const OptionId> forced, std::size_t done);
  void restore(std::span<const OptionId> forced, std::size_t done);
  void commit(std::int32_t first);
  void uncommit(std::int32_t first);

  std::unique_ptr<detail::Links> links_;
  std::unique_ptr<detail::Links> pristine_;  // with SolverOptions::restore_by_copy or search_among: as built
  bool restore_by_copy_ = false;             // SolverOptions::restore_by_copy (and no multiplicities)
  bool shuffled_ = false;                    // built with SolverOptions::shuffle_seed != 0
  mutable bool rebuilt_ = false;             // links_ holds a search_among's lists: settle() before other use
  std::vector<std::int32_t> choice_;   // choice_[level]: the node chosen at that level (the explicit stack)
  std::vector<std::int32_t> deferred_;  // SearchTree::pruned: per level, the node committed last (see links.hpp)
  std::vector<std::int32_t> level_end_;  // per level: where its walk down the item's list stops (search.hpp)
  std::vector<OptionId> solution_;     // scratch: the options of the solution being reported
  bool multiplicities_ = false;
  std::vector<std::uint32_t> forced_mark_;  // per item: == forced_stamp_ when a forced option of this search has it
  std::vector<std::int32_t> forced_use_;    // per marked item: its color (colors) or how often it is used (bounds)
  std::uint32_t forced_stamp_ = 0;
};

}  // namespace exactcover
