#include "progress_line.hpp"

#include <cstdio>
#include <ostream>

namespace dlx {

namespace {

// Back to the start of the line and clear it (ECMA-48 "erase in line"), as every terminal emulator understands.
constexpr std::string_view kClearLine = "\r\x1b[K";

}  // namespace

std::string with_thousands(std::uint64_t value) {
  std::string digits = std::to_string(value);
  for (std::size_t k = digits.size(); k > 3; k -= 3) digits.insert(k - 3, 1, ',');
  return digits;
}

std::string time_left(double fraction_done, double seconds) {
  if (!(fraction_done >= 1e-6) || fraction_done >= 1 || seconds <= 0) return "";
  const double left = seconds * (1 - fraction_done) / fraction_done;
  char text[64];
  if (left < 120) {
    std::snprintf(text, sizeof text, "~%.0f s left", left);
  } else if (left < 7200) {
    std::snprintf(text, sizeof text, "~%.0f min left", left / 60);
  } else if (left < 172800) {
    std::snprintf(text, sizeof text, "~%.1f h left", left / 3600);
  } else {
    std::snprintf(text, sizeof text, "~%.0f days left", left / 86400);
  }
  return text;
}

std::string count_progress_text(std::uint64_t nodes, std::uint64_t solutions, double fraction_done, double seconds) {
  const auto rate = static_cast<std::uint64_t>(seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0);
  char share[32];
  std::snprintf(share, sizeof share, "~%.*f%% of the tree", fraction_done < 0.001 ? 4 : 1, 100.0 * fraction_done);
  std::string text = "progress: " + with_thousands(nodes) + " nodes, " + with_thousands(solutions) + " solutions, " +
                     with_thousands(rate) + " nodes/s, " + share;
  if (const std::string left = time_left(fraction_done, seconds); !left.empty()) text += ", " + left;
  char elapsed[32];
  std::snprintf(elapsed, sizeof elapsed, ", %.1f s", seconds);
  return text + elapsed;
}

void ProgressLine::show(std::string_view text) {
  std::lock_guard lock(mutex_);
  if (in_place_) {
    err_ << kClearLine << text << std::flush;
    shown_ = text;
  } else {
    err_ << text << '\n' << std::flush;
  }
}

void ProgressLine::write_above(std::string_view text) {
  if (text.empty()) return;
  std::lock_guard lock(mutex_);
  if (shown_.empty()) {
    err_ << text;
  } else {
    err_ << kClearLine << text << shown_;
  }
  err_.flush();
}

void ProgressLine::clear() {
  std::lock_guard lock(mutex_);
  if (shown_.empty()) return;
  err_ << kClearLine << std::flush;
  shown_.clear();
}

}  // namespace dlx
