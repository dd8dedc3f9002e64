"""memplan.torch on inputs at the edges of what PyTorch accepts: unbatched
(C, H, W) pooling, an f32 LSTM (which oneDNN would take on the CPU), a loss
that is NaN in PyTorch too (every target ignored), a bfloat16 step, and a
causal convolution padded by F.pad (whose backward torch-mlir lowers to a
tensor.pad with negative widths); a decoder of transposed convolutions
(output padding, groups, depthwise, dilation, 1-D), whose backward torch-mlir
cannot lower; a video net with local response normalization, grouped 3-D
convolutions (depthwise, transposed), trilinear interpolation, 3-D average
and max pooling, adaptive 3-D average and 2-D max pooling (torch-mlir lowers
none of their backward);
a top-k, a median, one ignoring NaNs and a k-th value, which memplan.torch
sorts by ranks (torch-mlir lowers sorting only to its own ops; where a
decomposition declines, the step is refused before torch-mlir, whose
importer fails on it, with the model's line); distances to
learned prototypes (torch.cdist) and log |Gamma| (lgamma), which
torch-mlir does not lower, and math.pi - x (whose pi it rounds to f32);
a column selection and writes at (row, column) pairs, whose backward
torch-mlir lowers to its own tm_tensor.scatter (refused at export, naming
the op, where a decomposition declines); a graph network's aggregations
(scatter_reduce's mean and max, index_add_); frames of a signal
(Tensor.unfold) written into a table by index, a diagonal, hypot, fmod by
a number, addbmm, block_diag, searchsorted and dist (each left unlowered
or imported wrong by torch-mlir);
circular padding, a roll without dims, rrelu in evaluation, an adaptive
max pool whose windows have no fixed stride, an embedding whose gradient
is scaled by the ids' counts, a dilated depthwise transposed
convolution, bags of embeddings and the multi-class and multi-label
margin losses (each left torch-mlir an op it fails on); the Gaussian
negative log-likelihood (whose check of the variances branches on the
data); a spatial transformer (affine grid and bilinear sampling); unfold
and fold; running products, log-sum-exps and extremes; a masked selection
whose shapes depend on the data, refused naming the op and the model's
line; a CTC loss over padded targets; a global max pool of a 32x32 map
after group and instance normalization, in fewer than a thousand linalg
ops; one-hot targets, an
nn.Transformer with a causal mask, tensors filled with a constant compared
with integers; activation checkpoints and a compiled model, traced as
plain calls and as the model it wraps; in-place ops on tensors made from
buffers (a boolean padding mask of nn.MultiheadAttention); writes into two
slices of a new tensor, into a column and into a box of rows; a target of
two tensors in a dict; a frozen
backbone in evaluation mode, and a loss that adds weight decay over
model.parameters() itself, both compared with the user's own
loss.backward(); rotary embeddings written with
complex numbers (their parts as real tensors), and with their tables in
f32 (checked to f32's tolerance); Fourier transforms (fft2, rfft, irfft,
stft); pairwise distances (torch.pdist); a sparse embedding (its gradient
as the dense table it equals); a
Fourier neural operator with complex weights (arguments as their real
views, compared with the user's own loss.backward()); and refused with
what they are: a tensor attribute (not a buffer) changed in forward, a
parameter changed in
forward (an embedding's max_norm), a packed batch (its sizes the data's), an autograd.Function without
setup_context or with it, a gradient taken in forward, a loss that is not a scalar, a model no copy can take, an
op torch-mlir does not lower (named with the model's line).
Prints one line per case: whether it exported and the check's verdict."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.checkpoint import checkpoint

import memplan.torch


class Unbatched(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 3, 3, padding=1)

    def forward(self, x):
        # Replication padding, whose backward torch-mlir does not lower.
        y = F.pad(torch.tanh(self.conv(x)), (1, 2, 0, 1), mode="replicate")
        y = F.max_pool2d(y, 2)
        return F.avg_pool2d(y, 3, 1, padding=1, count_include_pad=False)


class Lstm(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(4, 3, batch_first=True)

    def forward(self, x):
        return self.lstm(x)[0]


class Causal(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(2, 3, 3)

    def forward(self, x):
        # Soft and hard shrinkage, whose backward torch-mlir does not lower.
        y = F.softshrink(self.conv(F.pad(x, (2, 0))), 0.1)
        # Linear interpolation, which torch-mlir does not lower.
        y = F.interpolate(y, size=13, mode="linear")
        return F.hardshrink(y, 0.05)


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.ConvTranspose2d(4, 6, 3, stride=2, padding=1,
                                     output_padding=1, groups=2)
        self.depthwise = nn.ConvTranspose2d(6, 6, 3, stride=2, padding=1,
                                            output_padding=1, groups=6)
        self.dilated = nn.ConvTranspose2d(6, 2, 3, dilation=2)
        self.line = nn.ConvTranspose1d(2, 3, 4, stride=2, padding=1)

    def forward(self, x):
        y = self.dilated(torch.tanh(self.depthwise(torch.tanh(self.up(x)))))
        return self.line(torch.tanh(y).flatten(2))


class Video(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(2, 4, 3, padding=1)
        self.norm = nn.LocalResponseNorm(3)
        self.up = nn.ConvTranspose3d(4, 4, 3, stride=2, padding=1,
                                     output_padding=1, groups=2)
        self.depthwise = nn.Conv3d(4, 4, 3, padding=1, groups=4)
        self.head = nn.Linear(4 * 2 * 2, 3)

    def forward(self, x):
        y = self.norm(torch.tanh(self.conv(x)))                # 4x6x6
        y = self.depthwise(torch.tanh(self.up(y)))             # 8x12x12
        y = F.interpolate(y, size=(9, 12, 11), mode="trilinear")
        y = F.avg_pool3d(torch.tanh(y), (2, 1, 2), ceil_mode=True)  # 5x12x6
        # Windows of 2 or 3 over 5 in depth: no average pool's.
        y = F.max_pool3d(y, (2, 4, 2)) + F.adaptive_avg_pool3d(y, (2, 3, 3))
        y = F.max_pool3d(y, (3, 1, 1), ceil_mode=True)        # 1x3x3
        # Windows of 2 over 3: no max pool's.
        y = F.adaptive_max_pool2d(y.flatten(1, 2), (2, 2))
        return self.head(y.flatten(1))


class Largest(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(6, 6)

    def forward(self, x):
        return self.lin(x).topk(2, dim=-1)[0]


class Median(nn.Module):
    # With `ignoring_nan`, the median of the values that are not NaN.
    def __init__(self, ignoring_nan=False):
        super().__init__()
        self.lin = nn.Linear(6, 6)
        self.ignoring_nan = ignoring_nan

    def forward(self, x):
        y = self.lin(x)
        if self.ignoring_nan:
            return y - y.nanmedian(dim=-1, keepdim=True).values
        return (y - y.median(dim=-1, keepdim=True).values
                + torch.kthvalue(y, 2, 0).values)


class Prototypes(nn.Module):
    """Logits as negative distances to learned prototypes (torch.cdist,
    whose forward and backward torch-mlir does not lower)."""

    def __init__(self):
        super().__init__()
        self.embed = nn.Linear(6, 4)
        self.prototypes = nn.Parameter(torch.randn(5, 4))

    def forward(self, x):
        return -torch.cdist(self.embed(x), self.prototypes)


class Gammas(nn.Module):
    """log |Gamma| on both sides of 0 and digamma (torch-mlir lowers none of
    lgamma, digamma and trigamma, their backward), and a constant less a
    tensor (whose constant torch-mlir imports in f32)."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(6, 6)

    def forward(self, x):
        y = torch.tanh(self.lin(x))
        return (torch.lgamma(y * 0.3 - 1.7) + torch.lgamma(F.softplus(y))
                + torch.digamma(F.softplus(y) + 0.3) + (math.pi - y) * y)


class Columns(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 6)

    def forward(self, x):
        return self.lin(x).index_select(1, torch.tensor([0, 2, 2, 5]))


class Cells(nn.Module):
    """Writes at (row, column) pairs: an index_put with two index tensors,
    which torch-mlir lowers to its own tm_tensor.scatter; a value picked at
    the same pairs by Tensor.take, whose backward is Tensor.put, which it
    leaves unlowered."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 6)

    def forward(self, x):
        y = self.lin(x)
        return y.index_put((torch.tensor([0, 2]), torch.tensor([1, 5])),
                           y[1, :2] * 2) + y.take(torch.tensor([1, 17]))[0]


class MessagePassing(nn.Module):
    """A graph network's two rounds over a fixed edge list: mean and max of
    the messages into each node (scatter_reduce), then their sum
    (index_add_)."""

    def __init__(self):
        super().__init__()
        self.message = nn.Linear(4, 4)
        self.update = nn.Linear(8, 4)
        self.register_buffer("source", torch.tensor([0, 1, 2, 3, 4, 0, 2]))
        self.register_buffer("target", torch.tensor([1, 2, 3, 4, 0, 4, 0]))

    def forward(self, x):
        m = self.message(x)[self.source]
        into = self.target.unsqueeze(1).expand_as(m)
        mean = torch.zeros_like(x).scatter_reduce(0, into, m, "mean",
                                                  include_self=False)
        most = x.scatter_reduce(0, into, m, "amax")
        h = torch.relu(self.update(torch.cat([mean, most], 1)))
        return torch.zeros_like(h).index_add_(0, self.target, h[self.source])


class Framed(nn.Module):
    """Overlapping frames of a signal (Tensor.unfold), written into slots
    of a table by index (x[ids] = v), with a cross-correlation's diagonal
    and the ops torch-mlir leaves unlowered: hypot, fmod by a number,
    addbmm, block_diag, searchsorted and dist."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        frames = self.lin(x.unfold(-1, 4, 2))  # (2, 4, 3)
        table = torch.zeros(2, 6, 3, dtype=x.dtype)
        table[:, torch.tensor([5, 0, 3, 1])] = frames
        c = frames[0].t() @ frames[1]
        edges = torch.tensor([-0.5, 0.0, 0.5], dtype=x.dtype)
        return (table.sum(1) + torch.diagonal(c)
                + torch.hypot(frames[0], frames[1]).sum(0)
                + torch.fmod(frames[1], 0.7).sum(0)
                + torch.addbmm(c, frames.transpose(1, 2), frames)[0]
                + torch.block_diag(c[:1], frames[0, :1, :2])[:, :3].sum(0)
                + torch.searchsorted(edges, frames[0, 0].detach())
                + torch.dist(frames[0], frames[1], 3))


class Ring(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4, scale_grad_by_freq=True)
        self.up = nn.ConvTranspose1d(4, 4, 3, groups=4, dilation=2)

    def forward(self, ids):
        x = self.emb(ids).transpose(1, 2)                     # 4 x 7
        # Circular padding, which torch-mlir fails to import in PyTorch's
        # form; a dilated depthwise transposed convolution, whose backward
        # it cannot lower.
        y = self.up(F.pad(x, (2, 3), mode="circular"))        # 4 x 16
        # A roll without dims and the evaluation form of F.rrelu, neither
        # of which torch-mlir takes as traced.
        y = torch.roll(F.rrelu(y, training=False), 5)
        # Windows 3, 4, 3, 3, 4, 3: no fixed stride (a runtime failure in
        # torch-mlir's form).
        return F.adaptive_max_pool1d(y, 6)


class Masked(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        y = self.lin(x)
        return y[y > 0]


class Frames(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 5)

    def forward(self, x):
        return F.log_softmax(self.lin(x), -1)


def ctc(out, target):
    return F.ctc_loss(out, target, torch.tensor([6, 6]), torch.tensor([3, 2]))


class Bags(nn.Module):
    def __init__(self):
        super().__init__()
        self.sum = nn.EmbeddingBag(12, 5, mode="sum", padding_idx=3)
        self.mean = nn.EmbeddingBag(12, 5, mode="mean")
        self.max = nn.EmbeddingBag(12, 5, mode="max")
        self.out = nn.Linear(5, 2)

    def forward(self, ids, offsets, weights):
        # Bags of embeddings, one of them empty: weighted sums with a
        # padding id, means and maxima (torch-mlir lowers no backward of
        # them, and its forward leaves the backward no bags).
        return self.out(self.sum(ids, offsets, per_sample_weights=weights)
                        + self.mean(ids, offsets) * self.max(ids, offsets))


class MeanAndVariance(nn.Module):
    def __init__(self):
        super().__init__()
        self.mean = nn.Linear(4, 3)
        self.var = nn.Linear(4, 1)

    def forward(self, x):
        return self.mean(x), F.softplus(self.var(x))


def gaussian_nll(out, target):
    # nn.GaussianNLLLoss checks that no variance is negative: a branch on
    # the data, left out while the step is traced.
    return nn.GaussianNLLLoss(full=True)(out[0], target, out[1])


class SpatialTransformer(nn.Module):
    def __init__(self):
        super().__init__()
        self.loc = nn.Linear(2 * 5 * 6, 6)
        with torch.no_grad():
            self.loc.weight.mul_(0.1)
            self.loc.bias.copy_(torch.tensor([0.9, 0.1, 0.05, -0.1, 1.1,
                                              0.0]))
        self.conv = nn.Conv2d(2, 3, 3, padding=1)

    def forward(self, x):
        # An affine grid (PyTorch's form had f32 bounds in an f64 step) and
        # bilinear sampling at it (whose backward torch-mlir cannot lower).
        theta = self.loc(x.flatten(1)).reshape(-1, 2, 3)
        grid = F.affine_grid(theta, [x.shape[0], 2, 4, 7],
                             align_corners=False)
        return self.conv(F.grid_sample(x, grid, align_corners=False))


class Patches(nn.Module):
    def __init__(self):
        super().__init__()
        self.mix = nn.Linear(3 * 2 * 3, 3 * 2 * 3)

    def forward(self, x):
        # Windows as columns, mixed, and summed back (torch-mlir lowers
        # both, and their backward, to its own tm_tensor.scatter).
        cols = F.unfold(x, (2, 3), dilation=(1, 2), padding=1, stride=(2, 1))
        cols = self.mix(cols.transpose(1, 2)).transpose(1, 2)
        return F.fold(torch.tanh(cols), (5, 6), (2, 3), dilation=(1, 2),
                      padding=1, stride=(2, 1))


class Running(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 6)

    def forward(self, x):
        # A running product with zeros in it (torch-mlir lowers cumprod to
        # its own tm_tensor.scan).
        y = self.lin(x)
        product = torch.cumprod(torch.relu(y) + 0.5 * (y > 1), 1)
        # Running log-sum-exp and extremes (a scan in torch-mlir, or not
        # lowered at all).
        return (product + torch.logcumsumexp(y, 1)
                + torch.cummax(y, 1).values - torch.cummin(y, 0).values)


class GlobalMax(nn.Module):
    """Group and instance normalization, then a global max pool of a 32x32
    map: 1024 kernel offsets, whose first maxima memplan.torch finds by
    reductions over the window (a mask per offset was 4 k ops)."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(2, 4, 3, padding=1)
        self.group = nn.GroupNorm(2, 4)
        self.instance = nn.InstanceNorm2d(4, affine=True)
        self.head = nn.Linear(4, 3)

    def forward(self, x):
        y = self.instance(F.gelu(self.group(self.conv(x))))
        return self.head(F.adaptive_max_pool2d(y, 1).flatten(1))


def squares(out):
    return (out * out).sum()


def case(label, model, loss, inputs, target, dtype, most_ops=None,
         extra=None):
    torch.manual_seed(0)
    try:
        step = memplan.torch.export(model, loss, inputs, target, dtype=dtype,
                                    extra_decompositions=extra)
    except memplan.torch.ExportError as error:
        print(f"{label}: not exported: {str(error).splitlines()[0][:160]}")
        return
    result = step.plan(budget=1.0).check()
    ops = (f" linalg ops at most {most_ops}:"
           f" {step.text.count('linalg.') <= most_ops}" if most_ops else "")
    print(f"{label}: loss {result.loss:.6g} (PyTorch {result.pytorch_loss:.6g})"
          f" bitwise equal: {result.bitwise_equal}"
          f" within {result.tolerance:g}: {result.max_error <= result.tolerance}"
          f" ok: {result.ok}{ops}")


torch.manual_seed(0)
case("unbatched pooling", Unbatched(), squares, torch.randn(2, 6, 7), None,
     torch.float64)
case("f32 lstm", Lstm(), squares, torch.randn(2, 3, 4), None, None)
case("nan loss", nn.Linear(5, 4), F.cross_entropy, torch.randn(3, 5),
     torch.tensor([-100, -100, -100]), torch.float64)
case("bfloat16", nn.Linear(5, 3), F.cross_entropy, torch.randn(4, 5),
     torch.randint(0, 3, (4,)), torch.bfloat16)

# A matmul over 512 terms and bias gradients summed over a batch of 64 in
# bf16: the step accumulates in f32 and rounds once, as PyTorch's kernels
# do (added into the bf16 result term by term, the first layer's bias
# gradient was 0.013 away from PyTorch's, three times bf16's epsilon).
for widen in (True, False):
    torch.manual_seed(0)
    long_sums = memplan.torch.export(
        nn.Sequential(nn.Linear(512, 8), nn.Tanh(), nn.Linear(8, 4)),
        F.mse_loss, torch.randn(64, 512), torch.randn(64, 4),
        dtype=torch.bfloat16, widen_accumulators=widen)
    result = long_sums.plan(budget=1.0).check()
    print(f"bf16 sums {'accumulated in f32' if widen else 'as torch-mlir adds'}"
          f": bitwise equal: {result.bitwise_equal} within bf16's epsilon of"
          f" PyTorch: {result.max_error <= 2 ** -8}")
case("causal F.pad", Causal(), squares, torch.randn(2, 2, 9), None,
     torch.float64)
case("transposed convolutions", Decoder(), squares, torch.randn(2, 4, 3, 3),
     None, torch.float64)
case("3-D convolutions and pooling, local response norm", Video(),
     F.cross_entropy, torch.randn(2, 2, 4, 6, 6), torch.tensor([0, 2]),
     torch.float64)
case("top-k", Largest(), squares, torch.randn(4, 6), None, torch.float64)
case("median", Median(), squares, torch.randn(4, 6), None, torch.float64)
case("nanmedian", Median(ignoring_nan=True), squares, torch.randn(4, 6), None,
     torch.float64)
case("nanmedian, declined", Median(ignoring_nan=True), squares, torch.randn(4, 6), None,
     torch.float64,
     extra={torch.ops.aten.nanmedian.dim:
            lambda *args, **kwargs: NotImplemented})
case("cdist", Prototypes(), F.cross_entropy, torch.randn(3, 6),
     torch.tensor([1, 4, 0]), torch.float64)
case("lgamma, pi - x", Gammas(), squares, torch.randn(3, 6), None, torch.float64)
case("column selection", Columns(), squares, torch.randn(3, 4), None,
     torch.float64)
case("writes at cells", Cells(), squares, torch.randn(3, 4), None,
     torch.float64)
# A decomposition that declines leaves the op to torch-mlir.
case("writes at cells, index_put declined", Cells(), squares,
     torch.randn(3, 4), None, torch.float64,
     extra={torch.ops.aten.index_put.default:
            lambda *args, **kwargs: NotImplemented})
case("message passing", MessagePassing(), squares, torch.randn(5, 4), None,
     torch.float64)
case("frames", Framed(), squares, torch.randn(2, 10), None, torch.float64)
case("circular padding, dilated depthwise transposed convolution",
     Ring(), squares,
     torch.tensor([[1, 4, 4, 0, 9, 4, 1], [2, 2, 2, 7, 3, 1, 5]]), None,
     torch.float64)
case("bags of embeddings", Bags(), squares,
     (torch.tensor([1, 3, 3, 7, 3, 0, 9, 1, 11]), torch.tensor([0, 2, 2, 6]),
      torch.randn(9)), None, torch.float64)
case("multi-class margin", nn.Linear(4, 5),
     lambda out, target: F.multi_margin_loss(
         out, target, p=2, weight=torch.linspace(0.5, 1.5, 5,
                                                 dtype=out.dtype)),
     torch.randn(4, 4), torch.tensor([0, 3, 1, 4]), torch.float64)
case("multi-label margin", nn.Linear(4, 5), F.multilabel_margin_loss,
     torch.randn(3, 4),
     torch.tensor([[0, 2, -1, 1, 0], [3, 3, 1, -1, 0], [4, 0, 1, 2, 3]]),
     torch.float64)
case("gaussian negative log-likelihood", MeanAndVariance(), gaussian_nll,
     torch.randn(4, 4), torch.randn(4, 3), torch.float64)
case("spatial transformer", SpatialTransformer(), squares,
     torch.randn(2, 2, 5, 6), None, torch.float64)
case("unfold and fold", Patches(), squares, torch.randn(2, 3, 5, 6), None,
     torch.float64)
case("running scans", Running(), squares, torch.randn(3, 4), None,
     torch.float64)
case("masked selection", Masked(), squares, torch.randn(3, 4), None,
     torch.float64)
case("ctc loss", Frames(), ctc, torch.randn(6, 2, 3),
     torch.tensor([[1, 2, 2], [3, 1, 4]]), torch.float64)
case("global max pool, group and instance norm", GlobalMax(),
     F.cross_entropy, torch.randn(2, 2, 32, 32), torch.tensor([0, 2]),
     torch.float64, most_ops=1000)


def one_hot_huber(out, target):
    # Class labels as one-hot rows (ATen's kernel checks their range, a
    # value known only when the step runs).
    return F.huber_loss(out, F.one_hot(target, 5).to(out.dtype))


case("one-hot targets", nn.Linear(4, 5), one_hot_huber, torch.randn(3, 4),
     torch.tensor([4, 0, 2]), torch.float64)


class Seq2Seq(nn.Module):
    # nn.Transformer with a causal target mask and no is_causal hint: it
    # compares the mask with the causal one (a branch on the data).
    def __init__(self):
        super().__init__()
        self.t = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1,
                                num_decoder_layers=1, dim_feedforward=16,
                                dropout=0.0, batch_first=True)

    def forward(self, x):
        mask = nn.Transformer.generate_square_subsequent_mask(3)
        return self.t(x, x[:, :3], tgt_mask=mask)


case("nn.Transformer, causal target mask", Seq2Seq(), squares,
     torch.randn(2, 4, 8), None, torch.float64)


def constant_comparisons(out):
    # Tensors filled with a constant, compared with integers: the hinge
    # embedding loss on all-positive targets (its `target != 1` and
    # `target != -1`), and a mask from a full tensor.
    hinge = F.hinge_embedding_loss(out, torch.ones_like(out))
    mask = torch.where(torch.full_like(out, 2) > 1, out, 2 * out)
    return hinge + (mask * (torch.zeros_like(out) == 0)).sum()


case("constant tensors compared with integers", nn.Linear(4, 3),
     constant_comparisons, torch.randn(5, 4), None, torch.float64)


def non_finite_masked(out):
    # The log of negative outputs (NaN) masked by torch.isfinite, and
    # nan_to_num, whose backward masks by isfinite too: both x == x to
    # PyTorch's decompositions, which torch-mlir folded to true.
    log = out.log()
    kept = torch.where(torch.isfinite(log), log, torch.zeros_like(log))
    return (kept ** 2).sum() + (torch.nan_to_num(log, nan=0.5) * out).sum()


case("non-finite values masked", nn.Linear(4, 3), non_finite_masked,
     torch.randn(5, 4), None, torch.float64)


def nan_through_maxima(out):
    # The log of negative outputs (NaN) through the maxima and minima that
    # torch-mlir lowers as a comparison and a selection, which dropped the
    # NaN (ReLU6 of NaN was 0, clamp gave its bound); PyTorch keeps it.
    # Each is counted apart: a NaN becomes its own number.
    log = out.log()
    terms = [F.relu6(log), torch.clamp(log, -1, 1), F.hardtanh(log, -2, 2),
             torch.maximum(log, out), torch.minimum(log, out),
             F.hardsigmoid(log), torch.clamp_min(log, 0.5)]
    # The index of a maximum or minimum is the first NaN's (it stayed at
    # the largest number).
    first = (log.argmax(1) + 2 * log.min(1).indices + 1).to(out.dtype)
    return sum(torch.nan_to_num(y, nan=k + 3.0).pow(2).sum() * (k + 1)
               for k, y in enumerate(terms)) + (first * out.sum(1)).sum()


case("NaN through maxima and clamps", nn.Linear(4, 3), nan_through_maxima,
     torch.randn(5, 4), None, torch.float64)


def signs(out):
    # torch.sgn, whose derivative PyTorch makes as an _efficientzerotensor,
    # which torch-mlir does not lower.
    return (torch.sgn(out) * out * torch.arange(1.0, 4.0)).sum()


case("torch.sgn", nn.Linear(4, 3), signs, torch.randn(5, 4), None,
     torch.float64)


def tracking_instance_norm():
    # An instance norm that tracks running averages: in training it
    # normalizes each sample by its own statistics, and the update of the
    # averages (a copy into a view of them) is left out of the step as a
    # batch norm's is; asked for as state, it is refused by name.
    return nn.Sequential(nn.Conv1d(3, 4, 3),
                         nn.InstanceNorm1d(4, affine=True,
                                           track_running_stats=True),
                         nn.ReLU())


case("instance norm tracking running averages", tracking_instance_norm(),
     squares, torch.randn(2, 3, 6), None, torch.float64)
try:
    memplan.torch.export(tracking_instance_norm(), squares,
                         torch.randn(2, 3, 6), dtype=torch.float64,
                         running_stats=True)
    print("its averages as state: exported")
except memplan.torch.ExportError as error:
    print(f"its averages as state: {error}")


class Checkpointed(nn.Module):
    # Activation checkpoints of both forms and a checkpointed sequence:
    # plain calls in the step (what to compute again is the planner's).
    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Linear(4, 8), nn.Linear(8, 8)
        self.seq = nn.Sequential(nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 8),
                                 nn.GELU())
        self.head = nn.Linear(8, 3)

    def forward(self, x):
        h = checkpoint(lambda t: torch.relu(self.a(t)), x,
                       use_reentrant=True)
        h = torch.utils.checkpoint.checkpoint(self.b, h, use_reentrant=False)
        h = torch.utils.checkpoint.checkpoint_sequential(
            self.seq, 2, h, use_reentrant=False)
        return self.head(h)


case("activation checkpoints", Checkpointed(), F.cross_entropy,
     torch.randn(5, 4), torch.tensor([0, 2, 1, 1, 0]), torch.float64)
case("a compiled model", torch.compile(nn.Sequential(
    nn.Linear(4, 6), nn.ReLU(), nn.Linear(6, 3))), F.cross_entropy,
     torch.randn(5, 4), torch.tensor([0, 2, 1, 1, 0]), torch.float64)


class Rotary(nn.Module):
    """Attention with rotary position embeddings written with complex
    numbers (view_as_complex, polar, a product; the backward conjugates),
    with a conjugate, a division, abs, real and imag besides; with
    `tables_f32`, LLaMA's form: the rotation computed in f32 (`.float()`)
    and cast back, so that the f64 step computes part of itself in f32."""

    def __init__(self, tables_f32=False):
        super().__init__()
        self.qk = nn.Linear(8, 16)
        self.tables_f32 = tables_f32

    def rotate(self, x, angles):
        if self.tables_f32:
            pairs = torch.view_as_complex(
                x.float().reshape(*x.shape[:-1], -1, 2))
            turned = pairs * torch.polar(torch.ones_like(angles), angles)
            return torch.view_as_real(turned).flatten(-2).type_as(x)
        pairs = torch.view_as_complex(
            x.reshape(*x.shape[:-1], -1, 2).contiguous())
        turn = torch.polar(torch.ones_like(angles), angles)
        turned = pairs * turn + 0.5 * pairs.conj() * turn - pairs / 3.0
        return (torch.view_as_real(turned).flatten(-2)
                + turned.abs().repeat_interleave(2, -1) * 0.1
                + (turned.real * turned.imag).repeat_interleave(2, -1))

    def forward(self, x):
        kind = torch.float32 if self.tables_f32 else x.dtype
        steps = torch.arange(x.shape[1], dtype=kind)
        angles = torch.outer(
            steps, 1.0 / 100 ** (torch.arange(0, 8, 2, dtype=kind) / 8))
        q, k = self.qk(x).chunk(2, -1)
        q, k = self.rotate(q, angles), self.rotate(k, angles)
        return (q @ k.transpose(-1, -2)).softmax(-1) @ x


case("rotary embeddings with complex numbers", Rotary(), squares,
     torch.randn(2, 5, 8), None, torch.float64)
case("rotary tables in f32 (checked to f32's tolerance)",
     Rotary(tables_f32=True), squares, torch.randn(2, 5, 8), None,
     torch.float64)


class ComplexArithmetic(nn.Module):
    """Complex numbers beyond rotations: complex constants, quotients,
    sums and means, concatenation and a slice (whose backward scatters),
    where, abs, real and imag."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 8)

    def forward(self, x):
        z = torch.view_as_complex(self.lin(x).reshape(-1, 4, 2))
        w = (z * 1j + 1 - (2 - z) / (1 + 0.5j)
             + torch.cat([z, z.conj()], 0)[:z.shape[0]])
        w = (torch.where(z.real > 0, w, z * 0.5) + z.sum(0, keepdim=True)
             - z.mean(0, keepdim=True))
        return (torch.view_as_real(w * w.conj()).sum(-1) + w.abs()
                + torch.stack([w.real, w.imag], -1).sum(-1) + (z / w).imag)


case("complex arithmetic", ComplexArithmetic(), squares, torch.randn(3, 4),
     None, torch.float64)


class Spectral(nn.Module):
    """Fourier transforms, which torch-mlir does not lower: a token mixing
    by fft2's real part (FNet), a gate on a one-sided spectrum inverted by
    irfft, and an STFT's magnitude."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 8)

    def forward(self, x):
        h = self.lin(x)
        h = h + torch.fft.fft2(h).real
        spectrum = torch.fft.rfft(h, dim=-1, norm="ortho")
        h = torch.fft.irfft(spectrum * torch.sigmoid(spectrum.abs()), n=8,
                            dim=-1, norm="ortho")
        frames = torch.stft(h.reshape(-1, 24), n_fft=8, hop_length=4,
                            window=torch.hann_window(8, dtype=h.dtype),
                            return_complex=True)
        return frames.abs()


case("fourier transforms", Spectral(), squares, torch.randn(2, 3, 8), None,
     torch.float64)


def uniformity(z, t=2.0):
    # The uniformity loss of contrastive learning, on torch.pdist.
    return (torch.pdist(z, p=2).pow(2).mul(-t).exp().mean().log()
            + F.pdist(z, p=1).mean())


case("pairwise distances (uniformity loss)",
     nn.Sequential(nn.Linear(6, 4), nn.Tanh()), uniformity,
     torch.randn(6, 6), None, torch.float64)
case("a sparse embedding", nn.Sequential(
    nn.Embedding(10, 4, sparse=True, padding_idx=0), nn.Linear(4, 2)),
     squares, torch.tensor([[1, 2, 2, 0], [9, 0, 3, 3]]), None,
     torch.float64)



class PaddedAttention(nn.Module):
    # A boolean padding mask kept as a buffer (nn.MultiheadAttention fills a
    # float copy of it in place) and an in-place op on a buffer's clone.
    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(8, 2, batch_first=True)
        self.head = nn.Linear(8, 3)
        self.register_buffer("pad", torch.tensor(
            [[False, False, False, True, True],
             [False, False, False, False, True]]))
        self.register_buffer("scale", torch.linspace(0.5, 1.5, 8))

    def forward(self, x):
        y, _ = self.mha(x, x, x, key_padding_mask=self.pad,
                        need_weights=False)
        return self.head(y.mean(1) * self.scale.clone().mul_(2))


case("padding mask and scale kept as buffers", PaddedAttention(),
     F.cross_entropy, torch.randn(2, 5, 8), torch.tensor([0, 2]),
     torch.float64)


class Halves(nn.Module):
    # Two writes into slices of a new tensor (AdaptiveLogSoftmaxWithLoss
    # writes its clusters' log-probabilities so): their backward takes a
    # box of the gradient.
    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Linear(4, 4), nn.Linear(4, 4)

    def forward(self, x):
        out = x.new_zeros((x.shape[0], 8))
        out[:, :4] = self.a(x)
        out[:, 4:] = self.b(x)
        return out


case("writes into two slices of a new tensor", Halves(), F.cross_entropy,
     torch.randn(2, 4), torch.tensor([0, 6]), torch.float64)


class ColumnWrites(nn.Module):
    # A write into a column and an add into a box that starts past a row's
    # first element (MViT adds its relative positions to
    # attn[:, :, 1:, 1:] so): views that drop an axis or are no box of
    # their base, gathered and written by position.
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(4, 8)

    def forward(self, x):
        z = self.a(x)
        z[:, 0] = 0.0
        z[:, 2:5] += 1.0
        return z


class TwoHeads(nn.Module):
    # A multi-task model: classes and a value, their targets in a dict.
    def __init__(self):
        super().__init__()
        self.cls, self.reg = nn.Linear(4, 3), nn.Linear(4, 1)

    def forward(self, x):
        return self.cls(x), self.reg(x)


def two_losses(out, target):
    return F.cross_entropy(out[0], target["labels"]) + F.mse_loss(
        out[1], target["values"])


case("a target of two tensors in a dict", TwoHeads(), two_losses,
     torch.randn(3, 4), {"labels": torch.tensor([0, 2, 1]),
                         "values": torch.randn(3, 1)}, torch.float64)


case("writes into a column and a box of rows", ColumnWrites(),
     F.cross_entropy, torch.randn(3, 4), torch.tensor([0, 6, 3]),
     torch.float64)


class NoExtraFeatures(nn.Module):
    # Extra features configured to none: a tensor of no element made by a
    # fill, concatenated with the input.
    def __init__(self, extra=0):
        super().__init__()
        self.extra = extra
        self.lin = nn.Linear(4 + extra, 7)

    def forward(self, x):
        more = x.new_zeros(x.shape[0], self.extra)
        return self.lin(torch.cat([x, more], 1))


case("extra features of width 0", NoExtraFeatures(), F.cross_entropy,
     torch.randn(3, 4), torch.tensor([0, 6, 3]), torch.float64)


class FineTuned(nn.Module):
    # A frozen backbone in evaluation mode (its batch norm normalizes with
    # its running averages, its parameters take no gradient) under a head
    # that trains, a batch norm of its own in training mode.
    def __init__(self):
        super().__init__()
        self.backbone = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1),
                                      nn.BatchNorm2d(4), nn.ReLU())
        self.bn = nn.BatchNorm2d(4)
        self.head = nn.Linear(4 * 6 * 6, 3)

    def forward(self, x):
        return self.head(torch.relu(self.bn(self.backbone(x))).flatten(1))


def fine_tuning():
    # The step against the user's own: loss.backward() on the model as
    # given.
    torch.manual_seed(0)
    model = FineTuned().double()
    with torch.no_grad():
        model.backbone[1].running_mean.uniform_(-1, 1)
        model.backbone[1].running_var.uniform_(0.5, 2)
    model.backbone.eval()
    for p in model.backbone.parameters():
        p.requires_grad_(False)
    x = torch.randn(2, 3, 6, 6, dtype=torch.float64)
    y = torch.tensor([0, 2])
    step = memplan.torch.export(model, F.cross_entropy, x, y,
                                dtype=torch.float64)
    result = step.plan(budget=1.0).check()
    loss = F.cross_entropy(model(x), y)
    loss.backward()
    own = [loss.detach()] + [p.grad for p in model.parameters()
                             if p.requires_grad]
    ref = [torch.as_tensor(r) for r in step.reference()]
    agrees = len(ref) == len(own) and all(
        float((r - o).abs().max()) <= 1e-12 * max(1.0, float(o.abs().max()))
        for r, o in zip(ref, own))
    print(f"fine-tuning a frozen backbone: results {step.labels}"
          f" bitwise equal: {result.bitwise_equal} ok: {result.ok}"
          f" as loss.backward(): {agrees}")


fine_tuning()


def weight_decay_in_loss():
    # A loss that reads the model's parameters itself (weight decay written
    # by hand over model.parameters(), as tutorials do): the step
    # differentiates them there too, as loss.backward() does, not only
    # through the model's output.
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Linear(8, 3))
    x = torch.randn(4, 6)
    y = torch.tensor([0, 2, 1, 2])

    def loss(out, target):
        return F.cross_entropy(out, target) + 0.1 * sum(
            p.pow(2).sum() for p in model.parameters())

    step = memplan.torch.export(model, loss, x, y, dtype=torch.float64)
    result = step.plan(budget=1.0).check()
    own_model = model.double()
    own_loss = loss(own_model(x.double()), y)
    own_loss.backward()
    own = [own_loss.detach()] + [p.grad for p in own_model.parameters()]
    ref = [torch.as_tensor(r) for r in step.reference()]
    agrees = len(ref) == len(own) and all(
        float((r - o).abs().max()) <= 1e-12 * max(1.0, float(o.abs().max()))
        for r, o in zip(ref, own))
    print(f"weight decay in the loss: results {len(step.labels)}"
          f" bitwise equal: {result.bitwise_equal} ok: {result.ok}"
          f" as loss.backward(): {agrees}")


weight_decay_in_loss()


class FourierOperator(nn.Module):
    """A Fourier neural operator's layer: its weights complex parameters
    applied to the lowest modes of the input's spectrum."""

    def __init__(self, channels=2, modes=3):
        super().__init__()
        self.lift = nn.Conv1d(1, channels, 1)
        self.weights = nn.Parameter(
            0.5 * torch.rand(channels, channels, modes, dtype=torch.cfloat))
        self.mix = nn.Conv1d(channels, channels, 1)
        self.project = nn.Conv1d(channels, 1, 1)

    def forward(self, x):
        h = self.lift(x)
        spectrum = torch.fft.rfft(h)
        modes = self.weights.shape[-1]
        out = torch.zeros(h.shape[0], h.shape[1], spectrum.shape[-1],
                          dtype=spectrum.dtype)
        out[:, :, :modes] = torch.einsum("bix,iox->box",
                                         spectrum[:, :, :modes], self.weights)
        h = F.gelu(torch.fft.irfft(out, n=x.shape[-1]) + self.mix(h))
        return self.project(h)


def complex_parameters():
    # A complex parameter is an argument as its real view; its gradient is
    # the user's own p.grad (loss.backward()) seen so, in the complex type
    # of the export's precision (Module.to would drop imaginary parts).
    torch.manual_seed(0)
    model = FourierOperator()
    x, y = torch.randn(3, 1, 12), torch.randn(3, 1, 12)
    step = memplan.torch.export(model, F.mse_loss, x, y, dtype=torch.float64)
    result = step.plan(budget=1.0).check()
    own_model = model._apply(lambda t: t.to(torch.complex128)
                             if t.is_complex() else t.double())
    loss = F.mse_loss(own_model(x.double()), y.double())
    loss.backward()
    own = [loss.detach()] + [torch.view_as_real(p.grad) if p.is_complex()
                             else p.grad for p in own_model.parameters()]
    ref = [torch.as_tensor(r) for r in step.reference()]
    agrees = len(ref) == len(own) and all(
        r.shape == o.shape and float((r - o).abs().max())
        <= 1e-12 * max(1.0, float(o.abs().max()))
        for r, o in zip(ref, own))
    weights = step.arguments[2 + step.parameter_names.index("weights")]
    print(f"complex parameters: weights argument {list(weights.shape)}"
          f" {weights.dtype}"
          f" bitwise equal: {result.bitwise_equal} ok: {result.ok}"
          f" as loss.backward(): {agrees}")


complex_parameters()


class Counting(nn.Module):
    # A tensor attribute (not a buffer: no state of the step) changed in
    # forward.
    def __init__(self):
        super().__init__()
        self.f = nn.Linear(4, 3)
        self.calls = torch.zeros(())

    def forward(self, x):
        self.calls += 1
        return self.f(x)


class Cube(torch.autograd.Function):
    # The old form of a custom function: no setup_context.
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad):
        x, = ctx.saved_tensors
        return 3 * x * x * grad


class Swish(torch.autograd.Function):
    # The form torch.func asks for: forward without ctx, setup_context.
    @staticmethod
    def forward(x):
        return x * torch.sigmoid(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad):
        x, = ctx.saved_tensors
        s = torch.sigmoid(x)
        return grad * s * (1 + x * (1 - s))


class Applying(nn.Module):
    """A linear layer, then a custom function."""

    def __init__(self, function):
        super().__init__()
        self.f = nn.Linear(4, 3)
        self.function = function

    def forward(self, x):
        return self.function.apply(self.f(x))


class Penalized(nn.Module):
    """A gradient penalty taken with torch.autograd.grad in forward."""

    def __init__(self):
        super().__init__()
        self.f = nn.Linear(4, 3)

    def forward(self, x):
        x = x.detach().requires_grad_()
        y = self.f(x)
        g, = torch.autograd.grad(y.sum(), x, create_graph=True)
        return y + (g * g).sum()


def refused(label, model, loss):
    # What the refusal says it is, and whether it names this file's line.
    try:
        memplan.torch.export(model, loss, torch.randn(2, 4), None,
                             dtype=torch.float64)
        print(f"{label}: exported")
    except memplan.torch.ExportError as error:
        text = str(error)
        line = 'torch_edges.py", line' in text
        print(f"{label}: {text.split(' (PyTorch')[0]}; names the line:"
              f" {line}")


refused("a tensor attribute changed in forward", Counting(), squares)
refused("an autograd.Function without setup_context", Applying(Cube),
        squares)
refused("an autograd.Function with setup_context", Applying(Swish),
        squares)
refused("a gradient taken in forward", Penalized(), squares)
refused("a loss that is not a scalar", nn.Linear(4, 3),
        lambda out: (out * out).sum(1))
refused("a model no copy can take", nn.utils.weight_norm(nn.Linear(4, 3)),
        squares)
refused("a lazy module not run yet", nn.LazyLinear(3), squares)
refused("a model with nothing to train", nn.Linear(4, 3).requires_grad_(False),
        squares)


class Renormed(nn.Module):
    """nn.Embedding(max_norm=...) renormalizes in its table the rows it
    looks up."""

    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(10, 3, max_norm=1.0)

    def forward(self, x):
        return self.embed((x.abs() * 3).long().clamp(max=9))


refused("an embedding that renormalizes its table", Renormed(), squares)


class PackedGRU(nn.Module):
    """A GRU over a packed batch whose lengths are the data's."""

    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(1, 3, batch_first=True)

    def forward(self, x):
        lengths = torch.tensor([4, 2])
        packed = nn.utils.rnn.pack_padded_sequence(
            x.unsqueeze(-1), lengths, batch_first=True, enforce_sorted=False)
        return self.gru(packed)[1][-1]


refused("a packed batch", PackedGRU(), squares)


class EmptySum(nn.Module):
    # A fill of no element that is not concatenated.
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        return self.lin(x) + x.new_zeros(x.shape[0], 0).sum()


# Restated with the op and the model's line first.
try:
    memplan.torch.export(EmptySum(), squares, torch.randn(2, 4), None,
                         dtype=torch.float64)
    print("a fill of no element: exported")
except memplan.torch.ExportError as error:
    print(f"a fill of no element: {str(error).splitlines()[0]}")


class Unlowered(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        return torch.erfc(self.lin(x))


# torch-mlir's failed import restated: the op and the model's line first.
try:
    memplan.torch.export(Unlowered(), squares, torch.randn(2, 4), None,
                         dtype=torch.float64)
    print("an op torch-mlir does not lower: exported")
except memplan.torch.ExportError as error:
    first = str(error).splitlines()[0]
    print(f"an op torch-mlir does not lower: {first}")


class LessCommonPointwise(nn.Module):
    """Pointwise ops no other case reads, each on a Linear's outputs."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(6, 6)

    def forward(self, x):
        y = self.lin(x)
        t = torch.tanh(y) * 0.9
        terms = [torch.sinc(y), torch.lerp(x, y, 0.3),
                 torch.addcmul(x, y, x, value=0.5), F.softsign(y),
                 F.tanhshrink(y), F.celu(y, alpha=0.7), F.selu(y),
                 F.threshold(y, 0.1, 2.0), torch.xlogy(x.abs() + 0.1, y.abs() + 1),
                 torch.remainder(y, 0.7), torch.expm1(y), torch.atanh(t),
                 torch.asinh(y), torch.acosh(y.abs() + 1.5),
                 torch.float_power(y.abs() + 1, 1.5).to(y.dtype),
                 torch.logaddexp(x, y),
                 torch.heaviside(x, torch.tensor(0.5, dtype=x.dtype)) * y,
                 torch.trunc(x * 3) * y]
        return torch.stack(terms).sum(0)


class Contractions(nn.Module):
    """Reshaping and contraction ops no other case reads."""

    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(6, 6))

    def forward(self, x):
        y = x @ self.w
        order = torch.argsort(x, dim=1)
        return (torch.kron(x[:2, :2], self.w[:2, :2]).sum()
                + torch.tensordot(x, self.w, dims=([1], [0])).pow(2).mean()
                + torch.diag_embed(y).sum(-1).mean()
                + torch.take_along_dim(y, order, dim=1)[:, 0].sum()
                + torch.movedim(y.reshape(2, 2, 6), 0, 2).cumsum(1).mean()
                + torch.rot90(y, 1, (0, 1)).narrow(0, 1, 2).sum()
                + F.pairwise_distance(x, y).sum()
                + F.cosine_similarity(x, y, dim=1).sum()
                + torch.std_mean(y, dim=1)[0].sum()).reshape(1)


class PoolsAndChannelDropout(nn.Module):
    """Power-average pooling, area resampling, channel dropout (its mask
    an argument of the step, as every random draw is)."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)

    def forward(self, x):
        y = self.conv(x)
        return torch.cat([
            F.lp_pool2d(y.abs() + 0.1, 2, 2).flatten(1),
            F.interpolate(y, scale_factor=0.5, mode="area").flatten(1),
            F.dropout2d(y, 0.3).mean((2, 3))], 1).sum(1)


class AttentionWeights(nn.Module):
    """nn.MultiheadAttention returning per-head weights, with key and value
    biases and a float mask."""

    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(8, 2, batch_first=True, bias=False,
                                          add_bias_kv=True)

    def forward(self, x):
        mask = torch.triu(torch.full((5, 5), -1e4, dtype=x.dtype), 1)
        out, weights = self.attn(x, x, x, need_weights=True,
                                 average_attn_weights=False, attn_mask=mask)
        return out.sum(-1) + weights.pow(2).sum((1, 3))


case("less common pointwise ops", LessCommonPointwise(), squares,
     torch.randn(4, 6), None, torch.float64)
case("contractions and reshapes", Contractions(), squares, torch.randn(4, 6),
     None, torch.float64)
case("power pooling, area resampling, channel dropout",
     PoolsAndChannelDropout(), squares, torch.randn(2, 3, 9, 9), None,
     torch.float64)
case("attention weights with key and value biases", AttentionWeights(),
     squares, torch.randn(2, 5, 8), None, torch.float64)
