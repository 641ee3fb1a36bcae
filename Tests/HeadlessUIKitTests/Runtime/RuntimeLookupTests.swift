import Foundation
import Testing

@testable import HeadlessUIKit

/// A gradient layer as apps write it: its own `init()`, Core Animation's copy initializer and
/// an archive initializer that calls `super`.
private final class GlowLayer: CAGradientLayer {
  var madeWithInit = false

  override init() {
    super.init()
    madeWithInit = true
  }

  override init(layer: Any) {
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// A layer with only an initializer of its own: UIKit could not make it from its class.
private final class TintLayer: CALayer {
  let tint: Int

  init(tint: Int) {
    self.tint = tint
    super.init()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class GlowView: UIView {
  override class var layerClass: AnyClass { GlowLayer.self }
}

private final class TintView: UIView {
  override class var layerClass: AnyClass { TintLayer.self }
}

/// Attributes with a property of their own, as apps subclass them.
private final class BadgeAttributes: UICollectionViewLayoutAttributes {
  var badge = 0

  override init() {
    super.init()
  }

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone)
    (copy as? BadgeAttributes)?.badge = badge
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? BadgeAttributes, other.badge == badge else { return false }
    return super.isEqual(object)
  }
}

private final class BadgeContext: UICollectionViewFlowLayoutInvalidationContext {
  override init() {
    super.init()
  }
}

private final class BadgeLayout: UICollectionViewFlowLayout {
  var contexts: [UICollectionViewLayoutInvalidationContext] = []

  override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }
  override class var invalidationContextClass: AnyClass { BadgeContext.self }

  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    contexts.append(context)
    super.invalidateLayout(with: context)
  }
}

private final class Source: NSObject, UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 3 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// Internal, not private: a private type's name holds an unnamed context.
enum RuntimeLookupOuter {
  final class Inner: NSObject {}
}

final class RuntimeLookupPanel: UIViewController {}

@MainActor
@Suite("Classes made by metatype, looked up by name, and UIKit's own selectors")
struct RuntimeLookupTests {
  init() {
    ObjectiveCRuntime.registerClass(GlowLayer.self, objectiveCName: "Tests.GlowLayer") {
      GlowLayer()
    }
    ObjectiveCRuntime.registerClass(BadgeAttributes.self, objectiveCName: "Tests.Badge") {
      BadgeAttributes()
    }
    ObjectiveCRuntime.registerClass(BadgeContext.self, objectiveCName: "Tests.BadgeContext") {
      BadgeContext()
    }
  }

  @Test("MK1: a view's layerClass is made with the app's own init()")
  func layerClassMadeWithInit() throws {
    let view = GlowView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = try #require(view.layer as? GlowLayer)
    #expect(layer.madeWithInit)
    #expect(layer.delegate === view)
    #expect(type(of: UIView().layer) == CALayer.self)
    let shape = try #require(ShapeView().layer as? CAShapeLayer)
    #expect(shape.path == nil)
  }

  @Test("MK1: a presentation copy is a layer of the same class")
  func presentationOfAppLayer() throws {
    let layer = GlowLayer()
    layer.opacity = 0.5
    let copy = try #require(layer.presentation())
    #expect(copy !== layer)
    #expect(copy.opacity == 0.5)
    #expect(copy.model() === layer)
  }

  @Test("MK1: a layer class without init() or a maker stops, naming the class and registration")
  func layerWithoutMakerStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run { _ = TintView(frame: .zero) }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("cannot make a TintLayer: UIKit makes a class it is given with init()"))
    #expect(text.contains("{ TintLayer() }"))
  }

  @Test("MK1: a flow layout makes attributes of its layoutAttributesClass, copied with theirs")
  func layoutAttributesClass() throws {
    let layout = BadgeLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    let source = Source()
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = source
    collection.layoutIfNeeded()
    let attributes = try #require(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as? BadgeAttributes)
    #expect(attributes.frame.width == 50)
    attributes.badge = 4
    let copy = try #require(attributes.copy() as? BadgeAttributes)
    #expect(copy !== attributes && copy.badge == 4 && copy.frame == attributes.frame)
    #expect(copy.isEqual(attributes))
    copy.badge = 5
    #expect(!copy.isEqual(attributes))
  }

  @Test("MK1: invalidation contexts are made of the layout's invalidationContextClass")
  func invalidationContextClass() {
    let layout = BadgeLayout()
    layout.invalidateLayout()
    #expect(layout.contexts.last is BadgeContext)
    #expect(
      UICollectionViewFlowLayout.invalidationContextClass
        is UICollectionViewFlowLayoutInvalidationContext.Type)
  }

  @Test("MK2: classes by Objective-C name and names of classes, as iOS answers")
  func classNames() {
    ObjectiveCRuntime.registerClass(RuntimeLookupPanel.self, objectiveCName: "PanelController")
    #expect(ObjectiveCRuntime.classFromString("PanelController") == RuntimeLookupPanel.self)
    #expect(ObjectiveCRuntime.stringFromClass(RuntimeLookupPanel.self) == "PanelController")
    #expect(ObjectiveCRuntime.classFromString("UITableViewCell") == UITableViewCell.self)
    #expect(ObjectiveCRuntime.stringFromClass(UITableViewCell.self) == "UITableViewCell")
    #expect(ObjectiveCRuntime.classFromString("NSObject") == NSObject.self)
    #expect(ObjectiveCRuntime.classFromString("NoSuchClass") == nil)
    #expect(
      ObjectiveCRuntime.stringFromClass(RuntimeLookupOuter.Inner.self)
        == "HeadlessUIKitTests.RuntimeLookupOuter.Inner")
  }

  @Test("MK3: UIKit's classes respond to their own methods and properties, subclasses too")
  func uikitSelectors() {
    let view = UIView()
    #expect(view.responds(to: Selector("setBackgroundColor:")))
    #expect(view.responds(to: Selector("layoutIfNeeded")))
    #expect(view.responds(to: Selector("drawHierarchyIn:afterScreenUpdates:")))
    #expect(!view.responds(to: Selector("viewDidLoad")))
    #expect(RuntimeLookupPanel().responds(to: Selector("viewDidLoad")))
    #expect(UIButton().responds(to: Selector("setTitle:for:")))
    #expect(!NSObject().responds(to: Selector("setTitle:for:")))
    #expect(UIViewController.instancesRespond(to: Selector("viewWillAppear:")))
    #expect(!UIView.instancesRespond(to: Selector("viewWillAppear:")))
  }

  @Test("MK3: a selector registered without a performer answers responds(to:)")
  func registeredSelector() {
    ObjectiveCRuntime.registerSelector("scrollViewDidEndZooming:with:atScale:", of: Source.self)
    #expect(Source().responds(to: Selector("scrollViewDidEndZooming:with:atScale:")))
    #expect(Source.instancesRespond(to: Selector("scrollViewDidEndZooming:with:atScale:")))
    #expect(!Source().responds(to: Selector("scrollViewDidZoom:")))
  }
}

private final class ShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
}
