import Foundation
import InterfaceBuilderDocuments

/// What a document installs per size class under one view, kept so that it can be resolved
/// again when the view's size classes change (decision IB7): constraints a `<mask>` installs or
/// uninstalls, constraints whose constant varies, and subviews a `<mask key="subviews">`
/// installs or uninstalls.
///
/// As in UIKit, every such object is made at load; an uninstalled constraint is kept inactive
/// and an uninstalled subview out of the hierarchy until a size class installs it.
@MainActor
final class NibSizeClassVariations {
  struct ConstraintEntry {
    let constraint: NSLayoutConstraint
    let id: String
    /// The holding view's variations (its constraint masks).
    let masks: [IBVariation]
    /// The constraint's own variations (its constant).
    let own: [IBVariation]
    let baseConstant: CGFloat
  }

  struct SubviewEntry {
    let view: UIView
    let id: String
  }

  /// The holder's variations (its subview masks).
  let masks: [IBVariation]
  var constraints: [ConstraintEntry] = []
  /// Every document subview of the holder, installed or not, in document order.
  var subviews: [SubviewEntry] = []

  init(masks: [IBVariation]) {
    self.masks = masks
  }

  /// The size classes variations are resolved for, from a trait collection.
  static func sizeClasses(_ traits: UITraitCollection) -> (width: IBSizeClass, height: IBSizeClass)
  {
    (
      traits.horizontalSizeClass == .regular ? .regular : .compact,
      traits.verticalSizeClass == .regular ? .regular : .compact
    )
  }

  /// Installs and uninstalls the holder's subviews and constraints for new traits.
  func apply(to holder: UIView, traits: UITraitCollection) {
    let classes = Self.sizeClasses(traits)
    for (position, entry) in subviews.enumerated()
    where masks.mentions(entry.id, subviews: true) {
      let installed = masks.installs(
        entry.id, subviews: true, width: classes.width, height: classes.height)
      if installed, entry.view.superview !== holder {
        insert(entry.view, at: position, into: holder)
      } else if !installed, entry.view.superview === holder {
        entry.view.removeFromSuperview()
      }
    }
    for entry in constraints {
      if !entry.own.isEmpty {
        let resolved = entry.own.resolving([:], width: classes.width, height: classes.height)
        entry.constraint.constant =
          resolved["constant"].flatMap(Double.init).map { CGFloat($0) } ?? entry.baseConstant
      }
      let installed = entry.masks.installs(entry.id, width: classes.width, height: classes.height)
      if installed, !entry.constraint.isActive,
        Self.itemsAreInstalled(entry.constraint, under: holder)
      {
        holder.addConstraint(entry.constraint)
      } else if !installed, entry.constraint.isActive {
        holder.removeConstraint(entry.constraint)
      }
    }
  }

  /// Puts a subview back before the next document sibling that is installed.
  private func insert(_ view: UIView, at position: Int, into holder: UIView) {
    let following = subviews[(position + 1)...].lazy.map(\.view).first { $0.superview === holder }
    if let stack = holder as? UIStackView {
      let index = following.flatMap { next in stack.arrangedSubviews.firstIndex { $0 === next } }
      stack.insertArrangedSubview(view, at: index ?? stack.arrangedSubviews.count)
    } else if let following {
      holder.insertSubview(view, belowSubview: following)
    } else {
      holder.addSubview(view)
    }
  }

  /// Whether every view the constraint names is the holder or inside it.
  static func itemsAreInstalled(_ constraint: NSLayoutConstraint, under holder: UIView) -> Bool {
    [constraint.firstItem, constraint.secondItem].allSatisfy { item in
      guard let item else { return true }
      let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      guard let view else { return true }
      return view === holder || view.isDescendant(of: holder)
    }
  }
}

extension UIView {
  /// The document variations of this view, made on first use.
  func nibSizeClassVariations(masks: [IBVariation]) -> NibSizeClassVariations {
    if let existing = traitState.sizeClassVariations { return existing }
    let made = NibSizeClassVariations(masks: masks)
    traitState.sizeClassVariations = made
    return made
  }
}
