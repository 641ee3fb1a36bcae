import Testing

@testable import HeadlessUIKit

/// The gesture recognizers UIKit's own views carry: a scroll view's pan and pinch, a
/// navigation controller's interactive pop.
@MainActor
@Suite struct ScrollAndNavigationGestureTests {
  @Test func scrollViewCarriesItsPanFromTheStart() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    #expect(scrollView.gestureRecognizers?.count == 1)
    #expect(scrollView.gestureRecognizers?.first === scrollView.panGestureRecognizer)
    #expect(scrollView.pinchGestureRecognizer == nil)
    #expect(scrollView.delaysContentTouches)
    #expect(scrollView.canCancelContentTouches)
  }

  @Test func pinchRecognizerExistsWhileZoomingIsPossible() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.maximumZoomScale = 3

    let pinch = scrollView.pinchGestureRecognizer
    #expect(pinch != nil)
    #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
  }

  @Test func draggingScrollsTheContentWithinItsRange() {
    let (window, root) = makeTouchWindow()
    let scrollView = UIScrollView(frame: root.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    root.addSubview(scrollView)

    window.headlessPan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    #expect(!scrollView.isDragging)

    window.headlessPan(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 470))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -scrollView.adjustedContentInset.top))
  }

  @Test func contentThatFitsDoesNotScroll() {
    let (window, root) = makeTouchWindow()
    let scrollView = UIScrollView(frame: root.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 100)
    root.addSubview(scrollView)

    window.headlessPan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100))

    #expect(scrollView.panGestureRecognizer.state == .failed)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func dragStartingOnAControlDoesNotScroll() {
    let (window, root) = makeTouchWindow()
    let scrollView = UIScrollView(frame: root.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    let control = UIControl(frame: CGRect(x: 0, y: 300, width: 320, height: 200))
    scrollView.addSubview(control)
    root.addSubview(scrollView)

    window.headlessPan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 330))
    #expect(scrollView.contentOffset == .zero)

    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    scrollView.addSubview(content)
    window.headlessPan(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 100))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
  }

  @Test func draggingDismissesTheKeyboardWhenAsked() {
    let (window, root) = makeTouchWindow()
    let scrollView = UIScrollView(frame: root.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    scrollView.keyboardDismissMode = .onDrag
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    scrollView.addSubview(field)
    root.addSubview(scrollView)
    #expect(field.becomeFirstResponder())

    window.headlessPan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300))

    #expect(!field.isFirstResponder)
    #expect(window.headlessKeyboardFrame == nil)
  }

  @Test func edgeDragPopsTheTopController() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let pop = navigation.interactivePopGestureRecognizer
    #expect(pop is UIScreenEdgePanGestureRecognizer)
    #expect(navigation.view.gestureRecognizers?.contains { $0 === pop } == true)

    window.headlessPan(from: CGPoint(x: 2, y: 200), to: CGPoint(x: 250, y: 200))
    #expect(pop?.state == .failed)

    navigation.pushViewController(UIViewController(), animated: false)
    window.headlessPan(from: CGPoint(x: 2, y: 200), to: CGPoint(x: 100, y: 200), duration: 1)
    #expect(navigation.viewControllers.count == 2)
    window.headlessPan(from: CGPoint(x: 2, y: 200), to: CGPoint(x: 250, y: 200))
    #expect(navigation.viewControllers.count == 1)
  }
}
