#include "output/checkpoint.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "output/whole_file.hpp"

namespace dlx {

std::optional<std::string> load_checkpoint(const std::string& path, const CheckpointKey& key,
                                           exactcover::ShardProgress& progress) {
  std::error_code error;
  if (!std::filesystem::exists(path, error)) return std::nullopt;  // the first run: nothing to resume
  std::ifstream in(path, std::ios::binary);
  if (!in) return path + ": " + std::strerror(errno);
  std::ostringstream text;
  text << in.rdbuf();
  const nlohmann::json saved = nlohmann::json::parse(text.str(), nullptr, false);
  if (saved.is_discarded() || !saved.is_object() || !saved.contains("finished") || !saved["finished"].is_array()) {
    return path + ": not a checkpoint of dlx cover --shard";
  }
  const nlohmann::json expected = {{"fingerprint", key.fingerprint}, {"shard", key.shard},
                                   {"split_depth", key.split_depth}, {"subproblems", key.subproblems}};
  for (const auto& [name, value] : expected.items()) {
    if (!saved.contains(name) || saved[name] != value) {
      return path + ": a checkpoint of another " +
             (name == "fingerprint" ? std::string("problem") : name == "shard" ? "shard" : "cut") + " (" + name + " " +
             (saved.contains(name) ? saved[name].dump() : "missing") + ", here " + value.dump() +
             "): name another file, or remove it to start again";
    }
  }
  try {
    progress.finished = saved["finished"].get<std::vector<std::size_t>>();
    progress.stats.solutions = saved.at("count").get<std::uint64_t>();
    progress.stats.nodes = saved.at("nodes").get<std::uint64_t>();
    progress.stats.updates = saved.at("updates").get<std::uint64_t>();
    progress.above_counted = saved.at("above_counted").get<bool>();
  } catch (const nlohmann::json::exception&) {
    return path + ": a checkpoint with a field missing or of the wrong type";
  }
  return std::nullopt;
}

std::optional<std::string> save_checkpoint(const std::string& path, const CheckpointKey& key,
                                           const exactcover::ShardProgress& progress) {
  const nlohmann::json saved = {{"fingerprint", key.fingerprint},       {"shard", key.shard},
                                {"split_depth", key.split_depth},       {"subproblems", key.subproblems},
                                {"finished", progress.finished},        {"count", progress.stats.solutions},
                                {"nodes", progress.stats.nodes},        {"updates", progress.stats.updates},
                                {"above_counted", progress.above_counted}};
  const std::string text = saved.dump() + "\n";
  WholeFile file(path, WholeFile::IfExists::replace);
  int error = file.open();
  if (error == 0) {
    if (std::fwrite(text.data(), 1, text.size(), file.stream()) != text.size()) file.write_failed(errno);
    error = file.commit();
  }
  if (error != 0) return file.problem(error);
  return std::nullopt;
}

}  // namespace dlx
