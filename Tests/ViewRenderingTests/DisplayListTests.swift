import Foundation
import Testing

@testable import Raster
@testable import ViewRendering

/// The display list's value semantics.
struct DisplayListTests {
  @Test("Display lists compare by value")
  func valueSemantics() {
    let group = DisplayGroup(
      name: "UIView", frame: CGRect(x: 0, y: 0, width: 10, height: 10), transform: .identity,
      opacity: 1, clip: nil,
      items: [
        .fill(
          .rect(CGRect(x: 0, y: 0, width: 10, height: 10)), RenderColor(red: 1, green: 0, blue: 0))
      ])
    var other = group
    #expect(
      DisplayList(size: CGSize(width: 10, height: 10), root: group)
        == DisplayList(size: CGSize(width: 10, height: 10), root: other))
    other.opacity = 0.5
    #expect(
      DisplayList(size: CGSize(width: 10, height: 10), root: group)
        != DisplayList(size: CGSize(width: 10, height: 10), root: other))
  }
}
