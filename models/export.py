"""Export real PyTorch training steps to linalg on tensors for memplan.

    python models/export.py [--models resnet18,gpt2,...] [--sizes tiny,real]
                            [--out models]

Each step is one function, `train_step(input, target, p0, p1, ...)`, that
returns `(loss, dloss/dp0, dloss/dp1, ...)`: forward, loss, backward, with
every parameter an argument (so the files stay small).  The trace is
PyTorch's own: `torch.func.grad_and_value` over `torch.func.functional_call`,
functionalized and traced to ATen by `make_fx` with torch-mlir's
decomposition table, then imported and lowered by torch-mlir's FX importer
(`stateless_fx_import`, output type linalg-on-tensors).

For the tiny sizes the script also writes the same step in f64
(`<model>-tiny-f64.mlir`) and `reference/<model>-tiny.npz`: the input batch
and targets, and PyTorch's loss and every gradient computed in f64 from the
same parameters and inputs (the answer that f32 runs, PyTorch's own and
memplan's, are measured against).  The
parameters are not stored: `steps.py` makes them again from a seed with
NumPy's frozen legacy generator, so CI checks memplan against PyTorch
without installing it.

Needs torch, torchvision and torch-mlir (models/requirements.txt);
`make export-models` makes the virtual environment and runs this.
"""

import argparse
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
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx as torch_mlir_fx

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import steps  # noqa: E402

aten = torch.ops.aten


# ---------------------------------------------------------------------------
# Decompositions.  torch-mlir lowers the backward of max-pooling, of the
# negative log-likelihood and of embeddings to TMTensor scatters, which are
# not upstream MLIR, fails on three backward convolutions, and gets one
# constant of GELU wrong.  These forms use only elementwise ops, pads,
# slices, convolutions and matmuls, all of which reach linalg.

def tap(x, i, j, shape, stride):
    """The elements of (padded) `x` that kernel offset (i, j) meets over an
    output grid of `shape` with `stride`: x[..., i + s*k, j + t*l]."""
    (oh, ow), (sh, sw) = shape, stride
    return x[:, :, i:i + sh * (oh - 1) + 1:sh, j:j + sw * (ow - 1) + 1:sw]


def max_pool2d_backward(grad_output, self, kernel_size, stride, padding,
                        dilation, ceil_mode, indices):
    """Each input element gets the gradient of every window whose first
    maximum (row-major scan, as PyTorch's kernels pick it) it is."""
    kh, kw = kernel_size if len(kernel_size) == 2 else (kernel_size[0],) * 2
    if not stride:
        stride = (kh, kw)
    sh, sw = stride if len(stride) == 2 else (stride[0],) * 2
    ph, pw = padding if len(padding) == 2 else (padding[0],) * 2
    if any(d != 1 for d in dilation) or ceil_mode:
        return NotImplemented
    n, c, h, w = self.shape
    oh, ow = grad_output.shape[-2:]
    hp, wp = h + 2 * ph, w + 2 * pw
    xp = F.pad(self, (pw, pw, ph, ph), value=-math.inf)
    windows = [(i, j) for i in range(kh) for j in range(kw)]

    def window(i, j):
        return tap(xp, i, j, (oh, ow), (sh, sw))

    best = window(*windows[0])
    for i, j in windows[1:]:
        best = torch.maximum(best, window(i, j))
    # No zero tensors: torch-mlir folds them into splat constants, which
    # would count as persistent memory.
    grad = taken = None
    for i, j in windows:
        hit = window(i, j) == best
        first = hit if taken is None else hit & ~taken
        taken = hit if taken is None else taken | hit
        part = torch.where(first, grad_output, 0.0)
        # Spread the (oh, ow) grid with strides (sh, sw), then move it to
        # (i, j) inside the padded input.
        part = spread(part, sh, sw)[:, :, :hp - i, :wp - j]
        part = F.pad(part, (j, wp - j - part.shape[-1],
                            i, hp - i - part.shape[-2]))
        grad = part if grad is None else grad + part
    return grad[:, :, ph:ph + h, pw:pw + w]


def nll_loss_backward(grad_output, self, target, weight, reduction,
                      ignore_index, total_weight):
    """The gradient of the NLL loss: -g at the target class, through a one-hot
    mask computed by comparison (no scatter)."""
    if weight is not None or self.dim() != 2:
        return NotImplemented
    classes = torch.arange(self.shape[1], dtype=target.dtype)
    hit = (target.unsqueeze(1) == classes) & (target != ignore_index).unsqueeze(1)
    scale = -grad_output
    if reduction == 1:  # mean
        scale = scale / total_weight
    return torch.where(hit, scale, 0.0)


def embedding_backward(grad_output, indices, num_weights, padding_idx,
                       scale_grad_by_freq):
    """The gradient of an embedding table: one-hot(ids)^T @ grad."""
    if scale_grad_by_freq:
        return NotImplemented
    ids = indices.reshape(-1)
    grad = grad_output.reshape(ids.shape[0], -1)
    hit = ids.unsqueeze(1) == torch.arange(num_weights, dtype=ids.dtype)
    if padding_idx >= 0:
        hit = hit & (ids != padding_idx).unsqueeze(1)
    return hit.to(grad.dtype).t() @ grad


def adaptive_avg_pool2d_backward(grad_output, self):
    """Each input element gets grad/area from every output cell whose window
    [floor(i*H/OH), ceil((i+1)*H/OH)) holds it: A_h^T @ grad @ A_w, with
    the window matrices built by comparisons."""
    def windows(out, size):
        i = torch.arange(out).unsqueeze(1)
        h = torch.arange(size).unsqueeze(0)
        start = torch.div(i * size, out, rounding_mode="floor")
        end = torch.div((i + 1) * size + out - 1, out, rounding_mode="floor")
        inside = (h >= start) & (h < end)
        return inside.to(grad_output.dtype) / (end - start).to(
            grad_output.dtype)

    oh, ow = grad_output.shape[-2:]
    h, w = self.shape[-2:]
    return windows(oh, h).t() @ grad_output @ windows(ow, w)


def convolution_backward(grad_output, input, weight, bias_sizes, stride,
                         padding, dilation, transposed, output_padding,
                         groups, output_mask):
    """Two backward convolutions torch-mlir cannot lower.

    A transposed convolution's: the input gradient is conv2d(grad, weight),
    the weight gradient that of conv2d(grad) against the input.  A grouped
    convolution's input gradient (a grouped transposed convolution): see
    `grouped_transposed_convolution`; its weight and bias gradients stay
    torch-mlir's."""
    if grad_output.dim() != 4 or any(d != 1 for d in dilation):
        return NotImplemented
    grad_input = grad_weight = grad_bias = None
    if transposed:
        if groups != 1 or any(output_padding):
            return NotImplemented
        if output_mask[0]:
            grad_input = aten.convolution.default(
                grad_output, weight, None, stride, padding, dilation, False,
                [0, 0], 1)
        if output_mask[1]:
            grad_weight = aten.convolution_backward.default(
                input, grad_output, weight, None, stride, padding, dilation,
                False, [0, 0], 1, [False, True, False])[1]
        if output_mask[2]:
            grad_bias = grad_output.sum(dim=(0, 2, 3))
        return grad_input, grad_weight, grad_bias
    if groups == 1:
        return NotImplemented
    kh, kw = weight.shape[-2:]
    if output_mask[0]:
        extra = [input.shape[2 + d] -
                 ((grad_output.shape[2 + d] - 1) * stride[d] -
                  2 * padding[d] + (kh, kw)[d]) for d in range(2)]
        grad_input = grouped_transposed_convolution(
            grad_output, weight, None, stride, padding, extra, groups)
    if output_mask[1]:
        grad_weight = grouped_weight_gradient(grad_output, input, weight,
                                              stride, padding, groups)
    if output_mask[2]:
        grad_bias = grad_output.sum(dim=(0, 2, 3))
    return grad_input, grad_weight, grad_bias


def spread(x, sh, sw):
    """(n, c, h, w) -> (n, c, (h-1)*sh+1, (w-1)*sw+1) with zeros between."""
    n, c, h, w = x.shape
    x = F.pad(x.reshape(n, c, h, 1, w, 1), (0, sw - 1, 0, 0, 0, sh - 1))
    return x.reshape(n, c, h * sh, w * sw)[:, :, :(h - 1) * sh + 1,
                                           :(w - 1) * sw + 1]


def grouped_transposed_convolution(input, weight, bias, stride, padding,
                                   output_padding, groups):
    """A grouped transposed convolution (the input gradient of a depthwise
    one) as a plain grouped convolution of the zero-spread input with the
    flipped, per-group transposed kernel; torch-mlir's own lowering of it
    builds an invalid tensor.collapse_shape."""
    cin, cout_g, kh, kw = weight.shape
    kernel = weight.reshape(groups, cin // groups, cout_g, kh, kw)
    kernel = kernel.transpose(1, 2).reshape(groups * cout_g, cin // groups,
                                            kh, kw).flip(-2, -1)
    (sh, sw), (ph, pw) = stride, padding
    oph, opw = output_padding
    x = F.pad(spread(input, sh, sw),
              (kw - 1 - pw, kw - 1 - pw + opw, kh - 1 - ph, kh - 1 - ph + oph))
    return aten.convolution.default(x, kernel, bias, [1, 1], [0, 0], [1, 1],
                                    False, [0, 0], groups)


def grouped_weight_gradient(grad_output, input, weight, stride, padding,
                            groups):
    """dL/dw[o, c, a, b] = sum over n, i, j of grad[n, o, i, j] times the
    input at (i*s + a, j*s + b) in o's group: one batched matmul per kernel
    offset.  (torch-mlir's own form of a depthwise weight gradient builds a
    tensor.expand_shape with a zero dimension.)"""
    n, cin, h, w = input.shape
    cout, cin_g, kh, kw = weight.shape
    oh, ow = grad_output.shape[-2:]
    (sh, sw), (ph, pw) = stride, padding
    x = F.pad(input, (pw, pw, ph, ph))
    g = grad_output.reshape(n, groups, cout // groups, oh * ow)
    g = g.permute(1, 2, 0, 3).reshape(groups, cout // groups, n * oh * ow)
    taps = []
    for a in range(kh):
        for b in range(kw):
            window = tap(x, a, b, (oh, ow), (sh, sw)).reshape(
                n, groups, cin_g, oh * ow)
            window = window.permute(1, 0, 3, 2).reshape(groups, n * oh * ow,
                                                        cin_g)
            taps.append(torch.bmm(g, window))  # (groups, cout_g, cin_g)
    return torch.stack(taps, dim=-1).reshape(cout, cin_g, kh, kw)


def gelu(self, approximate="none"):
    """GELU's tanh form in elementwise ops: torch-mlir's own lowering of
    aten.gelu(approximate="tanh") multiplies by 0.7977240352174656 where
    sqrt(2/pi) is 0.7978845608028654.  Exact GELU (approximate="none")
    stays aten.gelu, which torch-mlir lowers correctly, through math.erf."""
    if approximate != "tanh":
        return NotImplemented
    inner = math.sqrt(2 / math.pi) * (self + 0.044715 * self * self * self)
    return 0.5 * self * (1 + torch.tanh(inner))


def decompositions():
    table = dict(torch_mlir_fx.get_decomposition_table())
    table[aten.max_pool2d_with_indices_backward.default] = max_pool2d_backward
    table[aten.nll_loss_backward.default] = nll_loss_backward
    table[aten.embedding_dense_backward.default] = embedding_backward
    table[aten._adaptive_avg_pool2d_backward.default] = \
        adaptive_avg_pool2d_backward
    table[aten.convolution_backward.default] = convolution_backward
    table[aten.gelu.default] = gelu
    return table


# ---------------------------------------------------------------------------
# Models.

def batch_norm_without_running_stats(model):
    """A training step normalizes with the batch's statistics; the update of
    the running averages (state for inference) is left out of the step."""
    for module in model.modules():
        if isinstance(module, nn.modules.batchnorm._BatchNorm):
            module.track_running_stats = False
            module.running_mean = None
            module.running_var = None
            module.num_batches_tracked = None
    return model


def without_dropout(model):
    """Dropout draws random masks that no two runs share; a step to compare
    with PyTorch and to plan deterministically leaves it out."""
    for name, module in list(model.named_modules()):
        for child_name, child in list(module.named_children()):
            if isinstance(child, nn.modules.dropout._DropoutNd):
                setattr(module, child_name, nn.Identity())
    return model


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
    model = without_dropout(batch_norm_without_running_stats(factory())).train()
    names = [n for n, _ in model.named_parameters()]
    shapes = [tuple(p.shape) for _, p in model.named_parameters()]
    if size == "tiny":
        params = [torch.from_numpy(a)
                  for a in steps.make_params(names, shapes)]
    else:
        params = [torch.zeros(s) for s in shapes]

    def loss_of(ps, x, y):
        return loss_fn(torch.func.functional_call(model, dict(zip(names, ps)),
                                                  (x,)), y)

    def train_step(x, y, *ps):
        grads, loss = torch.func.grad_and_value(loss_of)(ps, x, y)
        return (loss, *grads)

    x, y = example_inputs(shape, target, seed=1)

    def write(suffix, args):
        started = time.time()
        # Fake tensors: the trace computes shapes only, so real sizes take
        # seconds.
        traced = make_fx(torch.func.functionalize(train_step,
                                                  remove="mutations"),
                         decomposition_table=decompositions(),
                         tracing_mode="fake")(*args)
        text = str(torch_mlir_fx.stateless_fx_import(
            traced, output_type="linalg-on-tensors", model_name="train_step"))
        os.makedirs(os.path.join(out_dir, "steps"), exist_ok=True)
        with open(os.path.join(out_dir, "steps", f"{name}-{size}{suffix}.mlir"),
                  "w") as f:
            f.write(text)
        return text, time.time() - started

    text, seconds = write("", (x, y, *params))
    info = {"model": name, "size": size, "params": len(params),
            "param_elements": int(sum(p.numel() for p in params)),
            "input": list(shape), "export_seconds": round(seconds, 1),
            "bytes": len(text)}
    if size == "tiny":
        # The same step in f64, and PyTorch's f64 results on the same
        # parameters and inputs: the oracle.  memplan's f64 run must agree
        # with it to rounding; f32 runs (PyTorch's and memplan's) are
        # measured against it too.
        wide = [t.double() if t.is_floating_point() else t
                for t in (x, y, *params)]
        write("-f64", wide)
        exact = [t.detach().numpy() for t in train_step(*wide)]
        single = [t.detach().numpy() for t in train_step(x, y, *params)]
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
