import Foundation
import HeadlessUIKit
import Testing

/// A context menu delegate that offers a menu on the left half of its view only.
@MainActor
final class HalfMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
  var calls: [String] = []

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.append("configuration \(Int(location.x)),\(Int(location.y))")
    guard location.x < 50 else { return nil }
    return UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: nil) {
      suggested in
      UIMenu(children: suggested + [UIAction(title: "Copy") { _ in }])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    calls.append("willDisplay")
  }
}

/// Interactions recorded by a test.
@MainActor
final class RecordingInteraction: UIInteraction {
  var view: UIView?
  var moves: [String] = []
  func willMove(to view: UIView?) { moves.append("will \(view == nil ? "nil" : "view")") }
  func didMove(to view: UIView?) {
    self.view = view
    moves.append("did \(view == nil ? "nil" : "view")")
  }
}

/// Menus, actions as menu elements, deferred elements and context menu interactions.
@MainActor
@Suite struct UIMenuTests {
  @Test("actions are menu elements with attributes and a state; menus keep their children")
  func menus() {
    let name = UIAction(title: "Name", state: .on) { _ in }
    let date = UIAction(
      title: "Date", subtitle: "Newest first", image: UIImage(systemName: "calendar"),
      attributes: [.destructive, .keepsMenuPresented]
    ) { _ in }
    let menu = UIMenu(title: "Sort", options: .singleSelection, children: [name, date])
    #expect(menu.title == "Sort")
    #expect(menu.children.count == 2)
    #expect(menu.options.contains(.singleSelection))
    #expect(menu.selectedElements.map(\.title) == ["Name"])
    #expect(date.subtitle == "Newest first")
    #expect(date.attributes.contains(.destructive))
    #expect(date.state == .off)
    date.title = "Date added"
    #expect((menu.children[1] as? UIAction)?.title == "Date added")
    let replaced = menu.replacingChildren([date])
    #expect(replaced.identifier == menu.identifier)
    #expect(replaced.children.map(\.title) == ["Date added"])
    #expect(UIMenuElement.State.mixed.rawValue == 2)
    let row = UIMenu(preferredElementSize: .small, children: [name])
    #expect(row.preferredElementSize == UIMenu.ElementSize.small)
    #expect(menu.preferredElementSize == .large)
  }

  @Test("buttons and bar button items keep their menus")
  func controlsKeepMenus() {
    let menu = UIMenu(children: [UIAction(title: "A") { _ in }])
    let button = UIButton(type: .system)
    button.menu = menu
    button.showsMenuAsPrimaryAction = true
    #expect(button.menu === menu)
    #expect(button.showsMenuAsPrimaryAction)
    let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
    #expect(item.menu === menu)
    #expect(item.title == "More")
    let add = UIBarButtonItem(systemItem: .add, menu: menu)
    #expect(add.menu === menu)
  }

  @Test("a cached deferred element asks its provider once; an uncached one every time")
  func deferredElements() {
    var asked = 0
    let provider: (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void = { completion in
      asked += 1
      completion([UIAction(title: "Loaded \(asked)") { _ in }])
    }
    let cached = UIDeferredMenuElement(provider)
    var titles: [String] = []
    cached.headlessProvideElements { titles += $0.map(\.title) }
    cached.headlessProvideElements { titles += $0.map(\.title) }
    #expect(titles == ["Loaded 1", "Loaded 1"])
    let uncached = UIDeferredMenuElement.uncached(provider)
    uncached.headlessProvideElements { titles += $0.map(\.title) }
    #expect(titles.last == "Loaded 2")
    #expect(uncached.isUncached)
  }

  @Test("a context menu interaction asks its delegate at a point, as a long press would")
  func contextMenu() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let delegate = HalfMenuDelegate()
    let interaction = UIContextMenuInteraction(delegate: delegate)
    #expect(interaction.headlessMenuConfiguration(at: .zero) == nil)
    view.addInteraction(interaction)
    #expect(interaction.view === view)
    let configuration = interaction.headlessMenuConfiguration(at: CGPoint(x: 10, y: 20))
    #expect(configuration?.headlessMenu?.children.map(\.title) == ["Copy"])
    #expect((configuration?.identifier as? NSString) == "row")
    #expect(interaction.headlessMenuConfiguration(at: CGPoint(x: 80, y: 20)) == nil)
    #expect(delegate.calls == ["configuration 10,20", "willDisplay", "configuration 80,20"])
    #expect(interaction.location(in: view) == CGPoint(x: 80, y: 20))
  }

  @Test("interactions are told before and after they move, and a view holds each once")
  func interactions() {
    let first = UIView()
    let second = UIView()
    let interaction = RecordingInteraction()
    first.addInteraction(interaction)
    first.addInteraction(interaction)
    #expect(first.interactions.count == 1)
    second.addInteraction(interaction)
    #expect(first.interactions.isEmpty)
    #expect(second.interactions.count == 1)
    second.removeInteraction(interaction)
    #expect(interaction.view == nil)
    #expect(
      interaction.moves == [
        "will view", "did view", "will nil", "did nil", "will view", "did view", "will nil",
        "did nil",
      ])
  }
}
