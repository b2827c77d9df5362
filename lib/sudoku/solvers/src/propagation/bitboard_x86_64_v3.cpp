// The bitboard strategies (bitboard.cpp, bitboard_singles.cpp, bitboard_locked.cpp) compiled a second time, for
// x86-64-v3: AVX2, BMI1/2, LZCNT, POPCNT, MOVBE, FMA. The release build targets baseline x86-64 (SSE2), so that the
// binary runs on any x86-64; bitboard_dispatch.cpp runs this build instead when the processor has these extensions.
// Measured on 2026-11-27 (see bitboard_dispatch.cpp for the figures).
//
// How. Everything these sources include from outside the bitboards (the standard library, the grid, the solver
// interface) is included first, under the baseline target; then `#pragma GCC target` switches the instruction sets on
// for every function defined after it, which is exactly the bitboards, here in the namespace x86_64_v3 (bitboard.hpp).
// Baseline functions still inline into them (a subset of the caller's instruction sets), and no function compiled here
// can stand in for a baseline one at link time: the standard library's were instantiated from definitions that came
// before the pragma, and ours have names of their own. The pragma names instruction sets rather than `arch=`, which
// GCC would refuse to inline baseline functions under. GCC on x86-64 only (meson.build): clang's pragma differs.
#if !defined(__x86_64__) || !defined(__GNUC__) || defined(__clang__)
#error "bitboard_x86_64_v3.cpp is for GCC on x86-64 (lib/sudoku/solvers/meson.build builds it only there)"
#endif

#include <emmintrin.h>

#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>

#include "guess_limits.hpp"
#include "strategy.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/solver.hpp"

#pragma GCC target("popcnt,sse3,ssse3,sse4.1,sse4.2,avx,avx2,bmi,bmi2,lzcnt,movbe,fma,f16c")
#define SUDOKU_BITBOARD_ISA x86_64_v3
#define SUDOKU_BITBOARD_POPCNT 1

// NOLINTBEGIN(bugprone-suspicious-include): the same sources again, under the target above
#include "bitboard.cpp"
#include "bitboard_locked.cpp"
#include "bitboard_singles.cpp"
// NOLINTEND(bugprone-suspicious-include)
