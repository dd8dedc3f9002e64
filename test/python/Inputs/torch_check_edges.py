"""PlannedStep.check on steps exported with a name of their own and with
parameters and inputs that are views in Fortran order (a transposed
tensor): the check runs the named function, on arguments saved in C order."""

import torch
import torch.nn as nn

import memplan.torch as mt



class Affine(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(4, 3, dtype=torch.float64))

    def forward(self, x):
        return x @ self.w


torch.manual_seed(0)
named = mt.export(Affine(), lambda out, t: ((out - t) ** 2).mean(),
                  torch.randn(4, 4, dtype=torch.float64),
                  torch.randn(4, 3, dtype=torch.float64), name="my_step")
result = named.plan(budget=1.0).check()
print("named:", result.bitwise_equal, result.ok)



class Transposed(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(4, 3, dtype=torch.float64).t())

    def forward(self, x):
        return x @ self.w.t()


x = torch.randn(4, 4, dtype=torch.float64).t()
step = mt.export(Transposed(), lambda out, t: ((out - t) ** 2).mean(), x,
                 torch.randn(4, 3, dtype=torch.float64))
result = step.plan(budget=1.0).check()
print("transposed:", result.bitwise_equal, result.ok)
