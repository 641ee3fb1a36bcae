import HeadlessUIKit
import Testing

/// The rebuild of a tree's engine before its first layout (decision PF4): horizontal
/// constraints root first, vertical ones leaves first, non-negative sizes last, and the order
/// of incremental activation whenever a required constraint cannot hold, so that conflicts are
/// reported as before.
@MainActor
@Suite struct RebuildOrderTests {
  /// The constraint a logged "Unable to simultaneously satisfy constraints" message says it
  /// breaks (the line after "Will attempt to recover by breaking constraint").
  private func brokenConstraintLine(in message: String) -> String? {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.hasPrefix("Will attempt to recover") }),
      index + 1 < lines.count
    else { return nil }
    return String(lines[index + 1])
  }

  @Test("A conflict between a view's and its superview's constraints breaks the subview's, once")
  func conflictAcrossLevelsBreaksTheSubviewsConstraintOnce() throws {
    // A tree built outside a window is translated at its first layout. Activated one at a
    // time, the container's constraint (held by the container, added first) holds and the
    // child's own height then conflicts with it; the rebuild must break the same one, and say
    // so once, although it adds vertical constraints leaves first (the child's before the
    // container's).
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let fill = child.heightAnchor.constraint(equalTo: container.heightAnchor)
    let own = child.heightAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      fill, own,
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
    ])
    #expect(container.constraints.contains { $0 === fill })
    #expect(child.constraints.contains { $0 === own })
    let messages = Diagnostics.capture { container.layoutIfNeeded() }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    #expect(brokenConstraintLine(in: message) == own.description)
    #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
  }

  @Test("A lone negative width in a rebuilt tree is reported and broken, as when activated")
  func negativeWidthIsReportedAfterARebuild() throws {
    // Views have an implicit width >= 0 (spec 5.11), which the rebuild adds after the
    // constraints: the width == -10 it then refuses is still the constraint reported.
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    let negative = child.widthAnchor.constraint(equalToConstant: -10)
    NSLayoutConstraint.activate([
      negative,
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    let messages = Diagnostics.capture { container.layoutIfNeeded() }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    #expect(brokenConstraintLine(in: message) == negative.description)
    #expect(child.frame == CGRect(x: 5, y: 0, width: 0, height: 20))
  }

  @Test("PF35: after a rebuild, a size pushed below zero is held at zero or reported as before")
  func nonNegativeSizesAfterARebuild() throws {
    // The rebuild holds the views' non-negative sizes aside as implicit bounds. A later optional
    // constraint that wants a negative width leaves it at zero; a later required one that cannot
    // hold is reported and broken itself, as when every bound was in the solver.
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    let wide = child.widthAnchor.constraint(equalToConstant: 40)
    wide.priority = .defaultLow
    wide.isActive = true
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 0, width: 40, height: 20))
    let negative = child.widthAnchor.constraint(equalToConstant: -30)
    negative.priority = .defaultHigh
    negative.isActive = true
    #expect(Diagnostics.capture { container.layoutIfNeeded() }.isEmpty)
    #expect(child.frame == CGRect(x: 5, y: 0, width: 0, height: 20))
    negative.isActive = false
    let required = child.heightAnchor.constraint(equalToConstant: -10)
    let messages = Diagnostics.capture {
      required.isActive = true
      container.layoutIfNeeded()
    }
    #expect(messages.count == 1)
    let message = try #require(messages.first)
    #expect(brokenConstraintLine(in: message) == required.description)
    #expect(child.frame == CGRect(x: 5, y: 0, width: 40, height: 20))
  }

  /// A stack of `rows` rows in `container`, each a label-like view of fixed height inside a
  /// row whose height follows its content, the rows pinned under each other.
  private func makeStack(in container: UIView, rows: Int) -> [UIView] {
    var previousBottom = container.topAnchor
    var made: [UIView] = []
    for index in 0..<rows {
      let row = UIView()
      let content = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      content.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(row)
      row.addSubview(content)
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
        content.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
        content.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
        content.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
        content.heightAnchor.constraint(equalToConstant: CGFloat(20 + index)),
        row.topAnchor.constraint(equalTo: previousBottom, constant: 4),
        row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      ])
      previousBottom = row.bottomAnchor
      made.append(row)
    }
    return made
  }

  @Test("A stack built outside a window and moved in has the frames of one built in place")
  func rebuiltStackMatchesIncrementalStack() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    // Built in the window: every activation is added to the window's engine at once.
    let inPlace = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    window.addSubview(inPlace)
    let inPlaceRows = makeStack(in: inPlace, rows: 4)
    // Built apart and moved in: translated by the rebuild before the first layout.
    let apart = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let apartRows = makeStack(in: apart, rows: 4)
    window.addSubview(apart)
    window.layoutIfNeeded()
    // Row i is 36 + i high (8 + content + 8) and starts 4 below the previous row.
    var y: CGFloat = 4
    for index in 0..<4 {
      let height = CGFloat(36 + index)
      #expect(inPlaceRows[index].frame == CGRect(x: 0, y: y, width: 300, height: height))
      #expect(apartRows[index].frame == inPlaceRows[index].frame)
      #expect(apartRows[index].subviews[0].frame == inPlaceRows[index].subviews[0].frame)
      y += height + 4
    }
  }
}
