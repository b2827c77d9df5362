// Which build of the bitboard strategies runs (strategy.hpp): x86_64_v3 when it was compiled (GCC on x86-64) and the
// processor has AVX2, BMI2 and the rest of x86-64-v3, unless the environment variable DLX_MAX_ISA says `baseline`;
// the baseline build otherwise. Decided once per solver, when it is made, never per puzzle.
//
// What v3 gains (2026-11-27, tdoku's run_benchmark with our adapter, `DLX_MAX_ISA=baseline` and unset alternating in
// the same binary, 3 rounds, `-t 2 -n 20000`, load about 3): ours_propagate ÷ tdoku 1.31-1.32 -> 1.34-1.39 on
// 17-clue, 0.96-0.97 -> 0.99-1.04 on forum-hardest-1905, 0.82-0.90 -> 0.84-0.91 on serg; 14 % fewer instructions on
// forum-hardest-1905 (callgrind of sudoku_bench, 1,000 puzzles): three-operand vector instructions, TZCNT, POPCNT.
#include <cstdlib>
#include <string_view>

#include "strategy.hpp"

namespace sudoku::propagation {

std::string_view bitboard_instruction_set() {
#if defined(SUDOKU_BITBOARD_X86_64_V3)
  const char* limit = std::getenv("DLX_MAX_ISA");
  if (limit != nullptr && std::string_view(limit) == "baseline") return "baseline";
  __builtin_cpu_init();
  if (__builtin_cpu_supports("x86-64-v3")) return "x86-64-v3";
#endif
  return "baseline";
}

namespace {

using Factory = std::unique_ptr<Strategy> (*)();

#if defined(SUDOKU_BITBOARD_X86_64_V3)
constexpr Factory kV3Singles = x86_64_v3::make_bitboard_singles;
constexpr Factory kV3Locked = x86_64_v3::make_bitboard_locked;
#else
constexpr Factory kV3Singles = nullptr;  // not compiled here
constexpr Factory kV3Locked = nullptr;
#endif

std::unique_ptr<Strategy> made_for(std::string_view instruction_set, Factory baseline_build, Factory v3_build) {
  return instruction_set == "x86-64-v3" && v3_build != nullptr ? v3_build() : baseline_build();
}

}  // namespace

std::unique_ptr<Strategy> make_bitboard_singles(std::string_view instruction_set) {
  return made_for(instruction_set, baseline::make_bitboard_singles, kV3Singles);
}

std::unique_ptr<Strategy> make_bitboard_locked(std::string_view instruction_set) {
  return made_for(instruction_set, baseline::make_bitboard_locked, kV3Locked);
}

}  // namespace sudoku::propagation
