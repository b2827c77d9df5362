// --max-memory SIZE, for every command: a ceiling on the process's address space (setrlimit RLIMIT_AS), so that a
// problem too big for the machine ends as "out of memory" (exit 8; in a batch, that record, the others still
// processed) instead of swapping the machine to a halt or drawing the kernel's OOM killer. It holds in every phase —
// reading, encoding, the search, the output — as each allocation beyond it fails where it is made.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace dlx {

// "512M", "2G", "1.5G", "100000K" or bytes: the number of bytes (K, M, G, T are powers of 1024), or nullopt.
std::optional<std::uint64_t> parse_size(const std::string& text);

// Lowers the address-space limit of this process to `bytes`. The reason when it cannot (a hard limit set lower).
std::optional<std::string> apply_memory_limit(std::uint64_t bytes);

}  // namespace dlx
