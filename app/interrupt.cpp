#include "interrupt.hpp"

namespace dlx {

namespace {

constexpr int kSignals[3] = {SIGINT, SIGTERM, SIGHUP};

std::atomic<bool> interrupted{false};
std::atomic<int> first_signal{0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free,
              "the flag and the signal number are set from a signal handler");

extern "C" void on_interrupt(int signal) {
  if (interrupted.exchange(true)) {
    std::signal(signal, SIG_DFL);  // the second one: stop waiting for the search
    std::raise(signal);
    return;
  }
  first_signal.store(signal);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  interrupted.store(false);
  first_signal.store(0);
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  for (int k = 0; k < 3; ++k) sigaction(kSignals[k], &action, &previous_[k]);
}

InterruptGuard::~InterruptGuard() {
  for (int k = 0; k < 3; ++k) sigaction(kSignals[k], &previous_[k], nullptr);
}

const std::atomic<bool>& InterruptGuard::flag() const { return interrupted; }

int interrupting_signal() { return first_signal.load(); }

}  // namespace dlx
