import HeadlessUIKit
import Testing

/// The fitting engine kept between measurements of one view (decisions A28 and PF9): every
/// input that changed between two measurements shows in the second size, as in a new engine.
@MainActor
@Suite struct FittingCacheTests {
  /// A cell 375 points wide: a 60 × 60 image at (16, 12), a title to its right and a subtitle
  /// 4 points under the title, both stopping 16 points before the right edge; the cell is as
  /// tall as the taller of image and text, plus 12 points above and below.
  @MainActor
  private final class Cell {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let image = UIView()
    let title = ContentView()
    let subtitle = ContentView()
    let spacing: NSLayoutConstraint

    init() {
      for subview in [image, title, subtitle] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      spacing = subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
      NSLayoutConstraint.activate([
        image.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        image.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
        image.widthAnchor.constraint(equalToConstant: 60),
        image.heightAnchor.constraint(equalToConstant: 60),
        title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
        title.topAnchor.constraint(equalTo: image.topAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        spacing,
        subtitle.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
        view.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
        view.bottomAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 12),
      ])
    }

    /// Shows texts of the given sizes, telling the engine as a label does.
    func configure(title: CGSize, subtitle: CGSize) {
      self.title.contentSize = title
      self.title.invalidateIntrinsicContentSize()
      self.subtitle.contentSize = subtitle
      self.subtitle.invalidateIntrinsicContentSize()
    }

    /// The self-sizing cell measurement: width required at 375, height as small as it can be.
    func measure() -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }

  @Test("A new text size shows in the next measurement, and so does the old one back again")
  func contentSizesChangeAndChangeBack() {
    let cell = Cell()
    cell.configure(title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 16))
    // Text: 20 + 4 + 16 = 40, under the 60-point image: 12 + 60 + 12.
    #expect(cell.measure() == CGSize(width: 375, height: 84))
    cell.configure(title: CGSize(width: 120, height: 20), subtitle: CGSize(width: 90, height: 64))
    // Text: 20 + 4 + 64 = 88, taller than the image: 12 + 88 + 12.
    #expect(cell.measure() == CGSize(width: 375, height: 112))
    cell.configure(title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 16))
    #expect(cell.measure() == CGSize(width: 375, height: 84))
    cell.configure(title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 48))
    #expect(cell.measure() == CGSize(width: 375, height: 96))
  }

  @Test("An intrinsic size that changed without invalidation is still read by the next measurement")
  func contentSizeReadEveryMeasurement() {
    let cell = Cell()
    cell.configure(title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 16))
    #expect(cell.measure() == CGSize(width: 375, height: 84))
    cell.subtitle.contentSize = CGSize(width: 80, height: 80)
    #expect(cell.measure() == CGSize(width: 375, height: 128))
  }

  @Test("A constant and a priority changed between measurements show in the next one")
  func constraintValuesChange() {
    let cell = Cell()
    cell.configure(title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 64))
    #expect(cell.measure() == CGSize(width: 375, height: 112))
    cell.spacing.constant = 8
    #expect(cell.measure() == CGSize(width: 375, height: 116))
    // The height is pulled toward 0 at fittingSizeLevel (50): a subtitle resisting compression
    // at 40 gives way entirely, and the image sets the height.
    cell.subtitle.setContentCompressionResistancePriority(.init(40), for: .vertical)
    #expect(cell.measure() == CGSize(width: 375, height: 84))
    cell.subtitle.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
    #expect(cell.measure() == CGSize(width: 375, height: 116))
  }

  @Test(
    "A subview added, a constraint deactivated or a target changed shows in the next measurement")
  func structureChanges() {
    let cell = Cell()
    cell.configure(title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 64))
    #expect(cell.measure() == CGSize(width: 375, height: 112))
    let footer = ContentView()
    footer.contentSize = CGSize(width: 50, height: 30)
    footer.translatesAutoresizingMaskIntoConstraints = false
    cell.view.addSubview(footer)
    let footerTop = footer.topAnchor.constraint(equalTo: cell.subtitle.bottomAnchor, constant: 10)
    NSLayoutConstraint.activate([
      footerTop,
      footer.leadingAnchor.constraint(equalTo: cell.subtitle.leadingAnchor),
      cell.view.bottomAnchor.constraint(greaterThanOrEqualTo: footer.bottomAnchor, constant: 12),
    ])
    // 12 + 20 + 4 + 64 + 10 + 30 + 12.
    #expect(cell.measure() == CGSize(width: 375, height: 152))
    footerTop.constant = 2
    #expect(cell.measure() == CGSize(width: 375, height: 144))
    cell.spacing.isActive = false
    // Nothing places the subtitle (and the footer under it) vertically any more: they may sit
    // as high as they like, so the image alone sets the height.
    #expect(cell.measure() == CGSize(width: 375, height: 84))
    footer.removeFromSuperview()
    cell.spacing.isActive = true
    #expect(cell.measure() == CGSize(width: 375, height: 112))
    #expect(
      cell.view.systemLayoutSizeFitting(
        CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 200, height: 112))
  }

  @Test("A constraint reaching outside the measured view is left out of later measurements too")
  func outsideConstraintIgnored() {
    let cell = Cell()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    host.addSubview(cell.view)
    cell.configure(title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 16))
    #expect(cell.measure() == CGSize(width: 375, height: 84))
    let outside = cell.subtitle.heightAnchor.constraint(equalTo: host.heightAnchor)
    outside.isActive = true
    #expect(cell.measure() == CGSize(width: 375, height: 84))
    cell.configure(title: CGSize(width: 100, height: 20), subtitle: CGSize(width: 80, height: 64))
    #expect(cell.measure() == CGSize(width: 375, height: 112))
  }
}
