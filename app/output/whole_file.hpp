// A file dlx writes whole or not at all (cover --zdd FILE, cover --checkpoint FILE, the files of --output-dir): the
// text goes to a temporary file beside it, and only when every byte is written does the temporary file take FILE's
// name. A run that stops early, a full disk or a failed write leave FILE as it was (or absent). What a user expects of
// a file they named is kept:
//   - IfExists::replace (--zdd, --checkpoint): an existing FILE is replaced by a rename, keeping its permission bits
//     (and its group, where we may set it); a FILE that is a symbolic link is written through: its target is replaced (or
//     made, for a dangling link) and the link stays. The text is synced to disk before the rename, so that a crash leaves the old FILE or the new
//     one, never an empty one;
//   - IfExists::keep (--output-dir): the file takes its name by link(), which never replaces anything; an existing
//     FILE gives EEXIST and stays as it was. No sync: one per puzzle would make a batch crawl, and a file cut short by
//     a crash is not one a run reported as written;
//   - a new file gets 0666 less the umask, as the shell's `>` makes it (the temporary file is created with that mode;
//     mkstemp's 0600 would have made every file private);
//   - a FILE that is a directory, or a folder where nothing can be written, is said by open(), before any work.
// The temporary file is created with O_EXCL under a fresh name, so nothing that happens to bear its name is ever
// followed or overwritten.
#pragma once

#include <cerrno>
#include <cstdio>
#include <string>

namespace dlx {

class WholeFile {
 public:
  enum class IfExists { replace, keep };

  WholeFile(std::string path, IfExists if_exists);
  ~WholeFile();  // an uncommitted temporary file is removed
  WholeFile(const WholeFile&) = delete;
  WholeFile& operator=(const WholeFile&) = delete;

  // Makes the temporary file: 0, or the errno of what failed (EISDIR for a directory).
  int open();

  // Where the text goes between open() and commit(). A writer that sees a write fail says so with its errno, which
  // commit() then reports (a failure it does not say is still found, by ferror, as EIO).
  std::FILE* stream() const { return stream_; }
  void write_failed(int error) {
    if (write_failure_ == 0) write_failure_ = error != 0 ? error : EIO;
  }

  // Flushes, closes and gives the temporary file FILE's name: 0, or the errno of what failed (FILE is then as it
  // was; EEXIST with IfExists::keep when FILE exists).
  int commit();

  // "FILE: what the error says", naming FILE as the user gave it, never the temporary file.
  std::string problem(int error) const;

 private:
  std::string path_;    // as the user named it
  std::string target_;  // the file written: path_, or where the link path_ points
  IfExists if_exists_;
  std::string temporary_;
  std::FILE* stream_ = nullptr;
  int write_failure_ = 0;
  bool committed_ = false;
};

}  // namespace dlx
