#include "output/whole_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cstring>
#include <filesystem>
#include <random>
#include <system_error>

namespace dlx {

namespace {

// Creates a fresh file beside `target`, named ".NAME.XXXXXX", with O_EXCL: mkstemp's guarantee, but with mode 0666 so
// that the kernel applies the umask (reading the umask means setting it, which races with other threads' files).
// Returns the descriptor, or -1 with errno set.
int create_temporary(const std::filesystem::path& target, std::string& temporary) {
  static std::atomic<std::uint64_t> counter{std::random_device{}()};
  const std::filesystem::path folder = target.has_parent_path() ? target.parent_path() : ".";
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::uint64_t tag = counter.fetch_add(0x9E3779B97F4A7C15ULL) ^ static_cast<std::uint64_t>(::getpid());
    std::string suffix;
    for (int k = 0; k < 6; ++k, tag /= 36) suffix += "0123456789abcdefghijklmnopqrstuvwxyz"[tag % 36];
    temporary = (folder / ("." + target.filename().string() + "." + suffix)).string();
    const int descriptor = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (descriptor >= 0 || errno != EEXIST) return descriptor;
  }
  errno = EEXIST;
  return -1;
}

}  // namespace

WholeFile::WholeFile(std::string path, IfExists if_exists)
    : path_(std::move(path)), target_(path_), if_exists_(if_exists) {}

WholeFile::~WholeFile() {
  if (stream_ != nullptr) std::fclose(stream_);
  if (!temporary_.empty() && !committed_) ::unlink(temporary_.c_str());
}

std::string WholeFile::problem(int error) const { return path_ + ": " + std::strerror(error); }

int WholeFile::open() {
  struct stat existing {};
  const bool exists = ::stat(path_.c_str(), &existing) == 0;  // through a link, to what it names
  if (exists && S_ISDIR(existing.st_mode)) return EISDIR;
  const bool replaced = exists && if_exists_ == IfExists::replace;
  if (if_exists_ == IfExists::replace) {
    // Written through a link, as the shell's `>` does: to what it names, which a dangling link names too.
    std::error_code error;
    std::filesystem::path resolved = exists ? std::filesystem::canonical(path_, error) : std::filesystem::path(path_);
    std::error_code absent;  // a missing file is no error here: it is where the link points
    for (int hops = 0; !exists && !error && hops < 40 && std::filesystem::is_symlink(resolved, absent); ++hops) {
      const std::filesystem::path next = std::filesystem::read_symlink(resolved, error);
      resolved = next.is_absolute() ? next : resolved.parent_path() / next;
    }
    if (!error) target_ = resolved.string();
  }
  const int descriptor = create_temporary(target_, temporary_);
  if (descriptor < 0) {
    const int failure = errno;
    temporary_.clear();
    return failure;
  }
  if (replaced) {  // the replaced file's bits and group
    if (::fchown(descriptor, static_cast<uid_t>(-1), existing.st_gid) != 0) {
      // not a member of FILE's group: the file becomes ours, with the bits kept
    }
    if (::fchmod(descriptor, existing.st_mode & 07777) != 0) {
      const int failure = errno;
      ::close(descriptor);
      return failure;
    }
  }
  stream_ = ::fdopen(descriptor, "wb");
  if (stream_ == nullptr) {
    const int failure = errno;
    ::close(descriptor);
    return failure;
  }
  return 0;
}

int WholeFile::commit() {
  int failure = write_failure_;  // the first: of a write, the flush, the sync, else the close (NFS reports ENOSPC there)
  if (failure == 0 && std::ferror(stream_) != 0) failure = EIO;
  if (failure == 0 && std::fflush(stream_) != 0) failure = errno;
  if (failure == 0 && if_exists_ == IfExists::replace && ::fsync(::fileno(stream_)) != 0) failure = errno;
  if (std::fclose(stream_) != 0 && failure == 0) failure = errno;
  stream_ = nullptr;
  if (failure != 0) return failure;
  if (if_exists_ == IfExists::replace) {
    if (std::rename(temporary_.c_str(), target_.c_str()) != 0) return errno;
    committed_ = true;
  } else {
    // link() never replaces an existing file, unlike rename; the temporary name then goes either way.
    if (::link(temporary_.c_str(), target_.c_str()) != 0) return errno;
  }
  return 0;
}

}  // namespace dlx
