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

bool LineSource::refill() {
  std::streambuf* buffer = in_.rdbuf();
  if (buffer == nullptr) return false;
  try {
    // What the streambuf holds (or can give without waiting), else one byte, waiting for it.
    const std::streamsize ready = buffer->in_avail();
    std::streamsize got = 0;
    if (ready > 0) {
      got = buffer->sgetn(chunk_.data(), std::min<std::streamsize>(ready, static_cast<std::streamsize>(kChunk)));
    } else {
      const int c = buffer->sbumpc();
      if (c != std::char_traits<char>::eof()) {
        chunk_[0] = static_cast<char>(c);
        got = 1;
      }
    }
    chunk_at_ = 0;
    chunk_end_ = static_cast<std::size_t>(std::max<std::streamsize>(got, 0));
    return got > 0;
  } catch (...) {
    failed_ = true;  // a streambuf that throws: the input ends here, and the caller is told so
    return false;
  }
}

bool LineSource::read_line(InputLine& line) {
  line.text.clear();
  line.defect = LineDefect::none;
  line.defect_column = 0;
  if (in_.rdbuf() == nullptr) {
    at_end_ = true;
    return false;
  }
  bool any = false;
  bool too_long = false;
  bool non_ascii = false;
  bool ended = false;
  std::size_t nul_at = std::string::npos;
  // A CR ends a line; a LF right after it belongs to that end, even in the next piece of the input.
  bool after_cr = false;
  while (!ended) {
    if (chunk_at_ == chunk_end_ && !refill()) break;
    if (after_cr) {
      after_cr = false;
      if (chunk_[chunk_at_] == '\n') ++chunk_at_;
      ended = true;
      break;
    }
    any = true;
    const char* const begin = chunk_.data() + chunk_at_;
    const char* const stop = chunk_.data() + chunk_end_;
    const char* end = begin;
    while (end != stop && *end != '\n' && *end != '\r') ++end;
    // The piece [begin, end) belongs to the line: kept up to the limit, checked for NUL and non-ASCII bytes.
    const std::size_t room = max_length_ - std::min(max_length_, line.text.size());
    const std::size_t length = static_cast<std::size_t>(end - begin);
    const std::size_t kept = std::min(room, length);
    if (kept < length) too_long = true;  // read on to the line end, keeping nothing more
    for (std::size_t k = 0; k < kept; ++k) {
      const auto c = static_cast<unsigned char>(begin[k]);
      if (c == 0 && nul_at == std::string::npos) nul_at = line.text.size() + k;
      non_ascii = non_ascii || c >= 0x80;
    }
    line.text.append(begin, kept);
    chunk_at_ += length;
    if (end == stop) continue;
    ++chunk_at_;  // the line end
    if (*end == '\r') {  // CR LF (Windows) or a CR alone (classic Mac OS, some exports): either ends the line
      if (chunk_at_ < chunk_end_) {
        if (chunk_[chunk_at_] == '\n') ++chunk_at_;
        ended = true;
      } else {
        after_cr = true;
      }
    } else {
      ended = true;
    }
  }
  if (failed_) at_end_ = true;
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
