//===- memplan-zoo.cpp - generated training steps ---------------*- C++ -*-===//
//
//   memplan-zoo --model=mlp|resnet|resnet-bottleneck|gpt --depth=N
//               --width=W --batch=B [--in=I --out=O] [--image=S --channels=C]
//               [--stages=3,4,6,3] [--seq=T --vocab=V]
//               [--dtype=f32|f16|bf16|f64] [--sgd=LR] [-o FILE]
//
// Emits one training step in linalg on tensors, built with MLIR's builders
// and verified before it is printed: @train_step takes the batch, the
// targets and the parameters and returns the loss and every gradient (and,
// with --sgd, the updated parameters). Forward and backward are explicit, in
// the style of torch-mlir's output (named linalg ops, linalg.generic,
// tensor.empty + linalg.fill).
//
// mlp: h0 = x; z_l = h_l W_l; h_{l+1} = relu(z_l); y = z_{depth-1};
// loss = sum((y - t)^2) / (2 batch); backward by the chain rule. The other
// families are described where they are emitted.
//
//===----------------------------------------------------------------------===//

#include "memplan/Analysis/TensorSize.h"
#include "memplan/Version.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExpr.h"
#include <cmath>
#include <limits>
#include <optional>
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;
namespace cl = llvm::cl;

/// The largest size option: products of two sizes fit in 64 bits.
constexpr int64_t kMaxSize = int64_t(1) << 31;
/// The most ops memplan-zoo generates (about 1 GB of IR in memory).
constexpr int64_t kMaxOps = 5'000'000;

/// The options --help shows: this tool's, not every LLVM option linked in.
static cl::OptionCategory toolOptions("memplan-zoo options");

static cl::opt<std::string> model("model",
                                  cl::desc("Model family: mlp, resnet, resnet-bottleneck, gpt"),
                                  cl::init("mlp"), cl::cat(toolOptions));
static cl::opt<int64_t> image("image",
                              cl::desc("resnet: image height and width"),
                              cl::init(8), cl::cat(toolOptions));
static cl::opt<int64_t> channels("channels",
                                 cl::desc("resnet: input channels"),
                                 cl::init(3), cl::cat(toolOptions));
static cl::list<int64_t>
    stages("stages", cl::CommaSeparated,
           cl::desc("resnet-bottleneck: blocks per stage (default 3,4,6,3)"), cl::cat(toolOptions));
static cl::opt<int64_t> sequence("seq",
                                 cl::desc("gpt: sequence length"),
                                 cl::init(8), cl::cat(toolOptions));
static cl::opt<int64_t> vocab("vocab",
                              cl::desc("gpt: vocabulary size (token "
                                       "embedding rows, logits per position)"),
                              cl::init(64), cl::cat(toolOptions));
static cl::opt<bool> batchNorm(
    "batch-norm",
    cl::desc("resnet: batch normalization (without affine parameters) "
             "after every convolution"),
    cl::init(true), cl::cat(toolOptions));
static cl::opt<int64_t> depth("depth", cl::desc("Number of layers"),
                              cl::init(3), cl::cat(toolOptions));
static cl::opt<int64_t> width("width", cl::desc("Hidden width"),
                              cl::init(64), cl::cat(toolOptions));
static cl::opt<int64_t> batch("batch", cl::desc("Batch size"), cl::init(16), cl::cat(toolOptions));
static cl::opt<int64_t> inputs("in", cl::desc("Input features"),
                               cl::init(32), cl::cat(toolOptions));
static cl::opt<int64_t> outputs("out", cl::desc("Output features"),
                                cl::init(8), cl::cat(toolOptions));
static cl::opt<std::string>
    dtype("dtype",
          cl::desc("Element type: f32, f16, bf16 (f64 for gradient checks)"),
          cl::init("f32"), cl::cat(toolOptions));
static cl::opt<double>
    sgd("sgd",
        cl::desc("Also return the parameters updated by SGD with this "
                 "learning rate (0: no update)"),
        cl::init(0), cl::cat(toolOptions));
static cl::opt<bool> withMain(
    "main",
    cl::desc("Also emit @main, which fills every argument with a constant "
             "(floats 1/(k+2) for argument k, integers 0) and calls "
             "@train_step: a module mlir-runner can execute"),
    cl::init(false), cl::cat(toolOptions));
static cl::opt<bool> mainPrints(
    "main-prints",
    cl::desc("With --main: print every f32 result of the step with "
             "printMemrefF32 (MLIR's runner utilities)"),
    cl::init(false), cl::cat(toolOptions));
static cl::opt<std::string> outputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"), cl::cat(toolOptions));

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
  /// An elementwise op over operands of the first operand's shape, and
  /// `partial` ones read through `partialMap` (a broadcast).
  Value mapWith(ValueRange full, ValueRange partial, AffineMap partialMap,
                function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
    auto t = cast<RankedTensorType>(full.front().getType());
    Value init = tensor::EmptyOp::create(b, loc, t.getShape(), element);
    AffineMap id = b.getMultiDimIdentityMap(t.getRank());
    SmallVector<AffineMap> maps(full.size(), id);
    maps.append(partial.size(), partialMap);
    maps.push_back(id);
    SmallVector<Value> operands(full.begin(), full.end());
    operands.append(partial.begin(), partial.end());
    return linalg::GenericOp::create(
               b, loc, TypeRange{t}, operands, ValueRange{init}, maps,
               SmallVector<utils::IteratorType>(
                   t.getRank(), utils::IteratorType::parallel),
               [&](OpBuilder &nb, Location nl, ValueRange args) {
                 Value r = body(nb, nl, args.drop_back());
                 linalg::YieldOp::create(nb, nl, r);
               })
        .getResult(0);
  }

  /// An elementwise op over same-shaped operands.
  Value elementwise(ValueRange operands,
                    function_ref<Value(OpBuilder &, Location, ValueRange)>
                        body) {
    return mapWith(operands, {}, AffineMap(), body);
  }

  Value constant(double value) {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(element, value));
  }

  /// The loss's type: f32, or f64 for f64 steps.
  Type lossType() const {
    return element.isF64() ? element : Type(b.getF32Type());
  }

  /// The sum of all elements of a 2-d tensor, as a 0-d tensor of lossType.
  Value sumToScalar(Value a) {
    Type f32 = lossType();
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

  /// A reduction that adds up `scale` times each element of `x` (read
  /// through `inMap`) into a zero tensor of `shape` (written through
  /// `outMap`).
  Value scaledSum(Value x, ArrayRef<int64_t> shape, AffineMap inMap,
                  AffineMap outMap, ArrayRef<utils::IteratorType> iterators,
                  double scale) {
    Value init = zeros(shape);
    return linalg::GenericOp::create(
               b, loc, TypeRange{init.getType()}, ValueRange{x},
               ValueRange{init}, SmallVector<AffineMap>{inMap, outMap},
               iterators,
               [&](OpBuilder &nb, Location nl, ValueRange a) {
                 Value k = arith::ConstantOp::create(
                     nb, nl, nb.getFloatAttr(element, scale));
                 Value p = arith::MulFOp::create(nb, nl, a[0], k);
                 Value r = arith::AddFOp::create(nb, nl, a[1], p);
                 linalg::YieldOp::create(nb, nl, r);
               })
        .getResult(0);
  }

  /// Squared-error loss and its gradient over [rows, features]:
  /// loss = sum((y - t)^2) / (2 rows), as a 0-d tensor of lossType(), and
  /// dloss/dy = (y - t) / rows.
  std::pair<Value, Value> squaredError(Value y, Value target) {
    int64_t rows = cast<RankedTensorType>(y.getType()).getDimSize(0);
    double scale = 1.0 / double(rows);
    Value d = elementwise({y, target},
                          [](OpBuilder &nb, Location nl, ValueRange v) -> Value {
                            return arith::SubFOp::create(nb, nl, v[0], v[1]);
                          });
    Value squared = elementwise(
        {d}, [&](OpBuilder &nb, Location nl, ValueRange v) -> Value {
          Value k = arith::ConstantOp::create(
              nb, nl, nb.getFloatAttr(element, 0.5 * scale));
          Value sq = arith::MulFOp::create(nb, nl, v[0], v[0]);
          return arith::MulFOp::create(nb, nl, sq, k);
        });
    Value dy = elementwise(
        {d}, [&](OpBuilder &nb, Location nl, ValueRange v) -> Value {
          Value k =
              arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, scale));
          return arith::MulFOp::create(nb, nl, v[0], k);
        });
    return {sumToScalar(squared), dy};
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
  SmallVector<Type> resultTypes = {RankedTensorType::get({}, s.lossType())};
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

  // Loss and its gradient.
  auto [loss, dz] = s.squaredError(y, target);

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

/// 3x3 convolutions with zero padding of one (NHWC, HWCF), their two
/// gradients, and the pieces of a residual network.
class ConvBuilder : public StepBuilder {
public:
  using StepBuilder::StepBuilder;

  Value pad(Value x) {
    auto t = cast<RankedTensorType>(x.getType());
    SmallVector<int64_t> shape(t.getShape());
    shape[1] += 2;
    shape[2] += 2;
    SmallVector<OpFoldResult> low = {b.getIndexAttr(0), b.getIndexAttr(1),
                                     b.getIndexAttr(1), b.getIndexAttr(0)};
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    return tensor::PadOp::create(b, loc, type(shape), x, low, low, zero)
        .getResult();
  }

  /// y = conv(pad(x), w): [n,h,w,ci] x [3,3,ci,co] -> [n,h,w,co].
  Value conv(Value x, Value w) {
    auto xt = cast<RankedTensorType>(x.getType());
    auto wt = cast<RankedTensorType>(w.getType());
    Value init = zeros({xt.getDimSize(0), xt.getDimSize(1), xt.getDimSize(2),
                        wt.getDimSize(3)});
    return linalg::Conv2DNhwcHwcfOp::create(
               b, loc, TypeRange{init.getType()}, ValueRange{pad(x), w},
               ValueRange{init})
        .getResult(0);
  }

  /// dw[kh,kw,c,o] = sum over n,h,w of pad(x)[n,h+kh,w+kw,c] dy[n,h,w,o].
  Value convFilterGrad(Value x, Value dy) {
    auto xt = cast<RankedTensorType>(x.getType());
    auto dyt = cast<RankedTensorType>(dy.getType());
    Value init = zeros({3, 3, xt.getDimSize(3), dyt.getDimSize(3)});
    // Dims: kh, kw, c, o, n, h, w.
    MLIRContext *ctx = b.getContext();
    AffineExpr kh, kw, c, o, n, h, w;
    bindDims(ctx, kh, kw, c, o, n, h, w);
    SmallVector<AffineMap> maps = {
        AffineMap::get(7, 0, {n, h + kh, w + kw, c}, ctx),
        AffineMap::get(7, 0, {n, h, w, o}, ctx),
        AffineMap::get(7, 0, {kh, kw, c, o}, ctx)};
    SmallVector<utils::IteratorType> iterators(4,
                                               utils::IteratorType::parallel);
    iterators.append(3, utils::IteratorType::reduction);
    return linalg::GenericOp::create(
               b, loc, TypeRange{init.getType()}, ValueRange{pad(x), dy},
               ValueRange{init}, maps, iterators,
               [&](OpBuilder &nb, Location nl, ValueRange a) {
                 Value p = arith::MulFOp::create(nb, nl, a[0], a[1]);
                 Value r = arith::AddFOp::create(nb, nl, a[2], p);
                 linalg::YieldOp::create(nb, nl, r);
               })
        .getResult(0);
  }

  /// dx = conv(pad(dy), w flipped in space with its channels swapped).
  Value convInputGrad(Value dy, Value w) {
    auto wt = cast<RankedTensorType>(w.getType());
    int64_t ci = wt.getDimSize(2), co = wt.getDimSize(3);
    Value empty = tensor::EmptyOp::create(
        b, loc, ArrayRef<int64_t>{3, 3, co, ci}, element);
    MLIRContext *ctx = b.getContext();
    AffineExpr kh, kw, o, c;
    bindDims(ctx, kh, kw, o, c);
    SmallVector<AffineMap> maps = {
        AffineMap::get(4, 0, {2 - kh, 2 - kw, c, o}, ctx),
        AffineMap::get(4, 0, {kh, kw, o, c}, ctx)};
    SmallVector<utils::IteratorType> iterators(4,
                                               utils::IteratorType::parallel);
    Value flipped =
        linalg::GenericOp::create(
            b, loc, TypeRange{empty.getType()}, ValueRange{w},
            ValueRange{empty}, maps, iterators,
            [&](OpBuilder &nb, Location nl, ValueRange a) {
              linalg::YieldOp::create(nb, nl, a[0]);
            })
            .getResult(0);
    return conv(dy, flipped);
  }

  /// Mean over height and width: [n,h,w,c] -> [n,c].
  Value averagePool(Value x) {
    auto t = cast<RankedTensorType>(x.getType());
    MLIRContext *ctx = b.getContext();
    AffineExpr n, c, h, w;
    bindDims(ctx, n, c, h, w);
    return scaledSum(
        x, {t.getDimSize(0), t.getDimSize(3)},
        AffineMap::get(4, 0, {n, h, w, c}, ctx),
        AffineMap::get(4, 0, {n, c}, ctx),
        {utils::IteratorType::parallel, utils::IteratorType::parallel,
         utils::IteratorType::reduction, utils::IteratorType::reduction},
        1.0 / double(t.getDimSize(1) * t.getDimSize(2)));
  }

  /// The gradient of averagePool: [n,c] -> [n,h,w,c].
  Value unpool(Value dp, int64_t height, int64_t width) {
    auto t = cast<RankedTensorType>(dp.getType());
    double scale = 1.0 / double(height * width);
    Value empty = tensor::EmptyOp::create(
        b, loc,
        ArrayRef<int64_t>{t.getDimSize(0), height, width, t.getDimSize(1)},
        element);
    MLIRContext *ctx = b.getContext();
    AffineExpr n, h, w, c;
    bindDims(ctx, n, h, w, c);
    SmallVector<AffineMap> maps = {AffineMap::get(4, 0, {n, c}, ctx),
                                   AffineMap::get(4, 0, {n, h, w, c}, ctx)};
    SmallVector<utils::IteratorType> iterators(4,
                                               utils::IteratorType::parallel);
    return linalg::GenericOp::create(
               b, loc, TypeRange{empty.getType()}, ValueRange{dp},
               ValueRange{empty}, maps, iterators,
               [&](OpBuilder &nb, Location nl, ValueRange a) {
                 Value k = arith::ConstantOp::create(
                     nb, nl, nb.getFloatAttr(element, scale));
                 Value r = arith::MulFOp::create(nb, nl, a[0], k);
                 linalg::YieldOp::create(nb, nl, r);
               })
        .getResult(0);
  }

  Value map(ValueRange operands,
            function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
    return elementwise(operands, body);
  }

  /// Sum over n, h, w of a [n,h,w,c] tensor, times `scale`: [c].
  Value channelMean(Value x) {
    auto t = cast<RankedTensorType>(x.getType());
    MLIRContext *ctx = b.getContext();
    AffineExpr c, n, h, w;
    bindDims(ctx, c, n, h, w);
    return scaledSum(
        x, {t.getDimSize(3)}, AffineMap::get(4, 0, {n, h, w, c}, ctx),
        AffineMap::get(4, 0, {c}, ctx),
        {utils::IteratorType::parallel, utils::IteratorType::reduction,
         utils::IteratorType::reduction, utils::IteratorType::reduction},
        1.0 / double(t.getDimSize(0) * t.getDimSize(1) * t.getDimSize(2)));
  }

  /// An elementwise op over [n,h,w,c] operands and per-channel [c] ones.
  Value mapChannels(ValueRange full, ValueRange perChannel,
                    function_ref<Value(OpBuilder &, Location, ValueRange)>
                        body) {
    MLIRContext *ctx = b.getContext();
    return mapWith(full, perChannel,
                   AffineMap::get(4, 0, {getAffineDimExpr(3, ctx)}, ctx), body);
  }

  /// Batch normalization over n, h, w without affine parameters: returns
  /// x-hat and the per-channel 1 / sqrt(var + 1e-5).
  std::pair<Value, Value> batchNormForward(Value x) {
    Value mean = channelMean(x);
    Value centered = mapChannels(
        {x}, {mean}, [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
          return arith::SubFOp::create(nb, nl, a[0], a[1]);
        });
    Value squares = map({centered},
                        [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                          return arith::MulFOp::create(nb, nl, a[0], a[0]);
                        });
    Value var = channelMean(squares);
    auto vt = cast<RankedTensorType>(var.getType());
    Value empty = tensor::EmptyOp::create(b, loc, vt.getShape(), element);
    AffineMap id = b.getMultiDimIdentityMap(1);
    Value invstd =
        linalg::GenericOp::create(
            b, loc, TypeRange{vt}, ValueRange{var}, ValueRange{empty},
            SmallVector<AffineMap>{id, id},
            SmallVector<utils::IteratorType>{utils::IteratorType::parallel},
            [&](OpBuilder &nb, Location nl, ValueRange a) {
              Value e = arith::ConstantOp::create(
                  nb, nl, nb.getFloatAttr(element, 1e-5));
              Value v = arith::AddFOp::create(nb, nl, a[0], e);
              Value r = math::RsqrtOp::create(nb, nl, v);
              linalg::YieldOp::create(nb, nl, r);
            })
            .getResult(0);
    Value xhat = mapChannels(
        {centered}, {invstd},
        [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
          return arith::MulFOp::create(nb, nl, a[0], a[1]);
        });
    return {xhat, invstd};
  }

  /// dx = invstd (dy - mean(dy) - xhat mean(dy xhat)), per channel.
  Value batchNormBackward(Value dy, Value xhat, Value invstd) {
    Value m1 = channelMean(dy);
    Value product = map({dy, xhat},
                        [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                          return arith::MulFOp::create(nb, nl, a[0], a[1]);
                        });
    Value m2 = channelMean(product);
    return mapChannels(
        {dy, xhat}, {m1, m2, invstd},
        [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
          Value t = arith::SubFOp::create(nb, nl, a[0], a[2]);
          Value u = arith::MulFOp::create(nb, nl, a[1], a[3]);
          Value v = arith::SubFOp::create(nb, nl, t, u);
          return arith::MulFOp::create(nb, nl, v, a[4]);
        });
  }

  Value relu(Value x) {
    return map({x}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
      Value zero = arith::ConstantOp::create(nb, nl, nb.getZeroAttr(element));
      return arith::MaximumFOp::create(nb, nl, a[0], zero);
    });
  }
  /// dy where the pre-activation x is positive, else 0.
  Value reluGrad(Value dy, Value x) {
    return map({dy, x}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
      Value zero = arith::ConstantOp::create(nb, nl, nb.getZeroAttr(element));
      Value positive = arith::CmpFOp::create(nb, nl, arith::CmpFPredicate::OGT,
                                             a[1], zero);
      return arith::SelectOp::create(nb, nl, positive, a[0], zero);
    });
  }
  Value add(Value x, Value y) {
    return map({x, y}, [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
      return arith::AddFOp::create(nb, nl, a[0], a[1]);
    });
  }
};

/// resnet: a 3x3 stem convolution, `depth` basic residual blocks (two 3x3
/// convolutions, the input added back before the second ReLU), each
/// convolution followed by batch normalization unless disabled, global
/// average pooling and a linear head; squared-error loss.
LogicalResult emitResnet(ModuleOp module, Type element) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module.getBody());
  Location loc = UnknownLoc::get(ctx);
  ConvBuilder s(b, loc, element);
  int64_t c = width;

  SmallVector<Type> argTypes = {s.type({batch, image, image, channels}),
                                s.type({batch, outputs}),
                                s.type({3, 3, channels, c})};
  for (int64_t l = 0; l < depth; ++l) {
    argTypes.push_back(s.type({3, 3, c, c}));
    argTypes.push_back(s.type({3, 3, c, c}));
  }
  argTypes.push_back(s.type({c, outputs}));
  SmallVector<Type> resultTypes = {RankedTensorType::get({}, s.lossType())};
  resultTypes.append(argTypes.begin() + 2, argTypes.end());

  auto func = func::FuncOp::create(b, loc, "train_step",
                                   b.getFunctionType(argTypes, resultTypes));
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  Value x = entry->getArgument(0), target = entry->getArgument(1);
  Value stem = entry->getArgument(2);
  SmallVector<std::pair<Value, Value>> blocks;
  for (int64_t l = 0; l < depth; ++l)
    blocks.push_back(
        {entry->getArgument(3 + 2 * l), entry->getArgument(4 + 2 * l)});
  Value head = entry->getArgument(3 + 2 * depth);

  // A convolution followed by batch normalization (when enabled); keeps
  // what the backward reads.
  struct Normalized {
    Value out, xhat, invstd;
  };
  auto convNorm = [&](Value in, Value w) -> Normalized {
    Value c = s.conv(in, w);
    if (!batchNorm)
      return {c, Value(), Value()};
    auto [xhat, invstd] = s.batchNormForward(c);
    return {xhat, xhat, invstd};
  };
  auto normBackward = [&](Value d, const Normalized &n) -> Value {
    return batchNorm ? s.batchNormBackward(d, n.xhat, n.invstd) : d;
  };

  // Forward, keeping what the backward reads.
  Normalized n0 = convNorm(x, stem);
  Value t0 = n0.out;
  Value a = s.relu(t0);
  struct Saved {
    Value in;
    Normalized n1;
    Value r1;
    Normalized n2;
    Value sum;
  };
  SmallVector<Saved> saved;
  for (auto [w1, w2] : blocks) {
    Normalized n1 = convNorm(a, w1);
    Value r1 = s.relu(n1.out);
    Normalized n2 = convNorm(r1, w2);
    Value sum = s.add(n2.out, a);
    saved.push_back({a, n1, r1, n2, sum});
    a = s.relu(sum);
  }
  Value pooled = s.averagePool(a);
  Value y = s.matmul(pooled, head);

  auto [loss, dy] = s.squaredError(y, target);

  // Backward.
  Value dHead = s.matmul(s.transpose(pooled), dy);
  Value da = s.unpool(s.matmul(dy, s.transpose(head)), image, image);
  SmallVector<std::pair<Value, Value>> blockGrads(depth);
  for (int64_t l = depth - 1; l >= 0; --l) {
    const Saved &sv = saved[l];
    Value dsum = s.reluGrad(da, sv.sum);
    Value dc2 = normBackward(dsum, sv.n2);
    Value dw2 = s.convFilterGrad(sv.r1, dc2);
    Value dt1 = s.reluGrad(s.convInputGrad(dc2, blocks[l].second), sv.n1.out);
    Value dc1 = normBackward(dt1, sv.n1);
    Value dw1 = s.convFilterGrad(sv.in, dc1);
    da = s.add(s.convInputGrad(dc1, blocks[l].first), dsum);
    blockGrads[l] = {dw1, dw2};
  }
  Value dStem = s.convFilterGrad(x, normBackward(s.reluGrad(da, t0), n0));

  SmallVector<Value> results = {loss, dStem};
  for (auto [dw1, dw2] : blockGrads) {
    results.push_back(dw1);
    results.push_back(dw2);
  }
  results.push_back(dHead);
  func::ReturnOp::create(b, loc, results);
  return success();
}

/// Helpers of bottleneck residual networks: 1x1 convolutions as matmuls over
/// channels and 2x2 average pooling as four strided slices.
class BottleneckBuilder : public ConvBuilder {
public:
  using ConvBuilder::ConvBuilder;

  Value to2d(Value x) {
    auto t = cast<RankedTensorType>(x.getType());
    SmallVector<ReassociationIndices> groups = {{0, 1, 2}, {3}};
    return tensor::CollapseShapeOp::create(
               b, loc,
               type({t.getDimSize(0) * t.getDimSize(1) * t.getDimSize(2),
                     t.getDimSize(3)}),
               x, groups)
        .getResult();
  }
  Value to4d(Value x, RankedTensorType like, int64_t channels) {
    SmallVector<ReassociationIndices> groups = {{0, 1, 2}, {3}};
    return tensor::ExpandShapeOp::create(
               b, loc,
               type({like.getDimSize(0), like.getDimSize(1),
                     like.getDimSize(2), channels}),
               x, groups)
        .getResult();
  }
  Value conv1x1(Value x, Value w) {
    auto xt = cast<RankedTensorType>(x.getType());
    auto wt = cast<RankedTensorType>(w.getType());
    return to4d(matmul(to2d(x), w), xt, wt.getDimSize(1));
  }
  Value conv1x1FilterGrad(Value x, Value dy) {
    return matmul(transpose(to2d(x)), to2d(dy));
  }
  Value conv1x1InputGrad(Value dy, Value w) {
    auto dyt = cast<RankedTensorType>(dy.getType());
    auto wt = cast<RankedTensorType>(w.getType());
    return to4d(matmul(to2d(dy), transpose(w)), dyt, wt.getDimSize(0));
  }

  /// The quarter of x at offset (i, j) of every 2x2 window.
  Value quarter(Value x, int64_t i, int64_t j) {
    auto t = cast<RankedTensorType>(x.getType());
    SmallVector<int64_t> shape = {t.getDimSize(0), t.getDimSize(1) / 2,
                                  t.getDimSize(2) / 2, t.getDimSize(3)};
    return tensor::ExtractSliceOp::create(
               b, loc, type(shape), x, ValueRange{}, ValueRange{},
               ValueRange{}, ArrayRef<int64_t>{0, i, j, 0}, shape,
               ArrayRef<int64_t>{1, 2, 2, 1})
        .getResult();
  }
  Value averagePool2(Value x) {
    Value sum = add(add(quarter(x, 0, 0), quarter(x, 0, 1)),
                    add(quarter(x, 1, 0), quarter(x, 1, 1)));
    return map({sum}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
      Value k =
          arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, 0.25));
      return arith::MulFOp::create(nb, nl, a[0], k);
    });
  }
  /// The gradient of averagePool2: a quarter of dy in each window position.
  Value averagePool2Grad(Value dy) {
    auto t = cast<RankedTensorType>(dy.getType());
    SmallVector<int64_t> full = {t.getDimSize(0), 2 * t.getDimSize(1),
                                 2 * t.getDimSize(2), t.getDimSize(3)};
    Value part = map({dy}, [&](OpBuilder &nb, Location nl,
                               ValueRange a) -> Value {
      Value k =
          arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, 0.25));
      return arith::MulFOp::create(nb, nl, a[0], k);
    });
    Value acc = zeros(full);
    for (int64_t i = 0; i < 2; ++i)
      for (int64_t j = 0; j < 2; ++j)
        acc = tensor::InsertSliceOp::create(
                  b, loc, part, acc, ValueRange{}, ValueRange{},
                  ValueRange{}, ArrayRef<int64_t>{0, i, j, 0},
                  ArrayRef<int64_t>(t.getShape()),
                  ArrayRef<int64_t>{1, 2, 2, 1})
                  .getResult();
    return acc;
  }
};

/// resnet50-style: a 3x3 stem, stages of bottleneck blocks (1x1 reduce, 3x3,
/// 1x1 expand by 4, batch norm after each; a 1x1 projection shortcut where
/// the channels change), the first block of every later stage halving the
/// image by 2x2 average pooling; global average pooling and a linear head.
/// --stages=3,4,6,3 --width=64 gives ResNet-50's 16 blocks and channels.
LogicalResult emitBottleneckResnet(ModuleOp module, Type element,
                                   ArrayRef<int64_t> stages) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module.getBody());
  Location loc = UnknownLoc::get(ctx);
  BottleneckBuilder s(b, loc, element);

  struct Stage {
    int64_t in, mid, out;
    bool downsample, project;
    int firstArg;
  };
  SmallVector<Stage> blocks;
  SmallVector<Type> argTypes = {s.type({batch, image, image, channels}),
                                s.type({batch, outputs}),
                                s.type({3, 3, channels, width})};
  int64_t cin = width, size = image;
  for (auto [stage, count] : llvm::enumerate(stages))
    for (int64_t k = 0; k < count; ++k) {
      Stage blk;
      blk.mid = width << stage;
      blk.out = 4 * blk.mid;
      blk.in = cin;
      blk.downsample = stage > 0 && k == 0;
      blk.project = blk.in != blk.out;
      blk.firstArg = int(argTypes.size());
      if (blk.downsample) {
        if (size % 2)
          return failure();
        size /= 2;
      }
      argTypes.push_back(s.type({blk.in, blk.mid}));
      argTypes.push_back(s.type({3, 3, blk.mid, blk.mid}));
      argTypes.push_back(s.type({blk.mid, blk.out}));
      if (blk.project)
        argTypes.push_back(s.type({blk.in, blk.out}));
      blocks.push_back(blk);
      cin = blk.out;
    }
  argTypes.push_back(s.type({cin, outputs}));
  SmallVector<Type> resultTypes = {RankedTensorType::get({}, s.lossType())};
  resultTypes.append(argTypes.begin() + 2, argTypes.end());
  auto func = func::FuncOp::create(b, loc, "train_step",
                                   b.getFunctionType(argTypes, resultTypes));
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  Value x = entry->getArgument(0), target = entry->getArgument(1);
  Value head = entry->getArgument(argTypes.size() - 1);
  auto arg = [&](int i) -> Value { return entry->getArgument(i); };

  struct Normalized {
    Value out, xhat, invstd;
  };
  auto norm = [&](Value c) -> Normalized {
    if (!batchNorm)
      return {c, Value(), Value()};
    auto [xhat, invstd] = s.batchNormForward(c);
    return {xhat, xhat, invstd};
  };
  auto normBack = [&](Value d, const Normalized &n) -> Value {
    return batchNorm ? s.batchNormBackward(d, n.xhat, n.invstd) : d;
  };

  Normalized n0 = norm(s.conv(x, arg(2)));
  Value a = s.relu(n0.out);
  struct Saved {
    Value in, r1, r2, sum;
    Normalized n1, n2, n3, np;
  };
  SmallVector<Saved> saved;
  for (const Stage &blk : blocks) {
    Saved sv;
    sv.in = blk.downsample ? s.averagePool2(a) : a;
    sv.n1 = norm(s.conv1x1(sv.in, arg(blk.firstArg)));
    sv.r1 = s.relu(sv.n1.out);
    sv.n2 = norm(s.conv(sv.r1, arg(blk.firstArg + 1)));
    sv.r2 = s.relu(sv.n2.out);
    sv.n3 = norm(s.conv1x1(sv.r2, arg(blk.firstArg + 2)));
    Value shortcut = sv.in;
    if (blk.project) {
      sv.np = norm(s.conv1x1(sv.in, arg(blk.firstArg + 3)));
      shortcut = sv.np.out;
    }
    sv.sum = s.add(sv.n3.out, shortcut);
    a = s.relu(sv.sum);
    saved.push_back(sv);
  }
  Value pooled = s.averagePool(a);
  Value y = s.matmul(pooled, head);
  auto [loss, dy] = s.squaredError(y, target);
  Value dHead = s.matmul(s.transpose(pooled), dy);
  auto last = cast<RankedTensorType>(a.getType());
  Value da = s.unpool(s.matmul(dy, s.transpose(head)), last.getDimSize(1),
                      last.getDimSize(2));
  SmallVector<SmallVector<Value>> grads(blocks.size());
  for (int64_t l = int64_t(blocks.size()) - 1; l >= 0; --l) {
    const Stage &blk = blocks[l];
    const Saved &sv = saved[l];
    SmallVector<Value> g(blk.project ? 4 : 3);
    Value dsum = s.reluGrad(da, sv.sum);
    Value dc3 = normBack(dsum, sv.n3);
    g[2] = s.conv1x1FilterGrad(sv.r2, dc3);
    Value dc2 = normBack(
        s.reluGrad(s.conv1x1InputGrad(dc3, arg(blk.firstArg + 2)),
                   sv.n2.out),
        sv.n2);
    g[1] = s.convFilterGrad(sv.r1, dc2);
    Value dc1 = normBack(
        s.reluGrad(s.convInputGrad(dc2, arg(blk.firstArg + 1)), sv.n1.out),
        sv.n1);
    g[0] = s.conv1x1FilterGrad(sv.in, dc1);
    Value din = s.conv1x1InputGrad(dc1, arg(blk.firstArg));
    if (blk.project) {
      Value dcp = normBack(dsum, sv.np);
      g[3] = s.conv1x1FilterGrad(sv.in, dcp);
      din = s.add(din, s.conv1x1InputGrad(dcp, arg(blk.firstArg + 3)));
    } else {
      din = s.add(din, dsum);
    }
    da = blk.downsample ? s.averagePool2Grad(din) : din;
    grads[l] = g;
  }
  Value dStem = s.convFilterGrad(x, normBack(s.reluGrad(da, n0.out), n0));
  SmallVector<Value> results = {loss, dStem};
  for (auto &g : grads)
    results.append(g.begin(), g.end());
  results.push_back(dHead);
  func::ReturnOp::create(b, loc, results);
  return success();
}

static void yieldValue(OpBuilder &b, Location loc, Value value) {
  linalg::YieldOp::create(b, loc, value);
}

/// Pieces of a decoder-only transformer, on [rows, features] activations
/// (rows = batch x sequence) and [batch, seq, features] for attention.
class GptBuilder : public ConvBuilder {
public:
  using ConvBuilder::ConvBuilder;

  /// Mean over the last dimension of [r, d]: [r].
  Value rowMean(Value x) {
    auto t = cast<RankedTensorType>(x.getType());
    MLIRContext *ctx = b.getContext();
    AffineExpr r, d;
    bindDims(ctx, r, d);
    return scaledSum(x, {t.getDimSize(0)}, AffineMap::get(2, 0, {r, d}, ctx),
                     AffineMap::get(2, 0, {r}, ctx),
                     {utils::IteratorType::parallel,
                      utils::IteratorType::reduction},
                     1.0 / double(t.getDimSize(1)));
  }

  /// Elementwise over [r, d] operands and per-row [r] ones.
  Value mapRows(ValueRange full, ValueRange perRow,
                function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
    MLIRContext *ctx = b.getContext();
    return mapWith(full, perRow,
                   AffineMap::get(2, 0, {getAffineDimExpr(0, ctx)}, ctx), body);
  }

  /// Layer normalization over features, no affine parameters: x-hat and the
  /// per-row 1 / sqrt(var + 1e-5).
  std::pair<Value, Value> layerNorm(Value x) {
    Value mean = rowMean(x);
    Value centered = mapRows(
        {x}, {mean}, [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
          return arith::SubFOp::create(nb, nl, a[0], a[1]);
        });
    Value var = rowMean(map({centered}, [](OpBuilder &nb, Location nl,
                                           ValueRange a) -> Value {
      return arith::MulFOp::create(nb, nl, a[0], a[0]);
    }));
    Value invstd = map({var}, [&](OpBuilder &nb, Location nl,
                                  ValueRange a) -> Value {
      Value e =
          arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, 1e-5));
      return math::RsqrtOp::create(nb, nl,
                                   arith::AddFOp::create(nb, nl, a[0], e));
    });
    Value xhat = mapRows(
        {centered}, {invstd},
        [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
          return arith::MulFOp::create(nb, nl, a[0], a[1]);
        });
    return {xhat, invstd};
  }

  Value layerNormBackward(Value dy, Value xhat, Value invstd) {
    Value m1 = rowMean(dy);
    Value m2 = rowMean(map({dy, xhat},
                           [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                             return arith::MulFOp::create(nb, nl, a[0], a[1]);
                           }));
    return mapRows({dy, xhat}, {m1, m2, invstd},
                   [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                     Value t = arith::SubFOp::create(nb, nl, a[0], a[2]);
                     Value u = arith::MulFOp::create(nb, nl, a[1], a[3]);
                     Value v = arith::SubFOp::create(nb, nl, t, u);
                     return arith::MulFOp::create(nb, nl, v, a[4]);
                   });
  }

  /// [r, d] <-> [b, t, d].
  Value unflatten(Value x, int64_t seq) {
    auto t = cast<RankedTensorType>(x.getType());
    int64_t rows = t.getDimSize(0), d = t.getDimSize(1);
    SmallVector<ReassociationIndices> groups = {{0, 1}, {2}};
    return tensor::ExpandShapeOp::create(b, loc,
                                         type({rows / seq, seq, d}), x,
                                         groups)
        .getResult();
  }
  Value flatten(Value x) {
    auto t = cast<RankedTensorType>(x.getType());
    SmallVector<ReassociationIndices> groups = {{0, 1}, {2}};
    return tensor::CollapseShapeOp::create(
               b, loc,
               type({t.getDimSize(0) * t.getDimSize(1), t.getDimSize(2)}), x,
               groups)
        .getResult();
  }
  /// [b, m, n] -> [b, n, m].
  Value transposeLast(Value x) {
    auto t = cast<RankedTensorType>(x.getType());
    Value init = tensor::EmptyOp::create(
        b, loc,
        ArrayRef<int64_t>{t.getDimSize(0), t.getDimSize(2), t.getDimSize(1)},
        element);
    return linalg::TransposeOp::create(b, loc, x, init,
                                       ArrayRef<int64_t>{0, 2, 1})
        .getResult()[0];
  }
  /// [b, m, k] x [b, k, n].
  Value batchMatmul(Value x, Value y) {
    auto xt = cast<RankedTensorType>(x.getType());
    auto yt = cast<RankedTensorType>(y.getType());
    Value init =
        zeros({xt.getDimSize(0), xt.getDimSize(1), yt.getDimSize(2)});
    return linalg::BatchMatmulOp::create(b, loc, ValueRange{x, y},
                                         ValueRange{init})
        .getResult(0);
  }

  /// Reduces the last dimension of `x` with `combine`, from `init`.
  Value reduceLast(Value x, double init,
                   function_ref<Value(OpBuilder &, Location, Value, Value)>
                       combine) {
    auto t = cast<RankedTensorType>(x.getType());
    int64_t rank = t.getRank();
    AffineMap in = b.getMultiDimIdentityMap(rank);
    AffineMap out = in.dropResult(rank - 1);
    Value start =
        arith::ConstantOp::create(b, loc, b.getFloatAttr(element, init));
    Value empty = tensor::EmptyOp::create(b, loc, t.getShape().drop_back(),
                                          element);
    Value filled = linalg::FillOp::create(b, loc, start, empty).getResult(0);
    SmallVector<utils::IteratorType> iterators(rank - 1,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);
    return linalg::GenericOp::create(
               b, loc, TypeRange{filled.getType()}, ValueRange{x},
               ValueRange{filled}, SmallVector<AffineMap>{in, out}, iterators,
               [&](OpBuilder &nb, Location nl, ValueRange a) {
                 yieldValue(nb, nl, combine(nb, nl, a[0], a[1]));
               })
        .getResult(0);
  }
  Value rowMaximum(Value x) {
    return reduceLast(x, -1e30, [](OpBuilder &nb, Location nl, Value v,
                                   Value acc) -> Value {
      return arith::MaximumFOp::create(nb, nl, v, acc);
    });
  }
  Value rowTotal(Value x) {
    return reduceLast(x, 0.0, [](OpBuilder &nb, Location nl, Value v,
                                 Value acc) -> Value {
      return arith::AddFOp::create(nb, nl, v, acc);
    });
  }

  /// Row softmax of causally masked scores [b, t, t].
  Value causalSoftmax(Value scores) {
    auto t = cast<RankedTensorType>(scores.getType());
    MLIRContext *ctx = b.getContext();
    AffineMap id = b.getMultiDimIdentityMap(3);
    AffineExpr d0, d1, d2;
    bindDims(ctx, d0, d1, d2);
    AffineMap rowMap = AffineMap::get(3, 0, {d0, d1}, ctx);
    SmallVector<utils::IteratorType> par(3, utils::IteratorType::parallel);
    // Masked scores: -1e9 where the key comes after the query.
    Value e0 = tensor::EmptyOp::create(b, loc, t.getShape(), element);
    Value masked =
        linalg::GenericOp::create(
            b, loc, TypeRange{t}, ValueRange{scores}, ValueRange{e0},
            SmallVector<AffineMap>{id, id}, par,
            [&](OpBuilder &nb, Location nl, ValueRange a) {
              Value i = linalg::IndexOp::create(nb, nl, 1);
              Value j = linalg::IndexOp::create(nb, nl, 2);
              Value later = arith::CmpIOp::create(
                  nb, nl, arith::CmpIPredicate::ugt, j, i);
              Value low = arith::ConstantOp::create(
                  nb, nl, nb.getFloatAttr(element, -1e9));
              Value r = arith::SelectOp::create(nb, nl, later, low, a[0]);
              linalg::YieldOp::create(nb, nl, r);
            })
            .getResult(0);
    Value rowMax = rowMaximum(masked);
    Value exps = mapWith({masked}, {rowMax}, rowMap,
                         [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                           Value d = arith::SubFOp::create(nb, nl, a[0], a[1]);
                           return math::ExpOp::create(nb, nl, d);
                         });
    return mapWith({exps}, {rowTotal(exps)}, rowMap,
                   [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                     return arith::DivFOp::create(nb, nl, a[0], a[1]);
                   });
  }

  /// dS = P (dP - rowsum(dP P)) for P = softmax(S).
  Value softmaxBackward(Value dp, Value p) {
    auto t = cast<RankedTensorType>(p.getType());
    MLIRContext *ctx = b.getContext();
    AffineMap id = b.getMultiDimIdentityMap(3);
    AffineExpr d0, d1, d2;
    bindDims(ctx, d0, d1, d2);
    AffineMap rowMap = AffineMap::get(3, 0, {d0, d1}, ctx);
    Value init = zeros({t.getDimSize(0), t.getDimSize(1)});
    Value dots =
        linalg::GenericOp::create(
            b, loc, TypeRange{init.getType()}, ValueRange{dp, p},
            ValueRange{init}, SmallVector<AffineMap>{id, id, rowMap},
            SmallVector<utils::IteratorType>{utils::IteratorType::parallel,
                                             utils::IteratorType::parallel,
                                             utils::IteratorType::reduction},
            [&](OpBuilder &nb, Location nl, ValueRange a) {
              Value m = arith::MulFOp::create(nb, nl, a[0], a[1]);
              yieldValue(nb, nl, arith::AddFOp::create(nb, nl, a[2], m));
            })
            .getResult(0);
    Value empty = tensor::EmptyOp::create(b, loc, t.getShape(), element);
    return linalg::GenericOp::create(
               b, loc, TypeRange{t}, ValueRange{dp, p, dots},
               ValueRange{empty}, SmallVector<AffineMap>{id, id, rowMap, id},
               SmallVector<utils::IteratorType>(
                   3, utils::IteratorType::parallel),
               [&](OpBuilder &nb, Location nl, ValueRange a) {
                 Value d = arith::SubFOp::create(nb, nl, a[0], a[2]);
                 yieldValue(nb, nl, arith::MulFOp::create(nb, nl, a[1], d));
               })
        .getResult(0);
  }

  Value scaleBy(Value x, double k) {
    return map({x}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
      Value c = arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, k));
      return arith::MulFOp::create(nb, nl, a[0], c);
    });
  }

  /// GELU, tanh approximation, and its derivative times dy.
  Value gelu(Value u) {
    return map({u}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
      auto c = [&](double v) {
        return arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, v))
            .getResult();
      };
      Value x = a[0];
      Value x3 = arith::MulFOp::create(
          nb, nl, arith::MulFOp::create(nb, nl, x, x), x);
      Value inner = arith::MulFOp::create(
          nb, nl, c(0.7978845608028654),
          arith::AddFOp::create(nb, nl, x,
                                arith::MulFOp::create(nb, nl, c(0.044715), x3)));
      Value th = math::TanhOp::create(nb, nl, inner);
      Value onePlus = arith::AddFOp::create(nb, nl, c(1.0), th);
      return arith::MulFOp::create(
          nb, nl, arith::MulFOp::create(nb, nl, c(0.5), x), onePlus);
    });
  }
  Value geluBackward(Value dy, Value u) {
    return map({dy, u}, [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
      auto c = [&](double v) {
        return arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, v))
            .getResult();
      };
      Value x = a[1];
      Value x2 = arith::MulFOp::create(nb, nl, x, x);
      Value x3 = arith::MulFOp::create(nb, nl, x2, x);
      Value k = c(0.7978845608028654);
      Value inner = arith::MulFOp::create(
          nb, nl, k,
          arith::AddFOp::create(nb, nl, x,
                                arith::MulFOp::create(nb, nl, c(0.044715), x3)));
      Value th = math::TanhOp::create(nb, nl, inner);
      // 0.5 (1 + th) + 0.5 x (1 - th^2) k (1 + 3 * 0.044715 x^2)
      Value first =
          arith::MulFOp::create(nb, nl, c(0.5),
                                arith::AddFOp::create(nb, nl, c(1.0), th));
      Value sech2 = arith::SubFOp::create(
          nb, nl, c(1.0), arith::MulFOp::create(nb, nl, th, th));
      Value dinner = arith::MulFOp::create(
          nb, nl, k,
          arith::AddFOp::create(
              nb, nl, c(1.0), arith::MulFOp::create(nb, nl, c(0.134145), x2)));
      Value second = arith::MulFOp::create(
          nb, nl, arith::MulFOp::create(nb, nl, c(0.5), x),
          arith::MulFOp::create(nb, nl, sech2, dinner));
      return arith::MulFOp::create(
          nb, nl, a[0], arith::AddFOp::create(nb, nl, first, second));
    });
  }
  /// Token and position embeddings: x[r] = tokens[ids[r]] + positions[r
  /// mod seq] for ids [rows] (a gather through tensor.extract, as
  /// torch-mlir emits for aten.embedding).
  Value embed(Value ids, Value tokens, Value positions, int64_t seq) {
    auto it = cast<RankedTensorType>(ids.getType());
    auto tt = cast<RankedTensorType>(tokens.getType());
    int64_t rows = it.getDimSize(0), d = tt.getDimSize(1);
    MLIRContext *ctx = b.getContext();
    AffineExpr r, f;
    bindDims(ctx, r, f);
    Value empty =
        tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{rows, d}, element);
    return linalg::GenericOp::create(
               b, loc, TypeRange{empty.getType()}, ValueRange{ids, positions},
               ValueRange{empty},
               SmallVector<AffineMap>{AffineMap::get(2, 0, {r}, ctx),
                                      AffineMap::get(2, 0, {r % seq, f}, ctx),
                                      AffineMap::get(2, 0, {r, f}, ctx)},
               SmallVector<utils::IteratorType>(
                   2, utils::IteratorType::parallel),
               [&](OpBuilder &nb, Location nl, ValueRange a) {
                 Value row = arith::IndexCastOp::create(
                     nb, nl, nb.getIndexType(), a[0]);
                 Value col = linalg::IndexOp::create(nb, nl, 1);
                 Value t = tensor::ExtractOp::create(nb, nl, tokens,
                                                     ValueRange{row, col});
                 yieldValue(nb, nl, arith::AddFOp::create(nb, nl, t, a[1]));
               })
        .getResult(0);
  }

  /// The token embedding's gradient: dtokens[v] = sum of dx[r] over the
  /// rows r with ids[r] = v (a reduction over rows with a select).
  Value embedTokensBackward(Value dx, Value ids, int64_t vocab) {
    auto t = cast<RankedTensorType>(dx.getType());
    MLIRContext *ctx = b.getContext();
    AffineExpr v, f, r;
    bindDims(ctx, v, f, r);
    Value init = zeros({vocab, t.getDimSize(1)});
    return linalg::GenericOp::create(
               b, loc, TypeRange{init.getType()}, ValueRange{ids, dx},
               ValueRange{init},
               SmallVector<AffineMap>{AffineMap::get(3, 0, {r}, ctx),
                                      AffineMap::get(3, 0, {r, f}, ctx),
                                      AffineMap::get(3, 0, {v, f}, ctx)},
               SmallVector<utils::IteratorType>{
                   utils::IteratorType::parallel,
                   utils::IteratorType::parallel,
                   utils::IteratorType::reduction},
               [&](OpBuilder &nb, Location nl, ValueRange a) {
                 Value id = arith::IndexCastOp::create(
                     nb, nl, nb.getIndexType(), a[0]);
                 Value token = linalg::IndexOp::create(nb, nl, 0);
                 Value hit = arith::CmpIOp::create(
                     nb, nl, arith::CmpIPredicate::eq, id, token);
                 Value sum = arith::AddFOp::create(nb, nl, a[2], a[1]);
                 yieldValue(nb, nl,
                            arith::SelectOp::create(nb, nl, hit, sum, a[2]));
               })
        .getResult(0);
  }

  /// The position embedding's gradient: dpositions[t] = sum over the batch
  /// of dx[b seq + t] (dx seen as [batch, seq, features]).
  Value embedPositionsBackward(Value dx, int64_t seq) {
    auto t = cast<RankedTensorType>(dx.getType());
    MLIRContext *ctx = b.getContext();
    AffineExpr p, f, n;
    bindDims(ctx, p, f, n);
    return scaledSum(unflatten(dx, seq), {seq, t.getDimSize(1)},
                     AffineMap::get(3, 0, {n, p, f}, ctx),
                     AffineMap::get(3, 0, {p, f}, ctx),
                     {utils::IteratorType::parallel,
                      utils::IteratorType::parallel,
                      utils::IteratorType::reduction},
                     1.0);
  }

  /// Mean cross-entropy of logits [rows, vocab] against labels [rows]:
  /// the loss (a 0-d tensor of lossType()) and dloss/dlogits =
  /// (softmax(logits) - onehot(labels)) / rows.
  std::pair<Value, Value> crossEntropy(Value logits, Value labels) {
    auto t = cast<RankedTensorType>(logits.getType());
    int64_t rows = t.getDimSize(0);
    MLIRContext *ctx = b.getContext();
    AffineExpr r, v;
    bindDims(ctx, r, v);
    AffineMap row = AffineMap::get(2, 0, {r}, ctx);
    auto rowType = type({rows});
    Value rowMax = rowMaximum(logits);
    Value exps = mapRows({logits}, {rowMax},
                         [](OpBuilder &nb, Location nl, ValueRange a) -> Value {
                           Value d = arith::SubFOp::create(nb, nl, a[0], a[1]);
                           return math::ExpOp::create(nb, nl, d);
                         });
    Value rowSum = rowTotal(exps);
    // Per row: log(sum) + max - logits[r, label[r]].
    AffineMap id1 = b.getMultiDimIdentityMap(1);
    Value picked =
        linalg::GenericOp::create(
            b, loc, TypeRange{rowType}, ValueRange{labels, rowMax, rowSum},
            ValueRange{tensor::EmptyOp::create(b, loc, rowType.getShape(),
                                               element)
                           .getResult()},
            SmallVector<AffineMap>(4, id1),
            SmallVector<utils::IteratorType>{utils::IteratorType::parallel},
            [&](OpBuilder &nb, Location nl, ValueRange a) {
              Value i = linalg::IndexOp::create(nb, nl, 0);
              Value label = arith::IndexCastOp::create(
                  nb, nl, nb.getIndexType(), a[0]);
              Value logit = tensor::ExtractOp::create(nb, nl, logits,
                                                      ValueRange{i, label});
              Value lse = arith::AddFOp::create(
                  nb, nl, math::LogOp::create(nb, nl, a[2]), a[1]);
              yieldValue(nb, nl, arith::SubFOp::create(nb, nl, lse, logit));
            })
            .getResult(0);
    Type lt = lossType();
    Value lossInit =
        linalg::FillOp::create(
            b, loc, arith::ConstantOp::create(b, loc, b.getZeroAttr(lt)).getResult(),
            tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{}, lt).getResult())
            .getResult(0);
    double scale = 1.0 / double(rows);
    Value loss =
        linalg::ReduceOp::create(
            b, loc, ValueRange{picked}, ValueRange{lossInit},
            ArrayRef<int64_t>{0},
            [&](OpBuilder &nb, Location nl, ValueRange a) {
              Value x = a[0];
              if (x.getType() != lt)
                x = arith::ExtFOp::create(nb, nl, lt, x);
              Value k =
                  arith::ConstantOp::create(nb, nl, nb.getFloatAttr(lt, scale));
              yieldValue(nb, nl,
                         arith::AddFOp::create(
                             nb, nl, a[1], arith::MulFOp::create(nb, nl, x, k)));
            })
            .getResult(0);
    Value dlogits = mapWith(
        {exps}, {rowSum, labels}, row,
        [&](OpBuilder &nb, Location nl, ValueRange a) -> Value {
          Value v = linalg::IndexOp::create(nb, nl, 1);
          Value label =
              arith::IndexCastOp::create(nb, nl, nb.getIndexType(), a[2]);
          Value hit =
              arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::eq, v, label);
          Value p = arith::DivFOp::create(nb, nl, a[0], a[1]);
          Value one =
              arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, 1.0));
          Value zero = arith::ConstantOp::create(nb, nl, nb.getZeroAttr(element));
          Value onehot = arith::SelectOp::create(nb, nl, hit, one, zero);
          Value k =
              arith::ConstantOp::create(nb, nl, nb.getFloatAttr(element, scale));
          return arith::MulFOp::create(
              nb, nl, arith::SubFOp::create(nb, nl, p, onehot), k);
        });
    return {loss, dlogits};
  }
};

/// gpt: token and position embeddings, `depth` pre-norm decoder blocks
/// (single-head causal self-attention and a GELU MLP, each with a
/// residual), a final layer norm and a linear head to `vocab` logits per
/// position; mean cross-entropy against the next tokens given as labels.
LogicalResult emitGpt(ModuleOp module, Type element) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(ctx);
  b.setInsertionPointToEnd(module.getBody());
  Location loc = UnknownLoc::get(ctx);
  GptBuilder s(b, loc, element);
  int64_t d = width, rows = batch * sequence;

  auto ids = RankedTensorType::get({rows}, b.getI64Type());
  SmallVector<Type> argTypes = {ids, ids, s.type({vocab, d}),
                                s.type({sequence, d})};
  for (int64_t l = 0; l < depth; ++l)
    for (int64_t k = 0; k < 6; ++k) // Wq Wk Wv Wo W1 W2
      argTypes.push_back(k < 4   ? s.type({d, d})
                         : k == 4 ? s.type({d, 4 * d})
                                  : s.type({4 * d, d}));
  argTypes.push_back(s.type({d, vocab}));
  SmallVector<Type> resultTypes = {RankedTensorType::get({}, s.lossType())};
  resultTypes.append(argTypes.begin() + 2, argTypes.end());
  auto func = func::FuncOp::create(b, loc, "train_step",
                                   b.getFunctionType(argTypes, resultTypes));
  // Token ids index the embedding and the logits: tools that feed inputs
  // (memplan-run) keep them below the vocabulary size.
  for (unsigned k = 0; k < 2; ++k)
    func.setArgAttr(k, "memplan.bound", b.getI64IntegerAttr(vocab));
  Block *entry = func.addEntryBlock();
  b.setInsertionPointToStart(entry);
  Value tokenIds = entry->getArgument(0), labels = entry->getArgument(1);
  Value tokens = entry->getArgument(2), positions = entry->getArgument(3);
  auto weight = [&](int64_t l, int64_t k) {
    return entry->getArgument(4 + 6 * l + k);
  };
  Value head = entry->getArgument(4 + 6 * depth);
  Value x = s.embed(tokenIds, tokens, positions, sequence);
  double scale = 1.0 / std::sqrt(double(d));

  struct Saved {
    Value in, a1, inv1, q, k, v, p, o, h, a2, inv2, u, g;
  };
  SmallVector<Saved> saved;
  Value hcur = x;
  for (int64_t l = 0; l < depth; ++l) {
    Saved sv;
    sv.in = hcur;
    std::tie(sv.a1, sv.inv1) = s.layerNorm(hcur);
    sv.q = s.unflatten(s.matmul(sv.a1, weight(l, 0)), sequence);
    sv.k = s.unflatten(s.matmul(sv.a1, weight(l, 1)), sequence);
    sv.v = s.unflatten(s.matmul(sv.a1, weight(l, 2)), sequence);
    Value scores = s.scaleBy(s.batchMatmul(sv.q, s.transposeLast(sv.k)), scale);
    sv.p = s.causalSoftmax(scores);
    sv.o = s.flatten(s.batchMatmul(sv.p, sv.v));
    sv.h = s.add(hcur, s.matmul(sv.o, weight(l, 3)));
    std::tie(sv.a2, sv.inv2) = s.layerNorm(sv.h);
    sv.u = s.matmul(sv.a2, weight(l, 4));
    sv.g = s.gelu(sv.u);
    hcur = s.add(sv.h, s.matmul(sv.g, weight(l, 5)));
    saved.push_back(sv);
  }
  auto [af, invf] = s.layerNorm(hcur);
  Value y = s.matmul(af, head);

  auto [loss, dy] = s.crossEntropy(y, labels);

  Value dHead = s.matmul(s.transpose(af), dy);
  Value dh = s.layerNormBackward(s.matmul(dy, s.transpose(head)), af, invf);
  SmallVector<SmallVector<Value>> grads(depth);
  for (int64_t l = depth - 1; l >= 0; --l) {
    const Saved &sv = saved[l];
    SmallVector<Value> g(6);
    // MLP: out = h + gelu(LN2(h) W1) W2.
    g[5] = s.matmul(s.transpose(sv.g), dh);
    Value du = s.geluBackward(s.matmul(dh, s.transpose(weight(l, 5))), sv.u);
    g[4] = s.matmul(s.transpose(sv.a2), du);
    Value da2 = s.matmul(du, s.transpose(weight(l, 4)));
    Value dhh = s.add(dh, s.layerNormBackward(da2, sv.a2, sv.inv2));
    // Attention: h = in + (P V) Wo, P = softmax(mask(Q K^T scale)).
    g[3] = s.matmul(s.transpose(sv.o), dhh);
    Value dO = s.unflatten(s.matmul(dhh, s.transpose(weight(l, 3))), sequence);
    Value dP = s.batchMatmul(dO, s.transposeLast(sv.v));
    Value dV = s.batchMatmul(s.transposeLast(sv.p), dO);
    Value dS = s.scaleBy(s.softmaxBackward(dP, sv.p), scale);
    Value dQ = s.batchMatmul(dS, sv.k);
    Value dK = s.batchMatmul(s.transposeLast(dS), sv.q);
    Value dQf = s.flatten(dQ), dKf = s.flatten(dK), dVf = s.flatten(dV);
    g[0] = s.matmul(s.transpose(sv.a1), dQf);
    g[1] = s.matmul(s.transpose(sv.a1), dKf);
    g[2] = s.matmul(s.transpose(sv.a1), dVf);
    Value da1 = s.add(s.add(s.matmul(dQf, s.transpose(weight(l, 0))),
                            s.matmul(dKf, s.transpose(weight(l, 1)))),
                      s.matmul(dVf, s.transpose(weight(l, 2))));
    dh = s.add(dhh, s.layerNormBackward(da1, sv.a1, sv.inv1));
    grads[l] = g;
  }
  SmallVector<Value> results = {loss, s.embedTokensBackward(dh, tokenIds, vocab),
                                s.embedPositionsBackward(dh, sequence)};
  for (auto &g : grads)
    results.append(g.begin(), g.end());
  results.push_back(dHead);
  func::ReturnOp::create(b, loc, results);
  return success();
}

/// @main: constant arguments, one call of @train_step.
void emitMain(ModuleOp module) {
  auto step = module.lookupSymbol<func::FuncOp>("train_step");
  OpBuilder b(module.getContext());
  b.setInsertionPointToEnd(module.getBody());
  Location loc = module.getLoc();
  auto main = func::FuncOp::create(b, loc, "main", b.getFunctionType({}, {}));
  b.setInsertionPointToStart(main.addEntryBlock());
  SmallVector<Value> args;
  for (auto [k, type] : llvm::enumerate(step.getArgumentTypes())) {
    auto tensor = cast<RankedTensorType>(type);
    Type elt = tensor.getElementType();
    TypedAttr value = isa<FloatType>(elt)
                          ? TypedAttr(b.getFloatAttr(elt, 1.0 / double(k + 2)))
                          : TypedAttr(b.getIntegerAttr(elt, 0));
    Value c = arith::ConstantOp::create(b, loc, value);
    Value empty = tensor::EmptyOp::create(b, loc, tensor.getShape(), elt);
    args.push_back(linalg::FillOp::create(b, loc, c, empty).getResult(0));
  }
  auto call = func::CallOp::create(b, loc, step, args);
  if (mainPrints) {
    Type f32 = b.getF32Type();
    auto unranked = UnrankedTensorType::get(f32);
    auto print = func::FuncOp::create(b, loc, "printMemrefF32",
                                      b.getFunctionType({unranked}, {}));
    print.setPrivate();
    print->moveBefore(main);
    for (Value result : call.getResults()) {
      if (cast<RankedTensorType>(result.getType()).getElementType() != f32)
        continue;
      Value cast = tensor::CastOp::create(b, loc, unranked, result);
      func::CallOp::create(b, loc, print, ValueRange{cast});
    }
  }
  func::ReturnOp::create(b, loc);
}

/// The first tensor of `module` whose bytes a signed 64-bit count does not
/// hold (memplan's sizing rule), as a message; none when every one fits.
std::optional<std::string> findOversizedTensor(ModuleOp module) {
  std::optional<std::string> found;
  auto check = [&](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (found || !tensor || !tensor.hasStaticShape() ||
        mlir::memplan::getStaticSizeInBytes(tensor))
      return;
    std::string shape;
    llvm::raw_string_ostream os(shape);
    os << tensor;
    found = "the sizes give a tensor (" + shape +
            ") of more bytes than a 64-bit count holds";
  };
  module.walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      check(type);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          check(argument.getType());
  });
  return found;
}

int fail(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "memplan-zoo") << message << "\n";
  return 1;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::SetVersionPrinter(::memplan::printVersion);
  cl::HideUnrelatedOptions(toolOptions);
  cl::ParseCommandLineOptions(argc, argv,
                              "memplan-zoo: generated training steps\n");
  if (model != "mlp" && model != "resnet" && model != "resnet-bottleneck" &&
      model != "gpt")
    return fail("unknown model '" + model +
                "'; expected mlp, resnet, resnet-bottleneck or gpt");
  if (depth < 1)
    return fail("--depth must be at least 1");
  for (auto [name, value] :
       {std::pair<const char *, int64_t>{"--width", width},
        {"--batch", batch},
        {"--in", inputs},
        {"--out", outputs},
        {"--image", image},
        {"--seq", sequence},
        {"--vocab", vocab},
        {"--channels", channels}}) {
    if (value < 1)
      return fail(Twine(name) + " must be at least 1, got " + Twine(value));
    // Products of two sizes (rows = batch x seq) stay within 64 bits.
    if (value > kMaxSize)
      return fail(Twine(name) + " is at most " + Twine(kMaxSize) + ", got " +
                  Twine(value));
  }

  MLIRContext context;
  context.loadDialect<arith::ArithDialect, func::FuncDialect,
                      linalg::LinalgDialect, math::MathDialect,
                      tensor::TensorDialect>();
  if (!std::isfinite(sgd))
    return fail("--sgd must be a finite learning rate, got " +
                std::to_string(double(sgd)));
  if (model != "mlp" && sgd != 0)
    return fail("--sgd is implemented for mlp only");
  Builder b(&context);
  Type element;
  if (dtype == "f32")
    element = b.getF32Type();
  else if (dtype == "f16")
    element = b.getF16Type();
  else if (dtype == "bf16")
    element = b.getBF16Type();
  else if (dtype == "f64")
    element = b.getF64Type();
  else
    return fail("unknown --dtype '" + dtype +
                "'; expected f32, f16, bf16 or f64");

  OwningOpRef<ModuleOp> module = ModuleOp::create(UnknownLoc::get(&context));
  SmallVector<int64_t> stageCounts(stages.begin(), stages.end());
  if (stageCounts.empty())
    stageCounts = {3, 4, 6, 3};
  for (int64_t count : stageCounts)
    if (count < 1)
      return fail("--stages must list positive block counts");
  // Each stage doubles the width and halves the image.
  if (model == "resnet-bottleneck" && stageCounts.size() > 32)
    return fail("--stages lists at most 32 stages, got " +
                Twine(stageCounts.size()));
  // The size of the step: about this many ops per layer (block).
  uint64_t layers = model == "resnet-bottleneck" ? 0 : uint64_t(depth);
  if (model == "resnet-bottleneck")
    for (int64_t count : stageCounts)
      layers = llvm::SaturatingAdd(layers, uint64_t(count));
  uint64_t perLayer = model == "mlp"      ? 40
                      : model == "resnet" ? 250
                                          : 450;
  uint64_t ops = llvm::SaturatingMultiply(layers, perLayer);
  if (ops > uint64_t(kMaxOps))
    return fail("the step would have " +
                (ops == std::numeric_limits<uint64_t>::max()
                     ? Twine("more ops than a 64-bit count holds")
                     : "about " + Twine(ops) + " ops") +
                (model == "resnet-bottleneck" ? " (--stages)" : " (--depth)") +
                "; memplan-zoo generates steps of at most " + Twine(kMaxOps) +
                " ops");
  if (model == "resnet-bottleneck" &&
      (image % (int64_t(1) << (stageCounts.size() - 1))) != 0)
    return fail("--image " + Twine(image) + " does not halve " +
                Twine(stageCounts.size() - 1) + " times");
  if (failed(model == "mlp"      ? emitMlp(*module, element)
             : model == "resnet" ? emitResnet(*module, element)
             : model == "gpt"    ? emitGpt(*module, element)
                                 : emitBottleneckResnet(*module, element,
                                                        stageCounts)))
    return 1;
  if (mainPrints && !withMain)
    return fail("--main-prints needs --main");
  if (withMain)
    emitMain(*module);
  if (std::optional<std::string> tooLarge = findOversizedTensor(*module))
    return fail(*tooLarge);
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
