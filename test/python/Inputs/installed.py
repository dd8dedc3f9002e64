"""Where the installed memplan package lives (it must be under PREFIX),
that importing it loads no MLIR, and that its memplan-run and plan() work.

    installed.py PREFIX
"""
import os
import subprocess
import sys

import memplan

prefix = os.path.realpath(sys.argv[1])
where = os.path.realpath(memplan.__file__)
if not where.startswith(prefix + os.sep):
    sys.exit(f"memplan comes from {where}, not from {prefix}")
print("memplan from", where)
print("extension loaded on import:", "memplan._memplan" in sys.modules)
tool = os.path.join(os.path.dirname(where), "bin", "memplan-run")
run = subprocess.run([tool, "--help"], capture_output=True, text=True)
print("memplan-run in the package runs:",
      run.returncode == 0 and "memplan-run options" in run.stdout)
step = """func.func @f(%a: tensor<64xf32>) -> tensor<64xf32> {
  return %a : tensor<64xf32>
}"""
memplan.plan(step, budget=1.0)
