//===- memplan-run.cpp - run a step on the host -----------------*- C++ -*-===//
//
//   memplan-run STEP.mlir [--entry=train_step] [--seed=N]
//       JIT-compiles the module (memplan ops included: recomputation is
//       inlined and swaps become host copies), calls the entry function
//       with seeded pseudo-random inputs and prints every output
//   --inputs=a.npy,b.npy,...  reads the arguments from .npy files instead
//   --output-dir=DIR          also writes result<K>.npy per result
//   --opt-level=N             LLVM optimization of the JIT (default 2)
//   memplan-run A.mlir --compare=B.mlir [--tolerance=T]
//       runs both on the same inputs and reports the first output element
//       that differs (bitwise by default, else by relative tolerance)
//   memplan-run STEP.mlir --gradcheck [--checks=N --eps=E --tolerance=T]
//       for a training step (arguments batch, targets, parameters...;
//       results loss, then one gradient per parameter), compares central
//       finite differences of the loss with the returned gradients
//
// Seeded float inputs lie in [-0.5, 0.5); integer ones (token ids) in
// [0, N) for the argument's `memplan.bound = N` attribute, else
// [0, --int-bound).
//
// Inputs and outputs cross into the JIT-compiled code through a wrapper
// function that memplan-run adds to the module: it takes every argument
// element as f64 in one buffer, converts each to its argument's type, calls
// the entry and copies every result, converted to f64, into another.
//
//===----------------------------------------------------------------------===//

#include "memplan/Dialect/MemPlan/IR/MemPlan.h"
#include "memplan/InitAllMemPlan.h"
#include "memplan/Pipelines/Pipelines.h"
#include "memplan/Planning/Arithmetic.h"
#include "memplan/Transforms/Passes.h"
#include "memplan/Version.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/Timing.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <csignal>
#include <cstdlib>
#include <pthread.h>
#include <unistd.h>
#include <map>
#include <cstring>

using namespace mlir;
using namespace mlir::memplan;
namespace cl = llvm::cl;

/// The options --help shows: this tool's, not every LLVM option linked in.
static cl::OptionCategory toolOptions("memplan-run options");

static cl::opt<std::string> inputFile(cl::Positional, cl::Required,
                                      cl::desc("<step.mlir>"), cl::cat(toolOptions));
static cl::opt<std::string> entry("entry", cl::desc("Function to call"),
                                  cl::init("train_step"), cl::cat(toolOptions));
static cl::opt<int64_t> seed("seed", cl::desc("Seed of the inputs"),
                             cl::init(1), cl::cat(toolOptions));
static cl::opt<std::string>
    compareWith("compare", cl::desc("Run this module too and compare"),
                cl::value_desc("other.mlir"), cl::cat(toolOptions));
static cl::opt<double> tolerance(
    "tolerance",
    cl::desc("Relative tolerance of --compare (0: bitwise) and --gradcheck"),
    cl::init(-1), cl::cat(toolOptions));
static cl::opt<bool> gradcheck("gradcheck",
                               cl::desc("Check gradients by finite "
                                        "differences of the loss"), cl::cat(toolOptions));
static cl::opt<int> checks("checks", cl::desc("Elements --gradcheck moves"),
                           cl::init(8), cl::cat(toolOptions));
static cl::opt<double> eps("eps", cl::desc("Step of --gradcheck"),
                           cl::init(3e-3), cl::cat(toolOptions));
static cl::list<std::string> sharedLibs(
    "shared-libs", cl::CommaSeparated,
    cl::desc("Libraries the JIT-compiled code may call (default: MLIR's C "
             "runner utilities, for memref copies)"), cl::cat(toolOptions));
static cl::opt<int64_t> intBound(
    "int-bound",
    cl::desc("Seeded integer inputs lie in [0, N) unless the argument has a "
             "'memplan.bound' attribute"),
    cl::init(2), cl::cat(toolOptions));
static cl::list<std::string> inputFiles(
    "inputs", cl::CommaSeparated,
    cl::desc("Read the arguments from these .npy files, one per argument in "
             "order, instead of seeding them"),
    cl::value_desc("a.npy,b.npy,..."), cl::cat(toolOptions));
static cl::opt<std::string> outputDir(
    "output-dir",
    cl::desc("Write every result to DIR/result<K>.npy (f16, f32, f64 and "
             "integers as themselves; bf16 as f32, index as i64)"),
    cl::value_desc("DIR"), cl::cat(toolOptions));
static cl::opt<int> maxPrinted("print-limit",
                               cl::desc("Values printed per output"),
                               cl::init(16), cl::cat(toolOptions));
static cl::opt<bool> elementwiseInPlace(
    "elementwise-in-place",
    cl::desc("After bufferization, elementwise ops write into the buffer of "
             "an input that dies at them, as memplan-pipeline bufferizes "
             "(memplan-elementwise-in-place); 0 runs each module's ops on "
             "the buffers bufferization gives them"),
    cl::init(true), cl::cat(toolOptions));
static cl::opt<unsigned> optLevel(
    "opt-level",
    cl::desc("LLVM optimization level of the JIT (0-3). LLVM's optimizer "
             "is superlinear in a function's size: exported steps of "
             "thousands of ops compile in seconds at 0 and minutes at 2"),
    cl::init(2), cl::cat(toolOptions));

namespace {

/// The calling thread's stack, for telling a stack overflow from other
/// invalid accesses.
uintptr_t stackLow = 0, stackHigh = 0;

void write(const char *text) {
  ssize_t ignored = ::write(STDERR_FILENO, text, strlen(text));
  (void)ignored;
}

/// A step that recurses without end overflows the stack; LLVM's crash
/// handler would then walk millions of frames. Only async-signal-safe calls
/// here: say what happened and end the process.
void onFault(int signal, siginfo_t *info, void *) {
  auto address = reinterpret_cast<uintptr_t>(info->si_addr);
  // The guard page lies just below the stack.
  if (address + (1 << 20) >= stackLow && address < stackHigh)
    write("memplan-run: error: the step overflowed the stack (a recursion "
          "without end, or one too deep for the host stack)\n");
  else
    write(signal == SIGBUS ? "memplan-run: error: the step made an invalid "
                             "memory access (SIGBUS)\n"
                           : "memplan-run: error: the step made an invalid "
                             "memory access (SIGSEGV)\n");
  _exit(1);
}

/// A failed runtime check of the step (a cf.assert: an index out of range,
/// a class id past the classes) prints its message to stdout and aborts.
/// The message is still in stdout's buffer: flush it (the abort came from
/// the step's own code, between two of its calls, not from inside stdio)
/// and end the process with an error instead of a crash report.
void onAbort(int) {
  fflush(stdout);
  write("memplan-run: error: the step failed a runtime check (a cf.assert; "
        "its message is on stdout)\n");
  _exit(1);
}

/// While it lives, a fault or a failed runtime check of the JIT-compiled
/// step ends the process with an error; restore() gives the signals back to
/// LLVM's crash handler.
class FaultHandler {
public:
  FaultHandler();
  void restore() {
    sigaction(SIGSEGV, &previousSegv, nullptr);
    sigaction(SIGBUS, &previousBus, nullptr);
    sigaction(SIGABRT, &previousAbort, nullptr);
  }

private:
  struct sigaction previousSegv = {}, previousBus = {}, previousAbort = {};
};

FaultHandler::FaultHandler() {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    void *base = nullptr;
    size_t size = 0;
    if (pthread_attr_getstack(&attr, &base, &size) == 0) {
      stackLow = reinterpret_cast<uintptr_t>(base);
      stackHigh = stackLow + size;
    }
    pthread_attr_destroy(&attr);
  }
  // The handler runs on a stack of its own: the thread's own is full.
  static char alternate[1 << 16];
  stack_t stack = {};
  stack.ss_sp = alternate;
  stack.ss_size = sizeof(alternate);
  sigaltstack(&stack, nullptr);
  struct sigaction action = {};
  action.sa_sigaction = onFault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigaction(SIGSEGV, &action, &previousSegv);
  sigaction(SIGBUS, &action, &previousBus);
  struct sigaction abortAction = {};
  abortAction.sa_handler = onAbort;
  sigemptyset(&abortAction.sa_mask);
  sigaction(SIGABRT, &abortAction, &previousAbort);
}

int fail(const Twine &message) {
  llvm::WithColor::error(llvm::errs(), "memplan-run") << message << "\n";
  return 1;
}

std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// An array read from a .npy file: its shape and its elements as f64.
struct Array {
  SmallVector<int64_t> shape;
  std::vector<double> values;
};

/// Reads a little-endian, C-ordered .npy file (format 1.0 to 3.0) of a
/// bool, integer or float dtype.
FailureOr<Array> readNpy(StringRef path, std::string &error) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buffer) {
    error = "cannot read '" + path.str() + "': " + buffer.getError().message();
    return failure();
  }
  StringRef data = (*buffer)->getBuffer();
  auto bad = [&](const Twine &why) {
    error = "'" + path.str() + "' is not a .npy file memplan-run reads: " +
            why.str();
    return failure();
  };
  if (data.size() < 10 || !data.starts_with("\x93NUMPY"))
    return bad("no .npy magic");
  unsigned major = uint8_t(data[6]);
  size_t headerLength, headerStart;
  if (major == 1) {
    headerLength = uint8_t(data[8]) | (size_t(uint8_t(data[9])) << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (data.size() < 12)
      return bad("truncated header");
    headerLength = 0;
    for (int i = 0; i < 4; ++i)
      headerLength |= size_t(uint8_t(data[8 + i])) << (8 * i);
    headerStart = 12;
  } else {
    return bad("format version " + Twine(major));
  }
  if (data.size() < headerStart + headerLength)
    return bad("truncated header");
  StringRef header = data.substr(headerStart, headerLength);
  auto field = [&](StringRef key) -> StringRef {
    size_t at = header.find(("'" + key + "'").str());
    if (at == StringRef::npos)
      return {};
    StringRef rest = header.substr(at + key.size() + 2).ltrim(" :");
    return rest;
  };
  StringRef descrField = field("descr");
  if (!descrField.consume_front("'"))
    return bad("no 'descr'");
  StringRef descr = descrField.take_until([](char c) { return c == '\''; });
  if (field("fortran_order").starts_with("True"))
    return bad("Fortran order");
  StringRef shapeField = field("shape");
  if (!shapeField.consume_front("("))
    return bad("no 'shape'");
  Array array;
  StringRef dims = shapeField.take_until([](char c) { return c == ')'; });
  SmallVector<StringRef> parts;
  dims.split(parts, ',', -1, /*KeepEmpty=*/false);
  int64_t count = 1;
  for (StringRef part : parts) {
    int64_t d;
    if (part.trim().getAsInteger(10, d) || d < 0)
      return bad("shape (" + dims + ")");
    array.shape.push_back(d);
    if (llvm::MulOverflow(count, d, count))
      return bad("shape (" + dims + ") has more elements than fit in 64 bits");
  }
  if (descr.size() < 3 || !(descr[0] == '<' || descr[0] == '|'))
    return bad("dtype '" + descr + "' (little-endian only)");
  char kind = descr[1];
  unsigned bytes;
  if (descr.substr(2).getAsInteger(10, bytes))
    return bad("dtype '" + descr + "'");
  bool known = (kind == 'f' && (bytes == 2 || bytes == 4 || bytes == 8)) ||
               ((kind == 'i' || kind == 'u') &&
                (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8)) ||
               (kind == 'b' && bytes == 1);
  if (!known)
    return bad("dtype '" + descr + "'");
  StringRef payload = data.substr(headerStart + headerLength);
  if (count > int64_t(payload.size()) ||
      payload.size() != size_t(count) * bytes)
    return bad(Twine(payload.size()) + " bytes of data for " + Twine(count) +
               " elements of " + Twine(bytes) + " bytes");
  array.values.resize(count);
  for (int64_t i = 0; i < count; ++i) {
    const char *at = payload.data() + i * bytes;
    uint64_t raw = 0;
    std::memcpy(&raw, at, bytes); // Little-endian host.
    double v;
    if (kind == 'f' && bytes == 8)
      std::memcpy(&v, &raw, 8);
    else if (kind == 'f' && bytes == 4) {
      float f;
      std::memcpy(&f, &raw, 4);
      v = f;
    } else if (kind == 'f') {
      llvm::APFloat h(llvm::APFloat::IEEEhalf(), llvm::APInt(16, raw));
      v = h.convertToDouble();
    } else if (kind == 'i') {
      int64_t exact = llvm::SignExtend64(raw, 8 * bytes);
      v = double(exact);
      if (exact > (int64_t(1) << 53) || exact < -(int64_t(1) << 53))
        return bad("element " + Twine(i) + " (" + Twine(exact) +
                   ") is beyond 2^53 in magnitude: memplan-run passes every "
                   "element as f64, exact only up to there");
    } else {
      v = double(raw);
      if (raw > (uint64_t(1) << 53))
        return bad("element " + Twine(i) + " (" + Twine(raw) +
                   ") is beyond 2^53: memplan-run passes every element as "
                   "f64, exact only up to there");
    }
    array.values[i] = v;
  }
  return array;
}

/// Writes `values` (a result of type `type`) as a .npy file.
LogicalResult writeNpy(StringRef path, RankedTensorType type,
                       ArrayRef<double> values, std::string &error) {
  Type elt = type.getElementType();
  // Integers of 1 bit as NumPy's bool, those of 8, 16, 32 bits in their
  // width, the others (index too) in 64 bits, from their values held
  // exactly as f64 (below 2^53).
  unsigned intBytes = 0;
  if (auto integer = dyn_cast<IntegerType>(elt)) {
    unsigned width = integer.getWidth();
    intBytes = width == 1 || width == 8 ? 1
               : width == 16            ? 2
               : width == 32            ? 4
                                        : 8;
  } else if (isa<IndexType>(elt)) {
    intBytes = 8;
  }
  bool isBool = elt.isInteger(1);
  std::string descr =
      isBool        ? "|b1"
      : intBytes    ? (intBytes == 1 ? "|i1" : "<i" + std::to_string(intBytes))
      : elt.isF64() ? "<f8"
      : elt.isF16() ? "<f2"
                    : "<f4";
  std::string header = "{'descr': '" + descr +
                       "', 'fortran_order': False, 'shape': (";
  for (auto [i, d] : llvm::enumerate(type.getShape()))
    header += (i ? ", " : "") + std::to_string(d);
  if (type.getRank() == 1)
    header += ",";
  header += "), }";
  // Pad so that the data starts at a multiple of 64 bytes.
  size_t unpadded = 10 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += "\n";
  std::string out = "\x93NUMPY";
  out += char(1);
  out += char(0);
  out += char(header.size() & 0xff);
  out += char(header.size() >> 8);
  out += header;
  for (double v : values) {
    if (intBytes) {
      int64_t i = int64_t(v);
      out.append(reinterpret_cast<const char *>(&i), intBytes);
    } else if (elt.isF64()) {
      out.append(reinterpret_cast<const char *>(&v), 8);
    } else if (elt.isF16()) {
      llvm::APFloat h(v);
      bool lost;
      h.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
      uint16_t bits = uint16_t(h.bitcastToAPInt().getZExtValue());
      out.append(reinterpret_cast<const char *>(&bits), 2);
    } else {
      float f = float(v);
      out.append(reinterpret_cast<const char *>(&f), 4);
    }
  }
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    error = "cannot write '" + path.str() + "': " + ec.message();
    return failure();
  }
  os << out;
  os.close();
  if (os.has_error()) {
    error = "cannot write '" + path.str() + "': " + os.error().message();
    os.clear_error();
    return failure();
  }
  return success();
}

/// Whether memplan-run can feed or read elements of this type.
/// The float types the host's code generation converts to and from f64
/// (not the 8- and 4-bit formats), and signless integers (arith's; the
/// signed and unsigned ones are not).
bool isFloat(Type t) {
  return t.isF16() || t.isBF16() || t.isF32() || t.isF64();
}
bool isInteger(Type t) {
  auto integer = dyn_cast<IntegerType>(t);
  return isa<IndexType>(t) || (integer && integer.isSignless());
}

/// The bits of an integer type of isInteger() (index: 64).
unsigned integerWidth(Type t) {
  return isa<IndexType>(t) ? 64 : t.getIntOrFloatBitWidth();
}

/// A statically shaped memref with the identity layout (a bufferized
/// step's argument or result) as the tensor memplan-run builds or reads;
/// tensors as they are.
RankedTensorType asTensor(Type type) {
  if (auto memref = dyn_cast<MemRefType>(type))
    return memref.getLayout().isIdentity() && !memref.getMemorySpace()
               ? RankedTensorType::get(memref.getShape(),
                                       memref.getElementType())
               : RankedTensorType();
  return dyn_cast<RankedTensorType>(type);
}

std::string memrefString(RankedTensorType t) {
  return typeString(MemRefType::get(t.getShape(), t.getElementType()));
}

/// What the JIT-compiled step allocates while it runs, seen through
/// MLIR's generic allocation functions and the calls memplan-run adds after
/// arena and host allocations.
struct Measure {
  struct Block {
    int64_t bytes;
    bool host;
  };
  std::map<uintptr_t, Block> blocks; // by allocated address
  bool active = false;
  int64_t live = 0, peak = 0, count = 0, arena = 0, host = 0;

  static Measure &get() {
    static Measure measure;
    return measure;
  }
  void reset() { *this = Measure(); }
  /// Counts a block the step allocated (while the step runs).
  void allocated(void *p, uint64_t bytes) {
    if (!active)
      return;
    peak = std::max(peak, live);
    live += int64_t(bytes);
    ++count;
    blocks[uintptr_t(p)] = {int64_t(bytes), false};
  }
  /// The block holding `address`.
  Block *find(uintptr_t address) {
    auto it = blocks.upper_bound(address);
    if (it == blocks.begin())
      return nullptr;
    --it;
    return address < it->first + uintptr_t(std::max<int64_t>(it->second.bytes, 1))
               ? &it->second
               : nullptr;
  }
};

extern "C" void *memplanRunAlloc(uint64_t bytes) {
  void *p = std::malloc(std::max<uint64_t>(bytes, 1));
  Measure::get().allocated(p, bytes);
  return p;
}

extern "C" void *memplanRunAlignedAlloc(uint64_t alignment, uint64_t bytes) {
  uint64_t rounded = (std::max<uint64_t>(bytes, 1) + alignment - 1) /
                     alignment * alignment;
  void *p = std::aligned_alloc(alignment, rounded);
  Measure::get().allocated(p, bytes);
  return p;
}

extern "C" void memplanRunFree(void *p) {
  Measure &m = Measure::get();
  auto it = m.blocks.find(uintptr_t(p));
  if (it != m.blocks.end()) {
    m.peak = std::max(m.peak, m.live);
    if (!it->second.host)
      m.live -= it->second.bytes;
    m.blocks.erase(it);
  }
  std::free(p);
}

/// Called right after every allocation of the step with its aligned
/// address, the padding the LLVM lowering added for its alignment, and its
/// kind (0: a buffer, 1: a memplan.arena, 2: host memory, which is
/// not counted).
extern "C" void memplanRunBlock(int64_t address, int64_t padding,
                                int64_t kind) {
  Measure &m = Measure::get();
  Measure::Block *b = m.find(uintptr_t(address));
  if (!b || b->host)
    return;
  b->bytes -= padding;
  m.live -= padding;
  if (kind == 1)
    m.arena += b->bytes;
  if (kind == 2) {
    b->host = true;
    m.live -= b->bytes;
    m.host += b->bytes;
  }
}

extern "C" void memplanRunBegin() {
  Measure &m = Measure::get();
  m.active = true;
}

extern "C" void memplanRunEnd() {
  Measure &m = Measure::get();
  m.peak = std::max(m.peak, m.live);
  m.active = false;
}

/// A compiled step with its wrapper.
class Runner {
public:
  explicit Runner(TimingScope &timing) : timing(timing) {}

  /// Where the phases are timed (--mlir-timing).
  TimingScope &timing;

  /// Parses, wraps and compiles `path`; `error` says why on failure.
  LogicalResult load(StringRef path, MLIRContext &context,
                     std::string &error) {
    module = parseSourceFile<ModuleOp>(path, &context);
    if (!module) {
      error = "cannot parse '" + path.str() + "'";
      return failure();
    }
    auto func = dyn_cast_or_null<FunctionOpInterface>(
        SymbolTable::lookupSymbolIn(*module, entry));
    if (!func) {
      error = "'" + path.str() + "' has no function @" + entry;
      return failure();
    }
    if (func.isExternal()) {
      error = "@" + entry + " of '" + path.str() +
              "' is a declaration: it has no body to run";
      return failure();
    }
    if (failed(readSignature(func, error)) || failed(checkHostMemory(error)))
      return failure();
    findArgumentWrites(func);
    if (failed(addWrapper(context, error)) || failed(lower(context, error)))
      return failure();
    TimingScope jit = timing.nest("JIT compilation");
    return compile(error);
  }

  /// Every argument element as f64, from the seed: floats in [-0.5, 0.5),
  /// integers in [0, bound).
  std::vector<double> seededInputs() const {
    std::vector<double> in(argTotal);
    for (auto [k, t] : llvm::enumerate(argShapes)) {
      bool integer = isInteger(t.getElementType());
      for (int64_t i = 0; i < t.getNumElements(); ++i) {
        uint64_t r = uint64_t(i) * 2654435761ull + uint64_t(k + 1) * 40503ull +
                     uint64_t(int64_t(seed)) * 97ull;
        in[argOffsets[k] + i] =
            integer ? double(r % uint64_t(argBounds[k]))
                    : double(r % 10007ull) / 10007.0 - 0.5;
      }
    }
    return in;
  }

  /// Checks the integer arguments of `in` against their bounds.
  LogicalResult checkInputs(ArrayRef<double> in, std::string &error) const {
    for (auto [k, t] : llvm::enumerate(argShapes)) {
      if (!isInteger(t.getElementType()))
        continue;
      // A signless integer of w bits holds -2^(w-1) .. 2^w - 1 (either
      // reading of its bits); i1 holds 0 and 1. Every element passes as
      // f64, exact up to 2^53.
      unsigned width = integerWidth(t.getElementType());
      double low = width == 1 ? 0 : -std::ldexp(1.0, int(width) - 1),
             high = width == 1 ? 1 : std::ldexp(1.0, int(width)) - 1;
      low = std::max(low, -9007199254740992.0);
      high = std::min(high, 9007199254740992.0);
      for (int64_t i = 0; i < t.getNumElements(); ++i) {
        double v = in[argOffsets[k] + i];
        std::string where =
            "argument #" + std::to_string(k) + " element " + std::to_string(i);
        if (v != std::floor(v)) {
          error = where + " is not an integer";
          return failure();
        }
        if (v < low || v > high) {
          error = where + " (" + llvm::formatv("{0:F0}", v).str() +
                  ") is out of range for " + typeString(t.getElementType()) +
                  (width > 53 ? " as memplan-run passes it (f64: exact up to "
                                "2^53 in magnitude)"
                              : "");
          return failure();
        }
      }
    }
    return success();
  }

  /// Runs on `in` (every argument element as f64, converted to the
  /// argument's type by the wrapper); returns every result element as f64.
  FailureOr<std::vector<double>> run(std::vector<double> in,
                                     std::string &error) {
    std::vector<double> out(std::max<int64_t>(total, 1));
    in.resize(std::max<int64_t>(argTotal, 1));
    StridedMemRefType<double, 1> outDescriptor, inDescriptor;
    outDescriptor.basePtr = outDescriptor.data = out.data();
    outDescriptor.offset = 0;
    outDescriptor.sizes[0] = total;
    outDescriptor.strides[0] = 1;
    inDescriptor.basePtr = inDescriptor.data = in.data();
    inDescriptor.offset = 0;
    inDescriptor.sizes[0] = argTotal;
    inDescriptor.strides[0] = 1;
    Measure::get().reset();
    auto *outPtr = &outDescriptor;
    auto *inPtr = &inDescriptor;
    SmallVector<void *> args = {&outPtr, &inPtr};
    FaultHandler handler;
    TimingScope running = timing.nest("execution");
    llvm::Error invoked =
        engine->invokePacked("_mlir_ciface___memplan_run", args);
    running.stop();
    handler.restore();
    if (invoked) {
      error = "invocation failed: " + llvm::toString(std::move(invoked));
      return failure();
    }
    out.resize(total);
    measured = Measure::get();
    return out;
  }

  /// Adds the elements of `tensor` to `count`, unless the sum does not fit.
  static LogicalResult addElements(int64_t &count, RankedTensorType tensor,
                                   std::string &error) {
    std::optional<int64_t> elements =
        ::memplan::checkedProduct(tensor.getShape());
    if (!elements) {
      error = typeString(tensor) + " has more elements than 2^63-1";
      return failure();
    }
    std::optional<int64_t> sum = ::memplan::checkedAdd(count, *elements);
    if (!sum) {
      error = "the arguments or the results have more than 2^63-1 elements "
              "in all";
      return failure();
    }
    count = *sum;
    return success();
  }

  /// What the last run's entry allocated.
  Measure measured;

  /// Where the entry first writes into the buffer of each of its memref
  /// arguments the caller does not donate (memplan.donated), or into a view
  /// of it, by argument (found before the lowering rewrites the entry).
  std::map<unsigned, Location> argumentWrites;

  void findArgumentWrites(FunctionOpInterface func) {
    func.getFunctionBody().walk([&](MemoryEffectOpInterface op) {
      SmallVector<MemoryEffects::EffectInstance> effects;
      op.getEffects(effects);
      for (const MemoryEffects::EffectInstance &effect : effects) {
        Value value = effect.getValue();
        if (!value || !isa<MemoryEffects::Write>(effect.getEffect()))
          continue;
        while (auto view = value.getDefiningOp<ViewLikeOpInterface>())
          value = view.getViewSource();
        auto arg = dyn_cast<BlockArgument>(value);
        if (!arg || arg.getOwner() != &func.getFunctionBody().front() ||
            !isa<MemRefType>(arg.getType()) || isDonatedArgument(arg))
          continue;
        argumentWrites.try_emplace(arg.getArgNumber(), op->getLoc());
      }
    });
  }

  SmallVector<RankedTensorType> argShapes, resultShapes;
  SmallVector<bool> argIsMemRef, resultIsMemRef;
  SmallVector<int64_t> argBounds, argOffsets, offsets;
  int64_t argTotal = 0, total = 0;

private:
  /// Reads the shapes of the entry's arguments and results, which must be
  /// statically shaped tensors (or memrefs) memplan-run can convert.
  LogicalResult readSignature(FunctionOpInterface func, std::string &error) {
    for (auto [k, t] : llvm::enumerate(func.getArgumentTypes())) {
      auto tensor = asTensor(t);
      if (!tensor || !tensor.hasStaticShape() ||
          !(isFloat(tensor.getElementType()) ||
            isInteger(tensor.getElementType()))) {
        error = "@" + entry + " takes " + typeString(t) +
                "; memplan-run feeds statically shaped tensors of f16, bf16, "
                "f32, f64 and signless integers only";
        return failure();
      }
      int64_t bound = intBound;
      if (auto attr = func.getArgAttrOfType<IntegerAttr>(k, kBoundAttrName))
        bound = attr.getInt();
      if (isInteger(tensor.getElementType()) && bound < 1) {
        error = "argument #" + std::to_string(k) + " of @" + entry +
                " has the bound " + std::to_string(bound) +
                "; integer inputs need a positive bound";
        return failure();
      }
      if (isInteger(tensor.getElementType())) {
        // Seeds in [0, bound) pass as f64 and are converted as signed
        // integers: at most 2^(w-1) - 1 (i1: 0 and 1), and exact up to
        // 2^53.
        Type element = tensor.getElementType();
        unsigned width = integerWidth(element);
        int64_t most =
            width == 1 ? 2 : int64_t(1) << std::min(width - 1, 53u);
        if (bound > most) {
          error = "argument #" + std::to_string(k) + " of @" + entry +
                  " has the bound " + std::to_string(bound) + ", above " +
                  (width - 1 > 53 ? std::string("2^53, where seeds passed "
                                                "as f64 stop being exact")
                                  : "what " + typeString(element) +
                                        " holds") +
                  ": its seeds lie in [0, bound), so the bound may be at "
                  "most " +
                  std::to_string(most);
          return failure();
        }
      }
      argShapes.push_back(tensor);
      argIsMemRef.push_back(isa<MemRefType>(t));
      argBounds.push_back(bound);
      argOffsets.push_back(argTotal);
      if (failed(addElements(argTotal, tensor, error)))
        return failure();
    }
    for (Type t : func.getResultTypes()) {
      auto tensor = asTensor(t);
      if (!tensor || !tensor.hasStaticShape() ||
          !(isFloat(tensor.getElementType()) ||
            isInteger(tensor.getElementType()))) {
        error = "@" + entry + " returns " + typeString(t) +
                "; memplan-run reads statically shaped tensors of f16, bf16, "
                "f32, f64 and signless integers only";
        return failure();
      }
      resultShapes.push_back(tensor);
      resultIsMemRef.push_back(isa<MemRefType>(t));
      offsets.push_back(total);
      if (failed(addElements(total, tensor, error)))
        return failure();
    }
    return success();
  }

  /// Fails when the inputs and results, kept as f64, would not fit this
  /// machine's memory.
  LogicalResult checkHostMemory(std::string &error) const {
    // Inputs and results live on the host as f64, twice over for a run.
    std::optional<int64_t> hostBytes = ::memplan::checkedAdd(argTotal, total);
    if (hostBytes)
      hostBytes = ::memplan::checkedMul(*hostBytes, 16);
    int64_t physical =
        int64_t(sysconf(_SC_PHYS_PAGES)) * int64_t(sysconf(_SC_PAGE_SIZE));
    if (!hostBytes || (physical > 0 && *hostBytes > physical)) {
      error = "@" + entry + "'s arguments and results have " +
              std::to_string(argTotal) + " and " + std::to_string(total) +
              " elements; memplan-run keeps them as f64 on the host, more "
              "than this machine's " +
              std::to_string(physical) + " bytes of memory";
      return failure();
    }
    return success();
  }

  /// JIT-compiles the lowered module, its allocations going through the
  /// measurement.
  LogicalResult compile(std::string &error) {
    ExecutionEngineOptions options;
    // The options hold a reference: the transformer must outlive create().
    std::function<llvm::Error(llvm::Module *)> transformer =
        makeOptimizingTransformer(optLevel, 0, nullptr);
    if (optLevel > 0)
      options.transformer = transformer;
    auto level = static_cast<llvm::CodeGenOptLevel>(optLevel.getValue());
    options.jitCodeGenOptLevel = level;
    SmallVector<StringRef> libs;
    if (sharedLibs.empty())
      libs.push_back(MEMPLAN_C_RUNNER_UTILS);
    for (const std::string &lib : sharedLibs)
      libs.push_back(lib);
    options.sharedLibPaths = libs;
    // The engine's own target machine is made at LLVM's default level
    // whatever jitCodeGenOptLevel says: without one made at that level,
    // --opt-level=0 still ran the optimizing instruction selection and
    // register allocator (minutes on a step of thousands of ops).
    auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
    if (!builder) {
      error = "JIT compilation failed: " + llvm::toString(builder.takeError());
      return failure();
    }
    builder->setCodeGenOptLevel(level);
    auto machine = builder->createTargetMachine();
    if (!machine) {
      error = "JIT compilation failed: " + llvm::toString(machine.takeError());
      return failure();
    }
    auto created =
        ExecutionEngine::create(*module, options, std::move(*machine));
    if (!created) {
      error = "JIT compilation failed: " + llvm::toString(created.takeError());
      return failure();
    }
    engine = std::move(*created);
    engine->registerSymbols([](llvm::orc::MangleAndInterner interner) {
      llvm::orc::SymbolMap symbols;
      auto add = [&](StringRef name, auto *function) {
        symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(function),
                                   llvm::JITSymbolFlags::Exported};
      };
      add("_mlir_memref_to_llvm_alloc", &memplanRunAlloc);
      add("_mlir_memref_to_llvm_aligned_alloc", &memplanRunAlignedAlloc);
      add("_mlir_memref_to_llvm_free", &memplanRunFree);
      add("__memplan_run_begin", &memplanRunBegin);
      add("__memplan_run_end", &memplanRunEnd);
      add("__memplan_run_block", &memplanRunBlock);
      return symbols;
    });
    return success();
  }

  /// Adds @__memplan_run to the module: the wrapper that converts the f64
  /// inputs, calls the entry between the measurement's calls and converts
  /// the results to f64.
  LogicalResult addWrapper(MLIRContext &context, std::string &error) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "func.func @__memplan_run(%out: memref<" << total
       << "xf64>, %in: memref<" << argTotal
       << "xf64>) attributes {llvm.emit_c_interface} {\n"
       << "  %inputs = bufferization.to_tensor %in restrict : memref<"
       << argTotal << "xf64> to tensor<" << argTotal << "xf64>\n";
    SmallVector<std::string> args;
    for (size_t k = 0; k < argShapes.size(); ++k)
      args.push_back(printArgument(os, k));
    printEntryCall(os, args);
    for (size_t r = 0; r < resultShapes.size(); ++r)
      printResult(os, r);
    os << "  return\n}\n"
       << "func.func private @__memplan_run_begin()\n"
       << "func.func private @__memplan_run_end()\n"
       << "func.func private @__memplan_run_block(i64, i64, i64)\n";

    // Parsed on its own, it calls a function of the other module: verified
    // once moved there.
    ParserConfig config(&context, /*verifyAfterParse=*/false);
    OwningOpRef<ModuleOp> wrapper = parseSourceString<ModuleOp>(text, config);
    if (!wrapper) {
      error = "internal error: the input wrapper does not parse";
      return failure();
    }
    for (Operation &op :
         llvm::make_early_inc_range(wrapper->getBody()->getOperations()))
      op.moveBefore(module->getBody(), module->getBody()->end());
    return success();
  }

  /// Prints the wrapper's conversion of argument `k` from its f64 slice of
  /// %inputs to the argument's type; returns the value passed to the entry.
  std::string printArgument(raw_ostream &os, size_t k) const {
    RankedTensorType t = argShapes[k];
    int64_t n = t.getNumElements();
    Type elt = t.getElementType();
    std::string name = "%a" + std::to_string(k), ks = std::to_string(k);
    std::string flat =
        "tensor<" + std::to_string(n) + "x" + typeString(elt) + ">";
    std::string wide = "tensor<" + std::to_string(n) + "xf64>";
    if (n == 0) {
      // No elements to read (a slice of none lowers to a subview that the
      // verifier refuses where nothing is left past its offset).
      os << "  " << name << " = tensor.empty() : " << typeString(t) << "\n";
      if (argIsMemRef[k]) {
        os << "  %m" << k << " = bufferization.to_buffer " << name << " : "
           << typeString(t) << " to " << memrefString(t) << "\n";
        name = "%m" + std::to_string(k);
      }
      return name;
    }
    os << "  %shape" << k << " = arith.constant dense<[";
    for (int64_t d = 0; d < t.getRank(); ++d)
      os << (d ? ", " : "") << t.getDimSize(d);
    os << "]> : tensor<" << t.getRank() << "xindex>\n";
    os << "  %s" << k << " = tensor.extract_slice %inputs[" << argOffsets[k]
       << "] [" << n << "] [1] : tensor<" << argTotal << "xf64> to " << wide
       << "\n";
    os << "  %e" << k << " = tensor.empty() : " << flat << "\n";
    os << "  %f" << k
       << " = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, "
          "affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} "
          "ins(%s"
       << k << " : " << wide << ") outs(%e" << k << " : " << flat << ") {\n"
       << "  ^bb0(%w: f64, %o: " << typeString(elt) << "):\n";
    if (elt.isF64())
      os << "    linalg.yield %w : f64\n";
    else if (isFloat(elt))
      os << "    %c = arith.truncf %w : f64 to " << typeString(elt) << "\n"
         << "    linalg.yield %c : " << typeString(elt) << "\n";
    else if (elt.isIndex())
      os << "    %i = arith.fptosi %w : f64 to i64\n"
         << "    %c = arith.index_cast %i : i64 to index\n"
         << "    linalg.yield %c : index\n";
    else
      os << "    %c = arith.fptosi %w : f64 to " << typeString(elt) << "\n"
         << "    linalg.yield %c : " << typeString(elt) << "\n";
    os << "  } -> " << flat << "\n";
    os << "  " << name << " = tensor.reshape %f" << k << "(%shape" << k
       << ") : (" << flat << ", tensor<" << t.getRank() << "xindex>) -> "
       << typeString(t) << "\n";
    if (argIsMemRef[k]) {
      os << "  %m" << k << " = bufferization.to_buffer " << name << " : "
         << typeString(t) << " to " << memrefString(t) << "\n";
      name = "%m" + std::to_string(k);
    }
    return name;
  }

  /// Prints the wrapper's call of the entry on `args`, between the calls
  /// that start and end the measurement, and the results as tensors
  /// (%r<R>).
  void printEntryCall(raw_ostream &os, ArrayRef<std::string> args) const {
    os << "  func.call @__memplan_run_begin() : () -> ()\n  ";
    for (size_t r = 0; r < resultShapes.size(); ++r)
      os << (r ? ", " : "") << (resultIsMemRef[r] ? "%rm" : "%r") << r;
    if (!resultShapes.empty())
      os << " = ";
    os << "func.call @" << entry << "(";
    for (size_t k = 0; k < args.size(); ++k)
      os << (k ? ", " : "") << args[k];
    os << ") : (";
    for (size_t k = 0; k < argShapes.size(); ++k)
      os << (k ? ", " : "")
         << (argIsMemRef[k] ? memrefString(argShapes[k])
                            : typeString(argShapes[k]));
    os << ") -> (";
    for (size_t r = 0; r < resultShapes.size(); ++r)
      os << (r ? ", " : "")
         << (resultIsMemRef[r] ? memrefString(resultShapes[r])
                               : typeString(resultShapes[r]));
    os << ")\n";
    os << "  func.call @__memplan_run_end() : () -> ()\n";
    for (size_t r = 0; r < resultShapes.size(); ++r)
      if (resultIsMemRef[r])
        os << "  %r" << r << " = bufferization.to_tensor %rm" << r
           << " restrict : " << memrefString(resultShapes[r]) << " to "
           << typeString(resultShapes[r]) << "\n";
  }

  /// Prints the wrapper's conversion of result `r` to f64, written at its
  /// offset into %out.
  void printResult(raw_ostream &os, size_t r) const {
    RankedTensorType t = resultShapes[r];
    int64_t n = t.getNumElements();
    if (n == 0)
      return; // nothing to write
    std::string flat = "tensor<" + std::to_string(n) + "x" +
                       typeString(t.getElementType()) + ">";
    os << "  %rs" << r << " = arith.constant dense<[" << n
       << "]> : tensor<1xindex>\n";
    os << "  %rf" << r << " = tensor.reshape %r" << r << "(%rs" << r << ") : ("
       << typeString(t) << ", tensor<1xindex>) -> " << flat << "\n";
    os << "  %re" << r << " = tensor.empty() : tensor<" << n << "xf64>\n";
    os << "  %rd" << r
       << " = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, "
          "affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} "
          "ins(%rf"
       << r << " : " << flat << ") outs(%re" << r << " : tensor<" << n
       << "xf64>) {\n"
       << "  ^bb0(%x: " << typeString(t.getElementType()) << ", %o: f64):\n";
    Type elt = t.getElementType();
    if (elt.isF64())
      os << "    linalg.yield %x : f64\n";
    else if (isa<IndexType>(elt))
      os << "    %i = arith.index_cast %x : index to i64\n"
         << "    %y = arith.sitofp %i : i64 to f64\n    linalg.yield %y : "
            "f64\n";
    else if (isInteger(elt))
      // A bool as 0 or 1; other integers signed, as PyTorch's are.
      os << "    %y = arith." << (elt.isInteger(1) ? "uitofp" : "sitofp")
         << " %x : " << typeString(elt)
         << " to f64\n    linalg.yield %y : f64\n";
    else
      os << "    %y = arith.extf %x : " << typeString(elt)
         << " to f64\n    linalg.yield %y : f64\n";
    os << "  } -> tensor<" << n << "xf64>\n";
    // Written into its own view of %out: a chain of insert_slice ops into
    // one tensor makes one-shot analysis quadratic in the number of results
    // (a step with hundreds of gradients bufferized for minutes).
    std::string view = "memref<" + std::to_string(n) + "xf64, strided<[1], "
                       "offset: " + std::to_string(offsets[r]) + ">>";
    os << "  %ro" << r << " = memref.subview %out[" << offsets[r] << "] ["
       << n << "] [1] : memref<" << total << "xf64> to " << view << "\n";
    os << "  bufferization.materialize_in_destination %rd" << r
       << " in restrict writable %ro" << r << " : (tensor<" << n
       << "xf64>, " << view << ") -> ()\n";
  }

  LogicalResult runPipeline(MLIRContext &context, StringRef name,
                            function_ref<void(OpPassManager &)> build,
                            std::string &error) {
    PassManager pm(&context, ModuleOp::getOperationName());
    if (failed(applyPassManagerCLOptions(pm))) {
      error = "the pass manager's options do not apply";
      return failure();
    }
    TimingScope scope = timing.nest(name);
    pm.enableTiming(scope);
    build(pm);
    if (failed(pm.run(*module))) {
      error = name.str() + " failed (see the diagnostics above)";
      return failure();
    }
    return success();
  }

  /// After each allocation, a call that tells the measurement its address,
  /// the alignment padding the lowering adds to it, and whether it is the
  /// arena or host memory.
  void tagAllocations() {
    module->walk([&](memref::AllocOp alloc) {
      int64_t kind = alloc->hasAttr("memplan.arena")    ? 1
                     : isHostMemory(alloc.getType()) ? 2
                                                     : 0;
      int64_t padding = alloc.getAlignment().value_or(0);
      OpBuilder b(alloc->getContext());
      b.setInsertionPointAfter(alloc);
      Location loc = alloc.getLoc();
      Value address =
          memref::ExtractAlignedPointerAsIndexOp::create(b, loc, alloc);
      Value wide =
          arith::IndexCastOp::create(b, loc, b.getI64Type(), address);
      Value pad = arith::ConstantIntOp::create(b, loc, padding, 64);
      Value k = arith::ConstantIntOp::create(b, loc, kind, 64);
      func::CallOp::create(b, loc, "__memplan_run_block", TypeRange{},
                           ValueRange{wide, pad, k});
    });
  }

  LogicalResult lower(MLIRContext &context, std::string &error) {
    if (failed(runPipeline(
            context, "bufferization",
            [](OpPassManager &pm) {
              // A step in TOSA runs as the linalg it lowers to (a module
              // without TOSA ops is left as it is).
              pm.addPass(createMemPlanLowerTosa());
              // Every tensor a buffer of its own, as a planned step has
              // them: one-shot analysis is quadratic in the writers of a
              // shared empty (hundreds in a torch-mlir export).
              pm.addNestedPass<func::FuncOp>(createMemPlanUnshareEmpties());
              buildBufferization(pm, elementwiseInPlace);
            },
            error)))
      return failure();
    tagAllocations();
    // Only the wrapper calls the entry: private, it returns a donated
    // argument it updated in place as it is, not a copy that the
    // measurement would count.
    if (auto func = module->lookupSymbol<func::FuncOp>(entry))
      func.setPrivate();
    // The deallocation gives private functions results for the ownership
    // of the buffers they return, but leaves their result attributes as
    // they were (one per result before): the attributes (ABI names, as
    // JAX's result_info) are dropped, as nothing here reads them.
    for (auto func : module->getOps<func::FuncOp>())
      if (func.isPrivate() && !func.isExternal())
        func.removeResAttrsAttr();
    // The allocation functions go through the measurement's hooks.
    HostLoweringOptions lowering;
    lowering.genericAllocationFunctions = true;
    lowering.privateFunctionOwnership = true;
    return runPipeline(
        context, "lowering to LLVM",
        [&](OpPassManager &pm) { buildHostLowering(pm, lowering); }, error);
  }

  OwningOpRef<ModuleOp> module;
  std::unique_ptr<ExecutionEngine> engine;
};

void printMeasure(StringRef label, const Measure &m) {
  llvm::outs() << label << "allocated " << m.count << " buffers, peak "
               << m.peak << " bytes live (arena " << m.arena
               << " bytes; host buffers " << m.host
               << " bytes, not counted)\n";
}

bool sameBits(double a, double b) {
  return std::memcmp(&a, &b, sizeof(double)) == 0;
}

} // namespace

/// The entry's arguments, every element as f64: seeded, or read from the
/// --inputs files.
static LogicalResult readInputs(const Runner &runner,
                                std::vector<double> &inputs,
                                std::string &error) {
  if (inputFiles.empty()) {
    inputs = runner.seededInputs();
    return success();
  }
  if (inputFiles.size() != runner.argShapes.size()) {
    error = ("--inputs names " + Twine(inputFiles.size()) + " files; @" +
             entry + " takes " + Twine(runner.argShapes.size()) + " arguments")
                .str();
    return failure();
  }
  for (auto [k, file] : llvm::enumerate(inputFiles)) {
    FailureOr<Array> array = readNpy(file, error);
    if (failed(array))
      return failure();
    if (ArrayRef<int64_t>(array->shape) != runner.argShapes[k].getShape()) {
      error = ("'" + file + "' holds a " + Twine(array->shape.size()) +
               "-d array of another shape "
               "than argument #" +
               Twine(k) + ", " + typeString(runner.argShapes[k]))
                  .str();
      return failure();
    }
    inputs.insert(inputs.end(), array->values.begin(), array->values.end());
  }
  return runner.checkInputs(inputs, error);
}

/// Writes every result to --output-dir as result<K>.npy.
static LogicalResult writeOutputs(const Runner &runner,
                                  ArrayRef<double> outputs,
                                  std::string &error) {
  if (std::error_code ec = llvm::sys::fs::create_directories(outputDir)) {
    error = "cannot create '" + outputDir + "': " + ec.message();
    return failure();
  }
  for (auto [r, t] : llvm::enumerate(runner.resultShapes)) {
    SmallString<128> path(outputDir);
    llvm::sys::path::append(path, "result" + std::to_string(r) + ".npy");
    if (failed(writeNpy(path, t,
                        outputs.slice(runner.offsets[r], t.getNumElements()),
                        error)))
      return failure();
  }
  return success();
}

/// --compare: runs the other module on the same inputs and reports the
/// first output element that differs; the exit code.
static int compareRuns(Runner &runner, MLIRContext &context,
                       const std::vector<double> &inputs,
                       const std::vector<double> &outputs) {
  std::string error;
  Runner other(runner.timing);
  if (failed(other.load(compareWith, context, error)))
    return fail(error);
  if (other.resultShapes != runner.resultShapes)
    return fail("the two modules' @" + entry + " return different types");
  if (other.argShapes != runner.argShapes)
    return fail("the two modules' @" + entry + " take different arguments");
  // The first module's entry takes the argument as a tensor, a value the
  // call leaves as it is: the second's must not write into its buffer
  // unless the caller donates it (the results would not show it).
  for (auto [k, loc] : other.argumentWrites)
    if (!runner.argIsMemRef[k]) {
      std::string at;
      if (auto file = dyn_cast<FileLineColLoc>(loc))
        at = llvm::formatv(" (at {0}:{1}:{2})", file.getFilename().getValue(),
                           file.getLine(), file.getColumn());
      return fail("@" + entry + " of '" + compareWith +
                  "' writes into argument #" + Twine(k) + at +
                  ", which the caller does not donate (memplan.donated), "
                  "where @" +
                  entry + " of '" + inputFile +
                  "' takes it as a tensor, a value the call leaves as it was");
    }
  FailureOr<std::vector<double>> theirs = other.run(inputs, error);
  if (failed(theirs))
    return fail(error);
  double tol = std::max(0.0, double(tolerance));
  double worst = 0;
  for (auto [r, t] : llvm::enumerate(runner.resultShapes))
    for (int64_t i = 0; i < t.getNumElements(); ++i) {
      double a = outputs[runner.offsets[r] + i];
      double b = (*theirs)[runner.offsets[r] + i];
      bool equal = tol == 0 ? sameBits(a, b)
                            : std::fabs(a - b) <=
                                  tol * std::max(std::fabs(a), std::fabs(b));
      if (!equal) {
        llvm::outs() << "result #" << r << " element " << i << ": "
                     << llvm::format("%.17g", a) << " vs "
                     << llvm::format("%.17g", b) << "\n";
        return 1;
      }
      if (a != b)
        worst = std::max(worst, std::fabs(a - b) /
                                    std::max(std::fabs(a), std::fabs(b)));
    }
  llvm::outs() << (tol == 0 ? "bitwise equal" : "equal within tolerance")
               << ": " << runner.resultShapes.size() << " outputs, "
               << runner.total << " values; largest relative difference "
               << llvm::format("%.3g", worst) << "\n";
  printMeasure("first: ", runner.measured);
  printMeasure("second: ", other.measured);
  return 0;
}

/// --gradcheck: compares central finite differences of the loss with the
/// returned gradients; the exit code.
static int checkGradients(Runner &runner, const std::vector<double> &inputs,
                          const std::vector<double> &outputs) {
  size_t params =
      runner.argShapes.size() >= 2 ? runner.argShapes.size() - 2 : 0;
  if (params == 0 || runner.resultShapes.size() < 1 + params ||
      runner.resultShapes[0].getNumElements() != 1)
    return fail("--gradcheck needs a training step: arguments (batch, "
                "targets, parameters...), results (loss, one gradient per "
                "parameter...)");
  for (size_t p = 0; p < params; ++p)
    if (!isFloat(runner.argShapes[2 + p].getElementType()))
      return fail("--gradcheck moves parameters: argument #" + Twine(2 + p) +
                  " is " + typeString(runner.argShapes[2 + p]));
  // A check that cannot fail is worse than none.
  if (!std::isfinite(eps) || eps <= 0)
    return fail("--eps must be a finite step above 0");
  if (checks < 1)
    return fail("--checks must be at least 1");
  for (size_t p = 0; p < params; ++p)
    if (runner.resultShapes[1 + p].getShape() !=
        runner.argShapes[2 + p].getShape())
      return fail("--gradcheck: result #" + Twine(1 + p) + " (" +
                  typeString(runner.resultShapes[1 + p]) +
                  ") is not the gradient of argument #" + Twine(2 + p) + " (" +
                  typeString(runner.argShapes[2 + p]) + ")");
  std::string error;
  double tol = tolerance < 0 ? 1e-2 : double(tolerance);
  double worst = 0;
  int notFinite = 0;
  for (int c = 0; c < checks; ++c) {
    size_t p = size_t(c) % params;
    int64_t n = runner.argShapes[2 + p].getNumElements();
    int64_t element = (int64_t(c) * 7919 + 13) % n;
    std::vector<double> moved = inputs;
    int64_t at = runner.argOffsets[2 + p] + element;
    moved[at] = inputs[at] + eps;
    FailureOr<std::vector<double>> plus = runner.run(moved, error);
    moved[at] = inputs[at] - eps;
    FailureOr<std::vector<double>> minus = runner.run(moved, error);
    if (failed(plus) || failed(minus))
      return fail(error);
    double fd = ((*plus)[0] - (*minus)[0]) / (2 * eps);
    double g = outputs[runner.offsets[1 + p] + element];
    double err =
        std::fabs(fd - g) / std::max({std::fabs(fd), std::fabs(g), 1e-3});
    // NaN compares false: count it, or it would never be the largest.
    if (!std::isfinite(err))
      ++notFinite;
    else
      worst = std::max(worst, err);
    llvm::outs() << "parameter " << p << " element " << element << ": gradient "
                 << llvm::format("%.6g", g) << ", finite difference "
                 << llvm::format("%.6g", fd) << ", relative error "
                 << llvm::format("%.2e", err) << "\n";
  }
  llvm::outs() << "loss " << llvm::format("%.9g", outputs[0])
               << "; largest relative error " << llvm::format("%.2e", worst)
               << " (tolerance " << llvm::format("%g", tol) << ")\n";
  if (notFinite)
    return fail(Twine(notFinite) + " of " + Twine(int(checks)) +
                " checks are not finite numbers (the loss, its gradient "
                "or the finite difference is NaN or infinite)");
  if (worst > tol)
    return fail("--gradcheck: the largest relative error, " +
                llvm::formatv("{0:E2}", worst) + ", is above the tolerance, " +
                llvm::formatv("{0}", tol));
  return 0;
}

/// Prints every output (its first values and its sum) and what the run
/// allocated.
static int printResults(const Runner &runner,
                        const std::vector<double> &outputs) {
  for (auto [r, t] : llvm::enumerate(runner.resultShapes)) {
    llvm::outs() << "result #" << r << ": " << typeString(t) << "\n";
    int64_t n = t.getNumElements();
    // Integers in full (up to 2^53, as they pass), floats to 9 digits.
    const char *form = isInteger(t.getElementType()) ? "%.17g" : "%.9g";
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) {
      double v = outputs[runner.offsets[r] + i];
      sum += v;
      if (i < maxPrinted)
        llvm::outs() << (i ? " " : "  ") << llvm::format(form, v);
    }
    llvm::outs() << (n > maxPrinted ? " ..." : "") << "\n  sum "
                 << llvm::format("%.17g", sum) << "\n";
  }
  printMeasure("memory: ", runner.measured);
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::SetVersionPrinter(::memplan::printVersion);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerAllPasses();
  mlir::memplan::registerAllMemPlanPasses();
  cl::HideUnrelatedOptions(toolOptions);
  // The pass manager's options (--mlir-print-ir-after-all, ...) apply to the
  // lowering the tool runs; --mlir-timing times it, the JIT and the run.
  mlir::registerPassManagerCLOptions();
  mlir::registerDefaultTimingManagerCLOptions();
  cl::ParseCommandLineOptions(argc, argv, "memplan-run: run steps on the host\n");
  if (optLevel > 3)
    return fail("--opt-level must be 0, 1, 2 or 3");
  // Not given: bitwise for --compare, 1e-2 for --gradcheck.
  if (tolerance.getNumOccurrences() &&
      !(std::isfinite(double(tolerance)) && tolerance >= 0))
    return fail("--tolerance must be a finite number, at least 0");

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  mlir::memplan::registerAllMemPlanDialects(registry);
  mlir::memplan::registerForeignDialectRefusals(registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();
  std::string error;
  Runner runner(timing);
  if (failed(runner.load(inputFile, context, error)))
    return fail(error);
  std::vector<double> inputs;
  if (failed(readInputs(runner, inputs, error)))
    return fail(error);
  FailureOr<std::vector<double>> outputs = runner.run(inputs, error);
  if (failed(outputs))
    return fail(error);
  if (!outputDir.empty() && failed(writeOutputs(runner, *outputs, error)))
    return fail(error);
  if (!compareWith.empty())
    return compareRuns(runner, context, inputs, *outputs);
  if (gradcheck)
    return checkGradients(runner, inputs, *outputs);
  return printResults(runner, *outputs);
}
