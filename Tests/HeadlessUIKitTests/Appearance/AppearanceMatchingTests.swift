import Foundation
import HeadlessUIKit
import Testing

/// Which proxies reach a view: container chains, their precedence, and traits (decisions AP3,
/// AP4).
@MainActor
@Suite struct AppearanceMatchingTests {
  /// A label inside an inner container inside an outer one, in a shown window.
  private func nestedLabel() -> (UILabel, UIWindow) {
    let window = shownAppearanceWindow()
    let outer = OuterContainerView()
    let middle = UIView()
    let inner = InnerContainerView()
    let label = UILabel()
    inner.addSubview(label)
    middle.addSubview(inner)
    outer.addSubview(middle)
    window.addSubview(outer)
    return (label, window)
  }

  @Test("AP3: containers need not be adjacent; outside them the proxy does not apply")
  func containedNotAdjacent() {
    withAppearanceProxies {
      UILabel.appearance(whenContainedInInstancesOf: [OuterContainerView.self]).textColor =
        .systemIndigo
      let (label, window) = nestedLabel()
      let outside = UILabel()
      window.addSubview(outside)
      #expect(label.textColor == .systemIndigo)
      #expect(outside.textColor == .label)
    }
  }

  @Test("AP3: a chain matches only in its order, innermost first")
  func chainOrder() {
    withAppearanceProxies {
      UILabel.appearance(whenContainedInInstancesOf: [
        InnerContainerView.self, OuterContainerView.self,
      ])
      .textColor = .systemMint
      UILabel.appearance(whenContainedInInstancesOf: [
        OuterContainerView.self, InnerContainerView.self,
      ])
      .font = .systemFont(ofSize: 30)
      let (label, _) = nestedLabel()
      #expect(label.textColor == .systemMint)
      #expect(label.font.pointSize == 17)
    }
  }

  @Test("AP3: rules merge property by property; a contained rule beats the general one")
  func containedBeatsGeneral() {
    withAppearanceProxies {
      UILabel.appearance(whenContainedInInstancesOf: [InnerContainerView.self]).textColor =
        .systemGreen
      UILabel.appearance().textColor = .systemRed
      UILabel.appearance().font = .systemFont(ofSize: 21)
      let (label, window) = nestedLabel()
      let plain = UILabel()
      window.addSubview(plain)
      #expect(label.textColor == .systemGreen)
      #expect(label.font.pointSize == 21)
      #expect(plain.textColor == .systemRed)
    }
  }

  @Test("AP3: the rule whose outermost container is nearest the window wins (UIAppearance.h)")
  func outermostWins() {
    withAppearanceProxies {
      UILabel.appearance(whenContainedInInstancesOf: [InnerContainerView.self]).textColor =
        .systemBlue
      UILabel.appearance(whenContainedInInstancesOf: [OuterContainerView.self]).textColor =
        .systemOrange
      let (label, _) = nestedLabel()
      #expect(label.textColor == .systemOrange)
    }
  }

  @Test("AP3: with the same outermost container, the deeper chain wins")
  func deeperChainBreaksTies() {
    withAppearanceProxies {
      UILabel.appearance(whenContainedInInstancesOf: [
        InnerContainerView.self, OuterContainerView.self,
      ])
      .textColor = .systemPurple
      UILabel.appearance(whenContainedInInstancesOf: [OuterContainerView.self]).textColor =
        .systemYellow
      let (label, _) = nestedLabel()
      #expect(label.textColor == .systemPurple)
    }
  }

  @Test("AP3: the rule of the more derived class wins over a superclass's contained rule")
  func subclassRuleWins() {
    withAppearanceProxies {
      UIView.appearance(whenContainedInInstancesOf: [OuterContainerView.self]).backgroundColor =
        .systemRed
      UILabel.appearance().backgroundColor = .systemBlue
      let (label, window) = nestedLabel()
      withExtendedLifetime(window) {
        #expect(label.backgroundColor == .systemBlue)
        #expect(label.superview?.backgroundColor == .systemRed)
      }
    }
  }

  @Test("AP4: a view controller is a container of the views under its root view")
  func controllerContainer() {
    withAppearanceProxies {
      UILabel.appearance(whenContainedInInstancesOf: [StyledViewController.self]).textColor =
        .systemCyan
      let controller = StyledViewController()
      let label = UILabel()
      controller.view.addSubview(label)
      let window = shownAppearanceWindow(root: controller)
      let elsewhere = UILabel()
      window.addSubview(elsewhere)
      #expect(label.textColor == .systemCyan)
      #expect(elsewhere.textColor == .label)
    }
  }

  @Test("AP4: UIKit's example: a navigation bar inside a navigation controller in a tab bar")
  func navigationInsideTabs() {
    withAppearanceProxies {
      UINavigationBar.appearance(
        whenContainedInInstancesOf: [UINavigationController.self, UITabBarController.self]
      ).barTintColor = .systemGreen
      let tabbed = UINavigationController(rootViewController: UIViewController())
      let tabs = UITabBarController()
      tabs.viewControllers = [tabbed]
      _ = shownAppearanceWindow(root: tabs)
      let alone = UINavigationController(rootViewController: UIViewController())
      _ = shownAppearanceWindow(root: alone)
      #expect(tabbed.navigationBar.barTintColor == .systemGreen)
      #expect(alone.navigationBar.barTintColor == nil)
    }
  }

  @Test("AP3: a trait proxy applies only where the view's traits contain its traits")
  func traitProxy() {
    withAppearanceProxies {
      UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
      let dark = shownAppearanceWindow()
      dark.overrideUserInterfaceStyle = .dark
      let light = shownAppearanceWindow()
      light.overrideUserInterfaceStyle = .light
      let inDark = UILabel()
      let container = UIView()
      container.addSubview(inDark)
      dark.addSubview(container)
      let inLight = UILabel()
      light.addSubview(inLight)
      #expect(inDark.textColor == .white)
      #expect(inLight.textColor == .label)
    }
  }

  @Test("AP3: a trait proxy beats the plain one; traits combine with containers")
  func traitAndContainers() {
    withAppearanceProxies {
      let regular = UITraitCollection(horizontalSizeClass: .regular)
      let compact = UITraitCollection(horizontalSizeClass: .compact)
      UILabel.appearance().textColor = .systemRed
      UILabel.appearance(for: compact).textColor = .systemBlue
      UILabel.appearance(for: regular, whenContainedInInstancesOf: [OuterContainerView.self])
        .font = .systemFont(ofSize: 40)
      UILabel.appearance(for: compact, whenContainedInInstancesOf: [OuterContainerView.self])
        .font = .systemFont(ofSize: 12)
      // A 393-point iPhone window is compact in width.
      let (label, _) = nestedLabel()
      #expect(label.traitCollection.horizontalSizeClass == .compact)
      #expect(label.textColor == .systemBlue)
      #expect(label.font.pointSize == 12)
    }
  }
}
