// The lines of an input stream, read through its streambuf in the pieces it already holds (never waiting for more
// than one byte, so a slow pipe is read as it comes), so that a line longer than the limit is never held whole, with
// a look-ahead of as many lines as a reader asks for. The source reads ahead of the lines it has returned (at most
// what the streambuf held): it owns the stream to its end. Each line comes
// with what is wrong with it as text (too long, a NUL byte, bytes that are not UTF-8), for the reader to report.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace sudoku::detail {

enum class LineDefect : std::uint8_t { none, too_long, nul_byte, invalid_utf8 };

struct InputLine {
  std::string text;         // without its end (LF, CR LF or CR); only the first max_length bytes when too long
  std::int64_t number = 0;  // 1-based
  LineDefect defect = LineDefect::none;
  std::int64_t defect_column = 0;  // 1-based; the first defect of the line
};

class LineSource {
 public:
  LineSource(std::istream& in, std::size_t max_length);

  // The line `ahead` lines after the current one (0: the current one); nullptr past the end of the input. The
  // pointer stays valid until that line is popped, however far the reader looks ahead meanwhile.
  const InputLine* peek(std::size_t ahead = 0);
  void pop();  // on to the next line
  // The number of the last line read from the input (the line before "the end of the input").
  std::int64_t last_line_number() const { return next_number_ - 1; }
  bool failed() const { return failed_; }

 private:
  bool read_line(InputLine& line);
  // Makes the next bytes of the input available in chunk_[chunk_at_, chunk_end_); false at its end (or on an error,
  // with failed_ set).
  bool refill();
  InputLine& slot(std::size_t k) { return *ring_[(head_ + k) % ring_.size()]; }

  std::istream& in_;
  std::size_t max_length_;
  // The lines read ahead: count_ of them from head_, wrapping around. Each line stays where it is while the ring
  // grows, and its string keeps its buffer for the lines after it.
  std::vector<std::unique_ptr<InputLine>> ring_;
  std::size_t head_ = 0;
  std::size_t count_ = 0;
  std::int64_t next_number_ = 1;
  bool at_end_ = false;
  bool failed_ = false;
  // Bytes taken from the streambuf and not yet given out as lines.
  std::vector<char> chunk_ = std::vector<char>(kChunk);
  std::size_t chunk_at_ = 0;
  std::size_t chunk_end_ = 0;
  static constexpr std::size_t kChunk = 1 << 16;
};

}  // namespace sudoku::detail
