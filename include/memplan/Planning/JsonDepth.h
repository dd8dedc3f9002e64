//===- JsonDepth.h - refuse JSON nested too deep to parse -------*- C++ -*-===//
//
// llvm::json::parse recurses once per level of nesting, so text nested tens
// of thousands of levels deep overflows the stack. The readers of graphs,
// schedules and cost profiles, none of which nests more than a few levels,
// refuse such text before parsing it. llvm::json::parse also keeps the
// last of two members of an object with the same name: the readers refuse
// such text too, rather than drop a value without a word.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_JSONDEPTH_H
#define MEMPLAN_PLANNING_JSONDEPTH_H

#include "llvm/Support/JSON.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace memplan {

/// The most levels of arrays and objects the readers take.
constexpr int kMaxJsonDepth = 256;

/// Calls `visit(at, token)` on each string of `text` (the token with its
/// quotes, `at` its first byte) and each character outside strings, in
/// order, and returns the first non-empty error it returns (else an empty
/// string).
template <typename Visit>
std::string scanJson(std::string_view text, Visit visit) {
  bool inString = false, escaped = false;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    std::string error;
    if (!inString && c == '"') {
      inString = true;
      start = i;
    } else if (!inString) {
      error = visit(i, text.substr(i, 1));
    } else if (escaped) {
      escaped = false;
    } else if (c == '\\') {
      escaped = true;
    } else if (c == '"') {
      inString = false;
      error = visit(start, text.substr(start, i + 1 - start));
    }
    if (!error.empty())
      return error;
  }
  return std::string();
}

/// An error when `text` nests arrays and objects deeper than kMaxJsonDepth
/// (brackets inside strings do not count), else an empty string.
inline std::string jsonDepthError(std::string_view text) {
  int depth = 0;
  return scanJson(text, [&](size_t at, std::string_view token) {
    if (token == "[" || token == "{") {
      if (++depth > kMaxJsonDepth)
        return "invalid JSON: nested deeper than " +
               std::to_string(kMaxJsonDepth) + " levels (at byte " +
               std::to_string(at) + ")";
    } else if (token == "]" || token == "}") {
      --depth;
    }
    return std::string();
  });
}

/// An error naming the first member name that an object of `text` holds
/// twice (names compared as written, escapes and all), else an empty
/// string. Expects text that jsonDepthError accepts.
inline std::string jsonDuplicateKeyError(std::string_view text) {
  // The names seen in each open object; an array has none (nullopt).
  std::vector<std::optional<std::set<std::string_view>>> open;
  // The last string since a comma or a colon: a name when a colon follows.
  std::string_view last;
  return scanJson(text, [&](size_t at, std::string_view token) {
    if (token.front() == '"') {
      last = token;
    } else if (token == "{") {
      open.emplace_back(std::set<std::string_view>());
    } else if (token == "[") {
      open.emplace_back(std::nullopt);
    } else if ((token == "}" || token == "]") && !open.empty()) {
      open.pop_back();
    } else if (token == ":" && !open.empty() && open.back() && !last.empty()) {
      if (!open.back()->insert(last).second)
        return "invalid JSON: duplicate member " + std::string(last) +
               " (at byte " + std::to_string(last.data() - text.data()) + ")";
      last = std::string_view();
    } else if (token == ",") {
      last = std::string_view();
    }
    return std::string();
  });
}

/// Parses `text` into `value` as the readers of graphs, schedules and cost
/// profiles do: text nested too deep (jsonDepthError), that llvm::json
/// does not parse, or whose objects name a member twice
/// (jsonDuplicateKeyError) is refused, with `error` saying why.
inline bool parseCheckedJson(std::string_view text, llvm::json::Value &value,
                             std::string &error) {
  if (error = jsonDepthError(text); !error.empty())
    return false;
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(text);
  if (!parsed) {
    error = "invalid JSON: " + llvm::toString(parsed.takeError());
    return false;
  }
  if (error = jsonDuplicateKeyError(text); !error.empty())
    return false;
  value = std::move(*parsed);
  return true;
}

} // namespace memplan

#endif // MEMPLAN_PLANNING_JSONDEPTH_H
