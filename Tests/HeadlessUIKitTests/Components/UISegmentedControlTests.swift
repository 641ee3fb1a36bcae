import Foundation
import HeadlessUIKit
import Testing

private func text(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// The width of a segment titled `title` by decision K6: the title in the 13-point system
/// font plus 10 points each side, rounded up to a whole point.
@MainActor
private func segmentWidth(_ title: String) -> CGFloat {
  let width = (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)])
    .width
  return (width + 20).rounded(.up)
}

/// UISegmentedControl's segments, selection and size (decision K6).
@MainActor
@Suite struct UISegmentedControlTests {
  @Test("K6, IC6: items become segments; the control is sized to fit, its frame 32 tall")
  func initWithItems() {
    let control = UISegmentedControl(items: ["Light", "Dark", "Auto"])
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == "Dark")
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    let widest = max(segmentWidth("Light"), segmentWidth("Dark"), segmentWidth("Auto"))
    // The intrinsic size is the alignment rectangle's, 1 point shorter than the frame (IC6).
    #expect(control.intrinsicContentSize == CGSize(width: 3 * widest + 2, height: 31))
    #expect(control.frame == CGRect(x: 0, y: 0, width: 3 * widest + 2, height: 32))
    #expect(control.sizeThatFits(.zero) == control.frame.size)
  }

  @Test("K6: an empty control has no width and a 31-point alignment height")
  func emptyControl() {
    let control = UISegmentedControl(frame: .zero)
    #expect(control.numberOfSegments == 0)
    #expect(control.intrinsicContentSize == CGSize(width: 0, height: 31))
    #expect(UISegmentedControl.noSegment == -1)
  }

  @Test("K6: apportioned segments take their own widths; a set width wins")
  func widths() {
    let control = UISegmentedControl(items: ["Flat", "Native"])
    let flat = segmentWidth("Flat")
    let native = segmentWidth("Native")
    #expect(native > flat)
    #expect(control.intrinsicContentSize.width == 2 * native + 1)
    control.apportionsSegmentWidthsByContent = true
    #expect(control.intrinsicContentSize.width == flat + native + 1)
    control.setWidth(80, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 80)
    #expect(control.widthForSegment(at: 1) == 0)
    #expect(control.intrinsicContentSize.width == 80 + native + 1)
  }

  @Test("K6: an image segment is the image's width plus 20")
  func imageSegment() {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24), format: format)
      .image { _ in }
    let control = UISegmentedControl(items: [image])
    #expect(control.imageForSegment(at: 0)?.size == CGSize(width: 24, height: 24))
    #expect(control.titleForSegment(at: 0) == nil)
    #expect(control.intrinsicContentSize == CGSize(width: 44, height: 31))
  }

  @Test("K6: inserting and removing segments keeps the selection on its segment")
  func insertAndRemove() {
    let control = UISegmentedControl(frame: .zero)
    control.insertSegment(withTitle: "B", at: 0, animated: false)
    control.insertSegment(withTitle: "C", at: 5, animated: false)
    control.insertSegment(withTitle: "A", at: 0, animated: true)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == ["A", "B", "C"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.removeSegment(at: 9, animated: false)
    #expect(control.numberOfSegments == 2)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test("K6: selectedSegmentIndex outside the segments selects none")
  func selectionBounds() {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.selectedSegmentIndex = 1
    #expect(control.selectedSegmentIndex == 1)
    control.selectedSegmentIndex = 2
    #expect(control.selectedSegmentIndex == -1)
    control.selectedSegmentIndex = 0
    control.selectedSegmentIndex = -5
    #expect(control.selectedSegmentIndex == -1)
  }

  @Test("K6: titles, images and enabling per segment")
  func perSegment() {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.setTitle("Uno", forSegmentAt: 0)
    #expect(control.titleForSegment(at: 0) == "Uno")
    #expect(control.isEnabledForSegment(at: 1))
    control.setEnabled(false, forSegmentAt: 1)
    #expect(control.isEnabledForSegment(at: 1) == false)
    #expect(control.isMomentary == false)
  }

  @Test("K6: reading a segment past the end stops with UIKit's NSRangeException")
  func titleOutOfRangeStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let control = UISegmentedControl(items: ["One", "Two"])
        _ = control.titleForSegment(at: 5)
      }
    }
    #expect(
      text(result).contains(
        "NSRangeException: *** -[__NSArrayM objectAtIndex:]: index 5 beyond bounds [0 .. 1]"))
  }

  @Test("K6: setting a title on an empty control stops with UIKit's NSRangeException")
  func setTitleOnEmptyStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        UISegmentedControl(frame: .zero).setTitle("X", forSegmentAt: 0)
      }
    }
    #expect(
      text(result).contains(
        "NSRangeException: *** -[__NSArrayM objectAtIndex:]: index 0 beyond bounds for empty array"
      ))
  }

  @Test("K15: a segmented control draws a rounded background, a tile and its titles")
  func appearance() {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.frame = CGRect(x: 0, y: 0, width: 201, height: 32)
    control.selectedSegmentIndex = 1
    control.layoutIfNeeded()
    let background = control.subviews[0]
    let tile = control.subviews[1]
    #expect(background.frame == CGRect(x: 0, y: 0, width: 201, height: 32))
    #expect(background.layer.cornerRadius == 9)
    #expect(tile.isHidden == false)
    #expect(tile.frame == CGRect(x: 103, y: 2, width: 96, height: 28))
    let labels = control.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.text) == ["One", "Two"])
    #expect(labels.allSatisfy { $0.font.pointSize == 13 })
    #expect(abs((labels.last?.center.x ?? 0) - 151) < 1e-9)
    control.selectedSegmentIndex = UISegmentedControl.noSegment
    control.layoutIfNeeded()
    #expect(tile.isHidden)
  }
}
