#include "memory_limit.hpp"

#include <sys/resource.h>

#include <cerrno>
#include <cmath>
#include <cstring>

namespace dlx {

std::optional<std::uint64_t> parse_size(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (!(value > 0) || !std::isfinite(value)) return std::nullopt;
  double unit = 1;
  const std::string suffix = text.substr(used);
  if (suffix == "K" || suffix == "k") unit = 1024.0;
  else if (suffix == "M" || suffix == "m") unit = 1024.0 * 1024;
  else if (suffix == "G" || suffix == "g") unit = 1024.0 * 1024 * 1024;
  else if (suffix == "T" || suffix == "t") unit = 1024.0 * 1024 * 1024 * 1024;
  else if (!suffix.empty()) return std::nullopt;
  const double bytes = value * unit;
  if (bytes < 1 || bytes > 1.8e19) return std::nullopt;
  return static_cast<std::uint64_t>(bytes);
}

std::optional<std::string> apply_memory_limit(std::uint64_t bytes) {
  rlimit limit{};
  if (getrlimit(RLIMIT_AS, &limit) != 0) return std::string("getrlimit: ") + std::strerror(errno);
  if (limit.rlim_max != RLIM_INFINITY && bytes > limit.rlim_max) {
    return "--max-memory " + std::to_string(bytes) + " bytes is above this process's hard limit of " +
           std::to_string(limit.rlim_max);
  }
  limit.rlim_cur = static_cast<rlim_t>(bytes);
  if (setrlimit(RLIMIT_AS, &limit) != 0) return std::string("setrlimit: ") + std::strerror(errno);
  return std::nullopt;
}

}  // namespace dlx
