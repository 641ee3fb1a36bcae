import ArgumentParser
import HeadlessUIKit
import SourceCompatibility

// The values of the tool's options, parsed by swift-argument-parser: a value outside a list is
// a usage error (exit status 64, with the command's usage), never a failure of the command.
// Names are matched without regard to case.

/// An option value chosen from a fixed list of names.
protocol NamedOptionValue: CaseIterable, ExpressibleByArgument, RawRepresentable
where RawValue == String {}

extension NamedOptionValue {
  init?(argument: String) {
    guard
      let found = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() })
    else { return nil }
    self = found
  }

  static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--orientation`.
enum OrientationOption: String, NamedOptionValue {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  /// Landscape with the home button (or indicator) on the right, UIKit's usual landscape.
  case landscape

  /// The interface orientation.
  var interfaceOrientation: UIInterfaceOrientation {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeLeft
    case .landscapeRight, .landscape: .landscapeRight
    }
  }
}

/// `--content-size-category`: a Dynamic Type size.
enum ContentSizeOption: String, NamedOptionValue {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// UIKit's category.
  var category: UIContentSizeCategory {
    switch self {
    case .extraSmall: .extraSmall
    case .small: .small
    case .medium: .medium
    case .large: .large
    case .extraLarge: .extraLarge
    case .extraExtraLarge: .extraExtraLarge
    case .extraExtraExtraLarge: .extraExtraExtraLarge
    case .accessibilityMedium: .accessibilityMedium
    case .accessibilityLarge: .accessibilityLarge
    case .accessibilityExtraLarge: .accessibilityExtraLarge
    case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
    case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
    }
  }
}

/// `--appearance`.
enum AppearanceOption: String, NamedOptionValue {
  case light, dark

  /// UIKit's interface style.
  var style: UIUserInterfaceStyle { self == .dark ? .dark : .light }
}

/// `--text-metrics`: where text sizes come from.
enum TextMetricsOption: String, NamedOptionValue {
  /// The installed fonts, as at run time.
  case fonts
  /// Each label's and button's frame in the document.
  case stored

  /// The instantiator's setting.
  var metrics: NibTextMetrics { self == .fonts ? .fonts : .storedFrames }
}

/// `--format` of files written to a directory.
enum ImageFormatOption: String, NamedOptionValue {
  case png, svg
}

/// `--swift-version` of `compat`.
enum SwiftVersionOption: String, NamedOptionValue {
  case five = "5"
  case six = "6"
  case both

  /// The language modes to check, in order.
  var modes: [Int] {
    switch self {
    case .five: [5]
    case .six: [6]
    case .both: [5, 6]
    }
  }
}

/// `--system-version`: a major iOS release whose layout metrics to simulate (decision GN1).
struct SystemVersionOption: ExpressibleByArgument, Equatable {
  /// The major version: 12 to 18, or 26.
  let majorVersion: Int

  init?(argument: String) {
    guard let version = Int(argument), (12...18).contains(version) || version == 26 else {
      return nil
    }
    majorVersion = version
  }

  static var allValueStrings: [String] { (12...18).map(String.init) + ["26"] }

  /// The system generation.
  var generation: SystemGeneration { SystemGeneration(majorVersion: majorVersion) }
}

/// `--device`: a catalogue device's name, or `all`.
struct DeviceOption: ExpressibleByArgument, Equatable {
  /// The name as given.
  let name: String

  /// Whether every catalogue device is meant.
  var isAll: Bool { name.lowercased() == "all" }

  init?(argument: String) {
    guard argument.lowercased() == "all" || HeadlessDevice.named(argument) != nil else {
      return nil
    }
    name = argument
  }

  init(device: HeadlessDevice) {
    name = device.name
  }

  static var defaultCompletionKind: CompletionKind {
    .list(["all"] + HeadlessDevice.all.map(\.name))
  }
}

/// `--group-by` of `compat`.
enum GroupingOption: String, NamedOptionValue {
  case prefix, folder, all

  /// The grouping.
  var grouping: SourceGrouping {
    switch self {
    case .prefix: .prefix
    case .folder: .folder
    case .all: .all
    }
  }
}
