// Preprocessing (preprocess.hpp, cover --preprocess and --reduce): the reduced problem has the same solutions,
// checked on Knuth's two examples from DLX-PRE, on every fast instance of test/data/exact-cover (the count), and on
// thousands of small random problems with colors and multiplicities (the solutions themselves, mapped back).
#include <doctest/doctest.h>

#include <filesystem>
#include <set>
#include <sstream>

#include "brute_force.hpp"
#include "cli_support.hpp"
#include "exactcover/dlx_format.hpp"
#include "exactcover/memo.hpp"
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

namespace {

// Every file of test/data/exact-cover, colors and multiplicities included: the reduced problem reached a fixpoint and
// counts the published count. Counted through the memo (the reduced problem is an exact-cover problem like any other),
// which keeps domino tilings and the colored grids fast.
void check_instances(bool slow) {
  const int instances = test_support::for_each_instance(slow, [](const std::string&, const DlxProblem& read,
                                                                 std::uint64_t published) {
    const Reduction reduction = preprocess(read.problem);
    CHECK(reduction.end == PreprocessEnd::fixpoint);
    CHECK(reduction.problem.option_count() + reduction.options_removed == read.problem.option_count());
    const MemoResult counted = count_memoized(reduction.problem);
    CHECK(counted.complete());
    CHECK(counted.stats.solutions == published);
  });
  CHECK(instances == (slow ? 5 : 19));  // every file of the folder, on one side or the other
}

}  // namespace

TEST_CASE("every instance of test/data/exact-cover counts the published count after preprocessing") {
  check_instances(false);
}

TEST_SUITE("slow") {
  TEST_CASE("the instances that take seconds counted after preprocessing: queens-13, queens-14, the pentominoes") {
    check_instances(true);
  }
}

TEST_CASE("cover --preprocess through the command line: a problem that reads back, counts alike, and says what it did") {
  const std::string pento = test_support::source_path("test/data/exact-cover/pento-3x20.dlx");
  const auto reduced = test_support::run_dlx({"cover", "--preprocess", pento});
  CHECK(reduced.status == 0);
  // Its first line says what went (DLX-PRE's figures on this file: 135 options in 3 rounds).
  CHECK(reduced.out.starts_with("| preprocessing removed 135 options and 0 items in 3 rounds (fixpoint) from 1128 options"));
  const DlxProblem read_back = test_support::read_dlx_text(reduced.out);
  CHECK(read_back.problem.option_count() == 1128 - 135);
  CHECK(test_support::run_dlx({"cover"}, reduced.out).out == "2\n");
  // --reduce searches the reduced problem and prints the original options: the same solutions as without it.
  CHECK(test_support::run_dlx({"cover", "--reduce", "--print", pento}).out ==
        test_support::run_dlx({"cover", "--print", pento}).out);
  // Colors and multiplicities survive the round trip.
  for (const char* name : {"hardsquares-5.dlx", "hardsquares-5-zero-rows-2.dlx", "rowcol-6-2.dlx"}) {
    CAPTURE(name);
    const std::string path = test_support::source_path(std::string("test/data/exact-cover/") + name);
    const auto written = test_support::run_dlx({"cover", "--preprocess", path});
    CHECK(written.status == 0);
    CHECK(test_support::run_dlx({"cover", "-j", "1"}, written.out).out == test_support::run_dlx({"cover", "-j", "1", path}).out);
  }
  // No solution: said in the output's comment and by exit 1; a round limit: said as such, the problem still equivalent.
  const auto infeasible = test_support::run_dlx({"cover", "--preprocess"}, "A B C\nA B\nB C\n");
  CHECK(infeasible.status == 1);
  CHECK(infeasible.out.find("(infeasible): a primary item has no option left") != std::string::npos);
  const auto one_round = test_support::run_dlx({"cover", "--reduce", "--rounds", "1", "--stats",
                                                test_support::source_path("test/data/exact-cover/pento-6x10.dlx")});
  CHECK(one_round.err.find("in 1 round (round-limit)") != std::string::npos);
  CHECK(test_support::run_dlx({"cover", "--preprocess", "--rounds", "0", pento}).status == 2);
  CHECK(test_support::run_dlx({"cover", "--rounds", "2", pento}).status == 2);  // only with --preprocess or --reduce
  CHECK(test_support::run_dlx({"cover", "--preprocess", "--print", pento}).status == 2);
  // Bad input: file:line:col and exit 2, nothing written.
  const auto bad = test_support::run_dlx({"cover", "--preprocess"}, "A B\nA C\n");
  CHECK(bad.status == 2);
  CHECK(bad.out.empty());
  CHECK(bad.err.find("<stdin>:2:3:") != std::string::npos);
}
