// storyboard-bench: loads, lays out and renders every Interface Builder document of a corpus
// directory, printing one JSON line per document and a summary line. See
// `storyboard-bench --help` and Benchmarks/README.md.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(MainActor.assumeIsolated { StoryboardBench.run(Array(CommandLine.arguments.dropFirst())) })
