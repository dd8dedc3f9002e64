"""Plans generated training steps with memplan-pipeline and runs each packed
program against the unplanned step with memplan-run.

  differential.py BINDIR TMPDIR

For every family x strategy x budget it prints one line: the outputs are
bitwise equal and the arena the run allocated equals the arena
memplan-pack-buffers planned, or the budget is out of the strategy's reach
(the planner's own error). Anything else (different outputs, a different
arena, a crash) prints MISMATCH and the script exits 1.
"""
import os
import re
import subprocess
import sys

FAMILIES = {
    "mlp": ["--model=mlp", "--depth=6", "--width=16", "--batch=64", "--in=8",
            "--out=4"],
    "resnet": ["--model=resnet", "--depth=3", "--width=4", "--batch=8",
               "--image=8", "--channels=2", "--out=3"],
    "resnet-bottleneck": ["--model=resnet-bottleneck", "--stages=1,1",
                          "--width=2", "--batch=8", "--image=8",
                          "--channels=2", "--out=3"],
    "gpt": ["--model=gpt", "--depth=3", "--width=8", "--batch=4", "--seq=8",
            "--vocab=8"],
}
STRATEGIES = ["greedy", "recompute-only", "swap-only"]
BUDGETS = ["0.4", "0.6", "0.8"]


def main():
    bindir, tmp = sys.argv[1], sys.argv[2]
    os.makedirs(tmp, exist_ok=True)
    tool = lambda name: os.path.join(bindir, name)
    failed = False
    for family, flags in FAMILIES.items():
        step = os.path.join(tmp, family + ".mlir")
        subprocess.run([tool("memplan-zoo")] + flags + ["-o", step],
                       check=True)
        for strategy in STRATEGIES:
            for budget in BUDGETS:
                name = "%s %s %s" % (family, strategy, budget)
                packed = os.path.join(
                    tmp, "%s-%s-%s.mlir" % (family, strategy, budget))
                plan = subprocess.run(
                    [tool("memplan-opt"), step, "--memplan-pipeline="
                     "budget-fraction=%s strategy=%s" % (budget, strategy),
                     "-o", packed], capture_output=True, text=True)
                if plan.returncode != 0:
                    errors = [l for l in plan.stderr.splitlines()
                              if "error:" in l]
                    if errors and "below what the" in errors[0]:
                        print(name + ": out of reach")
                        continue
                    print(name + ": MISMATCH: planning failed: " +
                          (errors[0] if errors else plan.stderr[-300:]))
                    failed = True
                    continue
                arenas = re.findall(
                    r"memplan\.arena.*?\} : memref<(\d+)xi8>",
                    open(packed).read())
                run = subprocess.run(
                    [tool("memplan-run"), step, "--compare=" + packed],
                    capture_output=True, text=True)
                equal = re.search(r"^bitwise equal: (\d+) outputs",
                                  run.stdout, re.M)
                measured = re.search(r"^second: .*\(arena (\d+) bytes",
                                     run.stdout, re.M)
                planned = sum(int(a) for a in arenas)
                if run.returncode != 0 or not equal or not measured or \
                        int(measured.group(1)) != planned:
                    print(name + ": MISMATCH: " +
                          (run.stdout + run.stderr).strip()[-400:])
                    failed = True
                    continue
                print("%s: bitwise equal, %s outputs, arena %d bytes as "
                      "planned" % (name, equal.group(1), planned))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
