import Foundation
import HeadlessUIKit
import Testing

/// A data source with a fixed number of rows per component.
@MainActor
private final class Rows: UIPickerViewDataSource {
  var rows: [Int]
  init(_ rows: [Int]) { self.rows = rows }
  func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    rows[component]
  }
}

/// UIPickerView's size and selection (decision K10).
@MainActor
@Suite struct UIPickerViewTests {
  @Test("K10: a picker is 320×216 intrinsically, whatever size is offered")
  func size() {
    let picker = UIPickerView(frame: .zero)
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    #expect(picker.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 320, height: 216))
  }

  @Test("K10: pinned at its sides, a picker is 216 tall (ibd-controllers)")
  func autoLayout() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let picker = UIPickerView(frame: .zero)
    picker.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(picker)
    NSLayoutConstraint.activate([
      picker.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      picker.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      picker.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
    ])
    window.layoutIfNeeded()
    #expect(picker.frame == CGRect(x: 0, y: 50, width: 375, height: 216))
  }

  @Test("K10: components and rows come from the data source; selection is clamped")
  func selection() {
    let picker = UIPickerView(frame: .zero)
    #expect(picker.numberOfComponents == 0)
    #expect(picker.selectedRow(inComponent: 0) == -1)
    let source = Rows([3, 10])
    picker.dataSource = source
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 10)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    picker.selectRow(7, inComponent: 1, animated: false)
    #expect(picker.selectedRow(inComponent: 1) == 7)
    picker.selectRow(20, inComponent: 0, animated: true)
    #expect(picker.selectedRow(inComponent: 0) == 2)
    source.rows = [3, 4]
    picker.reloadAllComponents()
    #expect(picker.selectedRow(inComponent: 1) == 3)
  }
}
