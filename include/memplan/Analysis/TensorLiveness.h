//===- TensorLiveness.h - former home of the tensor sizing rule -*- C++ -*-===//
//
// The buffers-and-liveness analysis that lived here is gone: MemoryAnalysis
// (memplan/Analysis/MemoryAnalysis.h) is the one memory model of a function.
// This header only forwards the sizing helpers for files that still include
// it; include memplan/Analysis/TensorSize.h instead.
//
//===----------------------------------------------------------------------===//

#ifndef MEMPLAN_ANALYSIS_TENSORLIVENESS_H
#define MEMPLAN_ANALYSIS_TENSORLIVENESS_H

#include "memplan/Analysis/TensorSize.h"

#endif // MEMPLAN_ANALYSIS_TENSORLIVENESS_H
