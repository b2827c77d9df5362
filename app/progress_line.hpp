// Progress on stderr: one line, about once a second, for every job that runs longer than that.
//
// On a terminal the line is rewritten in place ("\r", the text, then "clear to the end of the line") and cleared when
// the job ends, so it never scrolls and no stale line is left above the result; any other message written meanwhile
// (a record's parse error) goes above it through write_above(). Anywhere else (`--progress 2> log`) each report is a
// line of its own, so a log keeps them all. One ProgressLine per run, shared by the batch's report and a long count's.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <mutex>
#include <string>
#include <string_view>

namespace dlx {

// 1234567 as "1,234,567": progress figures are read at a glance.
std::string with_thousands(std::uint64_t value);

// "~12 s left", "~3 min left", "~2.5 h left", "~4 days left": the remaining time at the rate so far, or "" when the
// fraction done is too small to tell (under one in a million).
std::string time_left(double fraction_done, double seconds);

// "progress: 1,234,567 nodes, 89 solutions, 2,500,000 nodes/s, ~12.3% of the tree, ~40 s left, 5.6 s": a count's
// report — nodes and solutions so far, the rate, the estimated share of the search tree done (Knuth's estimate from
// the current path, TAOCP 7.2.2) and the time left at that rate, elapsed.
std::string count_progress_text(std::uint64_t nodes, std::uint64_t solutions, double fraction_done, double seconds);

class ProgressLine {
 public:
  ProgressLine(std::ostream& err, bool in_place) : err_(err), in_place_(in_place) {}
  ~ProgressLine() { clear(); }
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  bool in_place() const { return in_place_; }

  // Shows `text` (one line, no newline) in place of the last report.
  void show(std::string_view text);
  // Writes `text` (whole lines) to stderr above the progress line, which is shown again after it.
  void write_above(std::string_view text);
  // Removes the progress line (the job is done).
  void clear();

 private:
  std::ostream& err_;
  bool in_place_;
  std::mutex mutex_;
  std::string shown_;  // the line on the terminal now, "" when none
};

}  // namespace dlx
