// A file the user named, replaced whole or not at all (cover --zdd FILE, cover --checkpoint FILE): the text goes to a
// temporary file beside it, flushed to disk, and is renamed onto FILE only when every byte is written. A run that
// stops early, a full disk or a failed write leave FILE as it was. What a user expects of a replaced file is kept:
//   - an existing FILE keeps its permission bits (and its group, where we may set it); a new one gets 0666 less the
//     umask, as a file written by the shell's `>` would;
//   - a FILE that is a symbolic link is written through: its target is replaced and the link stays;
//   - a FILE that is a directory, or a folder where nothing can be written, is said by open(), before any work.
// The temporary file is made by mkstemp (O_EXCL), so nothing that happens to bear its name is ever followed or
// overwritten. Every message names FILE as the user gave it, never the temporary file.
#pragma once

#include <cerrno>
#include <cstdio>
#include <optional>
#include <string>

namespace dlx {

class ReplacedFile {
 public:
  explicit ReplacedFile(std::string path);
  ~ReplacedFile();  // an uncommitted temporary file is removed
  ReplacedFile(const ReplacedFile&) = delete;
  ReplacedFile& operator=(const ReplacedFile&) = delete;

  // Makes the temporary file; the problem ("FILE: Is a directory"), if any.
  std::optional<std::string> open();

  // Where the text goes between open() and commit(). A writer that sees a write fail says so with its errno, which
  // commit() then reports (a failure it does not say is still found, by ferror, as EIO).
  std::FILE* stream() const { return stream_; }
  void write_failed(int error) {
    if (write_failure_ == 0) write_failure_ = error != 0 ? error : EIO;
  }

  // Flushes, syncs, closes and renames onto FILE; the problem, if any (FILE is then as it was).
  std::optional<std::string> commit();

 private:
  std::string problem(int error) const;

  std::string path_;    // as the user named it
  std::string target_;  // the file replaced: path_, or where the link path_ points
  std::string temporary_;
  std::FILE* stream_ = nullptr;
  int write_failure_ = 0;
  bool committed_ = false;
};

}  // namespace dlx
