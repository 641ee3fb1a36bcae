// layout-bench: times UI-level Auto Layout workloads against hand-written frame layout of the
// same screens and prints one JSON line per scene. See `layout-bench --help` and
// Benchmarks/README.md.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(LayoutBench.run(Array(CommandLine.arguments.dropFirst())))
