#include "output/checkpoint.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

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
  const std::string temporary = path + ".tmp-" + std::to_string(::getpid());
  std::FILE* file = std::fopen(temporary.c_str(), "wb");
  if (file == nullptr) return temporary + ": " + std::strerror(errno);
  const bool written = std::fwrite(text.data(), 1, text.size(), file) == text.size() && std::fflush(file) == 0 &&
                       ::fsync(::fileno(file)) == 0;
  const int write_error = errno;
  if (std::fclose(file) != 0 || !written) {
    std::remove(temporary.c_str());
    return path + ": " + std::strerror(written ? errno : write_error);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    const int rename_error = errno;
    std::remove(temporary.c_str());
    return path + ": " + std::strerror(rename_error);
  }
  return std::nullopt;
}

}  // namespace dlx
