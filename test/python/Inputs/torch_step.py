"""memplan.torch on two small models of this file: export, plan, check.

    torch_step.py cnn|tokens|attention|layers BUDGET

Prints the step's signature, the bounds found, the plan's decision count,
the check against PyTorch (f64: the errors are rounding) and that the
user's model was left as it was; then breaks one parameter of PyTorch's
reference run and shows that the check fails.
"""
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

import memplan.torch


class Cnn(nn.Module):
    """Convolutions with batch norm and dropout, max and adaptive pooling."""

    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8),
            nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.Dropout(0.5))
        self.head = nn.Linear(16, 5)

    def forward(self, x):
        x = F.adaptive_avg_pool2d(self.features(x), 1).flatten(1)
        return self.head(x)


class Tokens(nn.Module):
    """Token embeddings, a GELU MLP, and a head over the vocabulary."""

    def __init__(self, vocab=40, width=16):
        super().__init__()
        self.emb = nn.Embedding(vocab, width)
        self.mlp = nn.Sequential(nn.Linear(width, 4 * width),
                                 nn.GELU(approximate="tanh"),
                                 nn.Dropout(0.1), nn.Linear(4 * width, width))
        self.out = nn.Linear(width, vocab)

    def forward(self, ids):
        return self.out(self.mlp(self.emb(ids)))


class Attention(nn.Module):
    """Multi-head attention (through F.scaled_dot_product_attention) with
    attention dropout, functional dropout, torchvision's stochastic depth,
    a bias table read through an index buffer, and average pooling
    (ceil_mode): the random layers are left out, the attention, the
    table's and the pooling's backward reach linalg."""

    def __init__(self, width=8):
        super().__init__()
        import torchvision
        self.attention = nn.MultiheadAttention(width, 2, dropout=0.5,
                                               batch_first=True)
        self.drop_path = torchvision.ops.StochasticDepth(0.5, "row")
        self.table = nn.Parameter(torch.randn(5))
        self.register_buffer("ids", torch.tensor([4, 0, 2, 2, 1, 0, 3, 4]))
        self.pool = nn.AvgPool2d(3, 2, padding=1, ceil_mode=True,
                                 count_include_pad=False)
        self.head = nn.Linear(15, 5)

    def forward(self, x):
        y = self.attention(x, x, x, need_weights=False)[0]
        y = y + self.table[self.ids]
        y = x + self.drop_path(F.dropout(y, 0.5, training=True))
        return self.head(self.pool(y.unsqueeze(1)).flatten(1))


class Layers(nn.Module):
    """Bilinear and bicubic upsampling, torch.gather and cumsum, whose
    backward (or forward) torch-mlir does not take to upstream linalg, and
    nearest
    upsampling to a size that is no multiple of the input's, whose backward
    torch-mlir lowers wrong; torchvision's DropBlock, left out like
    dropout."""

    def __init__(self):
        super().__init__()
        import torchvision
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.block = torchvision.ops.DropBlock2d(0.5, 3)
        self.mix = nn.Conv2d(8, 8, 3, padding=1)
        self.head = nn.Linear(10, 5)

    def forward(self, x):
        y = F.interpolate(self.block(torch.tanh(self.conv(x))), scale_factor=2,
                          mode="bilinear")
        y = F.interpolate(torch.tanh(y), size=(13, 9), mode="nearest")
        y = F.interpolate(torch.tanh(self.mix(y)), size=(11, 10),
                          mode="bicubic")
        y = torch.tanh(y[:, :, 1:-1, :-1])
        y = torch.gather(y.flatten(1), 1, torch.arange(0, 60, 6).repeat(2, 1))
        return self.head(torch.cumsum(y, 1))


def lm_loss(logits, target):
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]),
                           target.reshape(-1))


which, budget = sys.argv[1], float(sys.argv[2])
torch.manual_seed(0)
if which == "cnn":
    model, loss = Cnn(), F.cross_entropy
    inputs, target = torch.randn(4, 3, 12, 12), torch.randint(0, 5, (4,))
elif which == "layers":
    model, loss = Layers(), F.cross_entropy
    inputs, target = torch.randn(2, 3, 6, 6), torch.randint(0, 5, (2,))
elif which == "attention":
    model, loss = Attention(), F.cross_entropy
    inputs, target = torch.randn(2, 5, 8), torch.randint(0, 5, (2,))
else:
    model, loss = Tokens(), lm_loss
    inputs = torch.randint(0, 40, (2, 8))
    target = torch.randint(0, 40, (2, 8))
before = repr(model)

step = memplan.torch.export(model, loss, inputs, target, dtype=torch.float64)
head = [line for line in step.text.splitlines() if "func.func" in line][0]
print("signature:", head.strip()[:head.strip().index("%arg2")])
print("bounds:", step.bounds, "parameters:", len(step.parameter_names))
planned = step.plan(budget=budget)
print("decisions:", len(planned.decisions), "peak within budget:",
      planned.peak <= planned.budget < planned.baseline_peak)
result = planned.check()
print("bitwise equal:", result.bitwise_equal, "results:", result.results,
      "loss agrees to 1e-12:",
      abs(result.loss - result.pytorch_loss) <= 1e-12 * abs(result.pytorch_loss),
      "ok:", result.ok)
print("model unchanged:", repr(model) == before,
      "running stats kept:", all(m.running_mean is not None
                                 for m in model.modules()
                                 if isinstance(m, nn.BatchNorm2d)))
# A wrong reference must fail the check: PyTorch's loss gradient of the
# last parameter, off by one part in a million.
step.reference()[-1] *= 1 + 1e-6
broken = planned.check()
print("broken reference:", broken.ok, broken.worst)
