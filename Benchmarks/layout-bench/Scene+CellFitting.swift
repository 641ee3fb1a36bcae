import HeadlessUIKit

extension Scene {
  /// `cell-fitting`: one card cell configured with `count` items in turn and measured after
  /// each, as a table view measures self-sizing cells; the constant change toggles the
  /// title-subtitle spacing and measures again.
  static func cellFitting(count: Int) -> Scene {
    let items = CardContent.items(count)
    return Scene(
      name: "cell-fitting",
      summary: "a card cell (image, title, subtitle) configured and measured \(count) times "
        + "at 375 pt wide",
      steps: count,
      makeAutoLayout: { ConstraintCardScreen(items: items) },
      makeFrames: { FrameCardScreen(items: items) })
  }
}

/// The Auto Layout card cell, measured with `systemLayoutSizeFitting`.
@MainActor
final class ConstraintCardScreen: SceneInstance {
  private let items: [CardContent.Item]
  private let cell = ConstraintCardCell()

  var rootView: UIView { cell }

  /// Creates the cell (measuring nothing yet).
  init(items: [CardContent.Item]) {
    self.items = items
  }

  func step(_ index: Int) -> CGSize? {
    cell.configure(with: items[index])
    return cell.measure()
  }

  func changeConstantAndLayOut() {
    cell.toggleSpacing()
    _ = cell.measure()
  }

  func prepareForComparison(measured: CGSize?) {
    cell.frame = CGRect(origin: .zero, size: measured ?? cell.measure())
    cell.layoutIfNeeded()
  }
}

/// The frame-layout card cell, measured with `sizeThatFits`.
@MainActor
final class FrameCardScreen: SceneInstance {
  private let items: [CardContent.Item]
  private let cell = FrameCardCell()

  var rootView: UIView { cell }

  /// Creates the cell (measuring nothing yet).
  init(items: [CardContent.Item]) {
    self.items = items
  }

  func step(_ index: Int) -> CGSize? {
    cell.configure(with: items[index])
    return cell.measure()
  }

  func changeConstantAndLayOut() {
    cell.toggleSpacing()
    _ = cell.measure()
  }

  func prepareForComparison(measured: CGSize?) {
    cell.frame = CGRect(origin: .zero, size: measured ?? cell.measure())
    cell.layoutIfNeeded()
  }
}
