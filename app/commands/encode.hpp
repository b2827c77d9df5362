// What `dlx encode` does with each puzzle, also used by `dlx solve --format dlx`.
#pragma once

#include <memory>
#include <string>

#include "batch.hpp"
#include "output/record_writer.hpp"

namespace dlx {

// A worker that writes each puzzle as an exact-cover problem in Knuth's DLX format: to stdout (one puzzle only, as
// dlx cover reads one problem), or with `output_dir` to DIR/NAME-LINE.dlx, printing the file's name.
std::unique_ptr<RecordWorker> make_encode_worker(const RecordWriter& writer, const std::string& output_dir);

}  // namespace dlx
