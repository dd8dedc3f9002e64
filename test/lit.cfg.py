# -*- Python -*-
import os
import sys

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "MEMPLAN"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.memplan_obj_root, "test")
config.excludes = ["Inputs", "CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(("%memplan_src_root", config.memplan_src_root))
# Real training steps exported from PyTorch (models/README.md).
config.substitutions.append(("%models",
                             os.path.join(config.memplan_src_root, "models")))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%memplan_obj_root", config.memplan_obj_root))
config.substitutions.append(("%memplan_lib_dir", config.memplan_lib_dir))
config.substitutions.append(("%mlir_dir", config.mlir_dir))
config.substitutions.append(("%cmake_generator", config.cmake_generator))
config.substitutions.append(("%cmake_make_program", config.cmake_make_program))
config.substitutions.append(("%cxx_compiler", config.cxx_compiler))
config.substitutions.append(("%cxx_launcher", config.cxx_compiler_launcher or ""))
config.substitutions.append(("%cmake", config.cmake_command))

# Real inputs that live beside the checkout (../shared/bench); tests that
# read them say `REQUIRES: bench` and are reported unsupported without them.
if os.path.isdir(os.path.join(config.bench_dir, "remat")):
    config.available_features.add("bench")
config.substitutions.append(("%bench", config.bench_dir))

# The optimal planner needs COIN-OR CBC at build time.
if config.memplan_have_cbc in ("ON", "1", "TRUE"):
    config.available_features.add("cbc")

# Sanitized builds (`make check-sanitize`): hosts that are not instrumented
# but load instrumented code -- mlir-opt-22 the plugin, python3 the Python
# module, mlir-runner the recording runtime -- need the sanitizer runtime
# loaded first. MEMPLAN_HOST_PRELOAD names it (and libstdc++, so that the
# runtime's C++ interceptors resolve); only those hosts get it.
host_preload = os.environ.get("MEMPLAN_HOST_PRELOAD", "")
host_env = "env LD_PRELOAD=" + host_preload + " " if host_preload else ""
# What a program linking memplan's sanitized libraries links with too.
config.substitutions.append(("%sanitize_link_flags",
                             os.environ.get("MEMPLAN_SANITIZE_LINK_FLAGS", "")))

# Host execution (Integration tests) with upstream's runner libraries.
llvm_lib_dir = os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")
config.substitutions.append(("%mlir_runner_utils",
    os.path.join(llvm_lib_dir, "libmlir_runner_utils" + config.llvm_shlib_ext)))
config.substitutions.append(("%mlir_c_runner_utils",
    os.path.join(llvm_lib_dir, "libmlir_c_runner_utils" + config.llvm_shlib_ext)))
# The host side of the integration tests.
config.substitutions.append(("%bufferize",
    '--one-shot-bufferize="bufferize-function-boundaries '
    'function-boundary-type-conversion=identity-layout-map"'))
# The host lowering is the one the pipelines and memplan-run use.
config.substitutions.append(("%lower_to_llvm", "--memplan-host-lowering"))
config.substitutions.append(("%run_main", host_env +
    os.path.join(config.llvm_tools_dir, "mlir-runner") +
    " -e main -entry-point-result=void -shared-libs=" +
    os.path.join(llvm_lib_dir, "libmlir_runner_utils" + config.llvm_shlib_ext) + "," +
    os.path.join(llvm_lib_dir, "libmlir_c_runner_utils" + config.llvm_shlib_ext)))

# The GPU path: host code runs under mlir-runner against the recording
# runtime (every GPU call logged on stderr, no GPU needed). PTX is assembled
# with the CUDA toolkit's ptxas where the build found one; tests that need
# it say `REQUIRES: ptxas` and are reported unsupported without it.
config.substitutions.append(("%run_gpu_recording", host_env +
    os.path.join(config.llvm_tools_dir, "mlir-runner") +
    " -e main -entry-point-result=void -shared-libs=" +
    os.path.join(config.memplan_lib_dir,
                 "libmemplan_gpu_recording" + config.llvm_shlib_ext) + "," +
    os.path.join(llvm_lib_dir, "libmlir_runner_utils" + config.llvm_shlib_ext) + "," +
    os.path.join(llvm_lib_dir, "libmlir_c_runner_utils" + config.llvm_shlib_ext)))
ptxas = os.path.join(config.cuda_toolkit, "bin", "ptxas") if config.cuda_toolkit else ""
if ptxas and os.access(ptxas, os.X_OK):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
else:
    lit_config.note("no CUDA toolkit with ptxas: tests that assemble PTX are "
                    "unsupported")

# The Python package (built when pybind11 is found), run by the Python it
# was built for.
if config.memplan_have_python in ("ON", "1", "TRUE"):
    config.available_features.add("python-bindings")
    config.substitutions.append(("%memplan_python",
        "env " + (("LD_PRELOAD=" + host_preload + " ") if host_preload else "") +
        "PYTHONPATH=" + os.path.join(config.memplan_obj_root, "python_packages") +
        " MPLBACKEND=Agg " + config.python_executable))

llvm_config.use_default_substitutions()
llvm_config.with_system_environment(["HOME", "TMPDIR", "CCACHE_DIR",
                                     "ASAN_OPTIONS", "UBSAN_OPTIONS"])

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.memplan_tools_dir, append_path=True)

tool_dirs = [config.memplan_tools_dir, config.llvm_tools_dir]
tools = [
    "memplan-opt",
    "memplan-plan",
    "memplan-pack",
    "memplan-zoo",
    "memplan-run",
    "not",
    "count",
    ToolSubst("mlir-opt",
              command=host_env + os.path.join(config.llvm_tools_dir, "mlir-opt")),
    ToolSubst("mlir-runner",
              command=host_env + os.path.join(config.llvm_tools_dir, "mlir-runner")),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)
