#include "interrupt.hpp"

namespace dlx {

namespace {

constexpr int kSignals[3] = {SIGINT, SIGTERM, SIGHUP};

std::atomic<bool> interrupted{false};
std::atomic<int> first_signal{0};
std::atomic<pid_t> first_sender{0};  // who sent the first signal (0: the kernel, e.g. Ctrl-C at a terminal)
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free &&
                  std::atomic<pid_t>::is_always_lock_free,
              "the flag, the signal number and its sender are set from a signal handler");

extern "C" void on_interrupt(int signal, siginfo_t* info, void*) {
  const pid_t sender = info != nullptr && info->si_code == SI_USER ? info->si_pid : 0;
  if (interrupted.exchange(true)) {
    // GNU timeout (and any tool that signals a process and then its group) sends the same signal twice at once: a
    // repeat from the same sender is that one request, not a second one; it would otherwise lose the partial result.
    if (sender != 0 && sender == first_sender.load() && signal == first_signal.load()) return;
    std::signal(signal, SIG_DFL);  // a second request: stop waiting for the search
    std::raise(signal);
    return;
  }
  first_sender.store(sender);
  first_signal.store(signal);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  interrupted.store(false);
  first_signal.store(0);
  first_sender.store(0);
  struct sigaction action {};
  action.sa_sigaction = on_interrupt;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  for (int k = 0; k < 3; ++k) sigaction(kSignals[k], &action, &previous_[k]);
}

InterruptGuard::~InterruptGuard() {
  for (int k = 0; k < 3; ++k) sigaction(kSignals[k], &previous_[k], nullptr);
}

const std::atomic<bool>& InterruptGuard::flag() const { return interrupted; }

int interrupting_signal() { return first_signal.load(); }

}  // namespace dlx
