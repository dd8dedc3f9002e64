"""memplan.torch's bounds of integer arguments found from their uses:
indices of index_select, gather, scatter_add and advanced indexing (the
size of the dimension indexed, a negative dim too), one_hot's classes,
a multi-margin loss's targets; an argument with two uses takes the
smaller; one only compared with (no index) gets none. Prints the bounds
and the signature."""
import torch
import torch.nn as nn
import torch.nn.functional as F

import memplan.torch


class Indexing(nn.Module):
    def __init__(self):
        super().__init__()
        self.table = nn.Parameter(torch.randn(7, 5))
        self.rows = nn.Parameter(torch.randn(3, 9))

    def forward(self, x, picked, gathered, scattered, indexed, hot, both,
                compared):
        a = self.table.index_select(0, picked)                     # 7
        b = torch.gather(self.rows, -1, gathered)                  # 9
        c = torch.zeros(3, 6, dtype=x.dtype).scatter_add(
            1, scattered, torch.ones(3, 2, dtype=x.dtype))         # 6
        d = self.rows[:, indexed]                                  # 9
        e = F.one_hot(hot, 4).to(x.dtype)                          # 4
        f = self.table[both] + self.rows[0, both].unsqueeze(-1)    # 7, 9
        g = (compared > 0).to(x.dtype)                             # none
        return (a.sum() * x.sum() + b.sum() + c.sum() + d.sum()
                + e.sum() + f.sum() + g.sum()) * self.table[:, :4]


def margin(out, target):
    return F.multi_margin_loss(out, target)                        # 4


torch.manual_seed(0)
args = (torch.randn(2),
        torch.tensor([0, 6, 3]),
        torch.tensor([[0, 8], [1, 2], [3, 4]]),
        torch.tensor([[0, 5], [1, 2], [3, 4]]),
        torch.tensor([0, 8]),
        torch.tensor([1, 3]),
        torch.tensor([2, 6]),
        torch.tensor([1, -1]))
step = memplan.torch.export(Indexing(), margin, args, torch.tensor([0, 3, 1,
                            2, 3, 0, 1]), dtype=torch.float64)
print("bounds:", dict(sorted(step.bounds.items())))
