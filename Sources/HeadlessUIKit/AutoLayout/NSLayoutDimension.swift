import Foundation

/// An anchor for a size (a width or height of a view or layout guide) or for the distance
/// between two locations (`anchorWithOffset(to:)`); it relates only to other dimensions, or to
/// a constant.
///
///     avatar.widthAnchor.constraint(equalToConstant: 44)
///     avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 0.75)
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint `receiver == c`.
  ///
  /// - Parameter c: The constant.
  /// - Returns: An inactive constraint.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, to: nil, multiplier: 1, constant: c)
  }

  /// A constraint `receiver >= c`.
  ///
  /// - Parameter c: The constant.
  /// - Returns: An inactive constraint.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: nil, multiplier: 1, constant: c)
  }

  /// A constraint `receiver <= c`.
  ///
  /// - Parameter c: The constant.
  /// - Returns: An inactive constraint.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: nil, multiplier: 1, constant: c)
  }

  /// A constraint `receiver == m × anchor`.
  ///
  /// A multiplier of 0 relates the receiver to the constant 0 and leaves no second item, as
  /// in UIKit.
  ///
  /// - Parameters:
  ///   - anchor: Another dimension.
  ///   - m: The multiplier.
  /// - Returns: An inactive constraint.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, to: anchor.definition, multiplier: m, constant: 0)
  }

  /// A constraint `receiver >= m × anchor`.
  ///
  /// - Parameters:
  ///   - anchor: Another dimension.
  ///   - m: The multiplier.
  /// - Returns: An inactive constraint.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, to: anchor.definition, multiplier: m, constant: 0)
  }

  /// A constraint `receiver <= m × anchor`.
  ///
  /// - Parameters:
  ///   - anchor: Another dimension.
  ///   - m: The multiplier.
  /// - Returns: An inactive constraint.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, to: anchor.definition, multiplier: m, constant: 0)
  }

  /// A constraint `receiver == m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: Another dimension.
  ///   - m: The multiplier.
  ///   - c: The constant.
  /// - Returns: An inactive constraint.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, to: anchor.definition, multiplier: m, constant: c)
  }

  /// A constraint `receiver >= m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: Another dimension.
  ///   - m: The multiplier.
  ///   - c: The constant.
  /// - Returns: An inactive constraint.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor.definition, multiplier: m, constant: c)
  }

  /// A constraint `receiver <= m × anchor + c`.
  ///
  /// - Parameters:
  ///   - anchor: Another dimension.
  ///   - m: The multiplier.
  ///   - c: The constant.
  /// - Returns: An inactive constraint.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor.definition, multiplier: m, constant: c)
  }
}
