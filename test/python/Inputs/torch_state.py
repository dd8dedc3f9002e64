"""memplan.torch on models whose forward writes buffers: the step's state.

    torch_state.py

A running average and a step counter kept by hand, a VQ-VAE whose codebook
follows exponential moving averages, and a discriminator under
spectral_norm (its power iteration updates two vectors): each buffer the
forward writes is an argument after the parameters and its new value a
result after the gradients; each step is exported in f64, planned, packed,
run and checked against PyTorch's eager run (the new state included).
Buffers the forward only reads stay constants. Prints the state, the
signature's tail, the check, that the user's model kept its buffers, and
that a wrong new state fails the check.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

import memplan.torch


class RunningAverage(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(6, 4)
        self.register_buffer("average", torch.zeros(4))
        self.register_buffer("steps", torch.zeros((), dtype=torch.int64))
        self.register_buffer("offsets", torch.arange(4.0))

    def forward(self, x):
        y = self.linear(x)
        with torch.no_grad():
            self.average.mul_(0.9).add_(0.1 * y.mean(0))
            self.steps += 1
        return y - self.average + self.offsets


class VectorQuantizer(nn.Module):
    def __init__(self, codes=6, width=3, decay=0.9):
        super().__init__()
        self.encoder = nn.Linear(5, width)
        self.decoder = nn.Linear(width, 5)
        self.decay = decay
        self.register_buffer("embed", torch.randn(codes, width))
        self.register_buffer("size", torch.ones(codes))
        self.register_buffer("embed_sum", self.embed.clone())

    def forward(self, x):
        z = self.encoder(x)
        distance = z.pow(2).sum(1, keepdim=True) - 2 * z @ self.embed.t() \
            + self.embed.pow(2).sum(1)
        chosen = F.one_hot(distance.argmin(1), self.embed.shape[0]).to(z.dtype)
        q = chosen @ self.embed
        with torch.no_grad():
            self.size.data.mul_(self.decay).add_(chosen.sum(0),
                                                 alpha=1 - self.decay)
            self.embed_sum.data.mul_(self.decay).add_(chosen.t() @ z,
                                                      alpha=1 - self.decay)
            n = self.size.sum()
            size = (self.size + 1e-5) / (n + 6e-5) * n
            self.embed.data.copy_(self.embed_sum / size.unsqueeze(1))
        return self.decoder(z + (q - z).detach()), z, q


def vq_loss(out, x):
    y, z, q = out
    return F.mse_loss(y, x) + 0.25 * F.mse_loss(z, q.detach())


class Discriminator(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.utils.parametrizations.spectral_norm(nn.Linear(6, 8))
        self.out = nn.Linear(8, 1)

    def forward(self, x):
        return self.out(F.leaky_relu(self.hidden(x), 0.2))


torch.manual_seed(0)
cases = [
    ("average", RunningAverage(), lambda y: y.pow(2).mean(),
     torch.randn(5, 6), None),
    ("vq", VectorQuantizer(), vq_loss, torch.randn(7, 5), "same"),
    ("spectral", Discriminator(), lambda y: F.softplus(-y).mean(),
     torch.randn(5, 6), None),
]
for label, model, loss, x, target in cases:
    kept = {k: v.clone() for k, v in model.state_dict().items()}
    step = memplan.torch.export(model, loss, x,
                                x if target == "same" else None,
                                dtype=torch.float64)
    head = [line for line in step.text.splitlines() if "func.func" in line][0]
    print(f"{label} state:", step.state_names)
    print(f"{label} results:", head[head.index(") -> (") + 6:].rstrip(" {"))
    result = step.plan(budget=1.0).check()
    print(f"{label} bitwise equal:", result.bitwise_equal, "results:",
          result.results, "ok:", result.ok)
    print(f"{label} model unchanged:", all(
        torch.equal(kept[k], v) for k, v in model.state_dict().items()))
    # The state's new value is checked: off by one part in a million in
    # PyTorch's, the check fails on it.
    step.reference()[-1] = step.reference()[-1] + \
        1e-6 * (abs(step.reference()[-1]) + 1)
    broken = step.plan(budget=1.0).check()
    print(f"{label} broken new state:", broken.ok, broken.worst)

# Batch norms in training mode with running_stats=True: their running
# averages and batch counts are state, their new values those of PyTorch's
# own forward on the user's model (integer targets: the export traces the
# forward once more to find their bounds, which must not count).
model = nn.Sequential(nn.Conv2d(3, 4, 3), nn.BatchNorm2d(4), nn.ReLU(),
                      nn.Flatten(), nn.Linear(4 * 6 * 6, 3), nn.BatchNorm1d(3))
x, labels = torch.randn(5, 3, 8, 8), torch.randint(0, 3, (5,))
step = memplan.torch.export(model, F.cross_entropy, x, labels,
                            dtype=torch.float64, running_stats=True)
print("batch norm state:", step.state_names)
result = step.plan(budget=1.0).check()
print("batch norm bitwise equal:", result.bitwise_equal, "ok:", result.ok)
planned = step.reference()  # checked equal to the planned step's above
model.double()(x.double())
new = dict(zip(step.labels, planned))
print("batch norm as PyTorch's forward:",
      all(torch.allclose(torch.as_tensor(new[f"new {name}"]).double(),
                         buffer.double(), rtol=1e-12, atol=0)
          for name, buffer in model.named_buffers()),
      "count:", int(new["new 1.num_batches_tracked"]))
plain = memplan.torch.export(model, F.cross_entropy, x, labels,
                             dtype=torch.float64)
print("batch norm without running_stats:", plain.state_names)
# A cumulative average (momentum=None) divides by the count as a Python
# number: refused, naming the module.
try:
    memplan.torch.export(nn.Sequential(nn.Linear(4, 4),
                                       nn.BatchNorm1d(4, momentum=None)),
                         lambda y: y.pow(2).mean(), torch.randn(5, 4),
                         running_stats=True)
except memplan.torch.ExportError as error:
    print("refused:", error)
