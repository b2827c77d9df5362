/// \file
/// Preprocessing (after Knuth's DLX-PRE): an equivalent, smaller problem — the same solutions, option for option.
///
/// Two reductions, applied item by item in rounds until a round changes nothing (the fixpoint) or the round limit is
/// reached:
///  * **an item forced by another**: when every option containing primary item p (bounds [1, 1]) also contains item c
///    uncolored (c secondary, or primary with upper bound 1), covering p covers c. Then c is removed from the
///    problem, every option that has c but not p is removed (choosing it would cover c twice), and c is dropped from
///    the options that have both;
///  * **an option that blocks an item**: when choosing option r leaves some primary item p with fewer options
///    compatible with r than p still needs (its lower bound, less one if r has p), r is in no solution and is removed.
///    Two options clash when they share an item that is covered at most once and they do not agree on its color;
///    an item with upper bound above 1 makes no clash.
/// Besides, an item left with no options is removed, unless it is a primary item that must be covered: then the
/// problem has no solution, and the reduced problem says so in the smallest way (that item alone, no option).
///
/// Each reduced option is an original option, perhaps without some items: a set of reduced options is a solution of
/// the reduced problem exactly when the original options they stand for are a solution of the original
/// (Reduction::original_option maps them back). Costs, colors, names and bounds are kept.
///
/// Thread safety: preprocess() reads the problem and keeps no state; any number of calls may run at once.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <limits>
#include <vector>

#include "exactcover/problem.hpp"

namespace exactcover {

struct PreprocessLimits {
  /// At most this many rounds (a round looks at every item once).
  std::int32_t max_rounds = std::numeric_limits<std::int32_t>::max();
  std::chrono::steady_clock::duration time_budget = std::chrono::steady_clock::duration::max();
  const std::atomic<bool>* cancel = nullptr;  ///< polled between items; preprocessing stops when it reads true
};

/// Why preprocessing stopped. Whenever it stops, every reduction made is whole: the problem returned is equivalent.
enum class PreprocessEnd : std::uint8_t {
  fixpoint,     ///< a round changed nothing: no reduction of the two kinds is left
  round_limit,  ///< PreprocessLimits::max_rounds rounds were made
  time_budget,  ///< PreprocessLimits::time_budget ran out
  cancelled,    ///< PreprocessLimits::cancel became true
  infeasible,   ///< a primary item that must be covered has no option left: there is no solution
};

struct Reduction {
  Problem problem;                          ///< the reduced problem; item order and option order as in the original
  std::vector<OptionId> original_option;    ///< per reduced option: the original option it stands for
  std::vector<ItemId> original_item;        ///< per reduced item: the original item
  PreprocessEnd end = PreprocessEnd::fixpoint;
  std::int32_t rounds = 0;                  ///< rounds begun (the last one may have changed nothing)
  std::int64_t options_removed = 0;
  std::int64_t items_removed = 0;
};

/// Reduces `problem` (see the file comment). Linear memory; time per round about the sum, over the options, of the
/// sizes of the options each one clashes with.
Reduction preprocess(const Problem& problem, const PreprocessLimits& limits = {});

}  // namespace exactcover
