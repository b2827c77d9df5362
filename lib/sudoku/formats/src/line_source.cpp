#include "line_source.hpp"

#include <algorithm>
#include <istream>
#include <utility>

#include "cell_text.hpp"

namespace sudoku::detail {

LineSource::LineSource(std::istream& in, std::size_t max_length) : in_(in), max_length_(max_length) {
  for (int k = 0; k < 4; ++k) ring_.push_back(std::make_unique<InputLine>());
}

const InputLine* LineSource::peek(std::size_t ahead) {
  while (count_ <= ahead) {
    if (at_end_) return nullptr;
    if (count_ == ring_.size()) {
      // Grow the ring, the lines read ahead first in order.
      std::rotate(ring_.begin(), ring_.begin() + static_cast<std::ptrdiff_t>(head_), ring_.end());
      head_ = 0;
      const std::size_t size = ring_.size();
      for (std::size_t k = 0; k < size; ++k) ring_.push_back(std::make_unique<InputLine>());
    }
    if (!read_line(slot(count_))) return nullptr;
    ++count_;
  }
  return &slot(ahead);
}

void LineSource::pop() {
  if (count_ == 0 && peek() == nullptr) return;
  head_ = (head_ + 1) % ring_.size();
  --count_;
}

bool LineSource::read_line(InputLine& line) {
  line.text.clear();
  line.defect = LineDefect::none;
  line.defect_column = 0;
  std::streambuf* buffer = in_.rdbuf();
  if (buffer == nullptr) {
    at_end_ = true;
    return false;
  }
  bool any = false;
  bool too_long = false;
  bool non_ascii = false;
  std::size_t nul_at = std::string::npos;
  try {
    for (int c = buffer->sbumpc(); c != std::char_traits<char>::eof(); c = buffer->sbumpc()) {
      any = true;
      if (c == '\n') break;
      if (c == '\r') {  // CR LF (Windows) or a CR alone (classic Mac OS, some exports): either ends the line
        if (buffer->sgetc() == '\n') buffer->sbumpc();
        break;
      }
      if (line.text.size() == max_length_) {
        too_long = true;  // read on to the line end, keeping nothing more
        continue;
      }
      if (c == 0 && nul_at == std::string::npos) nul_at = line.text.size();
      non_ascii = non_ascii || c >= 0x80;
      line.text.push_back(static_cast<char>(c));
    }
  } catch (...) {
    failed_ = true;  // a streambuf that throws: the input ends here, and the caller is told so
    at_end_ = true;
  }
  if (!any) {
    at_end_ = true;
    return false;
  }
  line.number = next_number_++;
  // A byte-order mark starts some files written on Windows: it becomes white space, keeping the columns.
  if (line.number == 1 && line.text.starts_with("\xef\xbb\xbf")) line.text.replace(0, 3, "   ");

  std::size_t bad_utf8_at = std::string::npos;
  for (std::size_t at = 0; non_ascii && at < line.text.size();) {
    const std::size_t length = utf8_length_at(line.text, at);
    // The last character of a line cut short may be cut too: that is no defect of the text.
    if (length == 0 && !(too_long && line.text.size() - at < 4)) {
      bad_utf8_at = at;
      break;
    }
    at += length == 0 ? 1 : length;
  }
  if (too_long) {
    line.defect = LineDefect::too_long;
    line.defect_column = static_cast<std::int64_t>(max_length_) + 1;
  }
  // The first defect in the line is the one reported.
  if (nul_at != std::string::npos && (line.defect == LineDefect::none || nul_at < bad_utf8_at)) {
    line.defect = LineDefect::nul_byte;
    line.defect_column = static_cast<std::int64_t>(nul_at) + 1;
  }
  if (bad_utf8_at != std::string::npos && bad_utf8_at < nul_at) {
    line.defect = LineDefect::invalid_utf8;
    line.defect_column = static_cast<std::int64_t>(bad_utf8_at) + 1;
  }
  return true;
}

}  // namespace sudoku::detail
