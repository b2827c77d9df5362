// One puzzle per line, read by PuzzleReader and written back by append_grid_line and append_grid_block: the cases the
// old line_format parser was held to, now asserted of the one reader the program uses.
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "reader_support.hpp"
#include "sudoku/formats.hpp"

using namespace sudoku;

namespace {

const std::string kPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const std::string kSolution = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

// The one puzzle `line` holds; a failed check when it holds anything else.
Puzzle read_line(const std::string& line) {
  const auto records = test_support::read_text(line + "\n");
  REQUIRE(records.size() == 1);
  if (records[0].error) FAIL(records[0].error->column << ": " << records[0].error->message);
  return *records[0].puzzle;
}

}  // namespace

TEST_CASE("a line of 81 cells reads as a 9x9 puzzle; '.' and '0' are blanks; it is written back as the same line") {
  const Puzzle puzzle = read_line(kPuzzle);
  const Grid& grid = puzzle.givens;
  CHECK(puzzle.geometry->describe() == "9x9");
  CHECK(grid[0] == 4);
  CHECK(grid[1] == 0);
  CHECK(grid.given_count() == 18);
  std::string out;
  append_grid_line(grid, SymbolSet::automatic, out);
  CHECK(out == kPuzzle);

  std::string zeros = kPuzzle;
  for (char& c : zeros) c = c == '.' ? '0' : c;
  CHECK(read_line(zeros).givens == grid);
}

TEST_CASE("what follows the 81st cell after white space (or : , ; #) is a comment, the puzzle's name") {
  const Grid grid = read_line(kPuzzle).givens;
  struct Case {
    std::string suffix;
    std::string name;
  };
  const Case cases[] = {{" a comment", "a comment"}, {"\tname", "name"}, {",x", "x"}, {";x", "x"},
                        {"#x", "x"},                 {"\r", ""},         {" ", ""}};
  for (const Case& c : cases) {
    CAPTURE(c.suffix);
    const Puzzle puzzle = read_line(kPuzzle + c.suffix);
    CHECK(puzzle.givens == grid);
    CHECK(puzzle.name == c.name);
    CHECK_FALSE(puzzle.count);
  }
  CHECK(read_line("  " + kPuzzle).givens == grid);  // leading blanks are skipped

  // `:count:solution` is no comment: a corpus line.
  const Puzzle corpus = read_line(kPuzzle + ":1:" + kSolution);
  CHECK(corpus.givens == grid);
  CHECK(corpus.count == 1u);
  REQUIRE(corpus.solution);
  CHECK(*corpus.solution == read_line(kSolution).givens);
  CHECK(corpus.name.empty());
}

TEST_CASE("errors name the column and what is wrong, one record per line") {
  struct Case {
    std::string line;
    std::int64_t column;
    std::string message;
  };
  const Case cases[] = {
      {kPuzzle.substr(0, 80), 81, "80 cells: not a whole grid (9x9 has 81)"},
      {kPuzzle + "7", 82, "82 cells: not a whole grid (9x9 has 81)"},
      {kPuzzle.substr(0, 9) + "x" + kPuzzle.substr(10), 10, "symbol 'x' is out of range for 9x9 (1-9)"},
      {kPuzzle.substr(0, 4) + std::string(1, '\0') + kPuzzle.substr(5), 5, "a NUL byte (\\x00): not a line of text"},
      {kPuzzle.substr(0, 29) + " " + kPuzzle.substr(30), 30, "29 cells: not a whole grid (6x6 has 36)"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.line);
    const auto records = test_support::read_text(c.line + "\n");
    REQUIRE(records.size() == 1);
    REQUIRE(records[0].error);
    CHECK_FALSE(records[0].puzzle);
    CHECK(records[0].error->line == 1);
    CHECK(records[0].error->column == c.column);
    CHECK(records[0].error->message == c.message);
  }
  CHECK(test_support::read_text("\n").empty());  // a blank line is no record (nor an error)
}

TEST_CASE("a line ends at LF, CR LF or a CR alone: three puzzles are three records whatever the line ends") {
  for (const char* end : {"\n", "\r\n", "\r"}) {
    CAPTURE(std::string(end) == "\r");
    const std::string text = kPuzzle + " first" + end + kSolution + end + kPuzzle + " third" + end;
    const auto records = test_support::read_text(text);
    REQUIRE(records.size() == 3);
    for (std::size_t k = 0; k < 3; ++k) {
      REQUIRE(records[k].puzzle);
      CHECK(records[k].line == static_cast<std::int64_t>(k + 1));
    }
    CHECK(records[0].puzzle->name == "first");
    CHECK(records[1].puzzle->givens == read_line(kSolution).givens);
    CHECK(records[2].puzzle->name == "third");
  }
}

namespace {

// A streambuf that holds at most `piece` bytes at a time, as a slow pipe does: the reader sees the input in pieces, a
// CR LF split between two of them, a line across many.
class PiecewiseBuffer : public std::streambuf {
 public:
  PiecewiseBuffer(std::string text, std::size_t piece) : text_(std::move(text)), piece_(piece) {}

 protected:
  int_type underflow() override {
    if (at_ == text_.size()) return traits_type::eof();
    char* begin = text_.data() + at_;
    const std::size_t size = std::min(piece_, text_.size() - at_);
    setg(begin, begin, begin + size);
    at_ += size;
    return traits_type::to_int_type(*begin);
  }

 private:
  std::string text_;
  std::size_t piece_;
  std::size_t at_ = 0;
};

}  // namespace

TEST_CASE("input that arrives in pieces reads as the same records, line ends split between pieces included") {
  std::string text;
  for (const char* end : {"\n", "\r\n", "\r", "\r\n", "\n"}) text += kPuzzle + " named" + end;
  text += std::string(300, '.') + "\r\n" + kSolution + "\r";  // a line too long for any grid, then one at the end
  const auto whole = test_support::read_text(text);
  REQUIRE(whole.size() == 7);
  for (std::size_t piece : {1, 2, 3, 5, 7, 64, 81, 82, 83}) {
    CAPTURE(piece);
    PiecewiseBuffer buffer(text, piece);
    std::istream in(&buffer);
    const auto records = test_support::read_all(in, {});
    REQUIRE(records.size() == whole.size());
    for (std::size_t k = 0; k < records.size(); ++k) {
      CAPTURE(k);
      CHECK(records[k].line == whole[k].line);
      REQUIRE(records[k].puzzle.has_value() == whole[k].puzzle.has_value());
      if (records[k].puzzle) {
        CHECK(records[k].puzzle->givens == whole[k].puzzle->givens);
        CHECK(records[k].puzzle->name == whole[k].puzzle->name);
      } else {
        REQUIRE(records[k].error);
        CHECK(records[k].error->column == whole[k].error->column);
      }
    }
  }
  CHECK(whole[5].error.has_value());
  CHECK(whole[6].puzzle->givens == read_line(kSolution).givens);
}

TEST_CASE("a bare 81-character line (read without classifying it) reads as the same line with a space after it") {
  // The space sends the line through classify() and the general one-line reader; both must make the same record.
  std::string bare;
  std::string spaced;
  const std::vector<std::string> lines = {kPuzzle, kSolution, std::string(81, '.'), std::string(81, '0'),
                                          "0" + kPuzzle.substr(1), kPuzzle.substr(0, 80) + "0"};
  for (const std::string& line : lines) {
    bare += line + "\n";
    spaced += line + " \n";
  }
  ReaderOptions line_digits;
  line_digits.format = InputFormat::line;
  line_digits.symbols = SymbolSet::digits;
  ReaderOptions boxed_x;
  boxed_x.box = std::pair(3, 3);
  boxed_x.diagonals = true;
  for (const ReaderOptions& options : {ReaderOptions{}, line_digits, boxed_x}) {
    const auto fast = test_support::read_text(bare, options);
    const auto general = test_support::read_text(spaced, options);
    REQUIRE(fast.size() == lines.size());
    REQUIRE(general.size() == lines.size());
    for (std::size_t k = 0; k < lines.size(); ++k) {
      CAPTURE(k);
      REQUIRE(fast[k].puzzle);
      REQUIRE(general[k].puzzle);
      CHECK(fast[k].line == general[k].line);
      CHECK(fast[k].symbols == general[k].symbols);
      CHECK(fast[k].puzzle->givens == general[k].puzzle->givens);
      CHECK(*fast[k].puzzle->geometry == *general[k].puzzle->geometry);
      CHECK(fast[k].puzzle->name == general[k].puzzle->name);
    }
  }
}

TEST_CASE("a 4x4 grid takes symbols 1-4 only") {
  const Puzzle small = read_line("1234341221434321");
  CHECK(small.givens.size() == 4);
  CHECK(small.givens.given_count() == 16);
  const auto records = test_support::read_text("1254341221434321\n");
  REQUIRE(records.size() == 1);
  REQUIRE(records[0].error);
  CHECK(records[0].error->column == 3);
  CHECK(records[0].error->message == "symbol '5' is out of range for 4x4 (1-4)");
}

TEST_CASE("the block writer shows boxes, and its block reads back to the same grid") {
  const Grid grid = read_line(kSolution).givens;
  std::string out;
  append_grid_block(grid, Geometry::classic(), SymbolSet::automatic, out);
  CHECK(out ==
        "4 6 8 | 9 3 1 | 5 2 7\n"
        "7 5 1 | 6 2 4 | 8 3 9\n"
        "3 9 2 | 5 7 8 | 4 6 1\n"
        "------+-------+------\n"
        "1 3 4 | 7 5 6 | 2 9 8\n"
        "2 8 9 | 4 1 3 | 6 7 5\n"
        "6 7 5 | 2 8 9 | 3 1 4\n"
        "------+-------+------\n"
        "8 4 6 | 1 9 2 | 7 5 3\n"
        "5 1 3 | 8 6 7 | 9 4 2\n"
        "9 2 7 | 3 4 5 | 1 8 6\n");
  CHECK(test_support::read_puzzles_in(out).at(0).givens == grid);

  const Grid small = read_line("12..34..........").givens;
  std::string block;
  append_grid_block(small, Geometry(2, 2), SymbolSet::automatic, block);
  CHECK(block == "1 2 | . .\n3 4 | . .\n----+----\n. . | . .\n. . | . .\n");
  std::string line;
  append_grid_line(small, SymbolSet::automatic, line);
  CHECK(line == "12..34..........");
}
