// render-bench: lays out each bundled example on iPhone 15 Pro and times the rendering
// pipeline (display list, raster, PNG, SVG), printing one JSON line per example. See
// `render-bench --help` and Benchmarks/README.md.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

exit(MainActor.assumeIsolated { RenderBench.run(Array(CommandLine.arguments.dropFirst())) })
