#include "output/output_files.hpp"

#include <cerrno>
#include <cstdio>
#include <system_error>

#include "output/whole_file.hpp"
#include "records.hpp"

namespace dlx {

namespace {

std::string stem_of(const std::string& source) {
  return source == "<stdin>" ? "stdin" : std::filesystem::path(source).stem().string();
}

// The whole path as one name: "a/x.txt" -> "a_x", "../data/x.txt" -> "data_x".
std::string flattened(const std::string& source) {
  if (source == "<stdin>") return "stdin";
  std::string name;
  const std::filesystem::path path(source);
  for (const auto& part : path.parent_path().lexically_normal()) {
    const std::string text = part.string();
    if (text.empty() || text == "." || text == ".." || text == "/") continue;
    name += text + "_";
  }
  return name + path.stem().string();
}

}  // namespace

std::optional<std::string> OutputFiles::plan(const std::string& dir, const std::vector<std::string>& paths,
                                             OutputFiles& files) {
  files.dir_ = dir;
  files.names_.clear();
  std::vector<std::string> sources;
  for (const std::string& path : paths) sources.push_back(source_name(path));
  if (sources.empty()) sources.push_back("<stdin>");
  std::map<std::string, int> stems;
  for (const std::string& source : sources) {
    if (files.names_.count(source) != 0) return source + " is named twice: its puzzles would be written twice";
    files.names_[source] = "";
    ++stems[stem_of(source)];
  }
  std::map<std::string, std::string> taken;  // file name stem -> the source that has it
  for (const std::string& source : sources) {
    const std::string name = stems[stem_of(source)] > 1 ? flattened(source) : stem_of(source);
    if (auto [at, fresh] = taken.emplace(name, source); !fresh) {
      return at->second + " and " + source + " would both write " + (files.dir_ / (name + "-LINE.dlx")).string();
    }
    files.names_[source] = name;
  }
  return std::nullopt;
}

std::filesystem::path OutputFiles::path_for(const std::string& source, std::int64_t line) const {
  const auto found = names_.find(source);
  const std::string name = found != names_.end() ? found->second : stem_of(source);
  return dir_ / (name + "-" + std::to_string(line) + ".dlx");
}

std::optional<std::string> OutputFiles::write_new(const std::filesystem::path& path, const std::string& text) {
  WholeFile file(path.string(), WholeFile::IfExists::keep);
  int error = file.open();
  if (error == 0) {
    if (std::fwrite(text.data(), 1, text.size(), file.stream()) != text.size()) file.write_failed(errno);
    error = file.commit();
  }
  if (error == 0) return std::nullopt;
  if (error == EEXIST) return path.string() + ": exists, not overwritten";
  return path.string() + ": cannot write: " + std::generic_category().message(error);
}

}  // namespace dlx
