//===- PackingIO.cpp - packing instances and solutions as CSV -------------===//

#include "memplan/Planning/PackingIO.h"

#include <charconv>
#include <limits>
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
                              std::string &error,
                              std::vector<std::string> *names) {
  buffers.clear();
  if (names)
    names->clear();
  // The columns read, and the names MiniMalloc's reader also takes for
  // them. An `end` column holds the last time a buffer is live: its upper
  // bound is one more.
  enum Column { Id, Lower, Upper, Size, Alignment, Hint, NumColumns };
  static const char *columnNames[NumColumns] = {"id",   "lower",     "upper",
                                                "size", "alignment", "hint"};
  struct Alias {
    const char *name;
    Column column;
  };
  static const Alias aliases[] = {{"buffer", Id},
                                  {"buffer_id", Id},
                                  {"begin", Lower},
                                  {"start", Lower},
                                  {"end", Upper}};
  int columns[NumColumns] = {-1, -1, -1, -1, -1, -1};
  int64_t upperAddend = 0;
  size_t numColumns = 0;
  bool sawHeader = false;
  int lineNo = 0;
  std::unordered_set<std::string_view> ids;
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
        int column = -1;
        for (int c = 0; c < NumColumns; ++c)
          if (fields[i] == columnNames[c])
            column = c;
        for (const Alias &alias : aliases)
          if (fields[i] == alias.name) {
            column = alias.column;
            if (fields[i] == "end")
              upperAddend = 1;
          }
        if (fields[i] == "gaps" || fields[i] == "offset")
          return fail("column '" + std::string(fields[i]) + "' (" +
                      (fields[i] == "gaps" ? "times a buffer is not live"
                                           : "a buffer's fixed offset") +
                      ") is not supported: every buffer is live over one "
                      "interval and placed by the packer");
        if (column < 0)
          return fail("unknown column '" + std::string(fields[i]) +
                      "' (expected id,lower,upper,size[,alignment])");
        if (columns[column] >= 0)
          return fail("column '" + std::string(fields[i]) +
                      "' names the same column as '" +
                      std::string(fields[columns[column]]) + "'");
        columns[column] = int(i);
      }
      for (int c = 0; c < 4; ++c)
        if (columns[c] < 0)
          return fail(std::string("missing column '") + columnNames[c] + "'");
      continue;
    }
    if (fields.size() != numColumns)
      return fail("expected " + std::to_string(numColumns) + " fields, got " +
                  std::to_string(fields.size()));
    // The id is a name: any text, each once; an integer one is also the
    // buffer's PackBuffer::id, else its place among the rows.
    std::string_view name = fields[columns[Id]];
    if (name.empty())
      return fail("empty 'id'");
    if (!ids.insert(name).second)
      return fail("duplicate id " + std::string(name));
    int64_t values[NumColumns] = {int64_t(buffers.size()), 0, 0, 0, 1, 0};
    bool integerId = true;
    for (int c = 0; c < NumColumns; ++c) {
      if (columns[c] < 0)
        continue;
      std::string_view field = fields[columns[c]];
      auto [end, ec] =
          std::from_chars(field.data(), field.data() + field.size(), values[c]);
      if (ec != std::errc() || end != field.data() + field.size()) {
        if (c == Id) {
          values[c] = int64_t(buffers.size());
          integerId = false;
          continue;
        }
        return fail(std::string("'") + columnNames[c] +
                    "' is not an integer: '" + std::string(field) + "'");
      }
    }
    PackBuffer b;
    b.id = values[Id];
    b.start = values[Lower];
    if (values[Upper] == std::numeric_limits<int64_t>::max() && upperAddend)
      return fail("'end' " + std::to_string(values[Upper]) +
                  " has no time after it");
    b.end = values[Upper] + upperAddend;
    b.size = values[Size];
    b.alignment = values[Alignment];
    std::string bad = validateBuffers({b});
    if (!bad.empty()) {
      // It names the buffer by PackBuffer::id: by its own id instead.
      if (!integerId)
        bad = "buffer '" + std::string(name) + "'" + bad.substr(bad.find(':'));
      return fail(bad);
    }
    buffers.push_back(b);
    if (names)
      names->emplace_back(name);
  }
  if (!sawHeader) {
    error = "no header line (expected id,lower,upper,size[,alignment])";
    return false;
  }
  error = validateBuffers(buffers);
  return error.empty();
}

std::string memplan::printPackingCSV(const std::vector<PackBuffer> &buffers,
                                     const std::vector<int64_t> &offsets,
                                     const std::vector<std::string> *names) {
  std::ostringstream os;
  os << "id,offset\n";
  for (size_t i = 0; i < buffers.size() && i < offsets.size(); ++i) {
    if (names && i < names->size())
      os << (*names)[i];
    else
      os << buffers[i].id;
    os << "," << offsets[i] << "\n";
  }
  return os.str();
}
