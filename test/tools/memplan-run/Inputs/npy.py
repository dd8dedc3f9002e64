"""Writes and reads the .npy files of the memplan-run tests (no numpy).

  npy.py write FILE DESCR SHAPE V1 V2 ...   (SHAPE like 2x3; '' for 0-d)
  npy.py read FILE                          prints descr, shape and values
  npy.py raw FILE BYTES                     writes the bytes as given
"""
import ast
import struct
import sys

FORMATS = {"<f2": "e", "<f4": "f", "<f8": "d", "<i4": "i", "<i8": "q",
           "|u1": "B", "|b1": "?"}


def write(path, descr, shape, values):
    dims = [int(d) for d in shape.split("x")] if shape else []
    text = ", ".join(str(d) for d in dims) + ("," if len(dims) == 1 else "")
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, text)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    kind = FORMATS[descr]
    parse = float if kind in "efd" else int
    payload = b"".join(struct.pack("<" + kind, parse(v)) for v in values)
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode("latin1") + payload)


def read(path):
    data = open(path, "rb").read()
    assert data[:6] == b"\x93NUMPY", "no magic"
    (length,) = struct.unpack("<H", data[8:10])
    header = ast.literal_eval(data[10:10 + length].decode("latin1"))
    assert (10 + length) % 64 == 0, "data not 64-byte aligned"
    kind = FORMATS[header["descr"]]
    size = struct.calcsize(kind)
    payload = data[10 + length:]
    values = [struct.unpack("<" + kind, payload[i:i + size])[0]
              for i in range(0, len(payload), size)]
    print(header["descr"], header["shape"],
          " ".join(repr(v) for v in values))


if __name__ == "__main__":
    if sys.argv[1] == "write":
        write(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:])
    elif sys.argv[1] == "read":
        read(sys.argv[2])
    else:
        open(sys.argv[2], "wb").write(sys.argv[3].encode("latin1"))
