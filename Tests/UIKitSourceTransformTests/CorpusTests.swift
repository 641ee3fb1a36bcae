import Foundation
import Testing

@testable import UIKitSourceTransform

/// The corpus of real apps' UIKit files (Tests/Fixtures/UIKitSwift), by repository prefix.
func corpusGroups() throws -> [String: [SourceText]] {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/UIKitSwift")
  let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    .filter { $0.hasSuffix(".swift") }.sorted()
  var groups: [String: [SourceText]] = [:]
  for name in names {
    let url = folder.appendingPathComponent(name)
    let text = try String(contentsOf: url, encoding: .utf8)
    let prefix = String(name.split(separator: "-").first ?? Substring(name))
    groups[prefix, default: []].append(SourceText(path: url.path, text: text))
  }
  return groups
}

@Suite("The transform over the corpus of real apps' files")
struct CorpusTests {
  @Test("every repository transforms; each refusal names a place in its files")
  func corpus() throws {
    let groups = try corpusGroups()
    #expect(groups.count == 22)
    var refusals: [TransformDiagnostic] = []
    for (name, files) in groups {
      let result = SourceTransform(moduleName: name).run(files)
      #expect(result.files.count == files.count)
      for (output, input) in zip(result.files, files.sorted { $0.path < $1.path }) {
        let lines = output.text.rewrittenLines
        // Every line of the user's file is in the copy, at its own number.
        #expect(
          lines.count >= input.text.split(separator: "\n", omittingEmptySubsequences: false).count
            - 1)
      }
      refusals += result.diagnostics
    }
    // What the transform refuses in the corpus: one uncalled reference that names overloaded
    // optional requirements by base name alone (fspagerview) — listed, not miscompiled.
    for refusal in refusals {
      #expect(refusal.location.line >= 1)
      #expect(refusal.location.file.hasSuffix(".swift"))
    }
    #expect(refusals.count <= 1)
  }

  @Test("mutated corpus files never crash the transform", arguments: [0, 1, 2, 3])
  func mutations(seed: UInt64) throws {
    // (Fuzz/run-transform-fuzzer.sh sets more iterations and another seed base)
    let base = UInt64(ProcessInfo.processInfo.environment["UIKIT_SOURCES_FUZZ_SEED"] ?? "") ?? 0
    var generator = SplitMix(seed: base &* 4 &+ seed)
    let files = try corpusGroups().values.flatMap { $0 }.sorted { $0.path < $1.path }
    let iterations =
      Int(ProcessInfo.processInfo.environment["UIKIT_SOURCES_FUZZ_ITERATIONS"] ?? "") ?? 40
    for _ in 0..<iterations {
      let file = files[Int(generator.next() % UInt64(files.count))]
      let mutated = Mutator.mutate(file.text, using: &generator)
      let result = SourceTransform(moduleName: "Fuzz").run([
        SourceText(path: file.path, text: mutated)
      ])
      for diagnostic in result.diagnostics {
        #expect(diagnostic.location.line >= 1)
      }
    }
  }
}

/// A small, seeded random number generator (SplitMix64), so that mutations repeat.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Mutations of Swift text that stress the scanner and the rewrite: lines deleted, duplicated
/// or swapped, the text cut short, tokens the transform looks for inserted at random places,
/// brackets dropped.
enum Mutator {
  static let tokens = [
    "@objc ", "@objc(a:b:) ", "@IBOutlet ", "@IBAction ", "dynamic ", "optional ", "override ",
    "#selector(", "#selector(getter: x)", "#keyPath(", "?.m?(", ")", "}", "{", "extension X {",
    "@objc protocol P { @objc optional func f(_ x: Int) }", "class C: UIView {", "\"", "/*",
    "#if os(iOS)\n",
    "#endif\n",
  ]

  static func mutate(_ text: String, using generator: inout SplitMix) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard !lines.isEmpty else { return text }
    for _ in 0..<(1 + Int(generator.next() % 4)) {
      let index = Int(generator.next() % UInt64(lines.count))
      switch generator.next() % 6 {
      case 0: lines.remove(at: index)
      case 1: lines.insert(lines[index], at: index)
      case 2:
        let other = Int(generator.next() % UInt64(lines.count))
        lines.swapAt(index, other)
      case 3: lines = Array(lines.prefix(index + 1))
      case 4:
        let token = tokens[Int(generator.next() % UInt64(tokens.count))]
        let line = lines[index]
        let cut = line.index(
          line.startIndex, offsetBy: Int(generator.next() % UInt64(line.count + 1)))
        lines[index] = String(line[..<cut]) + token + String(line[cut...])
      default:
        lines[index] = lines[index].filter { !"(){}".contains($0) }
      }
      if lines.isEmpty { lines = [""] }
    }
    return lines.joined(separator: "\n")
  }
}
