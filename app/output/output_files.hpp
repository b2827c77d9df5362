// The files `--output-dir DIR` writes, one per puzzle (encode, solve --format dlx): DIR/NAME-LINE.dlx, where NAME is
// the source file's stem ("stdin" for standard input). Nothing is ever lost or overwritten:
//   - two sources with the same stem (a/x.txt, b/x.txt) are named by their whole paths instead (a_x-1.dlx, b_x-1.dlx);
//     a source named twice, or paths that still collide, are refused before anything is written;
//   - each file is written whole or not at all (output/whole_file.hpp): to a hidden temporary file in DIR, linked to
//     its name only when complete (a killed run leaves at most a temporary file, never half a problem under a real
//     name), with the mode the shell's `>` would give it;
//   - a file that already exists is never replaced (an error record names it; the other puzzles are still written).
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dlx {

class OutputFiles {
 public:
  // The names for the sources `paths` (as given on the command line; none or "-" is standard input) in `dir`; the
  // reason when two sources would write the same files.
  static std::optional<std::string> plan(const std::string& dir, const std::vector<std::string>& paths,
                                         OutputFiles& files);

  // Where the puzzle of `source` (a record's source name) starting at `line` goes.
  std::filesystem::path path_for(const std::string& source, std::int64_t line) const;

  // Writes `text` as the new file `path`, whole or not at all; the problem, if any ("PATH: exists, not overwritten").
  static std::optional<std::string> write_new(const std::filesystem::path& path, const std::string& text);

 private:
  std::filesystem::path dir_;
  std::map<std::string, std::string> names_;  // source name -> file name stem
};

}  // namespace dlx
