"""Checks the files `python3 -m memplan report` wrote.

  check_report.py STEM

Prints the PNG's size class and dimensions, whether the plotted curve's
maximum equals the reported peak, and what the HTML page holds.
"""
import json
import struct
import sys

stem = sys.argv[1]
png = open(stem + ".png", "rb").read()
assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", png[16:24])
print(f"png: {width}x{height}, over 20 KB: {len(png) > 20000}")
data = json.load(open(stem + ".json"))
print(f"curve maximum equals the peak: "
      f"{max(data['memory_after']) == data['peak'] == data['curve_after_max']}")
print(f"unplanned curve maximum equals the unplanned peak: "
      f"{max(data['memory_before']) == data['baseline_peak']}")
page = open(stem + ".html").read()
print(f"html: embedded png {'data:image/png;base64,' in page}, "
      f"{page.count('<tr>') - 1} decision rows, "
      f"{len(data['decisions'])} decisions")
