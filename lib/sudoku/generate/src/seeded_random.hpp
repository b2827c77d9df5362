// The random numbers of generation: one stream per puzzle, made from (seed, index) alone, and the same on every
// machine, compiler and standard library.
//
// std::mt19937_64 is specified bit for bit by the C++ standard (its 10000th output is fixed), but the std
// distributions are not: uniform_int_distribution and shuffle may map the same engine output to different values on
// libstdc++ and libc++. So the engine is the standard one and every mapping to a range is written here: below(n) by
// rejection (no modulo bias), shuffles by Fisher-Yates on below(). The engine's seed mixes the run's seed with the
// puzzle's index through SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014),
// so puzzle k of a run is the same whichever thread makes it and whichever puzzles are made before it.
#pragma once

#include <cstdint>
#include <random>
#include <span>
#include <utility>

namespace sudoku::generation {

class SeededRandom {
 public:
  SeededRandom(std::uint64_t seed, std::uint64_t index) : engine_(mix(mix(seed) ^ (index + 0x632BE59BD9B4E019ULL))) {}

  std::uint64_t next() { return engine_(); }

  // Uniform in [0, bound), bound >= 1: the outputs below 2^64 mod bound are rejected, so every residue is equally
  // likely (the method of O'Neill's PCG library, "bounded_rand").
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t threshold = (0 - bound) % bound;  // 2^64 mod bound
    for (;;) {
      const std::uint64_t value = engine_();
      if (value >= threshold) return value % bound;
    }
  }
  int below(int bound) { return static_cast<int>(below(static_cast<std::uint64_t>(bound))); }

  // True with probability numerator / denominator.
  bool chance(int numerator, int denominator) { return below(denominator) < numerator; }

  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t k = items.size(); k > 1; --k) {
      std::swap(items[k - 1], items[static_cast<std::size_t>(below(static_cast<std::uint64_t>(k)))]);
    }
  }

  static std::uint64_t mix(std::uint64_t value) {  // SplitMix64's output function
    value += 0x9E3779B97F4A7C15ULL;
    value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ULL;
    value = (value ^ (value >> 27)) * 0x94D049BB133111EBULL;
    return value ^ (value >> 31);
  }

 private:
  std::mt19937_64 engine_;
};

}  // namespace sudoku::generation
