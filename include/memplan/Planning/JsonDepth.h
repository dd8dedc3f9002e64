//===- JsonDepth.h - refuse JSON nested too deep to parse -------*- C++ -*-===//
//
// llvm::json::parse recurses once per level of nesting, so text nested tens
// of thousands of levels deep overflows the stack. The readers of graphs,
// schedules and cost profiles, none of which nests more than a few levels,
// refuse such text before parsing it.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_JSONDEPTH_H
#define MEMPLAN_PLANNING_JSONDEPTH_H

#include <string>
#include <string_view>

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

} // namespace memplan

#endif // MEMPLAN_PLANNING_JSONDEPTH_H
