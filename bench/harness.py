"""Shared pieces of the benchmark scripts."""

import json
import subprocess
import sys


def add_common_arguments(parser):
    parser.add_argument("--build-dir", default="build")
    parser.add_argument("--bench-dir", default="../shared/bench")


def run_json(tool, args, allowed_codes=None):
    """Runs a memplan tool and returns the JSON it prints; exits when it
    prints none (or ends with a code outside `allowed_codes`)."""
    proc = subprocess.run([tool] + args, capture_output=True, text=True)
    failed = not proc.stdout.strip() or (
        allowed_codes is not None and proc.returncode not in allowed_codes)
    if failed:
        sys.exit(f"{' '.join([tool] + args)} failed:\n{proc.stderr}")
    return json.loads(proc.stdout)


def plan_arguments(options, then=()):
    """memplan-opt's arguments that plan with `options` (memplan-plan's,
    space-separated) after memplan-prepare, the rewrites memplan-pipeline
    makes before planning (splat constants to fills, elementwise ops in
    place); `then`: pass flags after planning. Both sides of a comparison
    go through them."""
    return ["--memplan-prepare", "--memplan-plan=" + options] + list(then)
