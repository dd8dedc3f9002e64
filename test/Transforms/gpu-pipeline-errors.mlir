// Options of memplan-gpu-pipeline that are checked before it is built: an
// empty or foreign chip once crashed inside NVVM's target verifier, and a
// missing toolkit printed dozens of errors.
// RUN: not memplan-opt %s --memplan-gpu-pipeline='budget-fraction=0.8 toolkit=none chip=' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not memplan-opt %s --memplan-gpu-pipeline='budget-fraction=0.8 toolkit=none chip=gfx90a' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOREIGN
// RUN: not memplan-opt %s --memplan-gpu-pipeline='budget-fraction=0.8 toolkit=/nonexistent' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOOLKIT
// EMPTY: error: memplan-gpu-pipeline: chip '' is not an NVIDIA target such as sm_90
// FOREIGN: error: memplan-gpu-pipeline: chip 'gfx90a' is not an NVIDIA target such as sm_90
// TOOLKIT: error: memplan-gpu-pipeline: toolkit '/nonexistent' is not a directory (a CUDA toolkit, or none)
// TOOLKIT-NOT: error
// Tiles whose threads a CUDA block cannot hold (the first three sizes make
// a block), and sizes below 1, are refused.
// RUN: not memplan-opt %s --memplan-gpu-pipeline='budget-fraction=0.8 toolkit=none tile-sizes=2048,2048' -o /dev/null 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not memplan-opt %s --memplan-gpu-pipeline='budget-fraction=0.8 toolkit=none tile-sizes=32,32,2,1' -o /dev/null 2>&1 | FileCheck %s --check-prefix=THREADS2
// RUN: not memplan-opt %s --memplan-gpu-pipeline='budget-fraction=0.8 toolkit=none tile-sizes=0,4' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: memplan-opt %s --memplan-gpu-pipeline='budget-fraction=1 toolkit=none tile-sizes=32,32,1,64' -o /dev/null
// THREADS: error: memplan-gpu-pipeline: tile sizes 2048,2048 make blocks of more than the 1024 threads a CUDA block may have
// THREADS2: error: memplan-gpu-pipeline: tile sizes 32,32,2,1 make blocks of more than the 1024 threads a CUDA block may have
// ZERO: error: memplan-gpu-pipeline: tile sizes must be positive
// A directory that is not a toolkit is refused with what it lacks.
// RUN: mkdir -p %t.empty
// RUN: not memplan-opt %s --memplan-gpu-pipeline='budget-fraction=0.8 toolkit=%t.empty format=bin' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTYKIT
// EMPTYKIT: error: memplan-gpu-pipeline: toolkit '{{.*}}.empty' has no nvvm/libdevice/libdevice.10.bc (format=bin needs it; toolkit=none compiles PTX without libdevice)
// EMPTYKIT-NOT: error

func.func @step(%a: tensor<64xf32>) -> tensor<64xf32> {
  return %a : tensor<64xf32>
}
