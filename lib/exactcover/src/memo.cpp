// Memoized counting and the ZDD of all solutions (memo.hpp): Algorithm X and C with a cache of subproblems, the
// iterative loop of algorithm_x.hpp with a look-up at every node; Algorithm M's memoized loop is in memo_m.cpp.
//
// ## The key of a subproblem
//
// Below a node of the search, what is left to solve is decided by the state of the items alone: an option is still
// available exactly when none of its items is covered and every colored secondary item it has is unpurified or
// purified to its color. So the key holds, as bits:
//   * per primary item, 1 when it is still to cover (read from the covered marks of the lengths, links.hpp);
//   * per secondary item, a small code: 0 when it is covered or no available option has it (then its state changes
//     nothing below), 1 when it is free, 2 + k when it is purified to its k-th color.
// That is DLX6's key. DLX6 keeps exact lengths of purified items to see when no available option has one left; our
// purify leaves the compatible options' nodes in the item's list uncounted (covering.hpp), so the key looks down the
// list instead, for a compatible option still available (its first primary node still linked, that item still to
// cover): only problems with colors pay for it, and only for their purified items.
//
// ## The cache
//
// Keys are words in one array, results in another (a 128-bit count, saturating at 2^128-1, and a ZDD node), found
// through an open-addressing table of entry numbers, linear probing. An entry is made when a subproblem is first met and filled
// when its search ends (its key cannot come up again inside its own subtree: each level covers one more primary
// item). Everything is allocated in steps whose size is checked against the budget first; when the budget (or the
// allocator) says no, caching stops and the search goes on without it.
#include "memo_search.hpp"

#include <algorithm>
#include <limits>
#include <new>
#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "algorithm_x.hpp"

namespace exactcover {

namespace detail {

MemoCache::MemoCache(std::int32_t key_words, std::size_t budget) : key_words_(key_words), budget_(budget) {
  grow_table(1024);
}

std::size_t MemoCache::bytes_for(std::size_t entries, std::size_t slots) const {
  return entries * (static_cast<std::size_t>(key_words_) * sizeof(std::uint64_t) + sizeof(Stored)) +
         slots * sizeof(std::uint32_t);
}

bool MemoCache::grow_table(std::size_t slots) {
  if (bytes_for(values_.capacity(), slots) > budget_) return false;
  try {
    std::vector<std::uint32_t> table(slots, 0);
    const std::size_t mask = slots - 1;
    for (std::size_t entry = 0; entry < values_.size(); ++entry) {
      std::size_t at = hash(&keys_[entry * static_cast<std::size_t>(key_words_)]) & mask;
      while (table[at] != 0) at = (at + 1) & mask;
      table[at] = static_cast<std::uint32_t>(entry + 1);
    }
    table_.swap(table);
  } catch (const std::bad_alloc&) {
    return false;
  }
  return true;
}

bool MemoCache::room_for_one_more() {
  if (values_.size() >= 0xfffffffeU) return false;  // entry numbers are 32-bit
  if ((values_.size() + 1) * 2 > table_.size() && !grow_table(table_.size() * 2)) return false;
  if (values_.size() < values_.capacity()) return true;
  const std::size_t wanted = std::max<std::size_t>(1024, values_.capacity() * 2);
  std::size_t capacity = wanted;
  while (capacity > values_.size() && bytes_for(capacity, table_.size()) > budget_) capacity -= (capacity - values_.size() + 1) / 2;
  if (capacity <= values_.size()) return false;
  try {
    keys_.reserve(capacity * static_cast<std::size_t>(key_words_));
    values_.reserve(capacity);
  } catch (const std::bad_alloc&) {
    return false;
  }
  return true;
}

std::int64_t MemoCache::find_or_add(const std::uint64_t* key, bool& found) {
  found = false;
  if (table_.empty()) {  // not even the first table fitted the budget
    full_ = true;
    return -1;
  }
  const std::size_t mask = table_.size() - 1;
  std::size_t at = hash(key) & mask;
  const auto words = static_cast<std::size_t>(key_words_);
  for (; table_[at] != 0; at = (at + 1) & mask) {
    const std::size_t entry = table_[at] - 1;
    if (std::equal(key, key + words, &keys_[entry * words])) {
      found = true;
      return static_cast<std::int64_t>(entry);
    }
  }
  found = false;
  if (full_) return -1;
  if (!room_for_one_more()) {
    full_ = true;
    return -1;
  }
  // room_for_one_more may have rebuilt the table: find the free slot again.
  for (at = hash(key) & (table_.size() - 1); table_[at] != 0;) at = (at + 1) & (table_.size() - 1);
  keys_.insert(keys_.end(), key, key + words);
  values_.push_back(Stored{});
  table_[at] = static_cast<std::uint32_t>(values_.size());
  return static_cast<std::int64_t>(values_.size() - 1);
}

// The key of the current state of `links` (see "The key of a subproblem"; memo_m.cpp for multiplicities).
template <class V>
void MemoKeys::make(Links& links, std::uint64_t* key) const {
  using L = typename V::Length;
  const L* const length = links.lengths<L>();
  std::fill(key, key + words, 0);
  const std::int32_t primaries = links.primary_count;
  if constexpr (V::kMultiplicities) {
    for (std::int32_t item = 0; item < primaries; ++item) {
      const std::int32_t at = links.position[item];
      if (at >= links.active_count || links.active[at] != item) continue;  // covered or retired: 0
      const PrimaryField& field = primary[static_cast<std::size_t>(item)];
      const std::uint64_t code =
          field.bound_bits == 0
              ? 1
              : static_cast<std::uint64_t>(links.bound[item]) |
                    static_cast<std::uint64_t>(cursor[static_cast<std::size_t>(item)]) << field.bound_bits;
      key[field.offset >> 6] |= code << (field.offset & 63);
    }
  } else {
    constexpr L kCovered = Links::kCovered<L>;
#if defined(__SSE2__)
    if constexpr (!V::kColors && sizeof(L) == 2) {
      // Without colors every field is one bit and item k's is bit k: 16 items at a time, a bit set when the item is
      // not covered and (a secondary item) still has an option: a length above 1, since a secondary item's counts
      // one more than its options ("Dead ends" in links.hpp). The lengths are padded past the last item
      // (Links::kLengthPadding) with zeros, whose bits come out 0.
      const __m128i covered = _mm_set1_epi16(kCovered);
      const __m128i one = _mm_set1_epi16(1);
      for (std::int32_t k = 0; k < links.item_count; k += 16) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(length + k));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(length + k + 8));
        const auto open = static_cast<std::uint32_t>(
            _mm_movemask_epi8(_mm_packs_epi16(_mm_cmplt_epi16(a, covered), _mm_cmplt_epi16(b, covered))));
        const auto used = static_cast<std::uint32_t>(
            _mm_movemask_epi8(_mm_packs_epi16(_mm_cmpgt_epi16(a, one), _mm_cmpgt_epi16(b, one))));
        const std::uint64_t bits = open & (used | primary_bits[static_cast<std::size_t>(k >> 4)]);
        key[k >> 6] |= bits << (k & 63);
      }
      return;
    }
#endif
    for (std::int32_t item = 0; item < primaries; ++item) {
      key[item >> 6] |= std::uint64_t{length[item] < kCovered} << (item & 63);
    }
  }
  for (const SecondaryField& field : secondary) {
    const L l = length[field.item];
    std::uint64_t code = 0;
    // Covered: marked in the length (X, C); Algorithm M marks no secondary item, memo_m.cpp notes them.
    const bool covered = V::kMultiplicities ? secondary_covered[static_cast<std::size_t>(field.item)] != 0
                                            : l >= Links::kCovered<L>;
    if (!covered) {
      const Color purified = V::kColors ? purified_color[static_cast<std::size_t>(field.item)] : 0;
      if (purified != 0) {
        if (compatible_option_left<V>(links, field.item)) code = 2 + field.color_index(purified, color_list);
      } else if (l > 1) {  // it still has an option: a secondary item's length counts one more than its options
        code = 1;
      }
    }
    key[field.offset >> 6] |= code << (field.offset & 63);
  }
}

// Whether a purified item still has an available option: one of its nodes marked compatible (-1) whose option's
// first primary node is still in its list, and that item still to cover (covered, its options were all hidden
// without unlinking the node in its own list).
template <class V>
bool MemoKeys::compatible_option_left(const Links& links, std::int32_t item) const {
  const Link* const node = links.node.data();
  for (std::int32_t r = node[item].down; r != item; r = node[r].down) {
    if (links.color[r] >= 0) continue;
    const std::int32_t x = primary_node[static_cast<std::size_t>(r)];
    const std::int32_t i = links.top[x];
    const bool to_cover = V::kMultiplicities ? links.position[i] < links.active_count && links.active[links.position[i]] == i
                                             : !links.covered(i);
    if (to_cover && node[node[x].up].down == x) return true;
  }
  return false;
}

MemoKeys::MemoKeys(const Links& links) {
  // Primary items take the first bits; each secondary item the fewest bits that hold its codes, no field split across
  // two words.
  auto bits_for = [](std::int64_t largest) {
    std::int32_t bits = 1;
    while ((std::int64_t{1} << bits) <= largest) ++bits;
    return bits;
  };
  std::int32_t offset = links.primary_count;
  if (!links.bound.empty()) {
    offset = 0;
    rank.assign(links.node.size(), 0);
    cursor.assign(static_cast<std::size_t>(links.item_count), 0);
    for (std::int32_t item = 0; item < links.primary_count; ++item) {
      PrimaryField field;
      std::int32_t width = 1;
      if (links.bound[item] > 1) {  // can be branched on again while active: bound and cursor
        field.bound_bits = bits_for(links.bound[item]);
        field.cursor_bits = bits_for(links.length[item]);
        width = field.bound_bits + field.cursor_bits;
        std::int32_t r = 0;
        for (std::int32_t p = links.node[item].down; p != item; p = links.node[p].down) rank[static_cast<std::size_t>(p)] = ++r;
      }
      if ((offset & 63) + width > 64) offset = (offset | 63) + 1;
      field.offset = offset;
      offset += width;
      primary.push_back(field);
    }
  }
  for (std::int32_t item = links.primary_count; item < links.item_count; ++item) {
    SecondaryField field;
    field.item = item;
    field.first_color = static_cast<std::int32_t>(color_list.size());
    if (!links.color.empty()) {
      for (std::int32_t p = links.node[item].down; p != item; p = links.node[p].down) {
        const Color c = links.color[p];
        if (c > 0 && std::find(color_list.begin() + field.first_color, color_list.end(), c) == color_list.end()) {
          color_list.push_back(c);
        }
      }
    }
    field.colors = static_cast<std::int32_t>(color_list.size()) - field.first_color;
    const std::int32_t bits = bits_for(field.colors + 1);
    if ((offset & 63) + bits > 64) offset = (offset | 63) + 1;
    field.offset = offset;
    offset += bits;
    secondary.push_back(field);
  }
  words = std::max<std::int32_t>(1, (offset + 63) / 64);
  purified_color.assign(static_cast<std::size_t>(links.item_count), 0);
  primary_bits.assign(static_cast<std::size_t>(links.item_count + 15) / 16, 0);
  for (std::int32_t item = 0; item < links.primary_count; ++item) {
    primary_bits[static_cast<std::size_t>(item >> 4)] |= static_cast<std::uint16_t>(1U << (item & 15));
  }
  if (!links.color.empty()) {  // per node of a colored option: the first node of a primary item in its option
    primary_node.assign(links.node.size(), 0);
    for (const std::int32_t first : links.option_first) {
      const std::int32_t end = links.option_end(first);
      std::int32_t x = first;
      while (x < end && links.top[x] >= links.primary_count) ++x;
      if (x == end) x = first;  // no primary item (a forced-only option): never available to the search anyway
      for (std::int32_t p = first; p < end; ++p) primary_node[static_cast<std::size_t>(p)] = x;
    }
  }
  if (!links.bound.empty()) secondary_covered.assign(static_cast<std::size_t>(links.item_count), 0);
}

namespace {

// The item to branch on, or -1 when every primary item is covered.
template <class V>
std::int32_t choose(Links& links, MemoBranching branching, std::uint64_t& random_state) {
  using L = typename V::Length;
  if (branching == MemoBranching::fewest) {
    // The tracked variants (huge item sets) keep per-block bounds that make the choice near-linear: use them.
    return x_choice::choose_item<ChoiceRule::leftmost_fewest, L, V::kTracked>(links, random_state);
  }
  constexpr L kCovered = Links::kCovered<L>;
  const L* const length = links.lengths<L>();
  std::int32_t first = -1;
  for (std::int32_t item = 0; item < links.primary_count; ++item) {
    if (length[item] >= kCovered) continue;
    if (length[item] == 0) return item;  // a dead end: no need to look further
    if (first < 0) first = item;
  }
  return first;
}

}  // namespace

// Algorithm X/C with the cache: see the file comment, and algorithm_x.hpp for the four phases it follows.
template <class V>
void memo_search_x(MemoRun& run) {
  Links& links = run.links;
  SearchContext& context = run.context;
  MemoKeys& keys = run.keys;
  const Link* const node = links.node.data();
  const std::int32_t* const top = links.top.data();
  std::int32_t* const choice = context.choice.data();
  std::vector<MemoFrame>& frames = run.frames;
  std::uint64_t* const key = run.key.data();
  std::vector<std::uint64_t>* const profile = context.limits().profile;

  // With colors, the secondary items the option at `chosen` purified (its nodes still of a positive color after
  // committing it) are noted for the key, and forgotten before it is uncommitted.
  auto note_purified = [&](std::int32_t chosen, bool purified) {
    if constexpr (V::kColors) {
      const Color* const color = links.color.data();
      for (std::int32_t p = chosen + 1; p != chosen;) {
        const std::int32_t item = top[p];
        if (item < 0) {
          p = node[p].up;
          continue;
        }
        if (color[p] > 0) keys.purified_color[static_cast<std::size_t>(item)] = purified ? color[p] : 0;
        ++p;
      }
    }
  };
  auto commit = [&](std::int32_t chosen) {
    links.step<V, Step::commit_rest>(chosen);
    note_purified(chosen, true);
  };
  auto uncommit = [&](std::int32_t chosen) {
    note_purified(chosen, false);
    links.step<V, Step::uncommit_rest>(chosen);
  };
  // Stops with levels [0, depth) under way: undoes them, last first, and adds up the solutions their finished
  // children found (a lower bound of the count).
  auto stop = [&](std::int32_t depth) {
    for (std::int32_t l = depth; l-- > 0;) {
      uncommit(choice[l]);
      links.step<V, Step::uncover>(top[choice[l]]);
      run.root.count = run.add_counts(run.root.count, frames[static_cast<std::size_t>(l)].count);
    }
  };

  std::int32_t level = 0;
  std::int32_t best = 0;
  std::int32_t current = 0;
  MemoValue result;  // what the subproblem just left found
  std::uint64_t nodes = 0;
  // The item the next level branches on, chosen when its option was committed (to see whether it is a solution).
  std::int32_t next = choose<V>(links, run.options.branching, context.random_state);

forward:
  if (!context.keep_going(nodes, level)) {
    stop(level);
    goto done;
  }
  ++nodes;
  if (profile != nullptr) context.count_profile(level);
  {
    keys.make<V>(links, key);
    bool found = false;
    const std::int64_t entry = run.cache.find_or_add(key, found);
    if (found) {
      ++run.result.hits;
      result = run.cache.value(entry);
      goto leave;
    }
    frames[static_cast<std::size_t>(level)] = MemoFrame{entry, 0, 0};
    if (entry >= 0) ++run.result.cached;
  }
  best = next;
  links.step<V, Step::cover>(best);
  current = choice[level] = node[best].down;

advance:
  if (current == best) goto backup;
  commit(current);
  next = choose<V>(links, run.options.branching, context.random_state);
  if (next >= 0) {
    ++level;
    goto forward;
  }
  // A solution: a leaf, counted as a node (DLX6 counts it as a hit too, we do not).
  if (!context.keep_going(nodes, level + 1)) {
    stop(level + 1);
    goto done;
  }
  ++nodes;
  if (profile != nullptr) context.count_profile(level + 1);
  result = MemoValue{1, 1};
  goto combine;

backup:
  links.step<V, Step::uncover>(best);
  {
    const MemoFrame& frame = frames[static_cast<std::size_t>(level)];
    result = MemoValue{frame.count, frame.zdd};
    if (frame.entry >= 0) run.cache.store(frame.entry, result);
  }

leave:
  if (level == 0) {
    run.root = result;
    goto done;
  }
  --level;
  current = choice[level];
  best = top[current];

combine:
  uncommit(current);
  if (result.zdd != 0) {
    MemoFrame& frame = frames[static_cast<std::size_t>(level)];
    frame.zdd = run.make_node(links.option_of(current), frame.zdd, result.zdd);
    frame.count = run.add_counts(frame.count, result.count);
  }
  current = choice[level] = node[current].down;
  goto advance;

done:
  context.result.stats.nodes = nodes;
}

std::uint64_t MemoRun::make_node(OptionId option, std::uint64_t absent, std::uint64_t chosen) {
  const std::uint64_t id = 2 + result.zdd_nodes++;
  if (options.zdd) options.zdd(ZddNode{id, option, absent, chosen});
  return id;
}

MemoRun::MemoRun(const Problem& problem, const SearchLimits& limits, const MemoOptions& memo_options)
    : links(problem, 0, false),
      choice(static_cast<std::size_t>(problem.primary_count()) + 1),
      deferred(choice.size()),
      context(links, choice, deferred, solution, {}, nullptr, limits),
      keys(links),
      cache(keys.words, memo_options.memory_budget),
      key(static_cast<std::size_t>(keys.words)),
      frames(static_cast<std::size_t>(problem.primary_count()) + 1),
      options(memo_options) {}

template void MemoKeys::make<Variant<std::int32_t, 0, false, true>>(Links&, std::uint64_t*) const;
template void MemoKeys::make<Variant<std::int32_t, 0, true, true>>(Links&, std::uint64_t*) const;

template void memo_search_x<Variant<std::int16_t, 0, false, false>>(MemoRun&);
template void memo_search_x<Variant<std::int32_t, 0, false, false>>(MemoRun&);
template void memo_search_x<Variant<std::int16_t, 0, true, false>>(MemoRun&);
template void memo_search_x<Variant<std::int32_t, 0, true, false>>(MemoRun&);
template void memo_search_x<Variant<std::int16_t, 3, false, false>>(MemoRun&);
template void memo_search_x<Variant<std::int32_t, 3, false, false>>(MemoRun&);
template void memo_search_x<Variant<std::int16_t, 4, false, false>>(MemoRun&);
template void memo_search_x<Variant<std::int32_t, 4, false, false>>(MemoRun&);
template void memo_search_x<Variant<std::int16_t, 6, false, false>>(MemoRun&);
template void memo_search_x<Variant<std::int32_t, 6, false, false>>(MemoRun&);

}  // namespace detail

MemoResult count_memoized(const Problem& problem, const SearchLimits& limits, const MemoOptions& options) {
  detail::MemoRun run(problem, limits, options);
  detail::Links& links = run.links;
  links.updates = 0;
  if (!problem.has_multiplicities() && links.all_primary_covered(false)) {
    run.root = detail::MemoValue{1, 1};  // nothing to cover: the empty solution, as Solver counts it
  } else {
    detail::with_variant<false>(links, [&](auto variant) {
      using V = decltype(variant);
      if constexpr (V::kMultiplicities) {
        detail::memo_search_m<V>(run);
      } else {
        detail::memo_search_x<V>(run);
      }
    });
  }
  MemoResult& result = run.result;
  result.end = run.context.result.end;
  result.stats.nodes = run.context.result.stats.nodes;
  result.stats.updates = links.updates;
  const detail::MemoCount most = std::numeric_limits<std::uint64_t>::max();
  result.stats.solutions = static_cast<std::uint64_t>(run.root.count < most ? run.root.count : most);
  result.count_overflow = run.root.count > most;
  detail::MemoCount count = run.root.count;
  do {
    result.count_text.insert(result.count_text.begin(), static_cast<char>('0' + static_cast<int>(count % 10)));
    count /= 10;
  } while (count != 0);
  result.zdd_root = result.complete() ? run.root.zdd : 0;
  result.memory_full = run.cache.full();
  result.memory_used = run.cache.bytes();
  return result;
}

}  // namespace exactcover
