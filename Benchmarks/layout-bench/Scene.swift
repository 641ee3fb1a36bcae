import HeadlessUIKit

/// One laid-out screen of a scene, in one of its two versions (Auto Layout or frames).
///
/// Making an instance builds its view tree and lays it out; the steps and the constant change
/// then work on that tree.
@MainActor
protocol SceneInstance: AnyObject {
  /// The root of the tree whose frames the check compares.
  var rootView: UIView { get }

  /// Runs step `index` of the scene (a resize and layout, or one measurement).
  ///
  /// - Returns: The size the step measured, or `nil` if it measures nothing.
  func step(_ index: Int) -> CGSize?

  /// Changes one constant (a constraint's, or the property the frame code reads), then lays
  /// out or measures again; each call toggles between two values.
  func changeConstantAndLayOut()

  /// Prepares the tree for a frame comparison after step `index` or the constant change
  /// (a measured cell is given its measured size and laid out); does nothing by default.
  func prepareForComparison(measured: CGSize?)
}

extension SceneInstance {
  func prepareForComparison(measured: CGSize?) {}
}

/// A benchmark scene: the same screen written twice, once with Auto Layout and once with
/// hand-written frame layout.
@MainActor
struct Scene {
  /// The name `--scene` accepts, such as `form-50`.
  let name: String

  /// One line saying what the scene does.
  let summary: String

  /// The number of steps after the build (resizes or measurements).
  let steps: Int

  /// Builds and lays out the Auto Layout version.
  let makeAutoLayout: @MainActor () -> any SceneInstance

  /// Builds and lays out the hand-written frame version.
  let makeFrames: @MainActor () -> any SceneInstance

  /// Every scene, in the order they run.
  static let all: [Scene] =
    [10, 50, 100, 200, 1000].map { form(rows: $0) } + [
      cellFitting(count: 10_000), windowResize(rows: 50, count: 1000),
    ]

  /// The number of views in a tree, its root included.
  static func viewCount(_ root: UIView) -> Int {
    root.subviews.reduce(1) { $0 + viewCount($1) }
  }
}
