import Foundation
import HeadlessUIKit
import Testing

/// The item appearances of a tab bar appearance: one per layout style, copied on assignment.
@MainActor
@Suite struct UITabBarAppearanceItemTests {
  @Test("Each layout style starts with UIKit's empty item look")
  func defaults() {
    let appearance = UITabBarAppearance()
    for item in [
      appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance,
      appearance.compactInlineLayoutAppearance,
    ] {
      #expect(item.normal.titleTextAttributes.isEmpty)
      #expect(item.selected.iconColor == nil)
      #expect(item.normal.badgeBackgroundColor == nil)
      #expect(item.normal.titlePositionAdjustment == .zero)
    }
    #expect(appearance.stackedItemPositioning == .automatic)
  }

  @Test("Changing the returned item appearance changes the bar appearance in place")
  func mutationInPlace() {
    let appearance = UITabBarAppearance()
    for item in [appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance] {
      item.selected.iconColor = .red
      item.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
    }
    #expect(appearance.stackedLayoutAppearance.selected.iconColor == .red)
    #expect(appearance.inlineLayoutAppearance.selected.iconColor == .red)
    #expect(appearance.compactInlineLayoutAppearance.selected.iconColor == nil)
    let color = appearance.stackedLayoutAppearance.normal.titleTextAttributes[.foregroundColor]
    #expect(color as? UIColor == .gray)
  }

  @Test("Assigning an item appearance stores a copy")
  func assignmentCopies() {
    let appearance = UITabBarAppearance()
    let item = UITabBarItemAppearance(style: .stacked)
    item.normal.iconColor = .blue
    appearance.stackedLayoutAppearance = item
    item.normal.iconColor = .green
    #expect(appearance.stackedLayoutAppearance.normal.iconColor == .blue)
    #expect(appearance.stackedLayoutAppearance !== item)
  }

  @Test("A tab bar stores a copy of its appearance, item looks included")
  func barCopiesItemLooks() {
    let appearance = UITabBarAppearance()
    appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .orange
    let bar = UITabBar()
    bar.standardAppearance = appearance
    appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .purple
    #expect(bar.standardAppearance.stackedLayoutAppearance.selected.badgeBackgroundColor == .orange)
  }

  @Test("configureWithDefault(for:) clears every state")
  func configureWithDefault() {
    let item = UITabBarItemAppearance()
    item.disabled.iconColor = .red
    item.focused.titlePositionAdjustment = UIOffset(horizontal: 1, vertical: 2)
    item.configureWithDefault(for: .inline)
    #expect(item.disabled.iconColor == nil)
    #expect(item.focused.titlePositionAdjustment == .zero)
  }
}
