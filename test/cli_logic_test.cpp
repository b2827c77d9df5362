// dlx rate, dlx explain (--hint) and validate --rate, in-process: their records, statuses, exit codes and budgets.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "support.hpp"

using test_support::run_dlx;
using test_support::Run;

namespace {

const std::string kXyWing = "...52.7.......12..1....49..36...917..491.....5.7..3.4....6....2.3....4.5......3..";
const std::string kSeveral = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
const std::string kClash = "44..3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
// SE rates it 8.3 (test/data/se-ratings.txt): it needs multiple forcing chains.
const std::string kHard = "2..........7.9.2...93....67....3.....8..57...1.59.....9...73652..1.....3...2..1.9";

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("rate: ER/EP/ED, the hardest technique and the grade, one line per puzzle in input order") {
  const Run run = run_dlx({"rate", "-j", "1"}, kXyWing + "\n" + kSeveral + "\n" + kClash + "\n1234\n" + kXyWing + "\n");
  CHECK(run.status == 1);
  const std::vector<std::string> lines = lines_of(run.out);
  REQUIRE(lines.size() == 5);
  CHECK(lines[0] == "4.2/1.2/1.2 XY-Wing (hard)");
  CHECK(lines[1].starts_with("multiple: "));
  CHECK(lines[2].starts_with("invalid: row 1 has two 4s"));
  CHECK(lines[3].starts_with("error: <stdin>:4:"));
  CHECK(lines[4] == lines[0]);
  CHECK(run.err.find("<stdin>:4:") != std::string::npos);  // the parse error also on stderr, with its position
}

TEST_CASE("rate --format ndjson and csv carry er, ep, ed, technique, grade and steps") {
  const Run ndjson = run_dlx({"rate", "--format", "ndjson"}, kXyWing + "\n");
  REQUIRE(ndjson.status == 0);
  const nlohmann::json record = nlohmann::json::parse(lines_of(ndjson.out).at(0));
  CHECK(record["status"] == "rated");
  CHECK(record["er"] == 4.2);
  CHECK(record["ep"] == 1.2);
  CHECK(record["ed"] == 1.2);
  CHECK(record["technique"] == "XY-Wing");
  CHECK(record["grade"] == "hard");
  CHECK(record["steps"].get<int>() > 40);
  const Run csv = run_dlx({"rate", "--format", "csv"}, kXyWing + "\n");
  REQUIRE(csv.status == 0);
  CHECK(lines_of(csv.out).at(1).find(",rated,") != std::string::npos);
  CHECK(lines_of(csv.out).at(1).find(",4.2,1.2,1.2,XY-Wing,hard,") != std::string::npos);
}

TEST_CASE("rate: -j 2 writes what -j 1 writes") {
  const std::string input = test_support::read_file(test_support::source_path("puzzles/top95.txt"));
  const Run one = run_dlx({"rate", "-j", "1"}, input);
  const Run two = run_dlx({"rate", "-j", "2"}, input);
  CHECK(one.status == 0);
  CHECK(lines_of(one.out).size() == 95);
  CHECK(two.out == one.out);
}

TEST_CASE("explain: every step on its line, the puzzle's steps ended by a blank line; the ER is the hardest step") {
  const Run run = run_dlx({"explain"}, kXyWing + "\n" + kXyWing + "\n");
  REQUIRE(run.status == 0);
  const std::vector<std::string> lines = lines_of(run.out);
  const std::size_t blank = std::find(lines.begin(), lines.end(), "") - lines.begin();
  REQUIRE(blank < lines.size());
  CHECK(lines.size() == 2 * (blank + 1));  // the same steps twice
  CHECK(lines[0] == "Hidden Single: r6c2=1 in box 4");
  CHECK(std::count(lines.begin(), lines.begin() + static_cast<long>(blank),
                   "XY-Wing: r8c3{6 8} with r8c6{2 8} and r9c1{2 6} => r8c1<>2, r9c6<>2") == 1);
  CHECK(lines[blank - 1].starts_with("Full House: "));
}

TEST_CASE("explain --format ndjson: the steps with their placements and eliminations") {
  const Run run = run_dlx({"explain", "--format", "ndjson"}, kXyWing + "\n");
  REQUIRE(run.status == 0);
  const nlohmann::json record = nlohmann::json::parse(lines_of(run.out).at(0));
  CHECK(record["status"] == "explained");
  CHECK(record["er"] == 4.2);
  int placements = 0;
  int xy_wings = 0;
  for (const nlohmann::json& step : record["explanation"]) {
    placements += static_cast<int>(step["placements"].size());
    if (step["technique"] == "xy-wing") {
      ++xy_wings;
      CHECK(step["difficulty"] == 4.2);
      if (step["text"].get<std::string>().starts_with("XY-Wing: r8c3")) {
        CHECK(step["eliminations"] == nlohmann::json::array({"r8c1<>2", "r9c6<>2"}));
      }
    }
  }
  CHECK(xy_wings >= 1);
  CHECK(placements == static_cast<int>(std::count(kXyWing.begin(), kXyWing.end(), '.')));  // each empty cell once
}

TEST_CASE("explain --hint: the next step from a player's grid, pencilmarks included") {
  const std::string grid = test_support::source_path("test/data/logic/pencilmarks-xy-wing.txt");
  const Run run = run_dlx({"explain", "--hint", grid});
  CHECK(run.status == 0);
  CHECK(run.out == "XY-Wing: r8c3{6 8} with r8c6{2 8} and r9c1{2 6} => r8c1<>2, r9c6<>2\n");
  // From the puzzle itself: its first step.
  CHECK(run_dlx({"explain", "--hint"}, kXyWing + "\n").out == "Hidden Single: r6c2=1 in box 4\n");
  // A solved grid needs no step; a wrong digit has no solution.
  const std::string solution = "493526781786391254125874936362459178849167523517283649974635812638712495251948367";
  const Run solved = run_dlx({"explain", "--hint", "--format", "ndjson"}, solution + "\n");
  CHECK(solved.status == 0);
  CHECK(nlohmann::json::parse(solved.out)["detail"] == "the grid is solved");
  std::string wrong = kXyWing;
  wrong[0] = '9';  // the solution has 4 there
  const Run bad = run_dlx({"explain", "--hint"}, wrong + "\n");
  CHECK(bad.status == 1);
  CHECK(bad.out.starts_with("no-solution: "));
}

TEST_CASE("explain and rate within a node budget: undecided, exit 4, the steps so far kept") {
  const Run rate = run_dlx({"rate", "--node-budget", "1"}, kHard + "\n");
  CHECK(rate.status == 4);
  CHECK(rate.out == "undecided: node budget\n");
  // Enough for the DLX check of uniqueness (it shares the budget), not for the chains.
  const Run explain = run_dlx({"explain", "--node-budget", "1000", "--format", "ndjson"}, kHard + "\n");
  CHECK(explain.status == 4);
  const nlohmann::json record = nlohmann::json::parse(lines_of(explain.out).at(0));
  CHECK(record["status"] == "undecided");
  CHECK(record["explanation"].size() > 10);  // the singles before the chains
}

TEST_CASE("validate --rate adds the rating to each ok record") {
  const Run run = run_dlx({"validate", "--rate"}, kXyWing + "\n" + kSeveral + "\n");
  CHECK(run.status == 1);
  const std::vector<std::string> lines = lines_of(run.out);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == "<stdin>:1: ok ER 4.2/1.2/1.2 XY-Wing (hard)");
  CHECK(lines[1].starts_with("<stdin>:2: multiple"));
  CHECK(lines[1].find("ER") == std::string::npos);
}

TEST_CASE("validate --rate: a rating its budget stops leaves the record ok, not rated, and the run partial (exit 4)") {
  // 1,000 nodes decide the validation of kHard but not its chains; the easy puzzle after it is still rated.
  const Run run = run_dlx({"validate", "--rate", "--node-budget", "1000"}, kHard + "\n" + kXyWing + "\n");
  CHECK(run.status == 4);
  const std::vector<std::string> lines = lines_of(run.out);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == "<stdin>:1: ok: not rated: budget");
  CHECK(lines[1] == "<stdin>:2: ok ER 4.2/1.2/1.2 XY-Wing (hard)");
  const Run whole = run_dlx({"validate", "--rate"}, kHard + "\n");
  CHECK(whole.status == 0);
  CHECK(whole.out.find("not rated") == std::string::npos);
}

TEST_CASE("rate and explain read every variant: jigsaw, killer") {
  const Run jigsaw = run_dlx({"rate", test_support::source_path("puzzles/samples/jigsaw-9x9.txt")});
  CHECK(jigsaw.status == 0);
  CHECK(lines_of(jigsaw.out).size() == 20);
  const Run killer = run_dlx({"explain", test_support::source_path("puzzles/samples/killer-9x9.txt")});
  CHECK(killer.status == 0);
  CHECK(killer.out.find("Cage Combination: ") != std::string::npos);
}

TEST_CASE("rate and explain under --timeout: undecided, exit 4, the steps explained before the timeout kept") {
  // --timeout accepts any positive number of seconds; a microsecond runs out before any puzzle is decided.
  const Run rate = run_dlx({"rate", "--timeout", "0.000001"}, kHard + "\n");
  CHECK(rate.status == 4);
  CHECK(rate.out == "undecided: timeout\n");
  const Run instant = run_dlx({"explain", "--timeout", "0.000001", "--format", "ndjson"}, kHard + "\n");
  CHECK(instant.status == 4);
  const nlohmann::json stopped = nlohmann::json::parse(lines_of(instant.out).at(0));
  CHECK(stopped["status"] == "undecided");
  CHECK(stopped["detail"] == "timeout");

  // A 16x16 puzzle takes about 0.75 s to explain here, so 0.2 s stops it after its first steps (58 in 0.05 s): the
  // steps kept are the first steps of the whole explanation.
  const std::string sixteen = test_support::puzzle_lines("puzzles/samples/16x16-30.txt").at(0);
  const Run whole = run_dlx({"explain", "--format", "ndjson"}, sixteen + "\n");
  REQUIRE(whole.status == 0);
  const nlohmann::json all_steps = nlohmann::json::parse(lines_of(whole.out).at(0))["explanation"];
  const Run cut = run_dlx({"explain", "--timeout", "0.2", "--format", "ndjson"}, sixteen + "\n");
  const nlohmann::json record = nlohmann::json::parse(lines_of(cut.out).at(0));
  if (cut.status == 0) {
    // A machine over 3.5 times faster than this one finishes inside 0.2 s: then the whole explanation, the same.
    CHECK(record["explanation"] == all_steps);
    return;
  }
  CHECK(cut.status == 4);
  CHECK(record["status"] == "undecided");
  CHECK(record["detail"] == "timeout");
  const nlohmann::json& kept = record["explanation"];
  CHECK(kept.size() > 0);
  REQUIRE(kept.size() < all_steps.size());
  for (std::size_t k = 0; k < kept.size(); ++k) CHECK(kept[k] == all_steps[k]);
}

TEST_CASE("explain: -j 2 writes what -j 1 writes, as text and as NDJSON") {
  const std::vector<std::string> lines = test_support::puzzle_lines("puzzles/top95.txt");
  std::string input;
  for (std::size_t k = 0; k < 20; ++k) input += lines.at(k) + "\n";
  const Run one = run_dlx({"explain", "-j", "1"}, input);
  const Run two = run_dlx({"explain", "-j", "2"}, input);
  CHECK(one.status == 0);
  const std::vector<std::string> out = lines_of(one.out);
  CHECK(std::count(out.begin(), out.end(), "") == 20);  // each puzzle's steps ended by a blank line
  CHECK(two.out == one.out);
  const Run one_ndjson = run_dlx({"explain", "-j", "1", "--format", "ndjson"}, input);
  const Run two_ndjson = run_dlx({"explain", "-j", "2", "--format", "ndjson"}, input);
  CHECK(lines_of(one_ndjson.out).size() == 20);
  CHECK(test_support::without_seconds(two_ndjson.out) == test_support::without_seconds(one_ndjson.out));
}
