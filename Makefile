# The two commands of the README, and the steps they are made of.
#   make demo   set up, build, run memplan-opt on the bundled example
#   make test   set up, build, run every test (lit prints the summary)
#   make bench  benchmarks on ../shared/bench (tables for the notes)

BUILD_DIR   ?= build
BUILD_TYPE  ?= Release
LLVM_PREFIX ?= /usr/lib/llvm-22
CMAKE_FLAGS ?=

COMMA := ,
CCACHE := $(shell command -v ccache 2>/dev/null)
ifneq ($(CCACHE),)
  LAUNCHER := -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
  # Hash paths relative to the checkout so clones in other places share hits.
  export CCACHE_BASEDIR := $(CURDIR)
  export CCACHE_NOHASHDIR := 1
endif

BENCH_DIR   ?= ../shared/bench

.PHONY: all deps configure build test demo docs bench bench-peers gpu-check export-models clean \
        check-sanitize check-ubsan-core

all: build

deps:
	@utils/install-deps.sh

$(BUILD_DIR)/build.ninja: | deps
	cmake -G Ninja -S . -B $(BUILD_DIR) \
	  -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) \
	  -DMLIR_DIR=$(LLVM_PREFIX)/lib/cmake/mlir \
	  -DLLVM_EXTERNAL_LIT=$(LLVM_PREFIX)/bin/lit \
	  -DPython3_EXECUTABLE=/usr/bin/python3 \
	  $(LAUNCHER) $(CMAKE_FLAGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	ninja -C $(BUILD_DIR)

test: build check-ubsan-core
	ninja -C $(BUILD_DIR) check-memplan

# Sanitized trees. Debian's LLVM and MLIR are not instrumented: memplan's own
# code is. Three hosts that are not instrumented load instrumented code
# (mlir-opt-22 the plugin, python3 the Python module, mlir-runner the
# recording runtime); the tests give them the runtimes through
# MEMPLAN_HOST_PRELOAD. allow_user_poisoning=0: LLVM's and MLIR's headers,
# compiled into memplan with ASan on, poison memory that the uninstrumented
# libLLVM/libMLIR allocated and never unpoison it (their allocators are not
# instrumented), so that poisoning only reports errors that are not there.
# Leaks are not checked: LLVM leaks on purpose at exit.
SANITIZE_DIR  ?= build-sanitize
SANITIZE_OPTS := ASAN_OPTIONS=detect_leaks=0:allow_user_poisoning=0:abort_on_error=0 \
                 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
SANITIZE_PRELOAD = $(shell g++ -print-file-name=libasan.so):$(shell g++ -print-file-name=libubsan.so):$(shell g++ -print-file-name=libstdc++.so)
SANITIZE_CMAKE = cmake -G Ninja -S . -B $(1) -DCMAKE_BUILD_TYPE=Release \
	  -DMLIR_DIR=$(LLVM_PREFIX)/lib/cmake/mlir \
	  -DLLVM_EXTERNAL_LIT=$(LLVM_PREFIX)/bin/lit \
	  -DPython3_EXECUTABLE=/usr/bin/python3 \
	  "-DCMAKE_C_FLAGS=$(2) -fno-omit-frame-pointer" \
	  "-DCMAKE_CXX_FLAGS=$(2) -fno-omit-frame-pointer" \
	  "-DCMAKE_EXE_LINKER_FLAGS=$(2)" "-DCMAKE_SHARED_LINKER_FLAGS=$(2)" \
	  "-DCMAKE_MODULE_LINKER_FLAGS=$(2)" $(LAUNCHER) $(CMAKE_FLAGS)

# Every test in an ASan + UBSan build (slow: a tree of its own and a run of
# the whole suite, about twice as long as make test).
check-sanitize: deps
	$(call SANITIZE_CMAKE,$(SANITIZE_DIR),-fsanitize=address$(COMMA)undefined -fno-sanitize-recover=undefined)
	ninja -C $(SANITIZE_DIR)
	$(SANITIZE_OPTS) MEMPLAN_HOST_PRELOAD=$(SANITIZE_PRELOAD) \
	  MEMPLAN_SANITIZE_LINK_FLAGS="-fsanitize=address,undefined" \
	  ninja -C $(SANITIZE_DIR) check-memplan

# The MLIR-free core (gtest, the fuzz driver included) and the tools over it
# (memplan-plan, memplan-pack) under UBSan, any undefined behaviour it checks
# an error (GCC's UBSan does not check float-to-integer casts):
# small enough for every make test.
UBSAN_DIR ?= build-ubsan
check-ubsan-core: deps
	@test -f $(UBSAN_DIR)/build.ninja || \
	  $(call SANITIZE_CMAKE,$(UBSAN_DIR),-fsanitize=undefined -fno-sanitize-recover=all)
	ninja -C $(UBSAN_DIR) MemPlanPlanningTests memplan-plan memplan-pack
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 $(LLVM_PREFIX)/bin/lit -sv \
	  $(UBSAN_DIR)/test/Unit $(UBSAN_DIR)/test/tools/memplan-plan \
	  $(UBSAN_DIR)/test/tools/memplan-pack

demo: build
	@examples/demo.sh $(BUILD_DIR)

# Benchmarks on the real inputs beside the checkout (minutes, not a test):
# JSON in build/bench/results.json, tables in docs/benchmarks.md.
bench: build bench-peers
	python3 bench/report.py --build-dir $(BUILD_DIR) --bench-dir $(BENCH_DIR)

# The peers' virtual environment (pinned versions); when it cannot be made
# (no network), the benchmark says so in its tables.
bench-peers:
	-@{ test -x $(BUILD_DIR)/bench-venv/bin/iree-compile && \
	    test -x $(BUILD_DIR)/bench-venv/bin/iree-run-module; } || \
	  { { test -x $(BUILD_DIR)/bench-venv/bin/pip || \
	      /usr/bin/python3 -m venv $(BUILD_DIR)/bench-venv; } && \
	    $(BUILD_DIR)/bench-venv/bin/pip install -q -r bench/requirements-peers.txt; }

# A planned step on a real GPU against the CPU (skips without a GPU).
gpu-check: build
	python3 bench/gpu_e2e.py --build $(BUILD_DIR)

# Real PyTorch training steps through torch-mlir into models/ (needs PyPI;
# the tests use the committed files and never install torch).
EXPORT_VENV := $(BUILD_DIR)/export-venv
export-models: build
	@test -x $(EXPORT_VENV)/bin/python || /usr/bin/python3 -m venv $(EXPORT_VENV)
	@$(EXPORT_VENV)/bin/python -c 'import torch, torchvision, torch_mlir, ml_dtypes' 2>/dev/null || \
	  $(EXPORT_VENV)/bin/pip install -q -r models/requirements.txt
	PYTHONPATH=$(BUILD_DIR)/python_packages $(EXPORT_VENV)/bin/python models/export.py --out models > models/steps/index.jsonl; \
	  status=$$?; cat models/steps/index.jsonl; exit $$status

docs: configure
	ninja -C $(BUILD_DIR) update-docs

clean:
	rm -rf $(BUILD_DIR)
