"""memplan.torch on steps that draw random numbers: the draws are arguments.

    torch_draws.py

A variational autoencoder (the reparameterization trick three ways, a
Bernoulli mask of computed probabilities, Gumbel-softmax) and a denoising
step (a random time step that indexes a schedule, Gaussian noise, a random
permutation, noise written into in place): each is exported in f64,
planned, packed, run and checked against PyTorch's eager run given the same
draws. Prints the draws, the arguments they are, the check, what a changed
draw does, whether the user's generator moved, and a refusal.
"""
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

import memplan.torch


class Vae(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(8, 4)
        self.decoder = nn.Linear(2, 8)

    def forward(self, x):
        h = self.encoder(x)
        mu, log_var = h.chunk(2, 1)
        z = mu + torch.exp(0.5 * log_var) * torch.randn_like(mu)
        z = z + torch.empty_like(mu).normal_(0, 0.1)
        z = z + torch.distributions.Normal(mu, log_var.exp()).rsample()
        z = z * torch.bernoulli(torch.sigmoid(mu).detach())
        mix = F.gumbel_softmax(h, tau=0.5)
        return self.decoder(z), mix, mu, log_var


def vae_loss(out, x):
    y, mix, mu, log_var = out
    kl = -0.5 * torch.mean(1 + log_var - mu ** 2 - log_var.exp())
    return F.mse_loss(y, x) + kl + mix.var()


class Denoiser(nn.Module):
    def __init__(self, steps=50):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(9, 16), nn.SiLU(), nn.Linear(16, 8))
        betas = torch.linspace(1e-4, 0.02, steps)
        self.register_buffer("alpha_bar", torch.cumprod(1 - betas, 0))
        self.steps = steps

    def forward(self, x0):
        t = torch.randint(0, self.steps, (x0.shape[0],))
        noise = torch.randn(x0.shape, dtype=x0.dtype)
        noise.mul_(0.5)
        a = self.alpha_bar[t].unsqueeze(1)
        xt = a.sqrt() * x0 + (1 - a).sqrt() * noise
        pred = self.net(torch.cat([xt, t.unsqueeze(1).to(x0.dtype)], 1))
        order = torch.randperm(x0.shape[0])
        return F.mse_loss(pred[order], noise[order]) + \
            torch.normal(pred, 0.1).mean()


class Sampler(nn.Module):
    def __init__(self):
        super().__init__()
        self.head = nn.Linear(4, 4)

    def forward(self, x):
        picked = torch.multinomial(torch.softmax(x[0], 0), 2)
        return self.head(x)[picked]


def show(label, step, planned):
    print(f"{label} draws:", "; ".join(step.draws))
    print(f"{label} arguments:", len(step.arguments), "bounds:", step.bounds)
    before = [a.clone() for a in step.arguments]
    result = planned.check()
    print(f"{label} arguments unchanged by the check:", all(
        torch.equal(a, b) for a, b in zip(before, step.arguments)))
    print(f"{label} bitwise equal:", result.bitwise_equal,
          "loss agrees to 1e-12:",
          abs(result.loss - result.pytorch_loss)
          <= 1e-12 * abs(result.pytorch_loss), "ok:", result.ok)
    # Other draws: both sides read them, and the loss follows.
    step.arguments[-1] = step.arguments[-1].clone()
    last = step.arguments[-1]
    if last.is_floating_point():
        last.add_(1.0)
    else:
        step.arguments[-1] = last.flip(0)
    step._reference = None
    changed = planned.check()
    print(f"{label} other draws: ok:", changed.ok, "loss changed:",
          changed.loss != result.loss)


torch.manual_seed(0)
x = torch.randn(5, 8)
model = Vae()
state = torch.get_rng_state()
vae = memplan.torch.export(model, vae_loss, x, x, dtype=torch.float64)
print("generator unchanged:", torch.equal(state, torch.get_rng_state()))
show("VAE", vae, vae.plan(budget=1.0))

step = memplan.torch.export(Denoiser(), lambda loss: loss, torch.randn(6, 8),
                            dtype=torch.float64)
head = [line for line in step.text.splitlines() if "func.func" in line][0]
print("denoiser signature:", head.strip()[head.strip().index("%arg5"):
                                          head.strip().index(") ->")])
show("denoiser", step, step.plan(budget=1.0))

try:
    memplan.torch.export(Sampler(), lambda y: y.sum(), torch.randn(3, 4))
except memplan.torch.ExportError as error:
    print("refused:", error)
sys.stdout.flush()
