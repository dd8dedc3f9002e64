#!/usr/bin/env python3
"""Runs planned training steps on a real GPU and compares with the CPU.

  python3 bench/gpu_e2e.py [--build build] [--chip sm_90] [--budget 0.7]

For each generated family (tiny sizes, f32), memplan-zoo emits the step and
a @main that fills the arguments, calls it and prints every result. The CPU
reference is memplan-cpu-pipeline under mlir-runner; the GPU run is
memplan-gpu-pipeline (managed memory, so that @main can print what the step
returned) under mlir-runner with libmemplan_cuda_runtime.so. Every printed
value must agree within a relative tolerance (GPU and host math libraries
differ in the last bits, so this is not a bitwise check).

Without a GPU (nvidia-smi lists none) or without the CUDA runtime library
it prints why and exits 0 without checking anything.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

FAMILIES = {
    "mlp": ["--model=mlp", "--depth=4", "--width=16", "--batch=32", "--in=8",
            "--out=4"],
    "resnet": ["--model=resnet", "--depth=2", "--width=4", "--batch=4",
               "--image=8", "--channels=2", "--out=3"],
    "gpt": ["--model=gpt", "--depth=2", "--width=8", "--batch=2", "--seq=8",
            "--vocab=8"],
}
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|nan|inf")


def numbers(text):
    """The values printMemrefF32 printed, in order."""
    values = []
    for line in text.splitlines():
        if line.startswith("Unranked Memref") or not line.strip():
            continue
        values += [float(v) for v in NUMBER.findall(line)]
    return values


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(command), result.stderr[-2000:]))
    return result.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default="build")
    parser.add_argument("--chip", default="sm_90")
    parser.add_argument("--features", default="+ptx80")
    parser.add_argument("--budget", default="0.7")
    parser.add_argument("--tolerance", type=float, default=1e-4)
    args = parser.parse_args()

    runtime = os.path.join(args.build, "lib", "libmemplan_cuda_runtime.so")
    smi = shutil.which("nvidia-smi")
    gpus = subprocess.run([smi, "-L"], capture_output=True,
                          text=True).stdout if smi else ""
    if "GPU" not in gpus:
        print("gpu_e2e: skipped: no GPU here (nvidia-smi -L lists none)")
        return 0
    if not os.path.exists(runtime):
        print("gpu_e2e: skipped: %s was not built (CMake found no CUDA "
              "toolkit)" % runtime)
        return 0

    bindir = os.path.join(args.build, "bin")
    llvm_lib = "/usr/lib/llvm-22/lib"
    utils = ",".join(os.path.join(llvm_lib, lib) for lib in
                     ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"))
    runner = shutil.which("mlir-runner-22") or os.path.join(
        "/usr/lib/llvm-22/bin", "mlir-runner")
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for family, flags in FAMILIES.items():
            step = os.path.join(tmp, family + ".mlir")
            run([os.path.join(bindir, "memplan-zoo")] + flags +
                ["--main", "--main-prints", "-o", step])
            common = "budget-fraction=%s functions=train_step" % args.budget
            cpu = os.path.join(tmp, family + ".cpu.mlir")
            run([os.path.join(bindir, "memplan-opt"), step,
                 "--memplan-cpu-pipeline=" + common, "-o", cpu])
            gpu = os.path.join(tmp, family + ".gpu.mlir")
            run([os.path.join(bindir, "memplan-opt"), step,
                 "--memplan-gpu-pipeline=%s managed=true chip=%s "
                 "features=%s" % (common, args.chip, args.features),
                 "-o", gpu])
            entry = ["-e", "main", "-entry-point-result=void"]
            want = numbers(run([runner, cpu] + entry +
                               ["-shared-libs=" + utils]))
            got = numbers(run([runner, gpu] + entry +
                              ["-shared-libs=%s,%s" % (runtime, utils)]))
            worst = 0.0
            ok = len(want) == len(got) and len(want) > 0
            for a, b in zip(want, got):
                scale = max(abs(a), abs(b), 1e-6)
                worst = max(worst, abs(a - b) / scale)
            ok = ok and worst <= args.tolerance
            print("gpu_e2e: %s: %d values, largest relative difference "
                  "%.2e: %s" % (family, len(want), worst,
                                "ok" if ok else "MISMATCH"))
            failed |= not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
