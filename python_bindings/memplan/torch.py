"""The training step of a PyTorch module, planned by memplan and checked.

    import memplan.torch
    step = memplan.torch.export(model, torch.nn.functional.cross_entropy,
                                images, labels)
    planned = step.plan(budget=0.5)
    planned.write_report("report.png")
    print(planned.check())

`export` makes the step a function of the batch and the parameters,
`train_step(*inputs, target, p0, p1, ..., *state, *draws) -> (loss,
dloss/dp0, ..., *new_state)` in the order of `model.named_parameters()`
(with `optimizer=` an SGD, Adam, AdamW, RMSprop or Adagrad: its state
after the parameters, and the new parameters and optimizer state instead
of the gradients),
in linalg on tensors (`state`: the buffers the forward writes, a running
average by hand, a VQ-VAE's codebook, spectral_norm's vectors):
`torch.func.grad_and_value` over `torch.func.functional_call`, traced to
ATen by `make_fx` (fake tensors: real sizes trace in seconds) with
torch-mlir's decompositions and this module's, imported by torch-mlir's FX
importer; frozen parameters (requires_grad False) get no gradient.
Batch normalization in training mode normalizes with the batch's
statistics and does not update running averages (in evaluation mode, as
the user's model has it, with them); dropout (modules, functional, inside
attention), torchvision's stochastic depth and DropBlock are left out (the
identity); the other random numbers the model draws (torch.randn_like,
randint, rand, normal, bernoulli, Tensor.normal_ and the like) are the
step's last arguments (`Step.draws`), so that the step is a function of
its arguments, and a step that draws otherwise is refused; scaled
dot-product attention is traced in its
mathematical form; activation checkpoints run as plain calls (what to
compute again is the planner's decision); complex tensors are traced as
their real and imaginary parts (complex parameters are arguments as their
real views); the model itself is not changed (a copy is traced).
Integer inputs (token and class ids, indices) get `memplan.bound = N`, N
found from the embedding table, the dimension they index, or the classes
of the loss or one_hot they feed, or given with `bounds=`.

torch-mlir embeds its own MLIR, which must not share a process with
memplan's: the trace runs here, the import by torch-mlir in a subprocess
(`python=`, default this interpreter), and memplan's extension is loaded
only by `plan` and `check`. Do not import torch_mlir yourself in a process
that plans.

`Step.plan` plans the step in this process (memplan.plan) and returns a
`PlannedStep` with the plan's numbers and decisions. `PlannedStep.check`
packs the planned step (memplan-pipeline: plan, materialize, bufferize,
lower swaps, one arena), runs it and the unplanned step on the CPU with
memplan-run, and compares: planned against unplanned bit for bit, and the
loss and every gradient against PyTorch's own eager run of the same step.
"""

import contextlib
import copy
import math
import os
import pickle
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import traceback
from dataclasses import dataclass, field
from typing import Dict, List, Optional

try:
    import numpy as np
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
    from torch._decomp import decompositions as torch_decompositions
    from torch.fx.experimental.proxy_tensor import make_fx
except ImportError as error:  # pragma: no cover - depends on the machine
    raise ImportError(
        "memplan.torch needs PyTorch and NumPy (pip install torch numpy "
        f"torch-mlir; models/requirements.txt pins tested versions): {error}"
    ) from error

__all__ = ["export", "Step", "PlannedStep", "CheckResult", "ExportError",
           "decompositions", "relative_errors"]

aten = torch.ops.aten


class ExportError(RuntimeError):
    """The trace or torch-mlir's import failed (the message has its
    output)."""


# ---------------------------------------------------------------------------
# Decompositions. torch-mlir lowers the backward of max-pooling, of the
# negative log-likelihood, of embeddings and of indexing a table to TMTensor
# scatters, which are not upstream MLIR, fails on the backward of average
# pooling and of three convolutions, and gets constants of GELU and of
# the hard sigmoid wrong. These forms use only elementwise ops, pads,
# slices, convolutions and matmuls, all of which reach linalg. Three more
# avoid memory that torch-mlir's own lowerings hold and the model does not
# need: a per-sample weight gradient, an input-sized tensor per pooling
# offset, and f64 copies of every normalized activation.

def tap(x, i, j, shape, stride):
    """The elements of (padded) `x` that kernel offset (i, j) meets over an
    output grid of `shape` with `stride`: x[..., i + s*k, j + t*l]."""
    (oh, ow), (sh, sw) = shape, stride
    return x[:, :, i:i + sh * (oh - 1) + 1:sh, j:j + sw * (ow - 1) + 1:sw]


def _pool_geometry(grad_output, self, kernel_size, stride, padding,
                   dilation=(1, 1)):
    """Kernel, stride, padding and dilation as pairs, and the rows and
    columns (hp, wp) of the padded input the windows span (ceil_mode:
    windows reach past the padding)."""
    def pair(v, default=None):
        if not v:
            return default
        return tuple(v) if len(v) == 2 else (v[0],) * 2
    kh, kw = pair(kernel_size)
    sh, sw = pair(stride, (kh, kw))
    ph, pw = pair(padding, (0, 0))
    dh, dw = pair(dilation, (1, 1))
    h, w = self.shape[-2:]
    oh, ow = grad_output.shape[-2:]
    hp = max(h + 2 * ph, sh * (oh - 1) + dh * (kh - 1) + 1)
    wp = max(w + 2 * pw, sw * (ow - 1) + dw * (kw - 1) + 1)
    return (kh, kw), (sh, sw), (ph, pw), (dh, dw), (hp, wp)


def _cut_padding(grad, padding, h, w):
    """A gradient over the padded input (`padding` rows and columns first,
    any the windows reach past the input last) cut to the input's h x w."""
    ph, pw = padding
    if (ph, pw, *grad.shape[-2:]) != (0, 0, h, w):
        grad = grad[:, :, ph:ph + h, pw:pw + w]
    return grad


def _gather_windows(parts, self, stride, padding, padded):
    """The input's gradient from each kernel offset's share of its windows'
    gradients: `parts` yields (offset (i, j) from a window's corner in the
    padded input, an output-sized tensor), each taken as it comes. Built
    phase by phase, never at the input's size per kernel offset: the padded
    input's rows y = q*sh + a and columns x = p*sw + b form sh*sw phases
    (a, b), each an output-sized grid; offset (i, j) sends window (r, s)'s
    share to phase (i % sh, j % sw) at (r + i // sh, s + j // sw); the
    phases are then interleaved by two stacks and reshapes, and the padding
    cut off. (A sum of one input-sized pad per kernel offset held four
    input-sized tensors at once on a 2x2 pooling.)"""
    (sh, sw), (hp, wp) = stride, padded
    n, c, h, w = self.shape
    qh, qw = -(-hp // sh), -(-wp // sw)
    phases = {}
    for (i, j), part in parts:
        oh, ow = part.shape[-2:]
        m, k = i // sh, j // sw
        edges = (k, qw - ow - k, m, qh - oh - m)
        if any(edges):
            part = F.pad(part, edges)
        key = (i % sh, j % sw)
        phases[key] = part if key not in phases else phases[key] + part
    # A kernel smaller than its stride leaves phases no window reaches.
    some = next(iter(phases.values()))
    rows = []
    for a in range(sh):
        cols = [phases[(a, b)] if (a, b) in phases else torch.zeros_like(some)
                for b in range(sw)]
        rows.append(cols[0] if sw == 1 else
                    torch.stack(cols, dim=-1).reshape(n, c, qh, qw * sw))
    grad = rows[0] if sh == 1 else \
        torch.stack(rows, dim=3).reshape(n, c, qh * sh, qw * sw)
    return _cut_padding(grad, padding, h, w)


def max_pool2d_with_indices(self, kernel_size, stride=(), padding=0,
                            dilation=1, ceil_mode=False):
    """An unbatched (C, H, W) max pool as a batch of one: torch-mlir lowers
    only the batched op."""
    if self.dim() != 3:
        return NotImplemented
    out, indices = aten.max_pool2d_with_indices.default(
        self.unsqueeze(0), kernel_size, stride, padding, dilation, ceil_mode)
    return out.squeeze(0), indices.squeeze(0)


def avg_pool2d(self, kernel_size, stride=(), padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    """An unbatched (C, H, W) average pool as a batch of one: torch-mlir
    lowers only the batched op."""
    if self.dim() != 3:
        return NotImplemented
    return aten.avg_pool2d.default(self.unsqueeze(0), kernel_size, stride,
                                   padding, ceil_mode, count_include_pad,
                                   divisor_override).squeeze(0)


def _triple(v, default=None):
    """A 3-D pool's size, stride, padding or dilation as three ints."""
    if isinstance(v, int):
        return [v] * 3
    if not v:
        return default
    return list(v) if len(v) == 3 else [v[0]] * 3


def _pool3d_stages(self, kernel_size, stride, padding, dilation, ceil_mode):
    """A 3-D max pool as two 2-D ones (the maximum over a box is the maximum
    over its depth of the maxima over its rows and columns): over (H, W)
    with the depth in the batch, then over the depth with the (H, W) grid in
    the rows. The input as the first stage reads it, its output and
    indices, the input of the second and its output and indices."""
    k = _triple(kernel_size)
    s, p, d = _triple(stride, k), _triple(padding, [0] * 3), \
        _triple(dilation, [1] * 3)
    n, c, depth, h, w = self.shape
    x = self.reshape(n, c * depth, h, w)
    plane, plane_indices = aten.max_pool2d_with_indices.default(
        x, k[1:], s[1:], p[1:], d[1:], ceil_mode)
    oh, ow = plane.shape[-2:]
    rows = plane.reshape(n, c, depth, oh * ow).transpose(2, 3)
    out, out_indices = aten.max_pool2d_with_indices.default(
        rows, [1, k[0]], [1, s[0]], [0, p[0]], [1, d[0]], ceil_mode)
    stages = (k, s, p, d)
    return stages, x, plane, plane_indices, rows, out, out_indices


def max_pool3d_with_indices(self, kernel_size, stride=(), padding=0,
                            dilation=1, ceil_mode=False):
    """A 3-D max pool (torch-mlir lowers none) as two 2-D ones
    (`_pool3d_stages`). The first maximum in (depth, row, column) order is
    the first over the depth of the first in each (row, column) plane, as
    PyTorch picks it; the indices are flat in each (D, H, W) volume."""
    if self.dim() == 4:
        out, indices = max_pool3d_with_indices(
            self.unsqueeze(0), kernel_size, stride, padding, dilation,
            ceil_mode)
        return out.squeeze(0), indices.squeeze(0)
    if self.dim() != 5:
        return NotImplemented
    n, c, depth, h, w = self.shape
    _, _, plane, plane_indices, _, out, out_indices = _pool3d_stages(
        self, kernel_size, stride, padding, dilation, ceil_mode)
    oh, ow = plane.shape[-2:]
    od = out.shape[-1]
    values = out.transpose(2, 3).reshape(n, c, od, oh, ow)
    chosen = (out_indices % depth).transpose(2, 3)  # (n, c, od, oh*ow)
    within = torch.gather(plane_indices.reshape(n, c, depth, oh * ow), 2,
                          chosen)
    indices = (chosen * (h * w) + within).reshape(n, c, od, oh, ow)
    return values, indices


def max_pool3d_backward(grad_output, self, kernel_size, stride, padding,
                        dilation, ceil_mode, indices):
    """The backward of `max_pool3d_with_indices`: back through its second
    2-D pool, then its first (`max_pool2d_backward` both times)."""
    if self.dim() == 4:
        return max_pool3d_backward(grad_output.unsqueeze(0),
                                   self.unsqueeze(0), kernel_size, stride,
                                   padding, dilation, ceil_mode,
                                   indices.unsqueeze(0)).squeeze(0)
    if self.dim() != 5:
        return NotImplemented
    n, c, depth, h, w = self.shape
    (k, s, p, d), x, plane, plane_indices, rows, _, out_indices = \
        _pool3d_stages(self, kernel_size, stride, padding, dilation,
                       ceil_mode)
    oh, ow = plane.shape[-2:]
    od = grad_output.shape[2]
    grad_rows = grad_output.reshape(n, c, od, oh * ow).transpose(2, 3)
    grad_rows = max_pool2d_backward(grad_rows, rows, [1, k[0]], [1, s[0]],
                                    [0, p[0]], [1, d[0]], ceil_mode,
                                    out_indices)
    grad_plane = grad_rows.transpose(2, 3).reshape(n, c * depth, oh, ow)
    grad = max_pool2d_backward(grad_plane, x, k[1:], s[1:], p[1:], d[1:],
                               ceil_mode, plane_indices)
    return grad.reshape(n, c, depth, h, w)


class _Shaped:
    """A tensor's shape where a backward reads nothing else of it."""

    def __init__(self, shape):
        self.shape = shape

    def dim(self):
        return len(self.shape)


def _avg_pool3d_stages(self, kernel_size, stride, padding):
    """A 3-D average pool's geometry (`_triple`) and its input as the first
    of its two 2-D pools reads it: the depth in the batch."""
    k = _triple(kernel_size)
    s, p = _triple(stride, k), _triple(padding, [0] * 3)
    n, c, depth, h, w = self.shape
    return k, s, p, self.reshape(n, c * depth, h, w)


def avg_pool3d(self, kernel_size, stride=(), padding=0, ceil_mode=False,
               count_include_pad=True, divisor_override=None):
    """A 3-D average pool (torch-mlir lowers none; nn.LocalResponseNorm
    pools its squares through one) as two 2-D ones, over (H, W) with the
    depth in the batch, then over the depth with the (H, W) grid in the
    rows: PyTorch's divisor, a box's size clipped to the padded input or to
    the input, is the product of one count per axis, and each 2-D pool
    divides by its own two (with `divisor_override`, both sum and the
    override divides once). An unbatched (C, D, H, W) input is a batch of
    one."""
    if self.dim() == 4:
        return avg_pool3d(self.unsqueeze(0), kernel_size, stride, padding,
                          ceil_mode, count_include_pad,
                          divisor_override).squeeze(0)
    if self.dim() != 5:
        return NotImplemented
    n, c, depth = self.shape[:3]
    k, s, p, x = _avg_pool3d_stages(self, kernel_size, stride, padding)
    each = 1 if divisor_override else None
    plane = aten.avg_pool2d.default(x, k[1:], s[1:], p[1:], ceil_mode,
                                    count_include_pad, each)
    oh, ow = plane.shape[-2:]
    rows = plane.reshape(n, c, depth, oh * ow).transpose(2, 3)
    out = aten.avg_pool2d.default(rows, [1, k[0]], [1, s[0]], [0, p[0]],
                                  ceil_mode, count_include_pad, each)
    out = out.transpose(2, 3).reshape(n, c, -1, oh, ow)
    return out / divisor_override if divisor_override else out


def avg_pool3d_backward(grad_output, self, kernel_size, stride, padding,
                        ceil_mode, count_include_pad, divisor_override):
    """The backward of `avg_pool3d`: back through its second 2-D pool, then
    its first (`avg_pool2d_backward` both times)."""
    if self.dim() == 4:
        return avg_pool3d_backward(grad_output.unsqueeze(0),
                                   self.unsqueeze(0), kernel_size, stride,
                                   padding, ceil_mode, count_include_pad,
                                   divisor_override).squeeze(0)
    if self.dim() != 5:
        return NotImplemented
    n, c, depth, h, w = self.shape
    k, s, p, x = _avg_pool3d_stages(self, kernel_size, stride, padding)
    each = 1 if divisor_override else None
    od, oh, ow = grad_output.shape[2:]
    # The first pool's output, which the second read: its backward reads
    # only the shape.
    rows = _Shaped(torch.Size([n, c, oh * ow, depth]))
    grad = grad_output / divisor_override if divisor_override else \
        grad_output
    grad_rows = grad.reshape(n, c, od, oh * ow).transpose(2, 3)
    grad_rows = avg_pool2d_backward(grad_rows, rows, [1, k[0]], [1, s[0]],
                                    [0, p[0]], ceil_mode, count_include_pad,
                                    each)
    grad_plane = grad_rows.transpose(2, 3).reshape(n, c * depth, oh, ow)
    grad_x = avg_pool2d_backward(grad_plane, x, k[1:], s[1:], p[1:],
                                 ceil_mode, count_include_pad, each)
    return grad_x.reshape(n, c, depth, h, w)


def adaptive_max_pool2d_backward(grad_output, self, indices):
    """The backward of an adaptive max pool (torch-mlir lowers none): where
    the output divides the input, the windows are a max pool's
    (`max_pool2d_backward`, no input-sized tensor per window); elsewhere
    each gradient goes to its window's maximum, the flat index the forward
    returned, by a comparison of every output with every input element."""
    if self.dim() == 3:
        return adaptive_max_pool2d_backward(grad_output.unsqueeze(0),
                                            self.unsqueeze(0),
                                            indices.unsqueeze(0)).squeeze(0)
    if self.dim() != 4:
        return NotImplemented
    (h, w), (oh, ow) = self.shape[-2:], grad_output.shape[-2:]
    if h % oh == 0 and w % ow == 0:
        window = [h // oh, w // ow]
        return max_pool2d_backward(grad_output, self, window, window, [0, 0],
                                   [1, 1], False, indices)
    n, c = self.shape[:2]
    hit = indices.reshape(n, c, oh * ow, 1) == torch.arange(h * w)
    grad = torch.where(hit, grad_output.reshape(n, c, oh * ow, 1), 0.0)
    return grad.sum(2).reshape(n, c, h, w)


def adaptive_max_pool3d_backward(grad_output, self, indices):
    """The backward of a 3-D adaptive max pool (torch-mlir lowers none):
    where the output divides the input, the windows are a 3-D max pool's
    (`max_pool3d_backward`); elsewhere each gradient goes to its window's
    maximum, the flat index in the (D, H, W) volume the forward returned,
    by a comparison of every output with every input element."""
    if self.dim() == 4:
        return adaptive_max_pool3d_backward(grad_output.unsqueeze(0),
                                            self.unsqueeze(0),
                                            indices.unsqueeze(0)).squeeze(0)
    if self.dim() != 5:
        return NotImplemented
    sizes, outs = self.shape[-3:], grad_output.shape[-3:]
    if all(size % out == 0 for size, out in zip(sizes, outs)):
        window = [size // out for size, out in zip(sizes, outs)]
        return max_pool3d_backward(grad_output, self, window, window,
                                   [0, 0, 0], [1, 1, 1], False, indices)
    n, c = self.shape[:2]
    cells, volume = outs.numel(), sizes.numel()
    hit = indices.reshape(n, c, cells, 1) == torch.arange(volume)
    grad = torch.where(hit, grad_output.reshape(n, c, cells, 1), 0.0)
    return grad.sum(2).reshape(self.shape)


def _adaptive_windows(out, size):
    """An adaptive pool's windows along one axis, [floor(i*size/out),
    ceil((i+1)*size/out)) for each output i, as (start, end) pairs."""
    return [((i * size) // out, -(-(i + 1) * size // out))
            for i in range(out)]


def adaptive_max_pool2d(self, output_size):
    """An adaptive max pool whose windows do not move by a fixed stride
    (11 -> 3: starts 0, 3, 7), as a max over each window's elements
    gathered by index, and the flat index of the first maximum: torch-mlir
    lowers such a pool to code that fails at run time ("only support cases
    with fixed stride size") or to an invalid tensor.cast. Windows of one
    size and stride (any output dividing its input among them) stay
    torch-mlir's."""
    if self.dim() == 3:
        out, indices = adaptive_max_pool2d(self.unsqueeze(0), output_size)
        return out.squeeze(0), indices.squeeze(0)
    if self.dim() != 4:
        return NotImplemented
    (h, w), (oh, ow) = self.shape[-2:], output_size

    def regular(windows):
        sizes = {end - start for start, end in windows}
        steps = {b[0] - a[0] for a, b in zip(windows, windows[1:])}
        return len(sizes) == 1 and len(steps) <= 1

    rows, cols = _adaptive_windows(oh, h), _adaptive_windows(ow, w)
    if regular(rows) and regular(cols):
        return NotImplemented

    def taps(out, size):
        # (out, k): window i's k-th element, its last one repeated past its
        # end (a repeat does not change the maximum or the first index),
        # built from aranges: a tensor literal would reach torch-mlir as a
        # constant it fails to import.
        i = torch.arange(out)
        start = torch.div(i * size, out, rounding_mode="floor")
        end = torch.div((i + 1) * size + out - 1, out, rounding_mode="floor")
        k = max(b - a for a, b in _adaptive_windows(out, size))
        return torch.minimum(start.unsqueeze(1) + torch.arange(k),
                             (end - 1).unsqueeze(1))

    th, tw = taps(oh, h), taps(ow, w)
    kh, kw = th.shape[1], tw.shape[1]
    flat = (th.reshape(oh, 1, kh, 1) * w + tw.reshape(1, ow, 1, kw))
    flat = flat.reshape(1, 1, oh * ow * kh * kw)
    n, c = self.shape[:2]
    where = flat.expand(n, c, -1)
    values = self.reshape(n, c, h * w).gather(2, where)
    out, k = values.reshape(n, c, oh, ow, kh * kw).max(-1)
    indices = where.reshape(n, c, oh, ow, kh * kw).gather(
        4, k.unsqueeze(-1)).squeeze(-1)
    return out, indices


def _scaled_by_reduction(grad, grad_output, reduction):
    """A per-sample loss's input gradient `grad` (samples first) times the
    gradient of the reduced loss: per sample (none, 0), over the number of
    samples (mean, 1), or as it is (sum, 2)."""
    if reduction == 0:
        return grad * grad_output.reshape(-1, *[1] * (grad.dim() - 1))
    if reduction == 1:
        return grad * (grad_output / grad.shape[0])
    return grad * grad_output


def multi_margin_loss_backward(grad_output, self, target, p, margin,
                               weight=None, reduction=1):
    """F.multi_margin_loss's backward (torch-mlir lowers the forward only):
    each class j other than the target y whose margin term
    z = margin - x[y] + x[j] is positive adds 1 (p = 1) or 2z (p = 2),
    times the target's weight, over the number of classes, to x[j] and
    takes it from x[y]."""
    if self.dim() == 1:
        return multi_margin_loss_backward(
            grad_output.reshape(-1), self.unsqueeze(0), target.reshape(1),
            p, margin, weight, reduction).squeeze(0)
    classes = self.shape[1]
    mine = (target.unsqueeze(1) == torch.arange(
        classes, dtype=target.dtype)).to(self.dtype)
    z = margin - (self * mine).sum(1, keepdim=True) + self
    active = ((z > 0) & (mine == 0)).to(self.dtype)
    g = active if p == 1 else 2 * z * active
    if weight is not None:
        g = g * (mine @ weight.unsqueeze(1))
    g = g / classes
    return _scaled_by_reduction(g - mine * g.sum(1, keepdim=True),
                                grad_output, reduction)


def _listed_labels(target):
    """How often each class is listed in each row of a multi-label target
    before its first -1 (N x C)."""
    classes = target.shape[1]
    position = torch.arange(classes, dtype=target.dtype)
    end = torch.where(target < 0, position, classes).min(1, keepdim=True)[0]
    listed = (position < end).unsqueeze(2)
    hits = target.unsqueeze(2) == position
    return (hits & listed).to(target.dtype).sum(1)


def _multilabel_hinges(self, target):
    """z[n, j, i] = 1 - x[n, j] + x[n, i], and the times it counts: as often
    as j is listed in row n's target, where i is not one of its targets."""
    listed = _listed_labels(target)
    is_target = (listed > 0).to(self.dtype)
    z = 1 - self.unsqueeze(2) + self.unsqueeze(1)
    times = listed.to(self.dtype).unsqueeze(2) * (1 - is_target).unsqueeze(1)
    return z, times, is_target


def multilabel_margin_loss_forward(self, target, reduction):
    """F.multilabel_margin_loss and the mask of each row's targets that its
    backward reads (torch-mlir lowers the backward of neither): the hinge
    max(0, 1 - x[j] + x[i]) summed over the listed targets j (a target
    listed twice counts twice) and the classes i that are no target, over
    the number of classes."""
    if self.dim() == 1:
        loss, is_target = multilabel_margin_loss_forward(
            self.unsqueeze(0), target.unsqueeze(0), reduction)
        return loss.reshape(()), is_target.squeeze(0)
    z, times, is_target = _multilabel_hinges(self, target)
    loss = (z.clamp(min=0) * times).sum((1, 2)) / self.shape[1]
    if reduction == 1:
        loss = loss.mean()
    elif reduction == 2:
        loss = loss.sum()
    return loss, is_target


def multilabel_margin_loss_backward(grad_output, self, target, reduction,
                                    is_target):
    """F.multilabel_margin_loss's backward: each positive hinge of target j
    against class i adds 1 over the number of classes to x[i] and takes it
    from x[j]."""
    if self.dim() == 1:
        return multilabel_margin_loss_backward(
            grad_output.reshape(-1), self.unsqueeze(0), target.unsqueeze(0),
            reduction, is_target.unsqueeze(0)).squeeze(0)
    z, times, _ = _multilabel_hinges(self, target)
    h = (z > 0).to(self.dtype) * times
    return _scaled_by_reduction((h.sum(1) - h.sum(2)) / self.shape[1],
                                grad_output, reduction)


def max_pool2d_backward(grad_output, self, kernel_size, stride, padding,
                        dilation, ceil_mode, indices):
    """Each input element gets the gradient of every window whose first
    maximum (row-major scan, as PyTorch's kernels pick it) it is: the
    windows' maxima are found again on the input padded with -inf (which no
    maximum takes; with ceil_mode the last windows reach past the padding),
    and each kernel offset's share, its window's gradient where it holds
    the first maximum, goes back through _gather_windows. An unbatched
    (C, H, W) input is taken as a batch of one."""
    if self.dim() == 3:
        return max_pool2d_backward(grad_output.unsqueeze(0),
                                   self.unsqueeze(0), kernel_size, stride,
                                   padding, dilation, ceil_mode,
                                   indices).squeeze(0)
    (kh, kw), stride, padding, (dh, dw), padded = _pool_geometry(
        grad_output, self, kernel_size, stride, padding, dilation)
    (ph, pw), (hp, wp) = padding, padded
    h, w = self.shape[-2:]
    oh, ow = grad_output.shape[-2:]
    edges = (pw, wp - w - pw, ph, hp - h - ph)
    xp = F.pad(self, edges, value=-math.inf) if any(edges) else self
    offsets = [(i * dh, j * dw) for i in range(kh) for j in range(kw)]

    def window(i, j):
        return tap(xp, i, j, (oh, ow), stride)

    def firsts():
        best = window(*offsets[0])
        for i, j in offsets[1:]:
            best = torch.maximum(best, window(i, j))
        taken = None
        for i, j in offsets:
            hit = window(i, j) == best
            first = hit if taken is None else hit & ~taken
            taken = hit if taken is None else taken | hit
            yield (i, j), first

    if (dh, dw) == (1, 1) and kh <= stride[0] and kw <= stride[1]:
        masks = (_first_maxima_apart(xp, (kh, kw), stride, oh, ow)
                 if kh * kw > _MAX_OFFSET_MASKS else
                 _interleaved_masks(dict(firsts()), stride, padded))
        return _scatter_apart_windows(grad_output, masks, self, stride,
                                      padding, padded)

    # No zero tensors: torch-mlir folds them into splat constants.
    parts = (((i, j), torch.where(first, grad_output, 0.0))
             for (i, j), first in firsts())
    return _gather_windows(parts, self, stride, padding, padded)


# Kernel offsets beyond which a max-pool backward of windows apart finds the
# windows' first maxima by reductions over the windows (a constant number of
# ops with input-sized temporaries) instead of a maximum and a mask per
# offset (about five output-sized ops each: a global max pool of a 64x64
# map was 20 k ops).
_MAX_OFFSET_MASKS = 16


def _first_maxima_apart(xp, kernel, stride, oh, ow):
    """Where each window of windows apart (a kernel no larger than its
    stride, no dilation) holds its first maximum in a row-major scan, as
    PyTorch's kernels pick it, in the padded input's window layout
    (n, c, qh, sh, qw, sw): the window's maximum and then the least
    row-major position that holds it, each one reduction over the window,
    whatever the kernel's size. Positions outside the kernel (a kernel
    smaller than its stride), and windows past the output's (qh x qw spans
    the padded input), hold no maximum."""
    (kh, kw), (sh, sw) = kernel, stride
    n, c, hp, wp = xp.shape
    qh, qw = -(-hp // sh), -(-wp // sw)
    edges = (0, qw * sw - wp, 0, qh * sh - hp)
    if any(edges):
        xp = F.pad(xp, edges, value=-math.inf)
    x = xp.reshape(n, c, qh, sh, qw, sw)
    inside = ((torch.arange(sh) < kh).reshape(sh, 1, 1)
              & (torch.arange(sw) < kw).reshape(1, 1, sw))
    if kh < sh or kw < sw:
        x = torch.where(inside, x, -math.inf)
    best = x.amax(dim=(3, 5), keepdim=True)
    position = (torch.arange(sh).reshape(sh, 1, 1) * sw +
                torch.arange(sw).reshape(1, 1, sw)).to(torch.int32)
    first = torch.where(x == best, position, sh * sw).amin(dim=(3, 5),
                                                           keepdim=True)
    window = ((torch.arange(qh) < oh).reshape(qh, 1, 1, 1)
              & (torch.arange(qw) < ow).reshape(1, 1, qw, 1))
    return (position == first) & inside & window


def _interleaved_masks(firsts, stride, padded):
    """The masks `firsts[(a, b)]`, one output-sized boolean per kernel
    offset of windows apart saying where it holds the window's first
    maximum, in the padded input's window layout (n, c, qh, sh, qw, sw):
    element (y, x) is at offset (y % sh, x % sw) of window (y // sh,
    x // sw). Windows past the last whole one (the qh x qw the padded input
    spans) and offsets outside a kernel smaller than its stride hold none.
    One byte per element, stacked once: no input-sized tensor per kernel
    offset."""
    (sh, sw), (hp, wp) = stride, padded
    qh, qw = -(-hp // sh), -(-wp // sw)
    oh, ow = next(iter(firsts.values())).shape[-2:]
    edges = (0, qw - ow, 0, qh - oh)
    if any(edges):
        firsts = {key: F.pad(mask, edges) for key, mask in firsts.items()}
    some = next(iter(firsts.values()))
    rows = []
    for a in range(sh):
        cols = [firsts[(a, b)] if (a, b) in firsts else
                torch.zeros_like(some) for b in range(sw)]
        rows.append(cols[0].unsqueeze(-1) if sw == 1 else
                    torch.stack(cols, dim=-1))
    return rows[0].unsqueeze(3) if sh == 1 else torch.stack(rows, dim=3)


def _scatter_apart_windows(grad_output, masks, self, stride, padding,
                           padded):
    """The max-pool backward where windows do not overlap (a kernel no
    larger than its stride, no dilation): `masks`, in the padded input's
    window layout (n, c, qh, sh, qw, sw), say which element holds its
    window's first maximum (_interleaved_masks, _first_maxima_apart), and
    one select writes each window's gradient there from the output-sized
    one (interleaving four gradients of a 2x2 pooling held the input-sized
    result beside two halves of it)."""
    (sh, sw), (hp, wp) = stride, padded
    n, c, h, w = self.shape
    oh, ow = grad_output.shape[-2:]
    qh, qw = -(-hp // sh), -(-wp // sw)
    # Windows past the last whole one get no gradient.
    if (qh, qw) != (oh, ow):
        grad_output = F.pad(grad_output, (0, qw - ow, 0, qh - oh))
    grad = torch.where(masks, grad_output.reshape(n, c, qh, 1, qw, 1), 0.0)
    grad = grad.reshape(n, c, qh * sh, qw * sw)
    return _cut_padding(grad, padding, h, w)


def avg_pool2d_backward(grad_output, self, kernel_size, stride, padding,
                        ceil_mode, count_include_pad, divisor_override):
    """Each input element gets grad / divisor from every window that holds
    it (_gather_windows, one share for every kernel offset). The divisor is
    PyTorch's: `divisor_override`, else the window's size clipped to the
    padded input (count_include_pad) or to the input itself; it factors
    into a row and a column count, built by comparisons (no constants). An
    unbatched (C, H, W) input is taken as a batch of one."""
    if self.dim() == 3:
        return avg_pool2d_backward(grad_output.unsqueeze(0),
                                   self.unsqueeze(0), kernel_size, stride,
                                   padding, ceil_mode, count_include_pad,
                                   divisor_override).squeeze(0)
    if self.dim() != 4:
        return NotImplemented
    (kh, kw), stride, padding, _, padded = _pool_geometry(
        grad_output, self, kernel_size, stride, padding)
    (sh, sw), (ph, pw) = stride, padding
    h, w = self.shape[-2:]
    oh, ow = grad_output.shape[-2:]

    def counts(out, k, s, p, size):
        start = torch.arange(out) * s - p
        end = torch.clamp(start + k, max=size + p)
        if count_include_pad:
            return end - start
        return torch.clamp(end, max=size) - torch.clamp(start, min=0)

    if divisor_override:
        share = grad_output / divisor_override
    else:
        rows = counts(oh, kh, sh, ph, h).to(grad_output.dtype)
        cols = counts(ow, kw, sw, pw, w).to(grad_output.dtype)
        share = grad_output / (rows.unsqueeze(1) * cols.unsqueeze(0))
    if kh <= sh and kw <= sw:
        return _spread_apart_windows(share, self, (kh, kw), stride, padding,
                                     padded)
    parts = (((i, j), share) for i in range(kh) for j in range(kw))
    return _gather_windows(parts, self, stride, padding, padded)


def _spread_apart_windows(share, self, kernel, stride, padding, padded):
    """The average-pool backward where windows do not overlap (a kernel no
    larger than its stride): each element of the padded input at offset
    (a, b) of window (r, s) gets the window's share where (a, b) is within
    the kernel, as one select that broadcasts the output-sized shares into
    the padded input's layout (n, c, qh, sh, qw, sw) (no stack of a copy
    per kernel offset)."""
    (kh, kw), (sh, sw), (hp, wp) = kernel, stride, padded
    n, c, h, w = self.shape
    oh, ow = share.shape[-2:]
    qh, qw = -(-hp // sh), -(-wp // sw)
    if (qh, qw) != (oh, ow):
        share = F.pad(share, (0, qw - ow, 0, qh - oh))
    inside = ((torch.arange(sh) < kh).reshape(sh, 1, 1)
              & (torch.arange(sw) < kw).reshape(1, 1, sw))
    grad = torch.where(inside, share.reshape(n, c, qh, 1, qw, 1), 0.0)
    grad = grad.reshape(n, c, qh * sh, qw * sw)
    return _cut_padding(grad, padding, h, w)


def nll_loss_backward(grad_output, self, target, weight, reduction,
                      ignore_index, total_weight):
    """The gradient of the NLL loss: -g (times the class's weight) at the
    target class, through a one-hot mask computed by comparison (no
    scatter); classes on dimension 1 of any rank (nll_loss2d's
    segmentation maps too)."""
    if self.dim() < 2:
        return NotImplemented
    classes = torch.arange(self.shape[1], dtype=target.dtype)
    along = [1, self.shape[1]] + [1] * (self.dim() - 2)
    if self.dim() > 2:
        classes = classes.reshape(along)
    hit = (target.unsqueeze(1) == classes) & (target != ignore_index).unsqueeze(1)
    scale = -grad_output
    if reduction == 0:  # none: one gradient per target
        scale = scale.unsqueeze(1)
    elif reduction == 1:  # mean
        scale = scale / total_weight
    if weight is not None:
        scale = scale * weight.reshape(along)
    return torch.where(hit, scale, 0.0)


def embedding_backward(grad_output, indices, num_weights, padding_idx,
                       scale_grad_by_freq):
    """The gradient of an embedding table: one-hot(ids)^T @ grad. With
    `scale_grad_by_freq` each id's share is divided by the number of times
    the id occurs in the batch, as PyTorch's kernel does (torch's own
    decomposition of that case leaves torch-mlir an op it cannot lower)."""
    ids = indices.reshape(-1)
    grad = grad_output.reshape(ids.shape[0], -1)
    hit = ids.unsqueeze(1) == torch.arange(num_weights, dtype=ids.dtype)
    if padding_idx >= 0:
        hit = hit & (ids != padding_idx).unsqueeze(1)
    share = hit.to(grad.dtype)
    if scale_grad_by_freq:
        share = share / share.sum(0).clamp(min=1)
    return share.t() @ grad


def embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=0,
                  sparse=False, per_sample_weights=None,
                  include_last_offset=False, padding_idx=-1):
    """nn.EmbeddingBag's forward with the tensors its backward reads: the
    bags, the bag of each sample (offset2bag), the bags' sizes and, in max
    mode, the row each bag's maximum came from (-1 for an empty bag). The
    rows of the samples are gathered and summed per bag by a (bags x
    samples) membership matrix (padding ids are members of none): a sum,
    weighted when the bags are; a mean, the sum over the bag's size (0 for
    an empty bag); a max, over the members (0 for an empty bag).
    torch-mlir's own lowering returns offset2bag and the sizes empty, which
    the backward (`embedding_bag_dense_backward`) cannot use."""
    if padding_idx is None:
        padding_idx = -1
    ids = indices.reshape(-1)
    if indices.dim() == 2:
        offsets = torch.arange(0, ids.shape[0], indices.shape[1])
    elif include_last_offset:
        offsets = offsets[:-1]
    position = torch.arange(ids.shape[0], dtype=offsets.dtype)
    offset2bag = (offsets.unsqueeze(0) <= position.unsqueeze(1)).sum(1) - 1
    member = offset2bag.unsqueeze(0) == torch.arange(
        offsets.shape[0], dtype=offset2bag.dtype).unsqueeze(1)
    if padding_idx >= 0:
        member = member & (ids != padding_idx).unsqueeze(0)
    bag_size = member.sum(1)
    rows = weight.index_select(0, ids)
    if per_sample_weights is not None:
        rows = rows * per_sample_weights.reshape(-1, 1)
    if mode == 2:
        masked = torch.where(member.unsqueeze(-1), rows.unsqueeze(0),
                             float("-inf"))
        best, at = masked.max(1)
        empty = (bag_size == 0).unsqueeze(1)
        out = torch.where(empty, 0.0, best)
        maximum_indices = torch.where(empty, -1, ids.index_select(
            0, at.reshape(-1)).reshape(at.shape))
        return out, offset2bag, bag_size, maximum_indices
    out = member.to(rows.dtype) @ rows
    if mode == 1:
        out = out / bag_size.clamp(min=1).to(out.dtype).unsqueeze(1)
    return out, offset2bag, bag_size, torch.zeros_like(bag_size)


def embedding_bag_backward(grad, indices, offsets, offset2bag, bag_size,
                           maximum_indices, num_weights, scale_grad_by_freq,
                           mode, sparse, per_sample_weights, padding_idx=-1):
    """nn.EmbeddingBag's table gradient (torch-mlir lowers the forward, not
    this): `embedding_bag_dense_backward`; a sparse gradient is left to
    torch-mlir."""
    if sparse:
        return NotImplemented
    return embedding_bag_dense_backward(
        grad, indices, offset2bag, bag_size, maximum_indices, num_weights,
        scale_grad_by_freq, mode, per_sample_weights, padding_idx)


def embedding_bag_dense_backward(grad, indices, offset2bag, bag_size,
                                 maximum_indices, num_weights,
                                 scale_grad_by_freq, mode, per_sample_weights,
                                 padding_idx=-1):
    """The table gradient of a bag of embeddings. Sum and mean (modes 0 and
    1): each id gets its bag's gradient, times its weight when the bags are
    weighted, divided by the bag's size for a mean, summed per row as
    `embedding_backward` does (padding ids get nothing; with
    scale_grad_by_freq each id's share is divided by its count). Max (mode
    2): each (bag, feature) gradient goes to the row that was the bag's
    maximum there (none for an empty bag)."""
    if mode == 2:
        hit = maximum_indices.unsqueeze(-1) == torch.arange(
            num_weights, dtype=maximum_indices.dtype)
        return (hit.to(grad.dtype) * grad.unsqueeze(-1)).sum(0).t()
    rows = grad.index_select(0, offset2bag)
    if per_sample_weights is not None:
        rows = rows * per_sample_weights.reshape(-1, 1)
    if mode == 1:
        size = bag_size.index_select(0, offset2bag).clamp(min=1)
        rows = rows / size.to(rows.dtype).unsqueeze(1)
    return embedding_backward(rows, indices, num_weights, padding_idx,
                              scale_grad_by_freq)


def embedding_bag_per_sample_weights_backward(grad, weight, indices, offsets,
                                              offset2bag, mode,
                                              padding_idx=-1):
    """The gradient of a weighted bag's per-sample weights (sum mode): each
    sample's row of the table against its bag's gradient, 0 for a padding
    id."""
    if mode != 0:
        return NotImplemented
    ids = indices.reshape(-1)
    got = (weight.index_select(0, ids)
           * grad.index_select(0, offset2bag)).sum(1)
    if padding_idx >= 0:
        got = torch.where(ids != padding_idx, got, 0.0)
    return got


def index_put(self, indices, values, accumulate=False):
    """index_put with integer index tensors (`x[ids] += v`, the backward of
    `table[ids]` and of `logits[rows, labels]`; `x[:, ids] = v`,
    index_copy): the indexed axes taken as one, indexed by one linear id
    (index tensors apart put their axes first, as PyTorch does), and
    written by one-hot rows of those ids (comparisons, no scatter).
    Accumulating, their transpose times the values is added to `self`,
    like an embedding's gradient; otherwise each row an id points to takes
    the values of the last id that points there (PyTorch leaves repeated
    ids' order unspecified and writes them in order on the CPU), picked by
    index_select, so values are moved, never computed with."""
    live = [k for k, index in enumerate(indices) if index is not None]
    if not live or any(indices[k].dtype == torch.bool for k in live):
        return NotImplemented
    ids = torch.broadcast_tensors(*(indices[k] for k in live))
    table, axis = self, live[0]
    apart = live != list(range(live[0], live[-1] + 1))
    if apart:
        table, axis = self.movedim(live, list(range(len(live)))), 0
    sizes = table.shape[axis:axis + len(live)]
    linear = None
    for index, size in zip(ids, sizes):
        index = torch.where(index < 0, index + size, index)
        linear = index if linear is None else linear * size + index
    if len(live) == 1:
        return _index_put_axis(table, axis, linear, values, accumulate)
    merged = table.reshape(*table.shape[:axis], math.prod(sizes),
                           *table.shape[axis + len(live):])
    written = _index_put_axis(merged, axis, linear, values,
                              accumulate).reshape(table.shape)
    return written.movedim(list(range(len(live))), live) if apart else written


def put(self, index, source, accumulate=False):
    """Tensor.put (and the backward of Tensor.take): index_put into `self`
    flattened (torch-mlir leaves the op unlowered)."""
    return index_put(self.reshape(-1), [index.reshape(-1)],
                     source.reshape(-1), accumulate).reshape(self.shape)


def _index_put_axis(self, axis, ids, values, accumulate):
    """index_put of `self` at one axis by `ids` (in range)."""
    if ids.numel() == 0:
        return self.clone()
    rows = self.shape[axis]
    # Advanced indexing at `axis` puts the ids' axes there.
    indexed = (*self.shape[:axis], *ids.shape, *self.shape[axis + 1:])
    values = values.to(self.dtype).expand(indexed)
    table = self
    if axis:
        values = values.movedim(list(range(axis, axis + ids.dim())),
                                list(range(ids.dim())))
        table = self.movedim(axis, 0)
    values = values.reshape(ids.numel(), -1)
    ids = ids.reshape(-1)
    hit = ids.unsqueeze(1) == torch.arange(rows, dtype=ids.dtype)
    if accumulate:
        written = table + (hit.to(values.dtype).t() @ values).reshape(
            table.shape)
    else:
        order = torch.arange(1, ids.numel() + 1).unsqueeze(1)
        last = torch.where(hit, order, 0).amax(0)
        chosen = values.index_select(0, (last - 1).clamp(min=0))
        written = torch.where((last > 0).reshape(-1, *[1] * (table.dim() - 1)),
                              chosen.reshape(table.shape), table)
    return written.movedim(0, axis) if axis else written


def _average_windows(out, size, dtype):
    """The (out x size) matrix of an adaptive average pool along one axis:
    row i averages the window [floor(i*size/out), ceil((i+1)*size/out)),
    built by comparisons."""
    i = torch.arange(out).unsqueeze(1)
    h = torch.arange(size).unsqueeze(0)
    start = torch.div(i * size, out, rounding_mode="floor")
    end = torch.div((i + 1) * size + out - 1, out, rounding_mode="floor")
    inside = (h >= start) & (h < end)
    return inside.to(dtype) / (end - start).to(dtype)


def adaptive_avg_pool2d_backward(grad_output, self):
    """Each input element gets grad/area from every output cell whose window
    [floor(i*H/OH), ceil((i+1)*H/OH)) holds it: A_h^T @ grad @ A_w, with
    the window matrices built by comparisons."""
    oh, ow = grad_output.shape[-2:]
    h, w = self.shape[-2:]
    dtype = grad_output.dtype
    return (_average_windows(oh, h, dtype).t() @ grad_output
            @ _average_windows(ow, w, dtype))


def _along_last_three(x, depth, rows, cols):
    """x (..., D, H, W) with one matrix applied along each of its last three
    axes: out[..., i, j, k] = sum of depth[i, a] rows[j, b] cols[k, c]
    x[..., a, b, c] (a separable linear map of each volume)."""
    y = rows @ (x @ cols.t())
    return (depth @ y.transpose(-3, -2)).transpose(-3, -2)


def adaptive_avg_pool3d_backward(grad_output, self):
    """The backward of a 3-D adaptive average pool (torch-mlir lowers it
    only where the windows tile the input): its box averages are one
    window matrix per axis (`_average_windows`), so the gradient is their
    transposes applied to grad's volumes."""
    od, oh, ow = grad_output.shape[-3:]
    d, h, w = self.shape[-3:]
    dtype = grad_output.dtype
    return _along_last_three(grad_output, _average_windows(od, d, dtype).t(),
                             _average_windows(oh, h, dtype).t(),
                             _average_windows(ow, w, dtype).t())


def _vec_form(interpolate, axes):
    """The `.vec` form of an interpolation over the last `axes` axes: the
    output size from the scale factors when it is not given (rounded down,
    as PyTorch does), then `interpolate` with one scale per axis."""
    def vec(self, output_size, align_corners, scale_factors):
        scales = scale_factors or (None,) * axes
        if output_size is None:
            output_size = [int(n * f)
                           for n, f in zip(self.shape[-axes:], scales)]
        return interpolate(self, output_size, align_corners, *scales)
    return vec


def upsample_trilinear3d(self, output_size, align_corners, scales_d=None,
                         scales_h=None, scales_w=None):
    """Trilinear interpolation as one linear interpolation matrix per axis
    (`_interpolation_matrix`; torch-mlir leaves the op unlowered)."""
    sizes, scales = self.shape[-3:], (scales_d, scales_h, scales_w)
    depth, rows, cols = (
        _interpolation_matrix(out, size, align_corners, scale, self.dtype)
        for out, size, scale in zip(output_size, sizes, scales))
    return _along_last_three(self, depth, rows, cols)


upsample_trilinear3d_vec = _vec_form(upsample_trilinear3d, 3)


def upsample_trilinear3d_backward(grad_output, output_size, input_size,
                                  align_corners, scales_d=None,
                                  scales_h=None, scales_w=None):
    """Trilinear interpolation applies one matrix per axis: its backward
    applies their transposes."""
    scales = (scales_d, scales_h, scales_w)
    depth, rows, cols = (
        _interpolation_matrix(out, size, align_corners, scale,
                              grad_output.dtype).t()
        for out, size, scale in zip(output_size, input_size[-3:], scales))
    return _along_last_three(grad_output, depth, rows, cols)


def convolution_backward(grad_output, input, weight, bias_sizes, stride,
                         padding, dilation, transposed, output_padding,
                         groups, output_mask):
    """Two backward convolutions torch-mlir cannot lower, and a weight
    gradient it lowers through a per-sample tensor.

    A transposed convolution's (output padding, groups and dilation
    included): the input gradient is the convolution of grad with the same
    weight, stride, padding, dilation and groups (the transposed
    convolution's adjoint; output padding only adds rows that convolution
    does not reach), the weight gradient that of this convolution against
    the input (`grouped_weight_gradient` for groups). A
    grouped convolution's input gradient (a grouped transposed convolution):
    see `grouped_transposed_convolution`; its weight and bias gradients
    stay torch-mlir's. An ungrouped one's weight gradient: see
    `weight_gradient_by_convolution`. A 1-D transposed or grouped
    convolution's backward is that of the 2-D one of height 1; an ungrouped
    3-D transposed convolution's is formed as the 2-D one's (torch-mlir
    lowers the 3-D convolutions it is made of), a grouped 3-D one's from
    the 2-D convolutions of its depth taps (`grouped_convolution_3d`)."""
    if grad_output.dim() == 3 and (transposed or groups != 1):
        def lift(v, height):
            return [height, v[0]]
        grads = convolution_backward(
            grad_output.unsqueeze(2), input.unsqueeze(2),
            weight.unsqueeze(2), bias_sizes, lift(stride, 1),
            lift(padding, 0), lift(dilation, 1), transposed,
            lift(output_padding, 0), groups, output_mask)
        if grads is NotImplemented:
            return NotImplemented
        return tuple(None if g is None else g if k == 2 else g.squeeze(2)
                     for k, g in enumerate(grads))
    spatial = grad_output.dim() - 2
    if spatial != 2 and not (spatial == 3 and (transposed or groups != 1)):
        return NotImplemented
    grouped_weight = (grouped_weight_gradient if spatial == 2 else
                      grouped_weight_gradient_3d)
    grad_input = grad_weight = grad_bias = None
    if transposed:
        if output_mask[0]:
            grad_input = aten.convolution.default(
                grad_output, weight, None, stride, padding, dilation, False,
                [0] * spatial, groups)
        if output_mask[1]:
            grad_weight = (
                aten.convolution_backward.default(
                    input, grad_output, weight, None, stride, padding,
                    dilation, False, [0] * spatial, 1,
                    [False, True, False])[1]
                if groups == 1 else
                grouped_weight(input, grad_output, weight, stride, padding,
                               groups, dilation))
        if output_mask[2]:
            grad_bias = grad_output.sum(dim=[0, *range(2, 2 + spatial)])
        return grad_input, grad_weight, grad_bias
    if spatial == 3:
        if output_mask[0]:
            grad_input = grouped_input_gradient_3d(
                grad_output, input, weight, stride, padding, groups,
                dilation)
        if output_mask[1]:
            grad_weight = grouped_weight_gradient_3d(
                grad_output, input, weight, stride, padding, groups,
                dilation)
        if output_mask[2]:
            grad_bias = grad_output.sum(dim=(0, 2, 3, 4))
        return grad_input, grad_weight, grad_bias
    if any(d != 1 for d in dilation):
        return NotImplemented
    if groups == 1:
        return weight_gradient_by_convolution(
            grad_output, input, weight, stride, padding, dilation,
            output_mask)
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


def weight_gradient_by_convolution(grad_output, input, weight, stride,
                                   padding, dilation, output_mask):
    """An ungrouped convolution's weight gradient as one convolution over the
    batch: dL/dw[o, c, a, b] = sum over n, i, j of grad[n, o, i, j] times
    input[n, c, i*s + a*d - p, j*s + b*d - p], which is the convolution of
    input^T (c, n, h, w) with grad^T (o, n, oh, ow) at stride d and dilation
    s. torch-mlir's own lowering computes every sample's gradient
    (c, n, o, kh, kw) and sums it over n afterwards; that tensor and its
    transpose are taken here only where they are the smaller working set
    (a layer whose gradient is far larger than its weights, like the
    first). The input gradient and the bias gradient stay torch-mlir's."""
    if not output_mask[1]:
        return NotImplemented
    n, cin, h, w = input.shape
    cout, _, kh, kw = weight.shape
    oh, ow = grad_output.shape[-2:]
    spans = [(size + 2 * padding[d] - stride[d] * (out - 1) - 1)
             // dilation[d] + 1
             for d, (size, out) in enumerate(((h, oh), (w, ow)))]
    x = n * cin * h * w
    g = n * cout * oh * ow
    per_sample = cin * n * cout * spans[0] * spans[1]
    if max(2 * x, 2 * g, x + g) >= max(2 * x, x + g + per_sample,
                                       2 * per_sample):
        return NotImplemented
    grad_input = grad_bias = None
    if output_mask[0] or output_mask[2]:
        grad_input, _, grad_bias = aten.convolution_backward.default(
            grad_output, input, weight, [cout] if output_mask[2] else None,
            stride, padding, dilation, False, [0, 0], 1,
            [output_mask[0], False, output_mask[2]])
    full = aten.convolution.default(
        input.transpose(0, 1), grad_output.transpose(0, 1), None, dilation,
        padding, stride, False, [0, 0], 1)
    grad_weight = full[:, :, :kh, :kw].transpose(0, 1)
    return grad_input, grad_weight, grad_bias


def spread(x, sh, sw):
    """(n, c, h, w) -> (n, c, (h-1)*sh+1, (w-1)*sw+1) with zeros between."""
    n, c, h, w = x.shape
    x = F.pad(x.reshape(n, c, h, 1, w, 1), (0, sw - 1, 0, 0, 0, sh - 1))
    return x.reshape(n, c, h * sh, w * sw)[:, :, :(h - 1) * sh + 1,
                                           :(w - 1) * sw + 1]


def grouped_transposed_convolution(input, weight, bias, stride, padding,
                                   output_padding, groups, dilation=(1, 1)):
    """A grouped transposed convolution (the input gradient of a depthwise
    one) as a plain grouped convolution of the zero-spread input with the
    flipped, per-group transposed kernel at the same dilation (the input
    padded by dilation * (kernel - 1) - padding); torch-mlir's own lowering
    of it builds an invalid tensor.collapse_shape."""
    cin, cout_g, kh, kw = weight.shape
    kernel = weight.reshape(groups, cin // groups, cout_g, kh, kw)
    kernel = kernel.transpose(1, 2).reshape(groups * cout_g, cin // groups,
                                            kh, kw).flip(-2, -1)
    (sh, sw), (ph, pw), (dh, dw) = stride, padding, dilation
    oph, opw = output_padding
    eh, ew = dh * (kh - 1) - ph, dw * (kw - 1) - pw
    x = F.pad(spread(input, sh, sw), (ew, ew + opw, eh, eh + oph))
    return aten.convolution.default(x, kernel, bias, [1, 1], [0, 0],
                                    list(dilation), False, [0, 0], groups)


def convolution(input, weight, bias, stride, padding, dilation, transposed,
                output_padding, groups):
    """A grouped 2-D transposed convolution (a depthwise decoder's
    upsampling, dilated or not) as `grouped_transposed_convolution`:
    torch-mlir's lowering of the depthwise one builds an invalid
    tensor.collapse_shape. A 1-D one is the 2-D one of height 1. A grouped
    3-D convolution (torch-mlir lowers none) is `grouped_convolution_3d`.
    Every other convolution stays torch-mlir's."""
    if not transposed and groups != 1 and input.dim() == 5:
        return grouped_convolution_3d(input, weight, bias, stride, padding,
                                      dilation, groups)
    if not transposed or groups == 1 or input.dim() not in (3, 4):
        return NotImplemented
    if input.dim() == 3:
        return convolution(input.unsqueeze(2), weight.unsqueeze(2), bias,
                           [1, stride[0]], [0, padding[0]], [1, dilation[0]],
                           transposed, [0, output_padding[0]],
                           groups).squeeze(2)
    return grouped_transposed_convolution(input, weight, bias, stride,
                                          padding, output_padding, groups,
                                          dilation)


def _depth_tap(x, a, stride, dilation, out):
    """The depth slices of (depth-padded) `x` that depth tap `a` of a 3-D
    kernel meets over `out` output depths, as a batch of 2-D images:
    (n, c, D, H, W) -> (n * out, c, H, W), output depth major."""
    n, c, _, h, w = x.shape
    start = a * dilation
    part = x[:, :, start:start + stride * (out - 1) + 1:stride]
    return part.transpose(1, 2).reshape(n * out, c, h, w)


def _depth_geometry(input, weight, stride, padding, dilation):
    """A 3-D convolution's depth stride, padding and dilation, the depth of
    its input padded in depth, and the output's depth."""
    (sd, _, _), (pd, _, _), (dd, _, _) = stride, padding, dilation
    padded = input.shape[2] + 2 * pd
    out = (padded - dd * (weight.shape[2] - 1) - 1) // sd + 1
    return sd, pd, dd, padded, out


def _depth_padded(input, pd):
    """A 3-D convolution's input padded by `pd` in depth."""
    return F.pad(input, (0, 0, 0, 0, pd, pd)) if pd else input


def grouped_convolution_3d(input, weight, bias, stride, padding, dilation,
                           groups):
    """A grouped 3-D convolution (depthwise included; torch-mlir lowers
    none) as one grouped 2-D convolution per depth tap of the kernel, over
    the depth slices that tap meets (`_depth_tap`), summed: y[:, :, t] =
    sum over a of conv2d(x[:, :, t*sd + a*dd - pd], w[:, :, a])."""
    n = input.shape[0]
    o, _, kd = weight.shape[:3]
    sd, pd, dd, _, od = _depth_geometry(input, weight, stride, padding,
                                        dilation)
    x = _depth_padded(input, pd)
    total = None
    for a in range(kd):
        y = aten.convolution.default(
            _depth_tap(x, a, sd, dd, od), weight[:, :, a], None,
            list(stride[1:]), list(padding[1:]), list(dilation[1:]), False,
            [0, 0], groups)
        total = y if total is None else total + y
    oh, ow = total.shape[-2:]
    out = total.reshape(n, od, o, oh, ow).transpose(1, 2)
    return out if bias is None else out + bias.reshape(1, o, 1, 1, 1)


def grouped_input_gradient_3d(grad_output, input, weight, stride, padding,
                              groups, dilation):
    """The input gradient of `grouped_convolution_3d`: each depth tap's 2-D
    input gradient (`grouped_transposed_convolution`) goes back to the
    depths the tap read, t*sd + a*dd of the depth-padded input."""
    n, c, depth, h, w = input.shape
    kd, kh, kw = weight.shape[2:]
    sd, pd, dd, padded, od = _depth_geometry(input, weight, stride, padding,
                                             dilation)
    oh, ow = grad_output.shape[-2:]
    (sh, sw), (ph, pw), (dh, dw) = stride[1:], padding[1:], dilation[1:]
    extra = [h - ((oh - 1) * sh - 2 * ph + dh * (kh - 1) + 1),
             w - ((ow - 1) * sw - 2 * pw + dw * (kw - 1) + 1)]
    g = grad_output.transpose(1, 2).reshape(n * od, -1, oh, ow)
    span = sd * (od - 1) + 1
    total = None
    for a in range(kd):
        part = grouped_transposed_convolution(
            g, weight[:, :, a], None, [sh, sw], [ph, pw], extra, groups,
            [dh, dw])
        part = part.reshape(n, od, c, h * w).transpose(1, 2)
        if sd > 1:
            # The depths between the tap's, where it reads nothing.
            part = F.pad(part.unsqueeze(3), (0, 0, 0, sd - 1)).reshape(
                n, c, od * sd, h * w)[:, :, :span]
        before = a * dd
        part = F.pad(part, (0, 0, before, padded - before - span))
        total = part if total is None else total + part
    return total[:, :, pd:pd + depth].reshape(n, c, depth, h, w)


def grouped_weight_gradient_3d(grad_output, input, weight, stride, padding,
                               groups, dilation):
    """The weight gradient of `grouped_convolution_3d`: each depth tap's is
    the 2-D one (`grouped_weight_gradient`) of the depth slices it read."""
    n = input.shape[0]
    kd = weight.shape[2]
    sd, pd, dd, _, od = _depth_geometry(input, weight, stride, padding,
                                        dilation)
    x = _depth_padded(input, pd)
    oh, ow = grad_output.shape[-2:]
    g = grad_output.transpose(1, 2).reshape(n * od, -1, oh, ow)
    taps = [grouped_weight_gradient(g, _depth_tap(x, a, sd, dd, od),
                                    weight[:, :, a], list(stride[1:]),
                                    list(padding[1:]), groups,
                                    list(dilation[1:]))
            for a in range(kd)]
    return torch.stack(taps, dim=2)


def grouped_weight_gradient(grad_output, input, weight, stride, padding,
                            groups, dilation=(1, 1)):
    """dL/dw[o, c, a, b] = sum over n, i, j of grad[n, o, i, j] times the
    input at (i*s + a*d, j*s + b*d) in o's group: one batched matmul per
    kernel offset. (torch-mlir's own form of a depthwise weight gradient
    builds a tensor.expand_shape with a zero dimension.)"""
    n, cin, h, w = input.shape
    cout, cin_g, kh, kw = weight.shape
    oh, ow = grad_output.shape[-2:]
    (sh, sw), (ph, pw), (dh, dw) = stride, padding, dilation
    x = F.pad(input, (pw, pw, ph, ph))
    g = grad_output.reshape(n, groups, cout // groups, oh * ow)
    g = g.permute(1, 2, 0, 3).reshape(groups, cout // groups, n * oh * ow)
    taps = []
    for a in range(kh):
        for b in range(kw):
            window = tap(x, a * dh, b * dw, (oh, ow), (sh, sw)).reshape(
                n, groups, cin_g, oh * ow)
            window = window.permute(1, 0, 3, 2).reshape(groups, n * oh * ow,
                                                        cin_g)
            taps.append(torch.bmm(g, window))  # (groups, cout_g, cin_g)
    return torch.stack(taps, dim=-1).reshape(cout, cin_g, kh, kw)


def var_mean(self, dim=None, *, correction=None, keepdim=False):
    """Variance and mean in the input's own type by the corrected two-pass
    algorithm (Chan, Golub and LeVeque): the deviations d from a first mean,
    then mean + sum(d)/n and (sum(d*d) - sum(d)^2/n) / (n - correction), the
    second term cancelling most of the first mean's rounding. torch-mlir's
    own decomposition converts the whole input to f64 first: every batch or
    layer normalization of an f32 step then holds its input twice over in
    f64, which set the lower bound of the exported ResNets."""
    if not self.dtype.is_floating_point:
        return NotImplemented
    dims = list(range(self.dim())) if dim is None or len(dim) == 0 else \
        [d % self.dim() for d in dim]
    count = math.prod(self.shape[d] for d in dims)

    def total(x):
        # One dimension at a time, the last first: sums of a few thousand
        # rather than one chain of n (a compiled reduction may run in order).
        for d in sorted(dims, reverse=True):
            x = x.sum(d, keepdim=True)
        return x

    first = total(self) / count
    deviation = self - first
    shift = total(deviation)
    squares = total(deviation * deviation)
    var = (squares - shift * shift / count) / \
        max(0, count - (1 if correction is None else correction))
    mean = first + shift / count
    if not keepdim:
        var, mean = var.squeeze(dims), mean.squeeze(dims)
    return var, mean


def var(self, dim=None, *, correction=None, keepdim=False):
    """See `var_mean`."""
    result = var_mean(self, dim, correction=correction, keepdim=keepdim)
    return result if result is NotImplemented else result[0]


def gelu(self, approximate="none"):
    """GELU's tanh form in elementwise ops: torch-mlir's own lowering of
    aten.gelu(approximate="tanh") multiplies by 0.7977240352174656 where
    sqrt(2/pi) is 0.7978845608028654. Exact GELU (approximate="none")
    stays aten.gelu, which torch-mlir lowers correctly, through math.erf."""
    if approximate != "tanh":
        return NotImplemented
    inner = math.sqrt(2 / math.pi) * (self + 0.044715 * self * self * self)
    return 0.5 * self * (1 + torch.tanh(inner))


def _interpolation_matrix(out, size, align_corners, scale, dtype):
    """The (out x size) matrix of 1-D linear interpolation, PyTorch's
    source index rule (area_pixel_compute_source_index): row i holds the
    weights of the two input elements output i is made of. Built by
    comparisons (no constants)."""
    i = torch.arange(out, dtype=dtype)
    if align_corners:
        step = (size - 1) / (out - 1) if out > 1 else 0.0
        source = i * step
    else:
        step = 1.0 / scale if scale else size / out
        source = torch.clamp((i + 0.5) * step - 0.5, min=0)
    low = torch.floor(source)
    weight = source - low
    low = low.to(torch.int64)
    high = torch.clamp(low + 1, max=size - 1)
    j = torch.arange(size).unsqueeze(0)
    return ((j == low.unsqueeze(1)).to(dtype) * (1 - weight).unsqueeze(1)
            + (j == high.unsqueeze(1)).to(dtype) * weight.unsqueeze(1))


def upsample_bilinear2d(self, output_size, align_corners, scales_h=None,
                        scales_w=None):
    """Bilinear interpolation as A_h x A_w^T (torch-mlir leaves the op
    unlowered)."""
    (h, w), (oh, ow) = self.shape[-2:], output_size
    rows = _interpolation_matrix(oh, h, align_corners, scales_h, self.dtype)
    cols = _interpolation_matrix(ow, w, align_corners, scales_w, self.dtype)
    return rows @ self @ cols.t()


upsample_bilinear2d_vec = _vec_form(upsample_bilinear2d, 2)


def upsample_linear1d(self, output_size, align_corners, scales=None):
    """Linear interpolation along the last axis as x A^T (torch-mlir leaves
    the op unlowered)."""
    line = _interpolation_matrix(output_size[0], self.shape[-1],
                                 align_corners, scales, self.dtype)
    return self @ line.t()


upsample_linear1d_vec = _vec_form(upsample_linear1d, 1)


def upsample_linear1d_backward(grad_output, output_size, input_size,
                               align_corners, scales=None):
    """out = x A^T along the last axis: its backward is grad A."""
    line = _interpolation_matrix(output_size[0], input_size[-1],
                                 align_corners, scales, grad_output.dtype)
    return grad_output @ line


def upsample_bilinear2d_backward(grad_output, output_size, input_size,
                                 align_corners, scales_h=None,
                                 scales_w=None):
    """Bilinear interpolation is one matrix per axis, out = A_h x A_w^T:
    its backward is A_h^T grad A_w (torch-mlir does not lower the op)."""
    (oh, ow), (h, w) = output_size, input_size[-2:]
    rows = _interpolation_matrix(oh, h, align_corners, scales_h,
                                 grad_output.dtype)
    cols = _interpolation_matrix(ow, w, align_corners, scales_w,
                                 grad_output.dtype)
    return rows.t() @ grad_output @ cols


def _cubic_matrix(out, size, align_corners, scale, dtype):
    """The (out x size) matrix of 1-D bicubic interpolation, PyTorch's rule
    (upsample_bicubic2d): output i reads the four input elements from
    floor(s) - 1 on, s its source index (not clamped at 0, unlike linear
    interpolation's), clamped to the input, weighted by the cubic
    convolution kernel with A = -0.75 at the distances t + 1, t, 1 - t and
    2 - t (t = s - floor(s)). Built by comparisons (no constants)."""
    i = torch.arange(out, dtype=dtype)
    if align_corners:
        step = (size - 1) / (out - 1) if out > 1 else 0.0
        source = i * step
    else:
        step = 1.0 / scale if scale else size / out
        source = (i + 0.5) * step - 0.5
    low = torch.floor(source)
    t = source - low
    low = low.to(torch.int64)
    a = -0.75

    def near(x):
        return ((a + 2) * x - (a + 3)) * x * x + 1

    def far(x):
        return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a

    j = torch.arange(size).unsqueeze(0)
    matrix = None
    for k, weight in enumerate((far(t + 1), near(t), near(1 - t),
                                far(2 - t))):
        tap = torch.clamp(low + (k - 1), min=0, max=size - 1)
        part = (j == tap.unsqueeze(1)).to(dtype) * weight.unsqueeze(1)
        matrix = part if matrix is None else matrix + part
    return matrix


def upsample_bicubic2d(self, output_size, align_corners, scales_h=None,
                       scales_w=None):
    """Bicubic interpolation as A_h x A_w^T, one `_cubic_matrix` per axis
    (torch-mlir leaves the op unlowered)."""
    (h, w), (oh, ow) = self.shape[-2:], output_size
    rows = _cubic_matrix(oh, h, align_corners, scales_h, self.dtype)
    cols = _cubic_matrix(ow, w, align_corners, scales_w, self.dtype)
    return rows @ self @ cols.t()


upsample_bicubic2d_vec = _vec_form(upsample_bicubic2d, 2)


def upsample_bicubic2d_backward(grad_output, output_size, input_size,
                                align_corners, scales_h=None, scales_w=None):
    """out = A_h x A_w^T (`upsample_bicubic2d`): its backward is
    A_h^T grad A_w."""
    (oh, ow), (h, w) = output_size, input_size[-2:]
    rows = _cubic_matrix(oh, h, align_corners, scales_h, grad_output.dtype)
    cols = _cubic_matrix(ow, w, align_corners, scales_w, grad_output.dtype)
    return rows.t() @ grad_output @ cols


def cdist_forward(x1, x2, p, compute_mode=None):
    """Distances between the rows of x1 (..., P, M) and of x2 (..., R, M)
    from their differences (..., P, R, M), PyTorch's direct form, which it
    takes where P and R are at most 25 (larger ones it computes by matrix
    products, which torch-mlir lowers): the p-norm, counting nonzeros for
    p = 0, the largest difference for p = inf. torch-mlir lowers neither
    this nor its backward."""
    diff = (x1.unsqueeze(-2) - x2.unsqueeze(-3)).abs()
    if p == 0:
        return (diff != 0).to(x1.dtype).sum(-1)
    if p == float("inf"):
        return diff.amax(-1)
    if p == 1:
        return diff.sum(-1)
    if p == 2:
        return diff.pow(2).sum(-1).sqrt()
    return diff.pow(p).sum(-1).pow(1.0 / p)


def _pairs(n, dtype):
    """One-hot rows (pairs x n) of the first and of the second row of each
    pair i < j of n rows, in torch.pdist's order."""
    first, second = torch.triu_indices(n, n, 1)
    rows = torch.arange(n)
    return ((first.unsqueeze(1) == rows).to(dtype),
            (second.unsqueeze(1) == rows).to(dtype))


def pdist_forward(self, p=2):
    """torch.pdist: the distances between the rows i < j of `self`, from
    the rows' differences (cdist_forward's rule; torch-mlir lowers neither
    this nor its backward)."""
    n = self.shape[0]
    if n < 2:
        return self.new_zeros(0)
    first, second = torch.triu_indices(n, n, 1)
    return cdist_forward(self.index_select(0, first).unsqueeze(-2),
                         self.index_select(0, second).unsqueeze(-2),
                         p).reshape(-1)


def pdist_backward(grad, self, p, pdist):
    """The gradient of torch.pdist: the pairs' gradients and distances as
    symmetric n x n matrices (one-hot products), then cdist_backward's
    rule for the rows against themselves, each pair counted from both
    ends."""
    n = self.shape[0]
    if n < 2:
        return torch.zeros_like(self)
    first, second = _pairs(n, self.dtype)
    upper = (first * grad.unsqueeze(1)).t() @ second
    distances = (first * pdist.unsqueeze(1)).t() @ second
    return cdist_backward(upper + upper.t(), self, self, p,
                          distances + distances.t())


def cdist_backward(grad, x1, x2, p, cdist):
    """The gradient of `cdist_forward` for x1 (autograd asks for x2's with
    the roles swapped), PyTorch's rule: each difference's share of its
    distance's gradient, none where the distance is 0 (and for p < 2 none
    where the difference is 0)."""
    diff = x1.unsqueeze(-2) - x2.unsqueeze(-3)
    g = grad.unsqueeze(-1)
    d = cdist.unsqueeze(-1)
    if p == 0:
        return (g * diff * 0.0).sum(-2)
    if p == 1:
        share = g * diff.sign()
    elif p == float("inf"):
        share = g * diff.sign() * (diff.abs() == d).to(diff.dtype)
    elif p < 2:
        share = torch.where(
            (d == 0) | (diff == 0), 0.0,
            g * diff.sign() * diff.abs().pow(p - 1) / d.pow(p - 1))
    elif p == 2:
        share = torch.where(d == 0, 0.0, g * diff / d)
    else:
        share = torch.where(d == 0, 0.0,
                            g * diff * diff.abs().pow(p - 2) / d.pow(p - 1))
    return share.sum(-2)


def _nearest_matrix(out, size, scale, exact, dtype):
    """The (out x size) 0/1 matrix of nearest-neighbour upsampling along one
    axis: row i selects the input element output i copies, by PyTorch's
    rule (nearest_idx): floor(i * s), or floor((i + 0.5) * s) for
    nearest-exact, at most size - 1, with s = 1 / scale when a scale is
    given, else size / out, computed in f32 as PyTorch's kernels do. Built
    by comparisons (no constants)."""
    if out == size:
        source = torch.arange(out)
    elif out == 2 * size and not exact:
        source = torch.div(torch.arange(out), 2, rounding_mode="floor")
    else:
        step = 1.0 / scale if scale else size / out
        i = torch.arange(out, dtype=torch.float32)
        source = torch.floor((i + 0.5) * step if exact else i * step)
        source = torch.clamp(source.to(torch.int64), max=size - 1)
    return (torch.arange(size).unsqueeze(0) == source.unsqueeze(1)).to(dtype)


def _upsample_nearest_backward(exact):
    """The backward of nearest-neighbour upsampling (1-D, 2-D or 3-D, nearest
    or nearest-exact): out selects one input element per axis, out = S x S'
    ..., so the gradient is the product with each axis's transposed
    selection, which sums what every input element was copied to.
    torch-mlir's lowering of upsample_nearest2d_backward is wrong where the
    output size is not a multiple of the input size (3x4 -> 7x5)."""
    def backward(grad_output, output_size, input_size, *scales):
        spatial = len(output_size)
        scales = list(scales) + [None] * (spatial - len(scales))
        grad = grad_output
        for d in range(spatial):
            axis = grad.dim() - spatial + d
            select = _nearest_matrix(output_size[d], input_size[-spatial + d],
                                     scales[d], exact, grad.dtype)
            grad = (grad.movedim(axis, -1) @ select).movedim(-1, axis)
        return grad
    return backward


upsample_nearest_backward = _upsample_nearest_backward(exact=False)
upsample_nearest_exact_backward = _upsample_nearest_backward(exact=True)


def _pad_to(x, shape):
    """`x` padded at the end of each dimension (zeros, False) to `shape`:
    a scatter's index may be smaller than its input along every axis."""
    short = [n - m for n, m in zip(shape, x.shape)]
    if not any(short):
        return x
    edges = []
    for extra in reversed(short):
        edges += [0, extra]
    return F.pad(x, edges)


def scatter_add(self, dim, index, src):
    """self plus, at each position along `dim`, the src elements whose index
    points there: a one-hot comparison summed over `dim` (the backward of
    torch.gather; torch-mlir lowers it to a TMTensor scatter)."""
    dim = dim % self.dim()
    size = self.shape[dim]
    src = src[tuple(slice(0, n) for n in index.shape)]
    hit = index.unsqueeze(-1) == torch.arange(size, dtype=index.dtype)
    summed = torch.where(hit, src.unsqueeze(-1), 0.0).sum(dim)
    summed = summed.movedim(-1, dim)
    return self + _pad_to(summed, self.shape)


def scatter_src(self, dim, index, src):
    """self with, at each position along `dim` that an index points to, the
    src element of the last index that points there (PyTorch writes them
    in order; the backward of torch.sort and torch.topk scatters to
    distinct positions): the last hit of a one-hot comparison picks the
    element by gather, so values are moved, never computed with (an
    infinity stays one). torch-mlir lowers it to a TMTensor scatter."""
    dim = dim % self.dim()
    size = self.shape[dim]
    if index.numel() == 0:
        return self.clone()
    src = src[tuple(slice(0, n) for n in index.shape)]
    hit = index.unsqueeze(-1) == torch.arange(size, dtype=index.dtype)
    entries = index.shape[dim]
    order = torch.arange(1, entries + 1).reshape(
        [entries if d == dim else 1 for d in range(index.dim())] + [1])
    last = torch.where(hit, order, 0).amax(dim).movedim(-1, dim)
    chosen = torch.gather(src, dim, (last - 1).clamp(min=0))
    return torch.where(_pad_to(last > 0, self.shape),
                       _pad_to(chosen, self.shape), self)


def scatter_value(self, dim, index, value):
    return scatter_src(self, dim, index,
                       torch.full(index.shape, value, dtype=self.dtype))


def scatter_reduce(self, dim, index, src, reduce, include_self=True):
    """Tensor.scatter_reduce (sum, prod, mean, amax, amin; the aggregations
    of graph networks): the src elements each position gets are found by a
    one-hot comparison, reduced over `dim`, and combined with `self` where
    `include_self` (positions no index points to keep `self`); an integer
    mean rounds down, as PyTorch's. torch-mlir lowers the op to a TMTensor
    scatter."""
    if self.dim() == 0 or self.dtype == torch.bool:
        return NotImplemented
    dim = dim % self.dim()
    if index.numel() == 0:
        return self.clone()
    size = self.shape[dim]
    src = src[tuple(slice(0, n) for n in index.shape)].to(self.dtype)
    hit = index.unsqueeze(-1) == torch.arange(size, dtype=index.dtype)
    source = src.unsqueeze(-1)

    def over(x):
        return _pad_to(x.movedim(-1, dim), self.shape)

    count = over(hit.sum(dim))
    if reduce in ("sum", "mean"):
        total = over(torch.where(hit, source, 0).sum(dim, dtype=self.dtype))
        if reduce == "sum":
            return self + total if include_self else torch.where(
                count > 0, total, self)
        if include_self:
            total, count = self + total, count + 1
        if self.is_floating_point():
            mean = total / count.clamp(min=1).to(self.dtype)
        else:
            mean = torch.div(total, count.clamp(min=1),
                             rounding_mode="floor").to(self.dtype)
        return torch.where(count > 0, mean, self)
    if reduce == "prod":
        product = over(torch.where(hit, source, 1).prod(dim,
                                                        dtype=self.dtype))
        return torch.where(count > 0, self * product if include_self
                           else product, self)
    if reduce in ("amax", "amin"):
        largest = reduce == "amax"
        if self.is_floating_point():
            worst = float("-inf") if largest else float("inf")
        else:
            info = torch.iinfo(self.dtype)
            worst = info.min if largest else info.max
        picked = torch.where(hit, source, worst)
        extreme = over(picked.amax(dim) if largest else picked.amin(dim))
        if include_self:
            extreme = (torch.maximum if largest else torch.minimum)(
                self, extreme)
        return torch.where(count > 0, extreme, self)
    return NotImplemented


def _twiddles(rows, cols, size, dtype):
    """cos and sin of 2 pi (r c mod size) / size for r < rows, c < cols:
    a discrete Fourier transform's matrices, exact (0, 1, -1) at the
    quarter turns."""
    turns = torch.remainder(torch.arange(rows).unsqueeze(1)
                            * torch.arange(cols).unsqueeze(0), size)
    angle = turns.to(dtype) * (2 * math.pi / size)
    quarter = torch.remainder(4 * turns, size) == 0
    which = torch.div(4 * turns, size, rounding_mode="floor").clamp(max=3)
    cos = torch.where(quarter, torch.tensor([1.0, 0.0, -1.0, 0.0],
                                            dtype=dtype)[which],
                      torch.cos(angle))
    sin = torch.where(quarter, torch.tensor([0.0, 1.0, 0.0, -1.0],
                                            dtype=dtype)[which],
                      torch.sin(angle))
    return cos, sin


def _fourier(re, im, dim, forward, cols=None):
    """The transform of re + i im along `dim` (its first `cols` outputs):
    products with the twiddle matrices."""
    size = re.shape[dim]
    cos, sin = _twiddles(size, cols or size, size, re.dtype)
    if not forward:
        sin = -sin
    re, im = re.movedim(dim, -1), im.movedim(dim, -1)
    # (re + i im)(cos - i sin)
    out_re = re @ cos + im @ sin
    out_im = im @ cos - re @ sin
    return out_re.movedim(-1, dim), out_im.movedim(-1, dim)


def _fft_scale(sizes, normalization):
    """The transform's normalization of `sizes`: none (1), 1/sqrt(n) or
    1/n."""
    n = math.prod(sizes)
    if normalization == 0 or n == 0:
        return 1
    return 1 / math.sqrt(n) if normalization == 1 else 1 / n


def _fft_scaled(re, im, sizes, normalization):
    """The complex result of a transform, normalized (_fft_scale)."""
    scale = _fft_scale(sizes, normalization)
    if scale == 1:
        return torch.complex(re, im)
    return torch.complex(re * scale, im * scale)


def fft_r2c(self, dim, normalization, onesided):
    """The Fourier transform of a real tensor over `dim` (onesided: the
    last axis's first n // 2 + 1 outputs) as products with cos and sin
    matrices: torch-mlir lowers no FFT. O(n^2) per axis, for the short
    axes of a training step's spectral layers."""
    dims = [d % self.dim() for d in dim]
    last = dims[-1]
    size = self.shape[last]
    re, im = _fourier(self, torch.zeros_like(self), last, True,
                      size // 2 + 1 if onesided else size)
    for d in dims[:-1]:
        re, im = _fourier(re, im, d, True)
    return _fft_scaled(re, im, [self.shape[d] for d in dims], normalization)


def fft_c2c(self, dim, normalization, forward):
    """The Fourier transform (or its inverse) of a complex tensor over
    `dim` (fft_r2c)."""
    re, im = self.real, self.imag
    for d in dim:
        re, im = _fourier(re, im, d % self.dim(), forward)
    return _fft_scaled(re, im, [self.shape[d] for d in dim], normalization)


def fft_c2r(self, dim, normalization, last_dim_size):
    """The inverse transform of a one-sided spectrum to a real tensor of
    `last_dim_size` along the last of `dim`: the other axes inverted,
    then each frequency k weighed twice but 0 and n / 2, whose imaginary
    parts are ignored (fft_r2c)."""
    dims = [d % self.dim() for d in dim]
    re, im = self.real, self.imag
    for d in dims[:-1]:
        re, im = _fourier(re, im, d, False)
    last, size = dims[-1], last_dim_size
    half = re.shape[last]
    cos, sin = _twiddles(half, size, size, re.dtype)
    k = torch.arange(half).unsqueeze(1)
    weight = torch.where((k == 0) | (2 * k == size), 1.0, 2.0).to(re.dtype)
    re, im = re.movedim(last, -1), im.movedim(last, -1)
    out = re @ (cos * weight) - im @ (sin * weight)
    scale = _fft_scale([self.shape[d] for d in dims[:-1]] + [size],
                       normalization)
    if scale != 1:
        out = out * scale
    return out.movedim(-1, last)


def hypot(self, other):
    """sqrt(a^2 + b^2) with the larger magnitude factored out, so that
    neither square overflows or underflows (torch-mlir leaves the op
    unlowered)."""
    a, b = torch.broadcast_tensors(self.abs(), other.abs())
    large = torch.maximum(a, b)
    small = torch.minimum(a, b)
    ratio = torch.where(large > 0, small / torch.where(large > 0, large, 1.0),
                        0.0)
    # An infinite side makes the result infinite, even beside a NaN.
    return torch.where(torch.isinf(a) | torch.isinf(b), float("inf"),
                       large * torch.sqrt(1 + ratio * ratio))


def fmod_scalar(self, other):
    """fmod by a number, as fmod by a 0-d tensor of the result's type
    (torch-mlir lowers only that form)."""
    dtype = torch.result_type(self, other)
    return torch.fmod(self.to(dtype), torch.full((), other, dtype=dtype))


def unfold(self, dimension, size, step):
    """Tensor.unfold: the windows of `size` elements `step` apart along
    `dimension`, as that axis gathered by index_select (windows on it,
    their elements on a new last axis); torch-mlir's import fails on the
    op."""
    if self.dim() == 0:
        return self.reshape(1)
    dimension = dimension % self.dim()
    windows = (self.shape[dimension] - size) // step + 1
    where = (torch.arange(windows).unsqueeze(1) * step
             + torch.arange(size)).reshape(-1)
    picked = self.index_select(dimension, where)
    shape = (*self.shape[:dimension], windows, size,
             *self.shape[dimension + 1:])
    return picked.reshape(shape).movedim(dimension + 1, -1)


def unfold_backward(grad_in, input_sizes, dim, size, step):
    """The gradient of Tensor.unfold: each element of the input gets the sum
    of the window elements that read it, as grad times a one-hot matrix of
    (window, element) -> position, built by comparisons."""
    if len(input_sizes) == 0:
        return grad_in.reshape(())
    dim = dim % len(input_sizes)
    length = input_sizes[dim]
    windows = grad_in.shape[dim]
    reads = (torch.arange(windows).unsqueeze(1) * step
             + torch.arange(size)).reshape(-1)
    onto = (reads.unsqueeze(1) == torch.arange(length)).to(grad_in.dtype)
    moved = grad_in.movedim(dim, -2)
    flat = moved.reshape(*moved.shape[:-2], windows * size) @ onto
    return flat.movedim(-1, dim)


def addbmm(self, batch1, batch2, beta=1, alpha=1):
    """beta * self + alpha * the sum over the batch of batch1 @ batch2
    (torch-mlir leaves the op unlowered)."""
    summed = torch.bmm(batch1, batch2).sum(0)
    if alpha != 1:
        summed = summed * alpha
    if beta == 0:
        return summed.expand(torch.broadcast_shapes(self.shape, summed.shape)
                             ).clone()
    return (self if beta == 1 else self * beta) + summed


def block_diag(*tensors):
    """The tensors (scalars, vectors as rows, matrices) on the diagonal of
    a zero matrix: each padded to its place and the rows concatenated
    (torch-mlir's import fails on PyTorch's own decomposition)."""
    if len(tensors) == 1 and isinstance(tensors[0], (tuple, list)):
        tensors = tuple(tensors[0])
    dtype = tensors[0].dtype
    for t in tensors[1:]:
        dtype = torch.promote_types(dtype, t.dtype)
    blocks = [t.reshape(1, -1) if t.dim() < 2 else t for t in tensors]
    width = sum(t.shape[1] for t in blocks)
    rows, left = [], 0
    for t in blocks:
        rows.append(F.pad(t.to(dtype), (left, width - left - t.shape[1])))
        left += t.shape[1]
    return torch.cat(rows, 0)


def cumsum(self, dim, dtype=None):
    """A running sum as a product with a triangle of ones (built by
    comparisons): torch-mlir lowers cumsum to a TMTensor scan."""
    x = self if dtype is None else self.to(dtype)
    if x.dim() == 0:
        return x.clone()
    size = x.shape[dim]
    k = torch.arange(size)
    upper = (k.unsqueeze(1) <= k.unsqueeze(0)).to(x.dtype)
    return (x.movedim(dim, -1) @ upper).movedim(-1, dim)


def _shifted(x, k, fill):
    """x (..., n) moved k places along its last axis, `fill` in front."""
    return F.pad(x[..., :-k], (k, 0), value=fill)


def logcumsumexp(self, dim):
    """log(sum of exp(x_j) for j <= i) along `dim`, by doubling: after the
    step of k each element holds the log-sum-exp of the 2k elements up to
    it, its own and the ones k before (logaddexp, stable): log2(n) steps,
    each the size of the input (torch-mlir lowers the op to a TMTensor
    scan)."""
    if self.dim() == 0:
        return self.clone()
    x = self.movedim(dim, -1)
    k = 1
    while k < x.shape[-1]:
        x = torch.logaddexp(x, _shifted(x, k, float("-inf")))
        k *= 2
    return x.movedim(-1, dim)


def _running_extreme(self, dim, largest):
    """cummax / cummin by doubling (as `logcumsumexp`), carrying the index:
    of two windows, the earlier one wins only with a strictly greater (or
    smaller) value or a NaN where the later has none, so the extreme's last
    index in the prefix is kept, as PyTorch keeps it (a NaN, once seen,
    stays): torch-mlir does not lower either op."""
    if self.dim() == 0:
        return self.clone(), torch.zeros_like(self, dtype=torch.int64)
    x = self.movedim(dim, -1)
    n = x.shape[-1]
    index = torch.arange(n).expand(x.shape)
    if x.is_floating_point():
        fill = float("-inf") if largest else float("inf")
    else:
        info = torch.iinfo(x.dtype)
        fill = info.min if largest else info.max
    k = 1
    while k < n:
        earlier = _shifted(x, k, fill)
        earlier_index = _shifted(index, k, 0)
        better = earlier > x if largest else earlier < x
        if x.is_floating_point():
            better = better | (earlier.isnan() & ~x.isnan())
        x = torch.where(better, earlier, x)
        index = torch.where(better, earlier_index, index)
        k *= 2
    return x.movedim(-1, dim), index.movedim(-1, dim)


def _sort_last(x, descending):
    """(values, indices) of `x` sorted along its last dimension by ranks:
    element i goes to the place of the elements that come before it, those
    that compare before it or, equal, stand before it (a stable sort, as
    torch.sort(stable=True)); NaNs come after every number ascending and
    before them descending, as PyTorch sorts them. n x n comparisons per
    row: for the short rows of a training step (experts, classes), which
    torch-mlir lowers only to its own tm_tensor.sort."""
    n = x.shape[-1]
    mine, theirs = x.unsqueeze(-1), x.unsqueeze(-2)  # [..., i, 1], [..., 1, j]
    position = torch.arange(n)
    ahead = position.unsqueeze(0) < position.unsqueeze(1)  # j < i
    before = theirs > mine if descending else theirs < mine
    tied = theirs == mine
    if x.is_floating_point():
        nan_mine, nan_theirs = mine.isnan(), theirs.isnan()
        if descending:
            before = before | (nan_theirs & ~nan_mine)
        else:
            before = before | (nan_mine & ~nan_theirs)
        tied = tied | (nan_mine & nan_theirs)
    rank = (before | (tied & ahead)).sum(-1)  # [..., i]
    # The element at each place: the one whose rank it is.
    at = rank.unsqueeze(-2) == position.unsqueeze(-1)  # [..., place, i]
    indices = (at * position).sum(-1)
    return torch.gather(x, -1, indices), indices


def sort(self, dim=-1, descending=False):
    if self.dim() == 0:
        return self.clone(), torch.zeros_like(self, dtype=torch.int64)
    values, indices = _sort_last(self.movedim(dim, -1), descending)
    return values.movedim(-1, dim), indices.movedim(-1, dim)


def sort_stable(self, *, stable=None, dim=-1, descending=False):
    return sort(self, dim, descending)


def topk(self, k, dim=-1, largest=True, sorted=True):
    """The k first of the sort (largest first, or smallest), ties in input
    order."""
    if self.dim() == 0:
        return self.clone(), torch.zeros_like(self, dtype=torch.int64)
    values, indices = _sort_last(self.movedim(dim, -1), largest)
    return (values[..., :k].movedim(-1, dim),
            indices[..., :k].movedim(-1, dim))


def _selected(self, dim, place, keepdim, nan_first=False):
    """The element at `place` of each row of `self` along `dim` sorted
    ascending (stable; NaNs last), and its index; with `nan_first`, a row
    with a NaN gives its first NaN (PyTorch's median)."""
    if self.dim() == 0:
        return self.clone(), torch.zeros_like(self, dtype=torch.int64)
    x = self.movedim(dim, -1)
    values, indices = _sort_last(x, False)
    value, index = values[..., place], indices[..., place]
    if nan_first and x.is_floating_point():
        nan = x.isnan()
        first = (nan.cumsum(-1) == 1) & nan
        nan_at = (first * torch.arange(x.shape[-1])).sum(-1)
        has_nan = nan.any(-1)
        value = torch.where(has_nan, float("nan"), value)
        index = torch.where(has_nan, nan_at, index)
    if keepdim:
        value, index = value.unsqueeze(dim), index.unsqueeze(dim)
    return value, index


def kthvalue(self, k, dim=-1, keepdim=False):
    """The k-th smallest element along `dim` and its index, by the sort
    (torch-mlir lowers the op through its own tm_tensor ops)."""
    return _selected(self, dim, k - 1, keepdim)


def median_dim(self, dim, keepdim=False):
    """The lower median along `dim` (the element at (n - 1) // 2 of the
    sort) and its index; NaN where the row has one."""
    n = self.shape[dim] if self.dim() else 1
    return _selected(self, dim, (n - 1) // 2, keepdim, nan_first=True)


def median(self):
    """The lower median of every element."""
    return median_dim(self.reshape(-1), 0)[0]


def nanmedian_dim(self, dim, keepdim=False):
    """The lower median along `dim` of the elements that are not NaN (the
    sort puts NaNs last: the element at (count - 1) // 2, gathered), and
    its index; a row of NaNs gives its middle one, as PyTorch does."""
    if self.dim() == 0 or not self.is_floating_point():
        return median_dim(self, dim, keepdim)
    x = self.movedim(dim, -1)
    values, indices = _sort_last(x, False)
    count = (~x.isnan()).sum(-1, keepdim=True)
    place = torch.where(count > 0,
                        torch.div(count - 1, 2, rounding_mode="floor"),
                        (x.shape[-1] - 1) // 2)
    value = torch.gather(values, -1, place).squeeze(-1)
    index = torch.gather(indices, -1, place).squeeze(-1)
    if keepdim:
        value, index = value.unsqueeze(dim), index.unsqueeze(dim)
    return value, index


def nanmedian(self):
    """The lower median of every element that is not NaN."""
    return nanmedian_dim(self.reshape(-1), 0)[0]


def searchsorted(sorted_sequence, self, *, out_int32=False, right=False,
                 side=None, sorter=None):
    """For each value, how many elements of its row of `sorted_sequence`
    come before it (below it; with `right`, not above it): a comparison
    summed (torch-mlir leaves the op unlowered)."""
    if sorter is not None:
        return NotImplemented
    right = right or side == "right"
    if sorted_sequence.dim() == 1:
        row = sorted_sequence
        column = self.unsqueeze(-1)
    else:
        row = sorted_sequence.unsqueeze(-2)
        column = self.unsqueeze(-1)
    before = row <= column if right else row < column
    return before.sum(-1).to(torch.int32 if out_int32 else torch.int64)


def dist(self, other, p=2):
    """The p-norm of the difference (torch-mlir leaves the op unlowered)."""
    return torch.linalg.vector_norm(self - other, p)


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """The gradient of torch.diagonal: zeros with `grad_output` on the
    diagonal, as a comparison of the two axes' positions choosing between
    the gradient (gathered along each row) and zero."""
    rank = len(input_sizes)
    dim1, dim2 = dim1 % rank, dim2 % rank
    rows, cols = input_sizes[dim1], input_sizes[dim2]
    i = torch.arange(rows).unsqueeze(1)
    j = torch.arange(cols).unsqueeze(0)
    on = (j - i) == offset
    length = grad_output.shape[-1]
    if length == 0:
        return grad_output.new_zeros(input_sizes)
    # The place along the diagonal of each (i, j) on it.
    along = (i if offset >= 0 else j).expand(rows, cols).clamp(max=length - 1)
    picked = grad_output.index_select(-1, along.reshape(-1)).reshape(
        *grad_output.shape[:-1], rows, cols)
    full = torch.where(on, picked, 0.0)
    return full.movedim((-2, -1), (dim1, dim2))


def cummax(self, dim):
    return _running_extreme(self, dim, True)


def cummin(self, dim):
    return _running_extreme(self, dim, False)


# Elements below this are shifted up to it (z = x + 8) before the
# asymptotic series of lgamma and digamma, whose next term there is below
# 2e-15 of the result.
_GAMMA_SHIFT = 8


def _gamma_shift(x):
    """For x > 0: z = x shifted up by _GAMMA_SHIFT where x is below it, and
    whether it was."""
    low = x < _GAMMA_SHIFT
    return torch.where(low, x + _GAMMA_SHIFT, x), low


def _lgamma_positive(x):
    """lgamma for x > 0: Stirling's series at z >= 8, less the logs of
    x (x+1) ... (x+7) where x was shifted."""
    z, low = _gamma_shift(x)
    w = 1 / (z * z)
    series = (1 / 12 + w * (-1 / 360 + w * (1 / 1260 + w * (
        -1 / 1680 + w * (1 / 1188 + w * (-691 / 360360 + w / 156)))))) / z
    value = (z - 0.5) * torch.log(z) - z + 0.5 * math.log(2 * math.pi) \
        + series
    steps = sum(torch.log(torch.abs(x + k)) for k in range(_GAMMA_SHIFT))
    return value - torch.where(low, steps, 0.0)


def lgamma(self):
    """log |Gamma(x)| (torch-mlir does not lower it): Stirling's series for
    x > 0 (`_lgamma_positive`), the reflection formula
    log(pi / |sin(pi x)|) - lgamma(1 - x) below, +inf at 0 and the negative
    integers."""
    if not self.is_floating_point():
        return NotImplemented
    x = self
    positive = x > 0
    # Each branch sees arguments it is defined at.
    right = _lgamma_positive(torch.where(positive, x, 1.0))
    left_x = torch.where(positive, 0.5, x)
    # Constants added to tensors, not tensors taken from constants:
    # torch-mlir imports the scalar of `c - x` as an f32 tensor.
    left = (-torch.log(torch.abs(torch.sin(left_x * math.pi)))
            - _lgamma_positive(1 - left_x)) + math.log(math.pi)
    pole = (~positive) & (x == torch.floor(x))
    return torch.where(positive, right,
                       torch.where(pole, float("inf"), left))


def _digamma_positive(x):
    """digamma for x > 0: the asymptotic series at z >= 8, less
    1/x + 1/(x+1) + ... + 1/(x+7) where x was shifted."""
    z, low = _gamma_shift(x)
    w = 1 / (z * z)
    series = w * (1 / 12 + w * (-1 / 120 + w * (1 / 252 + w * (
        -1 / 240 + w * (1 / 132 + w * (-691 / 32760 + w / 12))))))
    value = torch.log(z) - 0.5 / z - series
    steps = sum(1 / (x + k) for k in range(_GAMMA_SHIFT))
    return value - torch.where(low, steps, 0.0)


def digamma(self):
    """The derivative of lgamma (its backward; torch-mlir does not lower
    it): the asymptotic series for x > 0 (`_digamma_positive`), the
    reflection formula digamma(1 - x) - pi / tan(pi x) below, PyTorch's
    values at its poles (-inf at 0, NaN at the negative integers)."""
    if not self.is_floating_point():
        return NotImplemented
    x = self
    positive = x > 0
    right = _digamma_positive(torch.where(positive, x, 1.0))
    left_x = torch.where(positive, 0.5, x)
    left = (_digamma_positive(1 - left_x)
            - torch.reciprocal(torch.tan(left_x * math.pi)) * math.pi)
    zero = x == 0
    pole = (x < 0) & (x == torch.floor(x))
    return torch.where(positive, right,
                       torch.where(zero, float("-inf"),
                                   torch.where(pole, float("nan"), left)))


def polygamma(n, self):
    """The n-th derivative of digamma, for n = 1 (trigamma: digamma's
    backward; torch-mlir does not lower it), as PyTorch computes it (its
    own series is shorter than lgamma's: ours would differ from it by up
    to 5e-10): below 0.5 the reflection pi^2 / sin^2(pi x) - trigamma(1 -
    x); then 1/x^2 + ... + 1/(x+5)^2 and four terms of the asymptotic
    series at x + 6. Other orders stay as they are."""
    if n != 1 or not self.is_floating_point():
        return NotImplemented
    low = self < 0.5
    sine = torch.sin(torch.where(low, self, 0.5) * math.pi)
    reflected = torch.where(low, torch.reciprocal(sine * sine)
                            * (math.pi * math.pi), 0.0)
    x = torch.where(low, 1 - self, self)
    total = 0
    for k in range(6):
        total = total + torch.reciprocal(x * x)
        x = x + 1
    w = torch.reciprocal(x * x)
    total = total + (1 + 0.5 / x + w * (1 / 6 - w * (1 / 30 - w / 42))) / x
    return torch.where(low, reflected - total, total)


def cumprod(self, dim, dtype=None):
    """A running product as the product, for each position i, of the
    elements up to i with ones after them (a square of factors per row, in
    the order PyTorch multiplies them): torch-mlir lowers cumprod to a
    TMTensor scan. Its backward is PyTorch's, through this and `cumsum`."""
    x = self if dtype is None else self.to(dtype)
    if x.dim() == 0:
        return x.clone()
    k = torch.arange(x.shape[dim])
    upper = k.unsqueeze(1) <= k.unsqueeze(0)
    factors = torch.where(upper, x.movedim(dim, -1).unsqueeze(-1),
                          torch.ones((), dtype=x.dtype))
    return factors.prod(-2).movedim(-1, dim)


def _contiguous_block(self, size, stride, storage_offset):
    """(start, count) of the elements of `self`'s storage that a view of
    `size` and `stride` takes, when it is a contiguous block of a
    contiguous `self`; None otherwise."""
    if not self.is_contiguous():
        return None
    count, expected = 1, []
    for n in reversed(size):
        expected.append(count)
        count *= n
    expected.reverse()
    if any(n > 1 and st != e for n, st, e in zip(size, stride, expected)):
        return None
    start = storage_offset or 0
    if start + count > self.numel():
        return None
    return start, count


def _box(self, size, stride, storage_offset):
    """The start along each axis of the box of a contiguous `self` (one
    slice per axis: `self[s0:s0 + size0, s1:s1 + size1, ...]`) that a view
    of `size` and `stride` takes, when it is one; None otherwise."""
    if not self.is_contiguous() or len(size) != self.dim():
        return None
    strides = self.stride()
    if any(n > 1 and st != own for n, st, own in zip(size, stride, strides)):
        return None
    offset = storage_offset or 0
    starts = [(offset // own) % extent if own else 0
              for own, extent in zip(strides, self.shape)]
    if sum(a * own for a, own in zip(starts, strides)) != offset or any(
            a + n > extent for a, n, extent in zip(starts, size, self.shape)):
        return None
    return starts


def _flat_index(self, size, stride, storage_offset):
    """The positions in a contiguous `self`'s elements of those a view of
    `size` and `stride` takes (a tensor of `size`), when they are all
    within `self`; None otherwise."""
    if not self.is_contiguous():
        return None
    offset = storage_offset or 0
    if offset < 0 or any(st < 0 for st in stride):
        return None
    if all(n > 0 for n in size) and offset + sum(
            (n - 1) * st for n, st in zip(size, stride)) >= self.numel():
        return None
    index = torch.full(tuple(size), offset, dtype=torch.long,
                       device=self.device)
    for axis, (n, st) in enumerate(zip(size, stride)):
        shape = [1] * len(size)
        shape[axis] = n
        index = index + (torch.arange(n, device=self.device) * st).reshape(
            shape)
    return index


def as_strided(self, size, stride, storage_offset=None):
    """A view that is a contiguous block of a contiguous tensor, or a box
    of it (a slice per axis): a slice of its elements, reshaped, or those
    slices (torch-mlir does not lower as_strided). Any other view of a
    contiguous tensor (one that drops an axis, `z[:, 0]`, or a box of a
    flat base): its elements gathered by position."""
    block = _contiguous_block(self, size, stride, storage_offset)
    if block is not None:
        start, count = block
        return self.reshape(-1)[start:start + count].reshape(size)
    starts = _box(self, size, stride, storage_offset)
    if starts is None:
        index = _flat_index(self, size, stride, storage_offset)
        if index is None:
            return NotImplemented
        return self.reshape(-1)[index]
    for axis, (start, n) in enumerate(zip(starts, size)):
        self = self.narrow(axis, start, n)
    return self


def as_strided_scatter(self, src, size, stride, storage_offset=None):
    """`self` with such a block, box or other view replaced by `src` (what
    functionalization makes of a copy into a view: ConvNeXt's and Swin's
    layer norms, the backward of writes into two slices of a tensor)."""
    block = _contiguous_block(self, size, stride, storage_offset)
    if block is not None:
        start, count = block
        flat = self.reshape(-1)
        parts = [flat[:start], src.reshape(-1), flat[start + count:]]
        return torch.cat([p for p in parts if p.numel()]).reshape(self.shape)
    starts = _box(self, size, stride, storage_offset)
    if starts is None:
        # Any other view of a contiguous tensor: written by position
        # (writes into a column, `z[:, 0] = 0`, and MViT's
        # `attn[:, :, 1:, 1:] += rel_pos` become such views of a flat base).
        index = _flat_index(self, size, stride, storage_offset)
        if index is None:
            return NotImplemented
        return self.reshape(-1).index_put(
            (index.reshape(-1),), src.reshape(-1)).reshape(self.shape)

    def put(whole, axis):
        if axis == whole.dim():
            return src.reshape(whole.shape)
        start, n = starts[axis], size[axis]
        inner = put(whole.narrow(axis, start, n), axis + 1)
        return torch.slice_scatter(whole, inner, axis, start, start + n)

    return put(self, 0)


def replication_pad_backward(grad_output, self, padding):
    """Replication padding's backward (1-D to 3-D; torch-mlir lowers none):
    along each padded axis the gradient of the copies of an edge element is
    added to that element's. `padding` lists (left, right) from the last
    axis on, as F.pad does; negative widths (a crop) are not taken."""
    if any(p < 0 for p in padding):
        return NotImplemented
    grad = grad_output
    for k in range(len(padding) // 2):
        left, right = padding[2 * k], padding[2 * k + 1]
        if not left and not right:
            continue
        axis = grad.dim() - 1 - k
        n = self.shape[axis]
        core = grad.narrow(axis, left, n)
        edges = []
        if left:
            edges.append((0, grad.narrow(axis, 0, left).sum(axis, True)))
        if right:
            edges.append((n - 1, grad.narrow(axis, left + n, right)
                          .sum(axis, True)))
        for at, extra in edges:
            parts = [core.narrow(axis, 0, at),
                     core.narrow(axis, at, 1) + extra,
                     core.narrow(axis, at + 1, n - at - 1)]
            core = torch.cat([p for p in parts if p.shape[axis]], axis)
        grad = core
    return grad


def pad_circular(self, pad):
    """Circular padding (F.pad mode="circular", convolutions with
    padding_mode="circular") as slices and one concatenation per padded
    axis, whose backward is slices and additions: PyTorch's own form writes
    into an empty tensor, which leaves torch-mlir a zero literal it fails to
    legalize (F.pad(x, (2, 3), mode="circular")). `pad` lists (left, right)
    from the last axis on, each in [0, the axis's size]. Not a table entry:
    functionalization decomposes F.pad before the table is looked at;
    _functional_forms puts it in F.pad's place."""
    out = self
    for k in range(len(pad) // 2):
        left, right = pad[2 * k], pad[2 * k + 1]
        axis = out.dim() - 1 - k
        n = out.shape[axis]
        parts = ([out.narrow(axis, n - left, left)] if left else []) + \
            [out] + ([out.narrow(axis, 0, right)] if right else [])
        if len(parts) > 1:
            out = torch.cat(parts, axis)
    return out


def roll(self, shifts, dims=()):
    """torch.roll without `dims` (over the flattened tensor) as a roll of
    the flat view: torch-mlir takes only shifts with their dims."""
    if dims:
        return NotImplemented
    return aten.roll.default(self.reshape(-1), shifts, [0]).reshape(
        self.shape)


def efficient_zero_tensor(size, *, dtype=None, layout=None, device=None,
                          pin_memory=None):
    """The zeros PyTorch's autograd makes where a derivative is known to be
    zero (torch.sgn's, for one), as a fill: torch-mlir lowers no
    `_efficientzerotensor`."""
    return torch.zeros(size, dtype=dtype, device=device)


def rrelu_with_noise(self, noise, lower=0.125, upper=1 / 3, training=False,
                     generator=None):
    """F.rrelu in evaluation (training=False): the leaky ReLU of slope
    (lower + upper) / 2, as PyTorch computes it, which draws nothing. In
    training it draws a slope per element, and the step is refused as
    random."""
    if training:
        return NotImplemented
    return F.leaky_relu(self, (lower + upper) / 2)


def rrelu_with_noise_functional(self, noise, lower=0.125, upper=1 / 3,
                                training=False, generator=None):
    """The functionalized `rrelu_with_noise` (its noise unchanged in
    evaluation)."""
    if training:
        return NotImplemented
    return F.leaky_relu(self, (lower + upper) / 2), noise


def rrelu_with_noise_backward(grad_output, self, noise, lower, upper,
                              training, self_is_result):
    """The backward of `rrelu_with_noise` in evaluation: the leaky ReLU's
    (grad where x > 0, else grad * slope)."""
    if training:
        return NotImplemented
    return aten.leaky_relu_backward.default(grad_output, self,
                                            (lower + upper) / 2,
                                            self_is_result)


def shrink_backward(grad_output, self, lambd):
    """Soft and hard shrinkage's backward (torch-mlir lowers neither): the
    gradient where |x| > lambd, else 0, as PyTorch's kernels compute it."""
    return torch.where((self >= -lambd) & (self <= lambd), 0.0, grad_output)


def hardsigmoid(self):
    """min(max(x + 3, 0), 6) / 6 in elementwise ops, as PyTorch computes
    it: torch-mlir's own lowering multiplies by 1/6 rounded to f32 (3e-8
    off in an f64 step)."""
    return torch.clamp(self + 3, 0, 6) / 6


def hardsigmoid_backward(grad_output, self):
    """grad * 1/6 where -3 < x < 3, else 0, as PyTorch's kernels compute
    it: with 1/6 rounded to f32 whatever the type (PyTorch's f64 gradients
    are 2e-8 off the exact ones, and the step computes PyTorch's)."""
    inside = (self > -3) & (self < 3)
    return torch.where(inside, grad_output * _ONE_SIXTH_F32, 0.0)


# 1/6 rounded to the nearest f32, as a Python float.
_ONE_SIXTH_F32 = struct.unpack("f", struct.pack("f", 1 / 6))[0]



def _torch_mlir_table():
    """torch-mlir's decomposition table. Its module is plain Python over
    torch._decomp (it loads none of torch-mlir's MLIR), so it is safe in a
    process that holds memplan's."""
    try:
        from torch_mlir.extras.fx_decomp_util import get_decomposition_table
    except ImportError as error:
        raise ImportError(
            "memplan.torch.export needs torch-mlir (pip install torch-mlir; "
            f"models/requirements.txt pins a tested version): {error}"
        ) from error
    return dict(get_decomposition_table())


def decompositions(extra=None):
    """torch-mlir's decomposition table, ours (above) on top, then `extra`
    ({OpOverload: function}) on top of both."""
    table = _torch_mlir_table()
    table[aten.max_pool2d_with_indices.default] = max_pool2d_with_indices
    table[aten.avg_pool2d.default] = avg_pool2d
    table[aten.max_pool2d_with_indices_backward.default] = max_pool2d_backward
    table[aten.adaptive_max_pool2d.default] = adaptive_max_pool2d
    table[aten.adaptive_max_pool2d_backward.default] = \
        adaptive_max_pool2d_backward
    table[aten.max_pool3d_with_indices.default] = max_pool3d_with_indices
    table[aten.max_pool3d_with_indices_backward.default] = max_pool3d_backward
    table[aten.adaptive_max_pool3d_backward.default] = \
        adaptive_max_pool3d_backward
    table[aten.avg_pool2d_backward.default] = avg_pool2d_backward
    table[aten.avg_pool3d.default] = avg_pool3d
    table[aten.avg_pool3d_backward.default] = avg_pool3d_backward
    table[aten.nll_loss_backward.default] = nll_loss_backward
    table[aten.nll_loss2d_backward.default] = nll_loss_backward
    table[aten.embedding_dense_backward.default] = embedding_backward
    table[aten.im2col.default] = im2col
    table[aten.col2im.default] = col2im
    table[aten.affine_grid_generator.default] = affine_grid_generator
    table[aten.affine_grid_generator_backward.default] = \
        affine_grid_generator_backward
    table[aten.multi_margin_loss_backward.default] = \
        multi_margin_loss_backward
    table[aten.multilabel_margin_loss_forward.default] = \
        multilabel_margin_loss_forward
    table[aten.multilabel_margin_loss_backward.default] = \
        multilabel_margin_loss_backward
    table[aten._embedding_bag.default] = embedding_bag
    table[aten._embedding_bag_forward_only.default] = embedding_bag
    table[aten._embedding_bag_backward.default] = embedding_bag_backward
    table[aten._embedding_bag_dense_backward.default] = \
        embedding_bag_dense_backward
    table[aten._embedding_bag_per_sample_weights_backward.default] = \
        embedding_bag_per_sample_weights_backward
    table[aten.index_put.default] = index_put
    table[aten.put.default] = put
    table[aten.scatter_add.default] = scatter_add
    table[aten.scatter.src] = scatter_src
    table[aten.scatter.value] = scatter_value
    table[aten.as_strided.default] = as_strided
    table[aten.as_strided_scatter.default] = as_strided_scatter
    table[aten.cumsum.default] = cumsum
    table[aten.scatter_reduce.two] = scatter_reduce
    table[aten.hypot.default] = hypot
    table[aten._fft_r2c.default] = fft_r2c
    table[aten._fft_c2c.default] = fft_c2c
    table[aten._fft_c2r.default] = fft_c2r
    table[aten.fmod.Scalar] = fmod_scalar
    table[aten.unfold.default] = unfold
    table[aten.unfold_backward.default] = unfold_backward
    table[aten.addbmm.default] = addbmm
    table[aten.block_diag.default] = block_diag
    table[aten.cumprod.default] = cumprod
    table[aten.upsample_linear1d.default] = upsample_linear1d
    table[aten.upsample_linear1d.vec] = upsample_linear1d_vec
    table[aten.upsample_linear1d_backward.default] = \
        upsample_linear1d_backward
    table[aten.upsample_bilinear2d.default] = upsample_bilinear2d
    table[aten.upsample_bilinear2d.vec] = upsample_bilinear2d_vec
    table[aten.upsample_bilinear2d_backward.default] = \
        upsample_bilinear2d_backward
    table[aten.upsample_bicubic2d.default] = upsample_bicubic2d
    table[aten.upsample_bicubic2d.vec] = upsample_bicubic2d_vec
    table[aten.upsample_bicubic2d_backward.default] = \
        upsample_bicubic2d_backward
    table[aten.upsample_trilinear3d.default] = upsample_trilinear3d
    table[aten.upsample_trilinear3d.vec] = upsample_trilinear3d_vec
    table[aten.upsample_trilinear3d_backward.default] = \
        upsample_trilinear3d_backward
    table[aten._adaptive_avg_pool3d_backward.default] = \
        adaptive_avg_pool3d_backward
    table[aten._cdist_forward.default] = cdist_forward
    table[aten._cdist_backward.default] = cdist_backward
    table[aten._pdist_forward.default] = pdist_forward
    table[aten._pdist_backward.default] = pdist_backward
    table[aten.logcumsumexp.default] = logcumsumexp
    table[aten.sort.default] = sort
    table[aten.sort.stable] = sort_stable
    table[aten.topk.default] = topk
    table[aten.cummax.default] = cummax
    table[aten.kthvalue.default] = kthvalue
    table[aten.median.dim] = median_dim
    table[aten.median.default] = median
    table[aten.nanmedian.dim] = nanmedian_dim
    table[aten.nanmedian.default] = nanmedian
    table[aten.searchsorted.Tensor] = searchsorted
    table[aten.dist.default] = dist
    table[aten.diagonal_backward.default] = diagonal_backward
    table[aten.cummin.default] = cummin
    table[aten.lgamma.default] = lgamma
    table[aten.digamma.default] = digamma
    table[aten.polygamma.default] = polygamma
    for op in (aten.upsample_nearest1d_backward,
               aten.upsample_nearest2d_backward,
               aten.upsample_nearest3d_backward):
        table[op.default] = upsample_nearest_backward
    for op in (aten._upsample_nearest_exact1d_backward,
               aten._upsample_nearest_exact2d_backward,
               aten._upsample_nearest_exact3d_backward):
        table[op.default] = upsample_nearest_exact_backward
    table[aten._adaptive_avg_pool2d_backward.default] = \
        adaptive_avg_pool2d_backward
    table[aten.convolution.default] = convolution
    table[aten.convolution_backward.default] = convolution_backward
    table[aten.gelu.default] = gelu
    for op in (aten.replication_pad1d_backward,
               aten.replication_pad2d_backward,
               aten.replication_pad3d_backward):
        table[op.default] = replication_pad_backward
    table[aten.roll.default] = roll
    table[aten._efficientzerotensor.default] = efficient_zero_tensor
    table[aten.rrelu_with_noise.default] = rrelu_with_noise
    table[aten.rrelu_with_noise_functional.default] = \
        rrelu_with_noise_functional
    table[aten.rrelu_with_noise_backward.default] = rrelu_with_noise_backward
    table[aten.softshrink_backward.default] = shrink_backward
    table[aten.hardshrink_backward.default] = shrink_backward
    table[aten.hardsigmoid.default] = hardsigmoid
    table[aten.hardsigmoid_backward.default] = hardsigmoid_backward
    table[aten.var_mean.correction] = var_mean
    table[aten.var.correction] = var
    # PyTorch's own decomposition, over `var_mean` above: torch-mlir's
    # lowering of the op converts its input to f64.
    table[aten.native_batch_norm.default] = \
        torch_decompositions.native_batch_norm
    if extra:
        table.update(extra)
    return table


# ---------------------------------------------------------------------------
# The model as a training step.

def batch_norm_without_running_stats(model):
    """A training step normalizes with the batch's statistics; the update of
    the running averages (state for inference) is left out of the step, for
    batch norms and for instance norms that track running averages
    (nn.InstanceNorm2d(track_running_stats=True): in training they
    normalize each sample with its own statistics, and their update, an
    in-place copy into a view of the averages, failed torch-mlir's import).
    Norms the model has in evaluation mode (a frozen one, a frozen
    backbone) keep their running averages, constants of the step, as the
    user's own step normalizes with them."""
    norms = (nn.modules.batchnorm._BatchNorm,
             nn.modules.instancenorm._InstanceNorm)
    for module in model.modules():
        if isinstance(module, norms) and module.training:
            module.track_running_stats = False
            module.running_mean = None
            module.running_var = None
            module.num_batches_tracked = None
    return model


def without_dropout(model):
    """Dropout draws random masks that no two runs share; a step to compare
    with PyTorch and to plan deterministically leaves it out: dropout
    modules and torchvision's stochastic depth and DropBlock become the
    identity (what they are in evaluation), and _functional_forms does the
    same for the functional forms."""
    random_layers = (nn.modules.dropout._DropoutNd,)
    ops = getattr(sys.modules.get("torchvision"), "ops", None)
    for name in ("StochasticDepth", "DropBlock2d", "DropBlock3d"):
        if ops is not None and hasattr(ops, name):
            random_layers += (getattr(ops, name),)
    for module in list(model.modules()):
        for child_name, child in list(module.named_children()):
            if isinstance(child, random_layers):
                setattr(module, child_name, nn.Identity())
    return model


def gaussian_nll_loss(input, target, var, full=False, eps=1e-6,
                      reduction="mean"):
    """F.gaussian_nll_loss without its check that no variance is negative:
    `torch.any(var < 0)` branches on the data, which a traced step cannot
    (memplan.torch refused every step with this loss). Otherwise PyTorch's
    own: a variance one axis short of the input or broadcast along one axis,
    clamped to `eps` without a gradient through the clamp, and
    0.5 * (log(var) + (input - target)^2 / var) (+ 0.5 log(2 pi) when
    `full`)."""
    if isinstance(var, float):
        var = var * torch.ones_like(input)
    if var.shape != input.shape:
        if input.shape[:-1] == var.shape:
            var = var.unsqueeze(-1)
        elif input.dim() != var.dim() or sum(
                y for x, y in zip(input.shape, var.shape) if x != y) != 1:
            raise ValueError("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")
    var = var.clone()
    with torch.no_grad():
        var.clamp_(min=eps)
    loss = 0.5 * (torch.log(var) + (input - target) ** 2 / var)
    if full:
        loss = loss + 0.5 * math.log(2 * math.pi)
    if reduction == "mean":
        return loss.mean()
    return loss.sum() if reduction == "sum" else loss


def _affine_base(theta, h, w, align_corners):
    """The (h * w, 3) base grid of an affine grid, rows (x, y, 1) in the
    order of the output's pixels, in theta's type: the steps of PyTorch's
    linspace from -a to a (a = 1, or (n - 1) / n without align_corners) as
    integers over n or n - 1."""
    def axis(n):
        if n <= 1:
            return torch.zeros(n, dtype=theta.dtype)
        steps = 2 * torch.arange(n) - (n - 1)
        return steps.to(theta.dtype) / ((n - 1) if align_corners else n)
    x = axis(w).reshape(1, w).expand(h, w)
    y = axis(h).reshape(h, 1).expand(h, w)
    return torch.stack([x, y, torch.ones(h, w, dtype=theta.dtype)],
                       -1).reshape(h * w, 3)


def affine_grid_generator(theta, size, align_corners):
    """F.affine_grid for images: the base grid times theta transposed.
    PyTorch's own decomposition builds the base grid by a linspace whose
    bounds ((n - 1) / n) torch-mlir imports as f32 constants: an f64 step's
    grid was 1e-8 off without align_corners."""
    if len(size) != 4:
        return NotImplemented
    n, _, h, w = size
    base = _affine_base(theta, h, w, align_corners)
    return (base @ theta.transpose(1, 2)).reshape(n, h, w, 2)


def affine_grid_generator_backward(grad, size, align_corners):
    """The gradient of `affine_grid_generator`'s theta: the base grid
    transposed times the grid's gradient."""
    if len(size) != 4:
        return NotImplemented
    n, _, h, w = size
    base = _affine_base(grad, h, w, align_corners)
    return (base.t() @ grad.reshape(n, h * w, 2)).transpose(1, 2)


def _patch_kernel(channels, kernel_size, dtype):
    """The kernel of a depthwise convolution whose output channel
    c * kh * kw + k copies the k-th pixel of each window of channel c."""
    kh, kw = kernel_size
    eye = torch.eye(kh * kw, dtype=dtype).reshape(kh * kw, 1, kh, kw)
    return eye.repeat(channels, 1, 1, 1)


def im2col(self, kernel_size, dilation, padding, stride):
    """F.unfold (the windows of an image as columns) as a depthwise
    convolution with 0/1 kernels, which copies each pixel exactly (a
    non-finite pixel would spread to its window's other columns): PyTorch's
    own form, and its backward, leave torch-mlir index_put, which it lowers
    to its own tm_tensor.scatter."""
    batched = self.dim() == 4
    x = self if batched else self.unsqueeze(0)
    n, c = x.shape[:2]
    cols = aten.convolution.default(
        x, _patch_kernel(c, kernel_size, x.dtype), None, list(stride),
        list(padding), list(dilation), False, [0, 0], c)
    cols = cols.reshape(n, c * kernel_size[0] * kernel_size[1], -1)
    return cols if batched else cols.squeeze(0)


def col2im(self, output_size, kernel_size, dilation, padding, stride):
    """F.fold (and F.unfold's backward): the columns summed back into the
    image by the transposed convolution of `im2col`'s kernels, with the
    output padding of the rows and columns no window reaches."""
    batched = self.dim() == 3
    cols = self if batched else self.unsqueeze(0)
    (kh, kw), (h, w) = kernel_size, output_size
    (ph, pw), (dh, dw), (sh, sw) = padding, dilation, stride
    n, c = cols.shape[0], cols.shape[1] // (kh * kw)
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    extra = [h + 2 * ph - ((oh - 1) * sh + dh * (kh - 1) + 1),
             w + 2 * pw - ((ow - 1) * sw + dw * (kw - 1) + 1)]
    out = aten.convolution.default(
        cols.reshape(n, c * kh * kw, oh, ow),
        _patch_kernel(c, kernel_size, cols.dtype), None, list(stride),
        list(padding), list(dilation), True, extra, c)
    return out if batched else out.squeeze(0)


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0,
             reduction="mean", zero_infinity=False, original=None):
    """F.ctc_loss by the forward algorithm in log space, over the whole
    padded time axis (unrolled: the step's ops grow with its length) and
    the padded targets, each sample's lengths applied by masks: ATen's
    kernel sizes its work by the lengths' values, which a traced step
    cannot know. Targets as one concatenated 1-D tensor (offsets from the
    lengths' values) go to PyTorch's own (and are refused). Unreachable
    states hold a large negative number instead of -inf (whose gradient
    through logsumexp is NaN); a loss no alignment reaches is inf (0 with
    zero_infinity), as PyTorch's."""
    if not torch.is_tensor(targets) or targets.dim() != 2 or \
            log_probs.dim() != 3 or not log_probs.is_floating_point():
        if original is None:
            return NotImplemented
        return original(log_probs, targets, input_lengths, target_lengths,
                        blank, reduction, zero_infinity)
    steps, batch, _ = log_probs.shape
    labels = targets.shape[1]
    dtype = log_probs.dtype

    def lengths(value):
        return torch.as_tensor(value, dtype=torch.int64).reshape(batch)
    input_lengths = lengths(input_lengths)
    target_lengths = lengths(target_lengths)
    never = torch.finfo(dtype).min / 8
    # The extended labels: blank, l1, blank, l2, ..., blank.
    targets = targets.to(torch.int64)
    blanks = torch.full_like(targets, blank)
    extended = torch.cat([torch.stack([blanks, targets], 2).reshape(
        batch, 2 * labels), blanks[:, :1]], 1)
    width = 2 * labels + 1
    emitted = log_probs.gather(2, extended.unsqueeze(0).expand(
        steps, batch, width))
    # A label may follow the one two before it (skipping a blank) unless
    # it is a blank or the same label.
    before = torch.cat([extended.new_full((batch, 2), blank),
                        extended[:, :-2]], 1)
    position = torch.arange(width).unsqueeze(0)
    skip = (position >= 2) & (extended != blank) & (extended != before)
    start = position < 2
    alpha = torch.where(start, emitted[0], torch.full_like(emitted[0], never))
    floor = torch.full((batch, 1), never, dtype=dtype)
    for t in range(1, steps):
        one = torch.cat([floor, alpha[:, :-1]], 1)
        two = torch.where(skip, torch.cat([floor, floor, alpha[:, :-2]], 1),
                          torch.full_like(alpha, never))
        moved = torch.logsumexp(torch.stack([alpha, one, two]), 0) + \
            emitted[t]
        # Past a sample's length its alphas stay as they were.
        alpha = torch.where((t < input_lengths).unsqueeze(1), moved, alpha)
    last = (2 * target_lengths).unsqueeze(1)
    final = alpha.gather(1, last).squeeze(1)
    previous = alpha.gather(1, (last - 1).clamp(min=0)).squeeze(1)
    previous = torch.where(target_lengths > 0, previous,
                           torch.full_like(previous, never))
    total = torch.logsumexp(torch.stack([final, previous]), 0)
    unreachable = total < never / 2
    # PyTorch's backward gives the gradient with respect to the logits of
    # a log-softmax before it (Graves' eq. 16), which is the gradient with
    # respect to log_probs plus exp(log_probs) at each sample's steps: a
    # term of value 0 adds that, so that the step's gradients are
    # PyTorch's whatever computes log_probs.
    within = (torch.arange(steps).unsqueeze(1) < input_lengths).unsqueeze(2)
    mass = (log_probs.exp() * within.to(dtype)).sum((0, 2))
    mass = torch.where(unreachable, torch.zeros_like(mass), mass)
    loss = torch.where(unreachable, torch.zeros_like(total), -total) + \
        (mass - mass.detach())
    if zero_infinity:
        loss = torch.where(unreachable, torch.zeros_like(loss), loss)
    else:
        loss = torch.where(unreachable, torch.full_like(loss, float("inf")),
                           loss)
    if reduction == "none":
        return loss
    if reduction == "sum":
        return loss.sum()
    return (loss / target_lengths.clamp(min=1).to(dtype)).mean()


def grid_sample(input, grid, mode="bilinear", padding_mode="zeros",
                align_corners=None, *, original=None):
    """F.grid_sample on a batch of images (N, C, H, W), bilinear or nearest,
    with zeros or border padding, as gathers of the input's pixels weighted
    by the distances to them, which autograd differentiates: torch-mlir
    lowers no backward of PyTorch's kernel (a spatial transformer's step
    could not be exported). Coordinates are unnormalized as PyTorch does
    (align_corners or not) and, with border padding, clamped into the image;
    a tap outside it reads 0. Other modes, paddings and volumes go to
    `original`."""
    if input.dim() != 4 or mode not in ("bilinear", "nearest") or \
            padding_mode not in ("zeros", "border"):
        return original(input, grid, mode, padding_mode, align_corners)
    n, c, h, w = input.shape
    points = grid.shape[1] * grid.shape[2]

    def unnormalize(coord, size):
        if align_corners:
            coord = (coord + 1) / 2 * (size - 1)
        else:
            coord = ((coord + 1) * size - 1) / 2
        if padding_mode == "border":
            coord = coord.clamp(0, size - 1)
        return coord.reshape(n, 1, points)

    ix, iy = unnormalize(grid[..., 0], w), unnormalize(grid[..., 1], h)
    pixels = input.reshape(n, c, h * w)

    def tap(y, x):
        inside = (x >= 0) & (x <= w - 1) & (y >= 0) & (y <= h - 1)
        index = (y.clamp(0, h - 1) * w + x.clamp(0, w - 1)).to(torch.int64)
        return pixels.gather(2, index.expand(n, c, points)) * \
            inside.to(input.dtype)

    if mode == "nearest":
        out = tap(torch.round(iy), torch.round(ix))
    else:
        x0, y0 = torch.floor(ix), torch.floor(iy)
        wx, wy = ix - x0, iy - y0
        out = (tap(y0, x0) * (1 - wx) * (1 - wy)
               + tap(y0, x0 + 1) * wx * (1 - wy)
               + tap(y0 + 1, x0) * (1 - wx) * wy
               + tap(y0 + 1, x0 + 1) * wx * wy)
    return out.reshape(n, c, *grid.shape[1:3])


def scaled_dot_product_attention(query, key, value, attn_mask=None,
                                 dropout_p=0.0, is_causal=False, scale=None,
                                 enable_gqa=False):
    """F.scaled_dot_product_attention in its mathematical form, without
    dropout: softmax(Q K^T * scale + mask) V. PyTorch would pick a fused
    kernel (flash attention on the CPU) whose backward torch-mlir cannot
    lower; in this form autograd differentiates the matmuls and the
    softmax. The causal mask is built by comparisons (no constants)."""
    scale = 1 / math.sqrt(query.shape[-1]) if scale is None else scale
    if enable_gqa and key.shape[-3] != query.shape[-3]:
        repeat = query.shape[-3] // key.shape[-3]
        key = key.repeat_interleave(repeat, dim=-3)
        value = value.repeat_interleave(repeat, dim=-3)
    scores = query @ key.transpose(-2, -1) * scale
    if is_causal:
        rows, cols = query.shape[-2], key.shape[-2]
        allowed = (torch.arange(rows).unsqueeze(1)
                   >= torch.arange(cols).unsqueeze(0))
        scores = scores.masked_fill(~allowed, -math.inf)
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            scores = scores.masked_fill(~attn_mask, -math.inf)
        else:
            scores = scores + attn_mask
    return torch.softmax(scores, dim=-1) @ value


def one_hot(tensor, num_classes=-1, *, original=None):
    """F.one_hot with the number of classes given, as a comparison of each
    label with every class: ATen's kernel checks the labels' range, a value
    known only when the step runs, which a trace with fake tensors cannot
    follow. A label out of range gives a row of zeros here where ATen
    raises. Without the number of classes the result's shape depends on
    the labels: left to `original` (and refused as data-dependent)."""
    if num_classes < 0:
        return original(tensor, num_classes)
    classes = torch.arange(num_classes, dtype=tensor.dtype,
                           device=tensor.device)
    return (tensor.unsqueeze(-1) == classes).to(torch.int64)


@contextlib.contextmanager
def _functional_forms():
    """While the model and the loss run: functional dropout (F.dropout and
    its variants, the attention dropout of nn.MultiheadAttention) as in
    evaluation, the identity, F.scaled_dot_product_attention,
    F.gaussian_nll_loss, F.grid_sample, F.ctc_loss and F.one_hot in the
    forms above,
    F.pad's circular mode as `pad_circular`, nn.Transformer's test of
    whether a mask is the causal one as "not known to be" (below), and
    torch.distributions without its checks of parameter values. The
    functions are replaced in torch.nn.functional itself,
    where its own callers (the multi-head attention) look them up; a
    TorchFunctionMode would not see the calls made inside a function it
    handles."""
    def identity(input, *args, **kwargs):
        return input

    replaced = {name: identity for name in
                ("dropout", "dropout1d", "dropout2d", "dropout3d",
                 "alpha_dropout", "feature_alpha_dropout")}
    replaced["scaled_dot_product_attention"] = scaled_dot_product_attention
    replaced["gaussian_nll_loss"] = gaussian_nll_loss
    original_grid_sample = F.grid_sample

    def sample(input, grid, mode="bilinear", padding_mode="zeros",
               align_corners=None):
        return grid_sample(input, grid, mode, padding_mode, align_corners,
                           original=original_grid_sample)

    replaced["grid_sample"] = sample
    original_ctc_loss = F.ctc_loss

    def ctc(log_probs, targets, input_lengths, target_lengths, blank=0,
            reduction="mean", zero_infinity=False):
        return ctc_loss(log_probs, targets, input_lengths, target_lengths,
                        blank, reduction, zero_infinity,
                        original=original_ctc_loss)

    replaced["ctc_loss"] = ctc
    original_pad = F.pad

    def pad(input, pad, mode="constant", value=None):
        axes = len(pad) // 2
        if mode == "circular" and input.dim() in (axes + 1, axes + 2) and \
                all(0 <= p <= input.shape[-1 - k // 2]
                    for k, p in enumerate(pad)):
            return pad_circular(input, pad)
        return original_pad(input, pad, mode, value)

    replaced["pad"] = pad
    original_one_hot = F.one_hot
    replaced["one_hot"] = lambda tensor, num_classes=-1: one_hot(
        tensor, num_classes, original=original_one_hot)
    saved = {name: getattr(F, name) for name in replaced}
    # nn.Transformer and its encoder and decoder ask whether a mask given
    # without an is_causal hint is the causal one by comparing its values (a
    # branch on the data): taken as not known to be causal, the mask is
    # applied as given, with the same result.
    transformer = torch.nn.modules.transformer
    detect = getattr(transformer, "_detect_is_causal_mask", None)
    # torch.distributions checks its parameters' values (a positive scale)
    # by default, a branch on the data: left out, as with python -O
    # (validate_args=True given to a distribution still checks).
    distribution = torch.distributions.Distribution
    validate = distribution._validate_args
    try:
        distribution.set_default_validate_args(False)
        for name, function in replaced.items():
            setattr(F, name, function)
        if detect is not None:
            transformer._detect_is_causal_mask = \
                lambda mask, is_causal=None, size=None: is_causal is True
        with _checkpoints_as_calls():
            yield
    finally:
        distribution.set_default_validate_args(validate)
        for name, function in saved.items():
            setattr(F, name, function)
        if detect is not None:
            transformer._detect_is_causal_mask = detect


class _PlainCall:
    """torch.utils.checkpoint's reentrant checkpoint (an autograd.Function
    that runs the checkpointed function without keeping its activations)
    as the call it stands for."""
    @staticmethod
    def apply(function, preserve_rng_state, *args):
        return function(*args)


def _no_checkpoint_context(*args, **kwargs):
    """The non-reentrant checkpoint's context (saved-tensor hooks around the
    call): nothing before the call, nothing after."""
    yield


@contextlib.contextmanager
def _checkpoints_as_calls():
    """Activation checkpoints (torch.utils.checkpoint.checkpoint, either
    form, and checkpoint_sequential) run as plain calls while the step is
    traced: what to compute again in the backward pass is the planner's
    decision, and torch.func's transforms trace neither form (the
    reentrant one is an autograd.Function without setup_context, the other
    uses saved-tensor hooks). The module's own names are replaced, so a
    `checkpoint` imported from it before export runs this way too."""
    module = torch.utils.checkpoint
    replaced = {"CheckpointFunction": _PlainCall}
    for name in ("_checkpoint_without_reentrant_generator_impl",
                 "_checkpoint_without_reentrant_generator"):
        if hasattr(module, name):
            replaced[name] = _no_checkpoint_context
    saved = {name: getattr(module, name) for name in replaced
             if hasattr(module, name)}
    try:
        for name, value in replaced.items():
            setattr(module, name, value)
        yield
    finally:
        for name in replaced:
            if name in saved:
                setattr(module, name, saved[name])
            else:
                delattr(module, name)


# ---------------------------------------------------------------------------
# Random draws as arguments of the step.

# PyTorch's functions that draw random numbers and that a step takes as
# arguments: (owner, name). Those whose distribution depends on tensor
# values (torch.normal with a tensor mean or deviation, torch.bernoulli of
# tensor probabilities) take a standard draw and compute the value from it;
# the others take the value itself.
_DRAW_FUNCTIONS = [(torch, name) for name in (
    "rand", "randn", "randint", "randperm", "rand_like", "randn_like",
    "randint_like", "normal", "bernoulli")] + [(torch.Tensor, name) for name in (
        "bernoulli", "normal_", "uniform_", "exponential_", "log_normal_",
        "cauchy_", "geometric_", "random_", "bernoulli_")]
# PyTorch's own, which draw the example values (while a step is traced,
# the names may be bound to a decomposition's reference implementation).
_DRAW_ORIGINALS = {(owner, name): getattr(owner, name)
                   for owner, name in _DRAW_FUNCTIONS}


def _caller():
    """The model's line that is running (the innermost frame of the Python
    stack outside PyTorch and this module), or ""."""
    return _innermost_model_frame(traceback.extract_stack())


@dataclass
class _Draw:
    """One random draw of a step: the function, where the model calls it,
    the shape and dtype of what it draws, and how to draw the argument for
    the example (the drawn tensor itself, or the standard normal or uniform
    draw the step turns into it)."""
    function: str
    where: str
    shape: tuple
    dtype: object
    draw: object = field(repr=False)  # generator -> the argument's value
    bound: Optional[int] = None  # integers drawn in [0, bound)

    def __str__(self):
        return (f"{self.function} {'x'.join(map(str, self.shape)) or 'scalar'}"
                f" {str(self.dtype).replace('torch.', '')}"
                + (f" ({self.where})" if self.where else ""))


def _integer_bound(name, args, kwargs):
    """N when the integers drawn are in [0, N) (randint from 0, randperm),
    else None."""
    scalars = [a for a in args if isinstance(a, int) and
               not isinstance(a, bool)]
    if name == "randperm":
        return scalars[0] if scalars else kwargs.get("n")
    if name in ("randint", "randint_like"):
        if "high" in kwargs:
            return kwargs["high"] if kwargs.get("low", 0) == 0 else None
        if name == "randint" and len(args) >= 2 and \
                not isinstance(args[1], int):
            return args[0]  # randint(high, size)
        if name == "randint_like" and len(scalars) == 1:
            return scalars[0]
        if len(scalars) >= 2 and scalars[0] == 0:
            return scalars[1]
    return None


class _Draws:
    """The random numbers of a step, drawn by PyTorch ("pass"), drawn and
    described (`record`), or read from the step's arguments (`replay`):
    while `active()` runs, the functions of _DRAW_FUNCTIONS are replaced in
    torch and torch.Tensor, where every caller looks them up (a
    TorchFunctionMode would not see draws made inside a function it
    handles, F.gumbel_softmax's)."""

    def __init__(self):
        self.record = False
        self.draws = []

    @contextlib.contextmanager
    def active(self, values=()):
        values = list(values)
        originals = {(owner, name): getattr(owner, name)
                     for owner, name in _DRAW_FUNCTIONS}
        recording = self.record and not values
        if recording:
            self.draws = []
        taken = [0]
        inside = [False]

        def replaced(owner, name, original):
            def draw(*args, **kwargs):
                # Draws made by a draw (a reference implementation's) are
                # its own.
                if inside[0] or (not values and not recording):
                    return original(*args, **kwargs)
                inside[0] = True
                try:
                    return self._draw(owner, name, original, args, kwargs,
                                      values, taken)
                finally:
                    inside[0] = False
            return draw

        try:
            for (owner, name), original in originals.items():
                setattr(owner, name, replaced(owner, name, original))
            yield
        finally:
            for (owner, name), original in originals.items():
                setattr(owner, name, original)
        if values and taken[0] != len(values):
            raise ExportError(
                f"the step drew {taken[0]} random tensors, not the "
                f"{len(values)} its arguments hold")

    def _draw(self, owner, name, original, args, kwargs, values, taken):
        in_place = name.endswith("_")
        function = ("torch.Tensor." if owner is torch.Tensor else "torch.") \
            + name
        # How the value depends on tensors: a mean or deviation, or
        # probabilities.
        how = "value"
        if name == "normal" and (any(map(torch.is_tensor, args[:2])) or any(
                torch.is_tensor(kwargs.get(k)) for k in ("mean", "std"))):
            how = "normal"
        if name in ("bernoulli", "bernoulli_"):
            p = args[1] if len(args) > 1 else kwargs.get("p")
            if name == "bernoulli" and p is None:
                how, p = "bernoulli", args[0] if args else kwargs["input"]
            elif torch.is_tensor(p):
                how = "bernoulli"
            probabilities = p
        if not values:
            # Recording: PyTorch's own draw, for its shape and dtype.
            result = original(*args, **kwargs)
            shape, dtype = tuple(result.shape), result.dtype
            bound = _integer_bound(name, args, kwargs)
            if how == "normal":
                def make(generator):
                    return torch.randn(shape, dtype=dtype,
                                       generator=generator)
            elif how == "bernoulli":
                p_dtype = probabilities.dtype \
                    if probabilities.is_floating_point() else torch.float32

                def make(generator):
                    return torch.rand(shape, dtype=p_dtype,
                                      generator=generator)
            else:
                # The same function on tensors of the same shapes, made
                # when the trace is done (made now, they would be fake).
                def spec(a):
                    return ((tuple(a.shape), a.dtype) if torch.is_tensor(a)
                            else None, a)
                call_args = [spec(a) for a in args]
                call_kwargs = {k: spec(v) for k, v in kwargs.items()
                               if k not in ("generator", "device", "out",
                                            "pin_memory", "layout",
                                            "requires_grad")}
                own = _DRAW_ORIGINALS[owner, name]

                def make(generator):
                    def plain(s):
                        tensor, a = s
                        return a if tensor is None else \
                            torch.empty(tensor[0], dtype=tensor[1])
                    return own(*map(plain, call_args), generator=generator,
                               **{k: plain(v) for k, v in
                                  call_kwargs.items()}).to(dtype)
            self.draws.append(_Draw(function, _caller(), shape, dtype, make,
                                    bound))
            return result
        k = taken[0]
        taken[0] += 1
        expected = self.draws[k] if k < len(self.draws) else None
        if expected is None or expected.function != function:
            raise ExportError(
                f"the step's random draws changed between two runs of it "
                f"({function} where {expected or 'nothing'} was drawn): "
                "a step must draw the same tensors in the same order")
        value = values[k]
        if how == "normal":
            mean = args[0] if args else kwargs.get("mean", 0.0)
            std = args[1] if len(args) > 1 else kwargs.get("std", 1.0)
            # PyTorch's normal has no gradient through its parameters.
            value = (mean + std * value).detach().to(expected.dtype)
        elif how == "bernoulli":
            value = (value < probabilities).to(expected.dtype)
        if in_place:
            with torch.no_grad():
                return args[0].copy_(value.expand(args[0].shape))
        return value


def _written_arguments(graph_module, batch, first):
    """The placeholders of a traced step before the `batch`-th (its inputs
    and target) and from the `first` on (its state and draws), after
    leaving out the copies of new values into them that a functionalized
    trace makes where the model writes into them: the state's new values
    are results of the step, and the values an input or a draw has after
    the step matter to no one (the step's results are computed from the
    values written)."""
    placeholders = [n for n in graph_module.graph.nodes
                    if n.op == "placeholder"]
    written = set(placeholders[:batch]) | set(placeholders[first:])
    for node in list(graph_module.graph.nodes):
        if node.op == "call_function" and \
                node.target is torch.ops.aten.copy_.default and \
                node.args and node.args[0] in written:
            if node.users:
                # The new value, returned (the state): the same value
                # without the write.
                node.target = torch.ops.aten.copy.default
            else:
                graph_module.graph.erase_node(node)
    graph_module.recompile()
    return written


def _random_ops(graph_module):
    """The ops of a traced step that draw random numbers, with where the
    model calls them: (op, source line)."""
    found = []
    for node in graph_module.graph.nodes:
        tags = getattr(node.target, "tags", ())
        if node.op == "call_function" and \
                torch.Tag.nondeterministic_seeded in tags:
            found.append((str(node.target),
                          _user_frame(node.meta.get("stack_trace") or "")))
    return found


def _argument_writes(graph_module, written=()):
    """The ops of a traced step that write into one of its arguments (the
    functionalized trace copies the new value back into it), with where
    the model calls them: (op, source line). Writes into the inputs, the
    state and the draws (`written`) are left out (_written_arguments)."""
    found = []
    skipped = {n.name for n in written}
    for node in graph_module.graph.nodes:
        if node.op == "call_function" and \
                node.target is torch.ops.aten.copy_.default and \
                node.args and getattr(node.args[0], "op", "") == "placeholder" \
                and node.args[0].name not in skipped:
            found.append((str(node.target),
                          _user_frame(node.meta.get("stack_trace") or "")))
    return found


def _f32_exact(value):
    """Whether a Python number is exactly an f32."""
    return struct.unpack("f", struct.pack("f", value))[0] == value


def _recompiled(graph_module, changed):
    """`graph_module`, checked and its code made again where a rewrite
    `changed` its graph."""
    if changed:
        graph_module.graph.lint()
        graph_module.recompile()
    return graph_module


# Ops whose result is a view of their first operand: a tensor seen through
# one of them sees its changes.
_VIEW_OPS = frozenset((
    "view", "_unsafe_view", "reshape", "view_as", "slice", "select",
    "as_strided", "expand", "expand_as", "permute", "transpose", "t",
    "unsqueeze", "squeeze", "diagonal", "alias", "unfold", "narrow",
    "split", "split_with_sizes", "unbind", "chunk", "detach", "real",
    "imag", "view_as_real", "view_as_complex", "movedim", "swapaxes"))


def _functional_in_place(graph_module):
    """The in-place ops functionalization leaves in a traced step, on
    tensors the step makes from the model's buffers (constants of the
    trace, which it does not functionalize: the masked_fill_ that
    nn.MultiheadAttention applies to a copy of a boolean padding mask kept
    as a buffer, an in-place op on a buffer's clone), as their functional
    forms, the readers of the tensor after the op reading the result:
    torch-mlir imports no in-place op on a value tensor. A tensor that a
    view reads too, or that is itself a view, keeps its op (its change
    would reach other tensors)."""
    graph = graph_module.graph
    order = {node: index for index, node in enumerate(graph.nodes)}

    def packet(node):
        return getattr(getattr(node.target, "overloadpacket", None),
                       "__name__", "")

    changed = False
    for node in list(graph.nodes):
        if node.op != "call_function" or \
                not isinstance(node.target, torch._ops.OpOverload):
            continue
        arguments = node.target._schema.arguments
        alias = arguments[0].alias_info if arguments else None
        name = packet(node)
        if alias is None or not alias.is_write or not name.endswith("_") \
                or name.startswith("_"):
            continue
        if name == "copy_":
            functional = aten.copy.default
        else:
            functional = getattr(getattr(aten, name[:-1], None),
                                 node.target._overloadname, None)
        target = node.args[0] if node.args else None
        if functional is None or not isinstance(target, torch.fx.Node) or \
                target.op == "placeholder" or packet(target) in _VIEW_OPS or \
                any(packet(user) in _VIEW_OPS for user in target.users):
            continue
        with graph.inserting_before(node):
            result = graph.call_function(functional, node.args, node.kwargs)
        result.meta.update(node.meta)
        node.replace_all_uses_with(result)
        for user in list(target.users):
            if user is not node and order.get(user, -1) > order[node]:
                user.replace_input_with(target, result)
        graph.erase_node(node)
        changed = True
    return _recompiled(graph_module, changed)


_SCALAR_COMPARISONS = (aten.eq.Scalar, aten.ne.Scalar, aten.lt.Scalar,
                       aten.le.Scalar, aten.gt.Scalar, aten.ge.Scalar)


# Ops whose result is a constant, whatever the values of their tensor
# operands (only their shapes, types and devices count).
_FILLS = (aten.full.default, aten.full_like.default, aten.ones.default,
          aten.ones_like.default, aten.zeros.default, aten.zeros_like.default,
          aten.new_full.default, aten.new_ones.default,
          aten.new_zeros.default, aten.scalar_tensor.default)


def _rewrite_constant_comparisons(graph_module):
    """Compares a floating-point tensor whose values depend on no argument
    of the step (ones_like, zeros_like, full: torch-mlir folds the
    comparison) with an integer as with the float it is: torch-mlir folds
    such a comparison with an integer the wrong way round (`ones_like(x)
    != 1` became true, `full_like(x, 2) > 1` false: F.hinge_embedding_loss
    on ones_like targets gave 1.0104 for PyTorch's 0.0462), with the float
    right. Comparisons that are not folded keep the integer: with a float,
    torch-mlir compares an f32 tensor in f64. Integers past 2^53, which a
    float would round, are left as they are."""
    graph = graph_module.graph
    varying = set()
    changed = False
    for node in graph.nodes:
        if node.op == "placeholder" or (
                node.target not in _FILLS and any(
                    input in varying for input in node.all_input_nodes)):
            varying.add(node)
            continue
        if node.op != "call_function" or \
                node.target not in _SCALAR_COMPARISONS:
            continue
        tensor, other = node.args[0], node.args[1]
        value = tensor.meta.get("val") if isinstance(tensor, torch.fx.Node) \
            else None
        if (value is None or not value.is_floating_point()
                or type(other) is not int or abs(other) > 2 ** 53):
            continue
        node.args = (tensor, float(other), *node.args[2:])
        changed = True
    return _recompiled(graph_module, changed)


def _rewrite_inexact_rsub(graph_module):
    """Rewrites `c - x` (a scalar less a tensor) on a floating tensor whose
    constant f32 does not hold exactly as x * -alpha + c: torch-mlir imports
    the scalar of such a subtraction as an f32 tensor, so an f64 step computed
    math.pi - x with 3.14159274 (PyTorch's f64 result 1e-8 away); a scalar
    multiplied or added keeps the tensor's type. Other subtractions keep
    their form (and the steps exported so far their text)."""
    graph = graph_module.graph
    changed = False
    for node in list(graph.nodes):
        if node.op != "call_function":
            continue
        # c - alpha * x, traced as aten.sub.Tensor(c, x) or
        # aten.rsub.Scalar(x, c).
        if node.target == aten.sub.Tensor and len(node.args) >= 2:
            other, x = node.args[0], node.args[1]
        elif node.target == aten.rsub.Scalar and len(node.args) >= 2:
            x, other = node.args[0], node.args[1]
        else:
            continue
        if not isinstance(x, torch.fx.Node):
            continue
        alpha = node.args[2] if len(node.args) > 2 else \
            node.kwargs.get("alpha", 1)
        value = node.meta.get("val")
        if (not isinstance(other, float) or _f32_exact(other)
                or value is None or not value.is_floating_point()):
            continue
        with graph.inserting_before(node):
            scaled = graph.call_function(aten.mul.Tensor, (x, -alpha))
            total = graph.call_function(aten.add.Tensor, (scaled, other))
        for made in (scaled, total):
            made.meta.update(node.meta)
        node.replace_all_uses_with(total)
        graph.erase_node(node)
        changed = True
    return _recompiled(graph_module, changed)


def _rewrite_self_comparisons(graph_module):
    """Rewrites a floating tensor compared with itself, `x == x` (PyTorch's
    decomposition of isfinite, and so of nan_to_num's backward) as
    `~isnan(x)` and `x != x` as `isnan(x)`: torch-mlir folds `x == x` to
    true, which NaN is not (a model masking the non-finite values of a log
    with torch.isfinite got PyTorch's loss 0.912 as 0.687)."""
    graph = graph_module.graph
    changed = False
    for node in list(graph.nodes):
        if (node.op != "call_function"
                or node.target not in (aten.eq.Tensor, aten.ne.Tensor)
                or len(node.args) != 2 or node.args[0] is not node.args[1]):
            continue
        value = node.args[0].meta.get("val") \
            if isinstance(node.args[0], torch.fx.Node) else None
        if not isinstance(value, torch.Tensor) or \
                not value.is_floating_point():
            continue
        with graph.inserting_before(node):
            made = [graph.call_function(aten.isnan.default, (node.args[0],))]
            if node.target == aten.eq.Tensor:
                made.append(graph.call_function(aten.logical_not.default,
                                                (made[0],)))
        for new in made:
            new.meta.update(node.meta)
        node.replace_all_uses_with(made[-1])
        graph.erase_node(node)
        changed = True
    return _recompiled(graph_module, changed)


def _drop_empty_concatenands(graph_module):
    """Leaves the tensors of no element out of each concatenation that has
    others (a model whose extra features are `x.new_zeros(batch, 0)` when
    it is configured without them), and the ops that made them once nothing
    reads them: torch-mlir's lowering fails on such tensors made by a fill
    (`failed to legalize operation 'torch.constant.bool'`). The
    concatenation's values are those of the others, in order."""
    graph = graph_module.graph

    def empty(node):
        value = node.meta.get("val") if isinstance(node, torch.fx.Node) \
            else None
        return isinstance(value, torch.Tensor) and value.numel() == 0

    changed = False
    for node in list(graph.nodes):
        if node.op != "call_function" or node.target != aten.cat.default or \
                not node.args or not isinstance(node.args[0], (list, tuple)):
            continue
        tensors = list(node.args[0])
        kept = [t for t in tensors if not empty(t)]
        if len(kept) == len(tensors) or not kept:
            continue
        node.args = (kept,) + tuple(node.args[1:])
        dropped = [t for t in tensors if empty(t)]
        changed = True
        # What made them goes where nothing else reads it (a fill, the
        # empty tensor it filled, a view of those).
        while dropped:
            made = dropped.pop()
            if isinstance(made, torch.fx.Node) and not made.users and \
                    made.op == "call_function":
                operands = list(made.all_input_nodes)
                graph.erase_node(made)
                dropped += [a for a in operands if empty(a)]
    return _recompiled(graph_module, changed)


_EMPTY_MAKERS = _FILLS + (aten.empty.memory_format, aten.empty_like.default,
                         aten.empty_strided.default, aten.new_empty.default)


def _empty_fills(graph_module):
    """The fills and empty tensors of a traced step that have no element
    and are read, with where the model makes them: (op, source line)."""
    found = []
    for node in graph_module.graph.nodes:
        value = node.meta.get("val")
        if node.op == "call_function" and node.target in _EMPTY_MAKERS and \
                node.users and isinstance(value, torch.Tensor) and \
                value.numel() == 0:
            found.append((str(node.target),
                          _user_frame(node.meta.get("stack_trace") or "")))
    return found


# Ops that compute nothing (casts, copies, views, fills) or round their
# exact result once in any type (as MLIR's arithmetic does too): a step
# whose values are of a type only through them is not computed in it
# (_compute_dtypes; PyTorch's nearest upsampling computes its source
# indices in f32 by such ops).
_NOT_COMPUTING = _VIEW_OPS | frozenset((
    "add", "sub", "rsub", "mul", "div", "floor", "ceil", "round", "trunc",
    "sqrt", "maximum", "minimum", "clamp", "clamp_min", "clamp_max", "fmod",
    "remainder", "reciprocal", "sign", "relu",
    "_to_copy", "clone", "copy", "lift_fresh_copy", "full", "full_like",
    "zeros", "zeros_like", "ones", "ones_like", "empty", "empty_like",
    "empty_strided", "scalar_tensor", "arange", "new_zeros", "new_ones",
    "new_full", "new_empty", "cat", "stack", "index_select",
    "gather", "where", "constant_pad_nd", "repeat", "flip", "roll",
    "slice_scatter", "select_scatter", "index", "masked_fill", "neg",
    "abs"))


def _compute_dtypes(graph_module):
    """The floating-point types of the values the ops of a traced step
    compute (_NOT_COMPUTING left out)."""
    dtypes = set()
    for node in graph_module.graph.nodes:
        value = node.meta.get("val")
        packet = getattr(node.target, "overloadpacket", None)
        if (node.op == "call_function" and isinstance(value, torch.Tensor)
                and value.is_floating_point() and packet is not None
                and packet.__name__ not in _NOT_COMPUTING):
            dtypes.add(value.dtype)
    return frozenset(dtypes)


class _Pair:
    """A complex tensor as its real and imaginary parts (real tensors)."""

    __slots__ = ("re", "im")

    def __init__(self, re, im):
        self.re, self.im = re, im


def _as_pair(x):
    """A _Pair, a number (complex or real) or a real tensor as a _Pair."""
    if isinstance(x, _Pair):
        return x
    if isinstance(x, complex):
        return _Pair(x.real, x.imag)
    if isinstance(x, torch.Tensor):
        return _Pair(x, torch.zeros_like(x))
    return _Pair(x, 0.0)


def _is_complex_node(node):
    value = node.meta.get("val")
    return isinstance(value, torch.Tensor) and value.is_complex()


# Ops linear in their floating-point tensors, whose other arguments are
# shapes, axes or indices: on complex tensors they act on the real parts and
# on the imaginary parts alike (a real tensor's imaginary part is zero).
_PARTWISE = frozenset((
    "view", "_unsafe_view", "reshape", "expand", "permute", "transpose",
    "t", "unsqueeze", "squeeze", "slice", "select", "clone", "alias",
    "detach", "flatten", "repeat", "sum", "mean", "index_select", "flip",
    "roll", "narrow", "lift_fresh_copy", "_resolve_conj", "resolve_conj",
    "contiguous", "split", "split_with_sizes", "unbind", "chunk", "cat",
    "stack", "slice_scatter", "select_scatter", "diagonal_scatter",
    "index_put", "index_add", "scatter_add", "gather", "diagonal", "movedim",
    "repeat_interleave", "tile", "copy", "constant_pad_nd"))


# Fills shaped like a tensor, or of a size given with its type.
_SHAPED_FILLS = frozenset((
    "full_like", "zeros_like", "ones_like", "empty_like", "new_empty",
    "new_empty_strided", "new_zeros", "new_ones", "new_full"))


def _part_type(dtype):
    return torch.float64 if dtype == torch.complex128 else (
        torch.float16 if dtype == torch.complex32 else torch.float32)


class _ComplexAsPairs(torch.fx.Interpreter):
    """Runs a traced step with each complex tensor held as a _Pair of real
    ones: the ops of rotary embeddings written with complex numbers
    (view_as_complex, polar, products, conjugates in the backward,
    view_as_real) become real arithmetic on the parts, which torch-mlir
    lowers (it imports no complex tensor)."""

    def get_attr(self, target, args, kwargs):
        value = super().get_attr(target, args, kwargs)
        if isinstance(value, torch.Tensor) and value.is_complex():
            return _Pair(value.real.clone(), value.imag.clone())
        return value

    def call_function(self, target, args, kwargs):
        leaves = torch.utils._pytree.tree_leaves((args, kwargs))
        pairs = [a for a in leaves if isinstance(a, _Pair)]
        name = getattr(getattr(target, "overloadpacket", None), "__name__",
                       str(target))
        if target is aten.view_as_complex.default:
            x = args[0]
            return _Pair(x.select(-1, 0), x.select(-1, 1))
        if target is aten.polar.default:
            magnitude, angle = args
            return _Pair(magnitude * torch.cos(angle),
                         magnitude * torch.sin(angle))
        if target is aten.complex.default:
            return _Pair(*args)
        if target is torch.ops.prims.convert_element_type.default:
            x, to = args
            if to.is_complex:
                x = _as_pair(x)
                return _Pair(target(x.re, _part_type(to)),
                             target(x.im, _part_type(to)))
            if isinstance(x, _Pair):
                return target(x.re, to)
        dtype = kwargs.get("dtype")
        if not pairs and isinstance(dtype, torch.dtype) and dtype.is_complex:
            # A complex tensor made from real ones or numbers (a cast, a
            # fill, a scalar): its parts made alike.
            part = dict(kwargs, dtype=_part_type(dtype))
            re = target(*(a.real if isinstance(a, complex) else a
                          for a in args), **part)
            if any(isinstance(a, torch.Tensor) for a in args):
                return _Pair(re, torch.zeros_like(re))
            return _Pair(re, target(*(a.imag if isinstance(a, complex) else
                                      0 if isinstance(a, (int, float)) and
                                      not isinstance(a, bool) else a
                                      for a in args), **part))
        if not pairs and not any(isinstance(a, complex) for a in leaves):
            return super().call_function(target, args, kwargs)
        if args and isinstance(args[0], complex):
            args = (_as_pair(args[0]), *args[1:])
        if target is aten.view_as_real.default:
            return torch.stack([args[0].re, args[0].im], -1)
        if target in (aten.real.default, aten.imag.default):
            return args[0].re if target is aten.real.default else args[0].im
        if target in (aten._conj.default, aten.conj_physical.default,
                      aten.conj.default):
            return _Pair(args[0].re, -args[0].im)
        if target in (aten.neg.default,):
            return _Pair(-args[0].re, -args[0].im)
        if target in (aten.mul.Tensor, aten.mul.Scalar):
            a, b = args[:2]
            if isinstance(a, _Pair) and isinstance(b, _Pair) or \
                    isinstance(a, complex) or isinstance(b, complex):
                a, b = _as_pair(a), _as_pair(b)
                return _Pair(a.re * b.re - a.im * b.im,
                             a.re * b.im + a.im * b.re)
            pair, other = (a, b) if isinstance(a, _Pair) else (b, a)
            return _Pair(pair.re * other, pair.im * other)
        if target in (aten.mm.default, aten.bmm.default):
            a, b = _as_pair(args[0]), _as_pair(args[1])
            return _Pair(target(a.re, b.re) - target(a.im, b.im),
                         target(a.re, b.im) + target(a.im, b.re))
        if target in (aten.div.Tensor, aten.div.Scalar):
            a, b = args[:2]
            if not isinstance(b, (_Pair, complex)):
                a = _as_pair(a)
                return _Pair(a.re / b, a.im / b)
            a, b = _as_pair(a), _as_pair(b)
            norm = b.re * b.re + b.im * b.im
            return _Pair((a.re * b.re + a.im * b.im) / norm,
                         (a.im * b.re - a.re * b.im) / norm)
        if target is aten.sgn.default:
            size = hypot(args[0].re, args[0].im)
            safe = torch.where(size == 0, 1.0, size)
            return _Pair(torch.where(size == 0, 0.0, args[0].re / safe),
                         torch.where(size == 0, 0.0, args[0].im / safe))
        if target is aten.where.self:
            condition, a, b = args
            a, b = _as_pair(a), _as_pair(b)
            return _Pair(torch.where(condition, a.re, b.re),
                         torch.where(condition, a.im, b.im))
        if target in (aten.add.Tensor, aten.sub.Tensor):
            a, b = args[:2]
            alpha = args[2] if len(args) > 2 else kwargs.get("alpha", 1)
            a, b = _as_pair(a), _as_pair(b)
            sign = alpha if target is aten.add.Tensor else -alpha
            return _Pair(a.re + sign * b.re, a.im + sign * b.im)
        if target is aten.abs.default:
            return hypot(args[0].re, args[0].im)
        if name in _SHAPED_FILLS and isinstance(args[0], _Pair):
            # A fill shaped like a complex tensor (or of a given size, for
            # new_*): the value's parts fill the parts.
            at = {"full_like": 1, "new_full": 2}.get(name)
            value = _as_pair(args[at] if at else 1 if "ones" in name else 0)
            like = dict(kwargs)
            if isinstance(like.get("dtype"), torch.dtype):
                like["dtype"] = _part_type(like["dtype"])
            re = args[0].re
            if name.startswith("new_"):
                like.setdefault("dtype", re.dtype)
                return _Pair(re.new_full(args[1], value.re, **like),
                             re.new_full(args[1], value.im, **like))
            return _Pair(torch.full_like(re, value.re, **like),
                         torch.full_like(re, value.im, **like))
        if target is aten._to_copy.default and len(pairs) == 1:
            x, rest = args[0], dict(kwargs)
            if dtype is not None and not dtype.is_complex:
                # To a real type: the imaginary part is dropped, as PyTorch
                # drops it.
                return target(x.re, **rest)
            rest["dtype"] = _part_type(dtype) if dtype else x.re.dtype
            return _Pair(target(x.re, **rest), target(x.im, **rest))
        if name in _PARTWISE and "dtype" not in kwargs:
            def part(real):
                def of(x):
                    if isinstance(x, _Pair):
                        return x.re if real else x.im
                    if isinstance(x, torch.Tensor) and not real and \
                            x.is_floating_point():
                        return torch.zeros_like(x)
                    return x
                return torch.utils._pytree.tree_map(
                    of, (args, kwargs), is_leaf=lambda x: isinstance(x, _Pair))
            (re_args, re_kwargs) = part(True)
            (im_args, im_kwargs) = part(False)
            re = target(*re_args, **re_kwargs)
            im = target(*im_args, **im_kwargs)
            if isinstance(re, (tuple, list)):
                return type(re)(_Pair(r, i) for r, i in zip(re, im))
            return _Pair(re, im)
        raise ExportError(
            f"the step computes with complex numbers through {target}, "
            "which memplan.torch does not take apart (it takes "
            "view_as_complex, polar, complex, view_as_real, real, imag, "
            "conj, +, -, *, /, matrix products, abs, sgn, where, fills, "
            "casts, shape ops, "
            "slices and their scatters, sums and concatenation): torch-mlir "
            "imports no complex tensor")


def _complex_as_pairs(graph_module, args):
    """`graph_module` traced again with its complex tensors as pairs of
    real ones (_ComplexAsPairs), where it has any; as it is otherwise."""
    if not any(_is_complex_node(node) for node in graph_module.graph.nodes):
        return graph_module
    if any(_is_complex_node(node) for node in graph_module.graph.nodes
           if node.op in ("placeholder", "output")):
        raise ExportError(
            "the step takes or returns complex tensors: torch-mlir imports "
            "none; pass their real and imaginary parts")

    def run(*inputs):
        return _ComplexAsPairs(graph_module).run(*inputs)

    traced = make_fx(run, tracing_mode="fake", _allow_non_fake_inputs=True)(
        *args)
    left = [node for node in traced.graph.nodes if _is_complex_node(node)]
    if left:
        raise ExportError(
            f"the step computes with complex numbers through {left[0].target}"
            ", which memplan.torch does not take apart: torch-mlir imports "
            "no complex tensor")
    return traced


# ATen ops that sort (torch.sort, torch.topk, kthvalue, median).
_SORTING = ("aten.sort.", "aten.topk.", "aten.kthvalue.", "aten.median.",
            "aten.nanmedian.")


def _ops_of(graph_module, prefixes):
    """The ops of a traced step whose names start with one of `prefixes`,
    with where the model calls them: (op, source line)."""
    return [(str(node.target),
             _user_frame(node.meta.get("stack_trace") or ""))
            for node in graph_module.graph.nodes
            if node.op == "call_function" and
            str(node.target).startswith(prefixes)]


def _user_frame(stack_trace):
    """The innermost frame of a traced node's stack trace (the line of the
    model that called the op), or ""."""
    trace = stack_trace.strip().splitlines()
    return next((line.strip() for line in reversed(trace)
                 if line.strip().startswith("File")), "")


def _data_dependent_errors():
    """The exceptions a fake-tensor trace raises at an op whose result's
    shape or value depends on the data (nonzero, masked indexing, unique,
    the CTC loss, .item())."""
    from torch._subclasses import fake_tensor
    names = ("DynamicOutputShapeException", "DataDependentOutputException",
             "UnsupportedOperatorException")
    found = tuple(getattr(fake_tensor, name) for name in names
                  if hasattr(fake_tensor, name))
    try:
        from torch.fx.experimental.symbolic_shapes import \
            GuardOnDataDependentSymNode
        found += (GuardOnDataDependentSymNode,)
    except ImportError:  # pragma: no cover - depends on the version
        pass
    return found


def _innermost_model_frame(frames):
    """The innermost of `frames` (traceback.FrameSummary, outermost first)
    outside torch and this module, as "File ..., line N, in f", or ""."""
    torch_dir = os.path.dirname(os.path.abspath(torch.__file__))
    here = os.path.abspath(__file__)
    frames = [f for f in frames
              if not f.filename.startswith("<")
              and not os.path.abspath(f.filename).startswith(torch_dir)
              and os.path.abspath(f.filename) != here]
    if not frames:
        return ""
    f = frames[-1]
    return f'File "{f.filename}", line {f.lineno}, in {f.name}'


def _model_frame(error):
    """Where in the model's code a traced call raised `error` (the
    innermost frame outside torch and this module), or ""."""
    return _innermost_model_frame(traceback.extract_tb(error.__traceback__))


def _data_dependent_refusal(op, where):
    """The ExportError of a step with `op`, called at `where` (a source
    line, or ""), whose result depends on the data."""
    return ExportError(
        f"the step has an op whose result depends on the data ({op}"
        + (f", {where}" if where else "") + "): a result whose shape "
        "(or a value the model branches on) is known only when the step "
        "runs cannot be traced to a static step to plan (nonzero, "
        "masked indexing, unique, the CTC loss, .item()); write the "
        "model without it")


# What PyTorch says when the model writes into a buffer inside the
# differentiated function (export then makes the buffer state).
_STATE_WRITES = ("would mutate a captured Tensor",
                 "mutating a non-functional tensor with a functional tensor")

# What PyTorch says when the trace meets what a traced step cannot hold,
# and what that is, for the ExportError.
_UNTRACEABLE = (
    ("would mutate a captured Tensor",
     "the model changes a tensor in place that is neither a parameter, a "
     "buffer nor an input (a plain tensor attribute, a global); a training "
     "step is a function of its arguments (buffers the forward writes are "
     "its state): register the tensor as a buffer "
     "(module.register_buffer), or leave the update out of the step"),
    ("mutating a non-functional tensor with a functional tensor",
     "the model changes a tensor in place that is neither a parameter, a "
     "buffer nor an input, from values the step computes; a training step "
     "is a function of its arguments (buffers the forward writes are its "
     "state): register the tensor as a buffer (module.register_buffer), "
     "or leave the update out of the step"),
    ("setup_context",
     "the model calls a torch.autograd.Function without setup_context "
     "(torchvision's DeformConv2d and roi_align among them, and the one "
     "a module's register_full_backward_hook inserts), which torch.func "
     "cannot trace; write its forward in differentiable ops"),
    ("Functionalize rule for custom_function_call",
     "the model calls a torch.autograd.Function (with setup_context), "
     "which PyTorch's functionalization does not trace yet; write its "
     "forward in differentiable ops"),
    ("inside of a function being transformed by a functorch transform",
     "the model differentiates inside the step (Tensor.requires_grad_ or "
     "torch.autograd.grad in forward or the loss: a gradient penalty), "
     "which torch.func cannot trace; take that gradient with "
     "torch.func.grad instead, which the step traces (double backward "
     "included)"),
    ("saved tensor hooks",
     "the model uses saved-tensor hooks (torch.autograd.graph."
     "saved_tensors_hooks), which torch.func cannot trace"),
    ("to return a scalar Tensor",
     "the loss is not a scalar: reduce it (its mean or sum)"),
    ("to return a Tensor, got",
     "the loss function must return one scalar tensor"),
)


@contextlib.contextmanager
def _refusing_data_dependent_ops():
    """An ExportError naming the op and the model's line when the trace
    meets an op whose result's shape depends on the data: a step to plan
    has static shapes (the fake-tensor trace raised PyTorch's own
    exception, not an ExportError, before). So also when the trace fails
    on what a step cannot hold (_UNTRACEABLE): PyTorch's first line, what
    it means, and the model's line."""
    try:
        yield
    except _data_dependent_errors() as error:
        func = getattr(error, "func", None)
        op = str(func) if func is not None else \
            (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise _data_dependent_refusal(op, _model_frame(error)) from error
    except ExportError:
        raise
    except TypeError as error:
        # A tensor's values taken for a size (pack_padded_sequence's
        # lengths): known only when the step runs.
        message = str(error)
        if "must be tuple of ints" not in message:
            raise
        first = (message.strip().splitlines() or [""])[0]
        where = _model_frame(error)
        raise ExportError(
            "the step cannot be traced: the model takes a size from a "
            "tensor's values (pack_padded_sequence's lengths among them), "
            "known only when the step runs; a step to plan has static "
            "shapes: pad the batch instead (PyTorch: " + first[:200]
            + (f"; {where}" if where else "") + ")") from error
    except RuntimeError as error:
        message = str(error)
        for pattern, meaning in _UNTRACEABLE:
            if pattern in message:
                where = _model_frame(error)
                first = (message.strip().splitlines() or [""])[0]
                raise ExportError(
                    f"the step cannot be traced: {meaning} (PyTorch: "
                    f"{first[:200]}" + (f"; {where}" if where else "")
                    + ")") from error
        raise


def _data_dependent_ops(graph_module):
    """The ops of a traced step whose result's shape (or whose scalar
    result) the trace left symbolic, known only from the data (nonzero,
    masked indexing, .item()), with where the model calls them: (op,
    source line), first the earliest."""
    def symbolic(value):
        if isinstance(value, (torch.SymInt, torch.SymFloat, torch.SymBool)):
            return True
        if isinstance(value, torch.Tensor):
            return any(not isinstance(d, int) for d in value.shape)
        if isinstance(value, (tuple, list)):
            return any(symbolic(v) for v in value)
        return False

    return [(str(node.target),
             _user_frame(node.meta.get("stack_trace") or ""))
            for node in graph_module.graph.nodes
            if node.op == "call_function" and symbolic(node.meta.get("val"))]


def _check_bound(index, bound, args):
    """Refuses a bound of `bounds=` that the step cannot take: `index` is
    an integer argument's position among `args`, `bound` a count of ids
    (at least 1) that the argument's type holds."""
    if isinstance(index, bool) or not isinstance(index, int) or \
            not 0 <= index < len(args):
        raise ValueError(f"bounds: {index!r} is not the index of one of the "
                         f"step's {len(args)} arguments (the inputs, the "
                         "target, then the parameters)")
    value = args[index]
    if value.is_floating_point() or value.is_complex() or \
            value.dtype == torch.bool:
        raise ValueError(f"bounds: argument {index} is {value.dtype}, not "
                         "an integer tensor: a bound limits integer ids")
    if isinstance(bound, bool) or not isinstance(bound, int) or bound < 1 \
            or bound > torch.iinfo(value.dtype).max:
        raise ValueError(f"bounds: the bound of argument {index} is "
                         f"{bound!r}: ids are seeded in [0, N), N an integer "
                         f"from 1 to {torch.iinfo(value.dtype).max} for "
                         f"{value.dtype}")


def _as_tuple(inputs):
    if isinstance(inputs, (tuple, list)):
        return tuple(inputs)
    return (inputs,)


def _cast(t, dtype):
    """`t` in `dtype` where it is a floating-point tensor, in the complex
    type of that precision where it is complex, as it is otherwise."""
    if t.is_floating_point():
        return t.to(dtype)
    if t.is_complex():
        return t.to({torch.float64: torch.complex128,
                     torch.float16: torch.complex32}.get(dtype,
                                                         torch.complex64))
    return t


class _LossOver(nn.Module):
    """The loss as a module over the user's own model, for functional_call
    to give that model the step's parameters while the loss runs: a loss
    that reads them itself (a penalty over model.parameters(), a method of
    the model) then differentiates them, as loss.backward() does, instead
    of taking them for constants."""

    def __init__(self, model, loss_fn):
        super().__init__()
        self.model = model
        self.loss_fn = loss_fn

    def forward(self, *args):
        return self.loss_fn(*args)


# ---------------------------------------------------------------------------
# The optimizer's update.

class _Update:
    """The update a torch.optim optimizer (SGD, Adam, AdamW, RMSprop,
    Adagrad) makes after the backward pass, in functional form: new
    parameters and new optimizer state from the parameters, their gradients
    and the state, as PyTorch's single-tensor implementations compute them.
    `names`: the step's parameters; `original`: the user's model, whose
    parameters the optimizer holds."""

    def __init__(self, optimizer, original, names, trainable):
        kind = type(optimizer)
        if kind not in (torch.optim.SGD, torch.optim.Adam, torch.optim.AdamW,
                        torch.optim.RMSprop, torch.optim.Adagrad):
            raise ExportError(
                f"the optimizer is {kind.__name__}: memplan.torch applies the "
                "updates of torch.optim.SGD, Adam, AdamW, RMSprop and "
                "Adagrad")
        self.optimizer, self.kind = optimizer, kind
        group_of = {id(p): group for group in optimizer.param_groups
                    for p in group["params"]}
        own = dict(original.named_parameters())
        # The updated parameters: trainable ones the optimizer holds.
        self.names, self.groups, self.originals = [], [], []
        for name, train in zip(names, trainable):
            p = own.get(name)
            if train and p is not None and id(p) in group_of:
                if p.is_complex():
                    raise ExportError(
                        f"the optimizer updates the complex parameter {name}:"
                        " memplan.torch applies updates to real ones only")
                self.names.append(name)
                self.groups.append(group_of[id(p)])
                self.originals.append(p)
        if not self.names:
            raise ExportError(
                "the optimizer holds none of the model's parameters that "
                "require a gradient: build it over model.parameters()")
        for group in self.groups:
            if group.get("differentiable"):
                raise ExportError("a differentiable optimizer "
                                  "(differentiable=True): memplan.torch "
                                  "applies plain updates")

    def slots(self, group):
        """The state of one parameter, in the step's order."""
        if self.kind is torch.optim.SGD:
            return ["momentum_buffer"] if group["momentum"] != 0 else []
        if self.kind is torch.optim.RMSprop:
            return ["step", "square_avg"] + (
                ["momentum_buffer"] if group["momentum"] > 0 else []) + (
                ["grad_avg"] if group["centered"] else [])
        if self.kind is torch.optim.Adagrad:
            return ["step", "sum"]
        return ["step", "exp_avg", "exp_avg_sq"] + (
            ["max_exp_avg_sq"] if group["amsgrad"] else [])

    def state_names(self):
        return [f"{name}.{slot}" for name, group in zip(self.names, self.groups)
                for slot in self.slots(group)]

    def initial_state(self, convert):
        """The optimizer's state for the step's arguments: its own where it
        has some, zeros where it has none (a fresh optimizer: Adam's own
        start; SGD's first step takes the gradient as the momentum, which
        zeros give too unless dampening is set). Adam's step count is f64:
        the bias corrections are computed in f64, as PyTorch computes them
        from the count as a Python number."""
        values = []
        for p, group in zip(self.originals, self.groups):
            state = self.optimizer.state.get(p, {})
            for slot in self.slots(group):
                value = state.get(slot)
                if slot == "step":
                    values.append(torch.tensor(
                        float(value) if value is not None else 0.0,
                        dtype=torch.float64))
                elif value is None and slot == "sum":
                    # Adagrad's accumulator starts at its initial value.
                    start = float(group["initial_accumulator_value"])
                    values.append(convert(torch.full_like(p.detach(),
                                                          start)))
                elif value is None:
                    values.append(convert(torch.zeros_like(p.detach())))
                else:
                    values.append(convert(value.detach().clone()))
        return values

    def apply(self, params, grads, state):
        """(new params, new state) of the updated parameters."""
        new_params, new_state, k = [], [], 0
        for p, g, group in zip(params, grads, self.groups):
            n = len(self.slots(group))
            slots = dict(zip(self.slots(group), state[k:k + n]))
            k += n
            lr = float(group["lr"])
            if group["maximize"]:
                g = -g
            if self.kind is torch.optim.SGD:
                if group["weight_decay"] != 0:
                    g = g + float(group["weight_decay"]) * p
                if group["momentum"] != 0:
                    momentum = group["momentum"]
                    buf = slots["momentum_buffer"] * momentum + \
                        (1 - group["dampening"]) * g
                    g = g + momentum * buf if group["nesterov"] else buf
                    new_state.append(buf)
                new_params.append(p - lr * g)
                continue
            if self.kind in (torch.optim.RMSprop, torch.optim.Adagrad):
                p, made = self._scaled(p, g, group, slots, lr)
                new_params.append(p)
                new_state += [made[slot] for slot in self.slots(group)]
                continue
            beta1, beta2 = (float(b) for b in group["betas"])
            wd = float(group["weight_decay"])
            decoupled = self.kind is torch.optim.AdamW or \
                group.get("decoupled_weight_decay", False)
            if wd != 0:
                if decoupled:
                    p = p * (1 - lr * wd)
                else:
                    g = g + wd * p
            step = slots["step"] + 1
            m = slots["exp_avg"] + (1 - beta1) * (g - slots["exp_avg"])
            v = slots["exp_avg_sq"] * beta2 + (1 - beta2) * g * g
            bias1 = 1 - torch.pow(beta1, step)
            bias2_sqrt = torch.sqrt(1 - torch.pow(beta2, step))
            second = v
            if group["amsgrad"]:
                second = torch.maximum(slots["max_exp_avg_sq"], v)
            denom = second.sqrt() / bias2_sqrt.to(p.dtype) + group["eps"]
            new_params.append(p - (lr / bias1).to(p.dtype) * (m / denom))
            new_state += [step, m, v] + ([second] if group["amsgrad"] else [])
        return new_params, new_state

    def _scaled(self, p, g, group, slots, lr):
        """RMSprop's and Adagrad's update of `p` by gradient `g`, as
        PyTorch's single-tensor implementations compute it: (new p, new
        state by slot)."""
        if group["weight_decay"] != 0:
            g = g + float(group["weight_decay"]) * p
        step = slots["step"] + 1
        eps = float(group["eps"])
        if self.kind is torch.optim.Adagrad:
            # The learning rate decays with the steps taken before this one
            # (PyTorch computes it from the count as a Python number: f64).
            clr = lr / (1 + (step - 1) * float(group["lr_decay"]))
            total = slots["sum"] + g * g
            return (p - clr.to(p.dtype) * (g / (total.sqrt() + eps)),
                    {"step": step, "sum": total})
        alpha = float(group["alpha"])
        square_avg = slots["square_avg"] * alpha + (1 - alpha) * g * g
        made = {"step": step, "square_avg": square_avg}
        if group["centered"]:
            before = slots["grad_avg"]
            grad_avg = before + (1 - alpha) * (g - before)
            made["grad_avg"] = grad_avg
            avg = (square_avg - grad_avg * grad_avg).sqrt() + eps
        else:
            avg = square_avg.sqrt() + eps
        if group["momentum"] > 0:
            buf = slots["momentum_buffer"] * float(group["momentum"]) + g / avg
            made["momentum_buffer"] = buf
            return p - lr * buf, made
        return p - lr * (g / avg), made

    def reference(self, params, grads, state):
        """PyTorch's own optimizer of the same kind and groups, on copies of
        the parameters with these gradients and this state: (new params,
        new state)."""
        copies = [p.detach().clone() for p in params]
        groups = []
        for group in self.optimizer.param_groups:
            mine = [c for c, g in zip(copies, self.groups) if g is group]
            if mine:
                groups.append({**{k: v for k, v in group.items()
                                  if k != "params"}, "params": mine,
                               "foreach": False, "fused": None,
                               **({"capturable": False}
                                  if "capturable" in group else {})})
        optimizer = self.kind(groups)
        k = 0
        for c, g, group in zip(copies, grads, self.groups):
            c.grad = g.detach().clone()
            slots = self.slots(group)
            values = [s.detach().clone() for s in state[k:k + len(slots)]]
            k += len(slots)
            if slots:
                optimizer.state[c] = {
                    slot: (value.to(torch.float32) if slot == "step" else value)
                    for slot, value in zip(slots, values)}
        optimizer.step()
        new_state = []
        for c, group in zip(copies, self.groups):
            for slot in self.slots(group):
                value = optimizer.state[c][slot]
                new_state.append(value.to(torch.float64) if slot == "step"
                                 else value)
        return copies, new_state


class _Step:
    """train_step(*inputs, [target,] *params) -> (loss, *grads) over a copy
    of the model prepared for tracing: a gradient for each parameter that
    `trainable` marks (default all). `original`: the user's model, whose
    parameters of the same names are the step's while the loss runs."""

    def __init__(self, model, loss_fn, n_inputs, has_target, names,
                 trainable=None, complex_params=None, original=None,
                 target_spec=None, n_targets=1):
        self.model, self.loss_fn = model, loss_fn
        # A target of several tensors: their structure (the step takes
        # `n_targets` arguments for it).
        self.target_spec = target_spec
        self.n_targets = n_targets if has_target else 0
        self.over = None
        if original is not None:
            own = {n for n, _ in original.named_parameters()}
            if own and own <= set(names):
                self.over = _LossOver(original, loss_fn)
        self.n_inputs, self.has_target, self.names = n_inputs, has_target, names
        self.trainable = list(trainable) if trainable is not None \
            else [True] * len(names)
        # Parameters passed as the real views of complex ones.
        self.complex_params = list(complex_params or [False] * len(names))
        # The optimizer's update (an _Update), its state arguments after
        # the parameters; with it the step returns new parameters and state
        # instead of gradients (unless `gradients_only`).
        self.update = None
        self.gradients_only = False
        # The buffers the forward writes (the step's state: arguments after
        # the optimizer's, their new values results after the gradients).
        self.state_names = []
        # The random tensors the step draws, arguments after the state.
        self.draws = _Draws()
        # Per input of the model: None (one argument), or (pytree spec,
        # leaves, indices of the tensor leaves) of one given as a structure
        # of tensors (an argument per tensor leaf). None: every input is
        # one argument.
        self.input_specs = None

    def model_inputs(self, inputs):
        """The model's positional inputs from the step's input
        arguments."""
        if self.input_specs is None:
            return tuple(inputs)
        rebuilt, at = [], 0
        for spec in self.input_specs:
            if spec is None:
                rebuilt.append(inputs[at])
                at += 1
                continue
            tree, leaves, tensors = spec
            leaves = list(leaves)
            for i in tensors:
                leaves[i] = inputs[at]
                at += 1
            rebuilt.append(torch.utils._pytree.tree_unflatten(leaves, tree))
        return tuple(rebuilt)

    def loss(self, params, inputs, target, drawn=(), state=()):
        params = [torch.view_as_complex(p) if c else p
                  for p, c in zip(params, self.complex_params)]
        tensors = dict(zip(self.names, params))
        tensors.update(zip(self.state_names, state))
        with _functional_forms(), self.draws.active(drawn):
            out = torch.func.functional_call(self.model, tensors,
                                             self.model_inputs(inputs))
            args = (out, target) if self.has_target else (out,)
            if self.over is None:
                return self.loss_fn(*args)
            return torch.func.functional_call(
                self.over, {"model." + n: p
                            for n, p in zip(self.names, params)}, args)

    def split(self, args):
        """(inputs, target, params, state, drawn) of the step's
        arguments."""
        inputs = args[:self.n_inputs]
        rest = args[self.n_inputs:]
        leaves = list(rest[:self.n_targets])
        target = None
        if self.has_target:
            target = leaves[0] if self.target_spec is None else \
                torch.utils._pytree.tree_unflatten(leaves, self.target_spec)
        rest = rest[self.n_targets:]
        n, m = len(self.names), len(self.state_names)
        n += len(self.update.state_names()) if self.update else 0
        return (inputs, target, list(rest[:len(self.names)]),
                list(rest[n:n + m]), list(rest[n + m:]))

    def optimizer_state(self, args):
        """The optimizer's state among the step's arguments."""
        start = self.n_inputs + self.n_targets + len(self.names)
        return list(args[start:start + len(self.update.state_names())])

    def __call__(self, *args):
        inputs, target, params, state, drawn = self.split(args)
        trained = [k for k, t in enumerate(self.trainable) if t]
        value_of = dict(zip(self.names, params))

        # The inputs, the target, the draws and the state are arguments of
        # the differentiated function (not captured by it), which the
        # model may then write into.
        def loss_of(values, drawn, state, inputs, target):
            for k, value in zip(trained, values):
                params[k] = value
            return self.loss(params, inputs, target, drawn, state)

        grads, loss = torch.func.grad_and_value(loss_of)(
            [params[k] for k in trained], drawn, state, list(inputs), target)
        if self.update is None or self.gradients_only:
            # The state as the forward left it.
            return (loss, *grads, *state)
        grad_of = {self.names[k]: g for k, g in zip(trained, grads)}
        new_params, new_state = self.update.apply(
            [value_of[n] for n in self.update.names],
            [grad_of[n] for n in self.update.names],
            self.optimizer_state(args))
        return (loss, *new_params, *new_state, *state)


# ATen ops that only reshape or move integer ids; bounds are looked for
# through them.
_PASS_THROUGH = {"view", "_unsafe_view", "reshape", "flatten", "unsqueeze",
                 "squeeze", "clone", "expand", "permute", "t", "transpose",
                 "slice", "select", "contiguous", "alias", "_to_copy",
                 "lift_fresh_copy", "detach"}


def _shape(node):
    value = node.meta.get("val") if hasattr(node, "meta") else None
    return tuple(value.shape) if value is not None else None


def _index_bound(name, user, node):
    """N where `user`, a call of the ATen op `name`, takes `node` for
    indices into [0, N) (or for class ids of N classes: a loss's targets,
    one_hot's input), else None."""
    args = user.args

    def along(tensor, dim):
        shape = _shape(tensor)
        if not shape or not isinstance(dim, int):
            return None
        return shape[dim % len(shape)]

    if name in ("embedding", "embedding_bag", "_embedding_bag") and \
            len(args) > 1 and args[1] is node:
        shape = _shape(args[0])
        return shape[0] if shape else None
    if name in ("nll_loss_forward", "nll_loss2d_forward", "nll_loss_nd",
                "nll_loss", "multi_margin_loss") and \
            len(args) > 1 and args[1] is node:
        shape = _shape(args[0])
        if shape:
            return shape[1] if len(shape) > 1 else shape[0]
        return None
    if name in ("index_select", "gather", "scatter", "scatter_add",
                "scatter_reduce", "index_add", "index_copy", "index_fill") \
            and len(args) > 2 and args[2] is node:
        return along(args[0], args[1])
    if name == "eq" and len(args) == 2 and node in args:
        # one_hot(x, N) traces as x.unsqueeze(-1) == arange(N).
        other = args[1] if args[0] is node else args[0]
        if getattr(other, "op", None) == "call_function" and \
                getattr(getattr(other.target, "overloadpacket", None),
                        "__name__", "") == "arange":
            ends = [a for a in other.args if isinstance(a, int)]
            if len(ends) == 1 or (len(ends) == 2 and ends[0] == 0):
                return ends[-1] if ends[-1] > 0 else None
        return None
    if name in ("index", "_unsafe_index", "index_put", "_unsafe_index_put") \
            and len(args) > 1 and isinstance(args[1], (list, tuple)):
        for dim, index in enumerate(args[1]):
            if index is node:
                return along(args[0], dim)
    return None


def _find_bounds(step, args):
    """{argument index: N} for integer arguments that index a tensor (an
    embedding table's rows, index_select, gather, scatter, advanced
    indexing: the size of the dimension indexed), are the targets of an
    NLL/cross-entropy or multi-margin loss (N = the classes) or one_hot's
    input (N = its classes), found in a trace of the forward pass and the
    loss without decompositions: the smallest N of its uses."""
    integer = [k for k, a in enumerate(args) if not a.is_floating_point()
               and a.dtype != torch.bool]
    if not integer:
        return {}

    def forward(*a):
        inputs, target, params, state, drawn = step.split(a)
        return step.loss(params, inputs, target, drawn, state)

    graph = make_fx(forward, tracing_mode="fake",
                    _allow_non_fake_inputs=True)(*args).graph
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    bounds = {}
    for k in integer:
        found, work, seen = [], [placeholders[k]], set()
        while work:
            node = work.pop()
            for user in node.users:
                if user in seen or user.op != "call_function":
                    continue
                seen.add(user)
                name = getattr(getattr(user.target, "overloadpacket", None),
                               "__name__", "")
                if name in _PASS_THROUGH:
                    work.append(user)
                    continue
                bound = _index_bound(name, user, node)
                if bound:
                    found.append(bound)
        if found:
            bounds[k] = min(found)
    return bounds


def _add_argument_attributes(text, name, bounds, donated=()):
    """Adds {memplan.bound = N : i64} (`bounds`: {index: N}) and
    {memplan.donated} (`donated`: indices) to arguments of @name in the
    text."""
    attributes = {}
    for k, bound in bounds.items():
        attributes.setdefault(k, []).append(f"memplan.bound = {bound} : i64")
    for k in donated:
        attributes.setdefault(k, []).append("memplan.donated")
    head = f"func.func @{name}("
    start = text.find(head)
    if start < 0:
        raise ExportError(f"torch-mlir's module has no @{name}")
    start += len(head)
    depth, end = 1, start
    while depth:
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        end += 1
    signature = text[start:end - 1]
    for k, attrs in sorted(attributes.items(), reverse=True):
        arg = f"%arg{k}: "
        at = signature.find(arg)
        if at < 0:
            raise ExportError(f"@{name} has no argument %arg{k}")
        close = signature.find(">", at) + 1
        signature = (signature[:close] + " {" + ", ".join(attrs) + "}"
                     + signature[close:])
    return text[:start] + signature + text[end - 1:]


def _pickle_graph(graph_module, args, name, path):
    """The graph for _torch_mlir_import.py (see there)."""
    class Saver(pickle.Pickler):
        def persistent_id(self, obj):
            if isinstance(obj, torch.fx.Node):
                return ("node", obj.name)
            if isinstance(obj, torch._ops.OpOverload):
                return ("op", obj._schema.name, obj._overloadname)
            return None

    nodes = [(n.op, n.name, n.target, n.args, n.kwargs)
             for n in graph_module.graph.nodes]
    attrs = {n.target: getattr(graph_module, n.target)
             for n in graph_module.graph.nodes if n.op == "get_attr"}
    with open(path, "wb") as f:
        Saver(f).dump({"nodes": nodes, "attrs": attrs, "name": name,
                       "args": [(tuple(a.shape), a.dtype) for a in args]})


def _import_with_torch_mlir(graph_module, args, name, python, timeout):
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                          "_torch_mlir_import.py")
    with open(source) as f:
        code = f.read()
    with tempfile.TemporaryDirectory(prefix="memplan-export-") as work:
        graph_path = os.path.join(work, "graph.pickle")
        out_path = os.path.join(work, "step.mlir")
        _pickle_graph(graph_module, args, name, graph_path)
        # -c: nothing of memplan (or of the current directory, whose name
        # `torch` could shadow the real one) comes first on the path.
        bootstrap = "import sys; sys.path.pop(0)\n" + code
        try:
            run = subprocess.run([python, "-c", bootstrap, graph_path,
                                  out_path], capture_output=True, text=True,
                                 timeout=timeout)
        except subprocess.TimeoutExpired:
            raise ExportError(
                f"torch-mlir's import ({python}) ran past the timeout of "
                f"{timeout:g} s and was stopped") from None
        except OSError as error:
            raise ExportError(
                f"torch-mlir's import cannot start the Python interpreter "
                f"{python} ({error.strerror or error}): `python` is one that "
                "has torch and torch-mlir") from None
        if run.returncode != 0:
            raise ExportError(
                f"torch-mlir's import ({python}) failed with "
                f"{_exit_status(run.returncode)}:\n{run.stderr.strip()}")
        with open(out_path) as f:
            return f.read()


def _named_unlowered_op(error, trace):
    """torch-mlir's failed import, restated as the op it could not lower
    and the model's line that calls it (from a trace with stack traces),
    where its message names one; torch-mlir's message follows."""
    text = str(error)
    found = (re.search(r'name = "torch\.(\w+)\.([\w.]+?)"', text)
             or re.search(r"failed to legalize operation "
                          r"'torch\.(aten|prims)\.([\w.]+?)'", text))
    if not found:
        return error
    space, op = found.group(1), found.group(2)
    places = _ops_of(trace(record_stack_traces=True), (f"{space}.{op}.",))
    where = next((place for _, place in places if place), "")
    return ExportError(
        f"torch-mlir does not lower {space}.{op}"
        + (f" ({where})" if where else "") + ": pass a decomposition of "
        "the op in extra_decompositions, or write the model without it; "
        "torch-mlir said:\n" + text)


def _exit_status(code):
    """How a subprocess ended, in words: a signal by its name (torch-mlir's
    importer crashes on some ops, and its output then says nothing)."""
    if code >= 0:
        return f"exit code {code}"
    try:
        name = signal.Signals(-code).name
    except ValueError:
        name = f"signal {-code}"
    return f"{name} (the process crashed)"


# torch-mlir's own ops for what upstream linalg has no form of (scatters,
# sorts, scans): memplan's passes do not take them.
_TM_TENSOR_OP = re.compile(r"\btm_tensor\.([a-z_]+)")
# The ATen ops torch-mlir lowers to them (TorchToTMTensor).
_TM_TENSOR_ATEN = ("scatter", "index_put", "index_add", "index_copy",
                   "index_fill", "sort", "topk", "cumprod", "bincount",
                   "unique", "kthvalue", "col2im")


def _refuse_tm_tensor(text, trace):
    """An ExportError when torch-mlir left tm_tensor ops in the step, naming
    them and the ATen ops of the traced step they come from, with the
    model's lines (traced again with stack traces)."""
    found = sorted(set(_TM_TENSOR_OP.findall(text)) - {"yield"})
    if not found:
        return
    prefixes = tuple(f"aten.{op}" for op in _TM_TENSOR_ATEN) + \
        tuple(f"aten._{op}" for op in _TM_TENSOR_ATEN)
    sources = [op + (f", {where}" if where else "")
               for op, where in _ops_of(trace(record_stack_traces=True),
                                        prefixes)]
    raise ExportError(
        "torch-mlir lowered part of the step to its own tm_tensor ops ("
        + ", ".join("tm_tensor." + op for op in found) + "), which memplan "
        "does not take"
        + (" (from " + "; ".join(dict.fromkeys(sources)) + ")"
           if sources else "")
        + ": memplan.torch decomposes scatters, index_put with integer "
        "indices, cumsum and sorting to upstream linalg, but not this form; "
        "pass a decomposition of the op in extra_decompositions, or write "
        "the model without it")


def _pytorch_semantics(text, widen):
    """The step as PyTorch computes it where torch-mlir's lowering does not:
    its maxima and minima (torch.maximum, minimum, the clamps, ReLU6,
    hardtanh) NaN where either value is NaN (memplan-propagate-nan;
    torch-mlir's selections drop a NaN: ReLU6 of NaN was 0), and, with
    `widen`, its f16 and bf16 reductions (matmuls, convolutions, sums)
    accumulating in f32 and rounded once (memplan-widen-accumulators;
    torch-mlir's ops add each term into the half-precision result)."""
    import memplan
    passes = "memplan-propagate-nan"
    if widen:
        passes += ",memplan-widen-accumulators"
    return memplan.run_pipeline(text, f"builtin.module(func.func({passes}))")


def export(model, loss_fn, inputs, target=None, *, params=None, dtype=None,
           bounds="auto", extra_decompositions=None, name="train_step",
           python=None, timeout=None, widen_accumulators=True,
           optimizer=None, running_stats=False, donate=True):
    """The training step of `model` under `loss_fn`, in linalg on tensors.

    `inputs`: the example batch (a tensor, or a tuple of tensors passed to
    the model as positional arguments; a positional argument that is a
    list, tuple or dict of tensors is an argument of the step per tensor,
    in the order PyTorch's pytree flattens it). The model may change its
    inputs in place: the step computes from the values written, and
    leaves the caller's tensors as they were. `target`: passed to
    `loss_fn(output, target)` (None: `loss_fn(output)`; a tuple, list or
    dict of tensors, for a multi-task loss, is an argument per tensor, in
    the order PyTorch's pytree flattens it). The step's
    arguments are the inputs, the target and the parameters, in the order
    of `model.named_parameters()`, the buffers the forward writes in place
    (`Step.state_names`, in the order of `model.named_buffers()`), then
    the random tensors the model draws (`Step.draws`; example values from
    a generator seeded 0); it returns the loss, one gradient per parameter
    that requires one (frozen parameters are arguments without
    gradients), in that order, and the new value of each written buffer.
    Each module keeps the mode it is in (a batch
    norm in evaluation mode normalizes with its running averages).
    `params`: the parameter values (default the model's own),
    used by `Step.check` and `Step.reference`. `dtype`: a floating dtype
    for the whole step (torch.float64 for a check to rounding); the
    floating inputs and parameters are converted.

    `bounds`: "auto" gives each integer argument that indexes a tensor
    (an embedding table, index_select, gather, scatter, advanced
    indexing) or feeds an NLL/cross-entropy or multi-margin loss or
    one_hot `memplan.bound = N` (memplan-run seeds it in [0, N)); a dict
    {argument index: N} adds to (and overrides) what is found; None adds
    no bounds.

    `optimizer`: a torch.optim.SGD, Adam, AdamW, RMSprop or Adagrad over
    the model's parameters (what the user trains with): the step applies
    its update (PyTorch's single-tensor formulas; each parameter's group's
    hyperparameters) and returns the loss, the new value of each
    parameter the optimizer holds and that requires a gradient
    (`Step.updated_names`), then the optimizer's new state
    (`Step.optimizer_state_names`: "NAME.momentum_buffer", "NAME.step",
    "NAME.exp_avg", ...), instead of gradients. Its state is an argument
    after the parameters: the optimizer's own where it has stepped
    (Adam's step count as f64), zeros where it has not. `Step.check`
    compares with PyTorch's own optimizer of the same kind and groups
    stepping on PyTorch's gradients.

    `donate`: the arguments whose new values the step returns (the
    parameters the optimizer updates, its state, the written buffers) are
    donated (`memplan.donated`): an update computed elementwise from the
    value it replaces writes into that value's buffer, as PyTorch's
    in-place optimizers do, and the plan counts no memory for the new
    value; False gives every new value a buffer of its own. memplan-run,
    and so `check`, gives the step fresh copies of its arguments.

    `running_stats`: batch norms in training mode update their running
    averages (and batch counts) as the step's state (`Step.state_names`),
    as PyTorch's training step does; False (the default) leaves the
    update out.

    `widen_accumulators`: a step that computes in f16 or bf16 has its
    reductions (matmuls, convolutions, sums) accumulate in f32 and round
    once, as PyTorch's kernels do (memplan-widen-accumulators); False keeps
    torch-mlir's ops, which add each term into the half-precision result.

    torch-mlir runs in a subprocess: `python` (default sys.executable)
    must have torch and torch-mlir; `timeout` in seconds. Raises
    ExportError with torch-mlir's output when the import fails.
    """
    if not isinstance(name, str) or \
            not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", name):
        raise ValueError(f"name {name!r} is not a function name: letters, "
                         "digits, '_', '$' and '.', not starting with a "
                         "digit")
    inputs = _as_tuple(inputs)
    # A model compiled with torch.compile is traced as the model it wraps
    # (make_fx cannot trace through dynamo's frame).
    model = getattr(model, "_orig_mod", model) \
        if type(model).__name__ == "OptimizedModule" else model
    original = model
    try:
        model = copy.deepcopy(model)
    except (RuntimeError, TypeError) as error:
        first = (str(error).strip().splitlines() or [""])[0]
        raise ExportError(
            "the model cannot be copied: export traces a copy of it, so "
            "that the model is left unchanged (PyTorch: " + first[:200]
            + "; torch.nn.utils.weight_norm's hook makes a weight no copy "
            "can take: torch.nn.utils.parametrizations.weight_norm is its "
            "replacement)") from error
    # Each module keeps the mode the user left it in: a frozen batch norm or
    # backbone in evaluation mode normalizes with its running averages.
    if not running_stats:
        model = batch_norm_without_running_stats(model)
    else:
        for path, module in model.named_modules():
            if isinstance(module, nn.modules.batchnorm._BatchNorm) and \
                    module.training and module.track_running_stats and \
                    module.momentum is None:
                raise ExportError(
                    f"the batch norm {path} keeps a cumulative average "
                    "(momentum=None), whose factor 1 / count PyTorch reads "
                    "as a Python number, a value the step cannot know: give "
                    "it a momentum, or export with running_stats=False")
            if isinstance(module, nn.modules.instancenorm._InstanceNorm) and \
                    module.training and module.track_running_stats:
                raise ExportError(
                    f"the instance norm {path} tracks running averages, "
                    "whose update (an in-place copy into a view of the "
                    "averages) torch-mlir does not import: export with "
                    "running_stats=False, which leaves the update out of the "
                    "step (the step's results are the same), or make it "
                    "with track_running_stats=False")
    model = without_dropout(model)
    # Sparse gradients (nn.Embedding(sparse=True)) as the dense tables they
    # equal: torch-mlir imports no sparse tensor.
    for module in model.modules():
        if isinstance(module, (nn.Embedding, nn.EmbeddingBag)):
            module.sparse = False
    if dtype is not None:
        # Module.to would take complex parameters to the real type,
        # dropping their imaginary parts.
        model = model._apply(lambda t: _cast(t, dtype))
    names = [n for n, _ in model.named_parameters()]
    # Frozen parameters (requires_grad False) are arguments of the step
    # without gradients: the step computes what the user's own computes.
    trainable = [p.requires_grad for _, p in model.named_parameters()]
    if names and not any(trainable):
        raise ExportError("no parameter of the model requires a gradient: "
                          "the step would train nothing")
    if params is None:
        try:
            params = [p.detach().clone() for _, p in model.named_parameters()]
        except ValueError as error:
            # torch.nn.parameter.UninitializedParameter, of a lazy module.
            raise ExportError(
                "the model has parameters not initialized yet (a lazy "
                "module, nn.LazyLinear and the like): run the model once on "
                "an example batch before export (PyTorch: "
                + (str(error).strip().splitlines() or [""])[0][:200] + ")"
            ) from error
    else:
        params = [torch.as_tensor(p) for p in params]
        if len(params) != len(names):
            raise ValueError(f"{len(params)} parameter values for "
                             f"{len(names)} parameters")

    def convert(t):
        t = torch.as_tensor(t)
        return _cast(t, dtype) if dtype is not None else t

    # An input that is a list, tuple or dict holding tensors (a list of
    # feature maps, a dict of fields) is an argument per tensor, in the
    # order PyTorch's pytree flattens it, rebuilt for the model; anything
    # else is one tensor, as torch.as_tensor makes it.
    input_specs = []
    flat_inputs = []
    for k, value in enumerate(inputs):
        leaves, spec = torch.utils._pytree.tree_flatten(value)
        if spec.is_leaf() or not any(isinstance(t, torch.Tensor)
                                     for t in leaves):
            input_specs.append(None)
            try:
                flat_inputs.append(convert(value))
            except (TypeError, ValueError, RuntimeError) as error:
                raise ExportError(
                    f"input {k} is not a tensor, nor a list, tuple or dict "
                    f"of tensors (a {type(value).__name__}: "
                    f"{str(error).strip()[:200]})") from None
            continue
        # Leaves that are not tensors (None, a flag) stay as they are.
        tensor_leaves = [i for i, t in enumerate(leaves)
                         if isinstance(t, torch.Tensor)]
        input_specs.append((spec, leaves, tensor_leaves))
        flat_inputs += [convert(leaves[i]) for i in tensor_leaves]
    inputs = tuple(flat_inputs)
    # A target of several tensors (a tuple, a list, a dict: a multi-task
    # loss) is an argument per tensor, rebuilt for the loss; one of numbers
    # only (a list of labels) is one tensor, as torch.as_tensor makes it.
    target_spec = None
    targets = []
    if target is not None:
        leaves, spec = torch.utils._pytree.tree_flatten(target)
        if not spec.is_leaf() and any(isinstance(t, torch.Tensor)
                                      for t in leaves):
            target_spec = spec
            targets = [convert(t) for t in leaves]
        else:
            targets = [convert(target)]
    if any(t.is_complex() for t in inputs) or any(
            t.is_complex() for t in targets):
        raise ExportError(
            "the step takes complex inputs: torch-mlir imports no complex "
            "tensor; pass their real and imaginary parts (view_as_real)")
    params = [convert(p) for p in params]
    # A complex parameter is an argument as its real view (view_as_real):
    # its gradient is PyTorch's p.grad seen so.
    complex_params = [p.is_complex() for p in params]
    params = [torch.view_as_real(p).clone() if c else p
              for p, c in zip(params, complex_params)]
    has_target = target is not None
    args = (*inputs, *targets, *params)
    step = _Step(model, loss_fn, len(inputs), has_target, names, trainable,
                 complex_params, original=original, target_spec=target_spec,
                 n_targets=len(targets))
    step.input_specs = input_specs
    if optimizer is not None:
        step.update = _Update(optimizer, original, names, trainable)
        args = (*args, *step.update.initial_state(convert))

    found = {}
    if bounds is not None:
        with _refusing_data_dependent_ops():
            found = _find_bounds(step, args) if bounds == "auto" else {}
        if isinstance(bounds, dict):
            for k, bound in bounds.items():
                _check_bound(k, bound, args)
            found.update(bounds)
        elif bounds != "auto":
            raise ValueError('bounds is "auto", a dict {argument index: N} '
                             f"or None, not {bounds!r}")
    def trace(**options):
        # Without oneDNN, which takes an f32 LSTM on the CPU to
        # aten.mkldnn_rnn_layer (torch-mlir lowers no such op): the LSTM
        # then decomposes to matmuls and pointwise ops.
        with torch.backends.mkldnn.flags(enabled=False):
            return make_fx(torch.func.functionalize(step,
                                                    remove="mutations"),
                           decomposition_table=decompositions(
                               extra_decompositions),
                           tracing_mode="fake", _allow_non_fake_inputs=True,
                           **options)(*args)

    # The buffers the forward writes in place (a running average by hand,
    # spectral_norm's power iteration, a counter) are the step's state:
    # arguments after the parameters, their new values results after the
    # gradients. A trace that meets such a write fails; one with every
    # buffer an argument shows which are written.
    step.draws.record = True
    try:
        with _refusing_data_dependent_ops():
            traced = trace()
    except ExportError as error:
        if not any(text in str(error.__cause__ or "")
                   for text in _STATE_WRITES):
            raise
        # Their values are the user's model's (the copy's may have been
        # written by a trace).
        own = dict(original.named_buffers())
        buffers = [(name, convert(own[name].detach().clone())
                    if name in own else b.detach().clone())
                   for name, b in model.named_buffers()]
        step.state_names = [name for name, _ in buffers]
        args = (*args, *(b for _, b in buffers))
        with _refusing_data_dependent_ops():
            probe = trace()
        first = len(args) - len(buffers)
        copied_into = {node.args[0].name for node in probe.graph.nodes
                       if node.op == "call_function"
                       and node.target is torch.ops.aten.copy_.default
                       and getattr(node.args[0], "op", "") == "placeholder"}
        placeholders = [n.name for n in probe.graph.nodes
                        if n.op == "placeholder"][first:]
        kept = [k for k, name in enumerate(placeholders)
                if name in copied_into]
        if not kept:
            raise
        step.state_names = [buffers[k][0] for k in kept]
        args = (*args[:first], *(args[first + k] for k in kept))
        with _refusing_data_dependent_ops():
            traced = trace()
    step.draws.record = False
    draws = step.draws.draws
    if draws and not _data_dependent_ops(traced):
        generator = torch.Generator().manual_seed(0)
        args = (*args, *(d.draw(generator) for d in draws))
        for k, d in enumerate(draws):
            if d.bound is not None and bounds is not None:
                found.setdefault(len(args) - len(draws) + k, d.bound)
        with _refusing_data_dependent_ops():
            traced = trace()
    written = _written_arguments(traced, len(inputs) + len(targets),
                                 len(inputs) + len(targets) + len(params))
    if _data_dependent_ops(traced):
        # torch-mlir's importer fails on symbolic shapes with PyTorch's
        # traceback: refused here, naming the op and the model's line.
        raise _data_dependent_refusal(
            *_data_dependent_ops(trace(record_stack_traces=True))[0])
    if _random_ops(traced):
        # Once more, with where the model calls them.
        op, where = _random_ops(trace(record_stack_traces=True))[0]
        raise ExportError(
            f"the step draws random numbers ({op}"
            + (f", {where}" if where else "") + ") in a way memplan.torch "
            "does not take as an argument of the step: it takes the draws "
            "of torch.rand, randn, randint, randperm, normal, bernoulli, "
            "their _like forms and the in-place Tensor.normal_, uniform_, "
            "bernoulli_ and the like, and leaves out dropout and stochastic "
            "depth; draw the numbers so, or replace the layer by its "
            "evaluation form")
    if _argument_writes(traced, written):
        # torch-mlir's importer fails on a write into an argument.
        op, where = _argument_writes(trace(record_stack_traces=True),
                                     written)[0]
        raise ExportError(
            f"the step changes a parameter in place ({op}"
            + (f", {where}" if where else "") + "; nn.Embedding(max_norm=...) "
            "renormalizes the rows it looks up in its table so): a training "
            "step is a function of the parameters and the batch; leave the "
            "write out of the step (max_norm: renormalize the table between "
            "steps with torch.embedding_renorm_)")
    if _ops_of(traced, _SORTING):
        # torch-mlir's importer crashes on these, or lowers them to
        # tm_tensor ops: refused before it runs, naming the model's line.
        op, where = _ops_of(trace(record_stack_traces=True), _SORTING)[0]
        raise ExportError(
            f"the step sorts ({op}" + (f", {where}" if where else "")
            + "): torch-mlir lowers sorting to its own tm_tensor ops (or "
            "crashes on it), which memplan does not take; pass a "
            "decomposition of the op in extra_decompositions, or write the "
            "model without it")
    traced = _complex_as_pairs(traced, args)
    _drop_empty_concatenands(traced)
    _rewrite_inexact_rsub(traced)
    _rewrite_constant_comparisons(traced)
    _rewrite_self_comparisons(traced)
    _functional_in_place(traced)
    try:
        text = _import_with_torch_mlir(traced, args, name,
                                       python or sys.executable, timeout)
    except ExportError as error:
        if _empty_fills(traced) and \
                "failed to legalize operation 'torch.constant." in str(error):
            # torch-mlir's lowering fails on them so (the op it names is a
            # constant it left of the fill: its dtype, or its pin_memory
            # flag): restated naming the op and the model's line.
            op, where = (_empty_fills(_drop_empty_concatenands(
                trace(record_stack_traces=True))) or _empty_fills(traced))[0]
            raise ExportError(
                f"the step makes a tensor of no element ({op}"
                + (f", {where}" if where else "") + ") that it reads: "
                "torch-mlir does not lower one (memplan.torch leaves out "
                "those only concatenated with others); leave the tensor out "
                f"of the model where it has no element; torch-mlir said: "
                f"{error}") from None
        raise _named_unlowered_op(error, trace) from None
    _refuse_tm_tensor(text, trace)
    compute_dtypes = _compute_dtypes(traced)
    text = _pytorch_semantics(
        text, widen_accumulators and compute_dtypes & {torch.float16,
                                                       torch.bfloat16})
    # The arguments whose new values the step returns: donated, so that
    # each update writes into the buffer of the value it replaces.
    donated = []
    if donate:
        first = len(inputs) + len(targets) + len(params)
        if step.update:
            updated = set(step.update.names)
            donated += [first - len(params) + k
                        for k, n in enumerate(names) if n in updated]
            optimizer_state = len(step.update.state_names())
            donated += range(first, first + optimizer_state)
            first += optimizer_state
        donated += range(first, first + len(step.state_names))
    if found or donated:
        text = _add_argument_attributes(text, name, found, donated)
    return Step(text=text, name=name, parameter_names=names,
                arguments=list(args), n_inputs=len(inputs),
                has_target=has_target, bounds=found, _step=step,
                gradient_names=[n for n, t in zip(names, trainable) if t],
                compute_dtypes=compute_dtypes,
                draws=[str(d) for d in draws],
                state_names=list(step.state_names),
                updated_names=list(step.update.names) if step.update else None,
                optimizer_state_names=step.update.state_names()
                if step.update else [])


# ---------------------------------------------------------------------------
# Comparing results.

def _numpy(tensor):
    """A tensor as a NumPy array; bfloat16, which NumPy lacks, as float32
    (which holds each of its values exactly; memplan-run reads them back
    into a bf16 argument and writes bf16 results as float32)."""
    tensor = tensor.detach().cpu()
    if tensor.dtype == torch.bfloat16:
        tensor = tensor.float()
    # In C order: a transposed parameter or input would be saved in Fortran
    # order, which memplan-run does not read.
    # (np.ascontiguousarray would make a 0-d array 1-d.)
    array = tensor.numpy()
    return array if array.flags.c_contiguous else array.copy(order="C")


def relative_errors(gots, wants):
    """Per result: max |got - want| over its elements divided by the larger
    of max |want| and 1e-3 of the largest magnitude of all results (a
    gradient that is zero in exact arithmetic is judged against the step's
    scale), both over finite elements. A NaN or infinity matches only the
    same in the other result (a loss that is NaN in PyTorch too, a mean over
    no elements); anywhere else the error is infinite."""
    wants = [np.asarray(w, dtype=np.float64).reshape(-1) for w in wants]
    finite = [w[np.isfinite(w)] for w in wants]
    floor = 1e-3 * max((float(np.max(np.abs(w))) for w in finite if w.size),
                       default=0.0)
    errors = []
    for got, want, want_finite in zip(gots, wants, finite):
        got = np.asarray(got, dtype=np.float64).reshape(-1)
        if got.shape != want.shape:
            errors.append(float("inf"))
            continue
        special = ~np.isfinite(want) | ~np.isfinite(got)
        if not np.array_equal(got[special], want[special], equal_nan=True):
            errors.append(float("inf"))
        elif want_finite.size == 0:
            errors.append(0.0)
        else:
            scale = max(float(np.max(np.abs(want_finite))), floor, 1e-30)
            difference = np.abs(got[~special] - want[~special])
            errors.append(float(np.max(difference)) if difference.size
                          else 0.0)
            errors[-1] /= scale
    return errors


def _find_tool(name):
    """A memplan tool: $MEMPLAN_<NAME>, the package's own copy (bin/), the
    build tree the package was built in, then PATH."""
    variable = name.upper().replace("-", "_")
    if os.environ.get(variable):
        return os.environ[variable]
    here = os.path.dirname(os.path.abspath(__file__))
    for candidate in (os.path.join(here, "bin", name),
                      os.path.join(here, "..", "..", "bin", name)):
        if os.access(candidate, os.X_OK):
            return os.path.normpath(candidate)
    found = shutil.which(name)
    if found:
        return found
    raise FileNotFoundError(
        f"{name} not found: not in the memplan package, beside its build, "
        f"or on PATH (set {variable})")


def _run(tool, module_path, arg_paths, out_dir, opt_level, entry):
    os.makedirs(out_dir, exist_ok=True)
    command = [tool, module_path, "--entry=" + entry,
               "--inputs=" + ",".join(arg_paths),
               "--output-dir=" + out_dir, "--print-limit=0",
               f"--opt-level={opt_level}"]
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode != 0:
        # A failed runtime check (cf.assert) prints its message on stdout.
        output = "\n".join(part for part in (run.stdout.strip(),
                                              run.stderr.strip()) if part)
        raise RuntimeError(f"memplan-run failed ({_exit_status(run.returncode)})"
                           f" on {module_path}:\n{output}")
    results = []
    while os.path.exists(os.path.join(out_dir, f"result{len(results)}.npy")):
        results.append(np.load(os.path.join(out_dir,
                                            f"result{len(results)}.npy")))
    return results, run.stdout


@dataclass
class CheckResult:
    """What `PlannedStep.check` found."""
    loss: float
    pytorch_loss: float
    results: int
    bitwise_equal: bool            # planned == unplanned, every bit
    max_error: float               # vs PyTorch (relative_errors)
    worst: str                     # the result with max_error
    tolerance: float
    errors: List[float] = field(repr=False, default_factory=list)
    labels: List[str] = field(repr=False, default_factory=list)
    work_dir: str = field(repr=False, default="")

    @property
    def ok(self):
        return self.bitwise_equal and self.max_error <= self.tolerance

    def __bool__(self):
        return self.ok

    def __str__(self):
        same = ("bitwise equal to" if self.bitwise_equal
                else "DIFFERENT from")
        return (f"loss {self.loss:.9g} (PyTorch {self.pytorch_loss:.9g}); "
                f"planned step {same} the unplanned one ({self.results} "
                f"results); max relative error vs PyTorch "
                f"{self.max_error:.2e} ({self.worst}), tolerance "
                f"{self.tolerance:g}: {'ok' if self.ok else 'FAILED'}")


@dataclass
class Step:
    """An exported training step: `text` (linalg on tensors, one function
    `name`), its example arguments (inputs, target, parameters) and the
    bounds given to its integer arguments."""
    text: str = field(repr=False)
    name: str
    parameter_names: List[str] = field(repr=False)
    arguments: list = field(repr=False)
    n_inputs: int = 1
    has_target: bool = True
    bounds: Dict[int, int] = field(default_factory=dict)
    _step: object = field(repr=False, default=None)
    _reference: Optional[list] = field(repr=False, default=None)
    # The parameters the step returns a gradient for, in its results' order
    # (None: every parameter).
    gradient_names: Optional[List[str]] = field(repr=False, default=None)
    # The floating-point types the step's ops compute in (casts, copies and
    # views left out): a model that computes part of an f64 step in f32
    # (rotary embeddings' tables, `.float()` before a softmax) is checked
    # to f32's tolerance.
    compute_dtypes: frozenset = field(repr=False, default=frozenset())
    # The random tensors the step draws, its last arguments (after the
    # parameters): the function, shape, dtype and the model's line of each.
    draws: List[str] = field(repr=False, default_factory=list)
    # The buffers the forward writes (the step's state): arguments after
    # the parameters, their new values results after the gradients.
    state_names: List[str] = field(repr=False, default_factory=list)
    # With an optimizer: the parameters it updates (the step returns their
    # new values instead of gradients) and its state, arguments after the
    # parameters ("NAME.exp_avg"), new values after the new parameters.
    updated_names: Optional[List[str]] = field(repr=False, default=None)
    optimizer_state_names: List[str] = field(repr=False,
                                             default_factory=list)

    def __str__(self):
        return self.text

    @property
    def labels(self):
        names = self.gradient_names if self.gradient_names is not None \
            else self.parameter_names
        if self.updated_names is not None:
            return ["loss"] + [f"new {n}" for n in self.updated_names + (
                self.optimizer_state_names + self.state_names)]
        return ["loss"] + [f"grad {n}" for n in names] + [
            f"new {n}" for n in self.state_names]

    def save(self, path):
        with open(path, "w") as f:
            f.write(self.text)
        return path

    def save_arguments(self, directory):
        """One .npy per argument (memplan-run --inputs=...); their paths."""
        os.makedirs(directory, exist_ok=True)
        paths = []
        for k, a in enumerate(self.arguments):
            paths.append(os.path.join(directory, f"arg{k}.npy"))
            np.save(paths[-1], _numpy(a))
        return paths

    def reference(self):
        """PyTorch's own loss and gradients on the example arguments (eager,
        no decompositions), as NumPy arrays."""
        if self._reference is None:
            # The model writes into the state, and may into an input or a
            # drawn tensor: the run gets copies.
            batch = self._step.n_inputs + self._step.n_targets
            kept = len(self.arguments) - len(self.draws) - \
                len(self.state_names)
            args = [*(a.clone() for a in self.arguments[:batch]),
                    *self.arguments[batch:kept],
                    *(a.clone() for a in self.arguments[kept:])]
            update = self._step.update
            if update is None:
                results = self._step(*args)
            else:
                # PyTorch's own optimizer on the eager run's gradients.
                self._step.gradients_only = True
                try:
                    results = self._step(*args)
                finally:
                    self._step.gradients_only = False
                names = self.gradient_names or self.parameter_names
                grad_of = dict(zip(names, results[1:]))
                first = self._step.n_inputs + self._step.n_targets
                value_of = dict(zip(self.parameter_names,
                                    args[first:first + len(
                                        self.parameter_names)]))
                new_params, new_state = update.reference(
                    [value_of[n] for n in update.names],
                    [grad_of[n] for n in update.names],
                    self._step.optimizer_state(args))
                results = (results[0], *new_params, *new_state,
                           *results[1 + len(names):])
            self._reference = [_numpy(r) for r in results]
        return self._reference

    def plan(self, budget, device="a100-40gb", strategy="greedy",
             frontier=0):
        """Plans the step with memplan (this process; see the module's
        notes on torch-mlir). `budget`: bytes (int) or a fraction of the
        unplanned peak (float). With `frontier=N` the plan also carries the
        planner's frontier (`.frontier`: peak against estimated time, each
        point with the budget that gives it), to pick a budget from instead
        of guessing a fraction."""
        import memplan
        result = memplan.plan(self.text, budget=budget, device=device,
                              strategy=strategy, function=self.name,
                              frontier=frontier)
        return PlannedStep(step=self, plan=result, device=device,
                           strategy=strategy)


@dataclass
class PlannedStep:
    """A step and its plan (`plan`, a memplan.Plan: peak, baseline_peak,
    lower_bound, overhead, decisions, module...)."""
    step: Step = field(repr=False)
    plan: object
    device: str
    strategy: str

    def __getattr__(self, name):
        if name in ("step", "plan"):
            raise AttributeError(name)
        return getattr(self.plan, name)

    def __str__(self):
        p = self.plan
        swaps = sum(d.decision == "swap" for d in p.decisions)
        mib = 2.0 ** 20
        return (f"{p.function}: peak {p.peak / mib:.2f} MiB of a budget of "
                f"{p.budget / mib:.2f} MiB (unplanned {p.baseline_peak / mib:.2f}"
                f" MiB, lower bound {p.lower_bound / mib:.2f} MiB), "
                f"{swaps} swaps, {len(p.decisions) - swaps} recomputations, "
                f"estimated step time +{100 * p.overhead:.1f} % on {p.device}")

    def write_report(self, png="report.png"):
        """report.png, report.html and report.json (`memplan report`); needs
        matplotlib (a dependency of the installed package)."""
        try:
            from . import report
        except ImportError as error:
            raise ImportError("memplan's report needs matplotlib (pip install "
                              f"matplotlib): {error}") from error
        return report.write_all(self.plan, png)

    def packed(self):
        """The planned step bufferized and packed into one arena
        (memplan-pipeline with this plan's budget, device and strategy)."""
        import memplan
        options = (f"budget={self.plan.budget} device={self.device} "
                   f"strategy={self.strategy} functions={self.step.name}")
        return memplan.run_pipeline(
            self.step.text, f"builtin.module(memplan-pipeline{{{options}}})")

    def check(self, tolerance=None, opt_level=0, work_dir=None):
        """Runs the packed planned step and the unplanned step on the CPU
        (memplan-run) on the example arguments; compares them bit for bit,
        and every result (the loss, the gradients or, with an optimizer,
        the new parameters and its state, the new state of written
        buffers) with PyTorch's eager run (relative_errors; `tolerance` default 1e-9 for f64 steps, 1e-3 for
        f32, 1e-1 with f16 or bf16 arguments: PyTorch's kernels compute
        those in f32 and round each op's result once, and so does the step
        (its reductions accumulate in f32, memplan-widen-accumulators), but with
        the ops split otherwise the roundings fall elsewhere; a step
        whose ops compute in a less precise type than its arguments gets
        that type's tolerance, Step.compute_dtypes). Returns
        a CheckResult (true when both hold). The work directory goes when
        the check is done, or fails, unless `work_dir` names one."""
        step = self.step
        if tolerance is None:
            floats = {a.dtype for a in step.arguments if a.is_floating_point()}
            floats |= step.compute_dtypes
            half = floats & {torch.float16, torch.bfloat16}
            tolerance = (1e-1 if half else
                         1e-9 if floats <= {torch.float64} else 1e-3)
        work = work_dir or tempfile.mkdtemp(prefix="memplan-check-")
        try:
            result = self._check(work, tolerance, opt_level)
        finally:
            if work_dir is None:
                shutil.rmtree(work, ignore_errors=True)
        if work_dir is None:
            result.work_dir = ""
        return result

    def _check(self, work, tolerance, opt_level):
        step = self.step
        tool = _find_tool("memplan-run")
        args = step.save_arguments(os.path.join(work, "args"))
        unplanned_path = step.save(os.path.join(work, "step.mlir"))
        packed_path = os.path.join(work, "packed.mlir")
        with open(packed_path, "w") as f:
            f.write(self.packed())
        base, _ = _run(tool, unplanned_path, args,
                       os.path.join(work, "unplanned"), opt_level, step.name)
        planned, _ = _run(tool, packed_path, args,
                          os.path.join(work, "planned"), opt_level, step.name)
        want = step.reference()
        same = len(base) == len(planned) and all(
            a.dtype == b.dtype and a.shape == b.shape
            and a.tobytes() == b.tobytes() for a, b in zip(base, planned))
        errors = relative_errors(planned, want)
        if len(planned) != len(want):
            errors.append(float("inf"))
        labels = step.labels + ["(result count)"]
        worst = max(range(len(errors)), key=lambda k: errors[k])
        result = CheckResult(
            loss=float(planned[0]), pytorch_loss=float(want[0]),
            results=len(planned), bitwise_equal=same,
            max_error=errors[worst], worst=labels[worst],
            tolerance=tolerance, errors=errors, labels=labels,
            work_dir=work)
        return result
