// Ctrl-C during a long search: the first SIGINT sets a flag that the search polls, so the command stops cleanly and
// prints what it has (marked partial, exit status 130); a second SIGINT ends the process at once, as usual.
#pragma once

#include <atomic>
#include <csignal>

namespace dlx {

class InterruptGuard {
 public:
  InterruptGuard();   // installs the handler (and clears the flag)
  ~InterruptGuard();  // restores the previous handler
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  const std::atomic<bool>& flag() const;

 private:
  struct sigaction previous_ {};
};

}  // namespace dlx
