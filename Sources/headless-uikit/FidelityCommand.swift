import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit
import InterfaceBuilderDocuments
import InterfaceBuilderFidelity

/// `headless-uikit fidelity DIR [--known FILE] [-o REPORT.md]`: lays out every storyboard and
/// xib of a folder on the device it was saved for and writes the fidelity report: per document,
/// the views within 0.5 pt of their stored frames with the installed fonts and with the stored
/// text sizes, and every other mismatch with its cause from the known-mismatch list.
struct FidelityCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fidelity",
    abstract: "Compare every document of a folder with the frames Xcode stored; write a report.")

  @Argument(help: "The folder of .storyboard and .xib files.")
  var folder: String

  @Option(help: "The known mismatches: lines of file, view id and cause separated by tabs.")
  var known: String?

  @Option(help: "The report's title (its first heading).")
  var title = "Storyboard fidelity"

  @Option(
    name: [.short, .customLong("output")],
    help: "The Markdown file to write (default: standard output).")
  var output: String?

  @Option(
    help: """
      The installed family that stands in for the system font (HeadlessFonts.systemFamily; \
      default Inter, or DejaVu Sans when Inter is not installed).
      """)
  var systemFont: String?

  func run() throws {
    let result = MainActor.assumeIsolated { () -> Result<String, ToolError> in
      do {
        return .success(try report())
      } catch let error as ToolError {
        return .failure(error)
      } catch {
        return .failure(ToolError("\(error)"))
      }
    }
    let text = try result.get()
    if let output {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
      } catch {
        throw ToolError("cannot write '\(output)': \(error.localizedDescription)")
      }
    } else {
      print(text, terminator: "")
    }
  }

  /// The report's Markdown.
  @MainActor
  private func report() throws -> String {
    if let systemFont { HeadlessFonts.systemFamily = systemFont }
    ExampleStoryboards.register()
    let causes = try KnownMismatches(path: known)
    let directory = URL(fileURLWithPath: folder)
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    } catch {
      throw ToolError("cannot read the folder '\(folder)': \(error.localizedDescription)")
    }
    var rows: [String] = []
    var unexplained: [String] = []
    var refused: [String] = []
    var totals = (views: 0, matched: 0, stored: 0, views2: 0, matched2: 0, stored2: 0)
    for file in files {
      let fidelity: StoryboardFidelity
      do {
        fidelity = try StoryboardFidelity.evaluate(
          documentAt: directory.appendingPathComponent(file))
      } catch {
        refused.append("- `\(file)`: \(error.message) (\(error.kind))")
        continue
      }
      let views = fidelity.views.count
      let matched = fidelity.count(.matched)
      let fonts = fidelity.count(.fontMetrics)
      let other = fidelity.count(.mismatched)
      if fidelity.usesAutoLayout {
        totals.views += views
        totals.matched += matched
        totals.stored += matched + fonts
      } else {
        totals.views2 += views
        totals.matched2 += matched
        totals.stored2 += matched + fonts
      }
      rows.append(
        "| `\(file)` | \(fidelity.usesAutoLayout ? "yes" : "no") | \(views) | \(matched) | "
          + "\(fonts) | \(other) | \(fidelity.skipped) | \(percent(matched, views)) | "
          + "\(percent(matched + fonts, views)) |")
      for view in fidelity.views where view.outcome == .mismatched {
        let cause =
          causes.cause(file: file, id: view.id)
          ?? causes.cause(file: file, id: "scene:" + view.scene)
          ?? causes.cause(file: file, id: "*") ?? "**not explained**"
        unexplained.append(
          "| `\(file)` | \(view.scene) | \(view.id) | \(view.className) | \(rect(view.stored)) | "
            + "\(rect(view.computedWithStoredText)) | \(cause) |")
      }
    }
    var lines = [
      "# \(title)",
      "",
      "Every document of `\(folder)` laid out headless on the device it was saved for, each view compared with the frame Xcode stored for it (within 0.5 pt). "
        + "Regenerate with `Scripts/fidelity-report.sh`.",
      "",
      "- **Matched**: within 0.5 pt with the installed fonts (\(HeadlessFonts.systemFamily) "
        + "for the system font).",
      "- **Font metrics**: within 0.5 pt only when each label and button measures the size "
        + "Xcode stored for it (decision IB9): the difference is San Francisco's metrics, not "
        + "the layout.",
      "- **Other**: neither; each is listed below with its cause.",
      "",
      "Auto Layout documents: \(totals.matched) of \(totals.views) views matched "
        + "(\(percent(totals.matched, totals.views))); \(totals.stored) of \(totals.views) "
        + "(\(percent(totals.stored, totals.views))) with stored text sizes.",
      "Documents without Auto Layout: \(totals.matched2) of \(totals.views2) matched; "
        + "\(totals.stored2) with stored text sizes.",
      "",
      "| Document | Auto Layout | Views | Matched | Font metrics | Other | Skipped | Matched % | "
        + "With stored text % |",
      "|---|---|---|---|---|---|---|---|---|",
    ]
    lines += rows
    lines += [
      "", "## Documents refused", "",
    ]
    lines += refused.isEmpty ? ["None."] : refused
    lines += [
      "", "## Mismatches not explained by font metrics", "",
      "| Document | Scene | View | Class | Stored | Computed (stored text) | Cause |",
      "|---|---|---|---|---|---|---|",
    ]
    lines += unexplained
    return lines.joined(separator: "\n") + "\n"
  }

  private func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "–" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
  }

  private func rect(_ r: CGRect) -> String {
    GeometryFormat.commaRect(r, fractionDigits: 2)
  }
}

/// The known-mismatch list: one line per view, `file<TAB>view id<TAB>cause`, where the view id
/// may also be `scene:ID` (every mismatch of a scene) or `*` (of the document); `#` starts a
/// comment line.
struct KnownMismatches {
  private var causes: [String: String] = [:]

  /// Reads the list; no path gives an empty list.
  init(path: String?) throws(ToolError) {
    guard let path else { return }
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw ToolError("cannot read the known mismatches '\(path)': \(error.localizedDescription)")
    }
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
      guard fields.count == 3 else {
        throw ToolError("\(path):\(number + 1): expected file, view id and cause separated by tabs")
      }
      causes[fields[0] + "\t" + fields[1]] = fields[2]
    }
  }

  /// The cause recorded for a view, if any.
  func cause(file: String, id: String) -> String? {
    causes[file + "\t" + id]
  }
}
