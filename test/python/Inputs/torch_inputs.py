"""memplan.torch.export on the inputs a model is called with beyond plain
tensors: a list and a dict of tensors (with a leaf that is not one), an
input the model changes in place, and what export refuses before tracing
(bounds, names, the interpreter, the import's timeout)."""

import torch
import torch.nn as nn

import memplan
import memplan.torch as mt

torch.manual_seed(0)
f64 = torch.float64


def mse(out, t):
    return ((out - t) ** 2).mean()


def report(label, step):
    result = step.plan(budget=1.0).check()
    print(f"{label}: arguments {len(step.arguments)} bitwise "
          f"{result.bitwise_equal} ok {result.ok}")


class Pair(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(4, 3, dtype=f64)

    def forward(self, xs):
        return self.l(xs[0] * xs[1] + xs[2])


xs = [torch.randn(2, 4, dtype=f64) for _ in range(3)]
report("list", mt.export(Pair(), mse, (xs,), torch.randn(2, 3, dtype=f64)))


class Fields(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(4, 3, dtype=f64)

    def forward(self, batch, scale):
        x = batch["x"] if batch["mask"] is None else batch["x"] * batch["mask"]
        return self.l(x) * scale


batch = {"x": torch.randn(2, 4, dtype=f64), "mask": None}
report("dict", mt.export(Fields(), mse, (batch, torch.tensor(2.0, dtype=f64)),
                         torch.randn(2, 3, dtype=f64)))


class Scales(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(4, 3, dtype=f64)

    def forward(self, x):
        x.mul_(2)
        x.add_(1)
        return self.l(x)


x = torch.randn(2, 4, dtype=f64)
before = x.clone()
step = mt.export(Scales(), mse, x, torch.randn(2, 3, dtype=f64))
report("in place", step)
# The step's loss is PyTorch's on the written input, and the caller's input
# is unchanged by export and check.
model = Scales()
model.load_state_dict(dict(zip(step.parameter_names,
                               step.arguments[2:])))
want = mse(model(before.clone()), step.arguments[1]).item()
print("in place loss:", float(step.reference()[0]) == want,
      "input unchanged:", torch.equal(x, before))


class Lookup(nn.Module):
    def __init__(self):
        super().__init__()
        self.e = nn.Embedding(5, 3, dtype=f64)

    def forward(self, ids):
        return self.e(ids).sum(1)


ids = torch.tensor([[1, 2], [3, 4]])
for bounds in ({7: 5}, {1: 5}, {0: 0}, {0: -3}, {0: 2 ** 63 + 1}, "all"):
    try:
        mt.export(Lookup(), mse, ids, torch.randn(2, 3, dtype=f64),
                  bounds=bounds)
        print("bounds", bounds, "accepted")
    except ValueError as error:
        print("bounds error:", error)
for name in ("", "my step", "1st", None):
    try:
        mt.export(Lookup(), mse, ids, torch.randn(2, 3, dtype=f64), name=name)
    except ValueError as error:
        print("name error:", error)
try:
    mt.export(Lookup(), mse, ids, torch.randn(2, 3, dtype=f64),
              python="/nonexistent/python3")
except mt.ExportError as error:
    print("python error:", error)
try:
    mt.export(Lookup(), mse, ids, torch.randn(2, 3, dtype=f64), timeout=1e-3)
except mt.ExportError as error:
    print("timeout error:", error)
step = mt.export(Lookup(), mse, ids, torch.randn(2, 3, dtype=f64))
for budget in (-1.0, -0.5, float("nan")):
    try:
        memplan.plan(step.text, budget=budget)
    except ValueError as error:
        print("budget error:", error)
