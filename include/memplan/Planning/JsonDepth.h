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

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace memplan {

/// The most levels of arrays and objects the readers take.
constexpr int kMaxJsonDepth = 256;

/// An error when `text` nests arrays and objects deeper than kMaxJsonDepth
/// (brackets inside strings do not count), else an empty string.
inline std::string jsonDepthError(std::string_view text) {
  int depth = 0;
  bool inString = false, escaped = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth)
        return "invalid JSON: nested deeper than " +
               std::to_string(kMaxJsonDepth) + " levels (at byte " +
               std::to_string(i) + ")";
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::string();
}

/// An error naming the first member name that an object of `text` holds
/// twice (names compared as written, escapes and all), else an empty
/// string. Expects text that jsonDepthError accepts.
inline std::string jsonDuplicateKeyError(std::string_view text) {
  // The names seen in each open object (none for an array).
  std::vector<std::set<std::string_view>> open;
  std::vector<bool> isObject;
  bool inString = false, escaped = false;
  size_t stringStart = 0;
  std::string_view lastString;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"') {
        inString = false;
        lastString = text.substr(stringStart, i + 1 - stringStart);
      }
      continue;
    }
    if (c == '"') {
      inString = true;
      stringStart = i;
    } else if (c == '{' || c == '[') {
      open.emplace_back();
      isObject.push_back(c == '{');
    } else if ((c == '}' || c == ']') && !open.empty()) {
      open.pop_back();
      isObject.pop_back();
    } else if (c == ':' && !open.empty() && isObject.back() &&
               !lastString.empty()) {
      if (!open.back().insert(lastString).second)
        return "invalid JSON: duplicate member " + std::string(lastString) +
               " (at byte " + std::to_string(lastString.data() - text.data()) +
               ")";
      lastString = std::string_view();
    } else if (c == ',') {
      lastString = std::string_view();
    }
  }
  return std::string();
}

} // namespace memplan

#endif // MEMPLAN_PLANNING_JSONDEPTH_H
