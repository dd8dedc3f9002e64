"""memplan.torch with the optimizer's update in the step.

    torch_optimizer.py

A small classifier exported in f64 with torch.optim.SGD (momentum,
Nesterov, weight decay), Adam (AMSGrad, L2 weight decay), AdamW, RMSprop
(momentum, centered, weight decay, maximize), Adagrad (learning-rate
decay, weight decay, initial accumulator) and an Adam and an RMSprop
already three steps into training (their state loaded), and with two
parameter groups of their own learning rates, a frozen parameter and one
the optimizer does not hold: the step returns the new parameters and the
optimizer's new state instead of gradients; each is planned, packed, run
and checked against PyTorch's own optimizer stepping on PyTorch's
gradients. An optimizer memplan.torch does not apply is refused.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

import memplan.torch


def classifier():
    return nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 3))


def show(label, model, optimizer):
    step = memplan.torch.export(model, F.cross_entropy, x, target,
                                dtype=torch.float64, optimizer=optimizer)
    print(f"{label} results:", " ".join(step.labels))
    print(f"{label} optimizer state:", " ".join(step.optimizer_state_names))
    result = step.plan(budget=1.0).check()
    print(f"{label} bitwise equal:", result.bitwise_equal, "ok:", result.ok)
    return step


torch.manual_seed(0)
x, target = torch.randn(5, 6), torch.randint(0, 3, (5,))
model = classifier()
show("sgd", model, torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9,
                                   nesterov=True, weight_decay=1e-4))
model = classifier()
show("adam", model, torch.optim.Adam(model.parameters(), lr=1e-3,
                                     amsgrad=True, weight_decay=1e-2))
model = classifier()
show("adamw", model, torch.optim.AdamW(model.parameters(), lr=1e-3))
model = classifier()
show("rmsprop", model, torch.optim.RMSprop(
    model.parameters(), lr=1e-2, alpha=0.9, momentum=0.8, centered=True,
    weight_decay=1e-2, maximize=True))
model = classifier()
show("adagrad", model, torch.optim.Adagrad(
    model.parameters(), lr=1e-1, lr_decay=0.05, weight_decay=1e-2,
    initial_accumulator_value=0.3))

# Three steps into training: the state (step counts, moments) is PyTorch's.
model = classifier().double()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
for _ in range(3):
    optimizer.zero_grad()
    F.cross_entropy(model(x.double()), target).backward()
    optimizer.step()
step = show("trained adam", model, optimizer)
first = len(step.arguments) - len(step.optimizer_state_names)
print("trained adam step count:", float(step.arguments[first]))
model = classifier().double()
optimizer = torch.optim.RMSprop(model.parameters(), lr=1e-2, momentum=0.5,
                                centered=True)
for _ in range(3):
    optimizer.zero_grad()
    F.cross_entropy(model(x.double()), target).backward()
    optimizer.step()
show("trained rmsprop", model, optimizer)

# Two groups of their own learning rates; a frozen bias; a weight the
# optimizer does not hold (the step computes nothing for it).
model = classifier()
model[0].bias.requires_grad_(False)
optimizer = torch.optim.SGD([{"params": [model[0].weight], "lr": 0.5},
                             {"params": [model[2].bias]}], lr=0.01,
                            momentum=0.5)
show("groups", model, optimizer)

model = classifier()
try:
    memplan.torch.export(model, F.cross_entropy, x, target,
                         optimizer=torch.optim.NAdam(model.parameters()))
except memplan.torch.ExportError as error:
    print("refused:", error)
try:
    memplan.torch.export(model, F.cross_entropy, x, target,
                         optimizer=torch.optim.SGD(
                             nn.Linear(2, 2).parameters(), lr=0.1))
except memplan.torch.ExportError as error:
    print("refused:", error)

# Donation: the parameters the optimizer updates and its state are donated
# arguments (not the input, the target, the frozen bias or the weight the
# optimizer does not hold), so each update writes into the buffer of the
# value it replaces and the new values cost no memory of their own.
import re


def donated(step):
    line = next(l for l in step.text.splitlines()
                if l.lstrip().startswith(f"func.func @{step.name}("))
    return [int(k) for k in re.findall(
        r"%arg(\d+): [^,{]*\{[^}]*memplan\.donated", line)]


model = classifier()
model[0].bias.requires_grad_(False)
optimizer = torch.optim.SGD([{"params": [model[0].weight], "lr": 0.5},
                             {"params": [model[2].bias]}], lr=0.01,
                            momentum=0.5)
peaks = {}
for donate in (True, False):
    step = memplan.torch.export(model, F.cross_entropy, x, target,
                                dtype=torch.float64, optimizer=optimizer,
                                donate=donate)
    planned = step.plan(budget=1.0)
    peaks[donate] = planned.plan.baseline_peak
    print(f"donate={donate} donated:", donated(step), "of",
          len(step.arguments), "arguments")
    if donate:
        result = planned.check()
        print("donated bitwise equal:", result.bitwise_equal, "ok:", result.ok)
print("unplanned peak donated:", peaks[True], "not:", peaks[False])
