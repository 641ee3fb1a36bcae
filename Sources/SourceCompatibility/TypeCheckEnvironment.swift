import Foundation

/// Where the compiler and HeadlessUIKit's compiled modules are, and how to call the compiler.
public struct TypeCheckEnvironment: Sendable {
  /// The Swift compiler (`swiftc`).
  public var compiler: URL
  /// The folder of compiled modules, holding `UIKit.swiftmodule` and the modules it imports.
  public var modules: URL
  /// Extra arguments: the C module maps HeadlessUIKit's text and rendering modules import, and
  /// the include folders their headers need.
  public var clangArguments: [String]

  /// Creates an environment from explicit parts.
  public init(compiler: URL, modules: URL, clangArguments: [String]) {
    self.compiler = compiler
    self.modules = modules
    self.clangArguments = clangArguments
  }

  /// The environment of this build: `swiftc` from `SWIFTC` or the `PATH`, the `Modules` folder
  /// beside the running executable (SwiftPM's layout: `.build/debug/Modules`) unless `modules`
  /// is given, and the C module maps of the package this module was compiled from.
  ///
  /// - Throws: ``CompatibilityError/compilerUnavailable(_:)`` without a compiler,
  ///   ``CompatibilityError/missingModules(_:)`` without `UIKit.swiftmodule`.
  public static func current(modules: String? = nil) throws(CompatibilityError)
    -> TypeCheckEnvironment
  {
    let environment = ProcessInfo.processInfo.environment
    let compiler: URL
    if let explicit = environment["SWIFTC"], !explicit.isEmpty {
      compiler = URL(fileURLWithPath: explicit)
    } else if let found = (environment["PATH"] ?? "").split(separator: ":").lazy
      .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
      .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    {
      compiler = found
    } else {
      throw .compilerUnavailable("swiftc is not on the PATH (set SWIFTC)")
    }
    let folder: URL
    if let modules {
      folder = URL(fileURLWithPath: modules, isDirectory: true)
    } else {
      let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      folder = executable.deletingLastPathComponent().appendingPathComponent("Modules")
    }
    guard
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("UIKit.swiftmodule").path)
    else { throw .missingModules(folder.path) }
    return TypeCheckEnvironment(
      compiler: compiler, modules: folder, clangArguments: packageClangArguments())
  }

  /// The module maps of the package's C targets (the system libraries, the JPEG shim, and the
  /// map that gives `os` its submodules `os.log` and `os.signpost`), and the FreeType headers'
  /// include folder (as `pkg-config --cflags freetype2` gives it on Debian and Ubuntu).
  static func packageClangArguments() -> [String] {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    var arguments: [String] = []
    for library in [
      "CFreeType", "CFontConfig", "CLibPNG", "CJPEG", "CJPEGShim/include", "COSModuleMap/include",
    ] {
      let map = sources.appendingPathComponent("\(library)/module.modulemap")
      if FileManager.default.fileExists(atPath: map.path) {
        arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
      }
    }
    for include in ["/usr/include/freetype2", "/usr/include/libpng16"]
    where FileManager.default.fileExists(atPath: include) {
      arguments += ["-Xcc", "-I\(include)"]
    }
    return arguments
  }

  /// The modules that can be imported: the toolchain's and those in ``modules``.
  var availableModules: Set<String> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
    return PreparedGroup.toolchainModules.union(
      names.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(12)) })
  }

  /// Type-checks files as one module and returns the compiler's output (standard error and
  /// standard output together).
  ///
  /// - Throws: ``CompatibilityError/compilerUnavailable(_:)`` when the compiler cannot start.
  func typeCheck(_ files: [URL], moduleName: String, languageMode: Int) throws(CompatibilityError)
    -> String
  {
    let process = Process()
    process.executableURL = compiler
    process.arguments =
      [
        "-typecheck", "-swift-version", String(languageMode), "-module-name", moduleName,
        "-I", modules.path,
      ] + clangArguments + files.map(\.path)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      throw .compilerUnavailable("\(compiler.path): \(error.localizedDescription)")
    }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }
}
