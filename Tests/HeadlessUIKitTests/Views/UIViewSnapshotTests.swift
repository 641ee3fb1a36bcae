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
    let operations = try #require(image.drawing?.operations)
    #expect(operations.count == 2)

    child.removeFromSuperview()
    #expect(image.drawing?.operations.count == 2)
    let later = try #require((view.snapshotView(afterScreenUpdates: false) as? UIImageView)?.image)
    #expect(later.drawing?.operations.count == 1)
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
    #expect(image.drawing?.operations.count == 1)
  }
}
