// The command line, driven in-process: exit status first, then what went to stdout and stderr.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli.hpp"
#include "support.hpp"

namespace {

struct Run {
  int status;
  std::string out;
  std::string err;
};

Run run_dlx(const std::vector<std::string>& args, const std::string& input = "") {
  std::istringstream in(input);
  std::ostringstream out;
  std::ostringstream err;
  const int status = dlx::run(args, in, out, err);
  return Run{status, out.str(), err.str()};
}

std::string data(const std::string& relative) { return test_support::source_path("test/data/" + relative); }

std::size_t count_lines(const std::string& text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); }

const std::string kPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const std::string kSolution = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";
// kPuzzle without its first given: several solutions.
const std::string kSeveral = "....3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

}  // namespace

TEST_CASE("--help and --version print to stdout and exit 0") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--help"}, {"help"}, {"solve", "--help"}, {"count", "--help"}}) {
    CAPTURE(args.front());
    const Run run = run_dlx(args);
    CHECK(run.status == 0);
    CHECK(run.out.find("usage: dlx") != std::string::npos);
    CHECK(run.err.empty());
  }
  const Run version = run_dlx({"--version"});
  CHECK(version.status == 0);
  CHECK(version.out.starts_with("dlx "));
}

TEST_CASE("usage errors exit 2 with a message on stderr") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{}, {"frobnicate"}, {"solve", "--solver", "magic"}, {"solve", "--format", "xml"},
        {"count", "--limit", "0"}, {"count", "--limit", "many"}, {"solve", "--no-such-option"}}) {
    CAPTURE(args.size());
    const Run run = run_dlx(args);
    CHECK(run.status == 2);
    CHECK_FALSE(run.err.empty());
    CHECK(run.out.empty());
  }
}

TEST_CASE("solve reads stdin when no file is given, and when the file is -") {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"solve"}, {"solve", "-"}}) {
    const Run run = run_dlx(args, kPuzzle + "\n");
    CHECK(run.status == 0);
    CHECK(run.out == kSolution + "\n");
    CHECK(run.err.empty());
  }
}

TEST_CASE("solve: one output line per puzzle, in order, with markers; exit 1 when any puzzle fails") {
  const std::string input = "# a comment line is not a puzzle\n" + kPuzzle + "\n\n" + kSeveral + "\n" +
                            test_support::puzzle_lines("test/data/invalid-givens/row-clash.txt").at(0) + "\n" +
                            test_support::puzzle_lines("test/data/invalid-givens/unsolvable.txt").at(0) + "\r\n" +
                            kPuzzle.substr(0, 80) + "\n" + kPuzzle;
  for (const char* solver : {"dlx", "propagate"}) {
    CAPTURE(solver);
    const Run run = run_dlx({"solve", "--solver", solver}, input);
    CHECK(run.status == 1);
    CHECK(run.out == kSolution + "\n" +
                         "multiple solutions\n"
                         "invalid: row 5 has two 2s (r5c1 and r5c9)\n"
                         "no solution\n"
                         "error: <stdin>:7:81: line ends after 80 cells; a 9x9 puzzle has 81\n" +
                         kSolution + "\n");
    CHECK(run.err == "<stdin>:7:81: line ends after 80 cells; a 9x9 puzzle has 81\n");
  }
}

TEST_CASE("solve --format grid prints blocks separated by blank lines") {
  const Run run = run_dlx({"solve", "--format", "grid"}, kPuzzle + "\n" + kSeveral + "\n");
  CHECK(run.status == 1);
  CHECK(run.out.starts_with("4 6 8 | 9 3 1 | 5 2 7\n"));
  CHECK(run.out.find("------+-------+------\n") != std::string::npos);
  CHECK(run.out.ends_with("\n\nmultiple solutions\n\n"));
}

TEST_CASE("count prints each puzzle with its count; --limit caps it as K+") {
  const Run all = run_dlx({"count"}, kPuzzle + "\n" + kSeveral + "\n");
  CHECK(all.status == 0);
  std::istringstream lines(all.out);
  std::string first, second;
  std::getline(lines, first);
  std::getline(lines, second);
  CHECK(first == kPuzzle + " 1");
  REQUIRE(second.starts_with(kSeveral + " "));
  const std::uint64_t several = std::stoull(second.substr(82));
  CHECK(several > 2);

  const Run capped = run_dlx({"count", "--limit", "2"}, kPuzzle + "\n" + kSeveral + "\n");
  CHECK(capped.status == 0);
  CHECK(capped.out == kPuzzle + " 1\n" + kSeveral + " 2+\n");

  const Run propagated = run_dlx({"count", "--solver", "propagate"}, kSeveral + "\n");
  CHECK(propagated.out == kSeveral + " " + std::to_string(several) + "\n");

  const Run unsolvable = run_dlx({"count"}, test_support::puzzle_lines("test/data/invalid-givens/unsolvable.txt").at(0));
  CHECK(unsolvable.status == 0);  // zero is a count
  CHECK(unsolvable.out.ends_with(" 0\n"));
}

TEST_CASE("count of clashing givens is marked invalid and exits 1") {
  const Run run = run_dlx({"count", data("invalid-givens/box-clash.txt")});
  CHECK(run.status == 1);
  CHECK(run.out.ends_with(" invalid: box 5 has two 5s (r4c6 and r5c4)\n"));
}

TEST_CASE("a bad line in the middle of a good file: reported with its position, the others still solved") {
  const std::string file = data("parse-errors/bad-line-in-middle.txt");
  const Run run = run_dlx({"solve", file});
  CHECK(run.status == 1);
  CHECK(run.out == kSolution + "\nerror: " + file + ":2:51: line ends after 50 cells; a 9x9 puzzle has 81\n" +
                       kSolution + "\n");
  CHECK(run.err == file + ":2:51: line ends after 50 cells; a 9x9 puzzle has 81\n");
}

TEST_CASE("the parse-error corpus: each defect gives its message at its position, exit 1") {
  struct Case {
    std::string file;
    std::string position;  // LINE:COL
    std::string message;
  };
  const Case cases[] = {
      {"short-line.txt", "1:81", "line ends after 80 cells; a 9x9 puzzle has 81"},
      {"long-line.txt", "1:82", "more than 81 cells (a comment after the puzzle needs white space before it)"},
      {"bad-symbol.txt", "1:10", "unexpected 'x' in cell 10; expected a digit 1-9, or '.' or '0' for a blank"},
      {"letter.txt", "1:21", "unexpected 'A' in cell 21; expected a digit 1-9, or '.' or '0' for a blank"},
      {"space-inside.txt", "1:30", "puzzle ends after 29 cells; a 9x9 puzzle has 81"},
      {"nul-byte.txt", "1:5", "unexpected byte \\x00 in cell 5; expected a digit 1-9, or '.' or '0' for a blank"},
      {"invalid-utf8.txt", "1:41", "unexpected byte \\xc3 in cell 41; expected a digit 1-9, or '.' or '0' for a blank"},
      {"crlf-short-second.txt", "2:71", "line ends after 70 cells; a 9x9 puzzle has 81"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.file);
    const std::string file = data("parse-errors/" + c.file);
    const Run run = run_dlx({"solve", file});
    CHECK(run.status == 1);
    CHECK(run.err == file + ":" + c.position + ": " + c.message + "\n");
    CHECK(run.out.find("error: " + file + ":" + c.position + ": " + c.message + "\n") != std::string::npos);
  }
}

TEST_CASE("lines that are fine: comments after the puzzle, CRLF, no final newline, blank lines") {
  for (const char* name : {"comment-ok.txt", "colon-comment-ok.txt", "no-final-newline-ok.txt"}) {
    CAPTURE(name);
    const Run run = run_dlx({"solve", data(std::string("parse-errors/") + name)});
    CHECK(run.status == 0);
    CHECK(run.out == kSolution + "\n");
    CHECK(run.err.empty());
  }
  const Run empty = run_dlx({"solve", data("parse-errors/empty-line-only.txt")});
  CHECK(empty.status == 0);
  CHECK(empty.out.empty());
}

TEST_CASE("a file that does not exist, or a directory: exit 2, named on stderr; the other files are still read") {
  const std::string good = data("parse-errors/comment-ok.txt");
  const Run run = run_dlx({"solve", "/no/such/file.txt", good, data("parse-errors")});
  CHECK(run.status == 2);
  CHECK(run.out == kSolution + "\n");
  CHECK(run.err.find("dlx: /no/such/file.txt: No such file or directory\n") != std::string::npos);
  CHECK(run.err.find("parse-errors: is a directory\n") != std::string::npos);
}

TEST_CASE("solve over a whole collection: one line per puzzle, every one a solution") {
  const std::string file = test_support::source_path("puzzles/top95.txt");
  const Run run = run_dlx({"solve", file});
  CHECK(run.status == 0);
  CHECK(count_lines(run.out) == 95);
  CHECK(run.err.empty());
}
