// Stopping a long run cleanly: the first SIGINT (Ctrl-C), SIGTERM (as `timeout`, Slurm and systemd send) or SIGHUP (the
// terminal closed) sets a flag that the search and the batch poll, so the command stops, prints what it has (marked
// partial) and exits with 128 + the signal's number, as a shell reports a process the signal ended: 130, 143, 129.
// A second such signal ends the process at once, as usual. SIGPIPE keeps its default: a reader that closed the pipe
// (`dlx solve ... | head`) ends the process quietly, as it does any Unix tool.
#pragma once

#include <atomic>
#include <csignal>

namespace dlx {

class InterruptGuard {
 public:
  InterruptGuard();   // installs the handlers (and clears the flag)
  ~InterruptGuard();  // restores the previous handlers
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  const std::atomic<bool>& flag() const;

 private:
  struct sigaction previous_[3] {};
};

// The signal that stopped the last command (SIGINT, SIGTERM or SIGHUP), or 0.
int interrupting_signal();

}  // namespace dlx
