import HeadlessUIKit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Sweeps a view controller's screen and returns what the sweep found (a HeadlessUIKit
/// addition): the form to use with `#expect` or `XCTAssert`.
///
///     let report = auditLayout(of: { ProfileViewController() }, on: .phones)
///     #expect(report.isClean, "\(report)")
///
/// - Parameters:
///   - makeController: Makes a new controller; called once per configuration.
///   - devices: The devices; every device of the catalogue by default.
///   - orientations: The orientations; portrait and landscape by default.
///   - contentSizeCategories: The text sizes; all twelve by default.
///   - userInterfaceStyles: The appearances; light and dark by default.
///   - kinds: Kinds of finding to leave out.
///   - identifiers: Accessibility identifiers of views to leave out, with their subviews.
/// - Returns: The report.
@MainActor
public func auditLayout(
  of makeController: () -> UIViewController,
  on devices: [HeadlessDevice] = .allDevices,
  orientations: [UIInterfaceOrientation] = [.portrait, .landscapeRight],
  contentSizeCategories: [UIContentSizeCategory] = .all,
  userInterfaceStyles: [UIUserInterfaceStyle] = [.light, .dark],
  ignoring kinds: Set<LayoutFinding.Kind> = [],
  ignoringViews identifiers: Set<String> = []
) -> LayoutAuditReport {
  LayoutAudit(
    devices: devices, orientations: orientations, contentSizeCategories: contentSizeCategories,
    userInterfaceStyles: userInterfaceStyles, ignoring: kinds, ignoringViews: identifiers
  ).audit(makeController)
}

/// Sweeps a view, shown as a screen's root view, and returns what the sweep found (a
/// HeadlessUIKit addition).
///
/// - Parameters:
///   - makeView: Makes a new view; called once per configuration.
///   - devices: The devices; every device of the catalogue by default.
///   - orientations: The orientations; portrait and landscape by default.
///   - contentSizeCategories: The text sizes; all twelve by default.
///   - userInterfaceStyles: The appearances; light and dark by default.
///   - kinds: Kinds of finding to leave out.
///   - identifiers: Accessibility identifiers of views to leave out, with their subviews.
/// - Returns: The report.
@MainActor
public func auditLayout(
  ofView makeView: () -> UIView,
  on devices: [HeadlessDevice] = .allDevices,
  orientations: [UIInterfaceOrientation] = [.portrait, .landscapeRight],
  contentSizeCategories: [UIContentSizeCategory] = .all,
  userInterfaceStyles: [UIUserInterfaceStyle] = [.light, .dark],
  ignoring kinds: Set<LayoutFinding.Kind> = [],
  ignoringViews identifiers: Set<String> = []
) -> LayoutAuditReport {
  LayoutAudit(
    devices: devices, orientations: orientations, contentSizeCategories: contentSizeCategories,
    userInterfaceStyles: userInterfaceStyles, ignoring: kinds, ignoringViews: identifiers
  ).auditView(makeView)
}

/// Sweeps a view controller's screen and fails the current test when anything is found (a
/// HeadlessUIKit addition), in an `XCTestCase` or in a Swift Testing `@Test` alike.
///
/// The failure's message is the report (see ``LayoutAuditReport``), recorded at the caller's
/// source location: as a Swift Testing issue when a Swift Testing test is running, else with
/// `XCTFail`.
///
///     @Test @MainActor func signUpLayout() {
///       assertLayout(of: { SignUpViewController() }, on: .phones, ignoringViews: ["legal"])
///     }
///
/// - Parameters:
///   - makeController: Makes a new controller; called once per configuration.
///   - devices: The devices; every device of the catalogue by default.
///   - orientations: The orientations; portrait and landscape by default.
///   - contentSizeCategories: The text sizes; all twelve by default.
///   - userInterfaceStyles: The appearances; light and dark by default.
///   - kinds: Kinds of finding to leave out.
///   - identifiers: Accessibility identifiers of views to leave out, with their subviews.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The report, for further checks.
@MainActor @discardableResult
public func assertLayout(
  of makeController: () -> UIViewController,
  on devices: [HeadlessDevice] = .allDevices,
  orientations: [UIInterfaceOrientation] = [.portrait, .landscapeRight],
  contentSizeCategories: [UIContentSizeCategory] = .all,
  userInterfaceStyles: [UIUserInterfaceStyle] = [.light, .dark],
  ignoring kinds: Set<LayoutFinding.Kind> = [],
  ignoringViews identifiers: Set<String> = [],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> LayoutAuditReport {
  let report = auditLayout(
    of: makeController, on: devices, orientations: orientations,
    contentSizeCategories: contentSizeCategories, userInterfaceStyles: userInterfaceStyles,
    ignoring: kinds, ignoringViews: identifiers)
  if !report.isClean {
    recordLayoutFailure(
      report.description, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return report
}

/// Sweeps a view, shown as a screen's root view, and fails the current test when anything is
/// found (a HeadlessUIKit addition), in an `XCTestCase` or in a Swift Testing `@Test` alike.
///
/// - Parameters:
///   - makeView: Makes a new view; called once per configuration.
///   - devices: The devices; every device of the catalogue by default.
///   - orientations: The orientations; portrait and landscape by default.
///   - contentSizeCategories: The text sizes; all twelve by default.
///   - userInterfaceStyles: The appearances; light and dark by default.
///   - kinds: Kinds of finding to leave out.
///   - identifiers: Accessibility identifiers of views to leave out, with their subviews.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The report, for further checks.
@MainActor @discardableResult
public func assertLayout(
  ofView makeView: () -> UIView,
  on devices: [HeadlessDevice] = .allDevices,
  orientations: [UIInterfaceOrientation] = [.portrait, .landscapeRight],
  contentSizeCategories: [UIContentSizeCategory] = .all,
  userInterfaceStyles: [UIUserInterfaceStyle] = [.light, .dark],
  ignoring kinds: Set<LayoutFinding.Kind> = [],
  ignoringViews identifiers: Set<String> = [],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> LayoutAuditReport {
  let report = auditLayout(
    ofView: makeView, on: devices, orientations: orientations,
    contentSizeCategories: contentSizeCategories, userInterfaceStyles: userInterfaceStyles,
    ignoring: kinds, ignoringViews: identifiers)
  if !report.isClean {
    recordLayoutFailure(
      report.description, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return report
}

/// Fails the running test with a message at a source location: a Swift Testing issue when a
/// Swift Testing test is running, else an XCTest failure (the two frameworks do not see each
/// other's failures, so the helper asks which one runs, as swift-snapshot-testing does).
func recordLayoutFailure(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: String(describing: fileID), filePath: String(describing: filePath),
          line: Int(line), column: Int(column)))
      return
    }
  #endif
  #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
  #else
    preconditionFailure(message, file: filePath, line: line)
  #endif
}
