import Examples
import HeadlessUIKit
import HeadlessUIKitTestSupport
import Testing

@MainActor
@Suite struct ProfileSceneTests {
  // The expected frames are worked out by hand from the scene's code (ProfileScene.swift):
  // iPhone 15 Pro portrait is 393 × 852 with a 59 pt top safe area.
  // - header: (0, 59, 393, 96); its layoutSubviews puts the avatar at (16, 16, 64, 64), the text
  //   at x = 16 + 64 + 12 = 92 with width 393 − 92 − 16 = 285, the detail bar 0.6 × 285 = 171
  //   wide at y = 26 + 20 + 8 = 54.
  // - badge: 60 × 24 centred at (393 − 76 + 30, 59 + 8 + 12) = (347, 79), rotated by −15°:
  //   bounding box 60·cos15° + 24·sin15° = 64.167 wide and 60·sin15° + 24·cos15° = 38.711 high,
  //   so its origin is (347 − 32.083, 79 − 19.356) = (314.916, 59.644).
  // - content: y = 155 + 16 = 171, width 393 − 32 = 361, height 852 − 155 − 48 = 649.
  // - rows: y = 16 + 44·row, width 361 − 32 = 329.
  @Test func profileSceneOnIPhone15ProMatchesHandCalculatedFrames() throws {
    let scene = try #require(ExampleScene.named("profile"))
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    let window = scene.makeWindow(UIScreen(headlessDevice: device, orientation: .portrait))
    #expect(
      ViewTreeDump(window).text == """
        UIWindow frame=(0 0; 393 852)
          UIView frame=(0 0; 393 852)
            ProfileHeaderView frame=(0 59; 393 96)
              UIView frame=(16 16; 64 64)
              UIView frame=(92 26; 285 20)
              UIView frame=(92 54; 171 14)
            UIView frame=(314.916 59.644; 64.167 38.711) transform=[0.966 -0.259 0.259 0.966 0 0]
            UIView frame=(16 171; 361 649) clipsToBounds
              UIView frame=(16 16; 329 32) tag=1
              UIView frame=(16 60; 329 32) tag=2
              UIView frame=(16 104; 329 32) tag=3

        """)
  }

  // Rotating the window to landscape (852 × 393, safe area 59 left and right, 0 top) resizes
  // the root (W+H), which autoresizes its subviews at once (spec 4.14, 5.19): the header
  // (flexible width, bottom margin) widens by 459 to 852; the badge (flexible left and bottom
  // margins) moves right by the whole width change and keeps its rotation; the content (W+H)
  // grows to 820 × 190; each row (flexible width) grows to 788.
  @Test func rotatingTheWindowAutoresizesTheScene() throws {
    let scene = try #require(ExampleScene.named("profile"))
    let device = try #require(HeadlessDevice.named("iPhone 15 Pro"))
    let window = scene.makeWindow(UIScreen(headlessDevice: device, orientation: .portrait))
    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    window.layoutIfNeeded()
    let root = try #require(window.subviews.first)
    #expect(root.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(root.subviews[0].frame == CGRect(x: 0, y: 59, width: 852, height: 96))
    // Bottom margin 852 − 155 = 697 before; the height change −459 all goes to the margin.
    #expect(isClose(root.subviews[1].center, CGPoint(x: 347 + 459, y: 79)))
    #expect(root.subviews[2].frame == CGRect(x: 16, y: 171, width: 820, height: 190))
    #expect(root.subviews[2].subviews[2].frame == CGRect(x: 16, y: 104, width: 788, height: 32))
  }
}
