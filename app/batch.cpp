#include "batch.hpp"

#include "progress_line.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <system_error>
#include <thread>
#include <new>
#include <ostream>
#include <vector>

namespace dlx {

namespace {

// Records travel through the pipeline in groups: one token per group keeps the pipeline's own cost (a few
// microseconds per token) small beside puzzles that take tens of microseconds each.
constexpr std::size_t kGroupSize = 32;
constexpr std::size_t kGroupsPerThread = 4;  // in flight at once: bounds memory, keeps both cores busy

struct Group {
  std::vector<Record> records;
  std::size_t count = 0;
  std::string out;
  std::vector<std::size_t> ends;  // where each record's output ends in `out` (only for BatchOptions::before_write)
  std::string err;
  ExitStatus status = ExitStatus::ok;
  std::uint64_t puzzles = 0;
};

// The batch's report: records done, their rate, and from the bytes read the share of the input and the time left.
class Progress {
 public:
  Progress(const BatchOptions& options, const RecordSource& reader, ProgressLine& line)
      : enabled_(options.progress), noun_(options.noun), reader_(reader), line_(line),
        start_(std::chrono::steady_clock::now()), next_(start_ + std::chrono::seconds(1)) {}

  void update(std::uint64_t done) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now < next_) return;
    next_ = now + std::chrono::seconds(1);
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    std::string text = "progress: " + with_thousands(done) + " " + noun_ + ", " +
                       with_thousands(static_cast<std::uint64_t>(static_cast<double>(done) / elapsed)) + "/s";
    if (reader_.amount_total() > 0 && reader_.amount_done() > 0) {
      const double fraction = static_cast<double>(reader_.amount_done()) / static_cast<double>(reader_.amount_total());
      char share[48];
      std::snprintf(share, sizeof share, ", %.0f%% of the input", 100.0 * fraction);
      text += share;
      if (const std::string left = time_left(fraction, elapsed); !left.empty()) text += ", " + left;
    }
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, ", %.1f s", elapsed);
    line_.show(text + seconds);
  }

 private:
  bool enabled_;
  std::string noun_;
  const RecordSource& reader_;
  ProgressLine& line_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point next_;
};

}  // namespace

int default_threads() { return std::max(1, oneapi::tbb::info::default_concurrency()); }

int usable_threads(int requested, std::ostream& err) {
  const int cores = default_threads();
  int threads = requested;
  if (requested > cores) {
    err << "dlx: -j " << requested << ": " << cores << " cores here; using " << cores << " threads\n";
    threads = cores;
  }
  // Can the threads be made? A process limit (ulimit -u, a container's pids limit) or too little address space for
  // their stacks makes oneTBB's own thread creation fail later, inside its workers, where nothing can catch it
  // (terminate). So start the extra threads once here, each waiting to be released: as many as start are what we use.
  std::vector<std::thread> trial;
  std::string failure;
  {
    std::mutex mutex;
    std::condition_variable released;
    bool release = false;
    for (int k = 1; k < threads; ++k) {
      try {
        trial.emplace_back([&] {
          std::unique_lock lock(mutex);
          released.wait(lock, [&] { return release; });
        });
      } catch (const std::system_error& error) {
        failure = error.code().message();
        break;
      }
    }
    {
      std::lock_guard lock(mutex);
      release = true;
    }
    released.notify_all();
    for (std::thread& thread : trial) thread.join();
  }
  const int started = static_cast<int>(trial.size()) + 1;
  if (started < threads) {
    err << "dlx: could start only " << started << " of " << threads << " threads (" << failure << "); using "
        << started << "\n";
    threads = started;
  }
  // oneTBB never makes more workers than this, so it asks for no thread beyond those just made.
  static std::unique_ptr<oneapi::tbb::global_control> limit;
  limit = std::make_unique<oneapi::tbb::global_control>(oneapi::tbb::global_control::max_allowed_parallelism,
                                                        static_cast<std::size_t>(threads));
  return threads;
}

BatchSummary run_batch(RecordSource& reader, const BatchOptions& options,
                       const std::function<std::unique_ptr<RecordWorker>()>& make_worker, Context& context) {
  const int threads = std::max(1, options.threads);
  const std::size_t max_groups = kGroupsPerThread * static_cast<std::size_t>(threads);
  std::vector<std::unique_ptr<Group>> groups;
  std::vector<Group*> free_groups;
  std::mutex free_groups_mutex;
  for (std::size_t k = 0; k < max_groups; ++k) {
    groups.push_back(std::make_unique<Group>());
    free_groups.push_back(groups.back().get());
  }
  oneapi::tbb::enumerable_thread_specific<std::unique_ptr<RecordWorker>> workers;
  std::mutex retired_mutex;
  std::vector<std::unique_ptr<RecordWorker>> retired;  // workers that failed a record (RecordWorker::fail)

  BatchSummary summary;
  ProgressLine own_line(context.err, context.err_is_terminal);
  ProgressLine& line = options.progress_line != nullptr ? *options.progress_line : own_line;
  Progress progress(options, reader, line);
  const auto start = std::chrono::steady_clock::now();
  bool input_done = false;
  const std::string shard_text = std::to_string(options.shard) + "/" + std::to_string(options.shards);
  std::uint64_t next_index = 0;
  std::uint64_t puzzles_read = 0;
  std::atomic<bool> output_failed{false};

  auto read_group = [&](oneapi::tbb::flow_control& control) -> Group* {
    const bool cancelled = (options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed)) ||
                           output_failed.load(std::memory_order_relaxed);
    if (input_done || cancelled) {
      control.stop();
      return nullptr;
    }
    Group* group = nullptr;
    {
      std::lock_guard lock(free_groups_mutex);
      group = free_groups.back();  // the pipeline keeps at most max_groups tokens in flight: never empty here
      free_groups.pop_back();
    }
    group->count = 0;
    while (group->count < kGroupSize) {
      if (group->records.size() == group->count) group->records.emplace_back();
      Record& record = group->records[group->count];
      if (!reader.next(record)) {
        input_done = true;
        break;
      }
      record.index = next_index++;
      record.puzzle_index = puzzles_read;
      if (record.parsed.puzzle) ++puzzles_read;
      if (options.annotate && record.source_problem.empty()) options.annotate(record);  // keeps a companion in step
      if (options.shards > 1 && record.source_problem.empty()) {  // a source that cannot be read: every shard says so
        if (record.index % options.shards != options.shard) continue;  // another shard's: read, not kept
        record.shard = shard_text;
      }
      ++group->count;
    }
    if (group->count == 0) {
      std::lock_guard lock(free_groups_mutex);
      free_groups.push_back(group);
      control.stop();
      return nullptr;
    }
    return group;
  };

  auto process_group = [&](Group* group) -> Group* {
    std::unique_ptr<RecordWorker>& worker = workers.local();
    if (!worker) worker = make_worker();
    group->out.clear();
    group->err.clear();
    group->status = ExitStatus::ok;
    group->puzzles = 0;
    group->ends.assign(group->count, 0);
    for (std::size_t k = 0; k < group->count; ++k) {
      if (!worker) worker = make_worker();
      const Record& record = group->records[k];
      if (!record.source_problem.empty()) {
        group->err += "dlx: " + record.source_problem + "\n";
        group->status = combine(group->status, ExitStatus::usage);
        group->ends[k] = group->out.size();
        continue;
      }
      const std::size_t out_size = group->out.size();
      const std::size_t err_size = group->err.size();
      ExitStatus status = ExitStatus::ok;
      try {
        status = worker->process(record, group->out, group->err);
      } catch (const std::bad_alloc&) {
        // The record is reported, not lost, and the run goes on: what this record held is freed by now. The worker
        // may be half way through building something, so it is retired (kept for `finish`) and the next record of
        // this thread gets a new one.
        group->out.resize(out_size);
        group->err.resize(err_size);
        status = worker->fail(record, "out of memory", group->out, group->err);
        std::lock_guard lock(retired_mutex);
        retired.push_back(std::move(worker));
      }
      group->status = combine(group->status, status);
      ++group->puzzles;
      group->ends[k] = group->out.size();
    }
    return group;
  };

  auto write_group = [&](Group* group) {
    if (options.before_write) {
      std::string rewritten;
      std::size_t begin = 0;
      for (std::size_t k = 0; k < group->count; ++k) {
        std::string piece = group->out.substr(begin, group->ends[k] - begin);
        begin = group->ends[k];
        if (group->records[k].source_problem.empty()) options.before_write(group->records[k], piece);
        rewritten += piece;
      }
      group->out = std::move(rewritten);
    }
    line.write_above(group->err);
    if (!group->out.empty()) line.clear();  // stdout is likely the same screen: records never land on the line
    context.out << group->out;
    context.out.flush();  // what is written is complete: a killed run loses no record it reported
    if (!context.out && options.stop_when_output_fails) output_failed.store(true, std::memory_order_relaxed);
    summary.status = combine(summary.status, group->status);
    summary.records += group->puzzles;
    progress.update(summary.records);
    std::lock_guard lock(free_groups_mutex);
    free_groups.push_back(group);
  };

  oneapi::tbb::task_arena arena(threads);
  arena.execute([&] {
    oneapi::tbb::parallel_pipeline(
        max_groups,
        oneapi::tbb::make_filter<void, Group*>(oneapi::tbb::filter_mode::serial_in_order, read_group) &
            oneapi::tbb::make_filter<Group*, Group*>(oneapi::tbb::filter_mode::parallel, process_group) &
            oneapi::tbb::make_filter<Group*, void>(oneapi::tbb::filter_mode::serial_in_order, write_group));
  });
  line.clear();
  if (options.finish) {
    for (auto& worker : workers) {
      if (worker) options.finish(*worker);
    }
    for (auto& worker : retired) options.finish(*worker);
  }
  if (options.cancel != nullptr && options.cancel->load()) summary.status = combine(summary.status, ExitStatus::interrupted);
  summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return summary;
}

}  // namespace dlx
