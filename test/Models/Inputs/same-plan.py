"""Prints the pass's plan (its report) and the graph tool's plans of the
graph the pass wrote, with the link the file names and with free copies."""
import json
import sys

report = json.load(open(sys.argv[1]))["functions"][0]
tool = json.load(open(sys.argv[2]))
free = json.load(open(sys.argv[3]))
print(f"pass: peak {report['peak']}, step {report['step_time_us']!r} us, "
      f"{report['swap_outs']} swaps, {report['recomputations']} "
      "recomputations")
print(f"tool: peak {tool['peak']}, step {tool['step_time']!r} us, "
      f"{tool['swap_outs']} swaps, {tool['recomputes']} recomputations")
same = (free["peak"], free["step_time"]) == (tool["peak"], tool["step_time"])
print("free copies: the same plan:", "yes" if same else "no")
