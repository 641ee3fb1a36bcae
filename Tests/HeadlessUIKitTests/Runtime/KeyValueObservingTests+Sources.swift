import Foundation
import HeadlessUIKitTestSupport
import Testing

@testable import HeadlessUIKit

/// A model object registered as the generated registration registers an `@objc dynamic`
/// property, and notifying as the transform makes it notify.
private final class Account: NSObject {
  var balance = 0 {
    willSet { willChangeValue(forKey: "balance") }
    didSet { didChangeValue(forKey: "balance") }
  }
  var nickname: String? {
    willSet { willChangeValue(for: \.nickname) }
    didSet { didChangeValue(for: \.nickname) }
  }
  var owner = Person() {
    willSet { willChangeValue(forKey: "owner") }
    didSet { didChangeValue(forKey: "owner") }
  }
}

private final class Person: NSObject {
  var name = "" {
    willSet { willChangeValue(forKey: "name") }
    didSet { didChangeValue(forKey: "name") }
  }
}

private protocol AccountKeys: Account {}
extension Account: AccountKeys {}
private protocol PersonKeys: Person {}
extension Person: PersonKeys {}

@MainActor
private func registerModelKeys() {
  func accountKeys<T: AccountKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [
      KeyValueObservingKey("balance", \T.balance), KeyValueObservingKey("nickname", \T.nickname),
      KeyValueObservingKey("owner", \T.owner),
    ]
  }
  func personKeys<T: PersonKeys>(_: T.Type) -> [KeyValueObservingKey] {
    [KeyValueObservingKey("name", \T.name)]
  }
  ObjectiveCRuntime.registerObservableKeys(of: Account.self) {
    ($0 as? any AccountKeys.Type).map { accountKeys($0) } ?? []
  }
  ObjectiveCRuntime.registerObservableKeys(of: Person.self) {
    ($0 as? any PersonKeys.Type).map { personKeys($0) } ?? []
  }
}

@MainActor
@Suite("Key-value observation: changes UIKit makes, and an app's own registered properties")
struct KeyValueObservingSourcesTests {
  @Test("KV2: Auto Layout's pass notifies bounds and center observers of the views it moves")
  func layoutPassNotifies() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 40),
      child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    ])
    let bounds = ObservedChanges<CGRect>()
    let centers = ObservedChanges<CGPoint>()
    let observations = [
      child.observe(\.bounds, options: [.new]) { _, change in bounds.changes.append(change) },
      child.observe(\.center, options: [.new]) { _, change in centers.changes.append(change) },
    ]
    container.layoutIfNeeded()
    #expect(bounds.newValues == [CGRect(x: 0, y: 0, width: 50, height: 40)])
    #expect(centers.newValues == [CGPoint(x: 100, y: 100)])
    _ = observations
  }

  @Test("KV2: safeAreaInsets observers hear of the insets the window gives, during layout")
  func safeAreaInsets() async throws {
    let controller = UIViewController()
    let seen = ObservedChanges<UIEdgeInsets>()
    let observation = controller.view.observe(\.safeAreaInsets, options: [.old, .new]) {
      _, change in seen.changes.append(change)
    }
    let window = try await presentationTestWindow(root: controller)
    #expect(seen.oldValues.first == .some(.zero))
    #expect(seen.newValues.first == controller.view.safeAreaInsets)
    #expect(controller.view.safeAreaInsets.top > 0)
    _ = (observation, window)
  }

  @Test("KV2: switches, sliders and image views notify isOn, value and image")
  func valueControls() {
    let toggle = UISwitch()
    let slider = UISlider()
    let imageView = UIImageView()
    let flags = ObservedChanges<Bool>()
    let values = ObservedChanges<Float>()
    let images = ObservedChanges<UIImage?>()
    let observations = [
      toggle.observe(\.isOn, options: [.old, .new]) { _, change in flags.changes.append(change) },
      slider.observe(\.value, options: [.new]) { _, change in values.changes.append(change) },
      imageView.observe(\.image, options: [.new]) { _, change in images.changes.append(change) },
    ]
    toggle.isOn = true
    slider.value = 5  // kept within 0...1
    imageView.image = nil
    #expect(flags.oldValues == [false])
    #expect(flags.newValues == [true])
    #expect(values.newValues == [1])
    #expect(images.changes.count == 1)
    _ = observations
  }

  @Test("KV2: a table's contentSize observers hear of the rows it lays out; isEditing notifies")
  func tableContentSize() {
    let source = ListDataSource([["a", "b", "c"]])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    let sizes = ObservedChanges<CGSize>()
    let editing = ObservedChanges<Bool>()
    let observations = [
      table.observe(\.contentSize, options: [.new]) { _, change in sizes.changes.append(change) },
      table.observe(\.isEditing, options: [.new]) { _, change in editing.changes.append(change) },
    ]
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(sizes.newValues.last == CGSize(width: 320, height: 132))
    source.sections[0].append("d")
    table.reloadData()
    table.layoutIfNeeded()
    #expect(sizes.newValues.last == CGSize(width: 320, height: 176))
    table.setEditing(true, animated: true)
    #expect(editing.newValues == [true])
    _ = observations
  }

  @Test("KV2: controls, labels, progress views and controllers notify their observed keys")
  func otherUIKitKeys() {
    let progress = UIProgressView()
    let field = UITextField()
    let button = UIButton()
    let controller = UIViewController()
    let floats = ObservedChanges<Float>()
    let texts = ObservedChanges<String?>()
    let flags = ObservedChanges<Bool>()
    let sizes = ObservedChanges<CGSize>()
    let titles = ObservedChanges<String?>()
    let observations = [
      progress.observe(\.progress, options: [.new]) { _, change in floats.changes.append(change) },
      field.observe(\.text, options: [.new]) { _, change in texts.changes.append(change) },
      button.observe(\.isSelected, options: [.new]) { _, change in flags.changes.append(change) },
      controller.observe(\.preferredContentSize, options: [.new]) { _, change in
        sizes.changes.append(change)
      },
      controller.observe(\.title, options: [.new]) { _, change in titles.changes.append(change) },
    ]
    progress.progress = 2  // clamped: observers see the stored value
    field.text = "hello"
    button.isSelected = true
    controller.preferredContentSize = CGSize(width: 320, height: 200)
    controller.title = "Inbox"
    #expect(floats.newValues == [1])
    #expect(texts.newValues == [.some("hello")])
    #expect(flags.newValues == [true])
    #expect(sizes.newValues == [CGSize(width: 320, height: 200)])
    #expect(titles.newValues == [.some("Inbox")])
    _ = observations
  }

  @Test("KV4: an app's registered property notifies through willChangeValue/didChangeValue")
  func modelProperty() {
    registerModelKeys()
    let account = Account()
    let seen = ObservedChanges<Int>()
    let observation = account.observe(\.balance, options: [.old, .new]) { _, change in
      seen.changes.append(change)
    }
    account.balance = 10
    account.balance += 5
    #expect(seen.oldValues == [0, 10])
    #expect(seen.newValues == [10, 15])
    let names = ObservedChanges<String?>()
    let nicknames = account.observe(\.nickname, options: [.new]) { _, change in
      names.changes.append(change)
    }
    account.nickname = "savings"
    #expect(names.newValues == [.some("savings")])
    _ = (observation, nicknames)
  }

  @Test("KV3: a key path through an object follows the object when it is replaced")
  func nestedModelPath() {
    registerModelKeys()
    let account = Account()
    let seen = ObservedChanges<String>()
    let observation = account.observe(\.owner.name, options: [.new]) { _, change in
      seen.changes.append(change)
    }
    account.owner.name = "Ada"
    let first = account.owner
    let second = Person()
    second.name = "Grace"
    account.owner = second
    first.name = "Lin"  // no longer on the path
    second.name = "Hopper"
    #expect(seen.newValues == ["Ada", "Grace", "Hopper"])
    _ = observation
  }
}
