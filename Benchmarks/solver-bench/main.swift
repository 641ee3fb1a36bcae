// solver-bench: times HeadlessUIKit's ConstraintSolver on autolayout-bench/1 workload files
// and prints one JSON line per file, key for key like Benchmarks/Workloads/kiwi_bench.py.
// See `solver-bench --help` and Benchmarks/README.md.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(SolverBench.run(Array(CommandLine.arguments.dropFirst())))
