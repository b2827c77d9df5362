// What the memoized searches share (memo.cpp, memo_m.cpp): the cache of subproblems, the keys, and the state of one
// run. See memo.cpp for the key and the cache, memo.hpp for the contract.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "exactcover/memo.hpp"
#include "search.hpp"

namespace exactcover::detail {

// Counts of solutions: 128 bits, since memoized counts pass 2^64 on problems within reach (domino tilings of 14x14).
__extension__ typedef unsigned __int128 MemoCount;

// A subproblem's result: its number of solutions (saturating at 2^128-1) and the ZDD node of their family.
struct MemoValue {
  MemoCount count = 0;
  std::uint64_t zdd = 0;
};

// One level of a memoized search: its cache entry (-1: not cached) and what its finished branches found so far.
struct MemoFrame {
  std::int64_t entry = -1;
  MemoCount count = 0;
  std::uint64_t zdd = 0;
};

class MemoCache {
 public:
  MemoCache(std::int32_t key_words, std::size_t budget);

  // The entry of `key`, with `found` true, or a new entry for it (found false), or -1 when no entry can be added
  // (the budget is spent: full() from then on).
  std::int64_t find_or_add(const std::uint64_t* key, bool& found);
  MemoValue value(std::int64_t entry) const {
    const Stored& stored = values_[static_cast<std::size_t>(entry)];
    return MemoValue{static_cast<MemoCount>(stored.high) << 64 | stored.low, stored.zdd};
  }
  void store(std::int64_t entry, const MemoValue& value) {
    values_[static_cast<std::size_t>(entry)] =
        Stored{static_cast<std::uint64_t>(value.count), static_cast<std::uint64_t>(value.count >> 64), value.zdd};
  }
  bool full() const { return full_; }
  std::size_t bytes() const { return bytes_for(values_.capacity(), table_.size()); }

 private:
  std::uint64_t hash(const std::uint64_t* key) const {
    std::uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (std::int32_t k = 0; k < key_words_; ++k) {
      h = (h ^ key[k]) * 0xbf58476d1ce4e5b9ULL;
      h ^= h >> 31;
    }
    return h ^ (h >> 29);
  }
  std::size_t bytes_for(std::size_t entries, std::size_t slots) const;
  bool grow_table(std::size_t slots);
  bool room_for_one_more();

  std::int32_t key_words_;
  std::size_t budget_;
  std::vector<std::uint64_t> keys_;    // entry e's key: keys_[e * key_words_ ...]
  // A result as the cache keeps it: the count in two halves, 24 bytes where a MemoValue takes 32 (its 128-bit count
  // is aligned on 16).
  struct Stored {
    std::uint64_t low = 0;
    std::uint64_t high = 0;
    std::uint64_t zdd = 0;
  };
  std::vector<Stored> values_;
  std::vector<std::uint32_t> table_;   // 0: free; else entry + 1. A power of two, at most half full
  bool full_ = false;
};

// How a state of the links becomes a key (memo.cpp, "The key of a subproblem"; memo_m.cpp for multiplicities).
struct MemoKeys {
  explicit MemoKeys(const Links& links);

  struct SecondaryField {
    std::int32_t item = 0;         // its header
    std::int32_t offset = 0;       // its first bit in the key
    std::int32_t first_color = 0;  // its colors are color_list[first_color, first_color + colors)
    std::int32_t colors = 0;
    std::uint64_t color_index(Color color, const std::vector<Color>& list) const {
      std::int32_t k = 0;
      while (list[static_cast<std::size_t>(first_color + k)] != color) ++k;
      return static_cast<std::uint64_t>(k);
    }
  };

  // Multiplicities (memo_m.cpp): an active item's field holds its bound and, when it can be branched on more than
  // once, its cursor; an inactive item's is 0.
  struct PrimaryField {
    std::int32_t offset = 0;
    std::int32_t bound_bits = 0;   // 0: the item is covered at most once, its field is one bit, set while active
    std::int32_t cursor_bits = 0;
  };

  template <class V>
  void make(Links& links, std::uint64_t* key) const;
  template <class V>
  bool compatible_option_left(const Links& links, std::int32_t item) const;

  std::int32_t words = 1;                  // 64-bit words per key
  std::vector<PrimaryField> primary;       // multiplicities only: per primary item
  std::vector<std::int32_t> rank;          // multiplicities only: per node, its place in its item's list, from 1
  std::vector<std::int32_t> cursor;        // multiplicities only: per header, the rank of the last option tweaked
                                           // away while the item stays active (0: none)
  std::vector<SecondaryField> secondary;   // per secondary item, in header order
  std::vector<Color> color_list;
  std::vector<Color> purified_color;       // per header: the color it is purified to now (0: none)
  std::vector<std::int32_t> primary_node;  // colors only: per node, the first node of a primary item in its option
  std::vector<std::uint16_t> primary_bits;  // per 16 items from 0: which are primary (the key's fast path)
  std::vector<char> secondary_covered;     // multiplicities only: per header, covered by a chosen option
};

// One run of count_memoized.
struct MemoRun {
  MemoRun(const Problem& problem, const SearchLimits& limits, const MemoOptions& options);

  // A new ZDD node (option ? chosen : absent), passed to MemoOptions::zdd; its id.
  std::uint64_t make_node(OptionId option, std::uint64_t absent, std::uint64_t chosen);
  static MemoCount add_counts(MemoCount a, MemoCount b) {
    const MemoCount most = ~MemoCount{0};
    return a > most - b ? most : a + b;
  }

  Links links;
  std::vector<std::int32_t> choice;
  std::vector<std::int32_t> deferred;  // unused (no pruned tree here): SearchContext wants one
  std::vector<OptionId> solution;      // unused: SearchContext wants one
  SearchContext context;
  MemoKeys keys;
  MemoCache cache;
  std::vector<std::uint64_t> key;  // scratch: the key being looked up
  std::vector<MemoFrame> frames;   // per level
  const MemoOptions& options;
  MemoResult result;
  MemoValue root;                  // the whole problem's result
};

template <class V>
void memo_search_x(MemoRun& run);

template <class V>
void memo_search_m(MemoRun& run);

}  // namespace exactcover::detail
