import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

/// Which views a relayout touches (decision PF2): after a constraint or a text changes, UIKit
/// runs `layoutSubviews` on the superview of each view whose frame changed and on each view
/// whose size changed, and on nothing else (not the window, not the rows that did not change).
@MainActor
@Suite struct RelayoutScopeTests {
  /// The names of the views whose `layoutSubviews` ran, in order.
  private final class LayoutLog {
    var names: [String] = []
  }

  private final class LoggingView: UIView {
    let name: String
    let log: LayoutLog

    init(_ name: String, _ log: LayoutLog) {
      self.name = name
      self.log = log
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      log.names.append(name)
      super.layoutSubviews()
    }
  }

  private final class LoggingLabel: UILabel {
    var name = ""
    var log: LayoutLog?

    override func layoutSubviews() {
      log?.names.append(name)
      super.layoutSubviews()
    }
  }

  private final class LoggingWindow: UIWindow {
    var log: LayoutLog?

    override func layoutSubviews() {
      log?.names.append("window")
      super.layoutSubviews()
    }
  }

  /// A form of four rows in a visible window, laid out, as in `layout-bench`: each row a label
  /// at the leading inset, a 32-point field filling the rest of the row and centred on the
  /// label, and a hint under the field; rows stacked 8 points apart, the first 100 points down
  /// (clear of the safe area's top inset, whose change would lay a moved row out too).
  private struct Form {
    let window: UIWindow
    let log: LayoutLog
    let top: NSLayoutConstraint
    let fieldHeights: [NSLayoutConstraint]
    let labels: [UILabel]
  }

  private func makeForm() throws -> Form {
    let log = LayoutLog()
    let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.log = log
    let form = LoggingView("form", log)
    form.frame = window.bounds
    form.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    var constraints: [NSLayoutConstraint] = []
    var fieldHeights: [NSLayoutConstraint] = []
    var labels: [UILabel] = []
    var top: NSLayoutConstraint?
    var previous: UIView?
    for index in 0..<4 {
      let row = LoggingView("row \(index)", log)
      let label = LoggingLabel()
      label.name = "label \(index)"
      label.log = log
      label.text = "Name \(index)"
      let field = LoggingView("field \(index)", log)
      let hint = LoggingLabel()
      hint.name = "hint \(index)"
      hint.log = log
      hint.text = "Required"
      hint.font = .systemFont(ofSize: 12)
      label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
      for view in [row, label, field, hint] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      form.addSubview(row)
      for view in [label, field, hint] as [UIView] { row.addSubview(view) }
      let height = field.heightAnchor.constraint(equalToConstant: 32)
      fieldHeights.append(height)
      labels.append(label)
      constraints += [
        row.leadingAnchor.constraint(equalTo: form.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: form.trailingAnchor),
        label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
        label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        field.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
        height,
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
        hint.leadingAnchor.constraint(equalTo: field.leadingAnchor),
        hint.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 4),
        hint.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -16),
        hint.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
      ]
      if let previous {
        constraints.append(row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8))
      } else {
        let first = row.topAnchor.constraint(equalTo: form.topAnchor, constant: 100)
        top = first
        constraints.append(first)
      }
      previous = row
    }
    NSLayoutConstraint.activate(constraints)
    window.addSubview(form)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return Form(
      window: window, log: log, top: try #require(top), fieldHeights: fieldHeights,
      labels: labels)
  }

  @Test("a constant that moves every row lays out only the rows' superview")
  func constantMovesRows() throws {
    let form = try makeForm()
    let firstRow = try #require(form.labels[0].superview)
    let firstRowY = firstRow.frame.minY
    form.log.names = []
    form.top.constant = 108
    form.window.layoutIfNeeded()
    #expect(firstRow.frame.minY == firstRowY + 8)
    #expect(form.log.names == ["form"])
  }

  @Test("a constant that resizes a field lays out the field, its row and the rows' superview")
  func constantResizesField() throws {
    let form = try makeForm()
    form.log.names = []
    form.fieldHeights[2].constant = 40
    form.window.layoutIfNeeded()
    // Row 2 grows (so the form places it and the rows below it again), row 2 places its
    // label, field and hint again, and the field, whose size changed, lays out its subviews.
    #expect(Set(form.log.names) == ["form", "row 2", "field 2"])
    #expect(form.log.names.count == 3)
  }

  @Test("a longer label text lays out the label and its row, not the form or other rows")
  func textChangeWidensLabel() throws {
    let form = try makeForm()
    let label = form.labels[1]
    let before = label.frame.width
    form.log.names = []
    label.text = "A much longer name 1"
    form.window.layoutIfNeeded()
    #expect(label.frame.width > before)
    // The label's width changed (it lays out), the field beside it moved and narrowed (it lays
    // out, and their row places them), and the hint under the field moved with it.
    #expect(Set(form.log.names) == ["row 1", "label 1", "field 1"])
    #expect(form.log.names.count == 3)
  }
}
