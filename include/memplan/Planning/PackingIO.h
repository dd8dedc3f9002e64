//===- PackingIO.h - packing instances and solutions as CSV -----*- C++ -*-===//
//
// Instances: a header `id,lower,upper,size` with an optional `alignment`
// column, one buffer per row, lifetime [lower, upper) (the MiniMalloc CSV
// format). Solutions: `id,offset`.
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
/// must be unique.
bool parsePackingCSV(std::string_view text, std::vector<PackBuffer> &buffers,
                     std::string &error);

/// `id,offset` rows in the order of `buffers`.
std::string printPackingCSV(const std::vector<PackBuffer> &buffers,
                            const std::vector<int64_t> &offsets);

} // namespace memplan

#endif // MEMPLAN_PLANNING_PACKINGIO_H
