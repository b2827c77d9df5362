#include "interrupt.hpp"

namespace dlx {

namespace {

std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the flag is set from a signal handler");

extern "C" void on_interrupt(int) {
  if (interrupted.exchange(true)) {
    std::signal(SIGINT, SIG_DFL);  // the second Ctrl-C: stop waiting for the search
    std::raise(SIGINT);
  }
}

}  // namespace

InterruptGuard::InterruptGuard() {
  interrupted.store(false);
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &previous_);
}

InterruptGuard::~InterruptGuard() { sigaction(SIGINT, &previous_, nullptr); }

const std::atomic<bool>& InterruptGuard::flag() const { return interrupted; }

}  // namespace dlx
