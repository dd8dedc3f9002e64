//===- MemPlanAttrs.td - memplan attributes ----------------*- tablegen -*-===//

#ifndef MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANATTRS_TD
#define MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANATTRS_TD

include "memplan/Dialect/MemPlan/IR/MemPlanBase.td"

def MemPlan_ScheduleParameter
    : ArrayRefParameter<"::mlir::memplan::PlanEvent", "events of a schedule"> {
  let printer = [{ printSchedule($_printer, $_self) }];
  let parser = [{ parseSchedule($_parser) }];
}

def MemPlan_PlanAttr : MemPlan_Attr<"Plan", "plan"> {
  let summary = "A function's memory plan, from memplan-plan to memplan-materialize";
  let description = [{
    The plan `memplan-plan` made for the function that carries it (as
    `memplan.plan`), in the terms of the planning graph: `nodes` is the
    number of nodes the function had when it was planned (one per op that
    produces or reads tensors, in program order), and `schedule` the
    program order of memory events over them: `compute n` (the first
    computation of a node is the op itself, any later one a recomputation),
    `free n`, `swap_out n` and `swap_in n`. `strategy`, `budget` (bytes)
    and `peak` (bytes, by the planner's replay) say how it was made.
    `memplan-materialize` replays the schedule over the function and
    refuses a plan whose node count does not match or whose schedule does
    not replay.

    ```mlir
    func.func @step(...) attributes {memplan.plan = #memplan.plan<
        strategy = "recompute-only", budget = 2560, peak = 2560, nodes = 3,
        schedule = [compute 0, compute 1, free 0, compute 0, compute 2]>}
    ```
  }];
  let parameters = (ins StringRefParameter<"the strategy that planned">:$strategy,
                        "int64_t":$budget, "int64_t":$peak, "int64_t":$nodes,
                        MemPlan_ScheduleParameter:$schedule);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def MemPlan_HostMemorySpaceAttr : MemPlan_Attr<"HostMemorySpace", "host_memory"> {
  let summary = "Host memory, as the memory space of a memref";
  let description = [{
    The memory space of the host buffers that hold swapped-out copies:
    `memplan-lower-swaps` allocates them as
    `memref.alloc() : memref<64x128xf32, #memplan.host_memory>`, packing
    leaves them out of the device arena and the device-byte measurement
    does not count them, the GPU lowering allocates them as pinned host
    memory, and the CPU lowering (`memplan-lower-host-memory`), where host
    and device memory are one, drops the space.
  }];
}

#endif // MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANATTRS_TD
