"""Export real PyTorch training steps to linalg on tensors for memplan.

    python models/export.py [--models resnet18,gpt2,...] [--sizes tiny,real]
                            [--out models]

Each step is one function, `train_step(input, target, p0, p1, ...)`, that
returns `(loss, dloss/dp0, dloss/dp1, ...)`: forward, loss, backward, with
every parameter an argument (so the files stay small).  The export is
`memplan.torch.export` (the package memplan's build makes,
build/python_packages, or the one on PYTHONPATH): `torch.func.grad_and_value`
over `torch.func.functional_call`, functionalized and traced to ATen by
`make_fx` with torch-mlir's decomposition table and memplan's, then imported
and lowered by torch-mlir's FX importer (`stateless_fx_import`, output type
linalg-on-tensors) in a subprocess, and made to compute as PyTorch does where
torch-mlir's lowering does not (memplan's passes: the package's extension).
This script holds the models, their sizes and inputs.

For the tiny sizes the script also writes the same step in f64
(`<model>-tiny-f64.mlir`) and `reference/<model>-tiny.npz`: the input batch
and targets, and PyTorch's loss and every gradient computed in f64 from the
same parameters and inputs (the answer that f32 runs, PyTorch's own and
memplan's, are measured against).  The
parameters are not stored: `steps.py` makes them again from a seed with
NumPy's frozen legacy generator, so CI checks memplan against PyTorch
without installing it.

Needs torch, torchvision and torch-mlir (models/requirements.txt) and
memplan built; `make export-models` builds memplan, makes the virtual
environment and runs this.
"""

import argparse
import glob
import json
import math
import os
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def _memplan_package():
    """The directory of memplan's built package, where the first memplan on
    the path is not one (the export runs memplan's passes on torch-mlir's
    output: memplan.torch loads the extension once torch-mlir's subprocess
    is done): build/python_packages. None where the path has it first."""
    for entry in sys.path:
        package = os.path.join(entry or os.getcwd(), "memplan")
        if os.path.isfile(os.path.join(package, "__init__.py")):
            if glob.glob(os.path.join(package, "_memplan*.so")):
                return None
            break
    built = os.path.join(os.path.dirname(HERE), "build", "python_packages")
    if not glob.glob(os.path.join(built, "memplan", "_memplan*.so")):
        sys.exit("export.py: memplan's Python package (with its extension) "
                 "is neither first on PYTHONPATH nor built in "
                 "build/python_packages: build memplan first (make build)")
    return built


_package = _memplan_package()
if _package:
    sys.path.insert(0, _package)
import memplan.torch  # noqa: E402
import steps  # noqa: E402


# ---------------------------------------------------------------------------
# Models.

def narrow(model, k, image_channels=3, classes=None):
    """The same network with every channel count divided by k (the image
    channels and the classes stay): same ops, same graph, fewer weights."""
    def shrink(c):
        return c if c in (image_channels,) else max(1, c // k)

    for name, module in list(model.named_modules()):
        parent = model
        parts = name.split(".")
        for part in parts[:-1]:
            parent = getattr(parent, part)
        if isinstance(module, nn.Conv2d):
            cin, cout = shrink(module.in_channels), shrink(module.out_channels)
            groups = cin if module.groups == module.in_channels and \
                module.groups > 1 else module.groups
            new = nn.Conv2d(cin, cout, module.kernel_size, module.stride,
                            module.padding, module.dilation, groups,
                            module.bias is not None)
        elif isinstance(module, nn.BatchNorm2d):
            new = nn.BatchNorm2d(shrink(module.num_features))
        elif isinstance(module, nn.Linear):
            cout = module.out_features
            if cout != classes:
                cout = shrink(cout)
            new = nn.Linear(module.in_features // k, cout,
                            module.bias is not None)
        else:
            continue
        setattr(parent, parts[-1], new)
    return model


class Block(nn.Module):
    """A GPT-2 block: pre-norm causal self-attention and a GELU MLP."""

    def __init__(self, width, heads):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(width)
        self.qkv = nn.Linear(width, 3 * width)
        self.proj = nn.Linear(width, width)
        self.ln2 = nn.LayerNorm(width)
        self.fc = nn.Linear(width, 4 * width)
        self.out = nn.Linear(4 * width, width)

    def forward(self, x):
        b, s, w = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(w, dim=2)
        q, k, v = (t.reshape(b, s, self.heads, w // self.heads).transpose(1, 2)
                   for t in (q, k, v))
        scores = (q @ k.transpose(-2, -1)) / math.sqrt(w // self.heads)
        causal = torch.arange(s).unsqueeze(1) >= torch.arange(s)
        scores = scores.masked_fill(~causal, -math.inf)
        y = (scores.softmax(-1) @ v).transpose(1, 2).reshape(b, s, w)
        x = x + self.proj(y)
        return x + self.out(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))


class Gpt(nn.Module):
    """A GPT-2-style decoder (random init, nothing downloaded): token and
    position embeddings, blocks, final norm, head tied to the token table."""

    def __init__(self, vocab, context, width, depth, heads):
        super().__init__()
        self.wte = nn.Embedding(vocab, width)
        self.wpe = nn.Parameter(torch.zeros(context, width))
        self.blocks = nn.ModuleList(Block(width, heads) for _ in range(depth))
        self.ln = nn.LayerNorm(width)

    def forward(self, ids):
        x = self.wte(ids) + self.wpe[:ids.shape[1]]
        for block in self.blocks:
            x = block(x)
        return self.ln(x) @ self.wte.weight.t()


class EncoderBlock(nn.Module):
    """A BERT encoder block: post-norm bidirectional self-attention and an
    MLP with exact GELU (`nn.GELU()`, approximate="none"; torch-mlir lowers
    it to math.erf)."""

    def __init__(self, width, heads):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(width, 3 * width)
        self.proj = nn.Linear(width, width)
        self.ln1 = nn.LayerNorm(width)
        self.fc = nn.Linear(width, 4 * width)
        self.act = nn.GELU()
        self.out = nn.Linear(4 * width, width)
        self.ln2 = nn.LayerNorm(width)

    def forward(self, x):
        b, s, w = x.shape
        q, k, v = self.qkv(x).split(w, dim=2)
        q, k, v = (t.reshape(b, s, self.heads, w // self.heads).transpose(1, 2)
                   for t in (q, k, v))
        scores = (q @ k.transpose(-2, -1)) / math.sqrt(w // self.heads)
        y = (scores.softmax(-1) @ v).transpose(1, 2).reshape(b, s, w)
        x = self.ln1(x + self.proj(y))
        return self.ln2(x + self.out(self.act(self.fc(x))))


class Bert(nn.Module):
    """A BERT-style encoder with a masked-LM head (random init, nothing
    downloaded): token and position embeddings with a norm, post-norm
    blocks, then dense-GELU-norm and a decoder tied to the token table with
    its own bias; every position predicts a token."""

    def __init__(self, vocab, context, width, depth, heads):
        super().__init__()
        self.wte = nn.Embedding(vocab, width)
        self.wpe = nn.Parameter(torch.zeros(context, width))
        self.ln_emb = nn.LayerNorm(width)
        self.blocks = nn.ModuleList(EncoderBlock(width, heads)
                                    for _ in range(depth))
        self.dense = nn.Linear(width, width)
        self.act = nn.GELU()
        self.ln = nn.LayerNorm(width)
        self.head_bias = nn.Parameter(torch.zeros(vocab))

    def forward(self, ids):
        x = self.ln_emb(self.wte(ids) + self.wpe[:ids.shape[1]])
        for block in self.blocks:
            x = block(x)
        x = self.ln(self.act(self.dense(x)))
        return x @ self.wte.weight.t() + self.head_bias


class UNet(nn.Module):
    """A small U-Net: conv-bn-relu pairs, max-pool down, transposed-conv up,
    long skip connections concatenated at every level."""

    def __init__(self, channels, base, depth, classes):
        super().__init__()

        def pair(cin, cout):
            return nn.Sequential(
                nn.Conv2d(cin, cout, 3, padding=1, bias=False),
                nn.BatchNorm2d(cout), nn.ReLU(),
                nn.Conv2d(cout, cout, 3, padding=1, bias=False),
                nn.BatchNorm2d(cout), nn.ReLU())

        widths = [base * 2 ** i for i in range(depth + 1)]
        self.down = nn.ModuleList()
        cin = channels
        for width in widths[:-1]:
            self.down.append(pair(cin, width))
            cin = width
        self.bottom = pair(widths[-2], widths[-1])
        self.up = nn.ModuleList()
        self.merge = nn.ModuleList()
        for width in reversed(widths[:-1]):
            self.up.append(nn.ConvTranspose2d(2 * width, width, 2, stride=2))
            self.merge.append(pair(2 * width, width))
        self.head = nn.Conv2d(widths[0], classes, 1)

    def forward(self, x):
        skips = []
        for block in self.down:
            x = block(x)
            skips.append(x)
            x = F.max_pool2d(x, 2)
        x = self.bottom(x)
        for up, merge in zip(self.up, self.merge):
            x = merge(torch.cat([up(x), skips.pop()], dim=1))
        return self.head(x)


def torchvision_model(name, size):
    classes = 10 if size == "tiny" else 1000
    model = getattr(torchvision.models, name)(weights=None,
                                              num_classes=classes)
    if size == "tiny":
        model = narrow(model, 16 if name == "vgg11" else 8, classes=classes)
    return model


def classifier_loss(logits, target):
    return F.cross_entropy(logits, target)


def lm_loss(logits, target):
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]),
                           target.reshape(-1))


# name -> size -> (model factory, input shape, target spec, loss).  Targets:
# ("class", n, classes) for class ids, ("tokens", shape, vocab), or
# ("dense", shape) for a regression target.
# Tiny inputs are as small as keeps the step well conditioned in f32: batch
# normalization over the few elements of a 1x1 map amplifies rounding (at
# 32x32, ResNet-50's f32 gradients differ from its f64 ones by 76 %).
TINY_IMAGE = {"resnet18": 32, "resnet50": 128, "mobilenet_v2": 64, "vgg11": 32}
MODELS = {}
for _name, _side in TINY_IMAGE.items():
    MODELS[_name] = {
        "tiny": (lambda n=_name: torchvision_model(n, "tiny"),
                 (2, 3, _side, _side), ("class", (2,), 10), classifier_loss),
        "real": (lambda n=_name: torchvision_model(n, "real"),
                 (64, 3, 224, 224), ("class", (64,), 1000), classifier_loss),
    }
MODELS["gpt2"] = {
    "tiny": (lambda: Gpt(64, 16, 32, 2, 2), (2, 16), ("tokens", (2, 16), 64),
             lm_loss),
    "real": (lambda: Gpt(50257, 1024, 768, 12, 12), (8, 1024),
             ("tokens", (8, 1024), 50257), lm_loss),
}
MODELS["unet"] = {
    "tiny": (lambda: UNet(3, 4, 2, 2), (2, 3, 16, 16), ("dense", (2, 2, 16, 16)),
             F.mse_loss),
    "real": (lambda: UNet(3, 64, 4, 2), (8, 3, 256, 256),
             ("dense", (8, 2, 256, 256)), F.mse_loss),
}
MODELS["transformer"] = {
    "tiny": (lambda: Bert(64, 16, 32, 2, 2), (2, 16), ("tokens", (2, 16), 64),
             lm_loss),
    "real": (lambda: Bert(30522, 512, 768, 12, 12), (8, 512),
             ("tokens", (8, 512), 30522), lm_loss),
}


def example_inputs(shape, target, seed):
    g = torch.Generator().manual_seed(seed)
    if target[0] == "tokens":
        x = torch.randint(0, target[2], shape, generator=g)
    else:
        x = torch.randn(shape, generator=g)
    if target[0] in ("class", "tokens"):
        y = torch.randint(0, target[2], target[1], generator=g)
    else:
        y = torch.randn(target[1], generator=g)
    return x, y


def export(name, size, out_dir):
    factory, shape, target, loss_fn = MODELS[name][size]
    model = factory().train()
    names = [n for n, _ in model.named_parameters()]
    shapes = [tuple(p.shape) for _, p in model.named_parameters()]
    if size == "tiny":
        params = [torch.from_numpy(a)
                  for a in steps.make_params(names, shapes)]
    else:
        params = [torch.zeros(s) for s in shapes]
    x, y = example_inputs(shape, target, seed=1)

    def write(suffix, dtype):
        started = time.time()
        # No memplan.bound on the integer arguments: the tests run these
        # steps on the reference batch (.npz), not on seeded ids.
        step = memplan.torch.export(model, loss_fn, x, y, params=params,
                                    dtype=dtype, bounds=None)
        os.makedirs(os.path.join(out_dir, "steps"), exist_ok=True)
        step.save(os.path.join(out_dir, "steps", f"{name}-{size}{suffix}.mlir"))
        return step, time.time() - started

    step, seconds = write("", None)
    info = {"model": name, "size": size, "params": len(params),
            "param_elements": int(sum(p.numel() for p in params)),
            "input": list(shape), "export_seconds": round(seconds, 1),
            "bytes": len(step.text)}
    if size == "tiny":
        # The same step in f64, and PyTorch's f64 results on the same
        # parameters and inputs: the oracle.  memplan's f64 run must agree
        # with it to rounding; f32 runs (PyTorch's and memplan's) are
        # measured against it too.
        wide, _ = write("-f64", torch.float64)
        exact = wide.reference()
        single = step.reference()
        arrays = {"input": x.numpy(), "target": y.numpy(), "loss": exact[0]}
        for i, g in enumerate(exact[1:]):
            arrays[f"grad{i}"] = g
        os.makedirs(os.path.join(out_dir, "reference"), exist_ok=True)
        np.savez(os.path.join(out_dir, "reference", f"{name}-tiny.npz"),
                 names=np.array(names), **arrays)
        info["loss"] = float(exact[0])
        info["pytorch_f32_error"] = float(
            f"{max(steps.errors(single, exact)):.3g}")
    return info


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--sizes", default="tiny,real")
    parser.add_argument("--out", default=os.path.dirname(
        os.path.abspath(__file__)))
    args = parser.parse_args()
    torch.manual_seed(0)
    failed = []
    for name in args.models.split(","):
        if name not in MODELS:
            parser.error(f"unknown model '{name}' (known: {', '.join(MODELS)})")
        for size in args.sizes.split(","):
            try:
                info = export(name, size, args.out)
            except Exception as error:  # name the model and go on
                failed.append(f"{name}-{size}: {type(error).__name__}: "
                              f"{str(error).strip().splitlines()[0]}")
                print(f"FAILED {failed[-1]}", file=sys.stderr)
                continue
            print(json.dumps(info), flush=True)
    if failed:
        sys.exit("failed: " + "; ".join(failed))


if __name__ == "__main__":
    main()
