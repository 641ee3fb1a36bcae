import Foundation

/// A description of the machine and build, printed to standard error around the results.
package enum MachineInfo {
  /// `release` or `debug`: the configuration this executable (and so the library) was built in.
  package static let buildConfiguration: String = {
    #if DEBUG
      return "debug"
    #else
      return "release"
    #endif
  }()

  /// `{"machine": {...}}`: compiler, build, system, CPU count and model, and load average.
  package static var line: JSONLine {
    var info: [(String, JSONLine)] = [
      ("swift", .string(compilerVersion)),
      ("build", .string(buildConfiguration)),
      ("os", .string(ProcessInfo.processInfo.operatingSystemVersionString)),
      ("cpus", .int(ProcessInfo.processInfo.activeProcessorCount)),
    ]
    if let model = cpuModel { info.append(("cpu", .string(model))) }
    if let load = loadAverage { info.append(("load_average", .string(load))) }
    return .object([("machine", .object(info))])
  }

  /// The 1-, 5- and 15-minute load averages from `/proc/loadavg`, if readable.
  package static var loadAverage: String? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

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

  /// The `model name` of the first CPU in `/proc/cpuinfo`.
  private static var cpuModel: String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
