// The option groups the Sudoku commands share, each declared once: what its options are called, their help, and how
// their text becomes typed values. A command declares the groups it takes, in the order its --help lists them;
// after parsing, finish() turns each group's text into values, or says what is wrong (a usage error).
#pragma once

#include <boost/program_options.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "options/option_values.hpp"
#include "sudoku/formats.hpp"
#include "sudoku/solver.hpp"

namespace dlx {

namespace po = boost::program_options;

// A usage error's message ("--limit must be ..."), or nothing.
using OptionError = std::optional<std::string>;

// --solver NAME: any of sudoku::solver_kinds().
struct SolverOption {
  sudoku::SolverKind kind = sudoku::SolverKind::dlx;

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map& values);

 private:
  std::string name_ = "dlx";
};

// --input-format, --symbols, --box, --variant: how puzzles are read, and in which symbols grids are written back.
struct InputOptions {
  sudoku::ReaderOptions reader;
  sudoku::SymbolSet symbols = sudoku::SymbolSet::automatic;  // as read, by default

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map& values);

 private:
  std::string format_ = "auto";
  std::string symbols_ = "auto";
  std::string box_;
  std::string variant_;
};

// --format: how each record is written, among the formats a command allows (the first is the default).
struct FormatOption {
  FormatOption(std::vector<OutputFormat> allowed, std::string help) : allowed_(std::move(allowed)), help_(std::move(help)) {}
  OutputFormat format() const { return format_; }
  bool chosen() const { return chosen_; }  // --format was given (else the default: answers follow the input's layout)

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map& values);

 private:
  std::vector<OutputFormat> allowed_;
  std::string help_;
  std::string text_;
  OutputFormat format_ = OutputFormat::line;
  bool chosen_ = false;
};

// count --limit K: stop counting at K solutions.
struct LimitOption {
  std::uint64_t limit = sudoku::SolveLimits::unlimited;

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map& values);

 private:
  std::string text_;
};

// --unique: exit statuses that tell none, one and several solutions apart.
struct UniqueOption {
  bool unique = false;

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map&) { return std::nullopt; }
};

// solve --first: a puzzle with several solutions still gets one printed.
struct FirstOption {
  bool first = false;

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map&) { return std::nullopt; }
};

// --timeout SECONDS, --node-budget N: per puzzle.
struct BudgetOptions {
  std::uint64_t node_budget = sudoku::SolveLimits::unlimited;
  std::optional<double> timeout;

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map& values);
  // Sets the node and time budgets of `limits`.
  void apply(sudoku::SolveLimits& limits) const;

 private:
  std::string node_budget_text_;
  double timeout_text_ = 0;
};

// --output-dir DIR: one .dlx file per puzzle (created if need be).
struct OutputDirOption {
  std::string dir;

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map& values);
};

// -j N, --progress.
struct ThreadOptions {
  explicit ThreadOptions(Context& context) : progress_by_default_(context.err_is_terminal), notes_(context.err) {}
  int threads = 1;  // at most the cores (usable_threads: -j beyond them is noted)
  bool progress = false;
  // --shard K/N: only the records whose index is K mod N (every shard reads the whole input); N = 1: all of them.
  std::uint64_t shard = 0;
  std::uint64_t shards = 1;

  void declare(po::options_description& options);
  OptionError finish(const po::variables_map& values);

 private:
  bool progress_by_default_;
  std::ostream& notes_;  // where -j beyond the cores is noted
  std::string threads_text_;
  std::string shard_text_;
  std::string max_memory_text_;
};

// The options of a command: --help, then each group's, in the order given (the order of its --help).
template <class... Groups>
po::options_description declare_groups(Groups&... groups) {
  po::options_description options("options");
  options.add_options()("help,h", "show this help");
  (groups.declare(options), ...);
  return options;
}

// Finishes every group in turn; the first error, if any.
template <class... Groups>
OptionError finish_groups(const po::variables_map& values, Groups&... groups) {
  OptionError error;
  ((error = error ? error : groups.finish(values)), ...);
  return error;
}

}  // namespace dlx
