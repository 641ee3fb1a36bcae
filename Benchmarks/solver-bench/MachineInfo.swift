#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A description of the machine and build, printed to standard error before the results.
enum MachineInfo {
  /// `{"machine": {...}}`: compiler, build configuration, platform, CPU count and model.
  static var line: JSONOutput {
    var info: [(String, JSONOutput)] = [
      ("swift", .string(compilerVersion)),
      ("build", .string(buildConfiguration)),
      ("platform", .string(platform)),
      ("cpus", .int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))),
    ]
    if let model = cpuModel { info.append(("cpu", .string(model))) }
    return .object([("machine", .object(info))])
  }

  /// The compiler version the driver was built with.
  private static var compilerVersion: String {
    #if compiler(>=6.4)
      return ">= 6.4"
    #elseif compiler(>=6.3)
      return "6.3"
    #elseif compiler(>=6.2)
      return "6.2"
    #else
      return "< 6.2"
    #endif
  }

  /// `uname`: system, release and machine, such as `Linux-6.1.0-x86_64`.
  private static var platform: String {
    var names = utsname()
    guard uname(&names) == 0 else { return "unknown" }
    func text<T>(_ field: inout T) -> String {
      withUnsafeBytes(of: &field) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
    }
    return "\(text(&names.sysname))-\(text(&names.release))-\(text(&names.machine))"
  }

  /// The `model name` of the first CPU in `/proc/cpuinfo`.
  private static var cpuModel: String? {
    guard let bytes = try? FileReader.contents(of: "/proc/cpuinfo") else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingSpaces()
    }
    return nil
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
