// Preprocessing (preprocess.hpp, cover --preprocess and --reduce): the reduced problem has the same solutions,
// checked on Knuth's two examples from DLX-PRE, on every fast instance of test/data/exact-cover (the count), and on
// thousands of small random problems with colors and multiplicities (the solutions themselves, mapped back).
#include <doctest/doctest.h>

#include <set>
#include <sstream>

#include "brute_force.hpp"
#include "cli_support.hpp"
#include "exactcover/dlx_format.hpp"
#include "exactcover/preprocess.hpp"
#include "exactcover/solver.hpp"
#include "problems.hpp"
#include "support.hpp"

using namespace exactcover;

namespace {

// The solutions of the reduced problem, as sets of original options.
std::set<test_support::Solution> mapped_solutions(const Reduction& reduction) {
  std::set<test_support::Solution> found;
  Solver solver(reduction.problem);
  solver.search({}, [&](std::span<const OptionId> options) {
    test_support::Solution solution;
    for (OptionId o : options) solution.insert(reduction.original_option[static_cast<std::size_t>(o)]);
    found.insert(solution);
    return true;
  });
  return found;
}

}  // namespace

TEST_CASE("Knuth's first DLX-PRE example reduces to three singleton options, as DLX-PRE's does") {
  const DlxProblem read = test_support::read_dlx_text("A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
  const Reduction reduction = preprocess(read.problem);
  CHECK(reduction.end == PreprocessEnd::fixpoint);
  CHECK(reduction.problem.option_count() == 3);
  CHECK(reduction.problem.item_count() == 3);
  CHECK(reduction.options_removed == 3);
  CHECK(reduction.items_removed == 4);
  for (OptionId o = 0; o < reduction.problem.option_count(); ++o) CHECK(reduction.problem.option(o).size() == 1);
  // The unique solution {A D} {B G} {C E F} is options 3, 4, 0 of the original.
  CHECK(mapped_solutions(reduction) == std::set<test_support::Solution>{{0, 3, 4}});
}

TEST_CASE("Knuth's colored DLX-PRE example: option 'A B X:0 Y:0' goes, and item C with 'C Y:1'") {
  const DlxProblem read = test_support::read_dlx_text("A B C | X Y\nA B X:0 Y:0\nA C X:1 Y:1\nX:0 Y:1\nB X:1\nC Y:1\n");
  const Reduction reduction = preprocess(read.problem);
  CHECK(reduction.problem.option_count() == 2);
  std::ostringstream text;
  write_dlx(reduction.problem, read.color_names, text);
  CHECK(text.str() == "A B | X Y\nA X:1 Y:1\nB X:1\n");
  CHECK(mapped_solutions(reduction) == test_support::brute_force(read.problem));
}

TEST_CASE("a primary item with no option left: no solution, said with that item alone") {
  const DlxProblem read = test_support::read_dlx_text("A B C\nA B\nB C\n");
  const Reduction reduction = preprocess(read.problem);
  CHECK(reduction.end == PreprocessEnd::infeasible);
  CHECK(reduction.problem.option_count() == 0);
  CHECK(reduction.problem.item_count() == 1);
  CHECK(Solver(reduction.problem).count({}).stats.solutions == 0);
}

TEST_CASE("the round limit and cancellation stop early with an equivalent problem") {
  const DlxProblem read = test_support::read_dlx_text("A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
  const Reduction one = preprocess(read.problem, PreprocessLimits{.max_rounds = 1});
  CHECK(one.rounds == 1);
  CHECK(mapped_solutions(one) == std::set<test_support::Solution>{{0, 3, 4}});
  const std::atomic<bool> cancel{true};
  const Reduction none = preprocess(read.problem, PreprocessLimits{.cancel = &cancel});
  CHECK(none.end == PreprocessEnd::cancelled);
  CHECK(none.problem.option_count() == 6);
}

TEST_CASE("random problems with colors, multiplicities and costs: the same solutions after preprocessing") {
  test_support::Random random{11};
  int reduced = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    CAPTURE(trial);
    const bool colors = trial % 2 == 0;
    const bool bounds = trial % 3 == 0;
    const Problem problem = test_support::random_problem(random, {colors, bounds, true});
    const Reduction reduction = preprocess(problem);
    CHECK(mapped_solutions(reduction) == test_support::brute_force(problem));
    CHECK(reduction.problem.option_count() + reduction.options_removed == problem.option_count());
    for (OptionId o = 0; o < reduction.problem.option_count(); ++o) {
      CHECK(reduction.problem.cost(o) == problem.cost(reduction.original_option[static_cast<std::size_t>(o)]));
    }
    reduced += reduction.options_removed > 0 || reduction.items_removed > 0;
  }
  CHECK(reduced > 500);  // the generator makes reducible problems often enough to test something
}

TEST_CASE("every fast instance counts the same after preprocessing") {
  for (const char* name : {"queens-8.dlx", "queens-10.dlx", "langford-7.dlx", "langford-8.dlx", "pento-3x20.dlx",
                           "sudoku4-all.dlx", "sudoku9-escargot.dlx", "sudoku9-euler01.dlx", "sudoku9-inkala2012.dlx",
                           "sudoku9-norvig-hard.dlx", "sudoku9-platinumblonde.dlx", "sudoku9-royle17-1.dlx"}) {
    CAPTURE(name);
    const DlxProblem read =
        test_support::read_dlx_text(test_support::read_file(test_support::source_path(std::string("test/data/exact-cover/") + name)));
    const Reduction reduction = preprocess(read.problem);
    CHECK(reduction.end == PreprocessEnd::fixpoint);
    CHECK(Solver(reduction.problem).count({}).stats.solutions == Solver(read.problem).count({}).stats.solutions);
  }
}
