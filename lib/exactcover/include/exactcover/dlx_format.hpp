/// \file
/// Knuth's DLX text format for exact-cover problems (DLX1, DLX2's colors, DLX3's multiplicities), read and written.
///
///   | a comment: any line whose first non-blank character is '|'; blank lines are skipped too
///   A B 2:3|C | X Y        the item line: primary items, then after a lone '|' the secondary ones;
///                          `a:b|name` or `b|name` gives a primary item the multiplicity [a, b]
///   A B X:red Y            every later line is an option; `name:color` colors a secondary item
///   A C |3                 `|N` after an item gives the option the cost N (DLX5's costs; several add up)
///
/// Names are any non-blank characters other than ':' and '|', of any length (Knuth: at most 8). Colors are any
/// non-blank characters other than ':' and '|' too (Knuth: one character). Every error carries its line and column;
/// an option with no primary item is dropped with a warning, as Knuth's programs do. Reading refuses input that would
/// need more than `max_nodes` nodes, before it exhausts memory.
///
/// Thread safety: the functions keep no state; reading and writing different streams from different threads is safe.
/// Errors are values (DlxReadResult's error, with line and column), never exceptions.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "exactcover/problem.hpp"

namespace exactcover {

struct DlxReadLimits {
  std::int64_t max_nodes = 200'000'000;           // about 2.4 GB of nodes, and as much again while reading
  std::int64_t max_line_length = 64 * 1024 * 1024;  // bytes; a longer line is refused, not buffered
};

struct DlxProblem {
  Problem problem;
  std::vector<std::string> color_names;        // color c (>= 1) is color_names[c]; [0] is ""
  std::vector<TextPosition> option_positions;  // where each option of `problem` was read
  std::vector<Error> warnings;                 // dropped options (Error::Kind::dropped_option), in input order
};

struct DlxReadResult {
  std::optional<Error> error;  // set when the input is not a valid problem (then `problem` is incomplete)
  DlxProblem problem;
};

DlxReadResult read_dlx(std::istream& in, const DlxReadLimits& limits = {});

/// Writes `problem` in the same format: the item line (primary items first, then secondary ones), then one line per
/// option, items in their order. `color_names` names the colors (a color without a name is written as its number);
/// an item without a name is written as `_<id>`. Reading the text back gives the same problem, item names and option
/// order kept (item ids too, when every primary item was added before every secondary one).
void write_dlx(const Problem& problem, const std::vector<std::string>& color_names, std::ostream& out);

/// The problem's identity for shard results (dlx merge refuses to add up shards of different problems): the FNV-1a
/// hash of the text write_dlx writes, as 16 hex digits. Comments, spacing and the file's name do not change it; the
/// order of items and options does (it changes the numbering of subproblems too).
std::string problem_fingerprint(const Problem& problem, const std::vector<std::string>& color_names);

/// One option as written by write_dlx, without the line end ("A C X:red", "A C |3" when it has a cost).
std::string format_option(const Problem& problem, const std::vector<std::string>& color_names, OptionId option);

}  // namespace exactcover
