import Foundation
import InterfaceBuilderDocuments

extension NibInstantiator {
  /// The UIKit view class an element stands for, or `nil` for an element HeadlessUIKit has no
  /// class for (it is made as a plain `UIView`).
  static func viewClass(forElement element: String) -> UIView.Type? {
    switch element {
    case "view", "containerView", "tableViewCellContentView", "collectionViewCellContentView":
      UIView.self
    case "label": UILabel.self
    case "button": UIButton.self
    case "imageView": UIImageView.self
    case "stackView": UIStackView.self
    case "scrollView": UIScrollView.self
    case "navigationBar": UINavigationBar.self
    case "tabBar": UITabBar.self
    case "toolbar": UIToolbar.self
    case "switch": UISwitch.self
    case "slider": UISlider.self
    case "stepper": UIStepper.self
    case "progressView": UIProgressView.self
    case "activityIndicatorView": UIActivityIndicatorView.self
    case "segmentedControl": UISegmentedControl.self
    case "textField": UITextField.self
    case "textView": UITextView.self
    case "visualEffectView": UIVisualEffectView.self
    case "pickerView": UIPickerView.self
    case "datePicker": UIDatePicker.self
    case "searchBar": UISearchBar.self
    case "pageControl": UIPageControl.self
    case "tableView": UITableView.self
    case "tableViewCell": UITableViewCell.self
    case "collectionView": UICollectionView.self
    case "collectionViewCell": UICollectionViewCell.self
    case "collectionReusableView": UICollectionReusableView.self
    case "tableViewHeaderFooterView": UITableViewHeaderFooterView.self
    default: nil
    }
  }

  /// Makes a view, its properties, its subviews and its keyed child views; records its
  /// constraints, guides and connections for `finish()`.
  ///
  /// - Parameter object: The view's model.
  /// - Returns: The live view.
  func makeView(_ object: IBObject) -> UIView {
    let coder = NibCoder(object: object)
    coder.subviewDecoder = { [unowned self] view in
      // The frame comes first, as in UIKit's decoding, so that adding the subviews at their
      // stored frames does not autoresize them when the frame is set afterwards.
      // (the document's frame is not app code baking pre-layout geometry: no sanitizer check)
      if let frame = object.frame { LayoutSanitizer.withoutChecks { view.frame = frame } }
      self.addSubviews(object, to: view)
    }
    var view: UIView?
    if let name = object.customClass {
      if let factory = InterfaceBuilderRegistry.factories[name] {
        view = factory(coder) as? UIView
        if view == nil {
          warn(object, "the factory for '\(name)' made no view; using \(baseClassName(object))")
        }
      } else {
        warn(
          object,
          "unknown class '\(name)' (register it with InterfaceBuilderRegistry); using \(baseClassName(object))"
        )
      }
    }
    if view == nil {
      if Self.viewClass(forElement: object.element) == nil {
        warn(object, "<\(object.element)> has no HeadlessUIKit class; made as a plain UIView")
      }
      var type = Self.viewClass(forElement: object.element) ?? UIView.self
      let placeholder = placeholderIntrinsicSize(object)
      if placeholder != nil {
        if type == UIView.self { type = PlaceholderIntrinsicSizeView.self }
        if type == UIImageView.self { type = PlaceholderIntrinsicSizeImageView.self }
      }
      if textMetrics == .storedFrames {
        if type == UILabel.self { type = StoredMetricsLabel.self }
        if type == UIButton.self { type = StoredMetricsButton.self }
        if type == UITextField.self { type = StoredMetricsTextField.self }
        if type == UITextView.self { type = StoredMetricsTextView.self }
        if type == UISegmentedControl.self { type = StoredMetricsSegmentedControl.self }
      }
      view = type.init(coder: coder) ?? UIView(frame: .zero)
      if let placeholder {
        (view as? PlaceholderIntrinsicSizeView)?.placeholderSize = placeholder
        (view as? PlaceholderIntrinsicSizeImageView)?.placeholderSize = placeholder
      }
      if let size = object.frame?.size {
        (view as? StoredMetricsLabel)?.storedSize = size
        (view as? StoredMetricsButton)?.storedSize = size
        (view as? StoredMetricsTextField)?.storedSize = size
        (view as? StoredMetricsTextView)?.storedSize = size
        (view as? StoredMetricsSegmentedControl)?.storedSize = size
      }
    }
    let live = view ?? UIView(frame: .zero)
    if object.customClass != nil,
      InterfaceBuilderRegistry.factories[object.customClass ?? ""] == nil
    {
      fallbacks.insert(ObjectIdentifier(live))
    }
    objects[object.id] = live
    made.append(live)
    let attributes = resolvedAttributes(object)
    applyViewProperties(object, attributes, to: live)
    applyComponentProperties(object, attributes, to: live)
    for guide in object.layoutGuides {
      switch guide.role {
      case .safeArea: guides[guide.id] = .safeArea(live)
      case .contentLayoutGuide:
        if let scroll = live as? UIScrollView {
          guides[guide.id] = .guide(scroll.contentLayoutGuide)
        }
      case .frameLayoutGuide:
        if let scroll = live as? UIScrollView { guides[guide.id] = .guide(scroll.frameLayoutGuide) }
      case .legacyTop: guides[guide.id] = .legacyTop
      case .legacyBottom: guides[guide.id] = .legacyBottom
      case .other(let key): warn(object, "layout guide '\(key)' is not supported; ignored")
      }
    }
    // A factory may make its view without this coder; its subviews are added now.
    if coder.decodedView !== live {
      addSubviews(object, to: live)
    }
    addCells(object, to: live)
    for constraint in object.constraints {
      pendingConstraints.append((constraint, object, live))
    }
    if !object.connections.isEmpty { pendingConnections.append((live, object)) }
    for connection in object.connections {
      if case .segue(let segue) = connection, segue.kind == "embed" {
        embeds.append((live, segue))
      }
    }
    return live
  }

  /// The design-time intrinsic size of a view: its placeholder size, or the size a designable
  /// reported in Interface Builder (`infinite` is no intrinsic size on that axis).
  func placeholderIntrinsicSize(_ object: IBObject) -> CGSize? {
    if let size = document.designableSizes[object.id] { return size }
    let width = object.attributes["placeholderIntrinsicWidth"]
    let height = object.attributes["placeholderIntrinsicHeight"]
    guard width != nil || height != nil else { return nil }
    func value(_ text: String?) -> CGFloat {
      text.flatMap(Double.init).map { CGFloat($0) } ?? UIView.noIntrinsicMetric
    }
    return CGSize(width: value(width), height: value(height))
  }

  /// The name of the UIKit class an object falls back to.
  func baseClassName(_ object: IBObject) -> String {
    String(describing: Self.viewClass(forElement: object.element) ?? UIView.self)
  }

  /// Adds the object's subviews (arranged, for a stack view) that are installed for the
  /// current size classes, and places keyed child views (content views, table headers).
  func addSubviews(_ object: IBObject, to view: UIView) {
    for keyed in object.keyedObjects {
      switch keyed.key {
      case "contentView" where view is UIVisualEffectView:
        // The effect view makes its own content view; the document's fills it.
        guard let effect = view as? UIVisualEffectView else { continue }
        populate(effect.contentView, from: keyed)
      case "contentView"
      where view is UITableViewCell || view is UICollectionViewCell
        || view is UITableViewHeaderFooterView:
        // So does a cell, and a header-footer view.
        let content: UIView? =
          (view as? UITableViewCell)?.contentView
          ?? (view as? UICollectionViewCell)?.contentView
          ?? (view as? UITableViewHeaderFooterView)?.contentView
        if let content { populate(content, from: keyed) }
        if let cell = view as? UITableViewCell,
          keyed.properties.contains(where: {
            $0.key == "layoutMargins" || $0.key == "directionalLayoutMargins"
          })
        {
          // The document's margins replace the cell's content margins.
          cell.contentViewKeepsOwnMargins = true
        }
      case "contentView":
        let content = makeView(keyed)
        attachContentView(content, to: view)
      default:
        if keyed.frame != nil || Self.viewClass(forElement: keyed.element) != nil,
          keyed.element != "navigationItem"
        {
          attachKeyedView(makeView(keyed), key: keyed.key ?? "", to: view, object: keyed)
        }
      }
    }
    for subview in object.subviews {
      let installed = object.variations.installs(
        subview.id, subviews: true, width: sizeClasses.width, height: sizeClasses.height)
      // A subview a mask mentions is made even when not installed, so that a later size class
      // can install it (decision IB7).
      let varies = object.variations.mentions(subview.id, subviews: true)
      guard installed || varies else { continue }
      let child = makeView(subview)
      if varies || view.traitState.sizeClassVariations != nil {
        view.nibSizeClassVariations(masks: object.variations).subviews.append(
          NibSizeClassVariations.SubviewEntry(view: child, id: subview.id))
      }
      guard installed else { continue }
      if let stack = view as? UIStackView {
        stack.addArrangedSubview(child)
      } else {
        view.addSubview(child)
      }
    }
  }

  /// Gives a view that its parent made (a cell's or an effect view's content view) the
  /// document object's id, stored frame, layout margins, background, subviews, guides and
  /// constraints.
  ///
  /// As UIKit decodes the content view, it has its stored frame before its subviews are added,
  /// so autoresizing subviews follow it from that frame when the parent later sizes it (not from
  /// a zero size), and it keeps the layout margins the document gives it.
  func populate(_ view: UIView, from object: IBObject) {
    objects[object.id] = view
    if let frame = object.frame { view.frame = frame }
    applyMargins(object, resolvedAttributes(object), to: view)
    for property in object.properties where property.name == "color" {
      if property.key == "backgroundColor" { view.backgroundColor = color(property) }
    }
    for guide in object.layoutGuides where guide.role == .safeArea {
      guides[guide.id] = .safeArea(view)
    }
    addSubviews(object, to: view)
    for constraint in object.constraints {
      pendingConstraints.append((constraint, object, view))
    }
  }

  /// Places a keyed content view (`<view key="contentView">` of a cell or an effect view).
  func attachContentView(_ content: UIView, to view: UIView) {
    view.addSubview(content)
  }

  /// Places any other keyed child view (a table's header or footer view…).
  func attachKeyedView(_ child: UIView, key: String, to view: UIView, object: IBObject) {
    switch (view, key) {
    case (let table as UITableView, "tableHeaderView"): table.tableHeaderView = child
    case (let table as UITableView, "tableFooterView"): table.tableFooterView = child
    case (let table as UITableView, "backgroundView"): table.backgroundView = child
    case (let collection as UICollectionView, "backgroundView"):
      collection.backgroundView = child
    case (let cell as UITableViewCell, "backgroundView"): cell.backgroundView = child
    case (let cell as UITableViewCell, "selectedBackgroundView"):
      cell.selectedBackgroundView = child
    case (let cell as UICollectionViewCell, "backgroundView"): cell.backgroundView = child
    case (let cell as UICollectionViewCell, "selectedBackgroundView"):
      cell.selectedBackgroundView = child
    default: view.addSubview(child)
    }
  }

  /// Applies the attributes and property elements every view has (format §5.2, §5.3).
  func applyViewProperties(_ object: IBObject, _ attributes: [String: String], to view: UIView) {
    // (the document's frame is not app code baking pre-layout geometry: no sanitizer check)
    if let frame = object.frame { LayoutSanitizer.withoutChecks { view.frame = frame } }
    if let mask = object.autoresizingMask {
      var flags: UIView.AutoresizingMask = []
      if mask.flexibleLeftMargin { flags.insert(.flexibleLeftMargin) }
      if mask.flexibleWidth { flags.insert(.flexibleWidth) }
      if mask.flexibleRightMargin { flags.insert(.flexibleRightMargin) }
      if mask.flexibleTopMargin { flags.insert(.flexibleTopMargin) }
      if mask.flexibleHeight { flags.insert(.flexibleHeight) }
      if mask.flexibleBottomMargin { flags.insert(.flexibleBottomMargin) }
      view.autoresizingMask = flags
    }
    // format §5.4: constraints position a view only in Auto Layout documents, when the view says so
    // and is not marked fixed-frame.
    view.translatesAutoresizingMaskIntoConstraints =
      !(document.usesAutoLayout && attributes["translatesAutoresizingMaskIntoConstraints"] == "NO"
      && attributes["fixedFrame"] != "YES")
    if let mode = attributes["contentMode"].flatMap(Self.contentMode) { view.contentMode = mode }
    if let hidden = bool(attributes["hidden"]) { view.isHidden = hidden }
    if let alpha = attributes["alpha"].flatMap(Double.init) { view.alpha = CGFloat(alpha) }
    if let opaque = bool(attributes["opaque"]) { view.isOpaque = opaque }
    if let clips = bool(attributes["clipsSubviews"]) { view.clipsToBounds = clips }
    if let enabled = bool(attributes["userInteractionEnabled"]) {
      view.isUserInteractionEnabled = enabled
    }
    if let tag = attributes["tag"].flatMap(Int.init) { view.tag = tag }
    if let identifier = attributes["restorationIdentifier"] {
      view.restorationIdentifier = identifier
    }
    for (name, axis) in [
      ("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal),
      ("verticalHuggingPriority", .vertical),
    ] {
      if let value = attributes[name].flatMap(Float.init) {
        view.setContentHuggingPriority(UILayoutPriority(value), for: axis)
      }
    }
    for (name, axis) in [
      ("horizontalCompressionResistancePriority", NSLayoutConstraint.Axis.horizontal),
      ("verticalCompressionResistancePriority", .vertical),
    ] {
      if let value = attributes[name].flatMap(Float.init) {
        view.setContentCompressionResistancePriority(UILayoutPriority(value), for: axis)
      }
    }
    applyMargins(object, attributes, to: view)
    if let attribute = enumerated(
      "semanticContentAttribute", of: object, attributes,
      [
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
        "playback": .playback, "spatial": .spatial,
      ], ignoring: ["unspecified"]) as UISemanticContentAttribute?
    {
      view.semanticContentAttribute = attribute
    }
    for property in object.properties {
      switch (property.name, property.key) {
      case ("color", "backgroundColor"):
        view.backgroundColor = color(property)
      case ("color", "tintColor"):
        // UIKit decodes a view's tint with its other properties (Xcode's "Tint" field).
        if let tint = color(property) { view.tintColor = tint }
      case ("userDefinedRuntimeAttributes", _):
        applyRuntimeAttributes(property, to: view)
      default:
        break
      }
    }
  }

  /// The layout-margin attributes and the `layoutMargins` or `directionalLayoutMargins` a view
  /// stores.
  func applyMargins(_ object: IBObject, _ attributes: [String: String], to view: UIView) {
    if let value = bool(attributes["insetsLayoutMarginsFromSafeArea"]) {
      view.insetsLayoutMarginsFromSafeArea = value
    }
    if let value = bool(attributes["preservesSuperviewLayoutMargins"]) {
      view.preservesSuperviewLayoutMargins = value
    }
    for property in object.properties {
      switch (property.name, property.key) {
      case ("edgeInsets", "layoutMargins"):
        view.layoutMargins = UIEdgeInsets(
          top: CGFloat(property.double("top") ?? 0), left: CGFloat(property.double("left") ?? 0),
          bottom: CGFloat(property.double("bottom") ?? 0),
          right: CGFloat(property.double("right") ?? 0))
      case ("directionalEdgeInsets", "directionalLayoutMargins"):
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: CGFloat(property.double("top") ?? 0),
          leading: CGFloat(property.double("leading") ?? 0),
          bottom: CGFloat(property.double("bottom") ?? 0),
          trailing: CGFloat(property.double("trailing") ?? 0))
      default:
        break
      }
    }
  }

  /// `YES`/`NO` as a Boolean.
  func bool(_ text: String?) -> Bool? {
    switch text {
    case "YES": true
    case "NO": false
    default: nil
    }
  }

  /// The content mode for a document spelling.
  static func contentMode(_ text: String) -> UIView.ContentMode? {
    switch text {
    case "scaleToFill": .scaleToFill
    case "scaleAspectFit": .scaleAspectFit
    case "scaleAspectFill": .scaleAspectFill
    case "redraw": .redraw
    case "center": .center
    case "top": .top
    case "bottom": .bottom
    case "left": .left
    case "right": .right
    case "topLeft": .topLeft
    case "topRight": .topRight
    case "bottomLeft": .bottomLeft
    case "bottomRight": .bottomRight
    default: nil
    }
  }
}
