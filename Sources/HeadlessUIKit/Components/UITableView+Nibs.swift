import Foundation

/// Registering nibs for cells and header-footer views (decision CL1).
extension UITableView {
  /// Registers a nib whose one top-level object is the cell the table makes for a reuse
  /// identifier; `nil` removes the registration.
  ///
  /// Dequeuing the identifier instantiates the nib (with no owner) and uses its top-level
  /// `UITableViewCell`; any other content stops with UIKit's "invalid nib registered for
  /// identifier" exception.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    reuseRegistry.registrations[identifier] = nib.map { .nib($0) }
  }

  /// Registers a nib whose one top-level object is the header or footer view the table makes
  /// for a reuse identifier; `nil` removes the registration.
  ///
  /// Dequeuing the identifier instantiates the nib and uses its top-level
  /// `UITableViewHeaderFooterView`.
  ///
  /// - Parameters:
  ///   - nib: The nib, or `nil`.
  ///   - identifier: The reuse identifier.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    reuseRegistry.headerFooterRegistrations[identifier] = nib.map { .nib($0) }
  }
}
