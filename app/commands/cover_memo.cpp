// `dlx cover --memo`, `--zdd FILE`: the count through the cache of subproblems (exactcover/memo.hpp), and the ZDD of
// all solutions in the text format of Knuth's DLX6 (ZDDREAD's): one line per node, "ID: (~OPTION?LO:HI)" with the
// ids in hex and OPTION the option's number in the input from 1, nodes before the nodes above them, and last a dummy
// root "ID: (~0?0:ROOT)" as DLX6 writes it. FILE is replaced whole or not at all (output/whole_file.hpp), once the
// count is complete and every line written; a count stopped early leaves FILE as it was.
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <optional>
#include <string>

#include "commands/cover.hpp"
#include "exactcover/memo.hpp"
#include "output/record_writer.hpp"
#include "output/whole_file.hpp"
#include "records.hpp"
#include "text_fields.hpp"

namespace dlx {

namespace {

// The ZDD going to FILE, line by line as the nodes are made, replaced whole or not at all.
class ZddFile {
 public:
  explicit ZddFile(const std::string& path) : file_(path, WholeFile::IfExists::replace) {}

  // Before the count: a FILE that cannot be written is said now, not after the whole count.
  std::optional<std::string> open() { return outcome(file_.open()); }
  void node(std::uint64_t id, std::int64_t option, std::uint64_t absent, std::uint64_t chosen) {
    if (std::fprintf(file_.stream(), "%" PRIx64 ": (~%" PRId64 "?%" PRIx64 ":%" PRIx64 ")\n", id, option, absent,
                     chosen) < 0) {
      file_.write_failed(errno);
    }
  }
  // Writes the root line and replaces FILE: the problem, if any.
  std::optional<std::string> finish(std::uint64_t next_id, std::uint64_t root) {
    node(next_id, 0, 0, root);
    return outcome(file_.commit());
  }

 private:
  std::optional<std::string> outcome(int error) const {
    if (error == 0) return std::nullopt;
    return file_.problem(error);
  }

  WholeFile file_;
};

}  // namespace

int run_memoized_count(const CoverProblem& problem, const CoverRun& run, Context& context) {
  const CoverOptions& options = run.options;
  exactcover::MemoOptions memo;
  memo.memory_budget = options.memo_memory;
  memo.branching = options.leftmost ? exactcover::MemoBranching::leftmost : exactcover::MemoBranching::fewest;
  std::optional<ZddFile> zdd;
  if (!options.zdd_file.empty()) {
    zdd.emplace(options.zdd_file);
    if (auto problem_with_file = zdd->open()) {
      context.err << "dlx cover: cannot write the ZDD: " << *problem_with_file << "\n";
      return to_int(ExitStatus::usage);
    }
    memo.zdd = [&](const exactcover::ZddNode& node) {
      zdd->node(node.id, problem.option_number(node.option), node.absent, node.chosen);
    };
  }
  const exactcover::MemoResult memoized = exactcover::count_memoized(problem.problem, run.limits, memo);
  const double seconds = run.seconds();

  exactcover::SearchResult result;
  result.end = memoized.end;
  result.stats = memoized.stats;
  std::optional<std::string> zdd_problem;
  bool zdd_written = false;
  if (zdd) {
    if (memoized.complete()) {
      zdd_problem = zdd->finish(memoized.zdd_nodes + 2, memoized.zdd_root);
      zdd_written = !zdd_problem;
    }
    zdd.reset();  // an unfinished file goes
  }

  const std::string count = memoized.count_text + (result.complete() ? "" : "+");
  if (options.format != OutputFormat::text) {
    Record input;
    input.source = source_name(options.file);
    input.parsed.line = 1;
    OutputRecord record = cover_record(input, result, seconds);
    if (memoized.count_overflow) {  // the count field holds 2^64-1: the exact figure goes in the detail
      record.complete = false;
      record.detail = "more than 2^64-1 solutions: " + memoized.count_text;
    }
    record.profile = run.limits.profile;
    record.reduction = run.reduction;
    if (zdd_written) {
      record.zdd_nodes = memoized.zdd_nodes;
      record.file = options.zdd_file;
    }
    const RecordWriter writer(RecordKind::cover, options.format, sudoku::SymbolSet::automatic);
    std::string text = writer.header();
    writer.write(record, text);
    context.out << text;
  } else {
    context.out << count << '\n';
  }
  context.out.flush();
  if (memoized.memory_full) {
    context.err << "dlx cover: the cache filled its --memo-memory (" << memoized.memory_used << " bytes) after "
                << memoized.cached << " subproblems; the rest was searched without caching\n";
  }
  if (zdd_written) {
    context.err << "dlx cover: ZDD of " << memoized.zdd_nodes << " nodes written to " << options.zdd_file << "\n";
  } else if (zdd_problem) {
    context.err << "dlx cover: the ZDD was not written: " << *zdd_problem << "\n";
  } else if (!options.zdd_file.empty()) {
    context.err << "dlx cover: the ZDD was not written: the count did not finish\n";
  }
  if (result.ran_out()) {
    context.err << "dlx cover: stopped (" << search_end_name(result.end) << ") after " << result.stats.nodes
                << " nodes: the count " << count << " is partial\n";
  }
  if (options.stats) {
    char line[300];
    std::snprintf(line, sizeof line,
                  "nodes %llu, updates %llu, solutions %s, %.3f s; %llu subproblems cached, %llu hits, %llu ZDD "
                  "nodes, %zu bytes of cache\n",
                  static_cast<unsigned long long>(result.stats.nodes), static_cast<unsigned long long>(result.stats.updates),
                  memoized.count_text.c_str(), seconds,
                  static_cast<unsigned long long>(memoized.cached), static_cast<unsigned long long>(memoized.hits),
                  static_cast<unsigned long long>(memoized.zdd_nodes), memoized.memory_used);
    context.err << line;
  }
  if (result.end == exactcover::SearchEnd::cancelled) return to_int(ExitStatus::interrupted);
  if (result.ran_out()) return to_int(ExitStatus::partial);
  if (zdd_problem) return to_int(ExitStatus::usage);  // the output could not be written
  return to_int(result.stats.solutions > 0 ? ExitStatus::ok : ExitStatus::some_failed);
}

}  // namespace dlx
