import Foundation
import HeadlessUIKit
import Testing

/// The deprecated stretchable images, as resizable images with one stretching row and column.
@MainActor
@Suite struct UIImageStretchableTests {
  @Test("stretchableImage keeps the caps and stretches one column and row")
  func capInsets() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
    let stretchable = image.stretchableImage(withLeftCapWidth: 8, topCapHeight: 4)
    #expect(stretchable.capInsets == UIEdgeInsets(top: 4, left: 8, bottom: 5, right: 11))
    #expect(stretchable.resizingMode == .stretch)
    #expect(stretchable.leftCapWidth == 8)
    #expect(stretchable.topCapHeight == 4)
    #expect(stretchable.size == image.size)
    let horizontalOnly = image.stretchableImage(withLeftCapWidth: 8, topCapHeight: 0)
    #expect(horizontalOnly.capInsets == UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 11))
  }
}
