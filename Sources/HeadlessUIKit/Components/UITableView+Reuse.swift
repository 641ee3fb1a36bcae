import Foundation

/// How a reuse identifier's cells are made, and the cells waiting for reuse.
struct TableReuseRegistry {
  /// How new cells are made for an identifier.
  enum Registration {
    /// Instances of a registered cell class.
    case cellClass(AnyClass)
    /// A loader's function (storyboard prototypes).
    case factory(@MainActor () -> UITableViewCell)
    /// A nib whose one top-level object is the cell.
    case nib(UINib)
  }

  /// How new header-footer views are made for an identifier.
  enum HeaderFooterRegistration {
    /// Instances of a registered header-footer view class.
    case viewClass(AnyClass)
    /// A nib whose one top-level object is the view.
    case nib(UINib)
  }

  /// The registrations, by reuse identifier.
  var registrations: [String: Registration] = [:]

  /// The cells waiting for reuse, by reuse identifier.
  var queues = ReuseQueue<String, UITableViewCell>()

  /// The header-footer view registrations, by reuse identifier.
  var headerFooterRegistrations: [String: HeaderFooterRegistration] = [:]

  /// The header-footer views waiting for reuse, by reuse identifier.
  var headerFooterQueues = ReuseQueue<String, UITableViewHeaderFooterView>()
}

/// Registering and dequeuing cells (decision W3).
extension UITableView {
  /// Registers a class whose instances the table makes for a reuse identifier; `nil` removes
  /// the registration.
  ///
  /// Cells are made with `init(style: .default, reuseIdentifier:)`, as in UIKit: an app's
  /// subclass through the maker `ObjectiveCRuntime.registerClass` gave it (the
  /// `UIKitSourcesPlugin` registers every class), since Swift can call only required
  /// initializers through a class value; one without a maker stops when first dequeued, naming
  /// the registration (decisions W3, RT5).
  ///
  /// - Parameters:
  ///   - cellClass: `UITableViewCell` or a subclass, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    if let cellClass {
      precondition(
        cellClass is UITableViewCell.Type,
        "NSInvalidArgumentException: must pass a class of kind UITableViewCell")
      reuseRegistry.registrations[identifier] = .cellClass(cellClass)
    } else {
      reuseRegistry.registrations[identifier] = nil
    }
  }

  /// A cell waiting for reuse under the identifier, else a new one if the identifier is
  /// registered, else `nil`.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The cell, or `nil`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    // A reconfigured row gets its own cell back (UITableView+Updates.swift).
    if let cell = takeReconfiguringCell(withIdentifier: identifier) { return cell }
    if let cell = reuseRegistry.queues.dequeue(for: identifier) {
      cell.prepareForReuse()
      return cell
    }
    guard let registration = reuseRegistry.registrations[identifier] else { return nil }
    let cell: UITableViewCell
    switch registration {
    case .factory(let make):
      cell = make()
    case .nib(let nib):
      cell = nib.instantiateReusableView(
        UITableViewCell.self, identifier: identifier, kindName: "cell")
    case .cellClass(let cellClass):
      // (UIKit's initializer, through the class's registered maker: decision RT5)
      guard let type = cellClass as? UITableViewCell.Type else {
        preconditionFailure(
          "NSInternalInconsistencyException: could not make a cell of class \(cellClass)")
      }
      cell = ObjectiveCRuntime.makeTableViewCell(type, reuseIdentifier: identifier)
    }
    cell.storedReuseIdentifier = identifier
    return cell
  }

  /// A cell for a row: one waiting for reuse under the identifier, else a new one; the
  /// identifier must be registered (UIKit's exception otherwise).
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure(
        "NSInternalInconsistencyException: unable to dequeue a cell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
    }
    return cell
  }

  /// Puts a cell that left the screen in its identifier's reuse queue; cells without an
  /// identifier or from static sections are dropped.
  func enqueueForReuse(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard dataSource != nil, staticSections == nil, let identifier = cell.reuseIdentifier else {
      return
    }
    reuseRegistry.queues.enqueue(cell, for: identifier)
  }
}

/// Registering and dequeuing header and footer views (decisions W3, W19).
extension UITableView {
  /// Registers a class whose instances the table makes for a header-footer reuse identifier;
  /// `nil` removes the registration.
  ///
  /// Views are made with `init(reuseIdentifier:)`, an app's subclass through its registered
  /// maker, as registered cells are (decisions W3, RT5).
  ///
  /// - Parameters:
  ///   - aClass: `UITableViewHeaderFooterView` or a subclass, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    if let aClass {
      precondition(
        aClass is UITableViewHeaderFooterView.Type,
        "NSInvalidArgumentException: must pass a class of kind UITableViewHeaderFooterView")
      reuseRegistry.headerFooterRegistrations[identifier] = .viewClass(aClass)
    } else {
      reuseRegistry.headerFooterRegistrations[identifier] = nil
    }
  }

  /// A header-footer view waiting for reuse under the identifier, else a new one if the
  /// identifier is registered, else `nil`.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The view, or `nil`.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let view = reuseRegistry.headerFooterQueues.dequeue(for: identifier) {
      view.prepareForReuse()
      return view
    }
    let viewClass: AnyClass
    switch reuseRegistry.headerFooterRegistrations[identifier] {
    case nil:
      return nil
    case .nib(let nib):
      let view = nib.instantiateReusableView(
        UITableViewHeaderFooterView.self, identifier: identifier, kindName: "view")
      view.storedReuseIdentifier = identifier
      return view
    case .viewClass(let registered):
      viewClass = registered
    }
    guard let type = viewClass as? UITableViewHeaderFooterView.Type else {
      preconditionFailure(
        "NSInternalInconsistencyException: could not make a header-footer view of class "
          + "\(viewClass)")
    }
    let view = ObjectiveCRuntime.makeHeaderFooterView(type, reuseIdentifier: identifier)
    view.storedReuseIdentifier = identifier
    return view
  }

  /// Puts a header-footer view that left the table in its identifier's reuse queue, when the
  /// identifier is registered.
  func enqueueHeaderFooterViewForReuse(_ view: UITableViewHeaderFooterView) {
    guard let identifier = view.reuseIdentifier,
      reuseRegistry.headerFooterRegistrations[identifier] != nil
    else { return }
    reuseRegistry.headerFooterQueues.enqueue(view, for: identifier)
  }
}
