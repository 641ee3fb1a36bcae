import Foundation

/// Segments made from actions (iOS 14), and what a tap on a segment does.
///
/// A tap that ends on an enabled segment selects it; when the selection changes (or on every tap
/// of a momentary control) the control runs the segment's action, if it has one, then sends
/// `.valueChanged`, as UIKit does.
extension UISegmentedControl {
  /// Creates a segmented control with one segment per action, titled and imaged like it, sized
  /// to fit them.
  ///
  /// - Parameters:
  ///   - frame: The frame; an empty frame gets the fitting size.
  ///   - actions: The actions, one segment each.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for action in actions {
      segments.append(Segment(title: action.title, image: action.image, action: action))
    }
    segmentsDidChange()
    if frame.size == .zero { self.frame.size = sizeThatFits(.zero) }
  }

  /// Inserts a segment for an action, with its title and image.
  ///
  /// - Parameters:
  ///   - action: The action the segment runs when the user selects it.
  ///   - segment: The position; values past the end append.
  ///   - animated: Whether UIKit would animate the change (ignored).
  public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }

  /// Replaces a segment's action, and its title and image with the action's.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - segment: The segment's index.
  public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
    checkIndex(segment)
    segments[segment].action = action
    segments[segment].title = action.title
    segments[segment].image = action.image
    segmentsDidChange()
  }

  /// The action of a segment.
  ///
  /// - Parameter segment: The segment's index.
  /// - Returns: The action, or `nil` for a segment made from a title or an image.
  public func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }

  /// The index of the segment whose action has an identifier.
  ///
  /// - Parameter actionIdentifier: The identifier.
  /// - Returns: The index, or ``noSegment``.
  public func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
  }

  /// What a tap at a point does: selects the enabled segment there, runs its action and sends
  /// `.valueChanged` when the selection changes or the control is momentary.
  ///
  /// - Parameter point: Where the tap ended, in the control's coordinates.
  func selectSegment(at point: CGPoint) {
    guard isEnabled,
      let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
      segments[index].isEnabled
    else { return }
    guard index != selectedSegmentIndex || isMomentary else { return }
    selectedSegmentIndex = index
    if let action = segments[index].action { sendAction(action) }
    sendActions(for: .valueChanged)
  }
}
