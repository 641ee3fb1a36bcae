import Foundation
import Testing
import UIKit

@testable import AppLinux

/// App/SettingsMenu.swift, compiled through the plugin: overrides of a method declared in an
/// extension of UIKit's class, a layer class made by UIKit, class names and UIKit's selectors.
@MainActor
@Suite("Extension methods overridden, classes made and named as on iOS")
struct SettingsMenuTests {
  init() {
    registerUIKitRuntime()
  }

  @Test("the override of a method declared in an extension is the one called, super included")
  func extensionMethodOverridden() {
    #expect(UIViewController().menuTitle() == "Menu")
    #expect(SettingsViewController().menuTitle() == "Settings / Menu")
    let screen: UIViewController = AdvancedSettingsViewController()
    #expect(screen.menuTitle() == "Settings / Menu / Advanced")
    #expect(screen.responds(to: Selector("menuTitle")))
  }

  @Test("a view's layer class is made with the app's own init()")
  func layerClass() {
    let layer = GlowView(frame: .zero).layer as? GlowLayer
    #expect(layer?.configured == true)
  }

  @Test("class names are the Objective-C runtime's, and UIKit delegate methods respond")
  func namesAndSelectors() {
    #expect(SettingsList().objectiveCName() == "SettingsListDelegate")
    #expect(SettingsList.byName() == SettingsList.self)
    // (this file is not rewritten by the plugin, so it names selectors as strings)
    #expect(SettingsList().responds(to: Selector("tableView:heightForRowAt:")))
    #expect(!SettingsList().responds(to: Selector("tableView:didSelectRowAt:")))
    #expect(UIView().responds(to: Selector("setBackgroundColor:")))
  }
}
