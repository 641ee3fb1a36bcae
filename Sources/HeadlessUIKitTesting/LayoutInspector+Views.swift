import Foundation
import HeadlessUIKit

/// The rules about what each view shows: content squeezed to nothing, text that does not fit,
/// views hidden by a clipping ancestor, controls on top of each other.
extension LayoutInspector {
  /// A view with no width or no height that has content a person would expect to see.
  mutating func checkZeroSizeContent(_ view: UIView) {
    let size = view.bounds.size
    guard size.width < Self.tolerance || size.height < Self.tolerance,
      let content = Self.content(of: view)
    else { return }
    add(
      .zeroSizeContent, view, problem: "zero size but has \(content)",
      detail: "\(Self.points(size.width)) × \(Self.points(size.height)) pt")
  }

  /// What a view shows that makes a zero size a mistake: text, an image or a title.
  private static func content(of view: UIView) -> String? {
    switch view {
    case let label as UILabel:
      return (label.text ?? "").isEmpty ? nil : "text \"\(excerpt(label.text ?? ""))\""
    case let imageView as UIImageView:
      return imageView.image == nil ? nil : "an image"
    case let button as UIButton:
      if let title = button.currentTitle ?? button.configuration?.title, !title.isEmpty {
        return "title \"\(excerpt(title))\""
      }
      return button.currentImage == nil && button.configuration?.image == nil ? nil : "an image"
    default:
      return nil
    }
  }

  /// A label whose text is cut: truncated, with lines left out, or wider than the label.
  mutating func checkTruncation(_ label: UILabel) {
    let size = label.bounds.size
    guard size.width >= Self.tolerance, size.height >= Self.tolerance,
      !(label.text ?? "").isEmpty
    else { return }
    let fit = label.textFit
    guard fit.isCut else { return }
    let text = "\"\(Self.excerpt(label.text ?? ""))\""
    if label.numberOfLines == 1 {
      add(
        .truncatedLabel, label, problem: "text \(text) does not fit on the label's one line",
        detail:
          "text \(Self.points(fit.textWidth)) pt wide, label \(Self.points(size.width)) pt")
    } else if label.numberOfLines > 0, fit.neededLines > label.numberOfLines {
      add(
        .truncatedLabel, label,
        problem: "text \(text) needs more lines than numberOfLines (\(label.numberOfLines))",
        detail: "needs \(fit.neededLines) lines at \(Self.points(size.width)) pt")
    } else {
      add(
        .truncatedLabel, label, problem: "text \(text) is taller than the label",
        detail:
          "shows \(fit.shownLines) of \(fit.neededLines) lines in \(Self.points(size.height)) pt")
    }
  }

  /// Pairs of enabled, visible controls among a view's subviews whose frames intersect.
  mutating func checkOverlappingControls(among view: UIView) {
    let controls = view.subviews.compactMap { $0 as? UIControl }.filter {
      Self.isShown($0) && $0.isEnabled && $0.isUserInteractionEnabled
        && $0.bounds.width >= Self.tolerance && $0.bounds.height >= Self.tolerance
    }
    guard controls.count > 1 else { return }
    for (index, first) in controls.enumerated() {
      for second in controls[(index + 1)...] {
        let overlap = first.frame.intersection(second.frame)
        guard !overlap.isNull, overlap.width >= Self.tolerance, overlap.height >= Self.tolerance
        else { continue }
        add(
          .overlappingControls, first,
          problem: "overlaps the enabled control \(naming.path(of: second))",
          detail: "\(Self.points(overlap.width)) × \(Self.points(overlap.height)) pt in common",
          other: second)
      }
    }
  }

  /// Views that lie partly outside the area an ancestor clipping to its bounds shows: the
  /// ancestor's bounds, or for a scroll view the area its content can be scrolled through.
  ///
  /// A view reported is not looked into further for the same clipping ancestor (its
  /// subviews are cut with it).
  ///
  /// - Parameters:
  ///   - view: The view whose subviews to check.
  ///   - clipper: The nearest ancestor (or `view` itself) that clips, if any.
  ///   - clipRect: The area it shows, in window coordinates.
  mutating func checkClipping(_ view: UIView, clipper: UIView?, clipRect: CGRect) {
    var clipper = clipper
    var clipRect = clipRect
    if view.clipsToBounds, view !== window {
      clipper = view
      clipRect = view.convert(Self.visibleArea(of: view), to: window)
    }
    for subview in view.subviews where Self.isShown(subview) {
      let size = subview.bounds.size
      if let clipper, size.width >= Self.tolerance, size.height >= Self.tolerance {
        let frame = subview.convert(subview.bounds, to: window)
        let outside = Self.overhang(of: frame, beyond: clipRect)
        if outside > Self.tolerance {
          let part = frame.intersects(clipRect) ? "partly" : "entirely"
          add(
            .clippedView, subview,
            problem: "\(part) outside the bounds of \(naming.path(of: clipper)), which clips",
            detail: "\(Self.points(outside)) pt cut off")
          checkClipping(subview, clipper: nil, clipRect: .null)
          continue
        }
      }
      checkClipping(subview, clipper: clipper, clipRect: clipRect)
    }
  }

  /// The area a clipping view shows of its subviews, in its bounds coordinates: its bounds,
  /// grown for a scroll view to everything its content can be scrolled to.
  private static func visibleArea(of view: UIView) -> CGRect {
    guard let scrollView = view as? UIScrollView else { return view.bounds }
    let insets = scrollView.adjustedContentInset
    let content = CGRect(
      x: -insets.left, y: -insets.top,
      width: scrollView.contentSize.width + insets.left + insets.right,
      height: scrollView.contentSize.height + insets.top + insets.bottom)
    return content.union(scrollView.bounds)
  }

  /// How far a rectangle reaches past another on its worst side (0 when inside).
  private static func overhang(of frame: CGRect, beyond area: CGRect) -> CGFloat {
    max(
      area.minX - frame.minX, frame.maxX - area.maxX, area.minY - frame.minY,
      frame.maxY - area.maxY, 0)
  }

  /// The start of a text for a message: its first 30 characters of its first line.
  static func excerpt(_ text: String) -> String {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    return line.count > 30 ? line.prefix(29) + "…" : String(line)
  }
}
