"""memplan.torch's decompositions against PyTorch's autograd, in f64.

Prints one line per case: the largest absolute difference from PyTorch's
own result, and MISMATCH where it is above 1e-12 times the result's
largest magnitude (or a shape differs)."""

import os
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python_bindings"))
import memplan.torch as mt  # noqa: E402

torch.manual_seed(0)
aten = torch.ops.aten
failed = 0


def report(label, got, want):
    global failed
    got = got if isinstance(got, (tuple, list)) else (got,)
    want = want if isinstance(want, (tuple, list)) else (want,)
    worst, bad = 0.0, False
    for g, w in zip(got, want):
        if g.shape != w.shape:
            bad = True
            continue
        error = float((g - w).abs().max()) if w.numel() else 0.0
        scale = float(w.abs().max()) if w.numel() else 0.0
        worst = max(worst, error)
        bad |= error > 1e-12 * max(scale, 1.0)
    failed += bad
    print(f"{'MISMATCH ' if bad else ''}{label}: max difference {worst:.1e}")


# Max-pool backward: windows apart, overlapping, padded, odd sizes, kernels
# smaller than their stride, dilated, ceil_mode (windows past the padded
# input); ties (values rounded to halves) test that the first maximum in a
# window gets the gradient.
for kernel, stride, pad, size, dilation, ceil in [
        ((2, 2), (2, 2), (0, 0), 8, (1, 1), False),
        ((2, 2), (2, 2), (0, 0), 9, (1, 1), False),
        ((3, 3), (2, 2), (1, 1), 8, (1, 1), False),
        ((3, 3), (2, 2), (1, 1), 7, (1, 1), False),
        ((3, 3), (1, 1), (1, 1), 6, (1, 1), False),
        ((2, 3), (1, 2), (0, 1), 7, (1, 1), False),
        ((1, 1), (2, 2), (0, 0), 6, (1, 1), False),
        ((3, 2), (3, 1), (1, 0), 10, (1, 1), False),
        ((3, 3), (2, 2), (0, 0), 8, (1, 1), True),
        ((2, 2), (2, 2), (0, 0), 9, (1, 1), True),
        ((3, 3), (2, 2), (1, 1), 10, (1, 1), True),
        ((3, 2), (3, 2), (1, 0), 11, (1, 1), True),
        ((3, 3), (1, 1), (1, 1), 9, (2, 2), False),
        ((2, 3), (2, 1), (0, 1), 10, (3, 2), True),
        # Windows apart of more than 16 offsets: reductions over the
        # windows (a padded ceil_mode grid, a kernel below its stride).
        ((5, 5), (5, 5), (2, 2), 12, (1, 1), True),
        ((4, 5), (5, 6), (1, 2), 16, (1, 1), True),
        ((9, 9), (9, 9), (0, 0), 9, (1, 1), False)]:
    x = (torch.round(torch.randn(2, 3, size, size + 1, dtype=torch.float64)
                     * 2) / 2).requires_grad_()
    y, indices = F.max_pool2d(x, kernel, stride, pad, dilation=dilation,
                              ceil_mode=ceil, return_indices=True)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    got = mt.max_pool2d_backward(g, x.detach(), list(kernel), list(stride),
                                 list(pad), list(dilation), ceil, indices)
    report(f"max_pool2d_backward kernel {kernel} stride {stride} "
           f"padding {pad} dilation {dilation} ceil_mode {ceil} "
           f"input {size}x{size + 1}", got, want)

# Average-pool backward: the same window shapes, each divisor rule
# (padding counted or not, an override) and ceil_mode's clipped windows.
for kernel, stride, pad, size, ceil, include, override in [
        ((2, 2), (2, 2), (0, 0), 8, False, True, None),
        ((3, 3), (2, 2), (1, 1), 7, False, True, None),
        ((3, 3), (2, 2), (1, 1), 7, False, False, None),
        ((3, 2), (1, 2), (1, 0), 6, False, False, None),
        ((3, 3), (2, 2), (1, 1), 10, True, True, None),
        ((3, 3), (2, 2), (0, 1), 8, True, False, None),
        ((2, 2), (3, 3), (0, 0), 9, False, True, None),
        ((3, 3), (2, 2), (1, 1), 9, True, True, 4),
        ((2, 2), (2, 2), (1, 1), 9, True, False, None)]:
    x = torch.randn(2, 3, size, size + 1, dtype=torch.float64,
                    requires_grad=True)
    y = F.avg_pool2d(x, kernel, stride, pad, ceil_mode=ceil,
                     count_include_pad=include, divisor_override=override)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    got = mt.avg_pool2d_backward(g, x.detach(), list(kernel), list(stride),
                                 list(pad), ceil, include, override)
    report(f"avg_pool2d_backward kernel {kernel} stride {stride} "
           f"padding {pad} ceil_mode {ceil} count_include_pad {include} "
           f"divisor_override {override} input {size}x{size + 1}", got, want)

# Accumulating index_put on the first dimension (the backward of
# table[ids]), negative and repeated ids, a broadcast value.
for rows, ids, tail, broadcast in [(5, [4, 0, 2, 2, -1], (), False),
                                   (7, [[1, 6], [6, -7]], (3,), False),
                                   (4, [3, 3, 0], (2, 2), True)]:
    ids = torch.tensor(ids)
    table = torch.randn(rows, *tail, dtype=torch.float64)
    shape = (1, *tail) if broadcast else (*ids.shape, *tail)
    values = torch.randn(shape, dtype=torch.float64)
    want = torch.index_put(table, (ids,), values, accumulate=True)
    got = mt.index_put(table, [ids], values, True)
    report(f"index_put rows {rows} ids {ids.tolist()} values "
           f"{list(values.shape)}", got, want)

# F.scaled_dot_product_attention in its mathematical form: causal, boolean
# and additive masks, grouped keys and values, a given scale.
for heads, kv_heads, causal, mask, scale in [(2, 2, False, None, None),
                                             (2, 2, True, None, None),
                                             (3, 3, False, "bool", None),
                                             (2, 2, False, "float", 0.3),
                                             (4, 2, True, None, None)]:
    q = torch.randn(2, heads, 5, 8, dtype=torch.float64)
    k = torch.randn(2, kv_heads, 6 if not causal else 5, 8,
                    dtype=torch.float64)
    v = torch.randn_like(k)
    m = None
    if mask == "bool":
        m = torch.rand(5, k.shape[-2]) > 0.3
        m[:, 0] = True
    elif mask == "float":
        m = torch.randn(5, k.shape[-2], dtype=torch.float64)
    args = dict(attn_mask=m, is_causal=causal, scale=scale,
                enable_gqa=kv_heads != heads)
    want = F.scaled_dot_product_attention(q, k, v, **args)
    got = mt.scaled_dot_product_attention(q, k, v, **args)
    report(f"scaled_dot_product_attention heads {heads}/{kv_heads} causal "
           f"{causal} mask {mask} scale {scale}", got, want)

# The hard sigmoid and its backward, as PyTorch computes them (the
# backward's 1/6 rounded to f32), on both sides of the ends -3 and 3.
x = torch.cat([torch.randn(1000, dtype=torch.float64) * 4,
               torch.tensor([-3.0, 3.0], dtype=torch.float64)])
x.requires_grad_()
g = torch.randn_like(x)
want, = torch.autograd.grad(F.hardsigmoid(x), x, g)
report("hardsigmoid", mt.hardsigmoid(x.detach()), F.hardsigmoid(x.detach()))
report("hardsigmoid_backward", mt.hardsigmoid_backward(g, x.detach()), want)

def interpolated(size, out, factor, mode, corners):
    """An f64 input of `size` (after batch and channels), F.interpolate of
    it, a random output gradient and PyTorch's input gradient for it."""
    x = torch.randn(2, 3, *size, dtype=torch.float64, requires_grad=True)
    y = F.interpolate(x, size=out, scale_factor=factor, mode=mode,
                      align_corners=corners)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    return x, y, g, want


# Bilinear and bicubic interpolation, forward and backward, by one matrix
# per axis: sizes and scale factors, corners aligned or not, down to one
# pixel; bicubic taps clamped at both borders, shrinking.
for mode, forward, backward, cases in [
        ("bilinear", mt.upsample_bilinear2d_vec,
         mt.upsample_bilinear2d_backward,
         [((5, 7), (10, 14), False, None), ((5, 7), (9, 13), True, None),
          ((6, 6), (9, 15), False, None), ((4, 5), None, False, 3.0),
          ((3, 3), (1, 1), True, None)]),
        ("bicubic", mt.upsample_bicubic2d_vec,
         mt.upsample_bicubic2d_backward,
         [((5, 6), (9, 13), False, None), ((8, 8), (5, 3), False, None),
          ((4, 5), None, False, 2.5), ((7, 6), (12, 11), True, None),
          ((3, 9), (1, 4), True, None)])]:
    for size, out, corners, factor in cases:
        x, y, g, want = interpolated(size, out, factor, mode, corners)
        label = (f"size {size} -> {tuple(y.shape[-2:])} align_corners "
                 f"{corners} scale_factor {factor}")
        report(f"upsample_{mode}2d {label}",
               forward(x.detach(), list(out) if out else None, corners,
                       [factor] * 2 if factor else None), y.detach())
        report(f"upsample_{mode}2d_backward {label}",
               backward(g, list(y.shape[-2:]), list(x.shape), corners,
                        factor, factor), want)

# Trilinear interpolation, forward and backward, by one matrix per axis:
# sizes and scale factors (one shrinking), corners aligned or not.
for size, out, corners, factor in [((2, 3, 3), (3, 5, 4), False, None),
                                   ((4, 4, 5), None, False, 2.0),
                                   ((3, 5, 4), (5, 2, 7), True, None),
                                   ((3, 3, 3), (4, 6, 2), False, None)]:
    x, y, g, want = interpolated(size, out, factor, "trilinear", corners)
    label = (f"size {size} -> {tuple(y.shape[-3:])} align_corners {corners} "
             f"scale_factor {factor}")
    report(f"upsample_trilinear3d {label}",
           mt.upsample_trilinear3d_vec(x.detach(), list(out) if out else None,
                                       corners, [factor] * 3 if factor else
                                       None), y.detach())
    report(f"upsample_trilinear3d_backward {label}",
           mt.upsample_trilinear3d_backward(g, list(y.shape[-3:]),
                                            list(x.shape), corners, factor,
                                            factor, factor), want)

# A 3-D adaptive max pool's backward: windows that tile the input (a 3-D
# max pool's) and that do not, unbatched too; ties (halves) go to the first
# maximum.
for size, out, batched in [((4, 4, 4), (2, 2, 2), True),
                           ((5, 6, 7), (2, 3, 3), True),
                           ((4, 6, 4), (2, 3, 1), False),
                           ((3, 5, 5), (2, 2, 3), False)]:
    x = (torch.round(torch.randn(*((2,) if batched else ()), 3, *size,
                                 dtype=torch.float64) * 2) / 2)
    x.requires_grad_()
    y, indices = F.adaptive_max_pool3d(x, out, return_indices=True)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    report(f"adaptive_max_pool3d_backward {list(x.shape)} -> {out}",
           mt.adaptive_max_pool3d_backward(g, x.detach(), indices), want)

# A 3-D adaptive average pool's backward, by one window matrix per axis:
# windows that overlap, that tile the input, and one over everything.
for size, out in [((5, 5, 5), (2, 3, 2)), ((4, 6, 7), (3, 4, 5)),
                  ((4, 4, 4), (2, 2, 2)), ((3, 2, 3), (1, 1, 1))]:
    x = torch.randn(2, 3, *size, dtype=torch.float64, requires_grad=True)
    y = F.adaptive_avg_pool3d(x, out)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    report(f"adaptive_avg_pool3d_backward {size} -> {out}",
           mt.adaptive_avg_pool3d_backward(g, x.detach()), want)

# Linear interpolation along one axis, forward and backward: sizes and
# scale factors, corners aligned or not.
for size, out, corners, factor in [(5, 9, False, None), (5, 9, True, None),
                                   (6, None, False, 2.5), (4, 3, False, None)]:
    x, y, g, want = interpolated((size,), out, factor, "linear", corners)
    label = (f"{size} -> {y.shape[-1]} align_corners {corners} "
             f"scale_factor {factor}")
    report(f"upsample_linear1d {label}",
           mt.upsample_linear1d_vec(x.detach(), [out] if out else None,
                                    corners, [factor] if factor else None),
           y.detach())
    report(f"upsample_linear1d_backward {label}",
           mt.upsample_linear1d_backward(g, [y.shape[-1]], list(x.shape),
                                         corners, factor), want)

# Nearest-neighbour upsampling's backward, one selection matrix per axis:
# sizes that are multiples of the input's or not, scale factors, larger
# and smaller outputs, nearest-exact, one, two and three axes.
for size, out, factor, mode in [((3, 4), (7, 5), None, "nearest"),
                                ((3, 4), (6, 8), None, "nearest"),
                                ((5, 7), (2, 3), None, "nearest"),
                                ((3, 4), None, 1.7, "nearest"),
                                ((3, 4), (7, 5), None, "nearest-exact"),
                                ((4, 6), None, 0.6, "nearest-exact"),
                                ((3,), (5,), None, "nearest"),
                                ((2, 3, 3), (3, 5, 4), None, "nearest")]:
    x, y, g, want = interpolated(size, out, factor, mode, None)
    backward = (mt.upsample_nearest_exact_backward if mode == "nearest-exact"
                else mt.upsample_nearest_backward)
    scales = [factor] * len(size) if factor else []
    report(f"upsample {mode} backward {size} -> {tuple(y.shape[2:])} "
           f"scale_factor {factor}",
           backward(g, list(y.shape[2:]), list(x.shape), *scales), want)

# torch.gather's backward (scatter_add along any dimension, an index
# smaller than the input) and cumsum.
for shape, dim, index_shape in [((4, 6), 1, (4, 3)), ((4, 6), 0, (2, 6)),
                                ((3, 4, 5), 2, (3, 2, 7)),
                                ((3, 4, 5), -2, (2, 4, 3))]:
    x = torch.randn(*shape, dtype=torch.float64, requires_grad=True)
    index = torch.randint(0, shape[dim], index_shape)
    y = torch.gather(x, dim, index)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    report(f"scatter_add {shape} dim {dim} index {index_shape}",
           mt.scatter_add(torch.zeros_like(x), dim, index, g), want)
for shape, dim in [((5,), 0), ((3, 7), 1), ((3, 7), 0), ((2, 3, 4), -1)]:
    x = torch.randn(*shape, dtype=torch.float64)
    report(f"cumsum {shape} dim {dim}", mt.cumsum(x, dim),
           torch.cumsum(x, dim))

# logcumsumexp (an element far below the rest, where one shift by the
# whole row's maximum would underflow to -inf) and cummax / cummin: values
# and indices (ties, halves, go to the later element; a NaN stays).
for shape, dim in [((5,), 0), ((3, 7), 1), ((4, 5, 6), 0), ((2, 3, 5), -1)]:
    x = torch.round(torch.randn(*shape, dtype=torch.float64) * 2) / 2
    x.view(-1)[1] = -1000.0
    report(f"logcumsumexp {shape} dim {dim}", mt.logcumsumexp(x, dim),
           torch.logcumsumexp(x, dim))
    for ours, theirs in ((mt.cummax, torch.cummax), (mt.cummin, torch.cummin)):
        values, indices = theirs(x, dim)
        got_values, got_indices = ours(x, dim)
        report(f"{theirs.__name__} {shape} dim {dim}",
               (got_values, got_indices.to(x.dtype)),
               (values, indices.to(x.dtype)))
x = torch.tensor([[1.0, float("nan"), 3.0, float("nan"), 0.0]],
                 dtype=torch.float64)
values, indices = torch.cummax(x, 1)
got_values, got_indices = mt.cummax(x, 1)
print("cummax with NaN: values and indices equal:",
      bool(torch.equal(got_values.isnan(), values.isnan())
           and torch.equal(got_indices, indices)))

# lgamma, digamma (lgamma's backward) and trigamma (digamma's): both sides
# of the shift,
# tiny and huge arguments, the reflection below 0 near and between its
# poles, and the poles themselves (inf, -inf, NaN as PyTorch gives them).
# Each value on its own scale.
for x in [torch.linspace(-9.7, 12.0, 400, dtype=torch.float64),
          *torch.tensor([1e-8, 0.5, 1.0, 2.0, 7.9999, 8.0, 8.0001, 50.0, 1e5,
                         -0.5, -1.5, -1.999, -2.25, -1e-7],
                        dtype=torch.float64).split(1)]:
    label = "400 from -9.7 to 12" if x.numel() > 1 else f"{x.item():g}"
    report(f"lgamma {label}", mt.lgamma(x), torch.lgamma(x))
    report(f"digamma {label}", mt.digamma(x), torch.digamma(x))
    report(f"trigamma {label}", mt.polygamma(1, x), torch.polygamma(1, x))
poles = torch.tensor([0.0, -1.0, -3.0], dtype=torch.float64)
print("lgamma and digamma at the poles:", mt.lgamma(poles).tolist(),
      mt.digamma(poles).tolist(), "PyTorch:", torch.lgamma(poles).tolist(),
      torch.digamma(poles).tolist())
print("trigamma at the poles agrees:",
      torch.allclose(mt.polygamma(1, poles), torch.polygamma(1, poles),
                     rtol=1e-12))

# as_strided and as_strided_scatter on contiguous blocks (the whole tensor,
# a block at an offset) and on boxes (a slice per axis: columns, a corner,
# a row of one).
base = torch.randn(4, 16, dtype=torch.float64)


def views(how, cases):
    for size, stride, offset in cases:
        src = torch.randn(size, dtype=torch.float64)
        report(f"as_strided{how} {size} {stride} offset {offset}",
               mt.as_strided(base, list(size), list(stride), offset),
               torch.as_strided(base, size, stride, offset))
        report(f"as_strided_scatter{how} {size} {stride} offset {offset}",
               mt.as_strided_scatter(base, src, list(size), list(stride),
                                     offset),
               torch.as_strided_scatter(base, src, size, stride, offset))


views("", [((2, 32), (32, 1), 0), ((3, 5), (5, 1), 7), ((64,), (1,), 0),
           ((2, 1, 4), (4, 9, 1), 3), ((4, 8), (16, 1), 4),
           ((2, 3), (16, 1), 21), ((1, 5), (7, 1), 50)])
# Any other view of a contiguous tensor (a transposed one, one that drops
# an axis) is gathered and written by position; a view of a tensor that is
# not contiguous is left to PyTorch's table.
views(" by position", [((16, 4), (1, 16), 0), ((4,), (16,), 0),
                       ((3, 7), (8, 1), 1)])
print("as_strided of a transposed tensor left to PyTorch:",
      mt.as_strided(base.t(), [16, 4], [1, 16], 0) is NotImplemented)

# The NLL loss's backward: classes on dimension 1 of a batch (nll_loss) or
# of segmentation maps (nll_loss2d), each reduction, class weights, an
# ignored class.
aten_forward = {2: aten.nll_loss_forward, 4: aten.nll_loss2d_forward}
for shape, reduction, weighted, ignore in [((4, 5), 1, False, -100),
                                           ((4, 5), 0, False, -100),
                                           ((4, 5), 2, True, 2),
                                           ((2, 3, 4, 5), 1, False, -100),
                                           ((2, 3, 4, 5), 1, True, 1),
                                           ((2, 3, 4, 5), 0, True, -100)]:
    x = torch.randn(*shape, dtype=torch.float64).log_softmax(1)
    x.requires_grad_()
    target = torch.randint(0, shape[1], (shape[0],) + shape[2:])
    weight = torch.rand(shape[1], dtype=torch.float64) if weighted else None
    y = F.nll_loss(x, target, weight=weight, ignore_index=ignore,
                   reduction=["none", "mean", "sum"][reduction])
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    _, total = aten_forward[len(shape)](x.detach(), target, weight,
                                        reduction, ignore)
    report(f"nll_loss_backward {shape} reduction {reduction} weighted "
           f"{weighted} ignore_index {ignore}",
           mt.nll_loss_backward(g, x.detach(), target, weight, reduction,
                                ignore, total), want)

# The weight gradient of an ungrouped convolution as a convolution over the
# batch, forced (the size rule would keep torch-mlir's form on some), and
# through convolution_backward with its rule.
for cin, cout, k, stride, pad, n, size in [(3, 8, 3, 1, 1, 2, 9),
                                           (4, 6, 1, 2, 0, 3, 8),
                                           (5, 7, 3, 2, 1, 2, 11),
                                           (2, 3, 7, 2, 3, 2, 16),
                                           (6, 4, 3, 1, 0, 1, 5)]:
    x = torch.randn(n, cin, size, size, dtype=torch.float64,
                    requires_grad=True)
    w = torch.randn(cout, cin, k, k, dtype=torch.float64, requires_grad=True)
    b = torch.randn(cout, dtype=torch.float64, requires_grad=True)
    y = F.conv2d(x, w, b, stride, pad)
    g = torch.randn_like(y)
    want = torch.autograd.grad(y, (x, w, b), g)
    full = aten.convolution.default(x.detach().transpose(0, 1),
                                    g.transpose(0, 1), None, [1, 1],
                                    [pad, pad], [stride, stride], False,
                                    [0, 0], 1)
    report(f"weight gradient by convolution {cin}->{cout} kernel {k} "
           f"stride {stride} padding {pad}",
           full[:, :, :k, :k].transpose(0, 1), want[1])
    got = mt.convolution_backward(g, x.detach(), w.detach(), [cout],
                                  [stride, stride], [pad, pad], [1, 1], False,
                                  [0, 0], 1, [True, True, True])
    if got is not NotImplemented:
        report(f"convolution_backward {cin}->{cout} kernel {k} stride "
               f"{stride} padding {pad}", got, want)

# 3-D max pooling as two 2-D ones: values, PyTorch's flat indices and the
# gradient (ties, rounded to halves, go to the first maximum in (depth,
# row, column) order), with padding, ceil_mode and dilation.
for kernel, stride, pad, dilation, ceil, size in [
        ([2], [2], [0], [1], False, (4, 6, 6)),
        ([3], [2], [1], [1], False, (5, 7, 6)),
        ([2, 3, 3], [1, 2, 2], [1, 1, 0], [1], True, (5, 8, 7)),
        ([3], [1], [1], [2], False, (6, 6, 6))]:
    x = (torch.round(torch.randn(2, 3, *size, dtype=torch.float64) * 2)
         / 2).requires_grad_()
    y, indices = F.max_pool3d(x, kernel, stride, pad, dilation, ceil,
                              return_indices=True)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    values, got_indices = mt.max_pool3d_with_indices(
        x.detach(), kernel, stride, pad, dilation, ceil)
    label = (f"kernel {kernel} stride {stride} padding {pad} dilation "
             f"{dilation} ceil_mode {ceil}")
    report(f"max_pool3d {label}", (values, got_indices.to(x.dtype)),
           (y.detach(), indices.to(x.dtype)))
    report(f"max_pool3d_backward {label}",
           mt.max_pool3d_backward(g, x.detach(), kernel, stride, pad,
                                  dilation, ceil, indices), want)

# 3-D average pooling as two 2-D ones, and its backward: each divisor rule
# (padding counted or not, ceil_mode windows past the padding, an override),
# unbatched, and nn.LocalResponseNorm's pool of squares over the channels.
for kernel, stride, pad, ceil, counted, override, shape in [
        ([2], [], [0], False, True, None, (2, 3, 4, 6, 6)),
        ([3], [2], [1], True, False, None, (2, 3, 5, 6, 5)),
        ([2, 3, 2], [1, 2, 2], [1, 1, 0], True, True, None, (2, 3, 5, 7, 6)),
        ([3], [2], [1], False, True, 5, (2, 3, 5, 5, 5)),
        ([3, 2, 2], [2], [1], True, False, None, (3, 4, 4, 5)),
        ([5, 1, 1], [1], [2, 0, 0], False, True, None, (2, 1, 6, 3, 3))]:
    x = torch.randn(*shape, dtype=torch.float64, requires_grad=True)
    y = F.avg_pool3d(x, kernel, stride or None, pad, ceil, counted, override)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    label = (f"kernel {kernel} stride {stride} padding {pad} ceil_mode "
             f"{ceil} count_include_pad {counted} divisor_override "
             f"{override} input {list(x.shape)}")
    report(f"avg_pool3d {label}",
           mt.avg_pool3d(x.detach(), kernel, stride, pad, ceil, counted,
                         override), y.detach())
    report(f"avg_pool3d_backward {label}",
           mt.avg_pool3d_backward(g, x.detach(), kernel, stride, pad, ceil,
                                  counted, override), want)

# Adaptive max pooling's backward: output sizes that divide the input's (a
# max pool's windows, ties to the first maximum) and that do not (the
# forward's indices).
for size, out in [((6, 6), (1, 1)), ((6, 8), (3, 2)), ((7, 7), (2, 3)),
                  ((5, 9), (4, 4)), ((9, 11), (1, 1))]:
    x = (torch.round(torch.randn(2, 3, *size, dtype=torch.float64) * 2)
         / 2).requires_grad_()
    y, indices = F.adaptive_max_pool2d(x, out, return_indices=True)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    report(f"adaptive_max_pool2d_backward {size} -> {out}",
           mt.adaptive_max_pool2d_backward(g, x.detach(), indices), want)

# Replication padding's backward: one to three axes, one side or both,
# wider than the input, an axis left alone.
for size, pad in [((5,), (2, 3)), ((4, 6), (1, 0, 0, 2)),
                  ((3, 4), (5, 1, 2, 3)), ((2, 3, 4), (1, 1, 0, 0, 2, 1)),
                  ((1, 5), (0, 0, 2, 2))]:
    x = torch.randn(2, 3, *size, dtype=torch.float64, requires_grad=True)
    y = F.pad(x, pad, mode="replicate")
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    report(f"replication_pad_backward {size} padding {pad}",
           mt.replication_pad_backward(g, x.detach(), list(pad)), want)

# Soft and hard shrinkage's backward, at values on both sides of lambda and
# on it.
x = torch.tensor([-1.0, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75],
                 dtype=torch.float64, requires_grad=True)
for shrink in (F.softshrink, F.hardshrink):
    y = shrink(x, 0.5)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    report(f"{shrink.__name__}_backward",
           mt.shrink_backward(g, x.detach(), 0.5), want)

# A transposed convolution's backward (output padding, groups, dilation,
# 1-D through 3-D) and a grouped transposed convolution's forward.
for cin, cout, k, stride, pad, extra, groups, dilation, size in [
        (3, 4, 3, 2, 1, 0, 1, 1, (5, 5)),
        (3, 4, 3, 2, 1, 1, 1, 1, (5, 6)),
        (4, 6, 3, 2, 1, 1, 2, 1, (5, 5)),
        (4, 4, 3, 2, 1, 1, 4, 1, (4, 5)),
        (3, 4, 3, 1, 0, 0, 1, 2, (5, 5)),
        (4, 6, 4, 2, 1, 1, 2, 1, (7,)),
        (3, 5, 3, 1, 1, 0, 1, 1, (6,)),
        (4, 6, 3, 2, 1, 1, 2, 2, (5, 4)),
        (4, 4, 3, 1, 0, 0, 4, 2, (7,)),
        (4, 4, 2, 2, 3, 1, 4, 3, (4, 5)),
        (3, 4, 3, 2, 1, 1, 1, 1, (3, 4, 2)),
        (3, 2, 2, 1, 0, 0, 1, 2, (3, 2, 4)),
        (4, 6, 3, 2, 1, 1, 2, 1, (3, 3, 2))]:
    spatial = len(size)
    transpose = (F.conv_transpose1d, F.conv_transpose2d,
                 F.conv_transpose3d)[spatial - 1]
    x = torch.randn(2, cin, *size, dtype=torch.float64, requires_grad=True)
    w = torch.randn(cin, cout // groups, *(k,) * spatial, dtype=torch.float64,
                    requires_grad=True)
    b = torch.randn(cout, dtype=torch.float64, requires_grad=True)
    y = transpose(x, w, b, stride, pad, extra, groups, dilation)
    g = torch.randn_like(y)
    want = torch.autograd.grad(y, (x, w, b), g)
    label = (f"{spatial}-D {cin}->{cout} kernel {k} stride {stride} "
             f"padding {pad} output_padding {extra} groups {groups} "
             f"dilation {dilation}")
    report(f"transposed convolution_backward {label}",
           mt.convolution_backward(g, x.detach(), w.detach(), [cout],
                                   [stride] * spatial, [pad] * spatial,
                                   [dilation] * spatial, True,
                                   [extra] * spatial, groups,
                                   [True, True, True]), want)
    forward = mt.convolution(x.detach(), w.detach(), b.detach(),
                             [stride] * spatial, [pad] * spatial,
                             [dilation] * spatial, True, [extra] * spatial,
                             groups)
    if forward is not NotImplemented:
        report(f"grouped transposed convolution {label}", forward,
               y.detach())

# A grouped 3-D convolution (depthwise, strided, dilated along each axis, a
# kernel of one depth tap's planes) and its backward, by depth taps.
for cin, cout, kernel, stride, pad, dilation, groups, size in [
        (4, 4, [3, 3, 3], [1, 1, 1], [1, 1, 1], [1, 1, 1], 4, (4, 5, 5)),
        (4, 6, [3, 3, 3], [2, 2, 2], [1, 1, 1], [1, 1, 1], 2, (5, 6, 5)),
        (6, 6, [3, 1, 1], [2, 1, 1], [1, 0, 0], [2, 1, 1], 6, (7, 4, 4)),
        (4, 8, [2, 3, 3], [1, 2, 2], [0, 1, 1], [1, 1, 1], 4, (3, 5, 6)),
        (4, 4, [3, 3, 3], [1, 2, 1], [1, 2, 1], [1, 2, 2], 4, (4, 7, 6)),
        (4, 8, [2, 3, 2], [2, 1, 2], [1, 1, 0], [2, 3, 1], 2, (6, 8, 7))]:
    x = torch.randn(2, cin, *size, dtype=torch.float64, requires_grad=True)
    w = torch.randn(cout, cin // groups, *kernel, dtype=torch.float64,
                    requires_grad=True)
    b = torch.randn(cout, dtype=torch.float64, requires_grad=True)
    y = F.conv3d(x, w, b, stride, pad, dilation, groups)
    g = torch.randn_like(y)
    want = torch.autograd.grad(y, (x, w, b), g)
    label = (f"{cin}->{cout} kernel {kernel} stride {stride} padding {pad} "
             f"dilation {dilation} groups {groups}")
    report(f"grouped 3-D convolution {label}",
           mt.convolution(x.detach(), w.detach(), b.detach(), stride, pad,
                          dilation, False, [0, 0, 0], groups), y.detach())
    report(f"grouped 3-D convolution_backward {label}",
           mt.convolution_backward(g, x.detach(), w.detach(), [cout], stride,
                                   pad, dilation, False, [0, 0, 0], groups,
                                   [True, True, True]), want)

# Distances between rows (torch.cdist's direct form) and their gradient
# for both sides: each p-norm rule, a batch, a zero distance and a zero
# difference (where the gradient is 0).
for p in (2.0, 1.0, 3.0, 1.5, 0.5, float("inf"), 0.0):
    for rows1, rows2 in (((4, 3), (5, 3)), ((2, 6, 4), (2, 3, 4))):
        x1 = torch.randn(*rows1, dtype=torch.float64)
        x2 = torch.randn(*rows2, dtype=torch.float64)
        x2[..., 0, :] = x1[..., 0, :]
        x2[..., 1, 0] = x1[..., 1, 0]
        x1.requires_grad_()
        x2.requires_grad_()
        y = torch.cdist(x1, x2, p,
                        compute_mode="donot_use_mm_for_euclid_dist")
        g = torch.randn_like(y)
        want = torch.autograd.grad(y, (x1, x2), g)
        label = f"p {p} rows {list(x1.shape)} {list(x2.shape)}"
        report(f"cdist {label}", mt.cdist_forward(x1.detach(), x2.detach(),
                                                  p), y.detach())
        report(f"cdist_backward {label}",
               (mt.cdist_backward(g, x1.detach(), x2.detach(), p,
                                  y.detach()),
                mt.cdist_backward(g.mT, x2.detach(), x1.detach(), p,
                                  y.detach().mT)), want)

# An embedding table's gradient scaled by the ids' counts
# (scale_grad_by_freq), with and without a padding id.
for padding_idx in (None, 2):
    ids = torch.tensor([[2, 5, 5, 0], [5, 2, 7, 5]])
    table = torch.randn(9, 4, dtype=torch.float64, requires_grad=True)
    y = F.embedding(ids, table, padding_idx=padding_idx,
                    scale_grad_by_freq=True)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, table, g)
    report(f"embedding_backward scale_grad_by_freq padding_idx "
           f"{padding_idx}",
           mt.embedding_backward(g, ids, 9, -1 if padding_idx is None
                                 else padding_idx, True), want)

# Adaptive max pooling whose windows move by no fixed stride: values and
# PyTorch's flat indices (ties, rounded to halves, to the first maximum);
# windows of one size and stride are left to torch-mlir.
for size, out in [((5, 6), (2, 4)), ((1, 11), (1, 3)), ((7, 7), (3, 4)),
                  ((4, 10), (4, 4))]:
    x = torch.round(torch.randn(2, 3, *size, dtype=torch.float64) * 2) / 2
    want = F.adaptive_max_pool2d(x, out, return_indices=True)
    got = mt.adaptive_max_pool2d(x, list(out))
    report(f"adaptive_max_pool2d {size} -> {out}",
           (got[0], got[1].to(x.dtype)), (want[0], want[1].to(x.dtype)))
print("adaptive_max_pool2d of fixed strides left to torch-mlir:",
      mt.adaptive_max_pool2d(torch.randn(1, 2, 6, 3), [3, 2])
      is NotImplemented)

# Circular padding as slices and a concatenation, forward and backward:
# one to three axes, as wide as the axis, an axis left alone.
for size, pad in [((5,), (2, 3)), ((5, 6), (2, 1, 1, 1)),
                  ((3, 4), (0, 4, 3, 0)), ((2, 3, 4), (1, 1, 0, 0, 2, 1))]:
    x = torch.randn(2, 3, *size, dtype=torch.float64, requires_grad=True)
    y = F.pad(x, pad, mode="circular")
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    got = mt.pad_circular(x, list(pad))
    report(f"pad_circular {size} padding {pad}",
           (got.detach(), torch.autograd.grad(got, x, g)[0]),
           (y.detach(), want))

# torch.roll without dims (over the flattened tensor), both directions.
for shift in (3, -7):
    x = torch.randn(2, 3, 4, dtype=torch.float64)
    report(f"roll {shift} without dims", mt.roll(x, [shift]),
           torch.roll(x, shift))

# F.rrelu in evaluation (the leaky ReLU of the mean slope) and its
# backward; in training (random) left to PyTorch.
x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0], dtype=torch.float64,
                 requires_grad=True)
y = F.rrelu(x, 0.1, 0.3, training=False)
g = torch.randn_like(y)
want, = torch.autograd.grad(y, x, g)
noise = torch.zeros_like(x)
report("rrelu_with_noise in evaluation",
       mt.rrelu_with_noise(x.detach(), noise, 0.1, 0.3, False), y.detach())
report("rrelu_with_noise_backward in evaluation",
       mt.rrelu_with_noise_backward(g, x.detach(), noise, 0.1, 0.3, False,
                                    False), want)
print("rrelu_with_noise in training left to PyTorch:",
      mt.rrelu_with_noise(x.detach(), noise, 0.1, 0.3, True)
      is NotImplemented)

# Bags of embeddings (nn.EmbeddingBag): the forward's bags, and the
# gradients of the table and of the per-sample weights through the saved
# tensors the forward returns, against autograd; sum (weighted or not),
# mean and max, 1-D ids with offsets (an empty bag, the last offset
# included or not) and 2-D ids, with and without a padding id and
# scale_grad_by_freq.
modes = {"sum": 0, "mean": 1, "max": 2}
for mode, padding_idx, freq, weighted, flat, last in [
        ("sum", None, False, False, True, False),
        ("sum", 3, True, True, True, False),
        ("sum", None, False, True, False, False),
        ("sum", 3, False, False, True, True),
        ("mean", 3, False, False, True, False),
        ("mean", None, True, False, False, False),
        ("max", None, False, False, True, False),
        ("max", None, False, False, False, False)]:
    table = torch.randn(12, 5, dtype=torch.float64, requires_grad=True)
    if flat:
        ids = torch.tensor([1, 3, 3, 7, 3, 0, 9, 1, 11])
        offsets = torch.tensor([0, 2, 2, 6] + ([9] if last else []))
    else:
        ids, offsets = torch.tensor([[1, 3, 3], [7, 3, 0], [9, 1, 11]]), None
    weights = (torch.randn(ids.shape, dtype=torch.float64,
                           requires_grad=True) if weighted else None)
    y = F.embedding_bag(ids, table, offsets, mode=mode,
                        padding_idx=padding_idx, scale_grad_by_freq=freq,
                        per_sample_weights=weights,
                        include_last_offset=last)
    g = torch.randn_like(y)
    want = torch.autograd.grad(y, [table] + ([weights] if weighted else []),
                               g)
    pad = -1 if padding_idx is None else padding_idx
    flat_ids = ids.reshape(-1)
    flat_weights = None if weights is None else weights.detach().reshape(-1)
    got, offset2bag, bag_size, maximum = mt.embedding_bag(
        table.detach(), ids, offsets, freq, modes[mode], False, flat_weights,
        last, pad)
    label = (f"embedding_bag {mode} padding_idx {padding_idx} "
             f"scale_grad_by_freq {freq} weighted {weighted} "
             f"{'1-D' if flat else '2-D'} last offset {last}")
    report(label, got, y.detach())
    grads = [mt.embedding_bag_backward(g, flat_ids, offsets, offset2bag,
                                       bag_size, maximum, 12, freq,
                                       modes[mode], False, flat_weights, pad)]
    if weighted:
        grads.append(mt.embedding_bag_per_sample_weights_backward(
            g, table.detach(), flat_ids, offsets, offset2bag, modes[mode],
            pad).reshape(weights.shape))
    report(label + " backward", grads, want)

# Margin losses whose backward torch-mlir does not lower: the multi-class
# hinge (p = 1 and 2, class weights, each reduction, one sample) and the
# multi-label one (targets ended by -1, one listed twice; its forward too,
# which gives the backward the mask of targets).
reductions = {"none": 0, "mean": 1, "sum": 2}
for p, weighted, reduction, single in [
        (1, False, "mean", False), (2, True, "none", False),
        (2, False, "sum", True), (1, True, "none", True)]:
    x = torch.randn(*(() if single else (4,)), 5, dtype=torch.float64,
                    requires_grad=True)
    target = torch.tensor(2) if single else torch.tensor([0, 3, 1, 4])
    weight = torch.linspace(0.5, 1.5, 5, dtype=torch.float64) \
        if weighted else None
    y = F.multi_margin_loss(x, target, p=p, margin=0.7, weight=weight,
                            reduction=reduction)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    report(f"multi_margin_loss_backward p {p} weighted {weighted} "
           f"{reduction} {'one sample' if single else 'batch'}",
           mt.multi_margin_loss_backward(g, x.detach(), target, p, 0.7,
                                         weight, reductions[reduction]),
           want)
for reduction, single in [("none", False), ("mean", False), ("sum", True)]:
    x = torch.randn(*(() if single else (3,)), 5, dtype=torch.float64,
                    requires_grad=True)
    target = torch.tensor([2, 0, -1, 1, 1]) if single else torch.tensor(
        [[0, 2, -1, 1, 0], [3, 3, 1, -1, 0], [4, 0, 1, 2, 3]])
    y = F.multilabel_margin_loss(x, target, reduction=reduction)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    loss, is_target = mt.multilabel_margin_loss_forward(
        x.detach(), target, reductions[reduction])
    report(f"multilabel_margin_loss {reduction} "
           f"{'one sample' if single else 'batch'}",
           [loss, mt.multilabel_margin_loss_backward(
               g, x.detach(), target, reductions[reduction], is_target)],
           [y.detach(), want])

# The Gaussian negative log-likelihood without its check of the variances
# (a branch on the data): heteroscedastic, one axis short, broadcast along
# one axis, a float; full and each reduction; values and gradients.
for var_shape, full, reduction in [((4, 3), False, "mean"), ((4,), True, "sum"),
                                   ((4, 1), False, "none"), (None, True,
                                                             "mean")]:
    x = torch.randn(4, 3, dtype=torch.float64, requires_grad=True)
    t = torch.randn(4, 3, dtype=torch.float64)
    v = 0.7 if var_shape is None else (torch.rand(
        var_shape, dtype=torch.float64) + 1e-7).requires_grad_()
    inputs = [x] + ([] if var_shape is None else [v])
    want = F.gaussian_nll_loss(x, t, v, full=full, reduction=reduction)
    got = mt.gaussian_nll_loss(x, t, v, full=full, reduction=reduction)
    g = torch.randn_like(want)
    report(f"gaussian_nll_loss var {var_shape} full {full} {reduction}",
           [got.detach(), *torch.autograd.grad(got, inputs, g)],
           [want.detach(), *torch.autograd.grad(want, inputs, g)])

# Sampling images at a grid (F.grid_sample, bilinear and nearest, zeros
# and border padding, points outside the image): values and the gradients
# of the image and of the grid; and the affine grid (its base grid in the
# step's type; a side of one pixel) with its backward.
for mode, padding_mode, align_corners in [
        ("bilinear", "zeros", False), ("bilinear", "zeros", True),
        ("bilinear", "border", False), ("nearest", "zeros", False),
        ("nearest", "border", True)]:
    x = torch.randn(2, 3, 5, 6, dtype=torch.float64, requires_grad=True)
    grid = (torch.rand(2, 4, 7, 2, dtype=torch.float64) * 2.6
            - 1.3).requires_grad_()
    want = F.grid_sample(x, grid, mode=mode, padding_mode=padding_mode,
                         align_corners=align_corners)
    got = mt.grid_sample(x, grid, mode, padding_mode, align_corners,
                         original=F.grid_sample)
    g = torch.randn_like(want)
    gradients = [
        [torch.zeros_like(t) if d is None else d for t, d in zip(
            (x, grid), torch.autograd.grad(y, (x, grid), g,
                                           allow_unused=True))]
        for y in (got, want)]
    report(f"grid_sample {mode} {padding_mode} align_corners "
           f"{align_corners}", [got.detach(), *gradients[0]],
           [want.detach(), *gradients[1]])
for size, align_corners in [((2, 3, 4, 7), False), ((2, 3, 5, 3), True),
                            ((1, 2, 1, 6), False)]:
    theta = torch.randn(size[0], 2, 3, dtype=torch.float64,
                        requires_grad=True)
    want = F.affine_grid(theta, list(size), align_corners=align_corners)
    g = torch.randn_like(want)
    report(f"affine_grid_generator {list(size)} align_corners "
           f"{align_corners}",
           [mt.affine_grid_generator(theta.detach(), list(size),
                                     align_corners),
            mt.affine_grid_generator_backward(g, list(size),
                                              align_corners)],
           [want.detach(), *torch.autograd.grad(want, theta, g)])

# The CTC loss by the forward algorithm over padded targets: repeated
# labels, a target of length 0, inputs shorter than the time axis, each
# reduction, lengths as tensors and as lists; the loss and its gradient
# with respect to log_probs, which is PyTorch's (the logits' gradient
# through a log-softmax, Graves' eq. 16) whatever computes log_probs, and
# through a log-softmax; a target no alignment reaches with zero_infinity.
for reduction, through_softmax, as_lists in [
        ("mean", False, False), ("sum", False, True), ("none", False, False),
        ("mean", True, False), ("none", True, True)]:
    logits = torch.randn(12, 3, 6, dtype=torch.float64, requires_grad=True)
    log_probs = logits.log_softmax(2) if through_softmax else \
        torch.randn(12, 3, 6, dtype=torch.float64).log_softmax(2) \
        .requires_grad_()
    source = logits if through_softmax else log_probs
    labels = torch.tensor([[2, 2, 5, 1], [3, 1, 4, 4], [1, 2, 3, 4]])
    lengths = ([12, 9, 5], [4, 2, 0]) if as_lists else \
        (torch.tensor([12, 9, 5]), torch.tensor([4, 2, 0]))
    want = F.ctc_loss(log_probs, labels, *lengths, reduction=reduction)
    got = mt.ctc_loss(log_probs, labels, *lengths, reduction=reduction,
                      original=F.ctc_loss)
    g = torch.randn_like(want)
    report(f"ctc_loss {reduction}"
           f"{' through log_softmax' if through_softmax else ''}",
           [got.detach(), *torch.autograd.grad(got, source, g,
                                                retain_graph=True)],
           [want.detach(), *torch.autograd.grad(want, source, g)])
log_probs = torch.randn(3, 2, 4, dtype=torch.float64).log_softmax(2) \
    .requires_grad_()
labels, lengths = torch.tensor([[1, 1, 1], [1, 2, 3]]), ([3, 3], [3, 2])
want = F.ctc_loss(log_probs, labels, *lengths, reduction="none",
                  zero_infinity=True)
got = mt.ctc_loss(log_probs, labels, *lengths, reduction="none",
                  zero_infinity=True, original=F.ctc_loss)
report("ctc_loss unreachable target, zero_infinity",
       [got.detach(), *torch.autograd.grad(got.sum(), log_probs)],
       [want.detach(), *torch.autograd.grad(want.sum(), log_probs)])
print("ctc_loss unreachable target is inf:", bool(torch.isinf(mt.ctc_loss(
    log_probs, labels, *lengths, reduction="none")[0])))

# Windows as columns (F.unfold) and back (F.fold, and F.unfold's
# backward): kernels, dilations, paddings and strides, rows and columns no
# window reaches, one unbatched image.
for kernel, dilation, padding, stride, size, batched in [
        ((2, 3), (1, 2), (1, 1), (2, 1), (5, 6), True),
        ((3, 3), (1, 1), (0, 0), (1, 1), (6, 6), True),
        ((2, 2), (1, 1), (0, 0), (2, 2), (7, 5), True),
        ((3, 2), (2, 1), (2, 1), (3, 2), (9, 8), False)]:
    x = torch.randn(*((2,) if batched else ()), 3, *size,
                    dtype=torch.float64, requires_grad=True)
    y = F.unfold(x, kernel, dilation=dilation, padding=padding,
                 stride=stride)
    g = torch.randn_like(y)
    want, = torch.autograd.grad(y, x, g)
    label = (f"im2col kernel {kernel} dilation {dilation} padding {padding} "
             f"stride {stride} {'batch' if batched else 'one image'}")
    report(label, mt.im2col(x.detach(), kernel, dilation, padding, stride),
           y.detach())
    back = mt.col2im(g, size, kernel, dilation, padding, stride)
    report(label.replace("im2col", "col2im"), [back, back],
           [want, F.fold(g, size, kernel, dilation=dilation,
                         padding=padding, stride=stride)])

# A running product, bit for bit, and its gradient (PyTorch's backward,
# traced through the table) where the input has zeros.
for shape, dim in [((5,), 0), ((3, 6), 1), ((4, 3, 2), 0), ((2, 3, 4), -1)]:
    x = torch.randn(shape, dtype=torch.float64)
    x.view(-1)[2] = 0
    print(f"cumprod {list(shape)} dim {dim} bit for bit:",
          bool((mt.cumprod(x, dim) == torch.cumprod(x, dim)).all()))

    def running_product(dim):
        return lambda x: (torch.cumprod(x, dim) ** 2).sum()

    running = running_product(dim)
    want = torch.func.grad(running)(x)
    traced = torch.fx.experimental.proxy_tensor.make_fx(
        torch.func.grad(running), decomposition_table=mt.decompositions())(x)
    report(f"cumprod {list(shape)} dim {dim} gradient through the table",
           traced(x), want)

# torch.sort and torch.topk by ranks: values and indices of each direction
# and dimension (ties, halves, kept in input order as stable=True keeps
# them; NaNs after every number ascending, before them descending; integer
# rows), and the gradient through the table, whose backward scatters.
for shape, dim in [((7,), 0), ((3, 6), 1), ((5, 4), 0), ((2, 3, 5), -1)]:
    x = torch.round(torch.randn(*shape, dtype=torch.float64) * 2) / 2
    for descending in (False, True):
        values, indices = torch.sort(x, stable=True, dim=dim, descending=descending)
        got_values, got_indices = mt.sort(x, dim, descending)
        report(f"sort {shape} dim {dim} descending {descending}",
               (got_values, got_indices.to(x.dtype)),
               (values, indices.to(x.dtype)))
    for k, largest in ((1, True), (2, False), (shape[dim], True)):
        values, indices = torch.topk(x, k, dim, largest)
        got_values, got_indices = mt.topk(x, k, dim, largest)
        # Ties: PyTorch's topk picks among equal values in no set order:
        # the values are compared.
        report(f"topk {shape} dim {dim} k {k} largest {largest}",
               got_values, values)
x = torch.tensor([[2.0, float("nan"), -1.0, 2.0, float("nan"), 0.5]],
                 dtype=torch.float64)
for descending in (False, True):
    values, indices = torch.sort(x, stable=True, dim=1, descending=descending)
    got_values, got_indices = mt.sort(x, 1, descending)
    print(f"sort with NaN descending {descending}: values and indices equal:",
          bool(torch.equal(got_values.isnan(), values.isnan())
               and torch.equal(got_values.nan_to_num(), values.nan_to_num())
               and torch.equal(got_indices, indices)))
ints = torch.tensor([[3, -1, 3, 0, 7, -1]])
print("sort of integers equal:",
      all(torch.equal(a, b) for a, b in zip(
          mt.sort(ints, 1, True),
          torch.sort(ints, stable=True, dim=1, descending=True))))


def ranked(x):
    v, i = torch.topk(x, 3, dim=1)
    s, _ = torch.sort(x, dim=0, descending=True)
    return (v * v).sum() + (s * torch.arange(s.shape[1])).sum()


x = torch.randn(4, 6, dtype=torch.float64)
want = torch.func.grad(ranked)(x)
traced = torch.fx.experimental.proxy_tensor.make_fx(
    torch.func.grad(ranked), decomposition_table=mt.decompositions())(x)
ops = {str(n.target) for n in traced.graph.nodes if n.op == "call_function"}
print("sort and topk traced without sort, topk or scatter:",
      not any(o.startswith(("aten.sort", "aten.topk", "aten.scatter."))
              for o in ops))
report("sort and topk gradients through the table", traced(x), want)

# torch.scatter (src and value): distinct targets, an index smaller than
# the input, repeated targets (the last write stays, as PyTorch's CPU loop
# leaves it), infinities moved, not multiplied.
for shape, dim, index in [
        ((3, 5), 1, torch.tensor([[4, 0], [1, 2], [3, 3]])),
        ((4, 3), 0, torch.tensor([[3, 0, 1], [0, 2, 1]])),
        ((2, 3, 4), 2, torch.tensor([[[1, 0]], [[3, 3]]]))]:
    x = torch.randn(*shape, dtype=torch.float64)
    src = torch.randn(*index.shape, dtype=torch.float64)
    src.view(-1)[0] = float("inf")
    print(f"scatter {shape} dim {dim} index {tuple(index.shape)} bit for "
          "bit:", torch.equal(mt.scatter_src(x, dim, index, src),
                              torch.scatter(x, dim, index, src)),
          "value:", torch.equal(mt.scatter_value(x, dim, index, 2.5),
                                torch.scatter(x, dim, index, 2.5)))

# Variance and mean in the input's type.
x = torch.randn(4, 5, 6, 7, dtype=torch.float64) * 3 + 100
for dim, correction, keepdim in [([0, 2, 3], 0, True), ([1], 1, False),
                                 (None, None, False), ([-1], 0, False)]:
    want = torch.var_mean(x, dim, correction=correction, keepdim=keepdim)
    got = mt.var_mean(x, dim, correction=correction, keepdim=keepdim)
    report(f"var_mean dim {dim} correction {correction} keepdim {keepdim}",
           got, want)

# One-hot rows of labels (the comparison F.one_hot becomes while a step is
# traced): every label of a few shapes and class counts, 1 class included.
for shape, classes in [((5,), 5), ((2, 3), 7), ((4,), 1), ((0,), 3)]:
    labels = torch.randint(0, classes, shape)
    got = mt.one_hot(labels, classes, original=F.one_hot)
    want = F.one_hot(labels, classes)
    print(f"one_hot {shape} of {classes}: equal", got.dtype == want.dtype
          and torch.equal(got, want))

# index_put with integer index tensors: one at any axis, several side by
# side or apart (their axes first), repeated and negative ids, broadcast
# values, accumulating or not (the last write wins); Tensor.put.
w = torch.randn(4, 5, 3, 2, dtype=torch.float64)
for idx in [[torch.tensor([0, 3, -1, 0])], [None, torch.tensor([[4], [0]])],
            [None, None, torch.tensor([2, 2, 0]), None],
            [torch.tensor([0, 3, -1]), torch.tensor([1, 1, 4])],
            [None, torch.tensor([[0], [2]]), torch.tensor([1, 0, 2])],
            [torch.tensor([1, 2, 1]), None, torch.tensor([0, 2, 0])],
            [torch.tensor([3, 0]), None, None, torch.tensor([1, 0])],
            [None, torch.tensor([], dtype=torch.long)]]:
    shape = aten.index.Tensor(w, idx).shape
    for accumulate, values in [
            (False, torch.randn(shape, dtype=torch.float64)),
            (True, torch.randn(shape, dtype=torch.float64)),
            (True, torch.randn(shape[-1:], dtype=torch.float64))]:
        report(f"index_put {[None if i is None else i.tolist() for i in idx]}"
               f" accumulate {accumulate} values {list(values.shape)}",
               mt.index_put(w, idx, values, accumulate),
               aten.index_put(w, idx, values, accumulate))
for accumulate in (False, True):
    ids, values = torch.tensor([0, 37, -1, 37]), torch.randn(4).double()
    report(f"put accumulate {accumulate}", mt.put(w, ids, values, accumulate),
           w.put(ids, values, accumulate))

# scatter_reduce, each reduction with and without self, floating point and
# integer (whose mean rounds down), an index smaller than the input.
for reduce in ("sum", "prod", "mean", "amax", "amin"):
    for include in (True, False):
        for shape, dim, index_shape in [((4, 6), 1, (4, 3)),
                                        ((4, 6), 0, (7, 6)),
                                        ((3, 4, 5), -2, (2, 4, 3))]:
            for floating in (True, False):
                if floating:
                    x = torch.randn(*shape, dtype=torch.float64)
                    src = torch.randn(*index_shape, dtype=torch.float64)
                else:
                    x = torch.randint(-5, 5, shape)
                    src = torch.randint(-7, 7, index_shape)
                index = torch.randint(0, shape[dim], index_shape)
                report(f"scatter_reduce {reduce} include_self {include} "
                       f"{x.dtype} {shape} dim {dim} index {index_shape}",
                       mt.scatter_reduce(x, dim, index, src, reduce, include),
                       x.scatter_reduce(dim, index, src, reduce,
                                        include_self=include))

# Tensor.unfold and its backward (windows apart, overlapping, one element),
# the gradient of torch.diagonal (offsets past either edge, axes in any
# order), median, nanmedian and kthvalue (NaNs: the median's row is NaN,
# nanmedian leaves them out, a row of them gives its middle one, kthvalue
# sorts them last), searchsorted, dist, hypot (infinities beside NaNs,
# huge and subnormal sides), fmod by a number, addbmm, block_diag.
x = torch.randn(5, 4, 3, dtype=torch.float64)
for dim, size, step in [(0, 2, 1), (1, 2, 2), (2, 3, 1), (-1, 1, 2),
                        (1, 4, 3)]:
    y = x.clone().requires_grad_()
    frames = y.unfold(dim, size, step)
    g = torch.randn_like(frames)
    want, = torch.autograd.grad(frames, y, g)
    report(f"unfold {dim} {size} {step}", mt.unfold(x, dim, size, step),
           x.unfold(dim, size, step))
    report(f"unfold_backward {dim} {size} {step}",
           mt.unfold_backward(g, list(x.shape), dim, size, step), want)
for shape, offset, dim1, dim2 in [((4, 6), 0, 0, 1), ((4, 6), 2, 0, 1),
                                  ((4, 6), -1, 0, 1), ((3, 4, 5), 1, 2, 0),
                                  ((3, 4, 5), -2, -1, 1), ((4, 6), 7, 0, 1)]:
    y = torch.randn(*shape, dtype=torch.float64, requires_grad=True)
    diagonal = torch.diagonal(y, offset, dim1, dim2)
    g = torch.randn_like(diagonal)
    want, = torch.autograd.grad(diagonal, y, g)
    report(f"diagonal_backward {shape} offset {offset} dims {dim1} {dim2}",
           mt.diagonal_backward(g, list(shape), offset, dim1, dim2), want)
y = torch.randn(3, 5, 4, dtype=torch.float64)
y[1, 2, 0] = y[2, 3, 1] = y[2, 1, 1] = float("nan")


def no_nan(pair):
    return tuple(torch.nan_to_num(t, 1e6) for t in pair)


for dim in (0, 1, -1):
    for keepdim in (False, True):
        report(f"median dim {dim} keepdim {keepdim}",
               no_nan(mt.median_dim(y, dim, keepdim)),
               no_nan(torch.median(y, dim, keepdim)))
        for k in (1, 2, y.shape[dim]):
            report(f"kthvalue {k} dim {dim} keepdim {keepdim}",
                   no_nan(mt.kthvalue(y, k, dim, keepdim)),
                   no_nan(torch.kthvalue(y, k, dim, keepdim)))
y[0, :, 2] = float("nan")
for dim in (0, 1, -1):
    for keepdim in (False, True):
        report(f"nanmedian dim {dim} keepdim {keepdim}",
               no_nan(mt.nanmedian_dim(y, dim, keepdim)),
               no_nan(torch.nanmedian(y, dim, keepdim)))
report("nanmedian of all", mt.nanmedian(y), torch.nanmedian(y))
report("median of all", mt.median(x), torch.median(x))
report("median of all, a NaN", no_nan((mt.median(y),)),
       no_nan((torch.median(y),)))
edges = torch.tensor([-1., 0., 0., 0.5, 2.], dtype=torch.float64)
rows = torch.sort(torch.randn(2, 6, dtype=torch.float64), -1)[0]
values = torch.tensor([[-2., 0., 0.5], [3., 0.25, -1.]], dtype=torch.float64)
for sequence in (edges, rows):
    for right in (False, True):
        for int32 in (False, True):
            got = mt.searchsorted(sequence, values, out_int32=int32,
                                  right=right)
            want = torch.searchsorted(sequence, values, out_int32=int32,
                                      right=right)
            report(f"searchsorted {list(sequence.shape)} right {right} "
                   f"int32 {int32}: same type {got.dtype == want.dtype}",
                   got, want)
for p in (2, 1, 3.5, float("inf"), 0):
    report(f"dist p {p}", mt.dist(x, x.flip(0), p),
           torch.dist(x, x.flip(0), p))
a = torch.tensor([3., 0., -1e300, float("inf"), float("nan"), 1e-310,
                  float("-inf"), 2.], dtype=torch.float64)
b = torch.tensor([4., 0., 1e300, float("nan"), 2., 1e-310, 1., -5.],
                 dtype=torch.float64)
got, want = mt.hypot(a, b), torch.hypot(a, b)
print("hypot: equal NaNs", torch.equal(got.isnan(), want.isnan()))
report("hypot", got.nan_to_num(), want.nan_to_num())
report("fmod by a number", mt.fmod_scalar(x * 3, 1.5), torch.fmod(x * 3, 1.5))
report("fmod of integers by an integer",
       mt.fmod_scalar(torch.arange(-5, 6), 3),
       torch.fmod(torch.arange(-5, 6), 3))
report("fmod of integers by a float",
       mt.fmod_scalar(torch.arange(-5, 6), 2.5),
       torch.fmod(torch.arange(-5, 6), 2.5))
base = torch.randn(3, 5, dtype=torch.float64)
b1 = torch.randn(4, 3, 2, dtype=torch.float64)
b2 = torch.randn(4, 2, 5, dtype=torch.float64)
for beta, alpha in [(1, 1), (0.5, 2), (0, 1)]:
    report(f"addbmm beta {beta} alpha {alpha}",
           mt.addbmm(base, b1, b2, beta, alpha),
           torch.addbmm(base, b1, b2, beta=beta, alpha=alpha))
blocks = (torch.randn(2, 3, dtype=torch.float64),
          torch.tensor(2., dtype=torch.float64),
          torch.randn(3, dtype=torch.float64),
          torch.randn(0, 2, dtype=torch.float64))
report("block_diag", mt.block_diag(list(blocks)), torch.block_diag(*blocks))
report("block_diag of integers",
       mt.block_diag([torch.arange(4).reshape(2, 2), torch.arange(3)]),
       torch.block_diag(torch.arange(4).reshape(2, 2), torch.arange(3)))

# torch.pdist and its gradient: each p-norm, a zero distance (two equal
# rows), one row (no pairs).
for n, m in [(5, 3), (2, 4), (1, 3)]:
    for p in (2.0, 1.0, 3.5, float("inf"), 0.0):
        x = torch.randn(n, m, dtype=torch.float64)
        if n > 2:
            x[2] = x[0]
        y = x.clone().requires_grad_()
        distances = torch.pdist(y, p)
        g = torch.randn_like(distances)
        want = torch.autograd.grad(distances, y, g)[0] if n > 1 \
            else torch.zeros_like(x)
        report(f"pdist ({n}, {m}) p {p}",
               (mt.pdist_forward(x, p),
                mt.pdist_backward(g, x, p, distances.detach())),
               (distances.detach(), want))

# Fourier transforms by twiddle matrices: real to complex (one-sided or
# not), complex to complex both ways, one-sided complex to real (even and
# odd lengths: the imaginary parts of frequencies 0 and n / 2 ignored),
# over one axis, two or all, with each normalization.
for shape in [(3, 8), (2, 7), (4, 6, 5), (1, 1)]:
    x = torch.randn(*shape, dtype=torch.float64)
    z = torch.randn(*shape, dtype=torch.complex128)
    for dims in ([x.dim() - 1], [0, x.dim() - 1], list(range(x.dim()))):
        for norm in (0, 1, 2):
            got = [mt.fft_r2c(x, dims, norm, one) for one in (True, False)]
            want = [aten._fft_r2c(x, dims, norm, one) for one in (True, False)]
            got += [mt.fft_c2c(z, dims, norm, way) for way in (True, False)]
            want += [aten._fft_c2c(z, dims, norm, way)
                     for way in (True, False)]
            sizes = [2 * (shape[-1] - 1), 2 * (shape[-1] - 1) + 1]
            got += [mt.fft_c2r(z, dims, norm, n) for n in sizes if n > 0]
            want += [aten._fft_c2r(z, dims, norm, n) for n in sizes if n > 0]
            report(f"fft {shape} dims {dims} normalization {norm}",
                   [torch.view_as_real(t) if t.is_complex() else t
                    for t in got],
                   [torch.view_as_real(t) if t.is_complex() else t
                    for t in want])

# Batch normalization through the table, forward and backward.
bn = torch.nn.BatchNorm2d(3, track_running_stats=False).double()
x = torch.randn(4, 3, 5, 5, dtype=torch.float64)


def loss(x, weight, bias):
    return (F.batch_norm(x, None, None, weight, bias, True) ** 3).sum()


args = (x, bn.weight.detach(), bn.bias.detach())
want = torch.func.grad(loss, argnums=(0, 1, 2))(*args)
traced = torch.fx.experimental.proxy_tensor.make_fx(
    torch.func.grad(loss, argnums=(0, 1, 2)),
    decomposition_table=mt.decompositions())(*args)
ops = {str(n.target) for n in traced.graph.nodes if n.op == "call_function"}
print("batch norm traced without native_batch_norm or var_mean:",
      not any("native_batch_norm.default" in o or "var_mean" in o
              for o in ops))
report("batch norm gradients through the table", traced(*args), want)
print(f"{failed} mismatches")
