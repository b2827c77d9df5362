#include "output/replaced_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace dlx {

namespace {

// The process's umask. Reading it means setting it; this runs on the command's thread before any worker starts.
mode_t current_umask() {
  const mode_t mask = ::umask(0);
  ::umask(mask);
  return mask;
}

}  // namespace

ReplacedFile::ReplacedFile(std::string path) : path_(std::move(path)), target_(path_) {}

ReplacedFile::~ReplacedFile() {
  if (stream_ != nullptr) std::fclose(stream_);
  if (!temporary_.empty() && !committed_) ::unlink(temporary_.c_str());
}

std::string ReplacedFile::problem(int error) const { return path_ + ": " + std::strerror(error); }

std::optional<std::string> ReplacedFile::open() {
  struct stat existing {};
  const bool exists = ::stat(path_.c_str(), &existing) == 0;  // through a link, to what it names
  if (exists && S_ISDIR(existing.st_mode)) return problem(EISDIR);
  std::error_code error;
  if (exists) {
    const std::filesystem::path resolved = std::filesystem::canonical(path_, error);
    if (!error) target_ = resolved.string();
  }
  const std::filesystem::path target(target_);
  const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : ".";
  temporary_ = (folder / ("." + target.filename().string() + ".XXXXXX")).string();
  const int descriptor = ::mkstemp(temporary_.data());
  if (descriptor < 0) {
    const int failure = errno;
    temporary_.clear();
    return problem(failure);
  }
  // mkstemp makes 0600; the replaced file's bits, else the shell's default for a new file.
  const mode_t mode = exists ? existing.st_mode & 07777 : 0666 & ~current_umask();
  if (exists && ::fchown(descriptor, static_cast<uid_t>(-1), existing.st_gid) != 0) {
    // not a member of FILE's group: the file becomes ours, with the bits kept
  }
  if (::fchmod(descriptor, mode) != 0) {
    const int failure = errno;
    ::close(descriptor);
    return problem(failure);
  }
  stream_ = ::fdopen(descriptor, "wb");
  if (stream_ == nullptr) {
    const int failure = errno;
    ::close(descriptor);
    return problem(failure);
  }
  return std::nullopt;
}

std::optional<std::string> ReplacedFile::commit() {
  int failure = write_failure_;  // the first: of a write, the flush, the sync, else the close (NFS reports ENOSPC there)
  if (failure == 0 && std::ferror(stream_) != 0) failure = EIO;
  if (failure == 0 && std::fflush(stream_) != 0) failure = errno;
  if (failure == 0 && ::fsync(::fileno(stream_)) != 0) failure = errno;
  if (std::fclose(stream_) != 0 && failure == 0) failure = errno;
  stream_ = nullptr;
  if (failure != 0) return problem(failure);
  if (std::rename(temporary_.c_str(), target_.c_str()) != 0) return problem(errno);
  committed_ = true;
  return std::nullopt;
}

}  // namespace dlx
