import ArgumentParser
import Examples
import Foundation
import HeadlessUIKit

/// The `headless-uikit` command: lays out bundled scenes headless and shows the result.
@main
struct HeadlessUIKitTool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "headless-uikit",
    abstract: "Lay out UIKit scenes headless and show what was laid out.",
    subcommands: [
      DumpCommand.self, RenderCommand.self, CheckCommand.self, FidelityCommand.self,
      ExamplesCommand.self, CompatibilityCommand.self, LintCommand.self,
      DevicesCommand.self,
    ],
    defaultSubcommand: DumpCommand.self
  )
}
