//===- OptimalPlanner.cpp - rematerialization as a MILP (CBC) -------------===//

#include "memplan/Planning/OptimalPlanner.h"

#include "memplan/Planning/Planner.h"

#include "memplan/Planning/Liveness.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <new>
#include <string>
#include <thread>
#include <vector>

#include <Cbc_C_Interface.h>

#include <csignal>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#define DEBUG_TYPE "memplan-plan"

using namespace memplan;

bool memplan::optimalPlannerAvailable() { return true; }

namespace {

/// Columns and rows, handed to CBC in one go.
class Milp {
public:
  int addColumn(double lb, double ub, double objective, bool integer) {
    columns.push_back({lb, ub, objective, integer});
    return int(columns.size()) - 1;
  }
  void addRow(std::vector<std::pair<int, double>> terms, char sense,
              double rhs) {
    rows.push_back({std::move(terms), sense, rhs});
  }
  size_t numColumns() const { return columns.size(); }
  bool isInteger(size_t column) const { return columns[column].integer; }
  size_t numRows() const { return rows.size(); }
  /// The model, loaded as one matrix in compressed sparse columns: CBC's
  /// addRow copies the column-major matrix it grows, row by row (minutes
  /// for the tens of thousands of rows of a 100-node graph).
  Cbc_Model *build() const {
    size_t numCols = columns.size();
    std::vector<CoinBigIndex> start(numCols + 1, 0);
    for (const Row &r : rows)
      for (auto [col, coef] : r.terms)
        ++start[col + 1];
    for (size_t c = 0; c < numCols; ++c)
      start[c + 1] += start[c];
    std::vector<CoinBigIndex> next(start.begin(), start.end() - 1);
    std::vector<int> index(size_t(start[numCols]));
    std::vector<double> value(index.size());
    std::vector<double> rowLower, rowUpper;
    rowLower.reserve(rows.size());
    rowUpper.reserve(rows.size());
    constexpr double kInfinity = std::numeric_limits<double>::max();
    for (size_t k = 0; k < rows.size(); ++k) {
      const Row &r = rows[k];
      for (auto [col, coef] : r.terms) {
        index[next[col]] = int(k);
        value[next[col]++] = coef;
      }
      rowLower.push_back(r.sense == 'L' ? -kInfinity : r.rhs);
      rowUpper.push_back(r.sense == 'G' ? kInfinity : r.rhs);
    }
    std::vector<double> lower, upper, objective;
    for (const Column &c : columns) {
      lower.push_back(c.lb);
      upper.push_back(c.ub);
      objective.push_back(c.objective);
    }
    Cbc_Model *model = Cbc_newModel();
    Cbc_loadProblem(model, int(numCols), int(rows.size()), start.data(),
                    index.data(), value.data(), lower.data(), upper.data(),
                    objective.data(), rowLower.data(), rowUpper.data());
    for (size_t c = 0; c < numCols; ++c)
      if (columns[c].integer)
        Cbc_setInteger(model, int(c));
    return model;
  }

private:
  struct Column {
    double lb, ub, objective;
    bool integer;
  };
  struct Row {
    std::vector<std::pair<int, double>> terms;
    char sense;
    double rhs;
  };
  std::vector<Column> columns;
  std::vector<Row> rows;
};

/// The stages of a start schedule, as the model's binaries see them: stage
/// t runs from the event after compute t-1 (and its frees) to compute t and
/// its frees.
struct StartStages {
  /// Every event fits a stage, and every stage ends with its own compute.
  bool valid = true;
  /// computed[t][i]: i is computed in stage t.
  std::vector<std::vector<char>> computed;
  /// kept[t][i]: i is resident once stage t-1's frees are done.
  std::vector<std::vector<char>> kept;
  /// swappedIn[t][i]: i is swapped in at the start of stage t.
  std::vector<std::vector<char>> swappedIn;
  /// swappedOut[i]: i is copied to the host.
  std::vector<char> swappedOut;
};

/// The MILP of the header's formulation for one graph and budget, with the
/// columns of its variables.
class RematModel {
public:
  /// Adds the variables of every stage.
  RematModel(const Graph &graph, const OptimalOptions &options)
      : graph(graph), options(options), n(int(graph.size())), R(n), S(n), U(n),
        SI(n), SO(n, -1), FREE(n) {
    int64_t room = options.budget - graph.residentBytes();
    // Costs relative to the largest one: the solver's tolerances are
    // absolute.
    for (const Node &node : graph.getNodes())
      costUnit = std::max(costUnit, node.computeCost);
    if (costUnit <= 0)
      costUnit = 1;
    // Memory in units that keep the coefficients well scaled; sizes round up
    // and the budget down, so a solution of the scaled problem fits the real
    // one.
    int64_t largest = 1;
    for (const Node &node : graph.getNodes())
      largest = std::max(largest, node.bytes);
    unit = largest >= (int64_t(1) << 24) ? double(1 << 20) : 1.0;
    capacity = std::floor(double(room) / unit);
    addVariables();
  }

  size_t numColumns() const { return milp.numColumns(); }
  size_t numRows() const { return milp.numRows(); }
  /// The cost the solver's objective is counted in.
  double getCostUnit() const { return costUnit; }
  /// The bytes the memory variables count in.
  double getMemoryUnit() const { return unit; }

  /// Adds the constraints of every stage.
  void addConstraints() {
    for (int t = 0; t < n; ++t) {
      addResidencyRows(t);
      addMemoryRows(t);
      addFreeRows(t);
    }
  }

  Cbc_Model *build() const { return milp.build(); }

  /// The stages of `start`, in the model's terms.
  StartStages decodeStart(const Schedule &start) const;

  /// Gives `model` the schedule of `stages` as its MIP start.
  void setStart(Cbc_Model *model, const StartStages &stages) const;

  /// The schedule of the solution `x`.
  Schedule readSchedule(const double *x) const;

private:
  double scaled(int64_t bytes) const { return std::ceil(double(bytes) / unit); }
  /// A copy's cost in the objective, at most kMaxCopyCost: CBC asserts on
  /// coefficients of 1e25 and up (a host link of 1e-24 bytes per unit of
  /// cost), and a copy that costs this much is never cheaper than
  /// recomputing every value; the schedule's real cost is counted after
  /// the solve (clamped).
  double copyCost(NodeId i) {
    double cost = transferTime(graph.bytes(i), options.timing) / costUnit;
    if (!(cost <= kMaxCopyCost)) {
      clamped = true;
      return kMaxCopyCost;
    }
    return cost;
  }

public:
  /// Whether a copy's cost was clamped in the objective (copyCost): then
  /// the objective of a schedule that swaps is not its cost.
  bool clampedCopies() const { return clamped; }

private:
  static constexpr double kMaxCopyCost = 1e12;
  bool clamped = false;

  void addVariables() {
    if (options.allowSwap)
      for (int i = 0; i < n; ++i) {
        if (!graph.node(i).canSwap)
          continue;
        SO[i] = milp.addColumn(0, 1, copyCost(i), true);
      }
    for (int t = 0; t < n; ++t) {
      // A node that may not be computed again (an op with side effects)
      // is computed in its own stage only.
      for (int i = 0; i <= t; ++i) {
        double cost = graph.computeCost(i) / costUnit;
        bool again = i == t || graph.node(i).canRecompute;
        R[t].push_back(
            milp.addColumn(i == t ? 1 : 0, again ? 1 : 0, cost, true));
      }
      // The step's results stay resident.
      for (int i = 0; i < t; ++i)
        S[t].push_back(milp.addColumn(graph.isResult(i) ? 1 : 0, 1, 0, true));
      for (int i = 0; i < t; ++i)
        SI[t].push_back(SO[i] >= 0 ? milp.addColumn(0, 1, copyCost(i), true)
                                   : -1);
      FREE[t].resize(t + 1);
      for (int k = 0; k <= t; ++k) {
        U[t].push_back(milp.addColumn(0, capacity, 0, false));
        for (NodeId i : graph.node(k).inputs)
          FREE[t][k].push_back({i, milp.addColumn(0, 1, 0, true)});
        if (!graph.isResult(k)) // results are never freed
          FREE[t][k].push_back({k, milp.addColumn(0, 1, 0, true)});
      }
    }
  }

  /// Where the values stage `t` reads come from, and what the next stage
  /// can have resident.
  void addResidencyRows(int t) {
    // Inputs are computed in the stage or resident at its start.
    for (int j = 0; j <= t; ++j)
      for (NodeId i : graph.node(j).inputs)
        milp.addRow({{R[t][j], 1}, {R[t][i], -1}, {S[t][i], -1}}, 'L', 0);
    // Resident at the next stage only if resident or computed in this one,
    // or swapped in when the next one starts (from a host copy).
    if (t + 1 < n)
      for (int i = 0; i <= t; ++i) {
        std::vector<std::pair<int, double>> terms = {{S[t + 1][i], 1},
                                                     {R[t][i], -1}};
        if (i < t)
          terms.push_back({S[t][i], -1});
        if (SI[t + 1][i] >= 0) {
          terms.push_back({SI[t + 1][i], -1});
          milp.addRow({{SI[t + 1][i], 1}, {SO[i], -1}}, 'L', 0);
        }
        milp.addRow(terms, 'L', 0);
      }
  }

  /// The memory of stage `t` after each of its computes.
  void addMemoryRows(int t) {
    for (int k = 0; k <= t; ++k) {
      std::vector<std::pair<int, double>> terms = {
          {U[t][k], 1}, {R[t][k], -scaled(graph.bytes(k))}};
      if (k == 0) {
        for (int i = 0; i < t; ++i)
          terms.push_back({S[t][i], -scaled(graph.bytes(i))});
      } else {
        terms.push_back({U[t][k - 1], -1});
        for (auto [i, col] : FREE[t][k - 1])
          terms.push_back({col, scaled(graph.bytes(i))});
      }
      milp.addRow(terms, 'E', 0);
    }
  }

  /// The frees of stage `t`.
  void addFreeRows(int t) {
    // FREE[t][i][k] = 1 exactly when k is computed, i is not kept for the
    // next stage and no later compute of the stage reads i.
    for (int k = 0; k <= t; ++k)
      for (auto [i, col] : FREE[t][k]) {
        std::vector<std::pair<int, double>> hazards = {{R[t][k], -1}};
        double constant = 1; // the "1 -" of (1 - R[t][k])
        if (t + 1 < n)
          hazards.push_back({S[t + 1][i], 1});
        for (NodeId j : graph.users(i))
          if (j > k && j <= t)
            hazards.push_back({R[t][j], 1});
        double kappa = double(hazards.size()) + 1;
        // free + hazards >= 1
        std::vector<std::pair<int, double>> lower = hazards;
        lower.push_back({col, 1});
        milp.addRow(lower, 'G', 1 - constant);
        // kappa (1 - free) >= hazards
        std::vector<std::pair<int, double>> upper;
        for (auto [c, coef] : hazards)
          upper.push_back({c, -coef});
        upper.push_back({col, -kappa});
        milp.addRow(upper, 'G', constant - kappa);
      }
  }

  const Graph &graph;
  const OptimalOptions &options;
  int n;
  double costUnit = 0, unit = 1, capacity = 0;
  Milp milp;
  std::vector<std::vector<int>> R, S, U, SI;
  std::vector<int> SO;
  /// FREE[t][k]: (i, column) for i in inputs(k) and k itself (unless a
  /// result).
  std::vector<std::vector<std::vector<std::pair<NodeId, int>>>> FREE;
};

StartStages RematModel::decodeStart(const Schedule &start) const {
  StartStages stages;
  stages.computed.assign(n, std::vector<char>(n, 0));
  stages.kept.assign(n, std::vector<char>(n, 0));
  stages.swappedIn.assign(n, std::vector<char>(n, 0));
  stages.swappedOut.assign(n, 0);
  std::vector<char> resident(n, 0);
  int stage = 0;
  bool open = false;
  for (const Event &e : start) {
    if ((e.kind == EventKind::Compute && (stage >= n || e.node > stage)) ||
        ((e.kind == EventKind::SwapIn || e.kind == EventKind::SwapOut) &&
         (SO[e.node] < 0 || stage >= n))) {
      stages.valid = false;
      break;
    }
    if (e.kind == EventKind::Free) {
      resident[e.node] = 0;
      continue;
    }
    if (e.kind == EventKind::SwapOut) {
      stages.swappedOut[e.node] = 1;
      continue;
    }
    if (e.kind == EventKind::SwapIn) {
      // Swap-ins count at the start of their stage.
      if (open || e.node >= stage) {
        stages.valid = false;
        break;
      }
      stages.swappedIn[stage][e.node] = 1;
      resident[e.node] = 1;
      continue;
    }
    if (!open) {
      for (int i = 0; i < stage; ++i)
        stages.kept[stage][i] = resident[i];
      open = true;
    }
    stages.computed[stage][e.node] = 1;
    resident[e.node] = 1;
    if (e.node == stage) {
      ++stage;
      open = false;
    }
  }
  stages.valid = stages.valid && stage == n;
  return stages;
}

void RematModel::setStart(Cbc_Model *model, const StartStages &stages) const {
  const auto &computed = stages.computed, &kept = stages.kept,
             &swappedIn = stages.swappedIn;
  const std::vector<char> &swappedOut = stages.swappedOut;
  std::vector<int> cols;
  std::vector<double> values;
  for (int t = 0; t < n; ++t) {
    for (int i = 0; i <= t; ++i)
      if (computed[t][i]) {
        cols.push_back(R[t][i]);
        values.push_back(1);
      }
    for (int i = 0; i < t; ++i) {
      if (kept[t][i]) {
        cols.push_back(S[t][i]);
        values.push_back(1);
      }
      if (swappedIn[t][i]) {
        cols.push_back(SI[t][i]);
        values.push_back(1);
      }
    }
    if (swappedOut[t]) {
      cols.push_back(SO[t]);
      values.push_back(1);
    }
    for (int k = 0; k <= t; ++k) {
      if (!computed[t][k])
        continue;
      for (auto [i, col] : FREE[t][k]) {
        bool hazard = t + 1 < n && kept[t + 1][i];
        for (NodeId j : graph.users(i))
          hazard |= j > k && j <= t && computed[t][j];
        if (!hazard) {
          cols.push_back(col);
          values.push_back(1);
        }
      }
    }
  }
  // Every binary gets a value: CBC leaves the ones not given free.
  {
    std::vector<double> x(milp.numColumns(), 0);
    for (size_t c = 0; c < cols.size(); ++c)
      x[cols[c]] = values[c];
    cols.clear();
    values.clear();
    for (size_t c = 0; c < x.size(); ++c)
      if (milp.isInteger(c)) {
        cols.push_back(int(c));
        values.push_back(x[c]);
      }
  }
  Cbc_setMIPStartI(model, int(cols.size()), cols.data(), values.data());
}

Schedule RematModel::readSchedule(const double *x) const {
  Schedule schedule;
  auto on = [&](int col) { return x[col] > 0.5; };
  std::vector<char> resident(n, 0);
  for (int t = 0; t < n; ++t) {
    for (int i = 0; i < t; ++i)
      if (SI[t][i] >= 0 && on(SI[t][i]) && !resident[i]) {
        schedule.push_back({EventKind::SwapIn, i});
        resident[i] = 1;
      }
    for (int k = 0; k <= t; ++k) {
      if (!on(R[t][k]))
        continue;
      schedule.push_back({EventKind::Compute, k});
      resident[k] = 1;
      if (k == t && SO[k] >= 0 && on(SO[k]))
        schedule.push_back({EventKind::SwapOut, k});
      for (auto [i, col] : FREE[t][k])
        if (on(col) && resident[i]) {
          schedule.push_back({EventKind::Free, i});
          resident[i] = 0;
        }
    }
    // What the next stage does not keep leaves at the stage's end; the
    // step's results stay.
    for (int i = 0; i <= t; ++i)
      if (resident[i] && !graph.isResult(i) &&
          !(t + 1 < n && on(S[t + 1][i]))) {
        schedule.push_back({EventKind::Free, i});
        resident[i] = 0;
      }
  }
  return schedule;
}

} // namespace

/// The objective of `schedule`: its compute cost plus the time of its
/// copies.
static double scheduleCost(const Graph &graph, const Schedule &schedule,
                           const SimulatorOptions &timing) {
  double cost = 0;
  for (const Event &e : schedule)
    cost += e.kind == EventKind::Compute ? graph.computeCost(e.node)
            : e.kind == EventKind::Free
                ? 0
                : transferTime(graph.bytes(e.node), timing);
  return cost;
}

/// The heuristic planner's plan for the budget of `options` (greedy with
/// swaps, recompute-only without), for the solver to start from.
static PlanResult heuristicStart(const Graph &graph,
                                 const OptimalOptions &options) {
  PlannerOptions greedy;
  greedy.budget = options.budget;
  greedy.timing = options.timing;
  return planSchedule(
      graph, options.allowSwap ? Strategy::Greedy : Strategy::RecomputeOnly,
      greedy);
}

/// Gives `model` the schedule `start` as its MIP start when it fits the
/// stages of `milp` (then `result.warmStarted`).
static void giveStart(const RematModel &milp, Cbc_Model *model,
                      const Schedule &start, OptimalResult &result) {
  StartStages stages = milp.decodeStart(start);
  LLVM_DEBUG(llvm::dbgs() << "[memplan-plan] warm start of " << start.size()
                          << " events: "
                          << (stages.valid ? "given to CBC"
                                           : "does not fit the stages")
                          << "\n");
  if (stages.valid) {
    milp.setStart(model, stages);
    // CBC's preprocessing drops the start (it reports it fractional).
    Cbc_setParameter(model, "preprocess", "off");
    result.warmStarted = true;
  }
}

namespace {
/// What CBC's run hands back, in memory the solver's process shares with
/// the planner; the column values follow it.
struct SolverOutcome {
  /// Written last: the run ended and everything else is set.
  int done;
  int haveSolution, infeasible, proven;
  int status, secondaryStatus, savedSolutions;
  double objective, bound;
};
} // namespace

/// Runs CBC on `model` and writes what it found to `outcome` and, with a
/// solution, its `numColumns` values to `x`.
static void solveInto(Cbc_Model *model, size_t numColumns,
                      SolverOutcome &outcome, double *x) {
  Cbc_solve(model);
  outcome.haveSolution =
      Cbc_numberSavedSolutions(model) > 0 || Cbc_isProvenOptimal(model);
  outcome.infeasible = Cbc_isProvenInfeasible(model);
  outcome.proven = Cbc_isProvenOptimal(model);
  outcome.status = Cbc_status(model);
  outcome.secondaryStatus = Cbc_secondaryStatus(model);
  outcome.savedSolutions = Cbc_numberSavedSolutions(model);
  outcome.objective = Cbc_getObjValue(model);
  outcome.bound = Cbc_getBestPossibleObjValue(model);
  if (outcome.haveSolution)
    std::copy_n(Cbc_getColSolution(model), numColumns, x);
  outcome.done = 1;
}

/// Runs CBC on `model` in a process of its own and waits for it until the
/// deadline, then stops it. CBC looks at its time limit between
/// branch-and-bound nodes only: its root LP, cuts and preprocessing run
/// without a clock (on the tiny U-Net step's MILP of 868161 columns, the
/// root LP alone ran past 200 s under a limit of 5). Returns whether the
/// run ended by itself; `outcome.done` is unset where it did not, or where
/// the process could not be started (then CBC ran here, unbounded).
static bool solveWithDeadline(Cbc_Model *model, size_t numColumns,
                              double deadlineSeconds, SolverOutcome &outcome,
                              std::vector<double> &x) {
  const size_t bytes = sizeof(SolverOutcome) + numColumns * sizeof(double);
  void *shared = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  auto solveHere = [&] {
    x.assign(numColumns, 0);
    solveInto(model, numColumns, outcome, x.data());
    return true;
  };
  if (shared == MAP_FAILED)
    return solveHere();
  // Nothing buffered may be written twice, by both processes.
  std::fflush(nullptr);
  llvm::outs().flush();
  const pid_t parent = getpid();
  const pid_t child = fork();
  if (child == 0) {
    // The solver's process: it dies with the planner's. A crash in it (an
    // assertion in CBC) ends it as the signal would, without the planner's
    // crash report: the planner reports that the solver gave no answer.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    for (int signal : {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL})
      std::signal(signal, SIG_DFL);
    if (getppid() != parent)
      _exit(1);
    auto *mine = new (shared) SolverOutcome();
    solveInto(model, numColumns, *mine, reinterpret_cast<double *>(mine + 1));
    _exit(0);
  }
  if (child < 0) {
    munmap(shared, bytes);
    LLVM_DEBUG(llvm::dbgs() << "[memplan-plan] no process for CBC: it runs "
                               "here, without a deadline\n");
    return solveHere();
  }
  // No deadline where the limit is none (infinite).
  const bool timed = std::isfinite(deadlineSeconds);
  const auto deadline =
      std::chrono::steady_clock::now() +
      std::chrono::duration_cast<std::chrono::steady_clock::duration>(
          std::chrono::duration<double>(timed ? deadlineSeconds : 0));
  bool ended = false;
  auto pause = std::chrono::microseconds(500);
  while (true) {
    int status = 0;
    pid_t waited = waitpid(child, &status, WNOHANG);
    if (waited == child || (waited < 0 && errno != EINTR)) {
      ended = true;
      break;
    }
    if (timed && std::chrono::steady_clock::now() >= deadline)
      break;
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::microseconds(20000));
  }
  if (!ended) {
    kill(child, SIGKILL);
    while (waitpid(child, nullptr, 0) < 0 && errno == EINTR) {
    }
  }
  const auto *theirs = static_cast<const SolverOutcome *>(shared);
  if (theirs->done) {
    outcome = *theirs;
    if (outcome.haveSolution) {
      const auto *values = reinterpret_cast<const double *>(theirs + 1);
      x.assign(values, values + numColumns);
    }
  }
  munmap(shared, bytes);
  return ended;
}

/// Runs CBC on `model` within the time limit; fills in `result` whether
/// it is infeasible, the bound and, when a solution was found, its schedule
/// and objective.
static void runSolver(const RematModel &milp, Cbc_Model *model,
                      double timeLimitSeconds, OptimalResult &result) {
  // A negative limit (or NaN) is none.
  const bool limited = timeLimitSeconds >= 0 && timeLimitSeconds < 1e9;
  if (limited)
    Cbc_setMaximumSeconds(model, timeLimitSeconds);
  // CBC's feasibility pump runs at the root without looking at the clock:
  // on a 100-node random DAG it ran for over ten minutes under a limit of
  // two.
  Cbc_setParameter(model, "feas", "off");
  // CBC stops itself at its limit where it looks at the clock, and returns
  // what it found; it is stopped where it does not look in time.
  const double deadline = limited ? timeLimitSeconds * 1.1 + 1
                                  : std::numeric_limits<double>::infinity();
  SolverOutcome outcome{};
  std::vector<double> x;
  const bool ended =
      solveWithDeadline(model, size_t(milp.numColumns()), deadline, outcome, x);
  // (A run that answered just as the deadline came was not stopped.)
  result.stopped = !ended && !outcome.done;
  result.failed = ended && !outcome.done;
  if (!outcome.done) {
    result.bound = std::numeric_limits<double>::quiet_NaN();
    LLVM_DEBUG(llvm::dbgs() << "[memplan-plan] CBC "
                            << (result.stopped ? "stopped at the deadline"
                                               : "ended without an answer")
                            << " (" << llvm::format("%g", deadline) << " s)\n");
    return;
  }
  result.infeasible = outcome.infeasible;
  double costUnit = milp.getCostUnit();
  if (outcome.haveSolution && !result.infeasible) {
    result.schedule = milp.readSchedule(x.data());
    result.found = true;
    result.proven = outcome.proven;
    result.objective = outcome.objective * costUnit;
  }
  result.bound = outcome.bound * costUnit;
  LLVM_DEBUG(
      llvm::dbgs() << "[memplan-plan] CBC: status " << outcome.status
                   << ", secondary status " << outcome.secondaryStatus << ", "
                   << outcome.savedSolutions
                   << " saved solution(s), proven optimal " << outcome.proven
                   << ", proven infeasible " << result.infeasible
                   << "; objective "
                   << llvm::format("%g", result.found ? result.objective : 0)
                   << ", bound " << llvm::format("%g", result.bound) << "\n");
}

OptimalResult memplan::planOptimal(const Graph &graph,
                                   const OptimalOptions &requested) {
  OptimalOptions options = requested;
  PlanResult heuristic;
  if (!options.start && options.warmStart &&
      options.budget >= lowerBound(graph).bytes) {
    heuristic = heuristicStart(graph, options);
    if (heuristic.success)
      options.start = &heuristic.schedule;
  }
  auto start = std::chrono::steady_clock::now();
  OptimalResult result;
  if (options.budget < lowerBound(graph).bytes) {
    result.infeasible = true;
    result.error = "the budget is below the lower bound (the largest working "
                   "set of one node, with the results computed before it); "
                   "no schedule in this order fits";
    return result;
  }

  RematModel milp(graph, options);
  if (milp.numColumns() > 2000000) {
    result.error = "the MILP has " + std::to_string(milp.numColumns()) +
                   " variables; the optimal planner is for small graphs";
    return result;
  }
  milp.addConstraints();
  result.variables = milp.numColumns();
  result.constraints = milp.numRows();
  LLVM_DEBUG(
      llvm::dbgs() << "[memplan-plan] MILP of " << graph.size()
                   << " stages: " << result.variables << " variables, "
                   << result.constraints << " constraints; cost unit "
                   << llvm::format("%g", milp.getCostUnit()) << ", memory unit "
                   << llvm::format("%g", milp.getMemoryUnit()) << " B\n");

  Cbc_Model *model = milp.build();
  Cbc_setLogLevel(model, 0);
  if (options.start)
    giveStart(milp, model, *options.start, result);
  runSolver(milp, model, options.timeLimitSeconds, result);
  Cbc_deleteModel(model);
  if (result.found && milp.clampedCopies() &&
      llvm::any_of(result.schedule, [](const Event &e) {
        return e.kind == EventKind::SwapIn || e.kind == EventKind::SwapOut;
      })) {
    // Optimal for the clamped copy costs only; the objective is the
    // schedule's real cost.
    result.proven = false;
    result.objective = scheduleCost(graph, result.schedule, options.timing);
  }
  // The MILP holds every value in a buffer of its own, where the replay
  // lets an op write in place into an input that dies at it
  // (Node::inPlace): with such ops its memory is an over-estimate, so it
  // proves neither that no schedule fits nor that its own is the best, and
  // the start, judged by replay, can fit where it finds nothing.
  const bool sharesBuffers =
      llvm::any_of(llvm::seq<NodeId>(0, NodeId(graph.size())),
                   [&](NodeId v) { return !graph.node(v).inPlace.empty(); });
  if (sharesBuffers) {
    result.infeasible = false;
    result.proven = false;
    // The solver may have set aside the start as over its budget.
    double startCost = options.start ? scheduleCost(graph, *options.start,
                                                    options.timing)
                                     : 0;
    if (result.found && options.start && startCost < result.objective) {
      result.schedule = *options.start;
      result.objective = startCost;
      result.fromStart = true;
    }
  }
  if (!result.found && options.start && !result.infeasible) {
    // Nothing better within the time limit (or, with ops writing in place,
    // within the MILP's model): the start stands.
    LLVM_DEBUG(llvm::dbgs() << "[memplan-plan] no solution within the time "
                               "limit: the warm start stands\n");
    result.schedule = *options.start;
    result.found = true;
    result.fromStart = true;
    result.objective += scheduleCost(graph, result.schedule, options.timing);
  }
  if (result.found && !result.fromStart && result.warmStarted) {
    result.start = *options.start;
    result.startObjective = scheduleCost(graph, result.start, options.timing);
  }
  if (!result.found)
    result.error =
        result.infeasible
            ? options.allowSwap
                  ? "the MILP proves that no schedule fits the budget"
                  : "the MILP proves that no schedule without swaps fits the "
                    "budget (swaps are modelled only where copies have a "
                    "cost: a host bandwidth above 0)"
        : sharesBuffers
            ? "the MILP found no schedule within the budget, counting every "
              "value in a buffer of its own (it does not model ops writing "
              "in place into an input), and neither did the heuristic "
              "planner"
        : result.failed
            ? "the MILP solver (CBC) ended without an answer"
            : "the MILP found no schedule within the time limit";
  result.seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  return result;
}
