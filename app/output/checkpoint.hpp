// A shard's checkpoint (`cover --shard K/N --checkpoint FILE`): the subproblems it has counted to their end and what
// they added up to, so that a shard preempted or killed (a Slurm task, a spot machine) resumes where it stopped.
//
// The file is JSON, rewritten whole at most about once a second and at the end: written to a temporary file beside
// it, flushed, then renamed over it, so that a kill at any moment leaves the old checkpoint or the new one, never a
// mix. It names the problem (fingerprint) and the cut; a checkpoint of another problem, cut or shard is refused.
#pragma once

#include <optional>
#include <string>

#include "exactcover/shards.hpp"

namespace dlx {

struct CheckpointKey {
  std::string fingerprint;
  std::string shard;  // "K/N"
  int split_depth = 0;
  std::uint64_t subproblems = 0;
};

// Reads `path` into `progress` when it exists. Returns the reason when it cannot be used (unreadable, not a
// checkpoint, or one of another problem, cut or shard); nothing when it was read or there is none yet.
std::optional<std::string> load_checkpoint(const std::string& path, const CheckpointKey& key,
                                           exactcover::ShardProgress& progress);

// Writes `progress` to `path` atomically (temporary file, then rename). Returns the reason when it could not.
std::optional<std::string> save_checkpoint(const std::string& path, const CheckpointKey& key,
                                           const exactcover::ShardProgress& progress);

}  // namespace dlx
