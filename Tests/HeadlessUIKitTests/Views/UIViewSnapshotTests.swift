import Testing

@testable import HeadlessUIKit

/// Snapshot views: same size, the original's rendering, independent of later changes.
@MainActor
@Suite struct UIViewSnapshotTests {
  @Test func snapshotIsANewViewOfTheSameSizeShowingTheRendering() throws {
    let view = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 30))
    view.backgroundColor = .red
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    child.backgroundColor = .blue
    view.addSubview(child)

    let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
    #expect(snapshot !== view)
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(snapshot.subviews.isEmpty)
    let image = try #require((snapshot as? UIImageView)?.image)
    #expect(image.size == CGSize(width: 40, height: 30))
    func colour(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8]? {
      let s = image.scale
      return image.headlessPixels.map { pixels in
        let p = pixels.pixel(x: Int(x * s), y: Int(y * s))
        return [p.red, p.green, p.blue, p.alpha]
      }
    }
    #expect(colour(image, 10, 10) == [0, 0, 255, 255])
    #expect(colour(image, 30, 20) == [255, 0, 0, 255])

    child.removeFromSuperview()
    #expect(colour(image, 10, 10) == [0, 0, 255, 255])
    let later = try #require((view.snapshotView(afterScreenUpdates: false) as? UIImageView)?.image)
    #expect(colour(later, 10, 10) == [255, 0, 0, 255])
  }

  @Test func resizableSnapshotShowsThePartAsked() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let corner = UIView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
    corner.backgroundColor = .green
    view.addSubview(corner)
    let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    let snapshot = try #require(
      view.resizableSnapshotView(
        from: CGRect(x: 50, y: 50, width: 50, height: 50), afterScreenUpdates: false,
        withCapInsets: insets))
    #expect(snapshot.bounds.size == CGSize(width: 50, height: 50))
    let image = try #require((snapshot as? UIImageView)?.image)
    #expect(image.capInsets == insets)
    let pixels = try #require(image.headlessPixels)
    let s = Int(image.scale)
    #expect(pixels.rgba(25 * s, 25 * s) == [0, 255, 0, 255])  // the corner view, at (75, 75)
    #expect(pixels.rgba(5 * s, 5 * s) == [0, 0, 0, 0])  // (55, 55): nothing there
  }
}
