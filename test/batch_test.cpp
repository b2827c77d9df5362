// Batch work from the command line: `validate` verdicts, uniqueness exit statuses, budgets, and -j N giving the
// same bytes as -j 1.
#include <doctest/doctest.h>

#include <atomic>

#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_support.hpp"
#include "progress_line.hpp"
#include "support.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/validate.hpp"

using test_support::Run;
using test_support::run_dlx;

namespace {

std::string data(const std::string& relative) { return test_support::source_path("test/data/" + relative); }

// `text` with its leading `from` replaced by `to`.
std::string replace_line(const std::string& text, const std::string& from, const std::string& to) {
  return text.starts_with(from) ? to + text.substr(from.size()) : text;
}

// A propagation solver with a planted bug: it reports one solution more than it found.
class MiscountingSolver final : public sudoku::PuzzleSolver {
 public:
  explicit MiscountingSolver(const sudoku::Geometry& geometry)
      : inner_(sudoku::make_solver(sudoku::SolverKind::propagation, geometry)) {}
  void solve(const sudoku::Grid& puzzle, const sudoku::SolveLimits& limits, sudoku::SolveReport& report) override {
    inner_->solve(puzzle, limits, report);
    ++report.solutions;
  }
  void solve_candidates(const sudoku::Grid& puzzle, std::span<const std::uint32_t> candidates,
                        const sudoku::SolveLimits& limits, sudoku::SolveReport& report) override {
    inner_->solve_candidates(puzzle, candidates, limits, report);
    ++report.solutions;
  }
  std::string_view name() const override { return "miscounting"; }

 private:
  std::unique_ptr<sudoku::PuzzleSolver> inner_;
};

std::unique_ptr<sudoku::PuzzleSolver> faulty_factory(sudoku::SolverKind kind, const sudoku::Geometry& geometry) {
  if (kind == sudoku::SolverKind::propagation) return std::make_unique<MiscountingSolver>(geometry);
  return sudoku::make_solver(kind, geometry);
}

// A solver that sees its cancel flag set before it finds anything, as one does when Ctrl-C comes mid-search.
class CancelledSolver final : public sudoku::PuzzleSolver {
 public:
  void solve(const sudoku::Grid&, const sudoku::SolveLimits& limits, sudoku::SolveReport& report) override {
    report.solutions = 0;
    report.end = sudoku::SolveEnd::exhausted;
    if (limits.cancel != nullptr && limits.cancel->load()) report.end = sudoku::SolveEnd::cancelled;
  }
  void solve_candidates(const sudoku::Grid& puzzle, std::span<const std::uint32_t>, const sudoku::SolveLimits& limits,
                        sudoku::SolveReport& report) override {
    solve(puzzle, limits, report);
  }
  std::string_view name() const override { return "cancelled"; }
};

// A solver whose allocation fails on puzzles whose first cell is blank, as a huge search would on a small machine.
class StarvedSolver final : public sudoku::PuzzleSolver {
 public:
  StarvedSolver(sudoku::SolverKind kind, const sudoku::Geometry& geometry) : inner_(sudoku::make_solver(kind, geometry)) {}
  void solve(const sudoku::Grid& puzzle, const sudoku::SolveLimits& limits, sudoku::SolveReport& report) override {
    if (puzzle[0] == 0) throw std::bad_alloc();
    inner_->solve(puzzle, limits, report);
  }
  void solve_candidates(const sudoku::Grid& puzzle, std::span<const std::uint32_t> candidates,
                        const sudoku::SolveLimits& limits, sudoku::SolveReport& report) override {
    if (puzzle[0] == 0) throw std::bad_alloc();
    inner_->solve_candidates(puzzle, candidates, limits, report);
  }
  std::string_view name() const override { return "starved"; }

 private:
  std::unique_ptr<sudoku::PuzzleSolver> inner_;
};

}  // namespace

TEST_CASE("an allocation that fails on one record: that record says out of memory, the others are solved, exit 8") {
  const std::string good = test_support::puzzle_lines("test/data/validate/ok.txt").at(0).substr(0, 81);
  REQUIRE(good[0] != '.');
  const std::string starved = "." + good.substr(1);  // blank first cell: the starved solver throws
  const std::string input = good + "\n" + starved + "\n" + good + "\n";
  dlx::Dependencies dependencies;
  dependencies.make_solver = [](sudoku::SolverKind kind, const sudoku::Geometry& geometry) {
    return std::unique_ptr<sudoku::PuzzleSolver>(std::make_unique<StarvedSolver>(kind, geometry));
  };
  for (const char* command : {"solve", "count", "validate"}) {
    for (const char* threads : {"1", "2"}) {
      CAPTURE(command);
      CAPTURE(threads);
      const Run healthy = run_dlx({command, "-j", threads}, good + "\n");
      const Run run = run_dlx({command, "-j", threads}, input, dependencies);
      CHECK(run.status == 8);
      CHECK(run.err.find("<stdin>:2: out of memory\n") != std::string::npos);
      std::istringstream lines(run.out);
      std::vector<std::string> records;
      for (std::string line; std::getline(lines, line);) records.push_back(line);
      REQUIRE(records.size() == 3);  // none lost
      const std::string first = healthy.out.substr(0, healthy.out.size() - 1);
      if (std::string(command) == "validate") {
        CHECK(records[1] == "<stdin>:2: undecided: out of memory");
        CHECK(records[2] == replace_line(first, "<stdin>:1:", "<stdin>:3:"));
      } else {
        CHECK(records[1].find("error: <stdin>:2: out of memory") != std::string::npos);
        CHECK(records[0] == first);
        CHECK(records[2] == first);  // the next record, on a new worker, is solved as before
      }
    }
  }
}

TEST_CASE("validate: every status has its fixture") {
  struct Case {
    std::string file;
    int status;
    std::string record;  // after "FILE:LINE: "
  };
  const Case cases[] = {
      {"ok.txt", 0, "ok"},
      {"invalid.txt", 1, "invalid: row 5 has two 2s (r5c1 and r5c9)"},
      {"unsolvable.txt", 1, "no-solution: no solution"},
      {"multiple.txt", 1, "multiple: 2+ solutions"},
      {"wrong-solution.txt", 1, "wrong-solution: "},
      {"wrong-count.txt", 1, "wrong-count: supplied count 2, found 1"},
      {"parse-error.txt", 1, "error: "},
  };
  for (const Case& c : cases) {
    CAPTURE(c.file);
    const std::string file = data("validate/" + c.file);
    const Run run = run_dlx({"validate", "-j", "1", file});
    CHECK(run.status == c.status);
    CHECK(run.out.starts_with(file + ":1: " + c.record));
    CHECK(run.err.find("validate: 1 puzzles in ") != std::string::npos);
  }
  const Run wrong = run_dlx({"validate", data("validate/wrong-solution.txt")});
  CHECK(wrong.out.find("the supplied solution is not a valid grid: column 8 has two 6s") != std::string::npos);
  const Run parse = run_dlx({"validate", data("validate/parse-error.txt")});
  CHECK(parse.err.find(data("validate/parse-error.txt") + ":1:65: 70 cells: not a whole grid (8x8 has 64)") == 0);
}

TEST_CASE("validate --solutions FILE checks each puzzle against its line; --show-solutions prints two") {
  const Run run = run_dlx({"validate", "--show-solutions", "--solutions", data("validate/three-solutions.txt"),
                           data("validate/three-puzzles.txt")});
  CHECK(run.status == 1);
  std::istringstream lines(run.out);
  std::string first, second, third;
  std::getline(lines, first);
  std::getline(lines, second);
  std::getline(lines, third);
  CHECK(first.ends_with(":1: ok"));
  CHECK(second.find(":2: multiple: 2+ solutions, e.g. ") != std::string::npos);
  CHECK(third.find(":3: wrong-solution: " + data("validate/three-solutions.txt") + ":3: ") != std::string::npos);
  CHECK(run.err.find("3 puzzles") != std::string::npos);
  CHECK(run.err.find("1 ok, 1 multiple, 1 wrong-solution") != std::string::npos);
}

TEST_CASE("validate --solutions refuses what is not a readable file (a directory, a missing file) before any record") {
  for (const std::string& path : {data("validate"), data("validate/no-such-file.txt")}) {
    CAPTURE(path);
    const Run run = run_dlx({"validate", "--solutions", path, data("validate/ok.txt")});
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(run.err.find("dlx: " + path + ": ") == 0);
  }
  CHECK(run_dlx({"validate", "--solutions", data("validate")}).err.find("is a directory") != std::string::npos);
}

TEST_CASE("validate reports engine disagreement, with both answers, and exits 3") {
  const Run run = run_dlx({"validate", data("validate/ok.txt")}, "", dlx::Dependencies{faulty_factory});
  CHECK(run.status == 3);
  CHECK(run.out.find("engine-disagreement: dlx counts 1 (first 468931527") != std::string::npos);
  CHECK(run.out.find("propagate counts 2") != std::string::npos);
}

// sudoku::validate itself, without the command line: the verdicts as values.
namespace {

sudoku::Puzzle puzzle_of(const std::string& line) {
  std::istringstream in(line + "\n");
  sudoku::PuzzleReader reader(in);
  sudoku::PuzzleRecord record;
  REQUIRE(reader.next(record));
  REQUIRE(record.puzzle);
  return *record.puzzle;
}

const std::string kUnique = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const std::string kUniqueSolution = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

}  // namespace

TEST_CASE("sudoku::validate: ok, multiple, no solution, invalid, wrong count and solution, undecided, as values") {
  sudoku::SolverCache solvers;
  const sudoku::ValidateOptions options;
  const sudoku::Puzzle unique = puzzle_of(kUnique);
  sudoku::Validation ok = sudoku::validate(unique, {}, options, solvers);
  CHECK(ok.verdict == sudoku::Verdict::ok);
  CHECK(ok.detail.empty());
  CHECK(ok.solutions == 1);
  REQUIRE(ok.first() != nullptr);
  CHECK(ok.second() == nullptr);
  CHECK(ok.propagation.solutions == 1);
  CHECK_FALSE(ok.minimal.has_value());

  const sudoku::Validation several = sudoku::validate(puzzle_of("." + kUnique.substr(1)), {}, options, solvers);
  CHECK(several.verdict == sudoku::Verdict::multiple);
  CHECK(several.detail == "2+ solutions");
  CHECK(several.second() != nullptr);

  const sudoku::Validation clash = sudoku::validate(puzzle_of("44" + kUnique.substr(2)), {}, options, solvers);
  CHECK(clash.verdict == sudoku::Verdict::invalid);
  CHECK(clash.detail == "row 1 has two 4s (r1c1 and r1c2)");

  sudoku::Claims count;
  count.count = 2;
  const sudoku::Validation miscounted = sudoku::validate(unique, count, options, solvers);
  CHECK(miscounted.verdict == sudoku::Verdict::wrong_count);
  CHECK(miscounted.detail == "supplied count 2, found 1");

  sudoku::Claims solution;
  solution.solution = puzzle_of(kUniqueSolution).givens;
  CHECK(sudoku::validate(unique, solution, options, solvers).verdict == sudoku::Verdict::ok);
  solution.solution->set(80, 5);
  const sudoku::Validation wrong = sudoku::validate(unique, solution, options, solvers);
  CHECK(wrong.verdict == sudoku::Verdict::wrong_solution);
  CHECK(wrong.detail.starts_with("the supplied solution is not a valid grid"));

  sudoku::ValidateOptions tight;
  tight.limits.node_budget = 1;
  const sudoku::Validation undecided = sudoku::validate(puzzle_of(std::string(81, '.')), {}, tight, solvers);
  CHECK(undecided.verdict == sudoku::Verdict::undecided);
  CHECK_FALSE(undecided.complete);
  CHECK(undecided.detail.ends_with(" before the budget ran out"));

  // Interrupted (Ctrl-C, SIGTERM) with no budget: the detail says so, not that a budget ran out.
  std::atomic<bool> cancel{true};
  sudoku::ValidateOptions interrupted;
  interrupted.limits.cancel = &cancel;
  sudoku::SolverCache stopping([](sudoku::SolverKind, const sudoku::Geometry&) -> std::unique_ptr<sudoku::PuzzleSolver> {
    return std::make_unique<CancelledSolver>();
  });
  const sudoku::Validation stopped = sudoku::validate(puzzle_of(kUnique), {}, interrupted, stopping);
  CHECK(stopped.verdict == sudoku::Verdict::undecided);
  CHECK(stopped.detail.ends_with(" before the run was interrupted"));

  sudoku::ValidateOptions minimal;
  minimal.check_minimal = true;
  const sudoku::Validation full = sudoku::validate(puzzle_of(kUniqueSolution), {}, minimal, solvers);
  CHECK(full.minimal == false);
  CHECK(full.removable_cell == 0);
}

TEST_CASE("sudoku::validate: a solver that miscounts is an engine disagreement, with both reports") {
  sudoku::SolverCache faulty(faulty_factory);
  const sudoku::Validation result = sudoku::validate(puzzle_of(kUnique), {}, {}, faulty);
  CHECK(result.verdict == sudoku::Verdict::engine_disagreement);
  CHECK(result.dlx.solutions == 1);
  CHECK(result.propagation.solutions == 2);
  CHECK(result.detail.empty());  // both solutions found are valid: only the counts differ
  CHECK(sudoku::verdict_name(result.verdict) == "engine-disagreement");
}

TEST_CASE("sudoku::SolverCache builds one solver per geometry and kind, with the factory it was given") {
  int built = 0;
  sudoku::SolverCache cache([&built](sudoku::SolverKind kind, const sudoku::Geometry& geometry) {
    ++built;
    return sudoku::make_solver(kind, geometry);
  });
  const sudoku::Puzzle a = puzzle_of(kUnique);
  const sudoku::Puzzle b = puzzle_of(std::string(16, '.'));
  sudoku::PuzzleSolver& first = cache.get(sudoku::SolverKind::dlx, a.geometry);
  CHECK(&cache.get(sudoku::SolverKind::dlx, a.geometry) == &first);
  CHECK(built == 1);
  CHECK(&cache.get(sudoku::SolverKind::propagation, a.geometry) != &first);
  cache.get(sudoku::SolverKind::dlx, b.geometry);
  CHECK(built == 3);
  sudoku::SolveReport report;
  first.solve(a.givens, {}, report);
  CHECK(report.solutions == 1);
}

TEST_CASE("validate's check of a claimed count is bounded: a huge claim is undecided in a second, the next record follows") {
  sudoku::SolverCache solvers;
  sudoku::ValidateOptions options;
  options.max_claimed_count = 1000;
  const sudoku::Puzzle empty = puzzle_of(std::string(81, '.'));
  sudoku::Claims huge;
  huge.count = 1'000'000'000'000ULL;
  const sudoku::Validation beyond = sudoku::validate(empty, huge, options, solvers);
  CHECK(beyond.verdict == sudoku::Verdict::undecided);
  CHECK(beyond.detail.find("the check stops at 1000 solutions (--max-count)") != std::string::npos);
  CHECK(beyond.dlx.solutions == 1001);  // counted to the bound and one more, not to the claim
  // A claim beyond the bound on a puzzle with fewer solutions is decided: wrong.
  const sudoku::Validation wrong = sudoku::validate(puzzle_of(kUnique), huge, options, solvers);
  CHECK(wrong.verdict == sudoku::Verdict::wrong_count);
  // Below the bound, the claim is checked exactly, as ever.
  sudoku::Claims two;
  two.count = 2;
  CHECK(sudoku::validate(puzzle_of(kUnique), two, options, solvers).verdict == sudoku::Verdict::wrong_count);
  CHECK(sudoku::ValidateOptions{}.max_claimed_count == 1'000'000);

  // Through the command line, with the default bound: the record after it is not held back.
  const std::string line = std::string(81, '.') + ":1000000000000:" +
                           "468931527751624839392578461134756298289413675675289314846192753513867942927345186\n";
  const Run run = run_dlx({"validate", "-j", "2"}, line + kUnique + "\n");
  CHECK(run.status == 4);
  CHECK(run.out.find("<stdin>:1: undecided: supplied count 1000000000000, found 1000001+") == 0);
  CHECK(run.out.find("<stdin>:2: ok") != std::string::npos);
  CHECK(run_dlx({"validate", "--max-count", "0"}, kUnique + "\n").status == 2);
}

TEST_CASE("validate output formats: csv with a header, ndjson one object per record") {
  const Run csv = run_dlx({"validate", "--format", "csv", data("validate/ok.txt"), data("validate/invalid.txt")});
  CHECK(csv.out.starts_with("index,source,line,name,status,detail,puzzle,solution,count,complete,nodes,seconds,minimal,givens,seed,canonical,automorphisms,er,ep,ed,technique,grade,steps,explanation\n"));
  CHECK(std::count(csv.out.begin(), csv.out.end(), '\n') == 3);
  const Run ndjson = run_dlx({"validate", "--format", "ndjson", "--minimal", data("validate/ok.txt")});
  const auto object = nlohmann::json::parse(ndjson.out);
  CHECK(object["status"] == "ok");
  CHECK(object["count"] == 1);
  CHECK(object["complete"] == true);
  CHECK(object["solution"] == "468931527751624839392578461134756298289413675675289314846192753513867942927345186");
  CHECK(object["minimal"].is_boolean());
}

TEST_CASE("validate --minimal: a 17-clue puzzle is minimal; one with an extra given is not") {
  const std::string seventeen = test_support::puzzle_lines("puzzles/17-clue-49151.txt").at(0);
  const Run minimal = run_dlx({"validate", "--minimal"}, seventeen + "\n");
  CHECK(minimal.out.ends_with(": ok (minimal)\n"));
  const Run full = run_dlx({"validate", "--minimal"},
                           "468931527751624839392578461134756298289413675675289314846192753513867942927345186\n");
  CHECK(full.out.find(": ok (not minimal: r1c1 can go)") != std::string::npos);
}

TEST_CASE("the whole puzzle:count:solution corpus validates: 18 ok, 10 no-solution, 15 multiple") {
  const Run run = run_dlx({"validate", data("puzzle-count-solution-43.txt")});
  CHECK(run.status == 1);
  CHECK(run.err.find("43 puzzles") != std::string::npos);
  CHECK(run.err.find("18 ok, 10 no-solution, 15 multiple") != std::string::npos);
}

TEST_CASE("uniqueness for scripts: solve --unique and count --unique exit 0, 5, 6 or 7") {
  const std::string unique = test_support::puzzle_lines("test/data/validate/ok.txt").at(0).substr(0, 81);
  const std::string none = test_support::puzzle_lines("test/data/validate/unsolvable.txt").at(0);
  const std::string several = test_support::puzzle_lines("test/data/validate/multiple.txt").at(0);
  for (const char* command : {"solve", "count"}) {
    CAPTURE(command);
    const std::vector<std::string> flag = {"--unique"};
    auto status = [&](const std::string& input) {
      std::vector<std::string> args = {command};
      args.insert(args.end(), flag.begin(), flag.end());
      return run_dlx(args, input).status;
    };
    CHECK(status(unique + "\n" + unique + "\n") == 0);
    CHECK(status(unique + "\n" + none + "\n") == 5);
    CHECK(status(several + "\n" + unique + "\n") == 6);
    CHECK(status(none + "\n" + several + "\n") == 7);
  }
  CHECK(run_dlx({"solve"}, several + "\n").status == 1);  // without --unique: 1, as for any failure
  // --limit only stops the count: every puzzle counted, exit 0, whatever the counts
  CHECK(run_dlx({"count", "--limit", "2"}, none + "\n" + several + "\n").status == 0);
}

TEST_CASE("count --node-budget and --timeout print what was counted, marked partial, and exit 4") {
  const std::string empty(81, '.');
  const Run budget = run_dlx({"count", "--node-budget", "500"}, empty + "\n");
  CHECK(budget.status == 4);
  CHECK(budget.out.find("+ (partial: node budget)\n") != std::string::npos);
  const Run timeout = run_dlx({"count", "--timeout", "0.05"}, empty + "\n");
  CHECK(timeout.status == 4);
  CHECK(timeout.out.find("+ (partial: timeout)\n") != std::string::npos);
}

TEST_CASE("-j 2 writes exactly the bytes -j 1 writes, on 10,000 puzzles with several solutions each") {
  const std::string file = test_support::source_path("puzzles/serg-multi-solution-10000.txt");
  for (const std::vector<std::string>& command :
       {std::vector<std::string>{"count", "--limit", "50"}, {"solve"}, {"validate"}}) {
    CAPTURE(command.front());
    std::vector<std::string> one = command, two = command;
    one.insert(one.end(), {"-j", "1", file});
    two.insert(two.end(), {"-j", "2", file});
    const Run serial = run_dlx(one);
    const Run parallel = run_dlx(two);
    CHECK(serial.out == parallel.out);
    CHECK(serial.status == parallel.status);
    CHECK(std::count(serial.out.begin(), serial.out.end(), '\n') == 10000);
  }
}

TEST_CASE("progress goes to stderr only when asked (or when stderr is a terminal)") {
  const std::string file = test_support::source_path("puzzles/top95.txt");
  const Run quiet = run_dlx({"solve", file});
  CHECK(quiet.err.empty());
  const Run shown = run_dlx({"validate", "--progress", file});
  CHECK(shown.out.find("progress") == std::string::npos);
}

TEST_CASE("progress figures: digit grouping, time left, one count line") {
  CHECK(dlx::with_thousands(0) == "0");
  CHECK(dlx::with_thousands(999) == "999");
  CHECK(dlx::with_thousands(1000) == "1,000");
  CHECK(dlx::with_thousands(1234567) == "1,234,567");
  CHECK(dlx::with_thousands(18446744073709551615ULL) == "18,446,744,073,709,551,615");
  CHECK(dlx::time_left(0.5, 10) == "~10 s left");
  CHECK(dlx::time_left(0.1, 60) == "~9 min left");
  CHECK(dlx::time_left(0.01, 360) == "~9.9 h left");
  CHECK(dlx::time_left(1e-3, 3600) == "~42 days left");
  CHECK(dlx::time_left(1e-9, 10).empty());  // too early to tell
  CHECK(dlx::time_left(1.0, 10).empty());
  CHECK(dlx::count_progress_text(1234567, 89, 0.25, 2.0) ==
        "progress: 1,234,567 nodes, 89 solutions, 617,283 nodes/s, ~25.0% of the tree, ~6 s left, 2.0 s");
}

TEST_CASE("the progress line: rewritten in place on a terminal, messages above it, cleared at the end") {
  std::ostringstream terminal;
  {
    dlx::ProgressLine line(terminal, true);
    line.show("progress: 1");
    line.write_above("a.txt:3:1: bad\n");
    line.show("progress: 22");
    line.clear();
    line.show("progress: 333");
  }  // the destructor clears what is shown
  CHECK(terminal.str() ==
        "\r\x1b[Kprogress: 1" "\r\x1b[Ka.txt:3:1: bad\nprogress: 1" "\r\x1b[Kprogress: 22" "\r\x1b[K"
        "\r\x1b[Kprogress: 333" "\r\x1b[K");
  std::ostringstream log;  // not a terminal (--progress 2> log): every report a line of its own, nothing to clear
  {
    dlx::ProgressLine line(log, false);
    line.show("progress: 1");
    line.write_above("a.txt:3:1: bad\n");
    line.show("progress: 22");
  }
  CHECK(log.str() == "progress: 1\na.txt:3:1: bad\nprogress: 22\n");
}

TEST_CASE("timeouts too large for the clock are refused, not turned into an instant stop") {
  for (const char* command : {"count", "validate", "cover"}) {
    CAPTURE(command);
    const Run run = run_dlx({command, "--timeout", "1e10"}, "");
    CHECK(run.status == 2);
    CHECK(run.err.find("--timeout must be a number of seconds above 0 and at most 1000000000") != std::string::npos);
  }
  const Run fine = run_dlx({"count", "--timeout", "1e9"},
                           "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n");
  CHECK(fine.status == 0);
  CHECK(fine.out.ends_with(" 1\n"));
}

TEST_CASE("a long count splits over both threads: the same count as on one") {
  const std::string puzzle = "....3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  // Without its first given the top95 puzzle has 7,465 solutions (a short count: no split); the first 3,000,000
  // grids of an empty 6x6 take far more than the 200,000 nodes after which a count is split over the threads.
  const Run one = run_dlx({"count", "-j", "1"}, puzzle + "\n");
  const Run two = run_dlx({"count", "-j", "2"}, puzzle + "\n");
  CHECK(one.out == two.out);
  const std::string empty6(36, '.');
  const Run six_one = run_dlx({"count", "-j", "1", "--limit", "3000000"}, empty6 + "\n");
  const Run six_two = run_dlx({"count", "-j", "2", "--limit", "3000000"}, empty6 + "\n");
  CHECK(six_one.out == six_two.out);
  CHECK(six_two.out.ends_with(" 3000000+\n"));
}
