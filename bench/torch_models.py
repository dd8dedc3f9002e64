"""PyTorch models a new user would bring, through memplan.torch end to end.

    build/export-venv/bin/python bench/torch_models.py --json OUT
        [--models a,b,...] [--fraction 0.3] [--dtype float64] [--no-widen]
        [--optimizer sgd|adam] [--build-dir build]

Each model (torchvision's and torch.nn's, at small sizes: few channels,
small images, short sequences) is exported in f64 (or `--dtype`, with
its reductions accumulated in f32 unless `--no-widen`) with memplan.torch,
planned by the greedy planner at its lower bound plus `fraction` of the way
to the unplanned peak (at the least the planner reaches when that is out of
reach), then checked (`PlannedStep.check`): the packed planned step against
the unplanned one bit for bit, and the loss and every gradient against
PyTorch's own run. With `--optimizer` the step applies SGD's or Adam's
update and returns new parameters and state (checked against PyTorch's
optimizer). Runs in the exporter's environment (`make
export-models`); prints one line per model and writes the rows as JSON.
"""

import argparse
import json
import math
import os
import re
import sys
import time
import traceback

import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision

HERE = os.path.dirname(os.path.abspath(__file__))


def image(side=32, classes=10):
    return (torch.randn(2, 3, side, side), torch.randint(0, classes, (2,)),
            F.cross_entropy)


def tokens(vocab=30, length=8):
    def loss(logits, target):
        return F.cross_entropy(logits.reshape(-1, logits.shape[-1]),
                               target.reshape(-1))
    return (torch.randint(0, vocab, (2, length)),
            torch.randint(0, vocab, (2, length)), loss)


def vision(name, k, side=32, **kwargs):
    # models/export.py's narrowing; imported once memplan.torch is (from
    # the build's package), which export.py's own import then reuses.
    sys.path.insert(0, os.path.join(HERE, "..", "models"))
    from export import narrow
    model = getattr(torchvision.models, name)(weights=None, num_classes=10,
                                              **kwargs)
    return narrow(model, k, classes=10), image(side)


class Recurrent(nn.Module):
    def __init__(self, cell, vocab=30, width=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.cell = cell(width, width, batch_first=True)
        self.out = nn.Linear(width, vocab)

    def forward(self, ids):
        return self.out(self.cell(self.embed(ids))[0])


class Encoder(nn.Module):
    def __init__(self, vocab=30, width=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        layer = nn.TransformerEncoderLayer(width, 2, 32, dropout=0.1,
                                           batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, 2)
        self.out = nn.Linear(width, vocab)

    def forward(self, ids):
        return self.out(self.encoder(self.embed(ids)))


def convnext():
    config = torchvision.models.convnext.CNBlockConfig
    return (torchvision.models.convnext.ConvNeXt(
        [config(16, 32, 1), config(32, None, 1)], stochastic_depth_prob=0.1,
        num_classes=10), image())


def swin():
    return (torchvision.models.SwinTransformer(
        patch_size=[4, 4], embed_dim=16, depths=[2], num_heads=[2],
        window_size=[4, 4], num_classes=10), image(16))


def vit():
    return (torchvision.models.VisionTransformer(
        image_size=32, patch_size=8, num_layers=2, num_heads=2,
        hidden_dim=16, mlp_dim=32, num_classes=10), image())


def clip(frames=4, side=32, batch=1, classes=10):
    return (torch.randn(batch, 3, frames, side, side),
            torch.randint(0, classes, (batch,)), F.cross_entropy)


def video(name):
    return (getattr(torchvision.models.video, name)(weights=None,
                                                    num_classes=10), clip())


class X3DBlock(nn.Module):
    """An X3D-style clip classifier: a (1, 3, 3) stem, then an inverted
    bottleneck with a depthwise 3x3x3 convolution, squeeze-excite and 3-D
    batch normalization, and a residual."""

    def __init__(self, width=4, expanded=8):
        super().__init__()
        self.stem = nn.Conv3d(3, width, (1, 3, 3), stride=(1, 2, 2),
                              padding=(0, 1, 1))
        self.expand = nn.Conv3d(width, expanded, 1)
        self.bn1 = nn.BatchNorm3d(expanded)
        self.depthwise = nn.Conv3d(expanded, expanded, 3, padding=1,
                                   groups=expanded)
        self.bn2 = nn.BatchNorm3d(expanded)
        self.squeeze = nn.Conv3d(expanded, 2, 1)
        self.excite = nn.Conv3d(2, expanded, 1)
        self.project = nn.Conv3d(expanded, width, 1)
        self.bn3 = nn.BatchNorm3d(width)
        self.head = nn.Linear(width, 10)

    def forward(self, x):
        x = self.stem(x)
        y = torch.relu(self.bn1(self.expand(x)))
        y = self.bn2(self.depthwise(y))
        gate = F.adaptive_avg_pool3d(y, 1)
        gate = torch.sigmoid(self.excite(torch.relu(self.squeeze(gate))))
        y = self.bn3(self.project(F.silu(y * gate))) + x
        return self.head(F.adaptive_avg_pool3d(y, 1).flatten(1))


class LrnNet(nn.Module):
    """A Caffe-era convolutional net: local response normalization after
    the first two convolutions, overlapping max pooling."""

    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 5, stride=2, padding=2)
        self.conv2 = nn.Conv2d(8, 16, 3, padding=1)
        self.norm = nn.LocalResponseNorm(5, alpha=1e-4, beta=0.75, k=2.0)
        self.head = nn.Linear(16 * 3 * 3, 10)

    def forward(self, x):
        y = F.max_pool2d(self.norm(torch.relu(self.conv1(x))), 3, 2)
        y = F.max_pool2d(self.norm(torch.relu(self.conv2(y))), 3, 2)
        return self.head(y.flatten(1))


class Segmentation(nn.Module):
    """A torchvision segmentation model's "out" map (the model returns a
    dict)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x):
        return self.model(x)["out"]


def segmentation(name, k=None, classes=3, side=32):
    model = getattr(torchvision.models.segmentation, name)(
        weights=None, weights_backbone=None, num_classes=classes)
    if k:
        sys.path.insert(0, os.path.join(HERE, "..", "models"))
        from export import narrow
        model = narrow(model, k, classes=classes)
    return (Segmentation(model),
            (torch.randn(2, 3, side, side),
             torch.randint(0, classes, (2, side, side)), F.cross_entropy))


class Llama(nn.Module):
    """A LLaMA-style decoder: RMS normalization, rotary position embeddings,
    causal scaled dot-product attention, a SwiGLU MLP and the output layer
    tied to the embedding."""

    def __init__(self, vocab=30, width=16, heads=2, layers=2, hidden=32):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.heads = heads
        self.blocks = nn.ModuleList(nn.ModuleDict(dict(
            attention_norm=nn.RMSNorm(width),
            qkv=nn.Linear(width, 3 * width, bias=False),
            out=nn.Linear(width, width, bias=False),
            mlp_norm=nn.RMSNorm(width),
            gate=nn.Linear(width, hidden, bias=False),
            up=nn.Linear(width, hidden, bias=False),
            down=nn.Linear(hidden, width, bias=False))) for _ in range(layers))
        self.norm = nn.RMSNorm(width)
        self.head = nn.Linear(width, vocab, bias=False)
        self.head.weight = self.embed.weight

    @staticmethod
    def rotate(x):
        t, d = x.shape[-2:]
        inverse = 1.0 / 10000 ** (torch.arange(0, d, 2, dtype=x.dtype) / d)
        angle = torch.arange(t, dtype=x.dtype)[:, None] * inverse[None, :]
        even, odd = x[..., 0::2], x[..., 1::2]
        return torch.stack([even * angle.cos() - odd * angle.sin(),
                            even * angle.sin() + odd * angle.cos()],
                           -1).flatten(-2)

    def forward(self, ids):
        x = self.embed(ids)
        b, t, w = x.shape
        for block in self.blocks:
            q, k, v = block["qkv"](block["attention_norm"](x)).split(w, -1)
            q, k, v = (y.view(b, t, self.heads, -1).transpose(1, 2)
                       for y in (q, k, v))
            a = F.scaled_dot_product_attention(self.rotate(q), self.rotate(k),
                                               v, is_causal=True)
            x = x + block["out"](a.transpose(1, 2).reshape(b, t, w))
            h = block["mlp_norm"](x)
            x = x + block["down"](F.silu(block["gate"](h)) * block["up"](h))
        return self.head(self.norm(x))


class Decoder(nn.Module):
    """nn.TransformerDecoder, pre-norm, GELU, a causal mask, attending to
    the first tokens as its memory; padding ids get no gradient."""

    def __init__(self, vocab=30, width=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, width, padding_idx=0)
        layer = nn.TransformerDecoderLayer(width, 2, 32, dropout=0.0,
                                           batch_first=True, norm_first=True,
                                           activation="gelu")
        self.decoder = nn.TransformerDecoder(layer, 2)
        self.out = nn.Linear(width, vocab)

    def forward(self, ids):
        x = self.embed(ids)
        mask = nn.Transformer.generate_square_subsequent_mask(
            ids.shape[1], dtype=x.dtype)
        return self.out(self.decoder(x, x[:, :4], tgt_mask=mask,
                                     tgt_is_causal=True))


class Normalized(nn.Module):
    """Group and instance normalization, a transposed convolution, a pixel
    shuffle, a dilated convolution, bilinear downsampling and a global max
    pool of a 64x64 map (4096 kernel offsets)."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.group = nn.GroupNorm(2, 8)
        self.instance = nn.InstanceNorm2d(8, affine=True)
        self.up = nn.ConvTranspose2d(8, 4, 2, stride=2)
        self.shuffle = nn.PixelShuffle(2)
        self.dilated = nn.Conv2d(1, 4, 3, padding=2, dilation=2)
        self.head = nn.Linear(4, 10)

    def forward(self, x):
        y = F.leaky_relu(self.instance(F.gelu(self.group(self.conv(x)))), 0.1)
        y = self.shuffle(self.up(y))
        y = F.interpolate(self.dilated(y), scale_factor=0.5, mode="bilinear",
                          align_corners=False)
        return self.head(F.adaptive_max_pool2d(torch.tanh(y), 1).flatten(1))


class AudioNet(nn.Module):
    """1-D convolutions over a two-channel signal."""

    def __init__(self, classes=5):
        super().__init__()
        self.conv = nn.Conv1d(2, 8, 5, padding=2)
        self.norm = nn.BatchNorm1d(8)
        self.grouped = nn.Conv1d(8, 8, 3, stride=2, padding=1, groups=2)
        self.norm2 = nn.BatchNorm1d(8)
        self.head = nn.Linear(8, classes)

    def forward(self, x):
        y = F.gelu(self.norm(self.conv(x)))
        y = F.elu(self.norm2(self.grouped(y)))
        return self.head(F.adaptive_avg_pool1d(y, 1).flatten(1))


class Activations(nn.Module):
    """Padding modes, space-to-depth and activations the others lack."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.prelu = nn.PReLU(8)
        self.conv2 = nn.Conv2d(8, 8, 3)
        self.conv3 = nn.Conv2d(8, 8, 2)
        self.conv4 = nn.Conv2d(32, 8, 1)
        self.head = nn.Linear(8, 10)

    def forward(self, x):
        y = self.prelu(self.conv(x))
        y = F.leaky_relu(self.conv2(F.pad(y, (1, 1, 1, 1), mode="reflect")),
                         0.1)
        y = F.mish(self.conv3(F.pad(y, (1, 0, 1, 0), mode="replicate"))) + \
            0.1 * F.softplus(y)
        y = F.hardtanh(self.conv4(F.pixel_unshuffle(y, 2)))
        y = F.adaptive_max_pool2d(y, 1).flatten(1)
        return self.head(y) + F.logsigmoid(y).sum(1, keepdim=True)


class AutoEncoder(nn.Module):
    """Strided encoder, transposed-convolution and nearest-neighbour
    decoder: a per-pixel target."""

    def __init__(self):
        super().__init__()
        self.down = nn.Conv2d(1, 4, 3, stride=2, padding=1)
        self.down2 = nn.Conv2d(4, 8, 3, stride=2, padding=1)
        self.up = nn.ConvTranspose2d(8, 4, 4, stride=2, padding=1)
        self.out = nn.Conv2d(4, 1, 3, padding=1)

    def forward(self, x):
        y = F.relu(self.down2(F.relu(self.down(x))))
        y = F.interpolate(F.relu(self.up(y)), scale_factor=2, mode="nearest")
        return self.out(y)


class TensorOps(nn.Module):
    """einsum, batched multiply-add, masking, running sums, rolls and
    selects between sequence positions."""

    def __init__(self, width=6, outputs=4):
        super().__init__()
        self.weight = nn.Parameter(0.1 * torch.randn(width, width))
        self.norm = nn.LayerNorm(width)
        self.head = nn.Linear(width, outputs)

    def forward(self, x):
        y = torch.einsum("bij,jk->bik", x, self.weight)
        y = torch.baddbmm(y, x, 0.01 * (x.transpose(1, 2) @ x))
        y = self.norm(y).masked_fill(x < -1.5, 0.0)
        y = 0.1 * torch.cumsum(y, dim=1) + torch.roll(y, 1, dims=2)
        y = torch.where(y > 0, y, y.exp() - 1)
        return self.head(y.mean(1))


class CellLoop(nn.Module):
    """nn.GRUCell unrolled over the sequence in Python."""

    def __init__(self, vocab=30, width=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.cell = nn.GRUCell(width, width)
        self.out = nn.Linear(width, vocab)
        self.width = width

    def forward(self, ids):
        h = torch.zeros(ids.shape[0], self.width, dtype=self.out.weight.dtype)
        steps = []
        for t in range(ids.shape[1]):
            h = self.cell(self.embed(ids[:, t]), h)
            steps.append(self.out(h))
        return torch.stack(steps, 1)


class MixtureOfExperts(nn.Module):
    """Each sample through the top two of four experts, weighted by its
    gate's renormalized probabilities."""

    def __init__(self, width=8, experts=4, classes=3):
        super().__init__()
        self.gate = nn.Linear(width, experts)
        self.experts = nn.ModuleList(nn.Linear(width, width)
                                     for _ in range(experts))
        self.head = nn.Linear(width, classes)

    def forward(self, x):
        weights, chosen = torch.topk(torch.softmax(self.gate(x), -1), 2, -1)
        weights = weights / weights.sum(-1, keepdim=True)
        outputs = torch.stack([expert(x) for expert in self.experts], -2)
        picked = torch.gather(outputs, -2, chosen.unsqueeze(-1).expand(
            -1, -1, outputs.shape[-1]))
        return self.head((weights.unsqueeze(-1) * picked).sum(-2))


class GraphNetwork(nn.Module):
    """Two rounds of message passing over a fixed ring-and-chords graph of
    12 nodes: messages averaged and maxed into each node
    (Tensor.scatter_reduce), then summed (index_add_); a graph-level
    readout."""

    def __init__(self, width=8, classes=3):
        super().__init__()
        nodes = torch.arange(12)
        source = torch.cat([nodes, nodes, nodes[::3]])
        target = torch.cat([(nodes + 1) % 12, (nodes + 5) % 12,
                            (nodes[::3] + 6) % 12])
        self.register_buffer("source", source)
        self.register_buffer("target", target)
        self.embed = nn.Linear(4, width)
        self.message = nn.ModuleList(nn.Linear(width, width)
                                     for _ in range(2))
        self.update = nn.ModuleList(nn.Linear(3 * width, width)
                                    for _ in range(2))
        self.head = nn.Linear(width, classes)

    def forward(self, x):
        h = torch.relu(self.embed(x))
        for message, update in zip(self.message, self.update):
            m = message(h)[self.source]
            into = self.target.unsqueeze(1).expand_as(m)
            mean = torch.zeros_like(h).scatter_reduce(
                0, into, m, "mean", include_self=False)
            most = torch.zeros_like(h).scatter_reduce(
                0, into, m, "amax", include_self=False)
            total = torch.zeros_like(h).index_add_(0, self.target, m)
            h = h + torch.relu(update(torch.cat([mean, most, total], 1)))
        return self.head(h.mean(0, keepdim=True))


class ComplexRotary(nn.Module):
    """LLaMA's reference form of rotary embeddings: query and key pairs as
    complex numbers turned by torch.polar, then causal attention and an
    MLP, tied embedding."""

    def __init__(self, vocab=30, width=16, heads=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.qkv = nn.Linear(width, 3 * width, bias=False)
        self.out = nn.Linear(width, width, bias=False)
        self.mlp = nn.Sequential(nn.Linear(width, 32), nn.SiLU(),
                                 nn.Linear(32, width))
        self.heads = heads

    def rotate(self, x):
        steps = x.shape[-2]
        half = x.shape[-1] // 2
        angles = torch.outer(
            torch.arange(steps, dtype=x.dtype),
            1.0 / 10000 ** (torch.arange(half, dtype=x.dtype) / half))
        pairs = torch.view_as_complex(
            x.reshape(*x.shape[:-1], half, 2).contiguous())
        turned = pairs * torch.polar(torch.ones_like(angles), angles)
        return torch.view_as_real(turned).flatten(-2)

    def forward(self, ids):
        x = self.embed(ids)
        b, t, w = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.heads, -1).permute(
            2, 0, 3, 1, 4)
        a = F.scaled_dot_product_attention(self.rotate(q), self.rotate(k), v,
                                           is_causal=True)
        x = x + self.out(a.transpose(1, 2).reshape(b, t, w))
        x = x + self.mlp(x)
        return x @ self.embed.weight.t()


class FNet(nn.Module):
    """FNet's token mixing (the real part of a 2-D Fourier transform over
    sequence and width) and a spectral gate (rfft, a learned gain on each
    frequency's magnitude, irfft), with layer norms and an MLP."""

    def __init__(self, vocab=30, width=16, length=8, classes=4):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.norm = nn.LayerNorm(width)
        self.gain = nn.Linear(1, 1)
        self.mlp = nn.Sequential(nn.Linear(width, 32), nn.GELU(),
                                 nn.Linear(32, width))
        self.norm2 = nn.LayerNorm(width)
        self.head = nn.Linear(width, classes)
        self.length = length

    def forward(self, ids):
        x = self.embed(ids)
        x = self.norm(x + torch.fft.fft2(x).real)
        spectrum = torch.fft.rfft(x, dim=1)
        gate = torch.sigmoid(self.gain(spectrum.abs().unsqueeze(-1)))
        x = x + torch.fft.irfft(spectrum * gate.squeeze(-1), n=self.length,
                                dim=1)
        x = self.norm2(x + self.mlp(x))
        return self.head(x.mean(1))


class FourierOperator(nn.Module):
    """A 1-D Fourier neural operator: lifted channels, two spectral
    convolutions whose weights are complex parameters on the lowest modes,
    with pointwise convolutions beside them, projected back."""

    def __init__(self, width=8, modes=6):
        super().__init__()
        self.lift = nn.Conv1d(2, width, 1)
        self.weights = nn.ParameterList(
            nn.Parameter(torch.rand(width, width, modes, dtype=torch.cfloat)
                         / width) for _ in range(2))
        self.pointwise = nn.ModuleList(nn.Conv1d(width, width, 1)
                                       for _ in range(2))
        self.project = nn.Conv1d(width, 1, 1)

    def forward(self, x):
        h = self.lift(x)
        for weights, pointwise in zip(self.weights, self.pointwise):
            spectrum = torch.fft.rfft(h)
            modes = weights.shape[-1]
            out = torch.zeros(h.shape[0], h.shape[1], spectrum.shape[-1],
                              dtype=spectrum.dtype)
            out[:, :, :modes] = torch.einsum(
                "bix,iox->box", spectrum[:, :, :modes], weights)
            h = F.gelu(torch.fft.irfft(out, n=h.shape[-1]) + pointwise(h))
        return self.project(h)


def swin_v2():
    from torchvision.models.swin_transformer import (PatchMergingV2,
                                                     SwinTransformerBlockV2)
    return (torchvision.models.SwinTransformer(
        patch_size=[4, 4], embed_dim=16, depths=[2, 2], num_heads=[2, 4],
        window_size=[4, 4], num_classes=10, block=SwinTransformerBlockV2,
        downsample_layer=PatchMergingV2), image(32))


def maxvit():
    """torchvision's MaxVit, two stages: MBConv with squeeze-excitation,
    then attention within 2x2 blocks and across a 2x2 grid, each with a
    relative position bias."""
    return (torchvision.models.MaxVit(
        input_size=(32, 32), stem_channels=8, partition_size=2,
        block_channels=[16, 32], block_layers=[1, 1], head_dim=8,
        stochastic_depth_prob=0.1, num_classes=10), image(32))


def swin3d():
    """torchvision's video Swin: 3-D shifted windows over a clip whose two
    patches in time fill one window, so the shift in time is 0 (torch.roll
    by 0, which torch-mlir concatenates with an empty slice)."""
    from torchvision.models.video.swin_transformer import SwinTransformer3d
    return (SwinTransformer3d(
        patch_size=[2, 4, 4], embed_dim=16, depths=[2, 2], num_heads=[2, 4],
        window_size=[2, 4, 4], num_classes=10), clip())


def mvit():
    """torchvision's MViT, two scales: pooled attention with relative
    position terms added in place into a box of the attention scores."""
    from torchvision.models.video.mvit import MSBlockConfig, MViT
    blocks = [MSBlockConfig(1, 16, 16, [3, 3, 3], [3, 3, 3], [1, 1, 1],
                            [1, 2, 2]),
              MSBlockConfig(2, 16, 32, [3, 3, 3], [3, 3, 3], [1, 2, 2],
                            [1, 1, 1])]
    return (MViT(spatial_size=(32, 32), temporal_size=4, block_setting=blocks,
                 residual_pool=True, residual_with_cls_embed=False,
                 rel_pos_embed=True, proj_after_attn=True, dropout=0.0,
                 num_classes=10), clip(frames=4, side=32, batch=1))


class DeepResidualMLP(nn.Module):
    """A long chain: residual LayerNorm-Linear-GELU blocks."""

    def __init__(self, depth=60, width=8):
        super().__init__()
        self.inp = nn.Linear(6, width)
        self.blocks = nn.ModuleList(
            nn.Sequential(nn.LayerNorm(width), nn.Linear(width, width),
                          nn.GELU()) for _ in range(depth))
        self.head = nn.Linear(width, 3)

    def forward(self, x):
        x = self.inp(x)
        for block in self.blocks:
            x = x + block(x)
        return self.head(x)


class TwoHeads(nn.Module):
    """A shared trunk, a class head and a regression head."""

    def __init__(self):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(6, 16), nn.ReLU())
        self.classes = nn.Linear(16, 3)
        self.value = nn.Linear(16, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.classes(h), self.value(h)


def multi_task():
    def loss(out, target):
        return (F.cross_entropy(out[0], target["labels"])
                + F.mse_loss(out[1], target["values"]))
    return TwoHeads(), (torch.randn(4, 6),
                        {"labels": torch.randint(0, 3, (4,)),
                         "values": torch.randn(4, 1)}, loss)


def weight_decay():
    """The tutorial form of weight decay: the loss reads the model's own
    parameters."""
    model = nn.Sequential(nn.Linear(6, 16), nn.Tanh(), nn.Linear(16, 3))

    def loss(out, target):
        return F.cross_entropy(out, target) + 1e-2 * sum(
            p.pow(2).sum() for p in model.parameters())
    return model, (torch.randn(4, 6), torch.randint(0, 3, (4,)), loss)


class ConvVae(nn.Module):
    """A convolutional VAE: strided encoder to a mean and log-variance,
    a sample by the reparameterization trick (torch.randn_like), a
    transposed-convolution decoder."""

    def __init__(self, latent=8):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(3, 8, 3, 2, 1), nn.ReLU(), nn.Conv2d(8, 16, 3, 2, 1),
            nn.ReLU(), nn.Flatten(), nn.Linear(16 * 8 * 8, 2 * latent))
        self.decoder = nn.Sequential(
            nn.Linear(latent, 16 * 8 * 8), nn.Unflatten(1, (16, 8, 8)),
            nn.ReLU(), nn.ConvTranspose2d(16, 8, 4, 2, 1), nn.ReLU(),
            nn.ConvTranspose2d(8, 3, 4, 2, 1))

    def forward(self, x):
        mu, log_var = self.encoder(x).chunk(2, 1)
        z = mu + torch.exp(0.5 * log_var) * torch.randn_like(mu)
        return self.decoder(z), mu, log_var


def conv_vae():
    images = torch.randn(2, 3, 32, 32)
    return ConvVae(), (images, images, vae_loss)


def vae_loss(out, x):
    reconstruction, mu, log_var = out
    kl = -0.5 * torch.mean(1 + log_var - mu ** 2 - log_var.exp())
    return F.mse_loss(reconstruction, x) + kl


class Denoiser(nn.Module):
    """A DDPM training step: a random time step per image (torch.randint)
    indexes the noise schedule, Gaussian noise (torch.randn_like) is added,
    and a small convolutional net conditioned on a sinusoidal embedding of
    the time step predicts the noise."""

    def __init__(self, steps=100, width=16):
        super().__init__()
        betas = torch.linspace(1e-4, 0.02, steps)
        self.register_buffer("alpha_bar", torch.cumprod(1 - betas, 0))
        self.steps = steps
        self.embed = nn.Sequential(nn.Linear(width, width), nn.SiLU())
        self.inp = nn.Conv2d(3, width, 3, padding=1)
        self.mid = nn.Sequential(nn.GroupNorm(4, width), nn.SiLU(),
                                 nn.Conv2d(width, width, 3, padding=1))
        self.out = nn.Conv2d(width, 3, 3, padding=1)
        self.width = width

    def forward(self, x0):
        t = torch.randint(0, self.steps, (x0.shape[0],))
        noise = torch.randn_like(x0)
        a = self.alpha_bar[t].view(-1, 1, 1, 1)
        xt = a.sqrt() * x0 + (1 - a).sqrt() * noise
        half = self.width // 2
        freqs = torch.exp(-math.log(1e4) * torch.arange(half) / half)
        angles = t[:, None].to(x0.dtype) * freqs.to(x0.dtype)
        emb = self.embed(torch.cat([angles.sin(), angles.cos()], 1))
        h = self.inp(xt) + emb[:, :, None, None]
        return F.mse_loss(self.out(h + self.mid(h)), noise)


class VqVae(nn.Module):
    """A VQ-VAE (van den Oord et al.): a strided convolutional encoder, a
    codebook of 16 vectors that follows exponential moving averages of the
    encodings assigned to it (buffers the forward writes: the step's
    state), a straight-through estimator, a transposed-convolution
    decoder."""

    def __init__(self, codes=16, width=8, decay=0.99):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(3, 16, 4, 2, 1), nn.ReLU(), nn.Conv2d(16, width, 4, 2, 1))
        self.decoder = nn.Sequential(
            nn.ConvTranspose2d(width, 16, 4, 2, 1), nn.ReLU(),
            nn.ConvTranspose2d(16, 3, 4, 2, 1))
        self.decay = decay
        self.register_buffer("embed", torch.randn(codes, width))
        self.register_buffer("cluster_size", torch.ones(codes))
        self.register_buffer("embed_sum", self.embed.clone())

    def forward(self, x):
        z = self.encoder(x)
        flat = z.permute(0, 2, 3, 1).reshape(-1, z.shape[1])
        distance = flat.pow(2).sum(1, keepdim=True) \
            - 2 * flat @ self.embed.t() + self.embed.pow(2).sum(1)
        chosen = F.one_hot(distance.argmin(1),
                           self.embed.shape[0]).to(flat.dtype)
        with torch.no_grad():
            self.cluster_size.mul_(self.decay).add_(chosen.sum(0),
                                                    alpha=1 - self.decay)
            self.embed_sum.mul_(self.decay).add_(chosen.t() @ flat,
                                                 alpha=1 - self.decay)
            n = self.cluster_size.sum()
            size = (self.cluster_size + 1e-5) / (n + 1.6e-4) * n
            self.embed.copy_(self.embed_sum / size.unsqueeze(1))
        q = (chosen @ self.embed).reshape(z.shape[0], z.shape[2], z.shape[3],
                                          -1).permute(0, 3, 1, 2)
        return self.decoder(z + (q - z).detach()), z, q


def vq_vae():
    def loss(out, x):
        y, z, q = out
        return F.mse_loss(y, x) + 0.25 * F.mse_loss(z, q.detach())
    images = torch.randn(2, 3, 32, 32)
    return VqVae(), (images, images, loss)


def sngan_discriminator():
    """An SN-GAN discriminator: convolutions under
    parametrizations.spectral_norm (one power iteration per step updates
    two vectors per layer: the step's state), the hinge loss on real
    images."""
    sn = nn.utils.parametrizations.spectral_norm
    model = nn.Sequential(
        sn(nn.Conv2d(3, 16, 3, 1, 1)), nn.LeakyReLU(0.1),
        sn(nn.Conv2d(16, 32, 4, 2, 1)), nn.LeakyReLU(0.1),
        sn(nn.Conv2d(32, 32, 4, 2, 1)), nn.LeakyReLU(0.1), nn.Flatten(),
        sn(nn.Linear(32 * 8 * 8, 1)))
    return model, (torch.randn(2, 3, 32, 32), None,
                   lambda score: F.relu(1 - score).mean())


class SpeechCtc(nn.Module):
    """A small speech recognizer: strided 1-D convolutions over 40 mel
    bands, a bidirectional GRU, per-frame log-probabilities of 12 symbols
    (blank 0), trained with the CTC loss on padded transcripts of
    different lengths."""

    def __init__(self, bands=40, width=16, symbols=12):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(bands, width, 5, 2, 2), nn.GELU(),
            nn.Conv1d(width, width, 3, 1, 1), nn.GELU())
        self.rnn = nn.GRU(width, width, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * width, symbols)

    def forward(self, mels):
        h, _ = self.rnn(self.conv(mels).transpose(1, 2))
        return F.log_softmax(self.out(h), -1).transpose(0, 1)  # T, N, C


def speech_ctc():
    transcripts = torch.randint(1, 12, (2, 5))

    def loss(log_probs, target):
        return F.ctc_loss(log_probs, target, torch.tensor([16, 13]),
                          torch.tensor([5, 3]))
    return SpeechCtc(), (torch.randn(2, 40, 32), transcripts, loss)


class SpatialTransformer(nn.Module):
    """A spatial transformer: a localization head regresses an affine map,
    the features are resampled through it (F.affine_grid, bilinear
    F.grid_sample), then classified."""

    def __init__(self):
        super().__init__()
        self.features = nn.Conv2d(3, 8, 3, padding=1)
        self.theta = nn.Linear(8, 6)
        self.head = nn.Linear(8 * 8 * 8, 10)

    def forward(self, x):
        h = F.relu(self.features(x))
        theta = self.theta(h.mean((2, 3))).view(-1, 2, 3)
        grid = F.affine_grid(theta, (x.shape[0], 8, 8, 8),
                             align_corners=False)
        return self.head(F.grid_sample(h, grid, align_corners=False)
                         .flatten(1))


def spatial_transformer():
    return SpatialTransformer(), image(16)


class Seq2Seq(nn.Module):
    """nn.Transformer, encoder and decoder, over the first 6 tokens and the
    last 4 of each sequence (a causal target mask)."""

    def __init__(self, vocab=20, width=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, width)
        self.transformer = nn.Transformer(width, 2, 1, 1, 32, dropout=0.0,
                                          batch_first=True)
        self.out = nn.Linear(width, vocab)

    def forward(self, tokens):
        source, target = tokens[:, :6], tokens[:, 6:]
        mask = nn.Transformer.generate_square_subsequent_mask(
            target.shape[1])
        return self.out(self.transformer(self.embed(source),
                                         self.embed(target), tgt_mask=mask))


def seq2seq():
    def loss(logits, target):
        return F.cross_entropy(logits.reshape(-1, logits.shape[-1]),
                               target.reshape(-1))
    return Seq2Seq(), (torch.randint(0, 20, (2, 10)),
                       torch.randint(0, 20, (2, 4)), loss)


class BagOfWords(nn.Module):
    """nn.EmbeddingBag (mean) under weight-normalized layers
    (torch.nn.utils.parametrizations.weight_norm)."""

    def __init__(self):
        super().__init__()
        self.bag = nn.EmbeddingBag(30, 8, mode="mean")
        weight_norm = torch.nn.utils.parametrizations.weight_norm
        self.hidden = weight_norm(nn.Linear(8, 8))
        self.out = nn.Linear(8, 4)

    def forward(self, tokens):
        return self.out(F.elu(self.hidden(self.bag(tokens))))


def bag_of_words():
    def loss(logits, target):
        # A class-weighted negative log-likelihood that ignores class 3.
        weight = torch.linspace(0.5, 1.5, 4, dtype=logits.dtype)
        return F.nll_loss(F.log_softmax(logits, -1), target, weight=weight,
                          ignore_index=3)
    return BagOfWords(), (torch.randint(0, 30, (4, 5)),
                          torch.randint(0, 4, (4,)), loss)


class Resampling(nn.Module):
    """Circular padding, bicubic upsampling, adaptive max and average
    pooling to sizes that do not divide the input, a bilinear layer."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1, padding_mode="circular")
        self.max = nn.AdaptiveMaxPool2d((3, 3))
        self.avg = nn.AdaptiveAvgPool2d((5, 5))
        self.norm = nn.LayerNorm(8, elementwise_affine=False)
        self.bilinear = nn.Bilinear(8, 8, 10)

    def forward(self, x):
        h = F.silu(self.conv(x))
        h = F.interpolate(h, scale_factor=1.5, mode="bicubic",
                          align_corners=False)
        a = self.max(h).flatten(2).mean(-1)
        b = self.avg(h).flatten(2).amax(-1)
        return self.bilinear(self.norm(a), self.norm(b))


def resampling():
    return Resampling(), image(16)


class SegNet(nn.Module):
    """SegNet's decoder: max pooling keeps the indices of its maxima, and
    max unpooling puts each value back there."""

    def __init__(self):
        super().__init__()
        self.enc1 = nn.Conv2d(3, 8, 3, padding=1)
        self.enc2 = nn.Conv2d(8, 8, 3, padding=1)
        self.pool = nn.MaxPool2d(2, return_indices=True)
        self.unpool = nn.MaxUnpool2d(2)
        self.head = nn.Conv2d(8, 4, 3, padding=1)

    def forward(self, x):
        y, first = self.pool(F.relu(self.enc1(x)))
        z, second = self.pool(F.relu(self.enc2(y)))
        z = self.unpool(z, second, output_size=y.shape)
        z = self.unpool(z, first, output_size=(x.shape[0], 8) + x.shape[2:])
        return self.head(z)


class Embedder(nn.Module):
    """A metric-learning embedding of an anchor, a positive and a negative
    sample, each normalized."""

    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 6))

    def forward(self, anchor, positive, negative):
        return tuple(F.normalize(self.net(x), dim=-1)
                     for x in (anchor, positive, negative))


def metric_loss(out, target):
    anchor, positive, negative = out
    nearest = torch.cdist(anchor, negative).min(dim=1).values
    return (F.triplet_margin_loss(anchor, positive, negative, margin=0.5)
            + 0.1 * nearest.mean()
            + F.cosine_embedding_loss(anchor, positive, target))


class BertLike(nn.Module):
    """BERT's inputs and heads: token, position and segment embeddings
    (padding id 0), the padded positions masked out of attention, a tanh
    pooler over the first token for a class and a masked-language-model
    head."""

    def __init__(self, vocab=30, width=16):
        super().__init__()
        self.tokens = nn.Embedding(vocab, width, padding_idx=0)
        self.positions = nn.Embedding(10, width)
        self.segments = nn.Embedding(2, width)
        self.norm = nn.LayerNorm(width)
        self.encoder = nn.TransformerEncoder(nn.TransformerEncoderLayer(
            width, 2, 32, dropout=0.0, batch_first=True, activation="gelu"), 2)
        self.pooler = nn.Linear(width, width)
        self.classes = nn.Linear(width, 3)
        self.words = nn.Linear(width, vocab)

    def forward(self, ids, segments, padding):
        where = torch.arange(ids.shape[1]).unsqueeze(0)
        h = self.norm(self.tokens(ids) + self.positions(where)
                      + self.segments(segments))
        h = self.encoder(h, src_key_padding_mask=padding)
        return self.classes(torch.tanh(self.pooler(h[:, 0]))), self.words(h)


def bert_like():
    ids = torch.randint(1, 30, (2, 8))
    ids[1, 6:] = 0
    words = torch.randint(0, 30, (2, 8))
    words[:, ::2] = -100  # not masked: no loss there

    def loss(out, target):
        return (F.cross_entropy(out[0], target["classes"])
                + F.cross_entropy(out[1].reshape(-1, 30),
                                  target["words"].reshape(-1)))
    return BertLike(), ((ids, torch.randint(0, 2, (2, 8)), ids == 0),
                        {"classes": torch.tensor([0, 2]), "words": words},
                        loss)


class Conformer(nn.Module):
    """A Conformer block: a half-step feed-forward module, self-attention
    with a key padding mask (its averaged weights returned too), and the
    convolution module (pointwise, GLU, depthwise, batch norm, SiLU)."""

    def __init__(self, width=16, classes=5):
        super().__init__()
        self.feed = nn.Sequential(nn.LayerNorm(width), nn.Linear(width, 32),
                                  nn.SiLU(), nn.Linear(32, width))
        self.attention = nn.MultiheadAttention(width, 4, batch_first=True)
        self.norm = nn.LayerNorm(width)
        self.expand = nn.Conv1d(width, 2 * width, 1)
        self.depthwise = nn.Conv1d(width, width, 5, padding=2, groups=width)
        self.batch_norm = nn.BatchNorm1d(width)
        self.project = nn.Conv1d(width, width, 1)
        self.head = nn.Linear(width, classes)

    def forward(self, x, padding):
        x = x + 0.5 * self.feed(x)
        attended, _ = self.attention(x, x, x, key_padding_mask=padding,
                                     need_weights=True)
        x = x + attended
        c = F.glu(self.expand(self.norm(x).transpose(1, 2)), dim=1)
        c = self.project(F.silu(self.batch_norm(self.depthwise(c))))
        return self.head(x + c.transpose(1, 2)).log_softmax(-1)


def conformer():
    padding = torch.zeros(2, 12, dtype=torch.bool)
    padding[1, 9:] = True

    def loss(out, target):
        return F.nll_loss(out.reshape(-1, 5), target.reshape(-1))
    return Conformer(), ((torch.randn(2, 12, 16), padding),
                         torch.randint(0, 5, (2, 12)), loss)


class Contrastive(nn.Module):
    """CLIP's objective on small encoders: an image and a bag of words
    (EmbeddingBag, sum with per-word weights) embedded, normalized and
    compared at a learned temperature."""

    def __init__(self):
        super().__init__()
        self.image = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2), nn.ReLU(),
                                   nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                                   nn.Linear(8, 12))
        self.text = nn.EmbeddingBag(20, 12, mode="sum")
        self.scale = nn.Parameter(torch.tensor(2.0))

    def forward(self, images, words, weights):
        a = F.normalize(self.image(images), dim=-1)
        b = F.normalize(self.text(words, per_sample_weights=weights), dim=-1)
        return self.scale.exp() * a @ b.t()


def contrastive():
    def loss(logits, target):
        return 0.5 * (F.cross_entropy(logits, target)
                      + F.cross_entropy(logits.t(), target))
    return Contrastive(), ((torch.randn(4, 3, 16, 16),
                            torch.randint(0, 20, (4, 5)), torch.rand(4, 5)),
                           torch.arange(4), loss)


def many_losses(y, t):
    """Ten of torch.nn.functional's losses on one prediction."""
    positive = (t > 0).to(y.dtype)
    return (F.smooth_l1_loss(y, t) + F.huber_loss(y, t, delta=0.5)
            + F.binary_cross_entropy(torch.sigmoid(y), positive)
            + F.poisson_nll_loss(y, t.abs())
            + F.margin_ranking_loss(y[:, 0], y[:, 1], torch.sign(t[:, 0]))
            + F.cross_entropy(y, torch.softmax(t, -1))
            + F.multilabel_soft_margin_loss(y, positive)
            + F.gaussian_nll_loss(y, t, torch.ones_like(y))
            + F.soft_margin_loss(y, torch.sign(t)) + F.l1_loss(y, t))


class SortsAndScans(nn.Module):
    """Sorting, inverse permutations, running products, flips, log-sum-exp,
    atan2, erf, standard deviations, a lower triangle, clamps to tensors,
    repeat_interleave and a 3-norm."""

    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(0.3 * torch.randn(6, 6))
        self.head = nn.Linear(6, 3)

    def forward(self, x):
        y = x @ self.weight
        values, order = torch.sort(y, dim=-1)
        y = y + 0.1 * torch.gather(values, -1, torch.argsort(order, dim=-1))
        y = (y + 0.1 * torch.cumprod(0.5 * torch.tanh(y) + 1, dim=1)
             + 0.1 * torch.flip(y, dims=[1]))
        y = torch.logsumexp(y, dim=-1, keepdim=True) - y
        y = (torch.atan2(y, y.pow(2) + 1) + torch.erf(y)
             + y.std(dim=1, keepdim=True)
             + 0.01 * torch.tril(y @ y.t()).sum(1, keepdim=True))
        y = torch.clamp(y, min=-self.weight[0], max=self.weight[0].abs() + 1)
        y = (y.repeat_interleave(2, dim=0)[::2]
             + torch.linalg.vector_norm(y, ord=3, dim=1, keepdim=True))
        return self.head(y - y.max(dim=1, keepdim=True).values)


class Patches(nn.Module):
    """Convolution written as unfold (im2col), a linear map and fold."""

    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(27, 8)
        self.head = nn.Linear(8, 4)

    def forward(self, x):
        patches = F.unfold(x, 3, padding=1)
        y = self.linear(patches.transpose(1, 2)).transpose(1, 2)
        folded = F.fold(y.repeat(1, 9, 1), (8, 8), 3, padding=1)
        return self.head(folded.mean((2, 3)))


class Checkpointed(nn.Module):
    """A residual block under torch.utils.checkpoint (non-reentrant): the
    exported step computes it once, and memplan plans it like any other."""

    def __init__(self):
        super().__init__()
        self.block = nn.Sequential(nn.Linear(8, 16), nn.GELU(),
                                   nn.Linear(16, 8))
        self.head = nn.Linear(8, 3)

    def forward(self, x):
        return self.head(x + torch.utils.checkpoint.checkpoint(
            self.block, x, use_reentrant=False))


class VolumeUNet(nn.Module):
    """A two-level 3-D U-Net: 3-D max pooling, a transposed 3-D
    convolution beside trilinear upsampling, a skip concatenation."""

    def __init__(self):
        super().__init__()
        self.enc = nn.Conv3d(1, 4, 3, padding=1)
        self.pool = nn.MaxPool3d(2)
        self.mid = nn.Conv3d(4, 8, 3, padding=1)
        self.up = nn.ConvTranspose3d(8, 4, 2, stride=2)
        self.head = nn.Conv3d(8, 2, 1)

    def forward(self, x):
        e = F.relu(self.enc(x))
        m = F.relu(self.mid(self.pool(e)))
        u = self.up(m) + F.interpolate(m, scale_factor=2, mode="trilinear",
                                       align_corners=False)[:, :4]
        return self.head(torch.cat([e, u], 1))


class SdpaDecoder(nn.Module):
    """A GPT-style decoder whose attention is one fused call:
    F.scaled_dot_product_attention(is_causal=True), fused QKV projection,
    learned positions, tanh-approximated GELU."""

    def __init__(self, vocab=30, width=16, heads=2, layers=2, length=8):
        super().__init__()
        self.heads = heads
        self.embed = nn.Embedding(vocab, width)
        self.position = nn.Parameter(torch.randn(length, width) * 0.02)
        self.blocks = nn.ModuleList(nn.ModuleDict({
            "norm1": nn.LayerNorm(width),
            "qkv": nn.Linear(width, 3 * width),
            "proj": nn.Linear(width, width),
            "norm2": nn.LayerNorm(width),
            "up": nn.Linear(width, 4 * width),
            "down": nn.Linear(4 * width, width)}) for _ in range(layers))
        self.norm = nn.LayerNorm(width)
        self.head = nn.Linear(width, vocab, bias=False)

    def forward(self, ids):
        x = self.embed(ids) + self.position[:ids.shape[1]]
        b, t, c = x.shape
        for block in self.blocks:
            q, k, v = block["qkv"](block["norm1"](x)).split(c, dim=2)
            q, k, v = (z.view(b, t, self.heads, c // self.heads).transpose(1, 2)
                       for z in (q, k, v))
            a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            x = x + block["proj"](a.transpose(1, 2).reshape(b, t, c))
            h = F.gelu(block["up"](block["norm2"](x)), approximate="tanh")
            x = x + block["down"](h)
        return self.head(self.norm(x))


class GatedMix(nn.Module):
    """Channels split in two by chunk, one half gating the other, the
    other flipped in space; adaptive max pooling, nan_to_num and clamp
    before the classifier."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.pool = nn.AdaptiveMaxPool2d(4)
        self.fc = nn.Linear(8 * 4 * 4, 10)

    def forward(self, x):
        y = F.silu(self.conv(x))
        a, b = y.chunk(2, dim=1)
        y = torch.cat([a * torch.sigmoid(b), b.flip(2)], 1)
        y = self.pool(y).flatten(1)
        return self.fc(torch.nan_to_num(y).clamp(-3, 3))


def kl_divergence(logits, target):
    return F.kl_div(F.log_softmax(logits, -1), target, reduction="batchmean")


# name -> (what it is, factory of (model, (inputs, target, loss))).
MODELS = {
    "alexnet": ("torchvision, channels / 16, 64x64",
                lambda: vision("alexnet", 16, 64)),
    "squeezenet1_1": ("torchvision, 48x48 (max-pool ceil_mode)",
                      lambda: (torchvision.models.squeezenet1_1(
                          weights=None, num_classes=10), image(48))),
    "googlenet": ("torchvision, channels / 8 (average pool branches)",
                  lambda: vision("googlenet", 8, aux_logits=False,
                                 init_weights=True)),
    "densenet121": ("torchvision, channels / 8 (average-pool transitions)",
                    lambda: vision("densenet121", 8)),
    "mobilenet_v3_small": ("torchvision, channels / 4 (hard swish, "
                           "squeeze-excite)",
                           lambda: vision("mobilenet_v3_small", 4)),
    "efficientnet_b0": ("torchvision, channels / 8 (SiLU, stochastic depth)",
                        lambda: vision("efficientnet_b0", 8)),
    "mnasnet0_5": ("torchvision, channels / 4",
                   lambda: vision("mnasnet0_5", 4)),
    "shufflenet_v2_x0_5": ("torchvision, channels / 4 (channel shuffle)",
                           lambda: vision("shufflenet_v2_x0_5", 4)),
    "regnet_y_400mf": ("torchvision, channels / 8 (grouped convolutions)",
                       lambda: vision("regnet_y_400mf", 8)),
    "convnext": ("torchvision ConvNeXt, widths 16/32 (layer norm, "
                 "7x7 depthwise)", convnext),
    "swin": ("torchvision Swin, width 16, 4x4 windows", swin),
    "vit": ("torchvision ViT, width 16, 2 layers, 8x8 patches", vit),
    "transformer_encoder": ("nn.TransformerEncoder, width 16, 2 layers",
                            lambda: (Encoder(), tokens())),
    "lstm": ("nn.LSTM language model, width 16",
             lambda: (Recurrent(nn.LSTM), tokens())),
    "gru": ("nn.GRU language model, width 16",
            lambda: (Recurrent(nn.GRU), tokens())),
    "lrn_net": ("Caffe-style CNN with nn.LocalResponseNorm, 32x32",
                lambda: (LrnNet(), image())),
    "r3d_18": ("torchvision video ResNet (3-D convolutions), one 4x32x32 "
               "clip", lambda: video("r3d_18")),
    "mc3_18": ("torchvision video, mixed 3-D/2-D convolutions, one 4x32x32 "
               "clip", lambda: video("mc3_18")),
    "r2plus1d_18": ("torchvision video, (2+1)-D convolutions, one 4x32x32 "
                    "clip", lambda: video("r2plus1d_18")),
    "x3d_block": ("X3D-style block (depthwise 3-D convolution, "
                  "squeeze-excite), two 4x16x16 clips",
                  lambda: (X3DBlock(), clip(side=16, batch=2))),
    "llama": ("LLaMA-style decoder, width 16, 2 layers (RMS norm, rotary "
              "embeddings, causal attention, SwiGLU, tied embedding)",
              lambda: (Llama(), tokens())),
    "transformer_decoder": ("nn.TransformerDecoder, pre-norm, GELU, causal "
                            "mask, padding id", lambda: (Decoder(), tokens())),
    "normalized_cnn": ("group and instance norm, transposed convolution, "
                       "pixel shuffle, dilation, bilinear, global max pool",
                       lambda: (Normalized(), image())),
    "vgg11_bn": ("torchvision, channels / 16 (batch norm)",
                 lambda: vision("vgg11_bn", 16)),
    "squeezenet1_0": ("torchvision, 64x64", lambda: (
        torchvision.models.squeezenet1_0(weights=None, num_classes=10),
        image(64))),
    "wide_resnet50_2": ("torchvision, channels / 16",
                        lambda: vision("wide_resnet50_2", 16)),
    "fcn_resnet50": ("torchvision segmentation, channels / 8 (dilated "
                     "convolutions, bilinear upsampling), 32x32",
                     lambda: segmentation("fcn_resnet50", 8)),
    "deeplabv3_mobilenet_v3_large": ("torchvision segmentation, channels / "
                                     "8 (atrous pyramid pooling), 32x32",
                                     lambda: segmentation(
                                         "deeplabv3_mobilenet_v3_large", 8)),
    "lraspp_mobilenet_v3_large": ("torchvision segmentation (lite "
                                  "pyramid pooling), 32x32",
                                  lambda: segmentation(
                                      "lraspp_mobilenet_v3_large")),
    # At these small sizes the deepest layers see few values per batch
    # norm channel: at 32x32 (80x80 for Inception) a few gradients differ
    # from PyTorch's by 1e-9..1e-6 relative, as much as PyTorch's own
    # channels-last run differs from its default one; these sizes keep the
    # gradients well conditioned.
    "mobilenet_v3_large": ("torchvision, channels / 8",
                           lambda: vision("mobilenet_v3_large", 8)),
    "efficientnet_v2_s": ("torchvision, channels / 8, 64x64 (fused "
                          "inverted residuals)",
                          lambda: vision("efficientnet_v2_s", 8, 64)),
    "inception_v3": ("torchvision, channels / 8, 160x160 (factorized "
                     "convolutions, dropout)",
                     lambda: vision("inception_v3", 8, 160,
                                    aux_logits=False, init_weights=True)),
    "swin_v2": ("torchvision Swin V2 blocks (cosine attention, "
                "log-spaced position bias), width 16", swin_v2),
    "audio_conv1d": ("1-D convolutions (grouped, strided), batch norm, "
                     "GELU, ELU", lambda: (AudioNet(), (
                         torch.randn(2, 2, 32), torch.randint(0, 5, (2,)),
                         F.cross_entropy))),
    "activations": ("PReLU, reflect and replicate padding, pixel unshuffle, "
                    "Mish, Softplus, Hardtanh, log-sigmoid; label smoothing",
                    lambda: (Activations(), (
                        torch.randn(2, 3, 16, 16), torch.randint(0, 10, (2,)),
                        lambda out, target: F.cross_entropy(
                            out, target, label_smoothing=0.1)))),
    "autoencoder": ("transposed convolution, nearest upsampling, "
                    "BCE with logits", lambda: (AutoEncoder(), (
                        torch.rand(2, 1, 16, 16), torch.rand(2, 1, 16, 16),
                        F.binary_cross_entropy_with_logits))),
    "tensor_ops": ("einsum, baddbmm, masked_fill, cumsum, roll, where; "
                   "KL divergence", lambda: (TensorOps(), (
                       torch.randn(2, 5, 6),
                       torch.softmax(torch.randn(2, 4), -1), kl_divergence))),
    "gru_cell_loop": ("nn.GRUCell unrolled in Python, width 8",
                      lambda: (CellLoop(), tokens())),
    "mixture_of_experts": ("top-2 of 4 experts (torch.topk, gather)",
                           lambda: (MixtureOfExperts(), (
                               torch.randn(6, 8), torch.randint(0, 3, (6,)),
                               F.cross_entropy))),
    "graph_network": ("message passing over 12 nodes (scatter_reduce mean "
                      "and max, index_add_)", lambda: (GraphNetwork(), (
                          torch.randn(12, 4), torch.tensor([1]),
                          F.cross_entropy))),
    "complex_rotary": ("rotary embeddings as complex numbers (view_as_complex"
                       ", polar), causal attention, width 16",
                       lambda: (ComplexRotary(), tokens())),
    "fnet": ("FNet mixing (fft2) and a spectral gate (rfft, irfft), "
             "width 16", lambda: (FNet(), (
                 torch.randint(0, 30, (2, 8)), torch.randint(0, 4, (2,)),
                 F.cross_entropy))),
    "fourier_neural_operator": ("1-D FNO, complex weights on 6 modes, "
                                "width 8, 32 points",
                                lambda: (FourierOperator(), (
                                    torch.randn(2, 2, 32),
                                    torch.randn(2, 1, 32), F.mse_loss))),
    "mvit": ("torchvision MViT, 2 scales, width 16, one 4x32x32 clip "
             "(pooled attention, relative positions added in place into "
             "a box of the scores)", mvit),
    "maxvit": ("torchvision MaxVit, widths 16/32, 32x32 (MBConv, block "
               "and grid attention with relative position bias)", maxvit),
    "swin3d": ("torchvision video Swin, width 16, one 4x32x32 clip (3-D "
               "shifted windows, a shift of 0 in time)", swin3d),
    "deep_residual_mlp": ("60 residual LayerNorm-Linear-GELU blocks, "
                          "width 8 (a long chain)",
                          lambda: (DeepResidualMLP(), (
                              torch.randn(4, 6), torch.randint(0, 3, (4,)),
                              F.cross_entropy))),
    "multi_task": ("two heads, the target a dict of labels and values "
                   "(cross entropy + MSE)", multi_task),
    "weight_decay": ("L2 penalty over model.parameters() in the loss",
                     weight_decay),
    "conv_vae": ("convolutional VAE, 32x32, the sample drawn by "
                 "torch.randn_like (an argument of the step)",
                 lambda: conv_vae()),
    "ddpm_denoiser": ("DDPM step, 32x32: random time steps (randint) and "
                      "noise (randn_like) as arguments",
                      lambda: (Denoiser(), (torch.randn(2, 3, 32, 32), None,
                                            lambda loss: loss))),
    "speech_ctc": ("1-D convolutions and a bidirectional GRU over mel "
                   "frames, the CTC loss on padded transcripts", speech_ctc),
    "vq_vae": ("VQ-VAE, 32x32, moving-average codebook (buffers written "
               "in forward: state)", vq_vae),
    "sngan_discriminator": ("SN-GAN discriminator, spectral_norm on four "
                            "layers (power-iteration vectors: state), hinge "
                            "loss", sngan_discriminator),
    "spatial_transformer": ("spatial transformer, 16x16: an affine map "
                            "regressed, features resampled through it "
                            "(affine_grid, bilinear grid_sample)",
                            spatial_transformer),
    "seq2seq": ("nn.Transformer encoder-decoder, width 16, causal target "
                "mask", seq2seq),
    "bag_of_words": ("nn.EmbeddingBag (mean), weight_norm parametrization, "
                     "class-weighted NLL with an ignored class",
                     bag_of_words),
    "resampling": ("circular padding, bicubic upsampling, adaptive pools "
                   "to sizes that do not divide, nn.Bilinear", resampling),
    "segnet": ("SegNet-style decoder, 16x16: max pooling with indices, "
               "max unpooling", lambda: (SegNet(), (
                   torch.randn(2, 3, 16, 16), torch.randint(0, 4, (2, 16, 16)),
                   F.cross_entropy))),
    "metric_learning": ("normalized embeddings, cdist, triplet margin and "
                        "cosine embedding losses", lambda: (Embedder(), (
                            (torch.randn(5, 8), torch.randn(5, 8),
                             torch.randn(5, 8)),
                            torch.tensor([1, -1, 1, 1, -1]), metric_loss))),
    "bert_like": ("BERT-style embeddings, padding mask, tanh pooler, masked "
                  "LM head with ignored positions", bert_like),
    "conformer": ("Conformer block: GLU, depthwise Conv1d, BatchNorm1d, "
                  "attention with a key padding mask", conformer),
    "contrastive": ("CLIP-style contrastive loss, learned temperature, "
                    "EmbeddingBag sum with per-word weights", contrastive),
    "losses": ("ten losses (Huber, BCE, Poisson NLL, margin ranking, soft "
               "targets, Gaussian NLL, ...)", lambda: (
                   nn.Linear(6, 4), (torch.randn(5, 6), torch.randn(5, 4),
                                     many_losses))),
    "sorts_and_scans": ("sort, argsort, gather, cumprod, flip, logsumexp, "
                        "atan2, erf, std, tril, tensor clamps, "
                        "repeat_interleave", lambda: (SortsAndScans(), (
                            torch.randn(4, 6), torch.randint(0, 3, (4,)),
                            F.cross_entropy))),
    "unfold_fold": ("convolution as unfold, linear and fold", lambda: (
        Patches(), (torch.randn(2, 3, 8, 8), torch.randint(0, 4, (2,)),
                    F.cross_entropy))),
    "checkpointed": ("a block under torch.utils.checkpoint", lambda: (
        Checkpointed(), (torch.randn(4, 8), torch.randint(0, 3, (4,)),
                         F.cross_entropy))),
    "volume_unet": ("3-D U-Net, 8x8x8: MaxPool3d, ConvTranspose3d, "
                    "trilinear upsampling", lambda: (VolumeUNet(), (
                        torch.randn(1, 1, 8, 8, 8),
                        torch.randint(0, 2, (1, 8, 8, 8)), F.cross_entropy))),
    "sdpa_decoder": ("GPT-style decoder on F.scaled_dot_product_attention "
                     "(is_causal), fused QKV, tanh GELU", lambda: (
                         SdpaDecoder(), tokens())),
    "rnn": ("nn.RNN (tanh) language model, width 16",
            lambda: (Recurrent(nn.RNN), tokens())),
    "gated_mix": ("chunk, gating, flip, adaptive max pool, nan_to_num, "
                  "clamp", lambda: (GatedMix(), image())),
}


def first_error(error):
    """The first line that says what failed."""
    text = str(error)
    found = re.search(r"error: [^\n]*", text)
    line = found.group(0) if found else text.strip().splitlines()[0]
    return f"{type(error).__name__}: {line[:300]}"


# --optimizer: the update in the step (export(optimizer=...)).
OPTIMIZERS = {
    "sgd": lambda params: torch.optim.SGD(params, lr=0.01, momentum=0.9),
    "adam": lambda params: torch.optim.Adam(params, lr=1e-3),
}


def cast(value, dtype):
    """Floating tensors of `value` (a tensor, tuple, list or dict) in
    `dtype`."""
    if torch.is_tensor(value):
        return value.to(dtype) if value.is_floating_point() else value
    if isinstance(value, (tuple, list)):
        return type(value)(cast(v, dtype) for v in value)
    if isinstance(value, dict):
        return {k: cast(v, dtype) for k, v in value.items()}
    return value


def pytorch_peak(name, optimizer, dtype):
    """The peak of PyTorch's own eager training step (forward, backward,
    optimizer.step(), zero_grad(set_to_none=True)) as PyTorch's memory
    profiler accounts it on the CPU (torch.profiler's MemoryProfileTimeline:
    parameters, gradients, optimizer state, inputs, activations and
    temporaries), the third step of a loop, when the optimizer's state
    exists."""
    from torch.profiler import ProfilerActivity, profile
    from torch.profiler._memory_profiler import MemoryProfileTimeline
    torch.manual_seed(0)
    model, (inputs, target, loss) = MODELS[name][1]()
    model = model.to(dtype)
    inputs = cast(inputs if isinstance(inputs, tuple) else (inputs,), dtype)
    target = cast(target, dtype)
    update = OPTIMIZERS[optimizer](model.parameters())

    def step():
        out = model(*inputs)
        (loss(out, target) if target is not None else loss(out)).backward()
        update.step()
        update.zero_grad(set_to_none=True)

    step()
    step()
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True,
                 record_shapes=True, with_stack=True) as prof:
        step()
    timeline = MemoryProfileTimeline(prof._memory_profile())
    _, sizes = timeline._coalesce_timeline(torch.device("cpu"))
    return max(sum(s) for s in sizes)


def measure(name, fraction, dtype=torch.float64, widen=True, optimizer=None,
            donate=True):
    import memplan.torch
    what, factory = MODELS[name]
    row = {"model": name, "what": what}
    torch.manual_seed(0)
    start = time.time()
    try:
        model, (inputs, target, loss) = factory()
        update = OPTIMIZERS[optimizer](model.parameters()) if optimizer \
            else None
        step = memplan.torch.export(model, loss, inputs, target,
                                    dtype=dtype, widen_accumulators=widen,
                                    optimizer=update, donate=donate)
    except Exception as error:  # noqa: BLE001 - reported in the table
        row["stage"], row["error"] = "export", first_error(error)
        return row
    row["export_seconds"] = time.time() - start
    row["linalg_ops"] = step.text.count("linalg.")
    try:
        whole = step.plan(budget=1.0).plan
        row["baseline_peak"] = whole.baseline_peak
        row["lower_bound"] = whole.lower_bound
        budget = int(whole.lower_bound + fraction *
                     (whole.baseline_peak - whole.lower_bound))
        try:
            planned = step.plan(budget=budget)
        except Exception as error:  # noqa: BLE001
            least = re.search(r"reaches: (\d+) bytes at least", str(error))
            if not least:
                raise
            row["least"] = int(least.group(1))
            planned = step.plan(budget=row["least"])
        row["budget"] = planned.plan.budget
        row["peak"] = planned.plan.peak
        row["overhead"] = planned.plan.overhead
        row["decisions"] = len(planned.decisions)
    except Exception as error:  # noqa: BLE001
        row["stage"], row["error"] = "plan", first_error(error)
        return row
    try:
        check = planned.check()
    except Exception as error:  # noqa: BLE001
        row["stage"], row["error"] = "check", first_error(error)
        return row
    row["bitwise_equal"] = check.bitwise_equal
    row["max_error"] = check.max_error
    row["worst"] = check.worst
    row["tolerance"] = check.tolerance
    row["ok"] = check.ok
    row["seconds"] = time.time() - start
    if optimizer and donate:
        try:
            row["pytorch_peak"] = pytorch_peak(name, optimizer, dtype)
        except Exception as error:  # noqa: BLE001 - reported in the table
            row["pytorch_error"] = first_error(error)
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", required=True)
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--fraction", type=float, default=0.3)
    parser.add_argument("--dtype", default="float64",
                        choices=["float64", "float32", "bfloat16", "float16"])
    parser.add_argument("--optimizer", choices=sorted(OPTIMIZERS),
                        help="the step applies this optimizer's update "
                        "(SGD with momentum 0.9, Adam) and returns new "
                        "parameters and state instead of gradients")
    parser.add_argument("--no-donate", action="store_true",
                        help="give every new value (parameters, optimizer "
                        "and buffer state) a buffer of its own "
                        "(export(donate=False))")
    parser.add_argument("--no-widen", action="store_true",
                        help="keep torch-mlir's half-precision reductions "
                        "(export(widen_accumulators=False))")
    parser.add_argument("--build-dir", default="build")
    args = parser.parse_args()
    sys.path.insert(0, os.path.join(os.path.abspath(args.build_dir),
                                    "python_packages"))
    rows = []
    for name in args.models.split(","):
        try:
            row = measure(name, args.fraction, getattr(torch, args.dtype),
                          not args.no_widen, args.optimizer,
                          not args.no_donate)
        except Exception:  # noqa: BLE001 - one model must not stop the rest
            row = {"model": name, "what": MODELS[name][0], "stage": "bench",
                   "error": traceback.format_exc().strip().splitlines()[-1]}
        rows.append(row)
        print(json.dumps(row), flush=True)
    with open(args.json, "w") as f:
        json.dump({"fraction": args.fraction, "dtype": args.dtype,
                   "widen": not args.no_widen, "optimizer": args.optimizer,
                   "donate": not args.no_donate,
                   "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
