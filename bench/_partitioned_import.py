"""torch-mlir's half of bench/pytorch_partitioned.py, in a process of its own.

    python _partitioned_import.py FORWARD.pickle BACKWARD.pickle WIRING.json OUT.mlir

Imports PyTorch's partitioned forward and backward graphs (pickled as
memplan.torch pickles a traced step) into one module as two functions,
`forward` and `backward`, lowers the module to linalg on tensors with
torch-mlir's FX importer pipeline (the one `stateless_fx_import` runs; its
CSE works function by function, so the backward's recomputations are not
merged into the forward), and adds `train_step`, which calls both:

    train_step(input, target, p0, ...) -> (loss, dloss/dp0, ...)

the signature of the exported joint step (models/export.py). WIRING says
which forward result feeds each backward argument ("tangent": the loss's
seed gradient, 1.0) and which backward result is each parameter's
gradient. forward and backward are private, so that
`--inline --symbol-dce` leaves train_step alone.
"""

import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def memplan_importer():
    """memplan's own torch-mlir import helpers (load_graph, build), loaded
    by path: nothing else of memplan comes into this process."""
    path = os.path.join(HERE, "..", "python_bindings", "memplan",
                        "_torch_mlir_import.py")
    spec = importlib.util.spec_from_file_location("_torch_mlir_import", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv):
    forward_path, backward_path, wiring_path, out_path = argv
    helpers = memplan_importer()
    forward = helpers.build(helpers.load_graph(forward_path))
    backward = helpers.build(helpers.load_graph(backward_path))
    wiring = json.load(open(wiring_path))

    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras.fx_importer import FxImporter
    from torch_mlir.fx import (BackendLoweringOptions, FxImportOptions,
                               OutputType, _module_lowering)

    context = ir.Context()
    torch_d.register_dialect(context)
    importer = FxImporter(context=context)
    importer.import_stateless_graph(forward.graph, func_name="forward")
    importer.import_stateless_graph(backward.graph, func_name="backward")
    module = _module_lowering(False, False, OutputType.LINALG_ON_TENSORS,
                              importer.module,
                              fx_import_options=FxImportOptions(),
                              backend_options=BackendLoweringOptions())

    types = {}
    for op in module.body.operations:
        if op.operation.name != "func.func":
            continue
        name = ir.StringAttr(op.attributes["sym_name"]).value
        fn = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
        types[name] = ([str(t) for t in fn.inputs],
                       [str(t) for t in fn.results])
    fw_in, fw_out = types["forward"]
    bw_in, bw_out = types["backward"]

    lines = []
    args = ", ".join(f"%arg{k}: {t}" for k, t in enumerate(fw_in))
    results = [fw_out[0]] + [bw_out[k] for k in wiring["grads"]]
    lines.append(f"  func.func @train_step({args}) -> ({', '.join(results)}) {{")
    lines.append(f"    %fw:{len(fw_out)} = func.call @forward("
                 + ", ".join(f"%arg{k}" for k in range(len(fw_in)))
                 + f") : ({', '.join(fw_in)}) -> ({', '.join(fw_out)})")
    operands = []
    for k, source in enumerate(wiring["backward_args"]):
        if source == "tangent":
            if bw_in[k] != "tensor<f32>":
                raise SystemExit(f"the loss's gradient is {bw_in[k]}, "
                                 "not tensor<f32>")
            operands.append("%one")
        else:
            operands.append(f"%fw#{source}")
    lines.append("    %one = arith.constant dense<1.000000e+00> : tensor<f32>")
    lines.append(f"    %bw:{len(bw_out)} = func.call @backward("
                 + ", ".join(operands)
                 + f") : ({', '.join(bw_in)}) -> ({', '.join(bw_out)})")
    lines.append("    return %fw#0, "
                 + ", ".join(f"%bw#{k}" for k in wiring["grads"])
                 + f" : {', '.join(results)}")
    lines.append("  }")

    text = str(module)
    text = re.sub(r"func\.func @(forward|backward)\(",
                  r"func.func private @\1(", text)
    # The module's closing brace: the last one before the resources that
    # follow the module (`{-# dialect_resources: ... #-}`, the constants
    # torch-mlir keeps as blobs: Swin's relative-position index), if any.
    resources = text.find("\n{-#")
    body, tail = (text[:resources], text[resources:]) if resources >= 0 \
        else (text, "")
    end = body.rstrip().rfind("}")
    text = body[:end] + "\n".join(lines) + "\n}\n" + tail
    with open(out_path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
