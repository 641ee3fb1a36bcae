import Foundation
import HeadlessUIKit
import Testing

/// Bar appearances: the three configurations, copies on assignment, and the item's appearance
/// winning over the bar's.
@MainActor
@Suite struct BarAppearanceTests {
  @Test("a new appearance has the default background; the configurations change it")
  func configurations() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor != nil)
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil)
    #expect(appearance.backgroundColor == .systemBackground)
    appearance.configureWithTransparentBackground()
    #expect(appearance.shadowColor == nil)
    #expect(appearance.backgroundColor == .clear)
  }

  @Test("bars and items store copies of the appearances assigned")
  func assignmentCopies() {
    let appearance = UINavigationBarAppearance()
    appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20)]
    let item = UINavigationItem()
    item.standardAppearance = appearance
    appearance.backgroundColor = .red
    #expect(item.standardAppearance !== appearance)
    #expect(item.standardAppearance?.backgroundColor == nil)
    #expect(item.standardAppearance?.titleTextAttributes.count == 1)
  }

  @Test("the top item's appearance wins over the bar's; missing ones fall back")
  func itemWinsOverBar() {
    let bar = UINavigationBar()
    let barLook = UINavigationBarAppearance()
    barLook.backgroundColor = .blue
    bar.standardAppearance = barLook
    let item = UINavigationItem()
    bar.items = [item]
    #expect(
      bar.headlessEffectiveAppearance(compact: false, atScrollEdge: false).backgroundColor == .blue)
    // No scroll-edge appearance: the standard one, transparent.
    let edge = bar.headlessEffectiveAppearance(compact: false, atScrollEdge: true)
    #expect(edge.backgroundColor == .clear)
    #expect(edge.shadowColor == nil)
    let itemLook = UINavigationBarAppearance()
    itemLook.backgroundColor = .green
    item.standardAppearance = itemLook
    item.scrollEdgeAppearance = itemLook
    #expect(
      bar.headlessEffectiveAppearance(compact: true, atScrollEdge: false).backgroundColor == .green)
    #expect(
      bar.headlessEffectiveAppearance(compact: false, atScrollEdge: true).backgroundColor == .green)
  }
}
