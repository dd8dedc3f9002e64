//===- PackingIO.cpp - packing instances and solutions as CSV -------------===//

#include "memplan/Planning/PackingIO.h"

#include <charconv>
#include <sstream>
#include <unordered_set>

using namespace memplan;

static std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
    s.remove_prefix(1);
  while (!s.empty() &&
         (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

static std::vector<std::string_view> splitFields(std::string_view line) {
  std::vector<std::string_view> fields;
  size_t pos = 0;
  while (true) {
    size_t comma = line.find(',', pos);
    fields.push_back(trim(line.substr(pos, comma - pos)));
    if (comma == std::string_view::npos)
      break;
    pos = comma + 1;
  }
  return fields;
}

bool memplan::parsePackingCSV(std::string_view text,
                              std::vector<PackBuffer> &buffers,
                              std::string &error) {
  buffers.clear();
  int columns[5] = {-1, -1, -1, -1, -1}; // id lower upper size alignment
  static const char *names[5] = {"id", "lower", "upper", "size", "alignment"};
  size_t numColumns = 0;
  bool sawHeader = false;
  int lineNo = 0;
  std::unordered_set<int64_t> ids;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t eol = text.find('\n', pos);
    std::string_view line = trim(text.substr(pos, eol - pos));
    pos = eol == std::string_view::npos ? text.size() + 1 : eol + 1;
    ++lineNo;
    if (line.empty() || line.front() == '#')
      continue;
    std::vector<std::string_view> fields = splitFields(line);
    auto fail = [&](const std::string &what) {
      std::ostringstream os;
      os << "line " << lineNo << ": " << what;
      error = os.str();
      return false;
    };
    if (!sawHeader) {
      sawHeader = true;
      numColumns = fields.size();
      for (size_t i = 0; i < fields.size(); ++i) {
        bool known = false;
        for (int c = 0; c < 5; ++c)
          if (fields[i] == names[c]) {
            if (columns[c] >= 0)
              return fail("column '" + std::string(fields[i]) +
                          "' appears twice");
            columns[c] = int(i);
            known = true;
          }
        if (!known)
          return fail("unknown column '" + std::string(fields[i]) +
                      "' (expected id,lower,upper,size[,alignment])");
      }
      for (int c = 0; c < 4; ++c)
        if (columns[c] < 0)
          return fail(std::string("missing column '") + names[c] + "'");
      continue;
    }
    if (fields.size() != numColumns)
      return fail("expected " + std::to_string(numColumns) + " fields, got " +
                  std::to_string(fields.size()));
    int64_t values[5] = {0, 0, 0, 0, 1};
    for (int c = 0; c < 5; ++c) {
      if (columns[c] < 0)
        continue;
      std::string_view field = fields[columns[c]];
      auto [end, ec] =
          std::from_chars(field.data(), field.data() + field.size(), values[c]);
      if (ec != std::errc() || end != field.data() + field.size())
        return fail(std::string("'") + names[c] + "' is not an integer: '" +
                    std::string(field) + "'");
    }
    PackBuffer b;
    b.id = values[0];
    b.start = values[1];
    b.end = values[2];
    b.size = values[3];
    b.alignment = values[4];
    if (!ids.insert(b.id).second)
      return fail("duplicate id " + std::to_string(b.id));
    std::string bad = validateBuffers({b});
    if (!bad.empty())
      return fail(bad);
    buffers.push_back(b);
  }
  if (!sawHeader) {
    error = "no header line (expected id,lower,upper,size[,alignment])";
    return false;
  }
  error = validateBuffers(buffers);
  return error.empty();
}

std::string memplan::printPackingCSV(const std::vector<PackBuffer> &buffers,
                                     const std::vector<int64_t> &offsets) {
  std::ostringstream os;
  os << "id,offset\n";
  for (size_t i = 0; i < buffers.size() && i < offsets.size(); ++i)
    os << buffers[i].id << "," << offsets[i] << "\n";
  return os.str();
}
