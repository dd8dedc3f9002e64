//===- MemPlanBase.td - memplan dialect definition ---------*- tablegen -*-===//

#ifndef MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANBASE_TD
#define MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def MemPlan_Dialect : Dialect {
  let name = "memplan";
  let cppNamespace = "::mlir::memplan";
  let summary = "Memory planning of training steps: swapping and recomputation";
  let description = [{
    The `memplan` dialect expresses the decisions of a memory planner on a
    training step written in linalg on tensors. For every activation the
    backward pass needs, the planner keeps it on the device, moves it to host
    memory and back (`memplan.swap_out` / `memplan.swap_in`), or recomputes it
    from values that are resident at its use (`memplan.recompute`).

    The ops work on SSA tensors: recomputation is only safe on immutable
    values, and swapping a tensor out and in again yields a value equal to the
    original. After one-shot bufferization the swapped-out tensor's device
    buffer can be released between the two ops; the host copy lives in a
    buffer of its own, outside the device arena.

    Two attributes mark a step's function arguments:
    - `memplan.donated` (unit): the caller gives the argument's buffer to
      the step, whose results may take it; its contents are undefined after
      the call. An update that computes a parameter's or an optimizer
      state's new value elementwise from the old one, where the old one dies,
      writes into the old buffer (memplan-elementwise-in-place), and the
      planner counts no bytes for the new value, as an in-place optimizer
      holds none.
    - `memplan.bound = N : i64` on integer arguments (token and class ids):
      every element lies in [0, N); memplan-run seeds them so.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  // memplan.donated and memplan.bound on function arguments.
  let hasRegionArgAttrVerify = 1;
}

class MemPlan_Op<string mnemonic, list<Trait> traits = []>
    : Op<MemPlan_Dialect, mnemonic, traits>;

class MemPlan_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<MemPlan_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

class MemPlan_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<MemPlan_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

#endif // MEMPLAN_DIALECT_MEMPLAN_IR_MEMPLANBASE_TD
