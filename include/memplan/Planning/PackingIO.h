//===- PackingIO.h - packing instances and solutions as CSV -----*- C++ -*-===//
//
// Instances: a header `id,lower,upper,size` with an optional `alignment`
// column, one buffer per row, lifetime [lower, upper) (the MiniMalloc CSV
// format). As MiniMalloc's reader, it also takes `buffer` or `buffer_id`
// for `id`, `begin` or `start` for `lower`, and `end` for the last time a
// buffer is live (its upper bound is one more); ids are names (any text);
// a `hint` column is read and not used. Solutions: `id,offset`.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_PLANNING_PACKINGIO_H
#define MEMPLAN_PLANNING_PACKINGIO_H

#include "memplan/Planning/Packing.h"

#include <string>
#include <string_view>
#include <vector>

namespace memplan {

/// Parses an instance. On failure returns false and says why (with the line
/// number) in `error`. Buffers are also checked with validateBuffers, and ids
/// must be unique. Each buffer's PackBuffer::id is its id where that is an
/// integer, else its place among the rows; `names`, when given, gets every
/// id as written.
bool parsePackingCSV(std::string_view text, std::vector<PackBuffer> &buffers,
                     std::string &error,
                     std::vector<std::string> *names = nullptr);

/// `id,offset` rows in the order of `buffers`, each named by `names` when
/// given (parsePackingCSV's), else by its PackBuffer::id.
std::string printPackingCSV(const std::vector<PackBuffer> &buffers,
                            const std::vector<int64_t> &offsets,
                            const std::vector<std::string> *names = nullptr);

} // namespace memplan

#endif // MEMPLAN_PLANNING_PACKINGIO_H
