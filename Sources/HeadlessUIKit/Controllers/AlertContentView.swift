import Foundation

/// The geometry of alerts and action sheets (decision: UIKit does not document it; the values
/// are those of iOS 17's alerts as measured in the Simulator, rounded).
///
/// An alert is 270 points wide: the title (17-point semibold) and message (13-point) centred
/// with 16-point side insets and 20 points above and below, the text fields 24 points high with
/// 8 between, then the buttons, 44 points high: side by side when there are exactly two,
/// stacked otherwise. An action sheet on iPhone is as wide as the screen's short side less 16
/// points, its buttons 57 points high, the cancel button in its own group 8 points below, and it
/// sits 8 points above the bottom of the safe area (on the safe area's edge when it has a
/// bottom inset).
enum AlertMetrics {
  static let alertWidth: CGFloat = 270
  static let alertButtonHeight: CGFloat = 44
  static let sheetButtonHeight: CGFloat = 57
  static let sheetMargin: CGFloat = 8
  static let headerInset: CGFloat = 16
  static let headerVerticalInset: CGFloat = 20
  static let titleMessageSpacing: CGFloat = 4
  static let fieldHeight: CGFloat = 24
  static let fieldSpacing: CGFloat = 8
  /// The width of an action sheet shown as a popover.
  static let popoverSheetWidth: CGFloat = 304
}

/// An alert's box: the header labels, the text fields and one button per action.
final class AlertContentView: UIView {
  private weak var controller: UIAlertController?
  let titleLabel = UILabel(frame: .zero)
  let messageLabel = UILabel(frame: .zero)
  private(set) var buttons: [UIButton] = []
  /// The cancel button of an action sheet, in its own group below the others.
  private(set) var cancelButton: UIButton?

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: CGRect(x: 0, y: 0, width: AlertMetrics.alertWidth, height: 0))
    for label in [titleLabel, messageLabel] {
      label.numberOfLines = 0
      label.textAlignment = .center
      addSubview(label)
    }
    titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    messageLabel.font = UIFont.systemFont(ofSize: 13)
    rebuild()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Makes the labels, fields and buttons match the controller.
  func rebuild() {
    guard let controller else { return }
    titleLabel.text = controller.title
    messageLabel.text = controller.message
    for button in buttons { button.removeFromSuperview() }
    buttons = []
    cancelButton = nil
    for field in controller.textFields ?? [] where field.superview !== self { addSubview(field) }
    for action in controller.displayedActions {
      let button = UIButton(type: .system)
      button.setTitle(action.title, for: .normal)
      button.isEnabled = action.isEnabled
      addSubview(button)
      if controller.preferredStyle == .actionSheet, action.style == .cancel {
        cancelButton = button
      } else {
        buttons.append(button)
      }
    }
    setNeedsLayout()
  }

  private var isSheet: Bool {
    controller?.preferredStyle == .actionSheet
  }

  private var buttonHeight: CGFloat {
    isSheet ? AlertMetrics.sheetButtonHeight : AlertMetrics.alertButtonHeight
  }

  /// The header's height at a width: zero without a title or message.
  private func headerHeight(width: CGFloat) -> CGFloat {
    let textWidth = width - 2 * AlertMetrics.headerInset
    var height: CGFloat = 0
    var lines = 0
    for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
      height +=
        label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        .height
      lines += 1
    }
    guard lines > 0 else { return 0 }
    return height + CGFloat(lines - 1) * AlertMetrics.titleMessageSpacing + 2
      * AlertMetrics.headerVerticalInset
  }

  /// Whether two alert buttons sit side by side.
  private var buttonsSideBySide: Bool {
    !isSheet && buttons.count == 2
  }

  /// The height of the main group (header, fields, buttons) at a width.
  private func mainGroupHeight(width: CGFloat) -> CGFloat {
    let fields = controller?.textFields?.count ?? 0
    var height = headerHeight(width: width)
    if fields > 0 {
      height +=
        CGFloat(fields) * AlertMetrics.fieldHeight + CGFloat(fields)
        * AlertMetrics.fieldSpacing
    }
    let rows = buttonsSideBySide ? 1 : buttons.count
    return height + CGFloat(rows) * buttonHeight
  }

  /// The box's height at a width, both groups of an action sheet included.
  func fittingHeight(width: CGFloat) -> CGFloat {
    var height = mainGroupHeight(width: width)
    if cancelButton != nil { height += AlertMetrics.sheetMargin + buttonHeight }
    return height
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    let textWidth = width - 2 * AlertMetrics.headerInset
    var y: CGFloat = 0
    if headerHeight(width: width) > 0 { y += AlertMetrics.headerVerticalInset }
    for label in [titleLabel, messageLabel] {
      guard !(label.text ?? "").isEmpty else {
        label.frame = CGRect(x: AlertMetrics.headerInset, y: y, width: textWidth, height: 0)
        continue
      }
      let height = label.sizeThatFits(
        CGSize(width: textWidth, height: .greatestFiniteMagnitude)
      ).height
      label.frame = CGRect(x: AlertMetrics.headerInset, y: y, width: textWidth, height: height)
      y += height + AlertMetrics.titleMessageSpacing
    }
    if headerHeight(width: width) > 0 {
      y += AlertMetrics.headerVerticalInset - AlertMetrics.titleMessageSpacing
    }
    for field in controller?.textFields ?? [] {
      field.frame = CGRect(
        x: AlertMetrics.headerInset, y: y, width: textWidth, height: AlertMetrics.fieldHeight)
      y += AlertMetrics.fieldHeight + AlertMetrics.fieldSpacing
    }
    if buttonsSideBySide {
      let half = width / 2
      for (index, button) in buttons.enumerated() {
        button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: buttonHeight)
      }
      y += buttonHeight
    } else {
      for button in buttons {
        button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
        y += buttonHeight
      }
    }
    if let cancelButton {
      cancelButton.frame = CGRect(
        x: 0, y: y + AlertMetrics.sheetMargin, width: width, height: buttonHeight)
    }
  }
}

/// Places an alert's box: centred in the safe area, 270 points wide.
final class AlertPresentationController: UIPresentationController, BuiltInPresentationController {
  override var shouldPresentInFullscreen: Bool { false }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView,
      let box = presentedViewController.view as? AlertContentView
    else { return .zero }
    let bounds = container.bounds
    let safe = presentingViewController.viewIfLoaded?.window?.safeAreaInsets ?? .zero
    let area = bounds.inset(by: safe)
    let height = min(box.fittingHeight(width: AlertMetrics.alertWidth), area.height)
    return CGRect(
      x: area.midX - AlertMetrics.alertWidth / 2, y: area.midY - height / 2,
      width: AlertMetrics.alertWidth, height: height)
  }

  func style(in classes: UIUserInterfaceSizeClass) -> UIModalPresentationStyle { .custom }
}

/// Places an action sheet: at the bottom of the safe area in a compact width, as a popover
/// (which needs a source) in a regular one.
final class ActionSheetPresentationController: UIPopoverPresentationController,
  BuiltInPresentationController
{
  /// Whether the sheet shows as a popover (regular width).
  var isPopover = false

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView,
      let box = presentedViewController.view as? AlertContentView
    else { return .zero }
    if isPopover {
      let height = box.fittingHeight(width: AlertMetrics.popoverSheetWidth)
      presentedViewController.preferredContentSize = CGSize(
        width: AlertMetrics.popoverSheetWidth, height: height)
      return super.frameOfPresentedViewInContainerView
    }
    let bounds = container.bounds
    let safe = presentingViewController.viewIfLoaded?.window?.safeAreaInsets ?? .zero
    let width = min(bounds.width, bounds.height) - 2 * AlertMetrics.sheetMargin
    let height = box.fittingHeight(width: width)
    let bottom = bounds.maxY - max(safe.bottom, AlertMetrics.sheetMargin)
    return CGRect(
      x: bounds.midX - width / 2, y: max(bounds.minY + safe.top, bottom - height), width: width,
      height: height)
  }

  func style(in classes: UIUserInterfaceSizeClass) -> UIModalPresentationStyle {
    isPopover = classes == .regular
    guard isPopover else { return .custom }
    precondition(
      hasSource,
      "NSGenericException: Your application has presented a UIAlertController "
        + "(\(ObjectAddress.short(presentedViewController))) of style "
        + "UIAlertControllerStyleActionSheet from \(ObjectAddress.short(presentingViewController)). "
        + "The modalPresentationStyle of a UIAlertController with this style is "
        + "UIModalPresentationPopover. You must provide location information for this popover "
        + "through the alert controller's popoverPresentationController. You must provide either "
        + "a sourceView and sourceRect or a barButtonItem.  If this information is not known when "
        + "you present the alert controller, you may provide it in the UIPopoverPresentationController "
        + "delegate method -prepareForPopoverPresentation.")
    return .popover
  }
}
