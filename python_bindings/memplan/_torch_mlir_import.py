"""The torch-mlir half of `memplan.torch.export`, run in a process of its own.

    python -c <this file's text> GRAPH.pickle OUT.mlir

torch-mlir embeds its own copy of MLIR; memplan's extension is built against
Debian's MLIR 22. The two must never be loaded into one process, so
`memplan.torch` traces the step to an ATen graph where the user's model
lives and hands the graph to this script, which imports it with torch-mlir
(FX importer, linalg-on-tensors) and writes the module as text. It imports
nothing of memplan.

The graph arrives as a pickle of its nodes (op, name, target, args, kwargs)
in order, the tensors its get_attr nodes read, and the arguments' shapes and
dtypes. Nodes referred to in arguments and ATen operators are pickled as
persistent ids: ("node", name) and ("op", "aten::name", overload). The
shapes of every node (node.meta["val"], which the importer reads) are
propagated again here with fake tensors.
"""

import io
import pickle
import sys


def load_graph(path):
    import torch

    class Loader(pickle.Unpickler):
        def persistent_load(self, pid):
            if pid[0] == "node":
                return _Ref(pid[1])
            namespace, name = pid[1].split("::")
            packet = getattr(getattr(torch.ops, namespace), name)
            return getattr(packet, pid[2] or "default")

    with open(path, "rb") as f:
        data = Loader(io.BytesIO(f.read())).load()
    return data


class _Ref:
    def __init__(self, name):
        self.name = name


def build(data):
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.passes.fake_tensor_prop import FakeTensorProp

    graph = torch.fx.Graph()
    nodes = {}

    def resolve(value):
        if isinstance(value, _Ref):
            return nodes[value.name]
        if isinstance(value, (list, tuple)):
            return type(value)(resolve(v) for v in value)
        if isinstance(value, dict):
            return {k: resolve(v) for k, v in value.items()}
        return value

    root = torch.nn.Module()
    for name, tensor in data["attrs"].items():
        setattr(root, name, tensor)
    for op, name, target, args, kwargs in data["nodes"]:
        nodes[name] = graph.create_node(op, target, resolve(args),
                                        resolve(kwargs), name=name)
    module = torch.fx.GraphModule(root, graph)
    mode = FakeTensorMode(allow_non_fake_inputs=True)
    fakes = [mode.from_tensor(torch.empty(shape, dtype=dtype))
             for shape, dtype in data["args"]]
    FakeTensorProp(module, mode).propagate(*fakes)
    return module


def main(argv):
    graph_path, out_path = argv
    data = load_graph(graph_path)
    module = build(data)
    from torch_mlir import fx as torch_mlir_fx
    text = str(torch_mlir_fx.stateless_fx_import(
        module, output_type="linalg-on-tensors", model_name=data["name"]))
    with open(out_path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
