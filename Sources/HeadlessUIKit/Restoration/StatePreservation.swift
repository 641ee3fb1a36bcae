import Foundation

/// Saves the app's state: the walk of spec 13.3–13.6 from the window's root controller down.
///
/// Order: the delegate's `application(_:shouldSaveSecureApplicationState:)`, then
/// `application(_:willEncodeRestorableStateWith:)`, then every saved controller top-down
/// (parent before children, children before the controller the parent presents), then the
/// saved views in the same controller order, then registered objects (decision R1). A
/// controller without a restoration identifier is skipped with everything under it; a second
/// object with the same restoration path is skipped with a log line.
@MainActor
struct StatePreservation {
  let application: UIApplication

  private struct Entry {
    var object: AnyObject
    var record: StateArchive.Record
  }

  /// The archive to write, or `nil` when the delegate declines.
  func archive() -> StateArchive? {
    guard let delegate = application.delegate else { return nil }
    let references = StateRestorationReferences()
    let applicationCoder = StateRestorationCoder(encodingWith: references)
    encodeStandardKeys(into: applicationCoder)
    guard delegate.application(application, shouldSaveSecureApplicationState: applicationCoder)
    else { return nil }

    var controllers: [Entry] = []
    if let root = application.keyWindow?.rootViewController {
      collect(root, parentPath: [], presented: false, into: &controllers, references: references)
    }
    let objects = collectObjects(references: references)
    delegate.application(application, willEncodeRestorableStateWith: applicationCoder)

    var records: [StateArchive.Record] = []
    for entry in controllers {
      guard let controller = entry.object as? UIViewController else { continue }
      let coder = StateRestorationCoder(encodingWith: references)
      controller.encodeRestorableState(with: coder)
      var record = entry.record
      record.state = coder.finishEncoding()
      records.append(record)
    }
    var viewPaths = Set<[String]>()
    for entry in controllers {
      guard let controller = entry.object as? UIViewController else { continue }
      for view in controller.restorableViews() {
        guard let identifier = view.restorationIdentifier else { continue }
        let path = entry.record.path + [identifier]
        guard viewPaths.insert(path).inserted else {
          Diagnostics.log(
            "State preservation: two views share the restoration path \(Self.describe(path)); "
              + "only the first is saved")
          continue
        }
        let coder = StateRestorationCoder(encodingWith: references)
        view.encodeRestorableState(with: coder)
        records.append(
          StateArchive.Record(
            kind: .view, path: path, className: ObjectiveCRuntime.stringFromClass(type(of: view)),
            state: coder.finishEncoding()))
      }
    }
    for entry in objects {
      guard let object = entry.object as? any UIStateRestoring else { continue }
      let coder = StateRestorationCoder(encodingWith: references)
      object.encodeRestorableState(with: coder)
      var record = entry.record
      record.state = coder.finishEncoding()
      records.append(record)
    }
    return StateArchive(application: applicationCoder.finishEncoding(), records: records)
  }

  private func encodeStandardKeys(into coder: NSCoder) {
    let version = Bundle.main.infoDictionary?["CFBundleVersion"] as? String ?? ""
    coder.encode(version as NSString, forKey: UIApplication.stateRestorationBundleVersionKey)
    let idiom = application.keyWindow?.screen.traitCollection.userInterfaceIdiom ?? .phone
    coder.encode(idiom.rawValue, forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
    coder.encode(NSDate(), forKey: UIApplication.stateRestorationTimestampKey)
    coder.encode(
      StateArchive.systemVersion as NSString, forKey: UIApplication.stateRestorationSystemVersionKey
    )
  }

  /// Adds `controller` and, when it has an identifier, everything under it, pre-order.
  private func collect(
    _ controller: UIViewController, parentPath: [String], presented: Bool,
    into entries: inout [Entry], references: StateRestorationReferences
  ) {
    guard let identifier = controller.restorationIdentifier else { return }
    let path = parentPath + [identifier]
    guard !entries.contains(where: { $0.record.path == path }) else {
      Diagnostics.log(
        "State preservation: two view controllers share the restoration path "
          + "\(Self.describe(path)); only the first is saved")
      return
    }
    guard references.pathsByObject[ObjectIdentifier(controller)] == nil else { return }
    references.pathsByObject[ObjectIdentifier(controller)] = path
    let record = StateArchive.Record(
      kind: .controller, path: path,
      className: ObjectiveCRuntime.stringFromClass(type(of: controller)),
      restorationClassName: controller.restorationClass.flatMap { ($0 as Any) as? AnyClass }
        .map(ObjectiveCRuntime.stringFromClass),
      storyboardPath: controller.storyboard?.sourceURL?.path,
      storyboardIdentifier: controller.storyboardIdentifier, presented: presented, state: Data())
    entries.append(Entry(object: controller, record: record))
    for child in controller.restorationChildren {
      collect(
        child.controller, parentPath: path, presented: child.presented, into: &entries,
        references: references)
    }
  }

  /// The registered objects whose paths resolve, parents before children.
  private func collectObjects(references: StateRestorationReferences) -> [Entry] {
    let registered = application.registeredObjects.compactMap { entry in
      entry.object.object.map { ($0, entry.identifier) }
    }
    var entries: [Entry] = []
    var pending = registered
    var progressed = true
    while progressed, !pending.isEmpty {
      progressed = false
      var waiting: [(any UIStateRestoring, String)] = []
      for (object, identifier) in pending {
        let parentPath: [String]?
        if let parent = object.restorationParent {
          parentPath = references.pathsByObject[ObjectIdentifier(parent)]
        } else {
          parentPath = []
        }
        guard let parentPath else {
          waiting.append((object, identifier))
          continue
        }
        let path = parentPath + [identifier]
        references.pathsByObject[ObjectIdentifier(object)] = path
        let restorationClass: AnyClass? = object.objectRestorationClass.flatMap {
          ($0 as Any) as? AnyClass
        }
        entries.append(
          Entry(
            object: object,
            record: StateArchive.Record(
              kind: .object, path: path,
              className: ObjectiveCRuntime.stringFromClass(type(of: object)),
              restorationClassName: restorationClass.map(ObjectiveCRuntime.stringFromClass),
              state: Data())))
        progressed = true
      }
      pending = waiting
    }
    for (_, identifier) in pending {
      Diagnostics.log(
        "State preservation: registered object '\(identifier)' has a restoration parent that "
          + "is not saved; it is not saved")
    }
    return entries
  }

  static func describe(_ path: [String]) -> String {
    path.map { "'\($0)'" }.joined(separator: " / ")
  }
}

extension StateArchive {
  /// The system version stored with saved state.
  static let systemVersion = "HeadlessUIKit-1"
}
