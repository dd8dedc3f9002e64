//===- memplan-zoo.cpp - generated training steps ---------------*- C++ -*-===//
//
//   memplan-zoo --model=mlp --depth=N --width=W --batch=B --in=I --out=O
//               [--dtype=f32|f16|bf16] [--sgd=LR] [-o FILE]
//
// Emits one training step in linalg on tensors, built with MLIR's builders
// and verified before it is printed: @train_step takes the batch, the
// targets and the parameters and returns the loss and every gradient (and,
// with --sgd, the updated parameters). Forward and backward are explicit, in
// the style of torch-mlir's output (named linalg ops, linalg.generic,
// tensor.empty + linalg.fill).
//
// mlp: h0 = x; z_l = h_l W_l; h_{l+1} = relu(z_l); y = z_{depth-1};
// loss = sum((y - t)^2) / (2 batch); backward by the chain rule.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> model("model", cl::desc("Model family: mlp"),
                                  cl::init("mlp"));
static cl::opt<int64_t> depth("depth", cl::desc("Number of layers"),
                              cl::init(3));
static cl::opt<int64_t> width("width", cl::desc("Hidden width"),
                              cl::init(64));
static cl::opt<int64_t> batch("batch", cl::desc("Batch size"), cl::init(16));
static cl::opt<int64_t> inputs("in", cl::desc("Input features"),
                               cl::init(32));
static cl::opt<int64_t> outputs("out", cl::desc("Output features"),
                                cl::init(8));
static cl::opt<std::string> dtype("dtype",
                                  cl::desc("Element type: f32, f16, bf16"),
                                  cl::init("f32"));
static cl::opt<double>
    sgd("sgd",
        cl::desc("Also return the parameters updated by SGD with this "
                 "learning rate (0: no update)"),
        cl::init(0));
static cl::opt<std::string> outputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));

namespace {

/// Builders for the ops a training step is made of.
class StepBuilder {
public:
  StepBuilder(OpBuilder &b, Location loc, Type element)
      : b(b), loc(loc), element(element) {}

  RankedTensorType type(ArrayRef<int64_t> shape) const {
    return RankedTensorType::get(shape, element);
  }

  Value zeros(ArrayRef<int64_t> shape) {
    Value empty = tensor::EmptyOp::create(b, loc, shape, element);
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    return linalg::FillOp::create(b, loc, zero, empty).getResult(0);
  }

  /// a (m x k) times c (k x n).
  Value matmul(Value a, Value c) {
    auto at = cast<RankedTensorType>(a.getType());
    auto ct = cast<RankedTensorType>(c.getType());
    Value init = zeros({at.getDimSize(0), ct.getDimSize(1)});
    return linalg::MatmulOp::create(b, loc, ValueRange{a, c}, ValueRange{init})
        .getResult(0);
  }

  Value transpose(Value a) {
    auto at = cast<RankedTensorType>(a.getType());
    Value init = tensor::EmptyOp::create(
        b, loc, ArrayRef<int64_t>{at.getDimSize(1), at.getDimSize(0)},
        element);
    return linalg::TransposeOp::create(b, loc, a, init,
                                       ArrayRef<int64_t>{1, 0})
        .getResult()[0];
  }

  /// An elementwise op over same-shaped 2-d operands.
  Value elementwise(ValueRange operands,
                    function_ref<Value(OpBuilder &, Location, ValueRange)>
                        body) {
    auto t = cast<RankedTensorType>(operands.front().getType());
    Value init = tensor::EmptyOp::create(b, loc, t.getShape(), element);
    AffineMap id = b.getMultiDimIdentityMap(2);
    SmallVector<AffineMap> maps(operands.size() + 1, id);
    SmallVector<utils::IteratorType> iterators(
        2, utils::IteratorType::parallel);
    return linalg::GenericOp::create(
               b, loc, TypeRange{t}, operands, ValueRange{init}, maps,
               iterators,
               [&](OpBuilder &nb, Location nl, ValueRange args) {
                 Value r = body(nb, nl, args.drop_back());
                 linalg::YieldOp::create(nb, nl, r);
               })
        .getResult(0);
  }

  Value constant(double value) {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(element, value));
  }

  /// The sum of all elements of a 2-d tensor, as tensor<f32>.
  Value sumToScalar(Value a) {
    Type f32 = b.getF32Type();
    Value empty = tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{}, f32);
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(f32));
    Value init = linalg::FillOp::create(b, loc, zero, empty).getResult(0);
    return linalg::ReduceOp::create(
               b, loc, ValueRange{a}, ValueRange{init},
               ArrayRef<int64_t>{0, 1},
               [&](OpBuilder &nb, Location nl, ValueRange args) {
                 Value v = args[0];
                 if (v.getType() != f32)
                   v = arith::ExtFOp::create(nb, nl, f32, v);
                 Value s = arith::AddFOp::create(nb, nl, v, args[1]);
                 linalg::YieldOp::create(nb, nl, s);
               })
        .getResult(0);
  }

  OpBuilder &b;
  Location loc;
  Type element;
};

LogicalResult emitMlp(ModuleOp module, Type element) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module.getBody());
  Location loc = UnknownLoc::get(ctx);
  StepBuilder s(b, loc, element);

  // Layer l maps dims[l] to dims[l + 1].
  SmallVector<int64_t> dims = {inputs};
  for (int64_t l = 0; l + 1 < depth; ++l)
    dims.push_back(width);
  dims.push_back(outputs);

  SmallVector<Type> argTypes = {s.type({batch, inputs}),
                                s.type({batch, outputs})};
  for (int64_t l = 0; l < depth; ++l)
    argTypes.push_back(s.type({dims[l], dims[l + 1]}));
  SmallVector<Type> resultTypes = {RankedTensorType::get({}, b.getF32Type())};
  for (int64_t l = 0; l < depth; ++l)
    resultTypes.push_back(s.type({dims[l], dims[l + 1]}));
  if (sgd != 0)
    for (int64_t l = 0; l < depth; ++l)
      resultTypes.push_back(s.type({dims[l], dims[l + 1]}));

  auto func = func::FuncOp::create(b, loc, "train_step",
                                   b.getFunctionType(argTypes, resultTypes));
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  Value x = entry->getArgument(0), target = entry->getArgument(1);
  SmallVector<Value> weights;
  for (int64_t l = 0; l < depth; ++l)
    weights.push_back(entry->getArgument(2 + l));

  // Forward.
  SmallVector<Value> h = {x}, z;
  for (int64_t l = 0; l < depth; ++l) {
    z.push_back(s.matmul(h.back(), weights[l]));
    if (l + 1 < depth)
      h.push_back(s.elementwise({z.back()}, [&](OpBuilder &nb, Location nl,
                                                ValueRange a) -> Value {
        Value zero = arith::ConstantOp::create(nb, nl, nb.getZeroAttr(element));
        return arith::MaximumFOp::create(nb, nl, a[0], zero);
      }));
  }
  Value y = z.back();

  // Loss and its gradient: d = y - t; loss = sum(d^2) / (2 batch);
  // dy = d / batch.
  Value d = s.elementwise({y, target},
                          [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                            return arith::SubFOp::create(nb, nl, a[0], a[1]);
                          });
  double scale = 1.0 / double(batch);
  Value squared = s.elementwise(
      {d}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
        Value half = arith::ConstantOp::create(
            nb, nl, nb.getFloatAttr(element, 0.5 * scale));
        Value sq = arith::MulFOp::create(nb, nl, a[0], a[0]);
        return arith::MulFOp::create(nb, nl, sq, half);
      });
  Value loss = s.sumToScalar(squared);
  Value dz = s.elementwise(
      {d}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
        Value c = arith::ConstantOp::create(nb, nl,
                                            nb.getFloatAttr(element, scale));
        return arith::MulFOp::create(nb, nl, a[0], c);
      });

  // Backward.
  SmallVector<Value> grads(depth);
  for (int64_t l = depth - 1; l >= 0; --l) {
    grads[l] = s.matmul(s.transpose(h[l]), dz);
    if (l == 0)
      break;
    Value dh = s.matmul(dz, s.transpose(weights[l]));
    dz = s.elementwise(
        {dh, z[l - 1]}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
          Value zero =
              arith::ConstantOp::create(nb, nl, nb.getZeroAttr(element));
          Value positive = arith::CmpFOp::create(
              nb, nl, arith::CmpFPredicate::OGT, a[1], zero);
          return arith::SelectOp::create(nb, nl, positive, a[0], zero);
        });
  }

  SmallVector<Value> results = {loss};
  results.append(grads.begin(), grads.end());
  if (sgd != 0)
    for (int64_t l = 0; l < depth; ++l)
      results.push_back(s.elementwise(
          {weights[l], grads[l]},
          [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
            Value lr =
                arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, sgd));
            Value step = arith::MulFOp::create(nb, nl, a[1], lr);
            return arith::SubFOp::create(nb, nl, a[0], step);
          }));
  func::ReturnOp::create(b, loc, results);
  return success();
}

int fail(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "memplan-zoo") << message << "\n";
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "memplan-zoo: generated training steps\n");
  if (model != "mlp")
    return fail("unknown model '" + model + "'; expected mlp");
  if (depth < 1)
    return fail("--depth must be at least 1");
  for (auto [name, value] :
       {std::pair<const char *, int64_t>{"--width", width},
        {"--batch", batch},
        {"--in", inputs},
        {"--out", outputs}})
    if (value < 1)
      return fail(Twine(name) + " must be at least 1, got " + Twine(value));

  MLIRContext context;
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      linalg::LinalgDialect, tensor::TensorDialect>();
  Builder b(&context);
  Type element;
  if (dtype == "f32")
    element = b.getF32Type();
  else if (dtype == "f16")
    element = b.getF16Type();
  else if (dtype == "bf16")
    element = b.getBF16Type();
  else
    return fail("unknown --dtype '" + dtype + "'; expected f32, f16 or bf16");

  OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(&context));
  if (failed(emitMlp(*module, element)))
    return 1;
  if (failed(verify(*module)))
    return fail("internal error: the generated step does not verify");

  std::string error;
  auto out = openOutputFile(outputFile, &error);
  if (!out)
    return fail(error);
  module->print(out->os());
  out->os() << "\n";
  out->keep();
  return 0;
}
