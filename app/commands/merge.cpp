// `dlx merge`: the ndjson records of shard runs put back together. Two kinds:
//   - `dlx cover --shard K/N` or `--subproblems FILE`: one record per run, added up into the record of the whole
//     count (runs of chosen lists, perhaps beside K/N runs, must count every subproblem exactly once). A shard that
//     stopped early (a budget, a signal) makes the merged count a lower bound, marked as such (exit 4).
//   - a batch command's `--shard K/N` (solve, count, validate, encode): one record per input record; written back in
//     input order (by `index`), each once.
// It refuses (exit 2, naming them) shards of another problem or another cut, a shard missing or given twice, a
// record given twice or missing between others, and anything that is not a shard record: a merge that leaves
// something out would be silently wrong.
#include <boost/program_options.hpp>
#include <fstream>
#include <algorithm>
#include <map>
#include <optional>
#include <nlohmann/json.hpp>
#include <ostream>
#include <set>
#include <string_view>

#include "command_line.hpp"
#include "commands.hpp"
#include "output/record_writer.hpp"
#include "records.hpp"

namespace dlx {

namespace po = boost::program_options;

namespace {

struct ShardRecord {
  std::string where;  // "FILE:LINE", for messages
  nlohmann::json record;
};

const char* const kHelp =
    "usage: dlx merge [OPTIONS] FILE...\n\n"
    "Adds up the ndjson records of 'dlx cover --shard K/N --format ndjson' runs (or --subproblems FILE runs,\n"
    "which must count every subproblem once between them; one or more per FILE, in any order) into the record\n"
    "of the whole count: count, nodes and updates summed, complete only when every\n"
    "shard was. Refuses shards of another problem (fingerprint) or another cut (split depth, subproblems, N),\n"
    "a shard missing or given twice, and lines that are not shard records, naming each. The ndjson records\n"
    "of a batch command's --shard K/N runs (solve, count, validate, encode) are written back in input order,\n"
    "each record once; a record missing or given twice is refused.\n\n"
    "Exit status: 0 at least one solution, 1 none, 2 usage, unreadable input or shards that do not add up,\n"
    "4 some shard stopped early (the merged count is a lower bound).\n";

// A batch command's record from a --shard run: its index and shard; else nullopt.
std::optional<std::pair<std::uint64_t, std::string>> batch_record(const nlohmann::json& record) {
  if (!record.is_object() || record.contains("fingerprint") || !record.contains("shard") || !record.contains("index") ||
      !record["shard"].is_string() || !record["index"].is_number_unsigned()) {
    return std::nullopt;
  }
  return std::pair{record["index"].get<std::uint64_t>(), record["shard"].get<std::string>()};
}

// The batch records, back in input order: each index once, none missing below the last, every shard there.
int merge_batch(std::vector<ShardRecord>& records, Context& context) {
  bool refused = false;
  auto refuse = [&](const std::string& message) {
    context.err << "dlx merge: " << message << "\n";
    refused = true;
  };
  const auto first = parse_shard(records.front().record["shard"].get<std::string>());
  std::map<std::uint64_t, const ShardRecord*> by_index;
  std::set<std::uint64_t> shards_seen;
  for (const ShardRecord& record : records) {
    const auto index = record.record["index"].get<std::uint64_t>();
    const auto shard = parse_shard(record.record["shard"].get<std::string>());
    if (!first || !shard || shard->second != first->second || index % shard->second != shard->first) {
      refuse(record.where + ": record " + std::to_string(index) + " of shard " + record.record["shard"].dump() +
             " does not belong to a split into " + (first ? std::to_string(first->second) : std::string("?")) +
             " shards by index");
      continue;
    }
    shards_seen.insert(shard->first);
    if (auto [at, fresh] = by_index.emplace(index, &record); !fresh) {
      refuse(record.where + ": record " + std::to_string(index) + " given twice (also " + at->second->where + ")");
    }
  }
  if (refused) return to_int(ExitStatus::usage);
  const std::uint64_t last = by_index.rbegin()->first;
  std::string missing;
  for (std::uint64_t index = 0; index <= last && missing.size() < 200; ++index) {
    if (!by_index.contains(index)) missing += (missing.empty() ? "" : ", ") + std::to_string(index);
  }
  if (!missing.empty()) refuse("missing record(s) " + missing + " (a shard's output cut short, or a file left out)");
  for (std::uint64_t k = 0; k < std::min<std::uint64_t>(first->second, last + 1); ++k) {
    if (!shards_seen.contains(k)) refuse("missing shard " + std::to_string(k) + "/" + std::to_string(first->second));
  }
  if (refused) return to_int(ExitStatus::usage);
  std::string out;
  for (const auto& [index, record] : by_index) out += record->record.dump() + "\n";
  context.out << out;
  context.out.flush();
  return to_int(ExitStatus::ok);
}

// The subproblems a shard record counted, of `total`: K/N's are those whose index is K mod N, "list:0,3-7"'s those
// listed; nullopt when the label is neither (or lists a subproblem beyond `total`).
std::optional<std::vector<bool>> subproblems_of(const std::string& label, std::uint64_t total) {
  std::vector<bool> counted(total, false);
  if (label.starts_with("list:")) {
    std::string_view ranges = std::string_view(label).substr(5);
    while (!ranges.empty()) {
      const std::size_t comma = ranges.find(',');
      const std::string range(ranges.substr(0, comma));
      ranges = comma == std::string_view::npos ? std::string_view() : ranges.substr(comma + 1);
      const std::size_t dash = range.find('-');
      const auto from = parse_whole(range.substr(0, dash));
      const auto to = dash == std::string::npos ? from : parse_whole(range.substr(dash + 1));
      if (!from || !to || *from > *to || *to >= total) return std::nullopt;
      for (std::uint64_t k = *from; k <= *to; ++k) counted[k] = true;
    }
    return counted;
  }
  const auto shard = parse_shard(label);
  if (!shard) return std::nullopt;
  for (std::uint64_t k = shard->first; k < total; k += shard->second) counted[k] = true;
  return counted;
}

// Why `record` is no shard record, or "" when it is one.
std::string shard_problem(const nlohmann::json& record) {
  if (!record.is_object()) return "not a JSON object";
  if (batch_record(record)) return "";
  for (const char* key : {"fingerprint", "shard", "split_depth", "subproblems", "count", "complete", "nodes", "status"}) {
    if (!record.contains(key)) return std::string("not a shard record (no '") + key + "': from dlx cover --shard K/N --format ndjson)";
  }
  if (!record["count"].is_number_unsigned() || !record["nodes"].is_number_unsigned() || !record["shard"].is_string() ||
      !record["complete"].is_boolean()) {
    return "a shard record with a field of the wrong type";
  }
  return "";
}

}  // namespace

int run_merge(const std::vector<std::string>& args, Context& context) {
  std::string format_name = "text";
  std::vector<std::string> files;
  po::options_description options("options");
  options.add_options()
      ("help,h", "show this help")
      ("format", po::value(&format_name)->value_name("text|csv|ndjson")->default_value("text"),
       "text: the count ('N+' when some shard stopped early); csv, ndjson: one record of the output contract");
  po::options_description hidden;
  hidden.add_options()("file", po::value(&files));
  po::variables_map values;
  if (auto status = parse_arguments("merge", args, options, hidden, -1, kHelp, context, values)) return *status;
  OutputFormat format = OutputFormat::text;
  if (format_name == "csv") {
    format = OutputFormat::csv;
  } else if (format_name == "ndjson") {
    format = OutputFormat::ndjson;
  } else if (format_name != "text") {
    return usage_error(context, "merge", "--format must be text, csv or ndjson, not '" + format_name + "'");
  }
  if (files.empty()) return usage_error(context, "merge", "name the shard results to merge");

  std::vector<ShardRecord> shards;
  bool refused = false;
  auto refuse = [&](const std::string& message) {
    context.err << "dlx merge: " << message << "\n";
    refused = true;
  };
  for (const std::string& path : files) {
    std::ifstream file;
    std::string problem;
    std::istream* in = open_source(path, context.in, file, problem);
    if (in == nullptr) {
      refuse(problem);
      continue;
    }
    std::int64_t number = 0;
    for (std::string line; std::getline(*in, line);) {
      ++number;
      if (line.find_first_not_of(kBlanks) == std::string::npos) continue;
      const std::string where = source_name(path) + ":" + std::to_string(number);
      nlohmann::json record = nlohmann::json::parse(line, nullptr, false);
      if (record.is_discarded()) {
        refuse(where + ": not JSON");
        continue;
      }
      if (const std::string why = shard_problem(record); !why.empty()) {
        refuse(where + ": " + why);
        continue;
      }
      shards.push_back(ShardRecord{where, std::move(record)});
    }
  }
  if (shards.empty()) {
    if (!refused) refuse("no shard records in the input");
    return to_int(ExitStatus::usage);
  }
  if (refused) return to_int(ExitStatus::usage);
  const std::size_t batch = static_cast<std::size_t>(std::count_if(
      shards.begin(), shards.end(), [](const ShardRecord& shard) { return batch_record(shard.record).has_value(); }));
  if (batch == shards.size()) {
    if (format != OutputFormat::ndjson && values.count("format") && !values["format"].defaulted()) {
      return usage_error(context, "merge", "batch records merge into ndjson only");
    }
    return merge_batch(shards, context);
  }
  if (batch > 0) {
    refuse("a mix of batch records and cover shard results: merge one kind at a time");
    return to_int(ExitStatus::usage);
  }

  // Every shard must be of the same problem and cut, with N the same; each K from 0 to N-1 once.
  const nlohmann::json& first = shards.front().record;
  for (const ShardRecord& shard : shards) {
    const nlohmann::json& record = shard.record;
    for (const char* key : {"fingerprint", "split_depth", "subproblems"}) {
      if (record[key] != first[key]) {
        refuse(shard.where + ": " + key + " " + record[key].dump() + " differs from " + first[key].dump() + " (" +
               shards.front().where + "): a shard of another " + (std::string(key) == "fingerprint" ? "problem" : "cut"));
      }
    }
  }
  if (refused) return to_int(ExitStatus::usage);
  const bool lists = std::any_of(shards.begin(), shards.end(), [](const ShardRecord& shard) {
    return shard.record["shard"].get<std::string>().starts_with("list:");
  });
  const std::string shard_text = first["shard"].get<std::string>();
  std::uint64_t n = shards.size();
  if (lists) {
    // --subproblems runs (perhaps beside --shard K/N runs): every subproblem counted by exactly one of them.
    const std::uint64_t total = first["subproblems"].get<std::uint64_t>();
    std::vector<const ShardRecord*> counted_by(total, nullptr);
    for (const ShardRecord& shard : shards) {
      const std::string label = shard.record["shard"].get<std::string>();
      const auto counted = subproblems_of(label, total);
      if (!counted) {
        refuse(shard.where + ": shard '" + label + "' is no shard of " + std::to_string(total) + " subproblems");
        continue;
      }
      for (std::uint64_t k = 0; k < total; ++k) {
        if (!(*counted)[k]) continue;
        if (counted_by[k] != nullptr) {
          refuse(shard.where + ": subproblem " + std::to_string(k) + " counted twice (also " + counted_by[k]->where +
                 ")");
          break;
        }
        counted_by[k] = &shard;
      }
    }
    std::string missing;
    for (std::uint64_t k = 0; k < total && missing.size() < 200; ++k) {
      if (counted_by[k] == nullptr) missing += (missing.empty() ? "" : ", ") + std::to_string(k);
    }
    if (!missing.empty()) refuse("subproblem(s) " + missing + " counted by no shard");
  }
  if (!lists) {
    const auto first_shard = parse_shard(shard_text);
    if (!first_shard) {
      refuse(shards.front().where + ": shard '" + shard_text + "' is not K/N with 0 <= K < N");
      return to_int(ExitStatus::usage);
    }
    n = first_shard->second;
  }
  std::map<std::uint64_t, std::string> seen;  // K -> where
  for (const ShardRecord& shard : shards) {
    if (lists) break;
    const std::string text = shard.record["shard"].get<std::string>();
    const auto here = parse_shard(text);
    if (!here || here->second != n) {
      refuse(shard.where + ": shard " + text + " is not one of " + std::to_string(n) + " (" + shards.front().where + ")");
      continue;
    }
    if (auto [at, fresh] = seen.emplace(here->first, shard.where); !fresh) {
      refuse(shard.where + ": shard " + text + " given twice (also " + at->second + ")");
    }
  }
  std::string missing;
  for (std::uint64_t k = 0; k < n && missing.size() < 200 && !lists; ++k) {
    if (!seen.contains(k)) missing += (missing.empty() ? "" : ", ") + std::to_string(k) + "/" + std::to_string(n);
  }
  if (!missing.empty()) refuse("missing shard(s) " + missing);
  if (refused) return to_int(ExitStatus::usage);

  Record input;
  input.source = first["source"].is_string() ? first["source"].get<std::string>() : "<stdin>";
  input.parsed.line = 1;
  OutputRecord merged(input);
  std::uint64_t count = 0;
  std::uint64_t nodes = 0;
  std::uint64_t updates = 0;
  bool complete = true;
  bool interrupted = false;
  double seconds = 0;
  for (const ShardRecord& shard : shards) {
    count += shard.record["count"].get<std::uint64_t>();
    nodes += shard.record["nodes"].get<std::uint64_t>();
    if (shard.record.contains("updates")) updates += shard.record["updates"].get<std::uint64_t>();
    if (shard.record.contains("seconds") && shard.record["seconds"].is_number()) seconds += shard.record["seconds"].get<double>();
    complete = complete && shard.record["complete"].get<bool>();
    interrupted = interrupted || shard.record["status"] == "interrupted";
  }
  merged.status = interrupted ? RecordStatus::interrupted : complete ? RecordStatus::counted : RecordStatus::undecided;
  merged.detail = "merged " + std::to_string(n) + " shards" + (complete ? "" : "; some stopped early");
  merged.count = count;
  merged.complete = complete;
  merged.nodes = nodes;
  merged.updates = updates;
  merged.seconds = seconds;  // the shards' own times added up: the work, whatever ran them in parallel
  merged.shard = ShardFields{first["fingerprint"].get<std::string>(), "all/" + std::to_string(n),
                             first["split_depth"].get<int>(), first["subproblems"].get<std::uint64_t>()};
  if (format == OutputFormat::text) {
    context.out << count << (complete ? "" : "+") << "\n";
  } else {
    const RecordWriter writer(RecordKind::cover, format, sudoku::SymbolSet::automatic);
    std::string text = writer.header();
    writer.write(merged, text);
    context.out << text;
  }
  context.out.flush();
  if (!complete) return to_int(ExitStatus::partial);
  return to_int(count > 0 ? ExitStatus::ok : ExitStatus::some_failed);
}

}  // namespace dlx
