"""PyTorch's activation-memory budget on the exported models.

    pytorch_budget.py --json OUT [--models resnet18,...] [--budgets 0.3,...]

Runs in the exporter's environment (build/export-venv: torch, torchvision).
For each model of models/export.py at its real size and each budget, AOT
autograd partitions the joint graph with `min_cut_rematerialization_partition`
under `torch._functorch.config.activation_memory_budget` (min-cut, then a
0-1 knapsack over what to recompute), on fake tensors. Measured per budget:
the bytes the forward graph saves for the backward (parameters and inputs
not counted: they are persistent either way) and the FLOPs of the backward
graph; recomputed FLOPs are those above the backward's FLOPs at budget 1.0.
PyTorch's budget is a fraction of the activations its default partition
saves, not of a peak: the table beside memplan's shows both quantities.
"""

import argparse
import json
import os
import sys
import time

import torch
from functorch.compile import (aot_function, make_boxed_func,
                               min_cut_rematerialization_partition)
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.utils.flop_counter import FlopCounterMode

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "models"))
import export  # noqa: E402


def nbytes(value):
    if isinstance(value, torch.Tensor):
        return value.numel() * value.element_size()
    return 0


def partition(name, budget):
    factory, shape, target, loss_fn = export.MODELS[name]["real"]
    with FakeTensorMode(allow_non_fake_inputs=True):
        model = export.without_dropout(
            export.batch_norm_without_running_stats(factory())).train()
        names = [n for n, _ in model.named_parameters()]
        params = [p.detach().requires_grad_() for _, p in
                  model.named_parameters()]
        x, y = export.example_inputs(shape, target, seed=1)
    graphs = {}

    def loss_of(x, y, *ps):
        return loss_fn(torch.func.functional_call(
            model, dict(zip(names, ps)), (x,)), y)

    def keep(kind):
        def compiler(gm, example_inputs):
            graphs[kind] = gm
            return make_boxed_func(gm.forward)
        return compiler

    torch._functorch.config.activation_memory_budget = budget
    started = time.time()
    with FakeTensorMode(allow_non_fake_inputs=True) as mode:
        step = aot_function(loss_of, keep("fw"), keep("bw"),
                            partition_fn=min_cut_rematerialization_partition)
        x, y = mode.from_tensor(x), mode.from_tensor(y)
        fake = [mode.from_tensor(p).requires_grad_() for p in params]
        loss = step(x, y, *fake)
        with FlopCounterMode(display=False) as backward:
            loss.backward()
    seconds = time.time() - started
    forward = graphs["fw"].graph
    outputs = next(n for n in forward.nodes if n.op == "output").args[0]
    placeholders = {n for n in forward.nodes if n.op == "placeholder"}
    saved = [o for o in outputs[1:] if o is not None and
             o not in placeholders]
    return {"saved_bytes": sum(nbytes(o.meta.get("val")) for o in saved),
            "saved_tensors": len(saved),
            "backward_flops": backward.get_total_flops(),
            "seconds": round(seconds, 2)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", required=True)
    parser.add_argument("--models", default="resnet18,resnet50,mobilenet_v2,"
                        "vgg11,gpt2,unet")
    parser.add_argument("--budgets", default="1.0,0.9,0.7,0.5,0.3")
    args = parser.parse_args()
    rows = []
    for name in args.models.split(","):
        full = None
        for budget in [float(b) for b in args.budgets.split(",")]:
            try:
                r = partition(name, budget)
            except Exception as error:  # say which and go on
                rows.append({"model": name, "budget": budget,
                             "error": f"{type(error).__name__}: "
                                      f"{str(error).splitlines()[0][:200]}"})
                continue
            if budget == 1.0:
                full = r
            r["recomputed_flops"] = (r["backward_flops"] -
                                     full["backward_flops"]) if full else None
            r.update(model=name, budget=budget)
            rows.append(r)
            print(json.dumps(r), flush=True)
    json.dump({"torch": torch.__version__, "rows": rows},
              open(args.json, "w"), indent=1)


if __name__ == "__main__":
    main()
