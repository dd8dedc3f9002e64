//===- BufferizableOpInterfaceImpl.h - bufferizing memplan ops --*- C++ -*-===//

#ifndef MEMPLAN_DIALECT_MEMPLAN_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
#define MEMPLAN_DIALECT_MEMPLAN_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;

namespace memplan {
/// One-shot bufferization of memplan.swap_out (reads its operand's buffer;
/// the handle then records the memref type) and memplan.swap_in (allocates
/// a new buffer). memplan.recompute is inlined before bufferization
/// (memplan-inline-recompute).
void registerBufferizableOpInterfaceExternalModels(DialectRegistry &registry);
} // namespace memplan
} // namespace mlir

#endif
