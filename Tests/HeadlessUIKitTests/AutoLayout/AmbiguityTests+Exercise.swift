import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// `exerciseAmbiguityInLayout()`: another valid frame, and back on the next call (spec 5.12,
/// decision A32).
@MainActor
@Suite struct AmbiguityExerciseTests {
  /// Two views side by side filling a 300-point window, the first at least 100 wide and the
  /// second at least 50: the first's width can be anything from 100 to 250.
  @MainActor
  private struct SharedRow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let first = UIView()
    let second = UIView()

    init() {
      window.makeKeyAndVisible()
      for view in [first, second] {
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
      }
      NSLayoutConstraint.activate([
        first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
        second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        first.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        second.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
        first.topAnchor.constraint(equalTo: window.topAnchor),
        second.topAnchor.constraint(equalTo: window.topAnchor),
        first.heightAnchor.constraint(equalToConstant: 40),
        second.heightAnchor.constraint(equalToConstant: 40),
      ])
      window.layoutIfNeeded()
    }

    var frames: [CGRect] {
      [first.frame, second.frame]
    }
  }

  @Test("5.12: exercising moves the view to the other end of its range, and back")
  func exerciseAlternatesBetweenTwoValidFrames() {
    let row = SharedRow()
    let initial = row.frames
    #expect(initial[0].width == 100 || initial[0].width == 250)
    row.first.exerciseAmbiguityInLayout()
    let exercised = row.frames
    // The other end of [100, 250], and the second view follows: both still fill the window.
    #expect(exercised[0].width == (initial[0].width == 100 ? 250 : 100))
    #expect(exercised[1].minX == exercised[0].maxX)
    #expect(exercised[1].maxX == 300)
    #expect(exercised[0].origin == .zero && exercised[1].height == 40)
    row.first.exerciseAmbiguityInLayout()
    #expect(row.frames == initial)
    row.first.exerciseAmbiguityInLayout()
    #expect(row.frames == exercised)
  }

  @Test("5.12: a position free in both directions moves by 100 points")
  func freePositionMovesByOneHundredPoints() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    let initial = view.frame
    view.exerciseAmbiguityInLayout()
    #expect(view.frame == initial.offsetBy(dx: 0, dy: 100))
    #expect(view.hasAmbiguousLayout)
    view.exerciseAmbiguityInLayout()
    #expect(view.frame == initial)
  }

  @Test("5.12: a view nothing places moves 100 points in each variable, and back")
  func unplacedViewMovesInEveryVariable() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let anchor = UIView()
    let loose = UIView()
    for view in [anchor, loose] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    NSLayoutConstraint.activate([
      anchor.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      anchor.topAnchor.constraint(equalTo: window.topAnchor),
      anchor.widthAnchor.constraint(equalToConstant: 10),
      anchor.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(loose.frame == .zero)
    loose.exerciseAmbiguityInLayout()
    #expect(loose.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(anchor.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    loose.exerciseAmbiguityInLayout()
    #expect(loose.frame == .zero)
  }

  @Test("5.12: exercising an unambiguous view changes nothing")
  func unambiguousViewIsLeftAlone() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    let dump = try #require(window.layoutEngineDump)
    view.exerciseAmbiguityInLayout()
    window.exerciseAmbiguityInLayout()
    #expect(window.layoutEngineDump == dump)
    #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 30))
  }

  @Test func laterLayoutPassesKeepTheExercisedFrame() async {
    let row = SharedRow()
    row.first.exerciseAmbiguityInLayout()
    let exercised = row.frames
    row.window.setNeedsLayout()
    await nextMainQueueTurn()
    #expect(row.frames == exercised)
    // A wider window leaves the exercised width valid, so it stays; the second view takes the
    // extra 100 points.
    row.window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    row.window.layoutIfNeeded()
    #expect(row.first.frame == exercised[0])
    #expect(
      row.second.frame
        == CGRect(x: exercised[1].minX, y: 0, width: exercised[1].width + 100, height: 40))
  }

  @Test func exercisedViewIsStillReportedAmbiguous() {
    let row = SharedRow()
    row.first.exerciseAmbiguityInLayout()
    #expect(row.first.hasAmbiguousLayout)
    #expect(row.second.hasAmbiguousLayout)
    let ranges = LayoutReport(row.window).ambiguousViews.map { $0.variables.map(\.upperBound) }
    #expect(ranges == [[250], [250, 200]])
  }
}
