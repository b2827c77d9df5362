// Every size, variant and format through the command line: what users bring, solved and written back.
#include <doctest/doctest.h>

#include <filesystem>
#include <sys/stat.h>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli_support.hpp"
#include "support.hpp"

using test_support::Run;
using test_support::run_dlx;

namespace {

std::string source(const std::string& relative) { return test_support::source_path(relative); }

std::size_t lines(const std::string& text) { return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')); }

}  // namespace

TEST_CASE("every bundled sample (4x4 to 25x25, jigsaw, X, windoku, killer) validates ok with both solvers") {
  for (const char* file : {"sizes-4-to-25.txt", "16x16-30.txt", "25x25-20.txt", "jigsaw-9x9.txt", "x-sudoku-9x9.txt",
                           "windoku-9x9.txt", "killer-9x9.txt"}) {
    CAPTURE(file);
    const Run run = run_dlx({"validate", "-j", "2", source(std::string("puzzles/samples/") + file)});
    CHECK(run.status == 0);
    CHECK(run.err.find(" ok\n") != std::string::npos);
    CHECK(run.out.find("engine-disagreement") == std::string::npos);
  }
}

TEST_CASE("block grids with Grid NN headers (Project Euler 96): 50 puzzles, 50 solutions, as block grids by default") {
  const Run run = run_dlx({"solve", "--format", "line", source("puzzles/project-euler-96-grids.txt")});
  CHECK(run.status == 0);
  CHECK(lines(run.out) == 50);
  CHECK(run.out.starts_with("483921657967345821251876493548132976729564138136798245372689514814253769695417382\n"));
  // Round trip: without --format, a puzzle read as a block grid is answered as one (11 lines with the box rules,
  // then a blank line); what --format grid writes.
  const Run blocks = run_dlx({"solve", source("puzzles/project-euler-96-grids.txt")});
  CHECK(lines(blocks.out) == 50 * 12);
  CHECK(blocks.out.starts_with("4 8 3 | 9 2 1 | 6 5 7\n"));
  CHECK(blocks.out == run_dlx({"solve", "--format", "grid", source("puzzles/project-euler-96-grids.txt")}).out);
  // A one-line puzzle stays one line.
  CHECK(lines(run_dlx({"solve"}, test_support::puzzle_lines("puzzles/top95.txt").at(0) + "\n").out) == 1);
}

TEST_CASE("solve --format csv and ndjson: one record per puzzle with its status") {
  const std::string input = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n1234\n";
  const Run csv = run_dlx({"solve", "--format", "csv"}, input);
  CHECK(csv.out.starts_with("index,source,line,name,status,detail,puzzle,solution,count,complete,nodes,seconds,minimal,givens,seed,canonical,automorphisms,er,ep,ed,technique,grade,steps,explanation\n"
                            "0,<stdin>,1,,solved,,4...3"));
  CHECK(csv.out.find(",468931527751624839") != std::string::npos);
  CHECK(csv.out.find("1,<stdin>,2,,error,\"<stdin>:2:5: 4 cells: not a whole grid (the smallest grid, 4x4 has 16)\"") != std::string::npos);
  const Run json = run_dlx({"solve", "--format", "ndjson"}, input);
  std::istringstream records(json.out);
  std::string first, second;
  std::getline(records, first);
  std::getline(records, second);
  CHECK(nlohmann::json::parse(first)["status"] == "solved");
  CHECK(nlohmann::json::parse(second)["status"] == "error");
  CHECK(json.status == 1);
}

TEST_CASE("count --format ndjson carries the count and whether it is complete") {
  const Run run = run_dlx({"count", "--format", "ndjson", "--limit", "5"},
                          "....3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\n");
  const auto object = nlohmann::json::parse(run.out);
  CHECK(object["count"] == 5);
  CHECK(object["complete"] == false);
}

TEST_CASE("killer and jigsaw as extended lines and JSON; X-Sudoku with --variant") {
  const std::string killer = test_support::puzzle_lines("puzzles/samples/killer-9x9.txt").at(0);
  const Run solved = run_dlx({"solve"}, killer + "\n");
  CHECK(solved.status == 0);
  CHECK(lines(solved.out) == 1);
  CHECK(solved.out.size() == 82);

  const Run json = run_dlx({"count"}, R"({"givens": "1...............", "regions": "AABBAABBCCDDCCDD"})" "\n");
  CHECK(json.status == 0);
  CHECK(json.out.ends_with(" 72\n"));  // one given in a 4x4 whose regions are its boxes: 288 / 4

  const std::string plain = test_support::puzzle_lines("puzzles/samples/x-sudoku-9x9.txt").at(0);
  const Run x = run_dlx({"count", "--variant", "x"}, plain + "\n");
  CHECK(x.out.ends_with(" 1\n"));
}

TEST_CASE("sizes: 16x16 in hex, 6x6 with --box 3x2, and encode/cover agreeing on a 4x4 count") {
  const std::string hex =
      "0123456789ABCDEF" + std::string(240, '.');  // a first row and blanks: many solutions
  const Run capped = run_dlx({"count", "--symbols", "hex", "--limit", "3"}, hex + "\n");
  CHECK(capped.out.ends_with(" 3+\n"));

  const Run six = run_dlx({"count", "--box", "3x2", "--limit", "10"}, std::string(36, '.') + "\n");
  CHECK(six.out.ends_with(" 10+\n"));

  const std::string four = "1..." + std::string(12, '.');
  const Run encoded = run_dlx({"encode"}, four + "\n");
  CHECK(encoded.out.starts_with("| sudoku 4x4 from <stdin>:1\n"));
  const Run covered = run_dlx({"cover", "-j", "1"}, encoded.out);
  const Run counted = run_dlx({"count"}, four + "\n");
  CHECK(covered.out == "72\n");
  CHECK(counted.out.ends_with(" 72\n"));
}

TEST_CASE("CSV with a solutions column: validate checks each supplied solution") {
  const std::string csv =
      "quizzes,solutions\n"
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........,"
      "468931527751624839392578461134756298289413675675289314846192753513867942927345186\n"
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........,"
      "468931527751624839392578461134756298289413675675289314846192753513867942927345168\n";
  const Run run = run_dlx({"validate"}, csv);
  CHECK(run.status == 1);
  CHECK(run.out.find("<stdin>:2: ok\n") != std::string::npos);
  CHECK(run.out.find("<stdin>:3: wrong-solution: ") != std::string::npos);
}

TEST_CASE("every record in, one record out, in order: a mixed file of good and bad records, -j 1 and -j 2") {
  const std::string file = source("test/data/formats/errors/mixed-good-and-bad.txt");
  const Run serial = run_dlx({"solve", "--format", "line", "-j", "1", file});
  const Run parallel = run_dlx({"solve", "--format", "line", "-j", "2", file});
  CHECK(serial.out == parallel.out);
  CHECK(serial.err == parallel.err);
  CHECK(lines(serial.out) == 10);  // the file holds 10 records (line, block, JSON, extended, corpus): 4 do not parse
  CHECK(lines(serial.err) == 4);
  CHECK(serial.status == 1);
}

TEST_CASE("mixed sizes in one file: each line is read at its own size, each solved by solvers of its geometry") {
  const std::string four = "1234341221434321";  // a full 4x4 grid
  const std::string nine = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  const Run run = run_dlx({"solve", "-j", "2"}, four + "\n" + nine + "\n" + four.substr(0, 4) + std::string(12, '.') + "\n");
  CHECK(run.status == 1);  // the last 4x4 has several solutions
  CHECK(run.out == four + "\n468931527751624839392578461134756298289413675675289314846192753513867942927345186\n"
                          "multiple solutions\n");
}

TEST_CASE("grids beyond 25x25 are refused with the sizes it can read") {
  const Run run = run_dlx({"solve"}, std::string(676, '.') + "\n");
  CHECK(run.status == 1);
  CHECK(run.err.find("<stdin>:1:") == 0);
  CHECK(run.err.find("676 cells") != std::string::npos);
}

TEST_CASE("encode: one problem on stdout; several puzzles need --output-dir, one file each, each counted by cover") {
  const auto lines = test_support::puzzle_lines("puzzles/top95.txt");
  const std::string two = lines[0] + "\n" + lines[1] + "\n";
  const Run refused = run_dlx({"encode"}, two);
  CHECK(refused.status == 2);
  CHECK(refused.err.find("<stdin>:2: a second puzzle") == 0);

  const std::string dir = "/tmp/dlx_cli_formats_test_encode";
  std::filesystem::remove_all(dir);
  const Run written = run_dlx({"encode", "--output-dir", dir}, two);
  CHECK(written.status == 0);
  CHECK(written.out == dir + "/stdin-1.dlx\n" + dir + "/stdin-2.dlx\n");
  for (const char* name : {"/stdin-1.dlx", "/stdin-2.dlx"}) CHECK(run_dlx({"cover", dir + name}).out == "1\n");
  std::filesystem::remove_all(dir);
}

TEST_CASE("--output-dir never overwrites: same-named inputs get distinct files, existing files stay, nothing half-written") {
  const std::string root = "/tmp/dlx_cli_formats_test_outdir";
  std::filesystem::remove_all(root);
  for (const char* sub : {"/a", "/b", "/out"}) std::filesystem::create_directories(root + sub);
  const auto lines = test_support::puzzle_lines("puzzles/top95.txt");
  const std::string a = root + "/a/x.txt";
  const std::string b = root + "/b/x.txt";
  std::ofstream(a) << lines[0] << "\n" << lines[2] << "\n";
  std::ofstream(b) << lines[1] << "\n" << lines[2] << "\n";
  const std::string out = root + "/out";
  // The two x.txt are named by their whole paths (tmp_dlx_cli_formats_test_outdir_a_x, ..._b_x).
  std::string flat = std::filesystem::path(root).relative_path().string();
  for (char& c : flat) c = c == '/' ? '_' : c;
  const std::string file_a1 = out + "/" + flat + "_a_x-1.dlx";
  const std::string file_b1 = out + "/" + flat + "_b_x-1.dlx";
  auto files_in_out = [&] {
    std::size_t files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(out)) {
      ++files;
      CHECK(entry.path().filename().string().front() != '.');  // no temporary file left behind
    }
    return files;
  };
  const std::vector<std::vector<std::string>> commands = {{"encode"}, {"solve", "--format", "dlx", "-j", "2"}};
  for (const auto& command : commands) {
    CAPTURE(command[0]);
    std::filesystem::remove_all(out);
    std::vector<std::string> args = command;
    args.insert(args.end(), {"--output-dir", out, a, b});
    const Run written = run_dlx(args);
    CHECK(written.status == 0);
    CHECK(written.out == file_a1 + "\n" + out + "/" + flat + "_a_x-2.dlx\n" + file_b1 + "\n" + out + "/" + flat +
                             "_b_x-2.dlx\n");
    CHECK(files_in_out() == 4);
    CHECK(run_dlx({"cover", file_a1}).out == "1\n");
    CHECK(test_support::read_file(file_a1) != test_support::read_file(file_b1));  // each holds its own puzzle
  }
  {  // A written file has the mode the shell's `>` would give it (0666 less the umask), not a temporary file's 0600.
    namespace fs = std::filesystem;
    const std::string fresh = out + "-mode";
    fs::remove_all(fresh);
    const mode_t mask = ::umask(022);
    const Run written = run_dlx({"encode", "--output-dir", fresh, a});
    ::umask(mask);
    CHECK(written.status == 0);
    const std::string first = written.out.substr(0, written.out.find('\n'));  // the path of the first file written
    CHECK((fs::status(first).permissions() & fs::perms::mask) ==
          (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read));
  }
  // Again into the same directory: every file exists; each is reported, none is replaced.
  std::ofstream(a) << lines[3] << "\n" << lines[4] << "\n";
  const std::string before = test_support::read_file(file_a1);
  const Run again = run_dlx({"solve", "--format", "dlx", "--output-dir", out, a, b});
  CHECK(again.status == 1);
  CHECK(again.err.find(file_a1 + ": exists, not overwritten") != std::string::npos);
  CHECK(test_support::read_file(file_a1) == before);
  CHECK(files_in_out() == 4);
  // The same file named twice would write its files twice: refused before anything is written.
  std::filesystem::remove_all(out);
  const Run twice = run_dlx({"encode", "--output-dir", out, a, a});
  CHECK(twice.status == 2);
  CHECK(twice.err.find(a + " is named twice") != std::string::npos);
  CHECK(std::filesystem::is_empty(out));
  std::filesystem::remove_all(root);
}

TEST_CASE("CSV without a header, with semicolons or tabs: every record read, solutions checked, names carried") {
  // --input-format csv on a file without a header: the first line is a puzzle too (it was taken as the header).
  const Run plain = run_dlx({"validate", "--input-format", "csv", "--format", "ndjson", source("test/data/formats/peers/csv-no-header.csv")});
  std::vector<nlohmann::json> records;
  std::istringstream lines(plain.out);
  for (std::string line; std::getline(lines, line);) records.push_back(nlohmann::json::parse(line));
  REQUIRE(records.size() == 2);
  CHECK(records[0]["line"] == 1);
  CHECK(records[0]["status"] == "ok");  // its solution column read and checked
  CHECK(records[1]["status"] == "multiple");
  // Without --input-format, each line is "puzzle,solution": the solution is checked, not taken for the record's name.
  const std::string file_text = test_support::read_file(source("test/data/formats/peers/csv-no-header.csv"));
  const Run detected = run_dlx({"validate", "--format", "ndjson"}, file_text);
  const auto first_detected = nlohmann::json::parse(detected.out.substr(0, detected.out.find('\n')));
  CHECK(first_detected["status"] == "ok");
  CHECK(first_detected["name"].is_null());
  for (const char* separator : {",", ";", "\t"}) {
    std::string wrong = file_text;
    wrong[81] = separator[0];
    const std::size_t at = wrong.find("4689315");
    REQUIRE(at != std::string::npos);
    wrong.replace(at, 7, "4689135");  // two digits of the solution swapped: no longer a valid grid
    const Run checked = run_dlx({"validate"}, wrong);
    CAPTURE(separator);
    CHECK(checked.out.rfind("<stdin>:1: wrong-solution:", 0) == 0);
    CHECK(checked.status != 0);
  }
  for (const char* file : {"formats/peers/csv-semicolon.csv", "formats/peers/csv-tab.tsv"}) {
    CAPTURE(file);
    const Run run = run_dlx({"validate", "--format", "ndjson", source(std::string("test/data/") + file)});
    std::istringstream out(run.out);
    std::string first, second;
    std::getline(out, first);
    std::getline(out, second);
    const auto a = nlohmann::json::parse(first);
    const auto b = nlohmann::json::parse(second);
    CHECK(a["status"] == "ok");
    CHECK(a["name"] == "first");
    CHECK(a["line"] == 2);
    CHECK(b["status"] == "multiple");
    CHECK(b["name"] == "second");
    CHECK(run.err.find("2 puzzles") != std::string::npos);
  }
  // A wrong solution in the second column is caught, not read as a comment.
  const std::string wrong = "puzzle;solution\n4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........;"
                            "568931527751624839392578461134756298289413675675289314846192753513867942927345186\n";
  CHECK(run_dlx({"validate"}, wrong).out.find("wrong-solution") != std::string::npos);
}

TEST_CASE("the input's own names reach the output: a JSON name or id, a title line, a comment") {
  const std::string input =
      "{\"id\": \"j-7\", \"givens\": \"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........\"}\n"
      "Grid 01\n4...3....\n...6..8..\n........1\n....5..9.\n.8....6..\n.7.2.....\n...1.27..\n5.3....4.\n9........\n"
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........ hardest 3\n";
  const Run run = run_dlx({"solve", "--format", "ndjson"}, input);
  std::istringstream out(run.out);
  std::vector<std::string> names;
  for (std::string line; std::getline(out, line);) names.push_back(nlohmann::json::parse(line)["name"].get<std::string>());
  CHECK(names == std::vector<std::string>{"j-7", "Grid 01", "hardest 3"});
  const Run csv = run_dlx({"solve", "--format", "csv"}, input);
  CHECK(csv.out.find(",<stdin>,1,j-7,solved,") != std::string::npos);
}

namespace {

// The first puzzle of `sample` written only in `digits` and blanks, and using every one of them (a letter that no
// given uses cannot be known: the reader has to guess it).
std::string puzzle_with_every_digit(const std::string& sample, const std::string& digits) {
  for (const std::string& line : test_support::puzzle_lines(sample)) {
    const bool only_these = line.find_first_not_of(digits + ".0") == std::string::npos;
    const bool every_one =
        std::all_of(digits.begin(), digits.end(), [&](char d) { return line.find(d) != std::string::npos; });
    if (only_these && every_one) return line;
  }
  return {};
}

// `line` with every symbol of `from` replaced by the one at the same place in `to` (blanks kept).
std::string translated(std::string line, const std::string& from, const std::string& to) {
  for (char& c : line) {
    if (const auto at = from.find(c); at != std::string::npos) c = to[at];
  }
  return line;
}

}  // namespace

TEST_CASE("round trip: solutions and echoed puzzles come back in the input's own notation (0-F, A-Y, any letters)") {
  struct Case {
    const char* sample;
    std::string digits;  // the symbols 1..N as the sample writes them
    std::string theirs;  // the same digits as the other tool writes them
  };
  const Case cases[] = {
      {"puzzles/samples/16x16-30.txt", "123456789ABCDEFG", "0123456789ABCDEF"},
      {"puzzles/samples/25x25-20.txt", "123456789ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNOPQRSTUVWXY"},
      {"puzzles/top95.txt", "123456789", "ABCDEFGHI"},
      // Letters that do not start at A (jlaire/dlx-cpp's tests write 9x9 grids in Q-Y), out of order, with gaps.
      {"puzzles/top95.txt", "123456789", "QRSTUVWXY"},
      {"puzzles/top95.txt", "123456789", "ZYXWVUTSR"},
      {"puzzles/top95.txt", "123456789", "BDFHJLNPR"},
      {"puzzles/samples/16x16-30.txt", "123456789ABCDEFG", "KLMNOPQRSTUVWXYZ"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.sample);
    const std::string ours = puzzle_with_every_digit(c.sample, c.digits);
    REQUIRE(!ours.empty());
    const std::string theirs = translated(ours, c.digits, c.theirs);
    const Run ours_solved = run_dlx({"solve"}, ours + "\n");
    const Run theirs_solved = run_dlx({"solve"}, theirs + "\n");
    REQUIRE(ours_solved.status == 0);
    CHECK(theirs_solved.status == 0);
    CHECK(theirs_solved.out == translated(ours_solved.out, c.digits, c.theirs));  // answered in their notation
    const Run counted = run_dlx({"count"}, theirs + "\n");
    CHECK(counted.out == theirs + " 1\n");  // the puzzle echoed as written
    const Run json = run_dlx({"solve", "--format", "ndjson"}, theirs + "\n");
    CHECK(nlohmann::json::parse(json.out)["puzzle"] == theirs);
  }
  // --symbols still decides where it is given: the same 16x16 read as hex, then written as hex.
  const std::string hex = translated(test_support::puzzle_lines("puzzles/samples/16x16-30.txt").at(0),
                                     "123456789ABCDEFG", "0123456789ABCDEF");
  CHECK(run_dlx({"count", "--symbols", "hex"}, hex + "\n").out == hex + " 1\n");
}

TEST_CASE("letters: a letter no given uses is completed from the run; more than N different letters is an error") {
  // A puzzle of top95 in Q-Y with every given of one digit blanked: the missing letter completes the run.
  const std::string puzzle = puzzle_with_every_digit("puzzles/top95.txt", "123456789");
  REQUIRE(!puzzle.empty());
  std::string letters;
  // A letter inside the run (U) or its last (Y). (Its first, Q, cannot be told from Z: the reader takes the one after.)
  for (const char blanked : {'5', '9'}) {
    std::string without = puzzle;
    for (char& c : without) {
      if (c == blanked) c = '.';
    }
    letters = translated(without, "123456789", "QRSTUVWXY");
    const Run solved = run_dlx({"solve", "--first"}, letters + "\n");
    CAPTURE(letters);
    REQUIRE(solved.status == 0);
    CHECK(solved.out.find_first_not_of("QRSTUVWXY\n") == std::string::npos);
    CHECK(solved.out.find(translated(std::string(1, blanked), "123456789", "QRSTUVWXY")) != std::string::npos);
  }
  // Ten different letters in a 9x9 grid: the record is an error naming the letter, and the rest go on.
  std::string ten = translated(puzzle, "123456789", "ABCDEFGHI");
  ten[ten.find_first_of('.')] = 'Z';
  const Run refused = run_dlx({"count"}, ten + "\n" + letters + "\n");
  CHECK(refused.status != 0);
  CHECK(refused.out.find("symbol 'Z' is out of range for 9x9 (A-I)") != std::string::npos);
  CHECK(refused.out.find(letters + " ") != std::string::npos);
}

TEST_CASE("numbers notation: count echoes the puzzle and solve answers in numbers, as the input was written") {
  const std::string path = source("test/data/formats/peers/numbers-16x16-wide-blanks.txt");
  const Run counted = run_dlx({"count", path});
  REQUIRE(counted.status == 0);
  CHECK(counted.out.rfind("7 9 14 . . . . 8 4 . 11 . 12 10 . . 6 . . 13 ", 0) == 0);
  CHECK(counted.out.substr(counted.out.size() - 3) == " 1\n");
  const Run solved = run_dlx({"solve", "--format", "line", path});
  REQUIRE(solved.status == 0);
  CHECK(solved.out.rfind("7 9 14 5 13 3 2 8 4 15 11 1 12 10 6 16 ", 0) == 0);
}

TEST_CASE("jigsaw drawn with borders: read with its regions, and solve's block answer reads back the same") {
  const std::string framed = source("test/data/formats/peers/jigsaw-drawn-framed.txt");
  const Run counted = run_dlx({"count", "--format", "ndjson", framed});
  REQUIRE(counted.status == 0);
  const auto record = nlohmann::json::parse(counted.out);
  CHECK(record["puzzle"] == "givens=..3.....2......6..6.4..5......2...3.;regions=AAABBBAACCBBACCCDBEECDDDEEFFDDEEFFFF");
  CHECK(record["count"] == 1);
  // The 9x9 jigsaw sample as a drawn block (solve's answer to a block), then read again: the same solution.
  const std::string sample = source("test/data/formats/samples/jigsaw.txt");
  const Run line = run_dlx({"solve", "--format", "line", sample});
  const Run block = run_dlx({"solve", "--format", "grid", sample});
  REQUIRE(line.status == 0);
  REQUIRE(block.status == 0);
  const Run again = run_dlx({"solve", "--format", "line"}, block.out);
  CHECK(again.status == 0);
  CHECK(again.out == line.out);
  const Run checked = run_dlx({"count", "--format", "ndjson"}, block.out);
  CHECK(nlohmann::json::parse(checked.out)["puzzle"].get<std::string>().find(";regions=") != std::string::npos);
}

TEST_CASE("candidate grids (729-character sukaku lines): solved, counted, validated and encoded with their candidates") {
  const std::string file = source("test/data/formats/peers/sukaku-729.txt");
  const std::vector<std::string> lines = test_support::puzzle_lines("test/data/formats/peers/sukaku-729.txt");
  REQUIRE(lines.size() == 3);
  const std::string first = lines[0].substr(0, 729);
  // count echoes each grid as it was written (the candidates, not the givens they imply) and counts with them.
  const Run counted = run_dlx({"count", file});
  CHECK(counted.status == 0);  // every record counted (the third to 0)
  CHECK(counted.out.rfind(first + " 1\n", 0) == 0);
  CHECK(counted.out.find(lines[2].substr(0, 729) + " 0\n") != std::string::npos);
  // Both solvers, checked against each other; the solution keeps to the candidates.
  const Run validated = run_dlx({"validate", "--format", "ndjson", file});
  std::vector<nlohmann::json> records;
  for (std::size_t at = 0; at < validated.out.size();) {
    const std::size_t end = validated.out.find('\n', at);
    records.push_back(nlohmann::json::parse(validated.out.substr(at, end - at)));
    at = end + 1;
  }
  REQUIRE(records.size() == 3);
  CHECK(records[0]["status"] == "ok");
  CHECK(records[1]["status"] == "ok");
  CHECK(records[2]["status"] == "no-solution");
  const std::string solution = records[0]["solution"].get<std::string>();
  for (int cell = 0; cell < 81; ++cell) {
    const char digit = solution[static_cast<std::size_t>(cell)];
    CHECK(first[static_cast<std::size_t>(cell * 9 + (digit - '1'))] == digit);
  }
  // The reference solver alone agrees, and encode | cover counts the same.
  CHECK(run_dlx({"solve", "--solver", "propagate", "--format", "line"}, first + "\n").out == solution + "\n");
  const Run encoded = run_dlx({"encode"}, first + "\n");
  REQUIRE(encoded.status == 0);
  CHECK(run_dlx({"cover"}, encoded.out).out == "1\n");
}

TEST_CASE("candidate grids: a digit out of its place and a cell without candidates are errors at their column") {
  std::string grid(729, '.');
  for (int cell = 0; cell < 81; ++cell) grid[static_cast<std::size_t>(cell * 9)] = '1';  // every cell may be 1 only
  std::string misplaced = grid;
  misplaced[9 * 4 + 2] = '7';  // r1c5, place 3
  const Run run = run_dlx({"count"}, misplaced + "\n" + grid + "\n");
  CHECK(run.out.find("<stdin>:1:39: '7' at place 3 of cell r1c5's candidates") != std::string::npos);
  CHECK(run.out.find(grid + " invalid") != std::string::npos);  // the next record is still reported: clashing givens
  std::string empty = grid;
  empty[9 * 10] = '.';  // r2c2 has no candidate left
  CHECK(run_dlx({"count"}, empty + "\n").out.find("<stdin>:1:91: cell r2c2 has no candidate") != std::string::npos);
}
