import Foundation
import HeadlessUIKit
import Testing

/// Appearance proxies of controls and other views, and what the controls draw with the values
/// they receive (decision AP6).
@MainActor
@Suite struct AppearanceControlTests {
  @Test("AP6: a switch's proxy colours its track when on, and its knob")
  func switchTints() {
    withAppearanceProxies {
      UISwitch.appearance().onTintColor = .systemIndigo
      UISwitch.appearance().thumbTintColor = .systemYellow
      let toggle = UISwitch()
      toggle.isOn = true
      shownAppearanceWindow().addSubview(toggle)
      toggle.layoutIfNeeded()
      #expect(toggle.onTintColor == .systemIndigo)
      #expect(toggle.subviews[0].backgroundColor == .systemIndigo)
      #expect(toggle.subviews[1].backgroundColor == .systemYellow)
    }
  }

  @Test("AP6: slider, progress view and page control tints")
  func trackTints() {
    withAppearanceProxies {
      UISlider.appearance().minimumTrackTintColor = .systemRed
      UISlider.appearance().maximumTrackTintColor = .systemGreen
      UISlider.appearance().thumbTintColor = .systemBlue
      UIProgressView.appearance().progressTintColor = .systemOrange
      UIProgressView.appearance().trackTintColor = .systemGray2
      UIPageControl.appearance().pageIndicatorTintColor = .systemGray
      UIPageControl.appearance().currentPageIndicatorTintColor = .systemPink
      let window = shownAppearanceWindow()
      let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
      let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
      let pages = UIPageControl()
      for view in [slider, progress, pages] { window.addSubview(view) }
      #expect(slider.minimumTrackTintColor == .systemRed)
      #expect(slider.maximumTrackTintColor == .systemGreen)
      #expect(slider.thumbTintColor == .systemBlue)
      #expect(progress.progressTintColor == .systemOrange)
      #expect(progress.trackTintColor == .systemGray2)
      #expect(pages.pageIndicatorTintColor == .systemGray)
      #expect(pages.currentPageIndicatorTintColor == .systemPink)
      progress.layoutIfNeeded()
      #expect(progress.subviews.map(\.backgroundColor) == [.systemGray2, .systemOrange])
    }
  }

  @Test("AP6: a segmented control's selected tint and title text attributes")
  func segmentedControl() throws {
    try withAppearanceProxies {
      let proxy = UISegmentedControl.appearance()
      proxy.selectedSegmentTintColor = .systemBlue
      proxy.setTitleTextAttributes(
        [.foregroundColor: UIColor.systemGray, .font: UIFont.systemFont(ofSize: 15)],
        for: .normal)
      proxy.setTitleTextAttributes(
        [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 15, weight: .semibold)],
        for: .selected)
      let control = UISegmentedControl(items: ["Day", "Week"])
      control.selectedSegmentIndex = 0
      control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
      shownAppearanceWindow().addSubview(control)
      control.layoutIfNeeded()
      let labels = control.subviews.compactMap { $0 as? UILabel }
      let day = try #require(labels.first { $0.text == "Day" })
      let week = try #require(labels.first { $0.text == "Week" })
      #expect(control.selectedSegmentTintColor == .systemBlue)
      #expect(day.textColor == .white)
      #expect(day.font == .systemFont(ofSize: 15, weight: .semibold))
      #expect(week.textColor == .systemGray)
      #expect(week.font == .systemFont(ofSize: 15))
    }
  }

  @Test("AP6: buttons, text fields, tables, search bars and activity indicators")
  func otherViews() {
    withAppearanceProxies {
      UIButton.appearance().tintColor = .systemGreen
      UIButton.appearance().setTitleColor(.systemRed, for: .normal)
      UITextField.appearance().tintColor = .systemOrange
      UITableView.appearance().separatorColor = .systemGray4
      UITableView.appearance().backgroundColor = .systemGroupedBackground
      UITableView.appearance().sectionIndexColor = .systemBlue
      UISearchBar.appearance().barTintColor = .systemTeal
      UIActivityIndicatorView.appearance().color = .systemPurple
      let window = shownAppearanceWindow()
      let button = UIButton(type: .system)
      button.setTitle("Send", for: .normal)
      let field = UITextField()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
      let search = UISearchBar()
      let spinner = UIActivityIndicatorView(style: .medium)
      for view in [button, field, table, search, spinner] as [UIView] { window.addSubview(view) }
      #expect(button.tintColor == .systemGreen)
      #expect(button.currentTitleColor == .systemRed)
      #expect(field.tintColor == .systemOrange)
      #expect(table.separatorColor == .systemGray4)
      #expect(table.backgroundColor == .systemGroupedBackground)
      #expect(table.sectionIndexColor == .systemBlue)
      #expect(search.barTintColor == .systemTeal)
      #expect(spinner.color == .systemPurple)
    }
  }

  @Test("AP6: UIView's tint proxy sets each view's own tint; an own tint wins")
  func viewTint() {
    withAppearanceProxies {
      UIView.appearance().tintColor = .systemRed
      UISwitch.appearance().tintColor = .systemBlue
      let window = shownAppearanceWindow()
      let container = UIView()
      let toggle = UISwitch()
      let own = UIView()
      own.tintColor = .systemGreen
      container.addSubview(toggle)
      container.addSubview(own)
      window.addSubview(container)
      #expect(container.tintColor == .systemRed)
      #expect(toggle.tintColor == .systemBlue)
      #expect(own.tintColor == .systemGreen)
    }
  }
}
