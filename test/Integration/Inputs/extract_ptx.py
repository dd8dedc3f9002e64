"""Writes the PTX of every gpu.binary in an MLIR file to DIR/<name>.ptx.

  extract_ptx.py FILE.mlir DIR [PTXAS ARCH]

prints how many kernels it wrote and how many still call libdevice
(__nv_*) functions; with PTXAS, assembles each for ARCH and prints the
total cubin size, exiting non-zero when ptxas fails.

gpu-module-to-binary{format=isa} stores each kernel module's PTX as the
`assembly` string of its #gpu.object; MLIR escapes bytes as \\XX (hex).
"""
import os
import re
import subprocess
import sys


def unescape(text):
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\":
            nxt = text[i + 1]
            if nxt in "\\\"":
                out.append(ord(nxt))
                i += 2
            elif nxt == "n":
                out.append(10)
                i += 2
            elif nxt == "t":
                out.append(9)
                i += 2
            else:
                out.append(int(text[i + 1:i + 3], 16))
                i += 3
        else:
            out.extend(c.encode())
            i += 1
    return bytes(out)


def main():
    text = open(sys.argv[1]).read()
    pattern = re.compile(
        r'gpu\.binary @(\w+)\s+\[#gpu\.object<#nvvm\.target<[^>]*>,'
        r'(?: properties = \{[^}]*\},)? assembly = "((?:[^"\\]|\\.)*)"')
    os.makedirs(sys.argv[2], exist_ok=True)
    paths = []
    unresolved = 0
    for match in pattern.finditer(text):
        path = os.path.join(sys.argv[2], match.group(1) + ".ptx")
        ptx = unescape(match.group(2))
        unresolved += b"__nv_" in ptx
        with open(path, "wb") as f:
            f.write(ptx)
        paths.append(path)
    print("kernels:", len(paths))
    print("calling libdevice:", unresolved)
    if len(sys.argv) > 3:
        total = 0
        for path in paths:
            cubin = path[:-4] + ".cubin"
            result = subprocess.run(
                [sys.argv[3], "-arch=" + sys.argv[4], path, "-o", cubin],
                capture_output=True, text=True)
            if result.returncode != 0:
                sys.stderr.write(result.stderr)
                sys.exit("ptxas failed on " + path)
            total += os.path.getsize(cubin)
        print("assembled:", len(paths), "cubin bytes:", total)


if __name__ == "__main__":
    main()
