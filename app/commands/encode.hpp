// What `dlx encode` does with each puzzle, also used by `dlx solve --format dlx`.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "batch.hpp"
#include "output/output_files.hpp"
#include "output/record_writer.hpp"

namespace dlx {

// A worker that writes each puzzle as an exact-cover problem in Knuth's DLX format: to stdout (one puzzle only, as
// dlx cover reads one problem), or with `files` (--output-dir) to a file of its own, printing the file's name.
std::unique_ptr<RecordWorker> make_encode_worker(const RecordWriter& writer, const OutputFiles* files);

// The files of --output-dir DIR for the sources `paths`; a usage error (2) when two sources would write the same
// files. Nothing to plan without DIR.
std::optional<int> plan_output_files(const std::string& command, const std::string& dir,
                                     const std::vector<std::string>& paths, Context& context, OutputFiles& files);

}  // namespace dlx
