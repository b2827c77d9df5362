// Memoized counting with multiplicities (memo.hpp): Algorithm M (algorithm_m.cpp, whose three cases and null move
// this loop follows step for step) with the cache of memo.cpp.
//
// ## The key
//
// Below a node of Algorithm M, what is left is decided by: which primary items are still active, and how many more
// options each may take (its bound); how each secondary item stands (memo.cpp); and which options the levels above
// have tweaked away. That last part is not a function of the items' states, but it has a simple shape: an item
// branched on with bound left (case C) tries its options in list order and takes each one it has tried out of every
// list, so the options it has tweaked away are exactly those up to the last one tried (those before that were already
// hidden anyway). So each active item that can be branched on more than once carries in the key, beside its bound,
// its cursor: the place in its list of the last option tweaked away. An item covered (cases A and B) or retired (the
// null move) has every option hidden and counts as absent. Two states with one key then have the same available
// options in the same list order, hence the same search below them.
//
// ## The ZDD with null moves
//
// A level's branches are its options, in order, and last (cases B and C) the null move. The null move's solutions are
// not marked by an option: they join the level's family as the bottom of its chain. So a level keeps the (option, ZDD)
// pairs of its branches with solutions and makes its chain when it ends, on top of the null move's ZDD (DLX6, which
// has no null move, makes each node as its branch ends; memo.cpp does the same for X and C).
#include <algorithm>

#include "memo_search.hpp"

namespace exactcover::detail {

namespace {

struct FrameM {
  std::int64_t entry = -1;
  MemoCount count = 0;
  std::uint64_t null_zdd = 0;      // the null move's ZDD, when it had solutions
  std::size_t first_pair = 0;      // this level's (option, zdd) pairs start here in `pairs`
  std::int32_t saved_cursor = 0;   // the cursor of the item branched on, as it was on entry
};

}  // namespace

template <class V>
void memo_search_m(MemoRun& run) {
  Links& links = run.links;
  SearchContext& context = run.context;
  MemoKeys& keys = run.keys;
  Link* const node = links.node.data();
  const std::int32_t* const top = links.top.data();
  std::int32_t* const bound = links.bound.data();
  const std::int32_t* const slack = links.slack.data();
  const std::int32_t headers = links.item_count;
  std::uint64_t* const key = run.key.data();
  std::vector<std::uint64_t>* const profile = context.limits().profile;
  std::vector<FrameM> frames(context.choice.size());
  std::vector<std::pair<OptionId, std::uint64_t>> pairs;

  // Notes the secondary items the option at `chosen` covered or purified (memo.cpp's key reads them), after it is
  // committed, and forgets them before it is uncommitted.
  auto note_secondary = [&](std::int32_t chosen, bool committed) {
    for (std::int32_t p = chosen + 1; p != chosen;) {
      const std::int32_t item = top[p];
      if (item < 0) {
        p = node[p].up;
        continue;
      }
      if (item >= links.primary_count) {
        const Color c = V::kColors ? links.color[p] : 0;
        if (c == 0) {
          keys.secondary_covered[static_cast<std::size_t>(item)] = committed ? 1 : 0;
        } else if (c > 0) {
          keys.purified_color[static_cast<std::size_t>(item)] = committed ? c : 0;
        }
      }
      ++p;
    }
  };
  auto commit_rest = [&](std::int32_t chosen) {
    links.commit_rest<V>(chosen);
    note_secondary(chosen, true);
  };
  auto uncommit_rest = [&](std::int32_t chosen) {
    note_secondary(chosen, false);
    links.uncommit_rest<V>(chosen);
  };
  auto covering = [&](std::int32_t item) { return links.covering_m(item); };  // case A
  auto cursor = [&](std::int32_t item) -> std::int32_t& { return keys.cursor[static_cast<std::size_t>(item)]; };

  // Leaves the level that branched on `item`: undoes its cover and tweaks, gives the bound and the cursor back.
  auto restore_item = [&](std::int32_t item, std::int32_t level) {
    links.leave_item_m<V>(item, context.first_tweak[static_cast<std::size_t>(level)]);
    cursor(item) = frames[static_cast<std::size_t>(level)].saved_cursor;
  };

  // Stops with levels [0, depth) under way: undoes them, last first, and adds up what their finished branches found.
  auto stop = [&](std::int32_t depth) {
    for (std::int32_t l = depth; l-- > 0;) {
      const std::int32_t chosen = context.choice[static_cast<std::size_t>(l)];
      if (chosen < headers) {  // the null move
        if (bound[chosen] != 0) links.reactivate(chosen);
        restore_item(chosen, l);
      } else {
        uncommit_rest(chosen);
        restore_item(top[chosen], l);
      }
      run.root.count = run.add_counts(run.root.count, frames[static_cast<std::size_t>(l)].count);
    }
  };

  std::int32_t level = 0;
  std::int32_t best = 0;
  std::int32_t current = 0;
  std::int32_t score = 0;
  std::uint64_t nodes = 0;
  MemoValue result;

forward:
  if (!context.keep_going(nodes, level)) {
    stop(level);
    goto done;
  }
  ++nodes;
  if (profile != nullptr) context.count_profile(level);
  context.reserve_level(level);
  if (frames.size() < context.choice.size()) frames.resize(context.choice.size());
  {
    keys.make<V>(links, key);
    bool found = false;
    const std::int64_t entry = run.cache.find_or_add(key, found);
    if (found) {
      ++run.result.hits;
      result = run.cache.value(entry);
      goto leave;
    }
    if (entry >= 0) ++run.result.cached;
    best = choose_item_m(links, score);
    if (best < 0 || score <= 0) {  // a solution (every item satisfied), or too few options left for an item
      result = best < 0 ? MemoValue{1, 1} : MemoValue{};
      if (entry >= 0) run.cache.store(entry, result);
      goto leave;
    }
    frames[static_cast<std::size_t>(level)] = FrameM{entry, 0, 0, pairs.size(), cursor(best)};
  }
  context.degree[static_cast<std::size_t>(level)] = score;
  current = context.choice[static_cast<std::size_t>(level)] = node[best].down;
  context.first_tweak[static_cast<std::size_t>(level)] = links.enter_item_m<V>(best, current);

advance:
  if (covering(best)) {
    if (current == best) goto backup;
  } else if (links.length[best] <= bound[best] - slack[best]) {
    goto backup;  // too few options left below this one
  }
  links.take_m<V>(best, current);
  if (current != best && !covering(best) && bound[best] != 0) {
    cursor(best) = keys.rank[static_cast<std::size_t>(current)];  // case C: the item's options past this one stay
  }
  if (current >= headers) commit_rest(current);
  ++level;
  goto forward;

backup:
  restore_item(best, level);
  {
    // The level's family: its options' chain on top of the null move's (see "The ZDD with null moves").
    FrameM& frame = frames[static_cast<std::size_t>(level)];
    std::uint64_t zdd = frame.null_zdd;
    for (std::size_t k = frame.first_pair; k < pairs.size(); ++k) zdd = run.make_node(pairs[k].first, zdd, pairs[k].second);
    pairs.resize(frame.first_pair);
    result = MemoValue{frame.count, zdd};
    if (frame.entry >= 0) run.cache.store(frame.entry, result);
  }

leave:
  if (level == 0) {
    run.root = result;
    goto done;
  }
  --level;
  current = context.choice[static_cast<std::size_t>(level)];
  {
    FrameM& frame = frames[static_cast<std::size_t>(level)];
    frame.count = run.add_counts(frame.count, result.count);
    if (current < headers) {  // back from the null move, the level's last branch
      frame.null_zdd = result.zdd;
      best = current;
      if (bound[best] != 0) links.reactivate(best);  // case C retired it; in case B uncovering will
      goto backup;
    }
    best = top[current];
    uncommit_rest(current);
    if (result.zdd != 0) pairs.emplace_back(links.option_of(current), result.zdd);
  }
  current = context.choice[static_cast<std::size_t>(level)] = node[current].down;
  goto advance;

done:
  context.result.stats.nodes = nodes;
}

template void memo_search_m<Variant<std::int32_t, 0, false, true>>(MemoRun&);
template void memo_search_m<Variant<std::int32_t, 0, true, true>>(MemoRun&);

}  // namespace exactcover::detail
