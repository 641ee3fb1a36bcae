import HeadlessUIKit
import Testing

/// One family row of spec 14.1: point size, scale, safe areas (top/left/bottom/right) and
/// whether landscape is regular width.
struct PhoneFamily: Sendable, CustomTestStringConvertible {
  let names: [String]
  let size: CGSize
  let scale: CGFloat
  let portraitSafeArea: UIEdgeInsets
  let landscapeSafeArea: UIEdgeInsets
  let regularWidthInLandscape: Bool

  var testDescription: String {
    names.joined(separator: ", ")
  }

  init(
    _ names: [String], _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
    portrait: (CGFloat, CGFloat, CGFloat, CGFloat),
    landscape: (CGFloat, CGFloat, CGFloat, CGFloat), regularInLandscape: Bool
  ) {
    self.names = names
    size = CGSize(width: width, height: height)
    self.scale = scale
    portraitSafeArea = UIEdgeInsets(
      top: portrait.0, left: portrait.1, bottom: portrait.2, right: portrait.3)
    landscapeSafeArea = UIEdgeInsets(
      top: landscape.0, left: landscape.1, bottom: landscape.2, right: landscape.3)
    regularWidthInLandscape = regularInLandscape
  }

  /// The rows of spec 14.1, transcribed.
  static let all: [PhoneFamily] = [
    PhoneFamily(
      [
        "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 7",
        "iPhone 6s",
      ], 375, 667, scale: 2, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0),
      regularInLandscape: false),
    PhoneFamily(
      ["iPhone 8 Plus"], 414, 736, scale: 3, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0),
      regularInLandscape: true),
    PhoneFamily(
      ["iPhone X", "iPhone XS", "iPhone 11 Pro"], 375, 812, scale: 3, portrait: (44, 0, 34, 0),
      landscape: (0, 44, 21, 44), regularInLandscape: false),
    PhoneFamily(
      ["iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, scale: 3, portrait: (44, 0, 34, 0),
      landscape: (0, 44, 21, 44), regularInLandscape: true),
    PhoneFamily(
      ["iPhone XR", "iPhone 11"], 414, 896, scale: 2, portrait: (48, 0, 34, 0),
      landscape: (0, 48, 21, 48), regularInLandscape: true),
    PhoneFamily(
      ["iPhone 12 mini", "iPhone 13 mini"], 375, 812, scale: 3, portrait: (50, 0, 34, 0),
      landscape: (0, 50, 21, 50), regularInLandscape: false),
    PhoneFamily(
      ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"], 390, 844,
      scale: 3, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), regularInLandscape: false),
    PhoneFamily(
      ["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, scale: 3,
      portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47), regularInLandscape: true),
    PhoneFamily(
      ["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, scale: 3,
      portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), regularInLandscape: false),
    PhoneFamily(
      ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932,
      scale: 3, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59), regularInLandscape: true),
    PhoneFamily(
      ["iPhone 16 Pro"], 402, 874, scale: 3, portrait: (62, 0, 34, 0),
      landscape: (0, 62, 21, 62), regularInLandscape: false),
    PhoneFamily(
      ["iPhone 16 Pro Max"], 440, 956, scale: 3, portrait: (62, 0, 34, 0),
      landscape: (0, 62, 21, 62), regularInLandscape: true),
  ]
}

/// One row of spec 14.4: a representative iPad, its portrait size and its safe area.
struct PadRow: Sendable, CustomTestStringConvertible {
  let name: String
  let size: CGSize
  let safeArea: UIEdgeInsets

  var testDescription: String {
    name
  }

  init(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat) {
    self.name = name
    size = CGSize(width: width, height: height)
    safeArea = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }

  /// The rows of spec 14.4 (decision D24 for the Face ID 12.9-inch iPad), one name each.
  static let all: [PadRow] = [
    PadRow("iPad (6th generation)", 768, 1024, top: 20, bottom: 0),
    PadRow("iPad mini (5th generation)", 768, 1024, top: 20, bottom: 0),
    PadRow("iPad Pro (9.7-inch)", 768, 1024, top: 20, bottom: 0),
    PadRow("iPad (9th generation)", 810, 1080, top: 20, bottom: 0),
    PadRow("iPad Pro (10.5-inch)", 834, 1112, top: 20, bottom: 0),
    PadRow("iPad Air (3rd generation)", 834, 1112, top: 20, bottom: 0),
    PadRow("iPad mini (6th generation)", 744, 1133, top: 24, bottom: 20),
    PadRow("iPad (10th generation)", 820, 1180, top: 24, bottom: 20),
    PadRow("iPad Air 11-inch (M2)", 820, 1180, top: 24, bottom: 20),
    PadRow("iPad Pro (11-inch) (4th generation)", 834, 1194, top: 24, bottom: 20),
    PadRow("iPad Pro 11-inch (M4)", 834, 1210, top: 24, bottom: 20),
    PadRow("iPad Pro (12.9-inch) (2nd generation)", 1024, 1366, top: 20, bottom: 0),
    PadRow("iPad Pro (12.9-inch) (6th generation)", 1024, 1366, top: 24, bottom: 20),
    PadRow("iPad Air 13-inch (M2)", 1024, 1366, top: 24, bottom: 20),
    PadRow("iPad Pro 13-inch (M4)", 1032, 1376, top: 24, bottom: 20),
  ]
}

/// The device catalogue (spec §14 with decision D24).
@MainActor
@Suite struct HeadlessDeviceTests {
  // spec 14.1: every name of every family row has the row's size, scale and safe areas, and
  // the screen built from it reports them.
  @Test(arguments: PhoneFamily.all)
  func phoneFamilyMetrics(family: PhoneFamily) throws {
    for name in family.names {
      let device = try #require(HeadlessDevice.named(name), "\(name) is in the catalogue")
      #expect(device.idiom == .phone)
      #expect(device.portraitSize == family.size, "\(name)")
      #expect(device.scale == family.scale, "\(name)")
      #expect(device.portraitSafeArea == family.portraitSafeArea, "\(name)")
      #expect(device.landscapeSafeArea == family.landscapeSafeArea, "\(name)")
      #expect(device.safeAreaInsets(for: .portrait) == family.portraitSafeArea, "\(name)")
      #expect(device.safeAreaInsets(for: .landscapeLeft) == family.landscapeSafeArea, "\(name)")
      #expect(device.safeAreaInsets(for: .landscapeRight) == family.landscapeSafeArea, "\(name)")

      let portrait = device.sizeClasses(for: .portrait)
      #expect(portrait.horizontal == .compact && portrait.vertical == .regular, "\(name)")
      let landscape = device.sizeClasses(for: .landscapeLeft)
      let width: UIUserInterfaceSizeClass = family.regularWidthInLandscape ? .regular : .compact
      #expect(landscape.horizontal == width && landscape.vertical == .compact, "\(name)")

      let screen = UIScreen(headlessDevice: device, orientation: .portrait)
      #expect(screen.bounds.size == family.size, "\(name)")
      #expect(screen.scale == family.scale, "\(name)")
    }
  }

  // spec 14.2: every iPhone is C/R in portrait; in landscape those 414 pt or wider in portrait
  // are R/C and all others C/C.
  @Test func iPhoneSizeClassesFollowThePortraitWidth() {
    let phones = HeadlessDevice.all.filter { $0.idiom == .phone }
    #expect(!phones.isEmpty)
    for device in phones {
      let portrait = device.sizeClasses(for: .portrait)
      #expect(portrait.horizontal == .compact, "\(device)")
      #expect(portrait.vertical == .regular, "\(device)")
      let landscape = device.sizeClasses(for: .landscapeRight)
      let expected: UIUserInterfaceSizeClass =
        device.portraitSize.width >= 414 ? .regular : .compact
      #expect(landscape.horizontal == expected, "\(device)")
      #expect(landscape.vertical == .compact, "\(device)")
    }
  }

  // spec 14.3: status-bar heights by family; home-button iPhones hide it in landscape (safe
  // area 0); Dynamic Island models report 54 (decision D24) under a 59 or 62 safe-area top.
  @Test(
    arguments: [
      ("iPhone 8", 20.0), ("iPhone SE (3rd generation)", 20), ("iPhone 8 Plus", 20),
      ("iPhone X", 44), ("iPhone XS Max", 44), ("iPhone 11 Pro", 44), ("iPhone 11 Pro Max", 44),
      ("iPhone XR", 48), ("iPhone 11", 48),
      ("iPhone 12", 47), ("iPhone 13 Pro", 47), ("iPhone 14", 47), ("iPhone 12 Pro Max", 47),
      ("iPhone 14 Plus", 47),
      ("iPhone 12 mini", 50), ("iPhone 13 mini", 50),
      ("iPhone 14 Pro", 54), ("iPhone 15 Pro Max", 54), ("iPhone 16 Pro", 54),
      ("iPhone 16 Pro Max", 54),
      ("iPad (9th generation)", 20), ("iPad Pro (12.9-inch) (2nd generation)", 20),
    ] as [(String, CGFloat)])
  func statusBarHeights(name: String, height: CGFloat) throws {
    let device = try #require(HeadlessDevice.named(name))
    #expect(device.statusBarHeight == height)
  }

  // spec 14.3: home-button iPhones hide the status bar in landscape.
  @Test(arguments: [
    "iPhone 6s", "iPhone 7", "iPhone 8", "iPhone 8 Plus", "iPhone SE (2nd generation)",
  ])
  func homeButtonIPhonesHideTheStatusBarInLandscape(name: String) throws {
    let device = try #require(HeadlessDevice.named(name))
    #expect(!device.showsStatusBarInLandscape)
    #expect(device.safeAreaInsets(for: .landscapeLeft) == .zero)
  }

  // spec 14.4: iPads are @2x, regular/regular in both orientations, with the same safe area in
  // every orientation.
  @Test(arguments: PadRow.all)
  func iPadMetrics(row: PadRow) throws {
    let device = try #require(HeadlessDevice.named(row.name))
    #expect(device.idiom == .pad)
    #expect(device.portraitSize == row.size)
    #expect(device.scale == 2)
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight] {
      #expect(device.safeAreaInsets(for: orientation) == row.safeArea, "\(orientation)")
      let classes = device.sizeClasses(for: orientation)
      #expect(classes.horizontal == .regular && classes.vertical == .regular, "\(orientation)")
    }
    let landscape = UIScreen(headlessDevice: device, orientation: .landscapeLeft)
    #expect(landscape.bounds.size == CGSize(width: row.size.height, height: row.size.width))
  }

  // decision D24: the first value of each conflicting pair.
  @Test func conflictsResolveToTheFirstValue() throws {
    let x = try #require(HeadlessDevice.named("iPhone X"))
    #expect(x.landscapeSafeArea.bottom == 21)
    let xr = try #require(HeadlessDevice.named("iPhone XR"))
    #expect(xr.portraitSafeArea.top == 48)
    let proMax16 = try #require(HeadlessDevice.named("iPhone 16 Pro Max"))
    #expect(proMax16.portraitSafeArea.top == 62)
    let pad = try #require(HeadlessDevice.named("iPad Pro (12.9-inch) (6th generation)"))
    #expect(pad.portraitSafeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    let dynamicIsland = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    #expect(dynamicIsland.statusBarHeight == 54)
  }

  // Catalogue lookup ignores case and surrounding spaces.
  @Test func namedIgnoresCase() throws {
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    #expect(HeadlessDevice.named("iphone 15 pro") == device)
    #expect(HeadlessDevice.named("IPHONE 15 PRO") == device)
    #expect(HeadlessDevice.named("  iPhone 15 Pro ") == device)
    #expect(HeadlessDevice.named("iPhone Xs Max")?.name == "iPhone XS Max")
  }

  @Test func unknownNameIsNil() {
    #expect(HeadlessDevice.named("iPhone 99") == nil)
    #expect(HeadlessDevice.named("") == nil)
    #expect(HeadlessDevice.named("iPhone 15 Pro Maxx") == nil)
  }

  @Test func everyNameIsUniqueIgnoringCase() {
    let names = HeadlessDevice.all.map { $0.name.lowercased() }
    #expect(Set(names).count == names.count)
    for device in HeadlessDevice.all {
      #expect(HeadlessDevice.named(device.name) == device)
    }
  }

  @Test func defaultDeviceIsIPhone15Pro() {
    #expect(HeadlessDevice.default.name == "iPhone 15 Pro")
    #expect(HeadlessDevice.default.portraitSize == CGSize(width: 393, height: 852))
  }

  // spec 14.1: the landscape screen size is the transposed portrait size.
  @Test func screenSizeIsTransposedInLandscape() throws {
    let device = try #require(HeadlessDevice.named("iPhone 16 Pro"))
    #expect(device.screenSize(for: .portrait) == CGSize(width: 402, height: 874))
    #expect(device.screenSize(for: .portraitUpsideDown) == CGSize(width: 402, height: 874))
    #expect(device.screenSize(for: .landscapeLeft) == CGSize(width: 874, height: 402))
    #expect(device.screenSize(for: .landscapeRight) == CGSize(width: 874, height: 402))
  }
}
