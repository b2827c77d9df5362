// The command line, driven in-process: exit status first, then what went to stdout and stderr.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "batch.hpp"
#include "cli_support.hpp"
#include "sudoku/solver.hpp"
#include "support.hpp"

using test_support::Run;
using test_support::run_dlx;

namespace {

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

TEST_CASE("dlx help COMMAND is COMMAND --help; a misspelt command or option gets a suggestion") {
  for (const char* command : {"solve", "count", "validate", "encode", "cover"}) {
    CAPTURE(command);
    const Run help = run_dlx({"help", command});
    CHECK(help.status == 0);
    CHECK(help.out == run_dlx({command, "--help"}).out);
    CHECK(help.out.starts_with(std::string("usage: dlx ") + command));
  }
  const Run unknown = run_dlx({"help", "solv"});
  CHECK(unknown.status == 2);
  CHECK(unknown.out.empty());
  CHECK(unknown.err.starts_with("dlx: unknown command 'solv'; did you mean 'solve'?\n"));
  CHECK(run_dlx({"cuont"}).err.starts_with("dlx: unknown command 'cuont'; did you mean 'count'?\n"));
  CHECK(run_dlx({"frobnicate"}).err.starts_with("dlx: unknown command 'frobnicate'\n"));  // nothing close

  const Run option = run_dlx({"count", "--timeot", "3"}, kPuzzle + "\n");
  CHECK(option.status == 2);
  CHECK(option.err.starts_with("dlx count: unrecognised option '--timeot'; did you mean '--timeout'?\n"));
  CHECK(run_dlx({"cover", "--limt", "1"}).err.starts_with("dlx cover: unrecognised option '--limt'; did you mean "
                                                          "'--limit'?\n"));
}

TEST_CASE("a prefix reaches only the options --help lists: the hidden file option is not one of them") {
  for (const char* command : {"solve", "count", "validate", "encode", "cover"}) {
    CAPTURE(command);
    for (const char* hidden : {"--file", "--fil", "--f=x", "--file=x"}) {
      CAPTURE(hidden);
      const Run run = run_dlx({command, hidden, "x"}, kPuzzle + "\n");
      CHECK(run.status == 2);
      CHECK(run.out.empty());
    }
  }
  const Run ambiguous = run_dlx({"count", "--t", "3"}, kPuzzle + "\n");
  CHECK(ambiguous.status == 2);
  CHECK(ambiguous.err.find("'--t' is ambiguous") != std::string::npos);
  // An unambiguous prefix of a visible option still works, with its value after '=' or as the next argument.
  CHECK(test_support::without_seconds(run_dlx({"solve", "--form", "ndjson"}, kPuzzle + "\n").out) ==
        test_support::without_seconds(run_dlx({"solve", "--format", "ndjson"}, kPuzzle + "\n").out));
  CHECK(run_dlx({"count", "--tim=5"}, kPuzzle + "\n").status == 0);
  // A value that looks like an option is the option's value, not an option.
  CHECK(run_dlx({"count", "--timeout", "5", "--", "-"}, kPuzzle + "\n").status == 0);
}

namespace {

// The whole numbers in `text` from `from` on, as a sorted set ("0 ok, 5/6/7 with --unique" -> {0, 5, 6, 7}).
std::set<int> numbers_in(const std::string& text, std::size_t from) {
  std::set<int> numbers;
  for (std::size_t at = from; at < text.size();) {
    if (std::isdigit(static_cast<unsigned char>(text[at])) == 0) {
      ++at;
      continue;
    }
    std::size_t end = at;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])) != 0) ++end;
    numbers.insert(std::stoi(text.substr(at, end - at)));
    at = end;
  }
  return numbers;
}

}  // namespace

TEST_CASE("each command's --help lists the exit codes README's table gives it") {
  const std::string readme = test_support::read_file(test_support::source_path("README.md"));
  for (const char* command : {"solve", "count", "validate", "encode", "cover", "merge", "generate", "canon", "rate",
                              "explain"}) {
    CAPTURE(command);
    const std::string help = run_dlx({command, "--help"}).out;
    const std::size_t exit_line = help.find("Exit status:");
    REQUIRE(exit_line != std::string::npos);
    const std::string options = "\noptions:";  // where the description ends
    const std::string description = help.substr(0, help.find(options));
    const std::string row_start = std::string("| `") + command + "` | ";
    const std::size_t row = readme.find(row_start);
    REQUIRE(row != std::string::npos);
    const std::string row_text = readme.substr(row + row_start.size(), readme.find('\n', row) - row - row_start.size());
    CHECK(numbers_in(description, exit_line) == numbers_in(row_text, 0));
  }
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
                         "error: <stdin>:7:81: 80 cells: not a whole grid (9x9 has 81)\n" +
                         kSolution + "\n");
    CHECK(run.err == "<stdin>:7:81: 80 cells: not a whole grid (9x9 has 81)\n");
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
  CHECK(capped.status == 0);  // --limit only stops counting; --unique asks for the uniqueness exit codes
  CHECK(capped.out == kPuzzle + " 1\n" + kSeveral + " 2+\n");

  const Run propagated = run_dlx({"count", "--solver", "propagate"}, kSeveral + "\n");
  CHECK(propagated.out == kSeveral + " " + std::to_string(several) + "\n");

  const Run unsolvable = run_dlx({"count"}, test_support::puzzle_lines("test/data/invalid-givens/unsolvable.txt").at(0));
  CHECK(unsolvable.status == 0);  // zero is a count
  CHECK(unsolvable.out.ends_with(" 0\n"));
}

TEST_CASE("count --solver takes every solver kind the library names, and they all count alike") {
  // kSeveral has thousands of solutions; a 4x4 and a 16x16 puzzle try the other geometries.
  const std::string input = kPuzzle + "\n" + kSeveral + "\n" +
                            test_support::puzzle_lines("puzzles/samples/sizes-4-to-25.txt").at(0) + "\n" +
                            test_support::puzzle_lines("puzzles/samples/16x16-30.txt").at(0) + "\n";
  const Run reference = run_dlx({"count", "-j", "1", "--solver", "dlx"}, input);
  REQUIRE(reference.status == 0);
  REQUIRE(count_lines(reference.out) == 4);
  CHECK(reference.out.starts_with(kPuzzle + " 1\n"));
  REQUIRE(sudoku::solver_kinds().size() >= 2);
  for (const sudoku::SolverInfo& info : sudoku::solver_kinds()) {
    CAPTURE(info.name);
    const Run run = run_dlx({"count", "-j", "1", "--solver", std::string(info.name)}, input);
    CHECK(run.status == 0);
    CHECK(run.out == reference.out);
    CHECK(run.err.empty());
  }

  const Run bad = run_dlx({"count", "--solver", "quantum"}, input);
  CHECK(bad.status == 2);
  CHECK(bad.out.empty());
  std::string names;
  for (const sudoku::SolverInfo& info : sudoku::solver_kinds()) names += (names.empty() ? "" : ", ") + std::string(info.name);
  CHECK(bad.err.starts_with("dlx count: --solver must be one of " + names + ", not 'quantum'\n"));
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
  CHECK(run.out == kSolution + "\nerror: " + file + ":2:37: 50 cells: not a whole grid (6x6 has 36, 8x8 has 64)\n" +
                       kSolution + "\n");
  CHECK(run.err == file + ":2:37: 50 cells: not a whole grid (6x6 has 36, 8x8 has 64)\n");
}

TEST_CASE("the parse-error corpus: each defect gives its message at its position, exit 1") {
  struct Case {
    std::string file;
    std::string position;  // LINE:COL
    std::string message;
  };
  const Case cases[] = {
      {"short-line.txt", "1:81", "80 cells: not a whole grid (9x9 has 81)"},
      {"long-line.txt", "1:82", "82 cells: not a whole grid (9x9 has 81)"},
      {"bad-symbol.txt", "1:10", "symbol 'x' is out of range for 9x9 (1-9)"},
      {"letter.txt", "1:21", "symbol 'A' is out of range for 9x9 (1-9)"},
      {"space-inside.txt", "1:30", "29 cells: not a whole grid (6x6 has 36)"},
      {"nul-byte.txt", "1:5", "a NUL byte (\\x00): not a line of text"},
      {"invalid-utf8.txt", "1:41", "invalid UTF-8 (byte \\xc3)"},
      {"crlf-short-second.txt", "2:65", "70 cells: not a whole grid (8x8 has 64)"},
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

// --- dlx cover and dlx encode ---------------------------------------------------------------------------------------

TEST_CASE("cover counts a problem from a file or stdin; exit 0 with solutions, 1 without") {
  const Run queens = run_dlx({"cover", data("exact-cover/queens-8.dlx")});
  CHECK(queens.status == 0);
  CHECK(queens.out == "92\n");
  CHECK(queens.err.empty());

  const Run from_stdin = run_dlx({"cover"}, "A B C\nA B\nB C\n");
  CHECK(from_stdin.status == 1);
  CHECK(from_stdin.out == "0\n");
}

TEST_CASE("cover --print prints each solution's options as given, in input order, blank lines between") {
  const Run run = run_dlx({"cover", "--print"}, "| two ways\nA B | x\nB x:red A\nA\nB\nA x\n");
  CHECK(run.status == 0);
  CHECK(run.out == "B x:red A\n\nA\nB\n\nB\nA x\n");  // sorted by option within each solution
  const Run limited = run_dlx({"cover", "--print", "--limit", "1"}, "A B | x\nB x:red A\nA\nB\nA x\n");
  CHECK(limited.out == "B x:red A\n");
}

TEST_CASE("cover --format ndjson (or --json) reports the count, how the search ended and the statistics as one record") {
  const Run run = run_dlx({"cover", "--json", data("exact-cover/langford-7.dlx")});
  CHECK(run.status == 0);
  const auto report = nlohmann::json::parse(run.out);
  CHECK(report["count"] == 26);
  CHECK(report["complete"] == true);
  CHECK(report["status"] == "counted");
  CHECK(report["source"] == data("exact-cover/langford-7.dlx"));
  CHECK(report["index"] == 0);
  CHECK(report["nodes"].get<std::uint64_t>() > 26);
  CHECK(report["updates"].get<std::uint64_t>() > report["nodes"].get<std::uint64_t>());
  CHECK(test_support::without_seconds(run_dlx({"cover", "--format", "ndjson", data("exact-cover/langford-7.dlx")}).out) ==
        test_support::without_seconds(run.out));

  const Run limited = run_dlx({"cover", "--format", "ndjson", "--limit", "3", data("exact-cover/langford-7.dlx")});
  const auto stopped = nlohmann::json::parse(limited.out);
  CHECK(stopped["count"] == 3);
  CHECK(stopped["complete"] == false);
  CHECK(stopped["detail"] == "limit");

  const Run csv = run_dlx({"cover", "--format", "csv", data("exact-cover/langford-7.dlx")});
  CHECK(csv.status == 0);
  CHECK(csv.out.starts_with("index,source,line,name,status,detail,puzzle,solution,count,complete,nodes,seconds,minimal,givens,seed,canonical,automorphisms,er,ep,ed,technique,grade,steps,explanation\n0,"));
  CHECK(csv.out.find(",counted,,,,26,true,") != std::string::npos);
  CHECK(run_dlx({"cover", "--format", "csv", "--print"}, "A\nA\n").status == 2);
  CHECK(run_dlx({"cover", "--format", "csv", "--json"}, "A\nA\n").status == 2);

  const Run printed = run_dlx({"cover", "--json", "--print"}, "A B\nA\nB\nA B\n");
  const auto both = nlohmann::json::parse(printed.out);
  CHECK(both["count"] == 2);
  CHECK(both["solution_options"] == nlohmann::json::parse(R"([["A","B"],["A B"]])"));
}

TEST_CASE("cover with a budget or a timeout prints the partial count marked, and exits 4") {
  const Run budget = run_dlx({"cover", "--node-budget", "100", data("exact-cover/queens-10.dlx")});
  CHECK(budget.status == 4);
  CHECK(budget.out.ends_with("+\n"));
  CHECK(budget.err.find("stopped (node-budget) after 100 nodes") != std::string::npos);

  const Run json = run_dlx({"cover", "--json", "--timeout", "0.001", data("exact-cover/pento-6x10.dlx")});
  CHECK(json.status == 4);
  const auto report = nlohmann::json::parse(json.out);
  CHECK(report["complete"] == false);
  CHECK(report["status"] == "undecided");
  CHECK(report["detail"] == "timeout");

  const Run limit = run_dlx({"cover", "--limit", "5", data("exact-cover/queens-8.dlx")});
  CHECK(limit.status == 0);
  CHECK(limit.out == "5+\n");
}

TEST_CASE("cover --stats and --progress write to stderr only; --tree says which tree, and the stats say it too") {
  const Run run = run_dlx({"cover", "--stats", "-j", "1", "--tree", "dlx1", data("exact-cover/queens-8.dlx")});
  CHECK(run.out == "92\n");
  CHECK(run.err.starts_with("nodes 1049, updates 16680, solutions 92, "));  // DLX1's figures: one thread
  CHECK(run.err.ends_with(" M updates/s, DLX1's tree\n"));
  const Run parallel = run_dlx({"cover", "--stats", "-j", "2", "--tree", "dlx1", data("exact-cover/queens-8.dlx")});
  CHECK(parallel.out == "92\n");
  CHECK(parallel.err.starts_with("nodes 1049, updates 16680, solutions 92, "));  // the same figures on two threads
  CHECK(parallel.err.ends_with(" M updates/s, DLX1's tree\n"));
  // The default: the pruned tree, DLX1's nodes less its 192 dead ends (SSXCC's 857 nodes on 8 queens), same count.
  for (const char* threads : {"1", "2"}) {
    CAPTURE(threads);
    const Run pruned = run_dlx({"cover", "--stats", "-j", threads, data("exact-cover/queens-8.dlx")});
    CHECK(pruned.out == "92\n");
    CHECK(pruned.err.starts_with("nodes 857, updates 16267, solutions 92, "));
    CHECK(pruned.err.ends_with(" M updates/s, pruned tree\n"));
  }
  // Shards cut DLX1's tree: --tree pruned is refused with them, and the default counts them in DLX1's tree.
  const Run shard_pruned = run_dlx({"cover", "--tree", "pruned", "--shard", "0/2", data("exact-cover/queens-8.dlx")});
  CHECK(shard_pruned.status == 2);
  CHECK(shard_pruned.err.find("cut DLX1's tree") != std::string::npos);
  const Run shard = run_dlx({"cover", "--stats", "--shard", "0/1", data("exact-cover/queens-8.dlx")});
  CHECK(shard.err.find("nodes 1049, updates 16680, solutions 92, ") != std::string::npos);
  CHECK(shard.err.ends_with(", DLX1's tree\n"));
  CHECK(run_dlx({"cover", "--tree", "ssxcc", data("exact-cover/queens-8.dlx")}).status == 2);
  for (const char* own : {"--memo", "--min-cost"}) {  // searches of their own: --tree would be ignored, so refused
    const Run refused = run_dlx({"cover", "--tree", "dlx1", own, data("exact-cover/queens-8.dlx")});
    CHECK(refused.status == 2);
    CHECK(refused.err.find("--tree chooses the plain search's tree") != std::string::npos);
  }
}

TEST_CASE("cover --tree: both trees count every instance alike, on one thread and two, printing the same solutions") {
  for (const char* name : {"exact-cover/langford-8.dlx", "exact-cover/queens-10.dlx", "exact-cover/sudoku4-all.dlx"}) {
    CAPTURE(name);
    const std::string counted = run_dlx({"cover", "-j", "1", "--tree", "dlx1", data(name)}).out;
    for (const char* tree : {"pruned", "dlx1"}) {
      for (const char* threads : {"1", "2"}) {
        CHECK(run_dlx({"cover", "-j", threads, "--tree", tree, data(name)}).out == counted);
      }
    }
    CHECK(run_dlx({"cover", "--print", "--tree", "pruned", data(name)}).out ==
          run_dlx({"cover", "--print", "--tree", "dlx1", data(name)}).out);
  }
}

TEST_CASE("cover --seed samples reproducibly: the same seed gives the same solution, seeds differ") {
  auto first_solution = [](const std::string& seed) {
    return run_dlx({"cover", "--print", "--limit", "1", "--seed", seed, data("exact-cover/queens-8.dlx")}).out;
  };
  CHECK(first_solution("7") == first_solution("7"));
  std::set<std::string> distinct;
  for (int seed = 0; seed < 8; ++seed) distinct.insert(first_solution(std::to_string(seed)));
  CHECK(distinct.size() > 1);
  const Run all = run_dlx({"cover", "--seed", "3", data("exact-cover/queens-8.dlx")});
  CHECK(all.out == "92\n");  // shuffling changes the order, never the count
}

TEST_CASE("cover input errors name FILE:LINE:COL and exit 2; warnings do not fail") {
  const std::string file = data("dlx-errors/unknown-item.dlx");
  const Run run = run_dlx({"cover", file});
  CHECK(run.status == 2);
  CHECK(run.out.empty());
  CHECK(run.err == file + ":2:3: unknown item 'C'\n");

  const std::string warned = data("dlx-errors/option-without-primary-warning.dlx");
  const Run warning = run_dlx({"cover", warned});
  CHECK(warning.status == 0);
  CHECK(warning.out == "2\n");
  CHECK(warning.err == warned + ":3:1: warning: option has no primary item; dropped\n");

  CHECK(run_dlx({"cover", "/no/such.dlx"}).status == 2);
  CHECK(run_dlx({"cover", "--limit", "0"}).status == 2);
  const Run too_large = run_dlx({"cover", "--max-nodes", "10", data("exact-cover/queens-8.dlx")});
  CHECK(too_large.status == 2);
  CHECK(too_large.err.find("more than 10 nodes") != std::string::npos);
  CHECK(too_large.err.find("(raise the limit with --max-nodes)\n") != std::string::npos);
}

TEST_CASE("encode writes a puzzle that cover counts exactly as count does") {
  const std::vector<std::string> puzzles = {
      kPuzzle, kSeveral, test_support::puzzle_lines("test/data/invalid-givens/unsolvable.txt").at(0),
      test_support::puzzle_lines("test/data/invalid-givens/row-clash.txt").at(0)};
  for (const std::string& puzzle : puzzles) {
    CAPTURE(puzzle);
    const Run encoded = run_dlx({"encode"}, puzzle + "\n");
    CHECK(encoded.status == 0);
    CHECK(encoded.out.starts_with("| sudoku 9x9 from <stdin>:1\n| givens "));
    const Run covered = run_dlx({"cover"}, encoded.out);
    const Run counted = run_dlx({"count"}, puzzle + "\n");
    const std::string count = counted.out.substr(82);
    if (count.starts_with("invalid")) {
      CHECK(covered.out == "0\n");  // clashing givens: no solution either way
    } else {
      CHECK(covered.out == count);
    }
  }
}

TEST_CASE("encode: an error record is not a problem, so the one puzzle after it goes to stdout; -j is accepted") {
  for (const char* threads : {"1", "2"}) {
    CAPTURE(threads);
    const Run alone = run_dlx({"encode", "-j", threads}, kPuzzle + "\n");
    const Run after_error = run_dlx({"encode", "-j", threads}, "xx\n" + kPuzzle + "\n");
    CHECK(alone.status == 0);
    CHECK(after_error.status == 1);  // the error record, reported on stderr
    CHECK(after_error.err.find("<stdin>:1:") != std::string::npos);
    CHECK(after_error.err.find("a second puzzle") == std::string::npos);
    std::string expected = "| error: <stdin>:1:3: 2 cells: not a whole grid (the smallest grid, 4x4 has 16)\n" + alone.out;
    expected.replace(expected.find("from <stdin>:1"), 14, "from <stdin>:2");
    CHECK(after_error.out == expected);
    CHECK(run_dlx({"cover"}, after_error.out).out == run_dlx({"cover"}, alone.out).out);  // still one problem
    const Run two = run_dlx({"encode", "-j", threads}, "xx\n" + kPuzzle + "\n" + kPuzzle + "\n");
    CHECK(two.status == 2);  // a second puzzle still cannot share stdout
    CHECK(two.err.find("<stdin>:3: a second puzzle") != std::string::npos);
  }
}

TEST_CASE("solve --first gives a solution of a puzzle with several, and says so") {
  const Run plain = run_dlx({"solve"}, kSeveral + "\n");
  CHECK(plain.status == 1);
  CHECK(plain.out == "multiple solutions\n");
  for (const char* threads : {"1", "2"}) {
    CAPTURE(threads);
    const Run first = run_dlx({"solve", "--first", "-j", threads}, kSeveral + "\n" + kPuzzle + "\n");
    CHECK(first.status == 0);
    const std::string grid = first.out.substr(0, first.out.find('\n'));
    REQUIRE(grid.size() == 81);
    for (std::size_t cell = 0; cell < 81; ++cell) {
      if (kSeveral[cell] != '.') CHECK(grid[cell] == kSeveral[cell]);  // keeps the givens
    }
    CHECK(run_dlx({"solve"}, grid + "\n").out == grid + "\n");  // a complete valid grid solves to itself
    CHECK(first.out.substr(82) == run_dlx({"solve"}, kPuzzle + "\n").out);  // the unique one as without --first
    const Run records = run_dlx({"solve", "--first", "--format", "ndjson", "-j", threads}, kSeveral + "\n");
    CHECK(records.out.find("\"status\":\"first\"") != std::string::npos);
    CHECK(records.out.find("\"solution\":\"" + grid + "\"") != std::string::npos);
    CHECK(run_dlx({"solve", "--first", "--unique", "-j", threads}, kSeveral + "\n").status == 6);
  }
}

TEST_CASE("output that cannot be written is an error, not a silent success") {
  std::istringstream in(kPuzzle + "\n");
  std::ostringstream out;
  out.setstate(std::ios::badbit);  // as a full disk or a closed pipe leaves std::cout
  std::ostringstream err;
  CHECK(dlx::run({"solve"}, in, out, err) == 2);
  CHECK(err.str() == "dlx solve: error writing the output\n");
}

TEST_CASE("-j beyond the cores runs on the cores, and says so (oneTBB would print a warning of its own)") {
  const std::string cores = std::to_string(dlx::default_threads());
  const std::string note = "dlx: -j 1024: " + cores + " cores here; using " + cores + " threads\n";
  const Run count = run_dlx({"count", "-j", "1024"}, kPuzzle + "\n");
  CHECK(count.status == 0);
  CHECK(count.out == run_dlx({"count", "-j", "1"}, kPuzzle + "\n").out);
  CHECK(count.err == note);
  const Run cover = run_dlx({"cover", "-j", "1024", data("exact-cover/queens-8.dlx")});
  CHECK(cover.out == "92\n");
  CHECK(cover.err == note);
}

TEST_CASE("an empty FILE or DIR is a usage error, not the option left out") {
  const std::string queens = data("exact-cover/queens-8.dlx");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"cover", "--zdd", "", queens}, {"cover", "--checkpoint", "", "--shard", "0/2", queens},
        {"encode", "--output-dir", "", data("exact-cover/queens-8.dlx")}, {"validate", "--solutions", ""}}) {
    CAPTURE(args[1]);
    const Run run = run_dlx(args, kPuzzle + "\n");
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(run.err.find(args[1] + " needs a value, not an empty string") != std::string::npos);
  }
}

TEST_CASE("cover: a mode that searches on one thread says so to -j 2, and says nothing of cores") {
  const std::string queens = data("exact-cover/queens-8.dlx");
  const std::string costs = data("min-cost/queens-12-costs-1.dlx");
  const std::string zdd = test_support::temporary_directory("one-thread") + "/queens.zdd";
  const std::vector<std::pair<std::vector<std::string>, std::string>> modes = {
      {{"--memo", queens}, "--memo"},
      {{"--zdd", zdd, queens}, "--zdd"},
      {{"--min-cost", costs}, "--min-cost"},
      {{"--best", "2", costs}, "--best"},
      {{"--print", queens}, "--print"},
      {{"--profile", queens}, "--profile"},
      {{"--seed", "3", "--limit", "1", queens}, "--seed"},
      {{"--node-budget", "100000", queens}, "--node-budget"}};
  for (const auto& [arguments, mode] : modes) {
    CAPTURE(mode);
    std::vector<std::string> args{"cover", "-j", "2"};
    args.insert(args.end(), arguments.begin(), arguments.end());
    const Run two = run_dlx(args);
    args[2] = "1";
    const Run one = run_dlx(args);
    CHECK(two.status == 0);
    CHECK(two.out == one.out);
    CHECK(two.err.starts_with("dlx cover: -j 2: " + mode + " runs on one thread\n"));
    CHECK(two.err.find("cores here") == std::string::npos);
    CHECK(one.err.find("one thread") == std::string::npos);
  }
  if (dlx::default_threads() >= 2) CHECK(run_dlx({"cover", "-j", "2", queens}).err.empty());  // a plain count uses both
}

TEST_CASE("--help and --version that cannot be written are errors too") {
  for (const char* flag : {"--help", "--version"}) {
    CAPTURE(flag);
    std::istringstream in;
    std::ostringstream out;
    out.setstate(std::ios::badbit);  // as `dlx --help > /dev/full` leaves std::cout
    std::ostringstream err;
    CHECK(dlx::run({flag}, in, out, err) == 2);
    CHECK(err.str() == "dlx: error writing the output\n");
  }
}

TEST_CASE("--box and --variant: out of range, overflowing or empty values are usage errors, not ignored") {
  for (const char* box : {"65536x65536", "2147483647x2", "99999999999x1", "0x5", "1x1", "5x6", "3x", "x3", "", "3x3x",
                          "-3x-3", "+3x3"}) {
    CAPTURE(box);
    const Run run = run_dlx({"solve", "--box", box}, std::string(81, '.') + "\n");
    CHECK(run.status == 2);
    CHECK(run.err.find("dlx solve: --box must be RxC with R*C from 2 to 25, not '" + std::string(box) + "'") == 0);
  }
  CHECK(run_dlx({"count", "--box", "5X5", "--limit", "1"}, std::string(625, '.') + "\n").status == 0);
  const Run empty_variant = run_dlx({"solve", "--variant", ""}, kPuzzle + "\n");
  CHECK(empty_variant.status == 2);
  CHECK(empty_variant.err.find("--variant must be") != std::string::npos);
}

TEST_CASE("numbers on the command line: negative or malformed ones are usage errors") {
  for (const char* value : {"-1", "0", "1x", "", "99999999999999999999999"}) {
    CAPTURE(value);
    CHECK(run_dlx({"count", "--limit", value}, kPuzzle).status == 2);
    CHECK(run_dlx({"cover", "--limit", value}, "A\nA\n").status == 2);
  }
  CHECK(run_dlx({"cover", "--node-budget", "-5"}, "A\nA\n").status == 2);
  CHECK(run_dlx({"cover", "--seed", "0"}, "A\nA\n").status == 0);
}

TEST_CASE("a line too long to be a puzzle is reported without being buffered whole; the next line is solved") {
  const std::string huge(3 << 20, '1');
  const Run run = run_dlx({"solve"}, huge + "\n" + kPuzzle + "\n");
  CHECK(run.status == 1);
  CHECK(run.err.starts_with("<stdin>:1:1048577: "));
  CHECK(run.err.find("1048576") != std::string::npos);
  CHECK(run.out.ends_with("\n" + kSolution + "\n"));
}

TEST_CASE("white space is white space: a line of \\v or \\f is blank, a leading \\r is skipped") {
  const Run run = run_dlx({"solve"}, "\v\f\n \t\n\r" + kPuzzle + "\n");
  CHECK(run.status == 0);
  CHECK(run.out == kSolution + "\n");
  CHECK(run.err.empty());
}

namespace {

// The ndjson records of `cover --shard K/N` for every K, each in a file of its own under `directory`.
std::vector<std::string> shard_files(const std::string& instance, int shards, const std::vector<std::string>& extra,
                                     const std::string& directory) {
  std::vector<std::string> files;
  for (int k = 0; k < shards; ++k) {
    std::vector<std::string> args = {"cover", "--format", "ndjson", "--shard", std::to_string(k) + "/" + std::to_string(shards)};
    args.insert(args.end(), extra.begin(), extra.end());
    args.push_back(instance);
    const Run run = run_dlx(args);
    REQUIRE(run.out.find("\"shard\"") != std::string::npos);
    files.push_back(directory + "/shard-" + std::to_string(k) + ".json");
    std::ofstream(files.back()) << run.out;
  }
  return files;
}

}  // namespace

TEST_CASE("cover --shard K/N: the N shard counts merge into the whole count, nodes and updates, for every N and depth") {
  const std::string directory = test_support::temporary_directory("shards");
  for (const char* name : {"exact-cover/langford-8.dlx", "exact-cover/queens-8.dlx"}) {
    const std::string instance = data(name);
    // Shards cut DLX1's tree, whatever --tree says for a whole count: their sums are DLX1's nodes and updates.
    const Run whole = run_dlx({"cover", "--format", "ndjson", "-j", "1", "--tree", "dlx1", instance});
    const auto expected = nlohmann::json::parse(whole.out);
    for (int shards : {1, 2, 3, 7}) {
      for (const std::vector<std::string>& depth : std::vector<std::vector<std::string>>{{}, {"--split-depth", "2"}}) {
        CAPTURE(name);
        CAPTURE(shards);
        CAPTURE(depth.size());
        std::vector<std::string> args = {"merge", "--format", "ndjson"};
        const std::vector<std::string> files = shard_files(instance, shards, depth, directory);
        args.insert(args.end(), files.rbegin(), files.rend());  // any order
        const Run merged = run_dlx(args);
        CHECK(merged.status == 0);
        const auto record = nlohmann::json::parse(merged.out);
        CHECK(record["count"] == expected["count"]);
        CHECK(record["nodes"] == expected["nodes"]);
        CHECK(record["updates"] == expected["updates"]);
        CHECK(record["complete"] == true);
        CHECK(record["shard"] == "all/" + std::to_string(shards));
      }
    }
  }
}

TEST_CASE("dlx merge refuses a missing, duplicated or foreign shard and what is no shard record, naming each") {
  const std::string directory = test_support::temporary_directory("merge-refusals");
  const std::vector<std::string> files = shard_files(data("exact-cover/langford-8.dlx"), 3, {}, directory);
  const Run missing = run_dlx({"merge", files[0], files[2]});
  CHECK(missing.status == 2);
  CHECK(missing.out.empty());
  CHECK(missing.err.find("missing shard(s) 1/3") != std::string::npos);
  const Run twice = run_dlx({"merge", files[0], files[1], files[1], files[2]});
  CHECK(twice.status == 2);
  CHECK(twice.err.find("shard 1/3 given twice") != std::string::npos);
  const std::vector<std::string> other = shard_files(data("exact-cover/langford-7.dlx"), 3, {},
                                                     test_support::temporary_directory("merge-other-problem"));
  const Run foreign = run_dlx({"merge", files[0], files[1], other[2]});
  CHECK(foreign.status == 2);
  CHECK(foreign.err.find("a shard of another problem") != std::string::npos);
  const std::vector<std::string> deeper = shard_files(data("exact-cover/langford-8.dlx"), 3, {"--split-depth", "5"},
                                                      test_support::temporary_directory("merge-other-cut"));
  const Run recut = run_dlx({"merge", files[0], files[1], deeper[2]});
  CHECK(recut.status == 2);
  CHECK(recut.err.find("a shard of another cut") != std::string::npos);
  const Run batch = run_dlx({"merge", "-"}, run_dlx({"cover", "--format", "ndjson", data("exact-cover/langford-8.dlx")}).out);
  CHECK(batch.status == 2);
  CHECK(batch.err.find("not a shard record") != std::string::npos);
  CHECK(run_dlx({"merge", "-"}, "{not json\n").err.find("<stdin>:1: not JSON") != std::string::npos);
}

TEST_CASE("a shard stopped by a budget makes the merged count a lower bound (exit 4); --list-subproblems lists the cut") {
  const std::string directory = test_support::temporary_directory("merge-partial");
  const std::vector<std::string> files =
      shard_files(data("exact-cover/queens-10.dlx"), 2, {"--node-budget", "100"}, directory);
  const Run merged = run_dlx({"merge", files[0], files[1]});
  CHECK(merged.status == 4);
  CHECK(merged.out.ends_with("+\n"));

  const Run listed = run_dlx({"cover", "--list-subproblems", "--split-depth", "2", data("exact-cover/langford-8.dlx")});
  CHECK(listed.status == 0);
  const auto shard = nlohmann::json::parse(
      run_dlx({"cover", "--format", "ndjson", "--shard", "0/1", "--split-depth", "2", data("exact-cover/langford-8.dlx")}).out);
  CHECK(static_cast<std::uint64_t>(std::count(listed.out.begin(), listed.out.end(), '\n')) == shard["subproblems"]);
  CHECK(listed.out.starts_with("0\t"));
  CHECK(run_dlx({"cover", "--shard", "2/2", data("exact-cover/langford-8.dlx")}).status == 2);
  CHECK(run_dlx({"cover", "--shard", "0/2", "--print", data("exact-cover/langford-8.dlx")}).status == 2);
}

TEST_CASE("cover --subproblems FILE: lists balanced by estimate count exactly; merge checks every subproblem once") {
  const std::string directory = test_support::temporary_directory("subproblem-lists");
  for (const char* name : {"exact-cover/queens-10.dlx", "exact-cover/langford-8.dlx", "exact-cover/sudoku4-all.dlx"}) {
    CAPTURE(name);
    const std::string instance = data(name);
    const auto whole =
        nlohmann::json::parse(run_dlx({"cover", "--format", "ndjson", "--tree", "dlx1", instance}).out);  // as cut
    const Run listed = run_dlx({"cover", "--list-subproblems", "--split-depth", "2", instance});
    REQUIRE(listed.status == 0);
    // Greedy balance by the estimate (the second column), as a runner would: each line to the lighter of 3 lists.
    std::vector<std::pair<double, std::string>> lines;
    for (std::size_t at = 0; at < listed.out.size();) {
      const std::size_t end = listed.out.find('\n', at);
      const std::string line = listed.out.substr(at, end - at);
      const std::size_t tab = line.find('\t');
      lines.emplace_back(std::stod(line.substr(tab + 1, line.find('\t', tab + 1) - tab - 1)), line);
      at = end + 1;
    }
    std::sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::string lists[3];
    double load[3] = {0, 0, 0};
    for (const auto& [estimate, line] : lines) {
      const std::size_t lightest = static_cast<std::size_t>(std::min_element(load, load + 3) - load);
      load[lightest] += estimate;
      lists[lightest] += line + "\n";
    }
    std::vector<std::string> results;
    for (int k = 0; k < 3; ++k) {
      const std::string list = directory + "/list-" + std::to_string(k) + ".txt";
      test_support::write_file(list, "# chosen by estimate\n" + lists[k]);
      const Run run = run_dlx({"cover", "--format", "ndjson", "--split-depth", "2", "--subproblems", list, instance});
      REQUIRE(run.status <= 1);
      CHECK(nlohmann::json::parse(run.out)["shard"].get<std::string>().starts_with("list:"));
      results.push_back(directory + "/result-" + std::to_string(k) + ".ndjson");
      test_support::write_file(results.back(), run.out);
    }
    const Run merged = run_dlx({"merge", "--format", "ndjson", results[2], results[0], results[1]});
    REQUIRE(merged.status == 0);
    const auto record = nlohmann::json::parse(merged.out);
    CHECK(record["count"] == whole["count"]);
    CHECK(record["nodes"] == whole["nodes"]);
    CHECK(record["updates"] == whole["updates"]);
    // A list left out, or given twice: refused, naming the subproblems.
    const Run short_one = run_dlx({"merge", results[0], results[1]});
    CHECK(short_one.status == 2);
    CHECK(short_one.err.find("counted by no shard") != std::string::npos);
    const Run twice = run_dlx({"merge", results[0], results[1], results[2], results[1]});
    CHECK(twice.status == 2);
    CHECK(twice.err.find("counted twice") != std::string::npos);
  }
  // A bad list is refused before any counting, at its line and column.
  const std::string bad = directory + "/bad.txt";
  test_support::write_file(bad, "3\n  x\n");
  const Run word = run_dlx({"cover", "--split-depth", "2", "--subproblems", bad, data("exact-cover/queens-8.dlx")});
  CHECK(word.status == 2);
  CHECK(word.err.find(bad + ":2:3: 'x' is not a subproblem index") != std::string::npos);
  test_support::write_file(bad, "3\n3\n");
  CHECK(run_dlx({"cover", "--subproblems", bad, data("exact-cover/queens-8.dlx")}).err.find("listed twice") !=
        std::string::npos);
  test_support::write_file(bad, "100000\n");
  CHECK(run_dlx({"cover", "--subproblems", bad, data("exact-cover/queens-8.dlx")}).err.find("the same --split-depth") !=
        std::string::npos);
  CHECK(run_dlx({"cover", "--shard", "0/2", "--subproblems", bad, data("exact-cover/queens-8.dlx")}).status == 2);
}

TEST_CASE("cover --checkpoint: a shard stopped early resumes where it stopped and ends with the same figures") {
  const std::string directory = test_support::temporary_directory("checkpoint");
  const std::string checkpoint = directory + "/shard.json";
  const std::string instance = data("exact-cover/queens-10.dlx");
  const auto fresh = nlohmann::json::parse(run_dlx({"cover", "--format", "ndjson", "--shard", "0/2", instance}).out);
  const Run stopped = run_dlx({"cover", "--shard", "0/2", "--checkpoint", checkpoint, "--node-budget", "2000", instance});
  CHECK(stopped.status == 4);
  const auto saved = nlohmann::json::parse(test_support::read_file(checkpoint));
  CHECK(saved["finished"].size() > 0);
  CHECK(saved["shard"] == "0/2");
  namespace fs = std::filesystem;
  fs::permissions(checkpoint, fs::perms::owner_read | fs::perms::owner_write);  // 0600: the user's choice, kept
  const Run resumed = run_dlx({"cover", "--format", "ndjson", "--shard", "0/2", "--checkpoint", checkpoint, instance});
  CHECK(resumed.status == 0);
  CHECK(resumed.err.find("resuming from " + checkpoint) != std::string::npos);
  const auto record = nlohmann::json::parse(resumed.out);
  CHECK(record["count"] == fresh["count"]);
  CHECK(record["nodes"] == fresh["nodes"]);
  CHECK(record["updates"] == fresh["updates"]);
  CHECK(nlohmann::json::parse(test_support::read_file(checkpoint))["count"] == fresh["count"]);
  CHECK((fs::status(checkpoint).permissions() & fs::perms::mask) == (fs::perms::owner_read | fs::perms::owner_write));
  CHECK(std::distance(fs::directory_iterator(directory), fs::directory_iterator()) == 1);  // no temporary file left

  // A checkpoint of another shard, cut or problem, or a file that is none, is refused before any counting.
  const Run other_shard = run_dlx({"cover", "--shard", "1/2", "--checkpoint", checkpoint, instance});
  CHECK(other_shard.status == 2);
  CHECK(other_shard.err.find("a checkpoint of another shard") != std::string::npos);
  CHECK(run_dlx({"cover", "--shard", "0/2", "--split-depth", "4", "--checkpoint", checkpoint, instance})
            .err.find("a checkpoint of another cut") != std::string::npos);
  CHECK(run_dlx({"cover", "--shard", "0/2", "--checkpoint", checkpoint, data("exact-cover/queens-8.dlx")})
            .err.find("a checkpoint of another problem") != std::string::npos);
  std::ofstream(directory + "/garbage.json") << "{\"x\": 1}\n";
  CHECK(run_dlx({"cover", "--shard", "0/2", "--checkpoint", directory + "/garbage.json", instance}).status == 2);
  CHECK(run_dlx({"cover", "--checkpoint", checkpoint, instance}).status == 2);  // only with --shard
}
