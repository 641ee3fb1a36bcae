// audit-bench: sweeps typical screens with the layout audit over 50 devices × 2 orientations ×
// 12 text sizes (and, with --dark, both appearances) and prints one JSON line per screen. See
// Benchmarks/README.md and `audit-bench --help`.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(MainActor.assumeIsolated { AuditBench.run(Array(CommandLine.arguments.dropFirst())) })
