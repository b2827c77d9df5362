// Batch work over a stream of records: read in order, processed on N threads, written in input order.
//
// A oneTBB pipeline of three stages: a serial stage reads records in groups, a parallel stage hands each group to a
// worker (one per thread, so every solver is used by one thread at a time), and a serial in-order stage writes the
// groups' output in input order and flushes it. At most a few groups per thread are in flight, so memory stays the
// same however long the input; and every record whose output was written before a crash or Ctrl-C is complete.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "commands.hpp"
#include "exit_status.hpp"
#include "progress_line.hpp"
#include "records.hpp"

namespace dlx {

// Turns records into output. Each thread gets its own worker.
class RecordWorker {
 public:
  virtual ~RecordWorker() = default;
  // Appends the output record for `record` to `out` (and any diagnostic to `err`); returns its status.
  virtual ExitStatus process(const Record& record, std::string& out, std::string& err) = 0;
  // Appends the output record for `record` when processing it failed for want of a resource (`why`: "out of memory"),
  // without solving anything; returns its status. The worker is not used again after this.
  virtual ExitStatus fail(const Record& record, const std::string& why, std::string& out, std::string& err) = 0;
};

struct BatchOptions {
  int threads = 1;
  bool progress = false;                     // report progress on stderr about once a second
  const std::atomic<bool>* cancel = nullptr;  // stop reading when it becomes true (Ctrl-C)
  std::string noun = "puzzles";               // what the progress report counts
  // --shard K/N: only the records whose index is K mod N are processed and written; the others are read and skipped.
  std::uint64_t shard = 0;
  std::uint64_t shards = 1;
  // Where progress and every diagnostic go on stderr; null: the batch makes its own (in place on a terminal).
  ProgressLine* progress_line = nullptr;
  // Called for each record as it is read, in input order, before any worker sees it (e.g. to attach the matching
  // line of a companion file).
  std::function<void(Record&)> annotate;
  // Called once for each worker after the last record, on the calling thread (e.g. to add up its tallies).
  std::function<void(RecordWorker&)> finish;
  // Called for each record's output just before it is written, in input order, on the writing thread; it may change
  // the output (canon --dedupe: a puzzle whose class came earlier becomes a duplicate record).
  std::function<void(const Record&, std::string& out)> before_write;
  // Stop reading once the output cannot be written (a full disk): for a source without end (generate), whose records
  // are nothing but their output. (encode --output-dir still writes its files when stdout fails.)
  bool stop_when_output_fails = false;
};

struct BatchSummary {
  ExitStatus status = ExitStatus::ok;
  std::uint64_t records = 0;
  double seconds = 0;
};

// The number of threads `-j 0` or no -j means: every core.
int default_threads();

// The threads a run asking for `requested` gets: at most the cores (oneTBB runs no more, with a warning of its own),
// and at most as many as can be started now (a process or memory limit: then a warning, never an abort). When that
// is fewer, a one-line note says so on `err`. oneTBB is then capped at that many.
int usable_threads(int requested, std::ostream& err);

// Runs every record of `reader` through workers made by `make_worker`; writes outputs and diagnostics in input
// order. A source that cannot be read is reported on stderr in its place and makes the status `usage`.
BatchSummary run_batch(RecordSource& reader, const BatchOptions& options,
                       const std::function<std::unique_ptr<RecordWorker>()>& make_worker, Context& context);

}  // namespace dlx
