import Foundation

/// Nibs registered with table and collection views for reuse identifiers.
extension UINib {
  /// Makes the nib's objects and returns its one top-level view, as a table or collection view
  /// does when it dequeues a view registered with a nib.
  ///
  /// UIKit raises `NSInternalInconsistencyException` when the nib's top-level objects are not
  /// exactly one view of the expected class ("invalid nib registered for identifier (…) - nib
  /// must contain exactly one top level object which must be a … instance"), and when the view
  /// carries a reuse identifier other than the one it was registered for; the same messages
  /// stop the program headless.
  ///
  /// - Parameters:
  ///   - type: The class the top-level object must be of.
  ///   - identifier: The reuse identifier the nib was registered for.
  ///   - requiredClassName: The class UIKit's message names (`UICollectionReusableView` for
  ///     every collection view registration).
  ///   - kindName: The word UIKit's identifier-mismatch message starts with (`cell`, `view`).
  /// - Returns: The view.
  func instantiateReusableView<View: UIView>(
    _ type: View.Type, identifier: String, requiredClassName: String? = nil, kindName: String
  ) -> View {
    let objects = instantiate(withOwner: nil, options: nil)
    guard objects.count == 1, let view = objects.first as? View else {
      preconditionFailure(
        "NSInternalInconsistencyException: invalid nib registered for identifier (\(identifier))"
          + " - nib must contain exactly one top level object which must be a "
          + "\(requiredClassName ?? String(describing: type)) instance")
    }
    let nibIdentifier: String? =
      switch view {
      case let cell as UITableViewCell: cell.storedReuseIdentifier
      case let reusable as UICollectionReusableView: reusable.storedReuseIdentifier
      case let headerFooter as UITableViewHeaderFooterView: headerFooter.storedReuseIdentifier
      default: nil
      }
    if let nibIdentifier, !nibIdentifier.isEmpty, nibIdentifier != identifier {
      preconditionFailure(
        "NSInternalInconsistencyException: \(kindName) reuse identifier in nib (\(nibIdentifier))"
          + " does not match the identifier used to register the nib (\(identifier))")
    }
    return view
  }
}
