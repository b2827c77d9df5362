// A small, fast, seedable generator for the randomised choices (Steele, Lea and Flood's splitmix64): reproducible
// per seed on every platform, which std::uniform_int_distribution is not.
#pragma once

#include <cstdint>

namespace exactcover::detail {

inline std::uint64_t next_random(std::uint64_t& state) {
  state += 0x9e3779b97f4a7c15ULL;
  std::uint64_t z = state;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace exactcover::detail
