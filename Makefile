# The two commands of the README, and the steps they are made of.
#   make demo   set up, build, run memplan-opt on the bundled example
#   make test   set up, build, run every test (lit prints the summary)
#   make bench  benchmarks on ../shared/bench (tables for the notes)

BUILD_DIR   ?= build
BUILD_TYPE  ?= Release
LLVM_PREFIX ?= /usr/lib/llvm-22
CMAKE_FLAGS ?=

CCACHE := $(shell command -v ccache 2>/dev/null)
ifneq ($(CCACHE),)
  LAUNCHER := -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache
  # Hash paths relative to the checkout so clones in other places share hits.
  export CCACHE_BASEDIR := $(CURDIR)
  export CCACHE_NOHASHDIR := 1
endif

BENCH_DIR   ?= ../shared/bench

.PHONY: all deps configure build test demo docs bench bench-peers gpu-check export-models clean

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

test: build
	ninja -C $(BUILD_DIR) check-memplan

demo: build
	@examples/demo.sh $(BUILD_DIR)

# Benchmarks on the real inputs beside the checkout (minutes, not a test):
# JSON in build/bench/results.json, tables in docs/benchmarks.md.
bench: build bench-peers
	python3 bench/report.py --build-dir $(BUILD_DIR) --bench-dir $(BENCH_DIR)

# The peers' virtual environment (pinned versions); when it cannot be made
# (no network), the benchmark says so in its tables.
bench-peers:
	-@test -x $(BUILD_DIR)/bench-venv/bin/iree-compile || \
	  { /usr/bin/python3 -m venv $(BUILD_DIR)/bench-venv && \
	    $(BUILD_DIR)/bench-venv/bin/pip install -q -r bench/requirements-peers.txt; }

# A planned step on a real GPU against the CPU (skips without a GPU).
gpu-check: build
	python3 bench/gpu_e2e.py --build $(BUILD_DIR)

# Real PyTorch training steps through torch-mlir into models/ (needs PyPI;
# the tests use the committed files and never install torch).
EXPORT_VENV := $(BUILD_DIR)/export-venv
export-models:
	@test -x $(EXPORT_VENV)/bin/python || /usr/bin/python3 -m venv $(EXPORT_VENV)
	@$(EXPORT_VENV)/bin/python -c 'import torch, torchvision, torch_mlir' 2>/dev/null || \
	  $(EXPORT_VENV)/bin/pip install -q -r models/requirements.txt
	$(EXPORT_VENV)/bin/python models/export.py --out models > models/steps/index.jsonl; \
	  status=$$?; cat models/steps/index.jsonl; exit $$status

docs: configure
	ninja -C $(BUILD_DIR) update-docs

clean:
	rm -rf $(BUILD_DIR)
