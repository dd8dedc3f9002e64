"""Plans training steps with memplan-pipeline and runs each packed program
against the unplanned step with memplan-run.

  differential.py BINDIR TMPDIR [--steps A.mlir,...] [--budgets 0.5,0.6]
      [--strategies greedy,...] [--gap yes] [-- memplan-run arguments]
      the given steps (exported ones), else the generated families
      (memplan-zoo), x strategies x budgets (0.5, 0.6, 0.8 of the unplanned
      peak by default). The unplanned step runs once and each packed
      program's outputs (.npy) are compared with its byte for byte.
      With --gap, a budget F is that far from the lower bound of any plan
      to the unplanned peak (tiny exported steps are mostly parameters and
      gradients: their lower bound is 0.8-0.97 of the peak)

It prints the arena of the step packed without planning, then for every
family x strategy x budget one line: the outputs are
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
BUDGETS = ["0.5", "0.6", "0.8"]
# Packing without its time-limited exact search: the arenas depend on the
# step only, not on how fast or loaded the machine is.
PACKING = "pack-node-limit=0 pack-time-limit=-1"


def plan(tool, step, strategy, budget, packed):
    """Plans and packs; returns (planned arena bytes, None), (None, None) when
    the budget is out of the strategy's reach, or (None, error)."""
    run = subprocess.run(
        [tool("memplan-opt"), step, "--memplan-pipeline="
         "%s=%s strategy=%s %s" % (
             "budget-fraction" if "." in budget else "budget-bytes", budget,
             strategy, PACKING),
         "-o", packed],
        capture_output=True, text=True)
    if run.returncode != 0:
        errors = [l for l in run.stderr.splitlines() if "error:" in l]
        if errors and "below what the" in errors[0]:
            return None, None
        return None, "planning failed: " + (errors[0] if errors
                                            else run.stderr[-300:])
    arenas = re.findall(r"memplan\.arena.*?\} : memref<(\d+)xi8>",
                        open(packed).read())
    return sum(int(a) for a in arenas), None


def families(tool, tmp):
    """The generated families' steps (memplan-zoo), written into `tmp`."""
    paths = []
    for family, flags in FAMILIES.items():
        paths.append(os.path.join(tmp, family + ".mlir"))
        subprocess.run([tool("memplan-zoo")] + flags + ["-o", paths[-1]],
                       check=True)
    return paths


def outputs(tool, step, out, extra):
    """Runs `step`, writing its results to `out`; returns (the results'
    bytes, the measured arena bytes) or (None, the tool's output)."""
    os.makedirs(out, exist_ok=True)
    run = subprocess.run([tool("memplan-run"), step, "--output-dir=" + out,
                          "--print-limit=0"] + extra,
                         capture_output=True, text=True)
    arena = re.search(r"^memory: .*\(arena (\d+) bytes", run.stdout, re.M)
    if run.returncode != 0 or not arena:
        return None, (run.stdout + run.stderr).strip()[-400:]
    names = sorted(os.listdir(out), key=lambda n: int(n[6:-4]))
    return [open(os.path.join(out, n), "rb").read() for n in names], \
        int(arena.group(1))


def peak_and_bound(tool, step):
    """The unplanned peak and the lower bound of `step` as memplan-pipeline
    plans it: after memplan-prepare."""
    run = subprocess.run(
        [tool("memplan-opt"), step, "--mlir-print-op-on-diagnostic=false",
         "--pass-pipeline=builtin.module(memplan-prepare,"
         "func.func(memplan-print-memory))",
         "-o", os.devnull], capture_output=True, text=True)
    m = re.search(r"peak (\d+) bytes at step .* lower bound (\d+) bytes",
                  run.stderr)
    return int(m.group(1)), int(m.group(2))


def steps(tool, tmp, paths, strategies, budgets, gap, extra):
    failed = False
    for path in paths:
        model = os.path.basename(path)[:-len(".mlir")]
        if gap:
            peak, bound = peak_and_bound(tool, path)
            bytes_of = {b: str(bound + int(float(b) * (peak - bound)))
                        for b in budgets}
        want, why = outputs(tool, path, os.path.join(tmp, model), extra)
        if want is None:
            print(model + ": MISMATCH: the unplanned step failed: " + why)
            failed = True
            continue
        # The arena of the step packed without planning, for comparison.
        unplanned, error = plan(tool, path, "none", "1.0",
                                os.path.join(tmp, model + "-none.mlir"))
        if unplanned is None:
            print(model + ": MISMATCH: packing the unplanned step failed: " +
                  str(error))
            failed = True
            continue
        print("%s unplanned: %d outputs, packed arena %d bytes" % (
            model, len(want), unplanned))
        for strategy in strategies:
            for budget in budgets:
                name = "%s %s %s" % (model, strategy, budget)
                stem = os.path.join(tmp, "%s-%s-%s" % (model, strategy,
                                                       budget))
                planned, error = plan(tool, path, strategy,
                                      bytes_of[budget] if gap else budget,
                                      stem + ".mlir")
                if gap:
                    name += " of the gap (%s bytes)" % bytes_of[budget]
                if planned is None:
                    print(name + (": MISMATCH: " + error if error
                                  else ": out of reach"))
                    failed |= bool(error)
                    continue
                got, measured = outputs(tool, stem + ".mlir", stem, extra)
                if got is None or got != want or measured != planned:
                    print(name + ": MISMATCH: " + (
                        measured if got is None else
                        "outputs differ" if got != want else
                        "arena %d bytes, planned %d" % (measured, planned)))
                    failed = True
                    continue
                print("%s: bitwise equal, %d outputs, arena %d bytes as "
                      "planned" % (name, len(got), planned))
    return failed


def main():
    bindir, tmp = sys.argv[1], sys.argv[2]
    os.makedirs(tmp, exist_ok=True)
    tool = lambda name: os.path.join(bindir, name)
    args = sys.argv[3:]
    extra = args[args.index("--") + 1:] if "--" in args else []
    args = args[:args.index("--")] if "--" in args else args
    options = dict(zip(args[::2], args[1::2]))
    paths = options["--steps"].split(",") if "--steps" in options \
        else families(tool, tmp)
    failed = steps(tool, tmp, paths,
                   options.get("--strategies", ",".join(STRATEGIES)).split(","),
                   options.get("--budgets", ",".join(BUDGETS)).split(","),
                   options.get("--gap") == "yes", extra)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
