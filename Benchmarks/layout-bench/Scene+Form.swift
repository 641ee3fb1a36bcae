import HeadlessUIKit

extension Scene {
  /// `form-N`: a window holding a form of `rows` rows (label, field, hint), built and laid out
  /// from scratch; the constant change moves the first row down or up.
  static func form(rows: Int) -> Scene {
    Scene(
      name: "form-\(rows)",
      summary: "a window with \(rows) form rows (label + field + hint), built and laid out",
      steps: 0,
      makeAutoLayout: { ConstraintFormScreen(rows: rows) },
      makeFrames: { FrameFormScreen(rows: rows) })
  }

  /// `window-resize`: a window holding a form of `rows` rows, resized `count` times through
  /// widths from 320 to 1024 points and laid out after each resize.
  static func windowResize(rows: Int, count: Int) -> Scene {
    Scene(
      name: "window-resize",
      summary: "a \(rows)-row form in a window resized \(count) times (320-1024 pt wide), "
        + "laid out after each",
      steps: count,
      makeAutoLayout: { ConstraintFormScreen(rows: rows) },
      makeFrames: { FrameFormScreen(rows: rows) })
  }
}

/// The Auto Layout form in its window.
@MainActor
final class ConstraintFormScreen: SceneInstance {
  let rootView: UIView
  private let form: ConstraintFormView

  /// Builds the form (rows first, as a view controller's view is built before it joins its
  /// window), puts it in a window and lays it out.
  init(rows: Int) {
    form = ConstraintFormView(rows: rows)
    rootView = FormContent.makeWindow(holding: form)
    rootView.layoutIfNeeded()
  }

  func step(_ index: Int) -> CGSize? {
    rootView.frame = CGRect(
      origin: .zero,
      size: CGSize(width: FormContent.resizeWidth(index), height: FormContent.windowSize.height))
    rootView.layoutIfNeeded()
    return nil
  }

  func changeConstantAndLayOut() {
    form.toggleTopInset()
    rootView.layoutIfNeeded()
  }
}

/// The frame-layout form in its window.
@MainActor
final class FrameFormScreen: SceneInstance {
  let rootView: UIView
  private let form: FrameFormView

  /// Builds the form, puts it in a window and lays it out.
  init(rows: Int) {
    form = FrameFormView(rows: rows)
    rootView = FormContent.makeWindow(holding: form)
    rootView.layoutIfNeeded()
  }

  func step(_ index: Int) -> CGSize? {
    rootView.frame = CGRect(
      origin: .zero,
      size: CGSize(width: FormContent.resizeWidth(index), height: FormContent.windowSize.height))
    rootView.layoutIfNeeded()
    return nil
  }

  func changeConstantAndLayOut() {
    form.toggleTopInset()
    rootView.layoutIfNeeded()
  }
}
