// Knuth's DLX text format: every error with its position, warnings, round trips, and the documented examples.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>

#include "exactcover/dlx_format.hpp"
#include "exactcover/solver.hpp"
#include "support.hpp"

using namespace exactcover;

namespace {

DlxReadResult read_text(const std::string& text, const DlxReadLimits& limits = {}) {
  std::istringstream in(text);
  return read_dlx(in, limits);
}

DlxReadResult read_data(const std::string& relative) {
  return read_text(test_support::read_file(test_support::source_path("test/data/" + relative)));
}

std::uint64_t count(const Problem& problem) { return Solver(problem).count({}).stats.solutions; }

// The problem as text with names only (ids can differ after a round trip when items were interleaved).
std::string canonical(const DlxProblem& read) {
  std::ostringstream out;
  write_dlx(read.problem, read.color_names, out);
  return out.str();
}

}  // namespace

TEST_CASE("the parse-error corpus: each defect gives its message at its line and column") {
  struct Case {
    std::string file;
    std::int64_t line;
    std::int64_t column;
    std::string message;
  };
  const Case cases[] = {
      {"duplicate-item.dlx", 2, 7, "item 'A' is declared twice (first as item 1 of the item line)"},
      {"unknown-item.dlx", 2, 3, "unknown item 'C'"},
      {"item-twice-in-option.dlx", 2, 5, "item 'A' appears twice in this option"},
      {"second-bar.dlx", 1, 9, "a second '|' on the item line"},
      {"color-on-primary.dlx", 2, 1, "primary item 'A' cannot have a color"},
      {"no-item-line.dlx", 4, 1, "no item line: the input declares no items"},
      {"empty-file.dlx", 1, 1, "no item line: the input declares no items"},
      {"bad-bounds.dlx", 1, 1, "bounds 3:2 are not 0 <= a <= b with b >= 1"},
      {"bad-bounds-syntax.dlx", 1, 3, "expected 'a:b|name' or 'b|name' with whole numbers, not 'x:1|B'"},
      {"bounds-on-secondary.dlx", 1, 5, "bounds on secondary item 'x'"},
      {"empty-color.dlx", 2, 5, "empty color after ':'"},
      {"colon-in-name.dlx", 1, 3, "item name 'a:b' contains ':'"},
      {"nul-byte.dlx", 2, 2, "a NUL byte (\\x00): not a line of text"},
      {"invalid-utf8.dlx", 2, 3, "invalid UTF-8 (byte \\xc3)"},
      {"utf8-surrogate.dlx", 1, 3, "invalid UTF-8 (byte \\xed)"},     // U+D800, a surrogate
      {"utf8-overlong.dlx", 2, 3, "invalid UTF-8 (byte \\xe0)"},      // '/' in three bytes
      {"utf8-past-unicode.dlx", 2, 5, "invalid UTF-8 (byte \\xf5)"},  // an F5 lead byte, in a color
      {"utf8-past-10ffff.dlx", 1, 5, "invalid UTF-8 (byte \\xf4)"},   // U+110000
      {"bad-cost.dlx", 2, 3, "a cost is '|' and a whole number up to 4611686018427387904 (DLX5), not '|x3'"},
      {"cost-too-large.dlx", 4, 3,
       "a cost is '|' and a whole number up to 4611686018427387904 (DLX5), not '|9999999999999999999999'"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.file);
    const DlxReadResult result = read_data("dlx-errors/" + c.file);
    REQUIRE(result.error);
    CHECK(result.error->position.line == c.line);
    CHECK(result.error->position.column == c.column);
    CHECK(result.error->message == c.message);
    CHECK(result.error->kind == Error::Kind::bad_text);
  }
}

TEST_CASE("a line of millions of names with an error at its second costs nothing to refuse") {
  std::string text = "A B\n";
  for (int k = 0; k < 2'000'000; ++k) text += "A ";
  const DlxReadResult result = read_text(text + "\n");
  REQUIRE(result.error);
  CHECK(result.error->position.line == 2);
  CHECK(result.error->position.column == 3);
  CHECK(result.error->message == "item 'A' appears twice in this option");
}

TEST_CASE("an option with no primary item is dropped with a warning that says where") {
  const DlxReadResult result = read_data("dlx-errors/option-without-primary-warning.dlx");
  REQUIRE_FALSE(result.error);
  REQUIRE(result.problem.warnings.size() == 1);
  CHECK(result.problem.warnings[0].position.line == 3);
  CHECK(result.problem.warnings[0].position.column == 1);
  CHECK(result.problem.warnings[0].message == "option has no primary item; dropped");
  CHECK(result.problem.warnings[0].kind == Error::Kind::dropped_option);
  CHECK(result.problem.problem.option_count() == 3);
  CHECK(result.problem.option_positions[1].line == 4);
  CHECK(count(result.problem.problem) == 2);  // {A B} or {A}+{B x}
}

TEST_CASE("Knuth's seven-item example, with comments and blank lines") {
  const DlxReadResult result = read_text(
      "| a small exact cover problem\n\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\n  | indented comment\nD E G\n");
  REQUIRE_FALSE(result.error);
  const Problem& problem = result.problem.problem;
  CHECK(problem.item_count() == 7);
  CHECK(problem.option_count() == 6);
  Solver solver(problem);
  std::vector<std::string> lines;
  solver.search({}, [&](std::span<const OptionId> options) {
    for (OptionId option : options) lines.push_back(format_option(problem, result.problem.color_names, option));
    return true;
  });
  std::sort(lines.begin(), lines.end());
  CHECK(lines == std::vector<std::string>{"A D", "B G", "C E F"});
}

TEST_CASE("the color example of the format document: the unique solution is {q x:A} {p r x:A y}") {
  const DlxReadResult result = read_text("p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n");
  REQUIRE_FALSE(result.error);
  const Problem& problem = result.problem.problem;
  CHECK(problem.has_colors());
  std::vector<std::vector<std::string>> solutions;
  Solver(problem).search({}, [&](std::span<const OptionId> options) {
    std::vector<std::string> lines;
    for (OptionId option : options) lines.push_back(format_option(problem, result.problem.color_names, option));
    std::sort(lines.begin(), lines.end());
    solutions.push_back(lines);
    return true;
  });
  CHECK(solutions == std::vector<std::vector<std::string>>{{"p r x:A y", "q x:A"}});
}

TEST_CASE("DLX3's multiplicity example, with long color names") {
  const DlxReadResult result =
      read_text("A B 2:3|C | X Y\nA B X:zero Y:zero\nA C X:one Y:one\nC X:zero\nB X:one\nC Y:one\n");
  REQUIRE_FALSE(result.error);
  CHECK(result.problem.problem.lower_bound(2) == 2);
  CHECK(result.problem.problem.upper_bound(2) == 3);
  CHECK(count(result.problem.problem) == 1);
}

TEST_CASE("names longer than Knuth's 8 characters, and any non-blank characters but ':' and '|'") {
  const DlxReadResult result =
      read_text("a-very-long-item-name é€ | secondary-item-with-a-long-name\na-very-long-item-name é€ "
                "secondary-item-with-a-long-name:colour-name\n");
  REQUIRE_FALSE(result.error);
  CHECK(result.problem.problem.name(1) == "é€");
  CHECK(count(result.problem.problem) == 1);
}

TEST_CASE("input that would need too many nodes, or a line too long, is refused with a clear message") {
  DlxReadLimits small;
  small.max_nodes = 20;
  const DlxReadResult big = read_text("A B C D E\nA B C D E\nA B C D E\nA B C D E\n", small);
  REQUIRE(big.error);
  CHECK(big.error->position.line == 4);  // 6 + 6 + 6 nodes fit, the third option would make 24
  CHECK(big.error->message.find("more than 20 nodes") != std::string::npos);
  CHECK(big.error->kind == Error::Kind::over_node_limit);
  CHECK(big.error->message.find("--") == std::string::npos);  // the library names no command-line option

  DlxReadLimits short_lines;
  short_lines.max_line_length = 10;
  const DlxReadResult long_line = read_text("A B\nA B                          \n", short_lines);
  REQUIRE(long_line.error);
  CHECK(long_line.error->position.line == 2);
  CHECK(long_line.error->message == "line longer than 10 bytes");
}

TEST_CASE("round trip: every bundled instance reads, writes and reads back to the same problem and count") {
  for (const auto& entry : std::filesystem::directory_iterator(test_support::source_path("test/data/exact-cover"))) {
    if (entry.path().extension() != ".dlx") continue;
    const std::string name = entry.path().filename().string();
    if (name.starts_with("pento-") || name.starts_with("queens-1")) continue;  // their counts take seconds: below
    CAPTURE(name);
    const DlxReadResult first = read_data("exact-cover/" + name);
    REQUIRE_FALSE(first.error);
    const std::string text = canonical(first.problem);
    const DlxReadResult second = read_text(text);
    REQUIRE_FALSE(second.error);
    CHECK(canonical(second.problem) == text);
    CHECK(second.problem.problem.item_count() == first.problem.problem.item_count());
    CHECK(second.problem.problem.option_count() == first.problem.problem.option_count());
    CHECK(count(second.problem.problem) == count(first.problem.problem));
  }
}

TEST_CASE("round trip of colors and bounds") {
  const std::string text = "A 0:2|B 3|C | x y\nA B x:red\nB C y:blue x:red\nC y\nC\nC\n";
  const DlxReadResult first = read_text(text);
  REQUIRE_FALSE(first.error);
  CHECK(canonical(first.problem) == text);
  CHECK(count(first.problem.problem) == count(read_text(canonical(first.problem)).problem.problem));
}

TEST_CASE("DLX5's costs: '|N' after an item, several adding up; written back after the option's items") {
  const DlxReadResult read = read_text("A B | x\nA |3 x:red |4\nB |0\nA B |12\n");
  REQUIRE_FALSE(read.error);
  const Problem& problem = read.problem.problem;
  REQUIRE(problem.option_count() == 3);
  CHECK(problem.cost(0) == 7);
  CHECK(problem.cost(1) == 0);
  CHECK(problem.cost(2) == 12);
  CHECK(problem.has_costs());
  CHECK(canonical(read.problem) == "A B | x\nA x:red |7\nB\nA B |12\n");
  CHECK(format_option(problem, read.problem.color_names, 0) == "A x:red |7");
  CHECK(canonical(read_text(canonical(read.problem)).problem) == canonical(read.problem));
  // Costs are part of the problem's identity, as its canonical text is.
  CHECK(problem_fingerprint(problem, read.problem.color_names) !=
        problem_fingerprint(read_text("A B | x\nA x:red\nB\nA B\n").problem.problem, read.problem.color_names));
  // Costs that add up past Problem::kMaxTotalCost are refused where the total passes it.
  const DlxReadResult total = read_text("A\nA |3000000000000000000\nA |3000000000000000000\n");
  REQUIRE(total.error);
  CHECK(total.error->position.line == 3);
}
