import Foundation

/// A view of spinning wheels, one per component, 216 points tall (decision K10).
///
/// The wheels come from a ``dataSource``; ``selectRow(_:inComponent:animated:)`` records the
/// selection. The picker's ``intrinsicContentSize`` and ``sizeThatFits(_:)`` are 320×216 points,
/// the size Interface Builder gives a new picker; constraints may stretch it.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The standard size of a picker.
  static let standardSize = CGSize(width: 320, height: 216)

  /// The object that gives the number of components and rows.
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { reloadAllComponents() }
  }

  /// The object that gives titles and hears of selections.
  open weak var delegate: (any UIPickerViewDelegate)?

  private var selectedRows: [Int: Int] = [:]

  /// Creates a picker with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a picker from an archive, with the same defaults as `init(frame:)`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The number of components, from the data source (0 without one).
  open var numberOfComponents: Int {
    dataSource?.numberOfComponents(in: self) ?? 0
  }

  /// The number of rows in a component, from the data source (0 without one).
  ///
  /// - Parameter component: The component.
  /// - Returns: The number of rows.
  open func numberOfRows(inComponent component: Int) -> Int {
    dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
  }

  /// Selects a row in a component; a row past the end selects the last row.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The component.
  ///   - animated: Whether UIKit would animate the change (ignored).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let rows = numberOfRows(inComponent: component)
    selectedRows[component] = rows > 0 ? min(max(row, 0), rows - 1) : max(row, 0)
  }

  /// The selected row of a component, or -1 when it has no rows.
  ///
  /// - Parameter component: The component.
  /// - Returns: The row.
  open func selectedRow(inComponent component: Int) -> Int {
    guard component >= 0, component < numberOfComponents, numberOfRows(inComponent: component) > 0
    else { return -1 }
    return selectedRows[component] ?? 0
  }

  /// Reads the components again from the data source, keeping selections that still exist.
  open func reloadAllComponents() {
    for (component, row) in selectedRows {
      let rows = numberOfRows(inComponent: component)
      selectedRows[component] = rows > 0 ? min(row, rows - 1) : 0
    }
  }

  /// Reads one component again from the data source.
  ///
  /// - Parameter component: The component.
  open func reloadComponent(_ component: Int) {
    reloadAllComponents()
  }

  /// 320×216 points.
  open override var intrinsicContentSize: CGSize {
    Self.standardSize
  }

  /// 320×216 points, whatever size is offered.
  ///
  /// - Parameter size: The size offered (ignored).
  /// - Returns: 320×216.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    Self.standardSize
  }
}

/// The source of a picker's components and rows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of wheels.
  ///
  /// - Parameter pickerView: The picker.
  /// - Returns: The number of components.
  func numberOfComponents(in pickerView: UIPickerView) -> Int

  /// The number of rows on a wheel.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - component: The component.
  /// - Returns: The number of rows.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The object that gives a picker its row titles; every method is optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// A row's title.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: The title, or `nil`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
}

extension UIPickerViewDelegate {
  /// No title.
  ///
  /// - Parameters:
  ///   - pickerView: The picker.
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: `nil`.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? {
    nil
  }
}
