import Foundation

/// A layout guide that activates and deactivates constraints as it comes near to or moves away
/// from the edges of its owning view (decision CL6).
///
/// An edge counts as near while the guide's edge is within a tenth of the owning view's size
/// of the view's edge on that axis (3 % at the bottom), UIKit's proportional thresholds. The
/// guide checks after each layout pass of its owning view.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  /// The tracked constraints: active near an edge, or away from it.
  private var nearConstraints: [UInt: [NSLayoutConstraint]] = [:]
  private var awayConstraints: [UInt: [NSLayoutConstraint]] = [:]

  /// Sets the constraints to activate while the guide is near an edge and to deactivate while
  /// it is away from it; an empty array stops tracking the edge.
  ///
  /// - Parameters:
  ///   - trackingConstraints: The constraints.
  ///   - edge: The edge.
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    for constraint in nearConstraints[edge.rawValue] ?? [] { constraint.isActive = false }
    nearConstraints[edge.rawValue] = trackingConstraints.isEmpty ? nil : trackingConstraints
    updateTrackedConstraints()
  }

  /// Sets the constraints to activate while the guide is away from an edge and to deactivate
  /// while it is near it; an empty array stops tracking the edge.
  ///
  /// - Parameters:
  ///   - trackingConstraints: The constraints.
  ///   - edge: The edge.
  open func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    for constraint in awayConstraints[edge.rawValue] ?? [] { constraint.isActive = false }
    awayConstraints[edge.rawValue] = trackingConstraints.isEmpty ? nil : trackingConstraints
    updateTrackedConstraints()
  }

  /// The constraints active while the guide is near an edge.
  ///
  /// - Parameter edge: The edge.
  /// - Returns: The constraints.
  open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    nearConstraints[edge.rawValue] ?? []
  }

  /// The constraints active while the guide is away from an edge.
  ///
  /// - Parameter edge: The edge.
  /// - Returns: The constraints.
  open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    awayConstraints[edge.rawValue] ?? []
  }

  /// Stops tracking every constraint, deactivating none.
  open func removeAllTrackedConstraints() {
    nearConstraints = [:]
    awayConstraints = [:]
  }

  /// Whether tracked constraints follow the guide; always for a tracking guide, only while it
  /// follows the undocked keyboard for a keyboard guide.
  var tracksEdges: Bool {
    true
  }

  /// The edges of the owning view the guide is near, from its layout frame.
  var nearEdges: NSDirectionalRectEdge {
    guard let owner = storedOwningView else { return [] }
    let frame = layoutFrame
    let size = owner.bounds.size
    let rtl = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
    var edges: NSDirectionalRectEdge = []
    if frame.minY <= size.height * 0.1 { edges.insert(.top) }
    if size.height - frame.maxY <= size.height * 0.03 { edges.insert(.bottom) }
    let left = frame.minX <= size.width * 0.1
    let right = size.width - frame.maxX <= size.width * 0.1
    if rtl ? right : left { edges.insert(.leading) }
    if rtl ? left : right { edges.insert(.trailing) }
    return edges
  }

  /// Activates and deactivates the tracked constraints for the edges the guide is near.
  func updateTrackedConstraints() {
    guard tracksEdges, !nearConstraints.isEmpty || !awayConstraints.isEmpty else { return }
    let near = nearEdges
    var activate: [NSLayoutConstraint] = []
    var deactivate: [NSLayoutConstraint] = []
    for (raw, constraints) in nearConstraints {
      let isNear = near.isSuperset(of: NSDirectionalRectEdge(rawValue: raw))
      if isNear { activate += constraints } else { deactivate += constraints }
    }
    for (raw, constraints) in awayConstraints {
      let isNear = near.isSuperset(of: NSDirectionalRectEdge(rawValue: raw))
      if isNear { deactivate += constraints } else { activate += constraints }
    }
    NSLayoutConstraint.deactivate(deactivate.filter(\.isActive))
    NSLayoutConstraint.activate(activate.filter { !$0.isActive })
  }
}
