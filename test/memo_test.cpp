// Memoized counting and ZDDs (memo.hpp, cover --memo and --zdd): the count equals the published count (and plain
// search) on every instance of test/data/exact-cover, colors and multiplicities included; the ZDD's paths are the
// solutions, counted and listed independently of the search that made it; small random problems against brute force;
// a memory budget that runs out and the search's limits leave the count exact or a lower bound.
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <vector>
#include <set>
#include <sstream>
#include <sys/stat.h>

#include "brute_force.hpp"
#include "cli_support.hpp"
#include "exactcover/dlx_format.hpp"
#include "exactcover/memo.hpp"
#include "exactcover/solver.hpp"
#include "problems.hpp"
#include "support.hpp"

using namespace exactcover;

namespace {

// A ZDD as its nodes, node k having id k + 2; the independent reading of what count_memoized made.
struct Zdd {
  std::vector<ZddNode> nodes;
  std::uint64_t root = 0;

  // Paths from `id` to the 1 terminal, children first (every node's children have smaller ids).
  std::uint64_t paths(std::uint64_t id) const {
    std::vector<std::uint64_t> count{0, 1};
    for (const ZddNode& node : nodes) {
      REQUIRE(node.id == count.size());
      REQUIRE(node.absent < node.id);
      REQUIRE(node.chosen < node.id);
      REQUIRE(node.chosen != 0);  // zero-suppressed: no node whose HI is the empty family
      count.push_back(count[node.absent] + count[node.chosen]);
    }
    return count.at(id);
  }

  // The family of sets of options it stands for.
  std::set<test_support::Solution> family(std::uint64_t id) const {
    if (id == 0) return {};
    if (id == 1) return {test_support::Solution{}};
    const ZddNode& node = nodes.at(id - 2);
    std::set<test_support::Solution> sets = family(node.absent);
    for (test_support::Solution with : family(node.chosen)) {
      CHECK_FALSE(with.contains(node.option));  // an option at most once on a path
      with.insert(node.option);
      CHECK(sets.insert(with).second);  // no set twice
    }
    return sets;
  }
};

MemoOptions branching(MemoBranching rule) {
  MemoOptions options;
  options.branching = rule;
  return options;
}

MemoOptions budget(std::size_t bytes) {
  MemoOptions options;
  options.memory_budget = bytes;
  return options;
}

MemoResult count_with_zdd(const Problem& problem, Zdd& zdd, MemoOptions options = {}) {
  options.zdd = [&](const ZddNode& node) { zdd.nodes.push_back(node); };
  const MemoResult result = count_memoized(problem, {}, options);
  zdd.root = result.zdd_root;
  return result;
}

void check_instances(bool slow) {
  const int instances = test_support::for_each_instance(slow, [](const std::string& name, const DlxProblem& read,
                                                                 std::uint64_t published) {
    for (const MemoBranching rule : {MemoBranching::fewest, MemoBranching::leftmost}) {
      // Without Knuth's rule most of these take seconds or much more (sudoku9 and pentominoes: the leftmost item is
      // rarely a good one): the leftmost rule on those it suits.
      static const std::set<std::string> kLeftmostToo = {
          "dominoes-8x8.dlx", "hardsquares-5.dlx", "hardsquares-5-zero-rows-2.dlx", "rowcol-6-2.dlx", "queens-8.dlx",
          "queens-10.dlx", "langford-7.dlx", "langford-8.dlx", "sudoku4-all.dlx", "sudoku9-euler01.dlx"};
      if (rule == MemoBranching::leftmost && !kLeftmostToo.contains(name)) continue;
      Zdd zdd;
      const MemoResult result = count_with_zdd(read.problem, zdd, branching(rule));
      CHECK(result.complete());
      CHECK_FALSE(result.count_overflow);
      CHECK(result.stats.solutions == published);
      CHECK(zdd.nodes.size() == result.zdd_nodes);
      CHECK(zdd.paths(zdd.root) == result.stats.solutions);
    }
  });
  CHECK(instances == (slow ? 5 : 19));  // every file of the folder, on one side or the other
}

}  // namespace

TEST_CASE("every instance of test/data/exact-cover: the memoized count is the published count, its ZDD has as many "
          "paths, with either branching rule") {
  check_instances(false);
}

TEST_SUITE("slow") {
  TEST_CASE("the instances whose memoized count takes seconds: queens-13, queens-14, the pentomino rectangles") {
    check_instances(true);
  }
}

TEST_CASE("the memoized count equals plain search on the fast instances, in far fewer nodes on dominoes") {
  for (const char* name : {"queens-8.dlx", "langford-8.dlx", "sudoku4-all.dlx", "hardsquares-5.dlx",
                           "hardsquares-5-zero-rows-2.dlx", "rowcol-6-2.dlx", "pento-3x20.dlx"}) {
    CAPTURE(name);
    const DlxProblem read = test_support::read_dlx_instance(name);
    CHECK(count_memoized(read.problem).stats.solutions == Solver(read.problem).count({}).stats.solutions);
  }
  // Knuth's DLX6 on the same files (built from dlx6.w, 2026-11-25): dominoes 2317 search nodes and 2318 ZDD nodes
  // (its count takes in the two terminals); hardsquares-5 (colors) 9611 and 9459. The same search, the same ZDD.
  const MemoResult dominoes = count_memoized(test_support::read_dlx_instance("dominoes-8x8.dlx").problem);
  CHECK(dominoes.stats.solutions == 12'988'816);
  CHECK(dominoes.stats.nodes == 2317);
  CHECK(dominoes.zdd_nodes + 2 == 2318);
  const MemoResult squares = count_memoized(test_support::read_dlx_instance("hardsquares-5.dlx").problem);
  CHECK(squares.stats.nodes == 9611);
  CHECK(squares.zdd_nodes + 2 == 9459);
  // With secondary items (the diagonals), whose state is in the key only while an option still has them: DLX6's
  // 176,080 nodes and 69,328 ZDD nodes on queens-12; Langford: 913,113 and 359,508 on langford-12.
  const MemoResult queens = count_memoized(test_support::read_dlx_instance("queens-12.dlx").problem);
  CHECK(queens.stats.nodes == 176'080);
  CHECK(queens.zdd_nodes + 2 == 69'328);
  const MemoResult langford = count_memoized(test_support::read_dlx_instance("langford-12.dlx").problem);
  CHECK(langford.stats.nodes == 913'113);
  CHECK(langford.zdd_nodes + 2 == 359'508);
}

TEST_CASE("random problems with colors and multiplicities: the ZDD's sets are the solutions, found by brute force") {
  test_support::Random random{21};
  int with_solutions = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    CAPTURE(trial);
    const Problem problem = test_support::random_problem(random, {trial % 2 == 0, trial % 3 != 0});
    const auto expected = test_support::brute_force(problem);
    for (const MemoBranching rule : {MemoBranching::fewest, MemoBranching::leftmost}) {
      Zdd zdd;
      const MemoResult result = count_with_zdd(problem, zdd, branching(rule));
      CHECK(result.stats.solutions == expected.size());
      CHECK(zdd.family(zdd.root) == expected);
    }
    with_solutions += !expected.empty();
  }
  CHECK(with_solutions > 600);
}

TEST_CASE("a memory budget that runs out: the rest is searched without the cache, the count stays exact") {
  const DlxProblem read = test_support::read_dlx_instance("langford-8.dlx");
  const MemoResult whole = count_memoized(read.problem);
  CHECK_FALSE(whole.memory_full);
  const MemoResult tight = count_memoized(read.problem, {}, budget(8 * 1024));
  CHECK(tight.memory_full);
  CHECK(tight.memory_used <= 8 * 1024);
  CHECK(tight.stats.solutions == 150);
  CHECK(tight.stats.nodes > whole.stats.nodes);
  const MemoResult none = count_memoized(read.problem, {}, budget(0));
  CHECK(none.stats.solutions == 150);
  CHECK(none.cached == 0);
}

TEST_CASE("a node budget, a deadline or cancellation stop the count with a lower bound and no ZDD") {
  const DlxProblem read = test_support::read_dlx_instance("hardsquares-5.dlx");
  SearchLimits limits;
  limits.node_budget = 500;
  const MemoResult budget = count_memoized(read.problem, limits);
  CHECK(budget.end == SearchEnd::node_budget);
  CHECK(budget.stats.nodes == 500);
  CHECK(budget.stats.solutions < 55'447);
  CHECK(budget.zdd_root == 0);
  const std::atomic<bool> cancel{true};
  SearchLimits cancelled;
  cancelled.cancel = &cancel;
  CHECK(count_memoized(read.problem, cancelled).end == SearchEnd::cancelled);
  SearchLimits profiled;
  std::vector<std::uint64_t> profile;
  profiled.profile = &profile;
  const MemoResult with_profile = count_memoized(read.problem, profiled);
  std::uint64_t sum = 0;
  for (const std::uint64_t nodes : profile) sum += nodes;
  CHECK(sum == with_profile.stats.nodes);
}

namespace {

// Reads a ZDD file in DLX6's format back: "ID: (~OPTION?LO:HI)" per node in hex, the dummy root last. Returns the
// number of paths to 1 from the root, counted here, and checks that every node comes after its children.
std::uint64_t paths_in_zdd_file(const std::string& text, std::uint64_t& nodes) {
  std::istringstream in(text);
  std::map<std::uint64_t, std::uint64_t> paths{{0, 0}, {1, 1}};
  std::uint64_t root = 0;
  nodes = 0;
  for (std::string line; std::getline(in, line);) {
    unsigned long long id = 0, lo = 0, hi = 0;
    long long option = 0;
    REQUIRE(std::sscanf(line.c_str(), "%llx: (~%lld?%llx:%llx)", &id, &option, &lo, &hi) == 4);
    REQUIRE(paths.contains(lo));
    REQUIRE(paths.contains(hi));
    if (option == 0) {  // the dummy root, last
      root = hi;
      CHECK_FALSE(std::getline(in, line));
      break;
    }
    paths[id] = paths[lo] + paths[hi];
    ++nodes;
  }
  return paths.at(root);
}

}  // namespace

TEST_CASE("cover --zdd FILE: the file read back has as many paths as solutions, its options numbered as read") {
  const std::string dir = test_support::temporary_directory("memo-zdd");
  const std::string file = dir + "/dominoes.zdd";
  const std::string dominoes = test_support::read_file(test_support::source_path("test/data/exact-cover/dominoes-8x8.dlx"));
  const auto run = test_support::run_dlx({"cover", "--zdd", file, "--format", "ndjson"}, dominoes);
  CHECK(run.status == 0);
  CHECK(run.out.find("\"count\":12988816") != std::string::npos);
  CHECK(run.out.find("\"zdd_nodes\":2316") != std::string::npos);
  std::uint64_t nodes = 0;
  CHECK(paths_in_zdd_file(test_support::read_file(file), nodes) == 12'988'816);
  CHECK(nodes == 2316);
  // Knuth's DLX6 (`dlx6 m1`, built from dlx6.w on 2026-11-25) writes this very file, byte for byte; its first line:
  CHECK(test_support::read_file(file).starts_with("2: (~112?0:1)\n3: (~103?0:2)\n"));

  // With colors and multiplicities, and --leftmost; --reduce numbers the options as the original's.
  for (const char* name : {"hardsquares-5-zero-rows-2.dlx", "rowcol-6-2.dlx"}) {
    CAPTURE(name);
    const std::string text = test_support::read_file(test_support::source_path(std::string("test/data/exact-cover/") + name));
    const auto plain = test_support::run_dlx({"cover", "-j", "1"}, text);
    for (const std::vector<std::string>& extra : {std::vector<std::string>{}, {"--leftmost"}, {"--reduce"}}) {
      std::vector<std::string> args{"cover", "--zdd", file};
      args.insert(args.end(), extra.begin(), extra.end());
      const auto zdd = test_support::run_dlx(args, text);
      CHECK(zdd.status == 0);
      CHECK(zdd.out == plain.out);
      CHECK(std::to_string(paths_in_zdd_file(test_support::read_file(file), nodes)) + "\n" == plain.out);
    }
  }
}

TEST_CASE("cover --zdd stopped early writes no file and leaves an old one as it was; --memo-memory runs out exactly") {
  const std::string dir = test_support::temporary_directory("memo-zdd-stopped");
  const std::string file = dir + "/old.zdd";
  test_support::write_file(file, "old\n");
  const std::string squares = test_support::read_file(test_support::source_path("test/data/exact-cover/hardsquares-5.dlx"));
  const auto stopped = test_support::run_dlx({"cover", "--zdd", file, "--node-budget", "100"}, squares);
  CHECK(stopped.status == 4);
  CHECK(stopped.out.ends_with("+\n"));  // a lower bound
  CHECK(stopped.err.find("the ZDD was not written") != std::string::npos);
  CHECK(test_support::read_file(file) == "old\n");
  CHECK(std::distance(std::filesystem::directory_iterator(dir), std::filesystem::directory_iterator()) == 1);

  const auto tight = test_support::run_dlx({"cover", "--memo", "--memo-memory", "20K", "--stats"}, squares);
  CHECK(tight.status == 0);
  CHECK(tight.out == "55447\n");
  CHECK(tight.err.find("the cache filled its --memo-memory") != std::string::npos);

  CHECK(test_support::run_dlx({"cover", "--memo", "--print"}, squares).status == 2);
  CHECK(test_support::run_dlx({"cover", "--leftmost"}, squares).status == 2);
  const auto unwritable = test_support::run_dlx({"cover", "--zdd", dir + "/no/such/dir/x.zdd"}, squares);
  CHECK(unwritable.status == 2);
  CHECK(unwritable.out.empty());  // said before counting
  CHECK(unwritable.err == "dlx cover: cannot write the ZDD: " + dir + "/no/such/dir/x.zdd: No such file or directory\n");
  // A directory named as FILE: refused before counting, naming it.
  const auto directory = test_support::run_dlx({"cover", "--zdd", dir}, squares);
  CHECK(directory.status == 2);
  CHECK(directory.out.empty());
  CHECK(directory.err == "dlx cover: cannot write the ZDD: " + dir + ": Is a directory\n");
}

// FILE is replaced as a user expects of a file they named (output/whole_file.hpp): its permission bits kept, a link
// written through to its target, a new file 0666 less the umask; nothing else is left in the folder.
TEST_CASE("cover --zdd FILE keeps an old FILE's permissions, writes through a link (dangling too), and makes a new one as > would") {
  const std::string dir = test_support::temporary_directory("memo-zdd-replaced");
  const std::string squares = test_support::read_file(test_support::source_path("test/data/exact-cover/hardsquares-5.dlx"));
  namespace fs = std::filesystem;
  auto bits = [](const std::string& path) { return fs::status(path).permissions() & fs::perms::mask; };

  const std::string kept = dir + "/kept.zdd";
  test_support::write_file(kept, "old\n");
  fs::permissions(kept, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);  // 0640
  CHECK(test_support::run_dlx({"cover", "--zdd", kept}, squares).status == 0);
  CHECK(test_support::read_file(kept) != "old\n");
  CHECK(bits(kept) == (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));

  const std::string target = dir + "/target.zdd";
  const std::string link = dir + "/link.zdd";
  test_support::write_file(target, "old\n");
  fs::create_symlink("target.zdd", link);
  CHECK(test_support::run_dlx({"cover", "--zdd", link}, squares).status == 0);
  CHECK(fs::is_symlink(link));
  CHECK(test_support::read_file(target) == test_support::read_file(kept));
  const std::string dangling = dir + "/dangling.zdd";  // a link to a file not there yet: the file is made
  fs::create_symlink("made.zdd", dangling);
  CHECK(test_support::run_dlx({"cover", "--zdd", dangling}, squares).status == 0);
  CHECK(fs::is_symlink(dangling));
  CHECK(test_support::read_file(dir + "/made.zdd") == test_support::read_file(kept));

  const mode_t mask = ::umask(022);
  const std::string fresh = dir + "/fresh.zdd";
  CHECK(test_support::run_dlx({"cover", "--zdd", fresh}, squares).status == 0);
  ::umask(mask);
  CHECK(bits(fresh) == (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                        fs::perms::others_read));  // 0644
  CHECK(test_support::read_file(fresh) == test_support::read_file(kept));
  CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) == 6);  // no temporary file left
}
